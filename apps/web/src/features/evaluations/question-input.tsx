import type { PublicQuestion } from '@trilha/shared/api/learning-evaluations';
import { SURVEY_COMMENT_MAX_LENGTH } from '@trilha/shared/constants';
import { type AnswerValue, correlateNumber } from '@trilha/shared/rules/evaluation-grading';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n';

/**
 * One question of any of the eight types, answered with native form controls (radios, checkboxes, text
 * fields) inside a fieldset whose legend is the statement: every type works with the keyboard (Tab,
 * arrows, Space) and is read by screen readers as a group with its question.
 */
export type QuestionInputProps = {
  question: PublicQuestion;
  value: AnswerValue;
  /** `typing` marks changes of free text, saved after a short pause. */
  onChange: (value: AnswerValue, options?: { typing?: boolean }) => void;
  disabled?: boolean;
  /** Shown before the statement ('Questão 2 de 5'); the survey page leaves it out. */
  label?: string;
};

export function QuestionInput(props: QuestionInputProps) {
  const { question, label } = props;
  const { t } = useTranslation();
  return (
    <fieldset className="flex min-w-0 flex-col gap-4" disabled={props.disabled}>
      <legend className="mb-3 w-full">
        {label ? <span className="mb-1 block text-sm font-semibold text-brand">{label}</span> : null}
        <span className="block whitespace-pre-line text-lg font-semibold text-ink">{question.statement}</span>
        {question.mandatory === 0 ? (
          <span className="ml-1 text-sm font-normal text-muted">{t('evaluations.optional')}</span>
        ) : null}
      </legend>
      <QuestionBody {...props} />
    </fieldset>
  );
}

function QuestionBody(props: QuestionInputProps) {
  switch (props.question.questionType) {
    case 'SINGLE_OPTION':
    case 'TRUE_OR_FALSE':
      return <SingleChoice {...props} />;
    case 'MULTI_OPTION':
      return <MultiChoice {...props} />;
    case 'CORRELATE':
      return <Correlate {...props} />;
    case 'LIKERT_SCALE':
      return <Likert {...props} />;
    case 'MULTI_LIKERT_SCALE':
      return <MultiLikert {...props} />;
    case 'SINGLE_OPTION_COMMENT':
      return (
        <>
          <SingleChoice {...props} />
          <CommentField {...props} optional />
        </>
      );
    case 'COMMENT':
      return <CommentField {...props} optional={props.question.mandatory === 0} />;
    default:
      // spec 3, 4: an unknown component says so. A server newer than this installed app may send a question
      // type it does not know; the statement stays, with no input to answer it.
      return <UnknownQuestionType />;
  }
}

function UnknownQuestionType() {
  const { t } = useTranslation();
  return (
    <p role="alert" className="rounded-xl border border-line bg-white px-4 py-3 font-semibold text-danger">
      {t('evaluations.componentNotFound')}
    </p>
  );
}

const CHOICE =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-line bg-white px-4 py-3 text-base text-ink has-[:checked]:border-brand has-[:checked]:bg-brand-3 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-[var(--color-brand)]';
const CONTROL = 'size-5 shrink-0 accent-[var(--color-brand)]';

function SingleChoice({ question, value, onChange }: QuestionInputProps) {
  const { t } = useTranslation();
  const name = useId();
  const chosen = value.answerData.find((item) => item.idQuestionOption !== undefined)?.idQuestionOption;
  return (
    <div className="flex flex-col gap-2">
      <p className="sr-only">{t('evaluations.chooseOne')}</p>
      {question.options.map((option) => (
        <label key={option.idQuestionOption} className={CHOICE}>
          <input
            type="radio"
            className={CONTROL}
            name={name}
            checked={chosen === option.idQuestionOption}
            onChange={() => onChange({ ...value, answerData: [{ idQuestionOption: option.idQuestionOption }] })}
          />
          <span>{option.description}</span>
        </label>
      ))}
    </div>
  );
}

function MultiChoice({ question, value, onChange }: QuestionInputProps) {
  const { t } = useTranslation();
  const chosen = new Set(value.answerData.map((item) => item.idQuestionOption));
  const toggle = (id: number) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange({
      ...value,
      answerData: question.options
        .filter((option) => next.has(option.idQuestionOption))
        .map((option) => ({ idQuestionOption: option.idQuestionOption })),
    });
  };
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted">{t('evaluations.chooseMany')}</p>
      {question.options.map((option) => (
        <label key={option.idQuestionOption} className={CHOICE}>
          <input
            type="checkbox"
            className={CONTROL}
            checked={chosen.has(option.idQuestionOption)}
            onChange={() => toggle(option.idQuestionOption)}
          />
          <span>{option.description}</span>
        </label>
      ))}
    </div>
  );
}

/**
 * CORRELATE (spec 3, 5): the options are numbered 1..count; each item takes the number of its option,
 * or stays empty. Anything else is not kept and the field says what it accepts.
 */
function Correlate({ question, value, onChange }: QuestionInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const count = question.options.length;
  const numberOf = (idQuestionOptionAnswer: number) => {
    const option = value.answerData.find(
      (item) => item.idQuestionOptionAnswer === idQuestionOptionAnswer,
    )?.idQuestionOption;
    const index = question.options.findIndex((candidate) => candidate.idQuestionOption === option);
    return index >= 0 ? String(index + 1) : '';
  };
  const [texts, setTexts] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, boolean>>({});

  const change = (idQuestionOptionAnswer: number, typed: string) => {
    // Only digits are kept; a number outside 1..count is shown with its error and is not an answer.
    const text = typed.replace(/\D/g, '');
    const number = correlateNumber(text, count);
    setTexts((current) => ({ ...current, [idQuestionOptionAnswer]: text }));
    setErrors((current) => ({ ...current, [idQuestionOptionAnswer]: number === 'invalid' }));
    const others = value.answerData.filter((item) => item.idQuestionOptionAnswer !== idQuestionOptionAnswer);
    const option = typeof number === 'number' ? question.options[number - 1] : undefined;
    const answerData = option
      ? [...others, { idQuestionOptionAnswer, idQuestionOption: option.idQuestionOption }]
      : others;
    const order = question.optionAnswers.map((item) => item.idQuestionOptionAnswer);
    answerData.sort(
      (a, b) => order.indexOf(a.idQuestionOptionAnswer ?? 0) - order.indexOf(b.idQuestionOptionAnswer ?? 0),
    );
    if (JSON.stringify(answerData) === JSON.stringify(value.answerData)) return;
    onChange({ ...value, answerData });
  };

  return (
    <div className="flex flex-col gap-4">
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t('evaluations.correlateHint', { count })}
      </p>
      <div>
        <h3 id={`${id}-options`} className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">
          {t('evaluations.correlateOptions')}
        </h3>
        <ol aria-labelledby={`${id}-options`} className="flex flex-col gap-1">
          {question.options.map((option, index) => (
            <li key={option.idQuestionOption} className="flex gap-3 rounded-lg bg-brand-3 px-3 py-2">
              <span aria-hidden="true" className="font-bold text-brand">
                {index + 1}
              </span>
              <span>
                <span className="sr-only">{index + 1}. </span>
                {option.description}
              </span>
            </li>
          ))}
        </ol>
      </div>
      <ul className="flex flex-col gap-2">
        {question.optionAnswers.map((item) => {
          const inputId = `${id}-${item.idQuestionOptionAnswer}`;
          const text = texts[item.idQuestionOptionAnswer] ?? numberOf(item.idQuestionOptionAnswer);
          const hasError = errors[item.idQuestionOptionAnswer] === true;
          return (
            <li key={item.idQuestionOptionAnswer} className="flex flex-col gap-1">
              <div className="flex items-center gap-3 rounded-xl border border-line bg-white px-3 py-2">
                <input
                  id={inputId}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={String(count).length}
                  value={text}
                  aria-invalid={hasError || undefined}
                  aria-describedby={hasError ? `${inputId}-error` : `${id}-hint`}
                  onChange={(event) => change(item.idQuestionOptionAnswer, event.target.value)}
                  className="size-12 shrink-0 rounded-lg border border-line text-center text-lg font-semibold aria-[invalid=true]:border-danger"
                />
                <label htmlFor={inputId} className="text-base text-ink">
                  <span className="sr-only">{t('evaluations.correlateItem')}: </span>
                  {item.description}
                </label>
              </div>
              {hasError ? (
                <p id={`${inputId}-error`} role="alert" className="text-sm text-danger">
                  {t('evaluations.correlateRange', { count })}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ScaleRadios({
  name,
  scales,
  chosen,
  onChoose,
}: {
  name: string;
  scales: PublicQuestion['scales'];
  chosen: number | undefined;
  onChoose: (idQuestionScale: number) => void;
}) {
  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-5">
      {scales.map((scale) => (
        <label key={scale.idQuestionScale} className={`${CHOICE} sm:flex-col sm:text-center sm:text-sm`}>
          <input
            type="radio"
            className={CONTROL}
            name={name}
            checked={chosen === scale.idQuestionScale}
            onChange={() => onChoose(scale.idQuestionScale)}
          />
          <span>{scale.description}</span>
        </label>
      ))}
    </div>
  );
}

function Likert({ question, value, onChange }: QuestionInputProps) {
  const { t } = useTranslation();
  const name = useId();
  const chosen = value.answerData.find((item) => item.idQuestionScale !== undefined)?.idQuestionScale;
  return (
    <>
      <p className="sr-only">{t('evaluations.scaleHint')}</p>
      <ScaleRadios
        name={name}
        scales={question.scales}
        chosen={chosen}
        onChoose={(idQuestionScale) => onChange({ ...value, answerData: [{ idQuestionScale }] })}
      />
    </>
  );
}

function MultiLikert({ question, value, onChange }: QuestionInputProps) {
  const name = useId();
  const ratingOf = (idQuestionOption: number) =>
    value.answerData.find((item) => item.idQuestionOption === idQuestionOption)?.idQuestionScale;
  const rate = (idQuestionOption: number, idQuestionScale: number) => {
    const answerData = question.options.flatMap((option) => {
      const scale = option.idQuestionOption === idQuestionOption ? idQuestionScale : ratingOf(option.idQuestionOption);
      return scale === undefined ? [] : [{ idQuestionOption: option.idQuestionOption, idQuestionScale: scale }];
    });
    onChange({ ...value, answerData });
  };
  return (
    <div className="flex flex-col gap-4">
      {question.options.map((option) => (
        <fieldset key={option.idQuestionOption} className="flex flex-col gap-2 rounded-xl bg-brand-3/50 p-3">
          <legend className="mb-1 font-semibold text-ink">{option.description}</legend>
          <ScaleRadios
            name={`${name}-${option.idQuestionOption}`}
            scales={question.scales}
            chosen={ratingOf(option.idQuestionOption)}
            onChoose={(idQuestionScale) => rate(option.idQuestionOption, idQuestionScale)}
          />
        </fieldset>
      ))}
    </div>
  );
}

function CommentField({ question, value, onChange, optional }: QuestionInputProps & { optional: boolean }) {
  const { t } = useTranslation();
  const max = Math.min(question.commentLimit ?? SURVEY_COMMENT_MAX_LENGTH, SURVEY_COMMENT_MAX_LENGTH);
  const id = useId();
  const [text, setText] = useState(value.answerText ?? '');
  // A new answer from outside (another question shown in the same field) replaces the text.
  useEffect(() => setText(value.answerText ?? ''), [value.answerText]);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {optional ? t('evaluations.commentOptional') : t('evaluations.commentLabel')}
      </label>
      <textarea
        id={id}
        rows={5}
        maxLength={max}
        value={text}
        aria-describedby={`${id}-count`}
        onChange={(event) => {
          setText(event.target.value);
          onChange({ ...value, answerText: event.target.value }, { typing: true });
        }}
        className="min-h-32 rounded-xl border border-line bg-white px-3 py-2 text-base text-ink"
      />
      <p id={`${id}-count`} className="self-end text-xs text-muted">
        {t('evaluations.characters', { count: text.length, max })}
      </p>
    </div>
  );
}
