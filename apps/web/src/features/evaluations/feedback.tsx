import { useQuery } from '@tanstack/react-query';
import type { AnswerResult, EvaluationResult } from '@trilha/shared/api/learning-evaluations';
import { gaugeAngle, isEvaluationType, resultKind } from '@trilha/shared/rules/evaluation-flow';
import { useState } from 'react';
import { publicKeys } from '../../api/content-keys';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';

/**
 * The score gauge: a half ring filled by a ring half turned by grade * 180 / 100 - 45 degrees (spec 3,
 * 9). The lower half of the filling ring is coloured and the box shows only the upper half, so at 0
 * (-45 degrees) nothing shows and at 100 (135 degrees) the whole arc is filled.
 */
export function ScoreGauge({ grade }: { grade: number | null }) {
  const { t } = useTranslation();
  const angle = gaugeAngle(grade);
  const shown = grade ?? 0;
  return (
    <figure
      className="relative mx-auto h-28 w-56 overflow-hidden"
      role="img"
      aria-label={t('evaluations.gaugeLabel', { grade: shown })}
    >
      <div className="absolute inset-x-0 top-0 size-56 rounded-full border-[18px] border-line" />
      <div
        data-testid="gauge-fill"
        className="absolute inset-x-0 top-0 size-56 rounded-full border-[18px] border-transparent border-b-[var(--color-brand)] border-l-[var(--color-brand)] transition-transform duration-700"
        style={{ transform: `rotate(${angle}deg)` }}
      />
      <figcaption className="absolute inset-x-0 bottom-0 text-center text-4xl font-bold text-ink" aria-hidden="true">
        {shown}
      </figcaption>
    </figure>
  );
}

export type FeedbackProps = {
  title: string;
  result: EvaluationResult;
  onRetry?: () => void;
  retrying?: boolean;
  /** Fetches one question's answer key for its modal. */
  loadAnswer: (idAnswer: number) => Promise<AnswerResult>;
};

/**
 * The feedback (spec 3, 4.8, FEEDBACK): the gauge, passed or failed ('Aproveitamento' for a pre-test),
 * the mastery score and attempts, a retry while tries remain, and the answer key with a modal per question.
 */
export function EvaluationFeedback({ title, result, onRetry, retrying, loadAnswer }: FeedbackProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const type = isEvaluationType(result.evaluationType) ? result.evaluationType : 'KNOWLEDGE';
  const kind = resultKind(type, result.passed);
  const label = { SCORE: t('evaluations.score'), PASSED: t('evaluations.passed'), FAILED: t('evaluations.failed') }[
    kind
  ];
  const canRetry = result.remainingTries === null || result.remainingTries > 0;
  return (
    <section aria-labelledby="feedback-title" className="mx-auto flex max-w-2xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand">{t('evaluations.feedback')}</p>
        <h1 id="feedback-title" className="text-2xl font-bold text-ink">
          {title}
        </h1>
      </header>

      <div className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-white p-6 shadow-sm">
        <p className="text-sm text-muted">{t('evaluations.yourScore')}</p>
        <ScoreGauge grade={result.grade} />
        <p
          className={`rounded-full px-4 py-1 text-lg font-bold ${
            kind === 'PASSED'
              ? 'bg-success text-white'
              : kind === 'FAILED'
                ? 'bg-danger text-white'
                : 'bg-brand-3 text-ink'
          }`}
        >
          {label}
        </p>
        {type === 'KNOWLEDGE' && result.masteryScore !== null ? (
          <p className="text-sm text-muted">{t('evaluations.masteryInfo', { score: result.masteryScore })}</p>
        ) : null}
        <p className="text-sm text-muted">{t('evaluations.attempts', { count: result.attempts })}</p>
        {result.finishReason === 'TIME_EXPIRED' ? (
          <p className="text-sm font-medium text-ink">{t('evaluations.finishedByTime')}</p>
        ) : null}
        {canRetry && onRetry ? (
          <Button onClick={onRetry} disabled={retrying}>
            {t('evaluations.retry')}
          </Button>
        ) : null}
      </div>

      {result.summary.length > 0 ? (
        <section aria-labelledby="answer-key-title" className="flex flex-col gap-3">
          <h2 id="answer-key-title" className="text-lg font-bold text-ink">
            {t('evaluations.answerKey')}
          </h2>
          <p className="text-sm text-muted">{t('evaluations.answerKeyHint')}</p>
          <ul className="flex flex-col gap-2">
            {result.summary.map((row) => {
              const verdict =
                row.isCorrect === null
                  ? t('evaluations.notScored')
                  : row.isCorrect
                    ? t('evaluations.right')
                    : t('evaluations.wrong');
              return (
                <li key={row.idAnswer}>
                  <button
                    type="button"
                    onClick={() => setOpen(row.idAnswer)}
                    className="flex min-h-14 w-full items-center gap-3 rounded-xl border border-line bg-white px-4 py-3 text-left hover:bg-brand-3"
                  >
                    <span
                      aria-hidden="true"
                      className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white ${
                        row.isCorrect === null ? 'bg-muted' : row.isCorrect ? 'bg-success' : 'bg-danger'
                      }`}
                    >
                      {row.isCorrect === null ? '–' : row.isCorrect ? '✓' : '✗'}
                    </span>
                    <span className="flex-1">
                      <span className="block text-sm font-semibold text-muted">
                        {t('evaluations.questionTitle', { number: row.position })}
                      </span>
                      <span className="line-clamp-2 text-ink">{row.statement}</span>
                    </span>
                    <span className="text-sm font-semibold text-ink">{verdict}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      {open !== null ? <AnswerKeyModal idAnswer={open} loadAnswer={loadAnswer} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}

function AnswerKeyModal({
  idAnswer,
  loadAnswer,
  onClose,
}: {
  idAnswer: number;
  loadAnswer: (idAnswer: number) => Promise<AnswerResult>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: publicKeys.evaluationAnswerKey(idAnswer), queryFn: () => loadAnswer(idAnswer) });
  const answer = query.data;
  return (
    <Modal
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={answer ? t('evaluations.questionTitle', { number: answer.position }) : t('evaluations.answerKey')}
      size="md"
    >
      {query.isPending ? <Spinner label={t('common.loading')} /> : null}
      {query.isError ? (
        <p role="alert" className="text-danger">
          {query.error.message || t('evaluations.loadError')}
        </p>
      ) : null}
      {answer ? <AnswerKeyDetail answer={answer} /> : null}
      <Button variant="secondary" onClick={onClose} className="self-end">
        {t('evaluations.close')}
      </Button>
    </Modal>
  );
}

/** One question after finishing: the member's choices beside the right ones. */
export function AnswerKeyDetail({ answer }: { answer: AnswerResult }) {
  const { t } = useTranslation();
  const numberOf = (idQuestionOption: number | null) => {
    const index = answer.options.findIndex((option) => option.idQuestionOption === idQuestionOption);
    return index >= 0 ? String(index + 1) : '–';
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="whitespace-pre-line font-semibold text-ink">{answer.statement}</p>
      {answer.isCorrect !== null ? (
        <p className={`font-bold ${answer.isCorrect ? 'text-success' : 'text-danger'}`}>
          {answer.isCorrect ? t('evaluations.right') : t('evaluations.wrong')}
        </p>
      ) : null}

      {answer.questionType === 'CORRELATE' ? (
        <>
          <ol className="flex flex-col gap-1">
            {answer.options.map((option, index) => (
              <li key={option.idQuestionOption} className="rounded-lg bg-brand-3 px-3 py-2">
                <span className="font-bold text-brand">{index + 1}.</span> {option.description}
              </li>
            ))}
          </ol>
          <ul className="flex flex-col gap-2">
            {answer.optionAnswers.map((item) => {
              const right = item.chosenIdQuestionOption === item.correctIdQuestionOption;
              return (
                <li key={item.idQuestionOptionAnswer} className="rounded-lg border border-line px-3 py-2">
                  <span className="block text-ink">{item.description}</span>
                  <span className={`text-sm ${right ? 'text-success' : 'text-danger'}`}>
                    {t('evaluations.chosenNumber', { number: numberOf(item.chosenIdQuestionOption) })}
                  </span>
                  {!right ? (
                    <span className="ml-3 text-sm text-ink">
                      {t('evaluations.rightNumber', { number: numberOf(item.correctIdQuestionOption) })}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : answer.questionType === 'MULTI_LIKERT_SCALE' ? (
        <ul className="flex flex-col gap-2">
          {answer.options.map((option) => {
            const rating = answer.ratings.find((r) => r.idQuestionOption === option.idQuestionOption);
            const scale = answer.scales.find((s) => s.idQuestionScale === rating?.idQuestionScale);
            return (
              <li key={option.idQuestionOption} className="rounded-lg border border-line px-3 py-2">
                <span className="block font-medium">{option.description}</span>
                <span className="text-sm text-muted">{scale?.description ?? t('evaluations.noAnswer')}</span>
              </li>
            );
          })}
        </ul>
      ) : answer.questionType === 'LIKERT_SCALE' ? (
        <p>
          <span className="font-medium">{t('evaluations.yourAnswer')}: </span>
          {answer.scales.find((scale) => scale.selected === 1)?.description ?? t('evaluations.noAnswer')}
        </p>
      ) : answer.options.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {answer.options.map((option) => (
            <li
              key={option.idQuestionOption}
              className={`flex items-start gap-3 rounded-lg border px-3 py-2 ${
                option.isCorrect
                  ? 'border-success bg-success/10'
                  : option.selected
                    ? 'border-danger bg-danger/10'
                    : 'border-line'
              }`}
            >
              <span className="flex-1">{option.description}</span>
              <span className="flex flex-col items-end text-xs font-semibold">
                {option.selected ? <span>{t('evaluations.yourAnswer')}</span> : null}
                {option.isCorrect ? <span className="text-success">{t('evaluations.rightAnswer')}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}

      {answer.answerText ? (
        <p className="whitespace-pre-line rounded-lg bg-brand-3 px-3 py-2">
          <span className="block text-sm font-medium">{t('evaluations.yourAnswer')}</span>
          {answer.answerText}
        </p>
      ) : null}
    </div>
  );
}
