import { useQueryClient } from '@tanstack/react-query';
import type { ContentItem } from '@trilha/shared/api/content';
import { RATING_MAX_STARS, RATING_MIN_STARS, RATING_THANKS_MS } from '@trilha/shared/constants';
import { useEffect, useId, useState } from 'react';
import { rateContent } from '../../api/content';
import { contentKeys } from '../../api/content-keys';
import { errorMessage } from '../../api/error-message';
import { isQueued } from '../../api/outbox';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { usePointsToast } from './use-points-toast';

type Phase = 'beforeRate' | 'rateAvailable' | 'thanks' | 'alreadyRated';
const STARS = Array.from({ length: RATING_MAX_STARS - RATING_MIN_STARS + 1 }, (_, index) => RATING_MIN_STARS + index);

/** An average as pt-BR shows it, one decimal: '4,4'. */
export function formatRating(value: number): string {
  return value.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** Five stars filled up to `value` (rounded to the nearest half star for display). */
export function Stars({ value, className = 'size-5' }: { value: number; className?: string }) {
  const rounded = Math.round(value * 2) / 2;
  return (
    <span className="inline-flex" aria-hidden="true">
      {STARS.map((star) => {
        const fill = rounded >= star ? 1 : rounded >= star - 0.5 ? 0.5 : 0;
        return (
          <svg key={star} viewBox="0 0 24 24" className={className} aria-hidden="true">
            <defs>
              <linearGradient id={`star-${star}-${fill}`}>
                <stop offset={fill} stopColor="#f2b01e" />
                <stop offset={fill} stopColor="#d0d0d6" />
              </linearGradient>
            </defs>
            <path
              d="m12 2.5 2.9 6.2 6.6.7-5 4.5 1.4 6.6L12 17.2l-5.9 3.3 1.4-6.6-5-4.5 6.6-.7z"
              fill={`url(#star-${star}-${fill})`}
            />
          </svg>
        );
      })}
    </span>
  );
}

/**
 * The rating widget (spec document 2, 4 and 5): the average and the vote count; a click on the stars or
 * 'Avaliar' opens the form, whose 'Enviar' is enabled once 1 to 5 whole stars are chosen; after sending a
 * thank-you shows for 2 seconds, then the new value. A member who voted sees their vote (alreadyRated).
 */
export function RatingWidget({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const showPoints = usePointsToast();
  const [phase, setPhase] = useState<Phase>(item.vote ? 'alreadyRated' : 'beforeRate');
  const [totals, setTotals] = useState({ rating: item.rating, numberVotes: item.numberVotes, vote: item.vote });
  // The new value waits for the thanks to end (spec 2, 4: the thank-you shows for 2 s before the new value).
  const [nextTotals, setNextTotals] = useState<typeof totals | null>(null);
  const [choice, setChoice] = useState<number | null>(null);
  const [isSending, setSending] = useState(false);
  const [error, setError] = useState('');
  const name = useId();

  useEffect(() => {
    if (phase !== 'thanks') return;
    const timer = setTimeout(() => {
      if (nextTotals) setTotals(nextTotals);
      setNextTotals(null);
      setPhase('alreadyRated');
    }, RATING_THANKS_MS);
    return () => clearTimeout(timer);
  }, [phase, nextTotals]);

  const open = () => {
    setChoice(totals.vote);
    setError('');
    setPhase('rateAvailable');
  };

  const send = async () => {
    if (choice === null || isSending) return;
    setSending(true);
    setError('');
    try {
      const answer = await rateContent({ idContentItem: item.idContentItem, vote: choice });
      setPhase('thanks');
      // A vote kept on the device for later changes only the member's own vote until the server counts it.
      if (isQueued(answer)) {
        setNextTotals({ ...totals, vote: choice });
        return;
      }
      setNextTotals({ rating: answer.rating, numberVotes: answer.numberVotes, vote: answer.vote });
      showPoints(answer);
      void queryClient.invalidateQueries({ queryKey: contentKeys.all });
    } catch (caught) {
      setError(errorMessage(caught, t('content.rating.error')));
    } finally {
      setSending(false);
    }
  };

  return (
    <section
      aria-label={t('content.rating.formTitle')}
      className="flex flex-wrap items-center gap-3 rounded-xl bg-white p-3 ring-1 ring-line"
      data-rating-phase={phase}
    >
      <button
        type="button"
        onClick={open}
        className="flex min-h-11 items-center gap-2 rounded-lg px-2 hover:bg-brand-3"
        aria-label={t('content.rating.label', { rating: formatRating(totals.rating), count: totals.numberVotes })}
      >
        <Stars value={totals.rating} />
        <span className="text-sm font-semibold tabular-nums text-ink">{formatRating(totals.rating)}</span>
        <span className="text-xs text-muted">
          (
          {totals.numberVotes > 0
            ? t('content.rating.votes', { count: totals.numberVotes })
            : t('content.rating.noVotes')}
          )
        </span>
      </button>
      {phase === 'thanks' ? (
        <p role="status" className="text-sm font-semibold text-success">
          {t('content.rating.thanks')}
        </p>
      ) : phase === 'alreadyRated' && totals.vote ? (
        <p className="text-sm text-muted">{t('content.rating.yourVote', { vote: totals.vote })}</p>
      ) : (
        <Button variant="link" onClick={open}>
          {t('content.rating.rate')}
        </Button>
      )}
      <Modal
        open={phase === 'rateAvailable'}
        onOpenChange={(isOpen) => (isOpen ? undefined : setPhase(totals.vote ? 'alreadyRated' : 'beforeRate'))}
        title={t('content.rating.formTitle')}
        size="sm"
      >
        <fieldset className="flex justify-center gap-1">
          <legend className="sr-only">{t('content.rating.formTitle')}</legend>
          {STARS.map((star) => (
            <label key={star} className="cursor-pointer rounded-lg p-1 focus-within:ring-2 focus-within:ring-brand">
              <input
                type="radio"
                name={name}
                value={star}
                checked={choice === star}
                onChange={() => setChoice(star)}
                className="sr-only"
                aria-label={t('content.rating.star', { count: star })}
              />
              <svg viewBox="0 0 24 24" className="size-10" aria-hidden="true">
                <path
                  d="m12 2.5 2.9 6.2 6.6.7-5 4.5 1.4 6.6L12 17.2l-5.9 3.3 1.4-6.6-5-4.5 6.6-.7z"
                  fill={choice !== null && star <= choice ? '#f2b01e' : '#d0d0d6'}
                />
              </svg>
            </label>
          ))}
        </fieldset>
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <Button onClick={send} disabled={choice === null || isSending}>
          {t('content.rating.send')}
        </Button>
      </Modal>
    </section>
  );
}
