import { useTranslation } from '../../i18n';
import type { SectionScreenProps } from '../../lib/section-screen';

/** Stands in for a section screen still in preparation: says which screen it is, so the mapping can be seen. */
export function SectionPlaceholder({ screen, fromSection }: SectionScreenProps) {
  const { t } = useTranslation();
  return (
    <div
      className="mx-auto my-6 flex max-w-md flex-col items-center gap-2 rounded-xl border border-dashed border-line bg-white p-8 text-center"
      data-screen={screen}
      data-from-section={fromSection ? 'true' : undefined}
    >
      <p className="text-lg font-semibold text-ink">{t(`sections.screens.${screen}`)}</p>
      <p className="text-sm text-muted">{t('sections.placeholderHint')}</p>
    </div>
  );
}
