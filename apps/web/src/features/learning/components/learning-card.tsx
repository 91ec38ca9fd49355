import type { LearningCard as Card } from '@trilha/shared/api/learning-common';
import type { CardFormat } from '@trilha/shared/rules/catalog-paging';
import { registrationBadge } from '@trilha/shared/rules/registration-badge';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../api/session';
import { useTranslation } from '../../../i18n';
import { CheckIcon, LockIcon } from '../../../ui/icons';
import { ProgressBar } from '../../../ui/progress-bar';
import { CardImage } from '../components/card-image';
import { cardTarget, formatWorkload } from './card-target';
import { RestrictedDialog } from './restricted-dialog';

/** The badge text of a card, from the shared registration rule (spec 3, 4.3). */
export function BadgeLabel({ card }: { card: Card }) {
  const { t } = useTranslation();
  if (card.registration.isNodeEnrollment || card.elementType === 'LINK') return null;
  const { badge } = registrationBadge(card.registration);
  const text = t(`learning.card.badge.${badge}`);
  if (!text) return null;
  return (
    <span className="inline-flex w-fit items-center rounded-full bg-brand-3 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wide text-brand">
      {text}
    </span>
  );
}

const KNOWN_KINDS = new Set(['NODE', 'CONTENT', 'EVALUATION', 'LINK']);

/** A card of a kind this version does not know (spec 3, 2.2: the card variant names the type). */
function UnknownCard({ card }: { card: Card }) {
  const { t } = useTranslation();
  return (
    <p role="note" className="rounded-xl bg-white p-3 text-sm text-muted ring-1 ring-line">
      {t('learning.blocks.unknownCard', { type: card.elementType })}
    </p>
  );
}

/** Makes a card clickable according to its target: a route, an outside link, the restricted notice, or inert. */
export function CardFrame({ card, className, children }: { card: Card; className: string; children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const [restricted, setRestricted] = useState(false);
  const target = cardTarget(card, session?.loginInfo.idUser ?? 0);
  if (target.kind === 'route') {
    return (
      <Link to={target.to} className={className}>
        {children}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
      </a>
    );
  }
  if (target.kind === 'restricted') {
    return (
      <>
        <button type="button" onClick={() => setRestricted(true)} className={`${className} text-left`}>
          {children}
          <span className="sr-only">{t('learning.card.restricted')}</span>
        </button>
        <RestrictedDialog open={restricted} onClose={() => setRestricted(false)} />
      </>
    );
  }
  return (
    <div aria-disabled="true" className={`${className} cursor-not-allowed opacity-70`}>
      {children}
    </div>
  );
}

function Meta({ card }: { card: Card }) {
  const { t } = useTranslation();
  const workload = formatWorkload(card.workload);
  const parts = [
    card.label,
    workload
      ? workload.key === 'hours'
        ? t('learning.card.workload', { hours: workload.value })
        : t('learning.card.workloadMinutes', { minutes: workload.value })
      : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <span className="text-xs font-medium text-muted">{parts.join(' · ')}</span>;
}

/** Progress of the member on the card: inside an enrollment, or of their enrollment in the training. */
function cardProgress(card: Card): number | null {
  if (card.registration.isNodeEnrollment) return card.progress;
  const enrollment = card.registration.enrollment;
  return enrollment && !['EXPIRED', 'ARCHIVED'].includes(enrollment.status) ? enrollment.progress : null;
}

/** A vertical card: image in the block's format, title, meta, badge and progress. */
export function LearningCardTile({ card, format, eager = false }: { card: Card; format: CardFormat; eager?: boolean }) {
  const { t } = useTranslation();
  if (!KNOWN_KINDS.has(card.elementType)) return <UnknownCard card={card} />;
  const progress = cardProgress(card);
  return (
    <CardFrame
      card={card}
      className="group flex h-full w-full min-w-0 flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-black/5 transition hover:shadow-md"
    >
      <div className="relative">
        <CardImage src={card.image} format={format} eager={eager} />
        {card.lock === 1 ? (
          <span className="absolute right-2 top-2 flex size-8 items-center justify-center rounded-full bg-black/60 text-white">
            <LockIcon className="size-4" label={t('learning.card.locked')} />
          </span>
        ) : null}
        {card.hasAccess === 0 ? (
          <span className="absolute left-2 top-2 rounded-full bg-black/70 px-2 py-1 text-xs font-semibold text-white">
            {t('learning.card.restricted')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <Meta card={card} />
        <span className="line-clamp-2 font-semibold leading-snug text-ink group-hover:underline">{card.title}</span>
        <div className="mt-auto flex flex-col gap-1.5 pt-1">
          <BadgeLabel card={card} />
          {progress !== null ? (
            <ProgressBar value={progress} size="sm" label={t('learning.card.progress', { title: card.title })} />
          ) : null}
        </div>
      </div>
    </CardFrame>
  );
}

/** A row card (lists and level pages): status mark, title, type, progress and lock. */
export function LearningCardRow({ card }: { card: Card }) {
  const { t } = useTranslation();
  if (!KNOWN_KINDS.has(card.elementType)) return <UnknownCard card={card} />;
  const inEnrollment = card.registration.isNodeEnrollment;
  // A failed evaluation is finished (100) but not a success: it gets its own mark.
  const failed = inEnrollment && card.status === 'FAILED';
  const done = inEnrollment && card.progress >= 100 && !failed;
  const progress = cardProgress(card);
  return (
    <CardFrame
      card={card}
      className="flex min-h-16 w-full items-center gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-black/5 transition hover:shadow-md"
    >
      <span
        className={`flex size-10 shrink-0 items-center justify-center rounded-full ${
          done
            ? 'bg-success text-white'
            : failed
              ? 'bg-danger text-white'
              : card.lock
                ? 'bg-black/10 text-muted'
                : 'bg-brand-3 text-brand'
        }`}
      >
        {card.lock === 1 ? (
          <LockIcon label={t('learning.card.locked')} />
        ) : failed ? (
          <span aria-hidden="true" className="text-sm font-bold">
            ✕
          </span>
        ) : done ? (
          <CheckIcon label={t('learning.card.status.COMPLETED')} />
        ) : (
          <span aria-hidden="true" className="text-sm font-bold">
            {card.elementType === 'NODE' ? '▦' : card.elementType === 'EVALUATION' ? '✎' : '▶'}
          </span>
        )}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="font-semibold text-ink">{card.title}</span>
        <span className="flex flex-wrap items-center gap-2">
          <Meta card={card} />
          {inEnrollment ? <span className="text-xs text-muted">{t(`learning.card.status.${card.status}`)}</span> : null}
          <BadgeLabel card={card} />
        </span>
        {progress !== null ? (
          <span className="max-w-64">
            <ProgressBar value={progress} size="sm" label={t('learning.card.progress', { title: card.title })} />
          </span>
        ) : null}
      </span>
    </CardFrame>
  );
}
