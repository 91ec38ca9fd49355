import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Evaluation } from '@trilha/shared/api/learning-evaluations';
import type { AnswerValue } from '@trilha/shared/rules/evaluation-grading';
import { useEffect, useState } from 'react';
import { evaluationKeys } from '../../api/evaluation-keys';
import {
  fetchQuestionnaire,
  finishQuestionnaire,
  saveSurvey,
  startQuestionnaire,
} from '../../api/learning-evaluations';
import { invalidateAfterProgress } from '../../api/learning-keys';
import { useEarnedPoints } from '../../hooks/use-earned-points';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { MessagePanel } from '../../ui/message-panel';
import { Spinner } from '../../ui/spinner';
import type { EvaluationScreenProps } from './evaluation-screen';
import { SurveyForm } from './survey-form';

/**
 * A satisfaction survey (REACTION): its attempt opens by itself, the page is saved with 'Salvar'
 * (`POST Q/:id/save`) and sent with 'Enviar' (save, then finish), and a thank-you modal closes it.
 */
export function SurveyScreen(props: EvaluationScreenProps & { evaluation: Evaluation }) {
  const { t } = useTranslation();
  const showPoints = useEarnedPoints();
  const { evaluation, evaluationRef } = props;
  const queryClient = useQueryClient();
  const current = evaluation.questionnaire;
  const idQuestionnaire =
    props.idQuestionnaire ?? (current && !current.finishDate ? current.idQuestionnaire : undefined);
  const done = Boolean(current?.finishDate) && props.idQuestionnaire === undefined;

  const start = useMutation({
    mutationFn: () => startQuestionnaire(evaluationRef, { questionnaireType: 'SURVEY' }),
    onSuccess: (answer) => props.onQuestionnaire(answer.idQuestionnaire),
  });
  const canStart = !done && idQuestionnaire === undefined && evaluation.remainingTries !== 0;
  useEffect(() => {
    if (canStart && start.isIdle) start.mutate();
  }, [canStart, start]);

  const questionnaire = useQuery({
    queryKey: evaluationKeys.questionnaire(evaluationRef, idQuestionnaire ?? 0),
    queryFn: () => fetchQuestionnaire(evaluationRef, idQuestionnaire as number),
    enabled: idQuestionnaire !== undefined,
  });
  const [values, setValues] = useState<Record<number, AnswerValue>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [thanks, setThanks] = useState(false);

  const detail = questionnaire.data?.evaluation;
  const page = () =>
    (detail?.answers ?? []).map((answer) => {
      const value = values[answer.idAnswer] ?? { answerData: answer.answerData, answerText: answer.answerText };
      return { idAnswer: answer.idAnswer, answerData: value.answerData, answerText: value.answerText };
    });

  const save = useMutation({
    mutationFn: () => saveSurvey(evaluationRef, idQuestionnaire as number, { answers: page() }),
    onSuccess: () => setMessage(t('evaluations.surveySaved')),
    onError: (error) => setMessage(error.message),
  });
  const submit = useMutation({
    mutationFn: async () => {
      await saveSurvey(evaluationRef, idQuestionnaire as number, { answers: page() });
      return finishQuestionnaire(evaluationRef, idQuestionnaire as number);
    },
    onSuccess: (answer) => {
      showPoints(answer);
      setMessage(null);
      setThanks(true);
    },
    onError: (error) => setMessage(error.message),
  });

  if (done) {
    return (
      <MessagePanel title={t('evaluations.surveyDone')}>
        {evaluation.parameters.closingText ? <p className="text-ink">{evaluation.parameters.closingText}</p> : null}
        <Button variant="secondary" onClick={props.onDone}>
          {t('evaluations.backToTraining')}
        </Button>
      </MessagePanel>
    );
  }
  if (start.isError) return <MessagePanel title={start.error.message} tone="error" />;
  if (!detail) return <Spinner label={t('evaluations.loading')} showLabel />;
  if (detail.finishDate && !thanks) {
    return <MessagePanel title={t('evaluations.surveyDone')} />;
  }

  return (
    <SurveyForm
      title={detail.title}
      description={detail.description}
      answers={detail.answers}
      values={values}
      onAnswer={(idAnswer, value) => {
        setMessage(null);
        setValues((currentValues) => ({ ...currentValues, [idAnswer]: value }));
      }}
      onSave={() => save.mutate()}
      onSubmit={() => submit.mutate()}
      saving={save.isPending}
      submitting={submit.isPending}
      message={message}
      thanks={{
        open: thanks,
        closingText: detail.parameters.closingText,
        onClose: () => {
          setThanks(false);
          void queryClient.invalidateQueries({ queryKey: evaluationKeys.evaluation(evaluationRef) });
          // The training's pages and progress changed with the finished survey.
          void invalidateAfterProgress(queryClient, evaluationRef.idEnrollment);
          props.onDone();
        },
      }}
    />
  );
}
