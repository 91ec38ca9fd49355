import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Evaluation, QuestionnaireDetail } from '@trilha/shared/api/learning-evaluations';
import { EVALUATION_TYPING_SAVE_MS, PROCESSING_MODAL_MS } from '@trilha/shared/constants';
import { isEvaluationType, resumeIndex, screenState } from '@trilha/shared/rules/evaluation-flow';
import type { AnswerValue } from '@trilha/shared/rules/evaluation-grading';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { evaluationKeys } from '../../api/evaluation-keys';
import {
  answerPath,
  type EvaluationRef,
  fetchAnswerResult,
  fetchEvaluation,
  fetchQuestionnaire,
  fetchResult,
  finishQuestionnaire,
  saveTime,
  startQuestionnaire,
} from '../../api/learning-evaluations';
import { invalidateAfterProgress } from '../../api/learning-keys';
import { useEarnedPoints } from '../../hooks/use-earned-points';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { ErrorScreen } from '../../ui/error-screen';
import { MessagePanel } from '../../ui/message-panel';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { EvaluationFeedback } from './feedback';
import { EvaluationIntroduction } from './introduction';
import { EvaluationPlayer, hasAnswer } from './player';
import { SurveyScreen } from './survey-screen';
import { useAnswerSync } from './use-answer-sync';
import { useServerClock } from './use-server-clock';

export type EvaluationScreenProps = {
  evaluationRef: EvaluationRef;
  /** The attempt in the address, when there is one. */
  idQuestionnaire?: number | undefined;
  /** Puts another attempt in the address (after a start or a retry). */
  onQuestionnaire: (idQuestionnaire: number) => void;
  /** Leaves the evaluation (back to the training). */
  onDone: () => void;
};

/**
 * An evaluation from its data (spec 3, 2.7 and 4.8): a survey page for REACTION; for KNOWLEDGE and
 * PRE_TEST the introduction, the player or the feedback, as the attempt's data says; any other type
 * 'TIPO DE AVALIAÇÃO NÃO ENCONTRADA.'.
 */
export function EvaluationScreen(props: EvaluationScreenProps) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: evaluationKeys.evaluation(props.evaluationRef),
    queryFn: () => fetchEvaluation(props.evaluationRef),
  });
  if (query.isPending) return <Spinner label={t('evaluations.loading')} showLabel />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const evaluation = query.data.evaluation;
  if (!isEvaluationType(evaluation.evaluationType)) {
    return <MessagePanel title={t('evaluations.typeNotFound')} tone="error" />;
  }
  if (evaluation.evaluationType === 'REACTION') return <SurveyScreen {...props} evaluation={evaluation} />;
  return <GradedEvaluation {...props} evaluation={evaluation} />;
}

/** An evaluation that is not the member's (or does not exist) is not found; a refusal is restricted. */
function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 404 || status === 400) return <ErrorScreen kind="notFound" />;
  if (status === 403) return <ErrorScreen kind="restricted" message={error.message} />;
  return (
    <MessagePanel title={t('evaluations.loadError')} tone="error">
      <Button onClick={onRetry}>{t('evaluations.retryLoad')}</Button>
    </MessagePanel>
  );
}

function GradedEvaluation(props: EvaluationScreenProps & { evaluation: Evaluation }) {
  const { t } = useTranslation();
  const { evaluation, evaluationRef } = props;
  const queryClient = useQueryClient();
  const idQuestionnaire = props.idQuestionnaire ?? evaluation.questionnaire?.idQuestionnaire;
  const [playFrom, setPlayFrom] = useState<number | null>(null);

  const questionnaire = useQuery({
    queryKey: evaluationKeys.questionnaire(evaluationRef, idQuestionnaire ?? 0),
    queryFn: () => fetchQuestionnaire(evaluationRef, idQuestionnaire as number),
    enabled: idQuestionnaire !== undefined,
  });

  const start = useMutation({
    mutationFn: () => startQuestionnaire(evaluationRef, { questionnaireType: 'EVALUATION' }),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: evaluationKeys.evaluation(evaluationRef) });
      setPlayFrom(0);
      props.onQuestionnaire(answer.idQuestionnaire);
    },
  });

  if (idQuestionnaire !== undefined && questionnaire.isPending) {
    return <Spinner label={t('evaluations.loading')} showLabel />;
  }
  if (questionnaire.isError)
    return <LoadError error={questionnaire.error} onRetry={() => void questionnaire.refetch()} />;
  const detail = questionnaire.data?.evaluation;

  const starting = (
    <Modal open={start.isPending} title={t('evaluations.starting')} dismissible={false} size="sm">
      <Spinner label={t('evaluations.starting')} />
    </Modal>
  );
  const startError = start.error ? (
    <p role="alert" className="mx-auto mt-4 max-w-2xl font-semibold text-danger">
      {start.error.message}
    </p>
  ) : null;

  const answered = detail?.answers.map((answer) => hasAnswer(answer)) ?? [];
  const screen = detail ? screenState({ finishDate: detail.finishDate, answered }) : 'INTRODUCTION';

  if (detail && screen === 'FEEDBACK') {
    return (
      <>
        <Feedback {...props} detail={detail} retrying={start.isPending} onRetry={() => start.mutate()} />
        {starting}
        {startError}
      </>
    );
  }
  if (detail && (screen === 'PLAYER' || playFrom !== null)) {
    return (
      <Player
        {...props}
        key={detail.questionnaire.idQuestionnaire}
        detail={detail}
        startIndex={playFrom ?? resumeIndex(answered)}
      />
    );
  }
  return (
    <>
      <EvaluationIntroduction
        evaluation={detail ?? evaluation}
        starting={start.isPending}
        onStart={() => {
          if (detail && !detail.finishDate) setPlayFrom(0);
          else start.mutate();
        }}
      />
      {starting}
      {startError}
    </>
  );
}

function Player(props: EvaluationScreenProps & { detail: QuestionnaireDetail; startIndex: number }) {
  const { t } = useTranslation();
  const { detail, evaluationRef } = props;
  const queryClient = useQueryClient();
  const showPoints = useEarnedPoints();
  const idQuestionnaire = detail.questionnaire.idQuestionnaire;
  const [notice, setNotice] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const onRefused = useCallback(
    ({ entry, message }: { entry: { idQuestionnaire: number }; message: string }) => {
      if (entry.idQuestionnaire === idQuestionnaire) setNotice(t('evaluations.answerRefused', { message }));
    },
    [idQuestionnaire, t],
  );
  const sync = useAnswerSync(onRefused);

  // The member's answers, newest first: what waits in the queue is newer than what the server sent.
  const [values, setValues] = useState<Record<number, AnswerValue & { revision: number }>>(() =>
    Object.fromEntries(
      detail.answers.map((answer) => [
        answer.idAnswer,
        { answerData: answer.answerData, answerText: answer.answerText, revision: answer.revision },
      ]),
    ),
  );
  const waitingHere = sync.pending.filter((entry) => entry.idQuestionnaire === idQuestionnaire);
  useEffect(() => {
    setValues((current) => {
      let changed = false;
      const next = { ...current };
      for (const entry of waitingHere) {
        const known = next[entry.idAnswer];
        if (known && known.revision < entry.body.revision) {
          next[entry.idAnswer] = {
            answerData: entry.body.answerData,
            answerText: entry.body.answerText ?? null,
            revision: entry.body.revision,
          };
          changed = true;
        }
      }
      return changed ? next : current;
    });
  }, [waitingHere]);

  const typing = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const queueAnswer = useCallback(
    (idAnswer: number, value: AnswerValue & { revision: number }) =>
      sync.enqueue({
        path: answerPath(evaluationRef, idQuestionnaire, idAnswer),
        idQuestionnaire,
        idAnswer,
        body: { answerData: value.answerData, answerText: value.answerText, revision: value.revision },
      }),
    [sync.enqueue, evaluationRef, idQuestionnaire],
  );
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const onAnswer = (idAnswer: number, value: AnswerValue, options?: { typing?: boolean }) => {
    const next = { ...value, revision: (valuesRef.current[idAnswer]?.revision ?? 0) + 1 };
    setValues((current) => ({ ...current, [idAnswer]: next }));
    clearTimeout(typing.current.get(idAnswer));
    if (options?.typing) {
      typing.current.set(
        idAnswer,
        setTimeout(() => {
          typing.current.delete(idAnswer);
          void queueAnswer(idAnswer, valuesRef.current[idAnswer] ?? next);
        }, EVALUATION_TYPING_SAVE_MS),
      );
    } else {
      void queueAnswer(idAnswer, next);
    }
  };

  /** Text still being typed is queued now. */
  const queueTyping = async () => {
    const waiting = [...typing.current.keys()];
    for (const idAnswer of waiting) {
      clearTimeout(typing.current.get(idAnswer));
      typing.current.delete(idAnswer);
      const value = valuesRef.current[idAnswer];
      if (value) await queueAnswer(idAnswer, value);
    }
  };
  useEffect(() => {
    const pendingTyping = typing.current;
    return () => {
      for (const [idAnswer, timer] of pendingTyping) {
        clearTimeout(timer);
        const value = valuesRef.current[idAnswer];
        if (value) void queueAnswer(idAnswer, value);
      }
    };
  }, [queueAnswer]);

  const showFeedback = async () => {
    await new Promise((resolve) => setTimeout(resolve, PROCESSING_MODAL_MS));
    await queryClient.invalidateQueries({ queryKey: evaluationKeys.evaluation(evaluationRef) });
    // The training's pages and progress changed with the result.
    void invalidateAfterProgress(queryClient, evaluationRef.idEnrollment);
  };

  /** Sends what waits, then finishes on the server; at zero the server finishes whatever it has. */
  const finish = async (timeUp: boolean) => {
    if (finishing) return;
    setFinishing(true);
    setNotice(null);
    await queueTyping();
    const empty = await sync.flush();
    if (!empty && !timeUp) {
      setNotice(t('evaluations.pendingFinish'));
      setFinishing(false);
      return;
    }
    try {
      showPoints(await finishQuestionnaire(evaluationRef, idQuestionnaire));
      if (timeUp) setNotice(t('evaluations.timeUp'));
      await showFeedback();
    } catch (error) {
      if (timeUp && error instanceof ApiError && error.status === 0) {
        // Offline at zero: the server finishes the attempt at its deadline; show it when back.
        setNotice(t('evaluations.pendingFinish'));
      } else {
        setNotice(error instanceof Error ? error.message : t('common.unexpectedError'));
      }
      setFinishing(false);
    }
  };

  const timeLeft = useServerClock({
    serverSeconds: detail.timeLeft,
    active: !finishing,
    report: (left, options) => saveTime(evaluationRef, idQuestionnaire, left, options),
    onExpire: () => void finish(true),
    onFinishedByServer: () => {
      setFinishing(true);
      setNotice(t('evaluations.timeUp'));
      void showFeedback();
    },
  });

  return (
    <>
      <EvaluationPlayer
        title={detail.title}
        answers={detail.answers}
        values={values}
        pendingIds={new Set(waitingHere.map((entry) => entry.idAnswer))}
        online={sync.online}
        sending={sync.sending}
        lockNavigation={detail.parameters.lockNavigation === 1}
        timeLeft={timeLeft}
        startIndex={props.startIndex}
        finishing={finishing}
        notice={notice}
        onAnswer={onAnswer}
        onFinish={() => void finish(false)}
      />
      <Modal open={finishing} title={t('evaluations.finishing')} dismissible={false} size="sm">
        <Spinner label={t('evaluations.finishing')} showLabel />
      </Modal>
    </>
  );
}

function Feedback(
  props: EvaluationScreenProps & { detail: QuestionnaireDetail; onRetry: () => void; retrying: boolean },
) {
  const { t } = useTranslation();
  const { detail, evaluationRef } = props;
  const idQuestionnaire = detail.questionnaire.idQuestionnaire;
  const result = useQuery({
    queryKey: evaluationKeys.result(evaluationRef, idQuestionnaire),
    queryFn: () => fetchResult(evaluationRef, idQuestionnaire),
  });
  if (result.isPending) return <Spinner label={t('evaluations.loading')} showLabel />;
  if (result.isError) return <LoadError error={result.error} onRetry={() => void result.refetch()} />;
  return (
    <EvaluationFeedback
      title={detail.title}
      result={result.data.result}
      retrying={props.retrying}
      onRetry={props.onRetry}
      loadAnswer={async (idAnswer) => (await fetchAnswerResult(evaluationRef, idQuestionnaire, idAnswer)).answer}
    />
  );
}
