import type { PublicAnswer } from '@trilha/shared/api/learning-evaluations';
import { submitBlock } from '@trilha/shared/rules/evaluation-flow';
import { type AnswerValue, isAnswerPending } from '@trilha/shared/rules/evaluation-grading';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { shapeOf } from './player';
import { QuestionInput } from './question-input';

export type SurveyFormProps = {
  title: string;
  description: string | null;
  answers: PublicAnswer[];
  values: Record<number, AnswerValue>;
  onAnswer: (idAnswer: number, value: AnswerValue) => void;
  onSave: () => void;
  onSubmit: () => void;
  saving: boolean;
  submitting: boolean;
  /** Shown after a save or a failure, announced politely. */
  message: string | null;
  /** The thank-you modal after submitting (spec 3, 4.8); `closingText` or a thanks. */
  thanks: { open: boolean; closingText: string | null; onClose: () => void };
};

/**
 * The survey page (spec 3, 2.7 and 4.8): every question on one page, 'Salvar' keeps the answers, 'Enviar'
 * is enabled only when every mandatory question is answered, then a thank-you modal.
 */
export function SurveyForm(props: SurveyFormProps) {
  const { t } = useTranslation();
  const currentValue = (answer: PublicAnswer): AnswerValue =>
    props.values[answer.idAnswer] ?? { answerData: answer.answerData, answerText: answer.answerText };
  const blocked = submitBlock(
    props.answers.map((answer) => isAnswerPending(shapeOf(answer.question), currentValue(answer))),
  );
  return (
    <section aria-labelledby="survey-title" className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand">{t('evaluations.survey')}</p>
        <h1 id="survey-title" className="text-2xl font-bold text-ink">
          {props.title}
        </h1>
        {props.description ? <p className="text-ink">{props.description}</p> : null}
      </header>
      <form
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (!blocked) props.onSubmit();
        }}
      >
        <ol className="flex flex-col gap-5">
          {props.answers.map((answer) => (
            <li key={answer.idAnswer} className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6">
              <QuestionInput
                question={answer.question}
                value={currentValue(answer)}
                label={t('evaluations.question', { number: answer.position, total: props.answers.length })}
                disabled={props.submitting}
                onChange={(value) => props.onAnswer(answer.idAnswer, value)}
              />
            </li>
          ))}
        </ol>
        <p role="status" aria-live="polite" className="min-h-6 text-sm font-medium text-ink">
          {props.message ?? ''}
        </p>
        {blocked ? (
          <p id="survey-submit-hint" className="text-sm text-muted">
            {t('evaluations.surveySubmitHint')}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={props.onSave} disabled={props.saving || props.submitting}>
            {t('evaluations.surveySave')}
          </Button>
          <Button
            type="submit"
            disabled={Boolean(blocked) || props.submitting}
            aria-describedby={blocked ? 'survey-submit-hint' : undefined}
          >
            {t('evaluations.surveySubmit')}
          </Button>
        </div>
      </form>
      <Modal
        open={props.thanks.open}
        onOpenChange={(open) => (open ? undefined : props.thanks.onClose())}
        title={t('evaluations.surveyThanksTitle')}
        size="sm"
      >
        <p className="text-ink">{props.thanks.closingText || t('evaluations.surveyThanks')}</p>
        <Button onClick={props.thanks.onClose} className="self-end">
          {t('evaluations.close')}
        </Button>
      </Modal>
    </section>
  );
}
