import { type ComponentProps, forwardRef } from 'react';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { useSanitizedHtml } from '../../ui/safe-html';

/**
 * The agreement text of the app (sanitized HTML) in a box that scrolls, or a notice when the app has none.
 * The content app's terms and the learning app's terms page show it alike.
 */
export function AgreementText({ terms }: { terms: string }) {
  const { t } = useTranslation();
  const html = useSanitizedHtml(terms, 'html');
  if (html === '') {
    return <p className="rounded-xl border border-line bg-white p-4 text-sm text-muted">{t('terms.noText')}</p>;
  }
  return (
    <section
      aria-label={t('terms.title')}
      // A scrolling box must take focus so the keyboard can scroll it (WCAG 2.1.1).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region
      tabIndex={0}
      className="terms-text max-h-[45dvh] overflow-y-auto rounded-xl border border-line bg-white p-4 text-sm leading-relaxed text-ink"
    >
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by DOMPurify (`useSanitizedHtml`) above */}
      <div dangerouslySetInnerHTML={{ __html: html ?? '' }} />
    </section>
  );
}

/** The optional acceptance of the company's communications (spec document 1, 4; spec 3, 2.9). */
export const CommunicationsCheckbox = forwardRef<HTMLInputElement, Omit<ComponentProps<typeof Checkbox>, 'label'>>(
  function CommunicationsCheckbox(props, ref) {
    const { t } = useTranslation();
    return <Checkbox ref={ref} label={t('terms.communications')} {...props} />;
  },
);

/**
 * 'Continuar' (submits the terms form) and 'Declinar'. `hint` explains, next to a disabled 'Continuar', what
 * is still missing.
 */
export function TermsActions({
  isSaving,
  isContinueDisabled = false,
  hint,
  onDecline,
}: {
  isSaving: boolean;
  isContinueDisabled?: boolean;
  hint?: string | undefined;
  onDecline: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      {hint ? (
        <p id="terms-actions-hint" className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button
          type="submit"
          disabled={isSaving || isContinueDisabled}
          aria-describedby={hint ? 'terms-actions-hint' : undefined}
        >
          {isSaving ? t('terms.saving') : t('terms.continue')}
        </Button>
        <Button variant="secondary" onClick={onDecline} disabled={isSaving}>
          {t('terms.decline')}
        </Button>
      </div>
    </div>
  );
}
