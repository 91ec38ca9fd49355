import type { Evaluation } from '@trilha/shared/api/learning-evaluations';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';

/**
 * The introduction (spec 3, 4.8, INTRODUCTION): what the evaluation asks, its time, mastery score and
 * tries, and the button that starts (or continues) it.
 */
export function EvaluationIntroduction({
  evaluation,
  onStart,
  starting,
}: {
  evaluation: Evaluation;
  onStart: () => void;
  starting: boolean;
}) {
  const { t } = useTranslation();
  const { parameters } = evaluation;
  const open = evaluation.questionnaire && !evaluation.questionnaire.finishDate;
  const noTries = !open && evaluation.remainingTries === 0;
  return (
    <section aria-labelledby="evaluation-title" className="mx-auto flex max-w-2xl flex-col gap-5">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand">{t('evaluations.introduction')}</p>
      <h1 id="evaluation-title" className="text-2xl font-bold text-ink">
        {evaluation.title}
      </h1>
      {evaluation.description ? (
        <p className="whitespace-pre-line text-base text-ink">{evaluation.description}</p>
      ) : null}
      <ul className="flex flex-col gap-2 rounded-xl border border-line bg-white p-4 text-base">
        <li>{t('evaluations.questionCount', { count: evaluation.questionCount })}</li>
        {parameters.timeLimit ? (
          <li>
            {t('evaluations.timeLimit', { minutes: parameters.timeLimit })}
            <span className="block text-sm text-muted">{t('evaluations.timeLimitHint')}</span>
          </li>
        ) : null}
        {evaluation.evaluationType === 'KNOWLEDGE' && evaluation.evaluationMasteryScore !== null ? (
          <li>{t('evaluations.masteryScore', { score: evaluation.evaluationMasteryScore })}</li>
        ) : null}
        <li>
          {evaluation.remainingTries === null
            ? t('evaluations.triesUnlimited')
            : t('evaluations.triesLeft', { count: evaluation.remainingTries })}
        </li>
        {parameters.lockNavigation ? <li>{t('evaluations.lockNavigationHint')}</li> : null}
      </ul>
      {noTries ? (
        <p role="alert" className="font-semibold text-danger">
          {t('evaluations.noTriesLeft')}
        </p>
      ) : (
        <Button onClick={onStart} disabled={starting} className="self-start">
          {open ? t('evaluations.continue') : t('evaluations.start')}
        </Button>
      )}
    </section>
  );
}
