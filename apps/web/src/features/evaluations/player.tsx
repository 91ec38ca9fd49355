import type { PublicAnswer, PublicQuestion } from '@trilha/shared/api/learning-evaluations';
import { canGoNext, type SubmitBlock, submitBlock } from '@trilha/shared/rules/evaluation-flow';
import {
  type AnswerValue,
  isAnswerComplete,
  isAnswerPending,
  type QuestionShape,
} from '@trilha/shared/rules/evaluation-grading';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { EvaluationTimer } from './evaluation-timer';
import { QuestionInput } from './question-input';
import { SaveStatus } from './save-status';

/** The shape the shared rules need, from the public question. */
export function shapeOf(question: PublicQuestion): QuestionShape {
  return {
    questionType: question.questionType,
    mandatory: question.mandatory === 1,
    optionIds: question.options.map((option) => option.idQuestionOption),
    optionAnswerIds: question.optionAnswers.map((item) => item.idQuestionOptionAnswer),
    scaleIds: question.scales.map((scale) => scale.idQuestionScale),
  };
}

/** Whether the member has given something to this question (the player resumes after the last one). */
export function hasAnswer(value: AnswerValue): boolean {
  return value.answerData.length > 0 || Boolean(value.answerText?.trim());
}

export type PlayerProps = {
  title: string;
  answers: PublicAnswer[];
  values: Record<number, AnswerValue>;
  /** Answers still waiting to reach the server (shown on their question). */
  pendingIds: ReadonlySet<number>;
  online: boolean;
  sending: boolean;
  lockNavigation: boolean;
  /** Seconds left by the server's clock; null when untimed. */
  timeLeft: number | null;
  startIndex: number;
  finishing: boolean;
  /** A message to show above the questions (an answer refused, answers waiting...). */
  notice?: string | null;
  onAnswer: (idAnswer: number, value: AnswerValue, options?: { typing?: boolean }) => void;
  onFinish: () => void;
};

/**
 * The player (spec 3, 4.8, PLAYER): one question at a time, the question list with what is answered and
 * what waits to be sent, the timer and the autosave indicator. Sending checks that every question is
 * answered and lists the missing ones as 'questão N' (spec 3, 5).
 */
export function EvaluationPlayer(props: PlayerProps) {
  const { t } = useTranslation();
  const { answers, values, lockNavigation } = props;
  const [index, setIndex] = useState(Math.min(props.startIndex, Math.max(0, answers.length - 1)));
  const [block, setBlock] = useState<SubmitBlock | null>(null);
  const [confirming, setConfirming] = useState(false);
  const moved = useRef(false);

  const currentValue = (answer: PublicAnswer): AnswerValue =>
    values[answer.idAnswer] ?? { answerData: answer.answerData, answerText: answer.answerText };
  const complete = answers.map((answer) => isAnswerComplete(shapeOf(answer.question), currentValue(answer)));
  const pending = answers.map((answer) => isAnswerPending(shapeOf(answer.question), currentValue(answer)));
  const current = answers[index];

  if (!current) return null;

  const reachable = (target: number) => !lockNavigation || target <= index || complete.slice(0, target).every(Boolean);
  const goTo = (target: number) => {
    if (target < 0 || target >= answers.length || !reachable(target)) return;
    moved.current = true;
    setIndex(target);
  };
  const nextAllowed = canGoNext({
    lockNavigation,
    currentAnswered: complete[index] === true,
    isLast: index === answers.length - 1,
  });

  const trySend = () => {
    const found = submitBlock(pending);
    setBlock(found);
    if (!found) setConfirming(true);
  };

  return (
    <section aria-labelledby="player-title" className="mx-auto flex max-w-3xl flex-col gap-5">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 id="player-title" className="text-xl font-bold text-ink">
          {props.title}
        </h1>
        <div className="flex flex-wrap items-center gap-4">
          {props.timeLeft !== null ? <EvaluationTimer seconds={props.timeLeft} /> : null}
          <SaveStatus pending={props.pendingIds.size} online={props.online} sending={props.sending} />
        </div>
      </header>

      {props.notice ? (
        <p role="alert" className="rounded-lg bg-brand-3 px-4 py-3 text-sm font-medium text-ink">
          {props.notice}
        </p>
      ) : null}

      <nav aria-label={t('evaluations.questionNav')}>
        <ol className="flex flex-wrap gap-2">
          {answers.map((answer, position) => {
            const waiting = props.pendingIds.has(answer.idAnswer);
            const state = waiting
              ? t('evaluations.waitingToSend')
              : complete[position]
                ? t('evaluations.answered')
                : t('evaluations.notAnswered');
            return (
              <li key={answer.idAnswer}>
                <button
                  type="button"
                  onClick={() => goTo(position)}
                  disabled={!reachable(position)}
                  aria-current={position === index ? 'step' : undefined}
                  aria-label={`${t('evaluations.goToQuestion', { number: position + 1 })}, ${state}`}
                  className={`relative flex size-11 items-center justify-center rounded-full border-2 text-sm font-bold disabled:opacity-40 ${
                    position === index
                      ? 'border-brand bg-brand text-on-brand'
                      : complete[position]
                        ? 'border-brand bg-brand-3 text-ink'
                        : 'border-line bg-white text-ink'
                  }`}
                >
                  {position + 1}
                  {waiting ? (
                    <span
                      aria-hidden="true"
                      className="absolute -top-1 -right-1 size-3.5 rounded-full border-2 border-white bg-danger"
                    />
                  ) : null}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>

      <article className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6">
        {/* Moving between questions puts the focus on the new question's heading (keyboard, screen readers). */}
        <h2
          key={`heading-${current.idAnswer}`}
          ref={(node) => {
            if (node && moved.current) node.focus();
          }}
          tabIndex={-1}
          className="sr-only"
        >
          {t('evaluations.question', { number: index + 1, total: answers.length })}
        </h2>
        <QuestionInput
          key={current.idAnswer}
          question={current.question}
          value={currentValue(current)}
          label={t('evaluations.question', { number: index + 1, total: answers.length })}
          disabled={props.finishing}
          onChange={(value, options) => {
            setBlock(null);
            props.onAnswer(current.idAnswer, value, options);
          }}
        />
        {props.pendingIds.has(current.idAnswer) && !props.online ? (
          <p className="mt-3 text-sm font-medium text-danger">{t('evaluations.waitingNotice')}</p>
        ) : null}
      </article>

      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-3">
          <Button variant="secondary" onClick={() => goTo(index - 1)} disabled={index === 0}>
            {t('evaluations.previous')}
          </Button>
          {index < answers.length - 1 ? (
            <Button
              onClick={() => goTo(index + 1)}
              disabled={!nextAllowed}
              aria-describedby={nextAllowed ? undefined : 'next-locked'}
            >
              {t('evaluations.next')}
            </Button>
          ) : null}
        </div>
        {index < answers.length - 1 && !nextAllowed ? (
          <p id="next-locked" className="self-end text-sm text-muted">
            {t('evaluations.lockedNext')}
          </p>
        ) : null}
      </div>

      {block ? <SubmitBlockMessage block={block} onGoTo={(number) => goTo(number - 1)} /> : null}

      <Button
        variant={index === answers.length - 1 || pending.every((isPending) => !isPending) ? 'primary' : 'secondary'}
        onClick={trySend}
        disabled={props.finishing}
        className="w-full sm:w-auto sm:self-end"
      >
        {t('evaluations.finish')}
      </Button>

      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title={t('evaluations.confirmFinishTitle')}
        description={t('evaluations.confirmFinish')}
        size="sm"
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('evaluations.cancel')}
          </Button>
          <Button
            onClick={() => {
              setConfirming(false);
              props.onFinish();
            }}
          >
            {t('evaluations.confirm')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}

/** The spec's four messages, with the missing questions as links ('questão N'). */
export function SubmitBlockMessage({ block, onGoTo }: { block: SubmitBlock; onGoTo?: (number: number) => void }) {
  const { t } = useTranslation();
  const title = {
    ALL: t('evaluations.allQuestions'),
    THE_ONLY: t('evaluations.theQuestion'),
    SEVERAL: t('evaluations.severalMissing'),
    ONE: t('evaluations.oneMissing'),
  }[block.kind];
  const listed = block.kind === 'SEVERAL' || block.kind === 'ONE';
  return (
    <div role="alert" className="rounded-xl border border-danger bg-white p-4 text-ink">
      <p className="font-semibold text-danger">{title}</p>
      {listed ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {block.numbers.map((number) => (
            <li key={number}>
              {onGoTo ? (
                <button type="button" className="min-h-11 px-2 text-brand underline" onClick={() => onGoTo(number)}>
                  {t('evaluations.questionShort', { number })}
                </button>
              ) : (
                t('evaluations.questionShort', { number })
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
