import { useMutation } from '@tanstack/react-query';
import {
  type AuthoringEvaluationInput,
  type AuthoringEvaluationResponse,
  type AuthoringQuestionInput,
  authoringEvaluation,
  type ReadQuestionFileResponse,
} from '@trilha/shared/api/authoring';
import { SURVEY_COMMENT_MAX_LENGTH } from '@trilha/shared/constants';
import { QUESTION_TYPES, type QuestionType } from '@trilha/shared/rules/evaluation-grading';
import { type ReactNode, useId, useState } from 'react';
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form';
import {
  createEvaluation,
  deleteEvaluation,
  fetchEvaluation,
  readQuestionFile,
  saveEvaluation,
} from '../../../api/authoring';
import { authoringKeys } from '../../../api/console-keys';
import { errorMessage } from '../../../api/error-message';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/button';
import { LabelledSelect } from '../../../ui/field';
import { useToast } from '../../../ui/toast';
import { FieldMessage, LabelledInput } from '../admin-ui';
import { EditorByAddress, EditorScreen, useEditor, useKeepSaved } from './editor';
import { FlagInput, NumberInput, SelectInput, TextAreaInput, TextInput, useFieldError } from './fields';
import { keyFromTitle, newKey } from './keys';
import { SortableList } from './sortable-list';

type Form = UseFormReturn<AuthoringEvaluationInput>;

/** An evaluation: its settings and its questions (the eight types), with questions read from QTI or Moodle XML. */
export function EvaluationEditorPage() {
  return (
    <EditorByAddress param="idEvaluation" queryKey={authoringKeys.evaluation} queryFn={fetchEvaluation}>
      {(answer, onReload) => (
        <EvaluationForm
          answer={answer}
          initial={
            answer?.evaluation ?? {
              key: newKey('avaliacao'),
              title: '',
              type: 'KNOWLEDGE',
              masteryScore: 70,
              questionItems: [],
            }
          }
          onReload={onReload}
        />
      )}
    </EditorByAddress>
  );
}

/** A new question of a type, with what the type needs filled in. */
function newQuestion(type: QuestionType): AuthoringQuestionInput {
  const base = { id: newKey('questao'), type, statement: '', mandatory: true };
  switch (type) {
    case 'TRUE_OR_FALSE':
      return { ...base, options: [{ description: 'Verdadeiro', correct: true }, { description: 'Falso' }] };
    case 'CORRELATE':
      return {
        ...base,
        options: [{ description: '' }, { description: '' }],
        matches: [
          { description: '', option: 0 },
          { description: '', option: 1 },
        ],
      };
    case 'LIKERT_SCALE':
      return { ...base, scales: defaultScale() };
    case 'MULTI_LIKERT_SCALE':
      return { ...base, options: [{ description: '' }], scales: defaultScale() };
    case 'COMMENT':
      return base;
    default:
      return { ...base, options: [{ description: '' }, { description: '' }] };
  }
}

function defaultScale() {
  return ['Discordo totalmente', 'Discordo', 'Neutro', 'Concordo', 'Concordo totalmente'].map((description, index) => ({
    description,
    value: index + 1,
  }));
}

function EvaluationForm({
  answer,
  initial,
  onReload,
}: {
  answer: AuthoringEvaluationResponse | null;
  initial: AuthoringEvaluationInput;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const keepSaved = useKeepSaved<AuthoringEvaluationResponse>({
    isNew: !answer,
    queryKey: (saved) => authoringKeys.evaluation(saved.idEvaluation),
    list: () => authoringKeys.learning(),
    path: (saved) => `/admin/avaliacoes/${saved.idEvaluation}`,
  });
  const editor = useEditor({
    schema: authoringEvaluation,
    initial,
    prefix: 'evaluation',
    save: (evaluation: AuthoringEvaluationInput) =>
      answer
        ? saveEvaluation(answer.idEvaluation, answer.version, evaluation)
        : createEvaluation({ ...evaluation, key: keyFromTitle(evaluation.title, 'avaliacao') }),
    onSaved: keepSaved,
  });
  const { form } = editor;
  const type = form.watch('type');
  return (
    <EditorScreen
      titleId="authoring-evaluation-title"
      backTo="/admin/treinamentos?aba=avaliacoes"
      backText={t('authoring.node.back')}
      title={answer ? t('authoring.evaluation.editTitle', { name: initial.title }) : t('authoring.evaluation.newTitle')}
      notice={
        answer?.attempts ? (
          <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300">
            {t('authoring.evaluation.attempts', { count: answer.attempts })}
          </p>
        ) : null
      }
      editor={editor}
      onReload={onReload}
      remove={
        answer && {
          confirmText: t('authoring.evaluation.confirmRemove', { name: answer.evaluation.title }),
          removedText: t('authoring.evaluation.removed'),
          remove: () => deleteEvaluation(answer.idEvaluation, answer.version),
          backTo: '/admin/treinamentos',
        }
      }
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <TextInput form={form} name="title" label={t('authoring.evaluation.title')} required nullable={false} />
        <SelectInput
          form={form}
          name="type"
          label={t('authoring.evaluation.type')}
          choices={(['KNOWLEDGE', 'PRE_TEST', 'REACTION'] as const).map((value) => ({
            value,
            label: t(`authoring.evaluation.types.${value}`),
          }))}
        />
      </div>
      <TextAreaInput form={form} name="description" label={t('authoring.evaluation.description')} />
      <fieldset className="grid gap-3 rounded-xl border border-line p-3 md:grid-cols-2 lg:grid-cols-4">
        <legend className="px-1 text-lg font-semibold">{t('authoring.evaluation.parameters')}</legend>
        {type !== 'REACTION' ? (
          <NumberInput
            form={form}
            name="masteryScore"
            label={t('authoring.evaluation.masteryScore')}
            min={0}
            max={100}
          />
        ) : null}
        <NumberInput form={form} name="timeLimit" label={t('authoring.evaluation.timeLimit')} min={1} />
        <NumberInput form={form} name="maxTries" label={t('authoring.evaluation.maxTries')} min={1} />
        <NumberInput form={form} name="questionAmount" label={t('authoring.evaluation.questionAmount')} min={1} />
        <FlagInput form={form} name="lockNavigation" label={t('authoring.evaluation.lockNavigation')} />
        <FlagInput form={form} name="lockAfterApproval" label={t('authoring.evaluation.lockAfterApproval')} />
        <FlagInput form={form} name="showResponseSummary" label={t('authoring.evaluation.showResponseSummary')} />
      </fieldset>
      <TextAreaInput form={form} name="closingText" label={t('authoring.evaluation.closingText')} rows={2} />
      <Questions form={form} />
    </EditorScreen>
  );
}

function Questions({ form }: { form: Form }) {
  const { t } = useTranslation();
  const questions = useFieldArray({ control: form.control, name: 'questionItems' });
  const values = form.watch('questionItems') ?? [];
  const [newType, setNewType] = useState<QuestionType>('SINGLE_OPTION');
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-line p-3">
      <legend className="px-1 text-lg font-semibold">
        {t('authoring.evaluation.questions', { count: questions.fields.length })}
      </legend>
      <QuestionImport
        onRead={(read) => {
          const taken = new Set(values.map((question) => question.id));
          for (const question of read.questions)
            questions.append({ ...question, id: taken.has(question.id) ? newKey('questao') : question.id });
        }}
      />
      <SortableList
        label={t('authoring.evaluation.questionList')}
        items={questions.fields}
        keyOf={(field) => field.id}
        labelOf={(field) => t('authoring.evaluation.questionN', { position: questions.fields.indexOf(field) + 1 })}
        onMove={(from, to) => questions.move(from, to)}
        render={(_field, index) => (
          <QuestionEditor
            form={form}
            index={index}
            type={(values[index]?.type ?? 'SINGLE_OPTION') as QuestionType}
            onRemove={() => questions.remove(index)}
            onTypeChange={(type) =>
              questions.update(index, { ...newQuestion(type), statement: values[index]?.statement ?? '' })
            }
          />
        )}
      />
      <div className="flex flex-wrap items-end gap-2">
        <QuestionTypeSelect label={t('authoring.evaluation.newQuestionType')} value={newType} onChange={setNewType} />
        <Button variant="secondary" onClick={() => questions.append(newQuestion(newType))}>
          {t('authoring.evaluation.addQuestion')}
        </Button>
      </div>
    </fieldset>
  );
}

/** Reads a QTI item or package, or a Moodle XML quiz, into the editor (saved with the evaluation). */
export function QuestionImport({ onRead }: { onRead: (read: ReadQuestionFileResponse) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const fileId = useId();
  const [report, setReport] = useState<ReadQuestionFileResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const read = useMutation({
    mutationFn: readQuestionFile,
    onSuccess: (answer) => {
      setReport(answer);
      onRead(answer);
      toast(t('authoring.evaluation.imported', { count: answer.questions.length }));
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-gray-50 p-3">
      <LabelledInput
        id={fileId}
        type="file"
        label={t('authoring.evaluation.importLabel')}
        accept=".xml,.zip,application/xml,text/xml,application/zip"
        disabled={read.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          setProblem(null);
          setReport(null);
          if (file) read.mutate(file);
          event.target.value = '';
        }}
      />
      <p className="text-xs text-muted">{t('authoring.evaluation.importHelp')}</p>
      {read.isPending ? <p aria-live="polite">{t('authoring.evaluation.reading')}</p> : null}
      <FieldMessage error={problem} />
      {report && (report.unsupported.length || report.warnings.length) ? (
        <ul className="list-disc pl-5 text-sm" aria-label={t('authoring.evaluation.importReport')}>
          {[...report.unsupported, ...report.warnings].map((item) => (
            <li key={`${item.identifier}-${item.reason}`}>
              {item.identifier}: {item.reason}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A labelled select of the question types. */
function QuestionTypeSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: QuestionType;
  onChange: (type: QuestionType) => void;
}) {
  const { t } = useTranslation();
  return (
    <LabelledSelect
      label={label}
      value={value}
      choices={QUESTION_TYPES.map((type) => ({ value: type, label: t(`authoring.questionTypes.${type}`) }))}
      onChange={onChange}
    />
  );
}

/** The rows of a question's options, matches or scale, with their problem and the button that adds one. */
function RowList({
  legend,
  error,
  addLabel,
  onAdd,
  children,
}: {
  legend: string;
  error: string | undefined;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-dashed border-line p-3">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {children}
      <FieldMessage error={error} />
      <Button variant="secondary" className="self-start" onClick={onAdd}>
        {addLabel}
      </Button>
    </fieldset>
  );
}

function QuestionEditor({
  form,
  index,
  type,
  onRemove,
  onTypeChange,
}: {
  form: Form;
  index: number;
  type: QuestionType;
  onRemove: () => void;
  onTypeChange: (type: QuestionType) => void;
}) {
  const { t } = useTranslation();
  const evaluationType = form.watch('type');
  const isScored = evaluationType !== 'REACTION';
  const base = `questionItems.${index}` as const;
  const withOptions = type !== 'LIKERT_SCALE' && type !== 'COMMENT';
  const withCorrect = isScored && ['SINGLE_OPTION', 'TRUE_OR_FALSE', 'MULTI_OPTION'].includes(type);
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-2 md:grid-cols-[1fr_auto]">
        <TextAreaInput
          form={form}
          name={`${base}.statement`}
          label={t('authoring.evaluation.statement', { position: index + 1 })}
          rows={2}
        />
        <QuestionTypeSelect label={t('authoring.evaluation.questionType')} value={type} onChange={onTypeChange} />
      </div>
      {withOptions ? (
        <Options
          form={form}
          index={index}
          withCorrect={withCorrect}
          single={type === 'SINGLE_OPTION' || type === 'TRUE_OR_FALSE'}
          label={
            type === 'CORRELATE'
              ? t('authoring.evaluation.correlateOptions')
              : type === 'MULTI_LIKERT_SCALE'
                ? t('authoring.evaluation.likertItems')
                : t('authoring.evaluation.options')
          }
        />
      ) : null}
      {type === 'CORRELATE' ? <Matches form={form} index={index} /> : null}
      {type === 'LIKERT_SCALE' || type === 'MULTI_LIKERT_SCALE' ? <Scales form={form} index={index} /> : null}
      {type === 'COMMENT' || type === 'SINGLE_OPTION_COMMENT' ? (
        <div className="max-w-xs">
          <NumberInput
            form={form}
            name={`${base}.commentLimit`}
            label={t('authoring.evaluation.commentLimitLabel', { position: index + 1 })}
            hint={t('authoring.evaluation.commentLimit', { count: SURVEY_COMMENT_MAX_LENGTH })}
            min={1}
            max={SURVEY_COMMENT_MAX_LENGTH}
          />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <FlagInput form={form} name={`${base}.mandatory`} label={t('authoring.evaluation.mandatory')} />
        <Button variant="link" className="!text-danger" onClick={onRemove}>
          {t('authoring.evaluation.removeQuestion', { position: index + 1 })}
        </Button>
      </div>
    </div>
  );
}

function Options({
  form,
  index,
  withCorrect,
  single,
  label,
}: {
  form: Form;
  index: number;
  withCorrect: boolean;
  single: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  const name = `questionItems.${index}.options` as const;
  const options = useFieldArray({ control: form.control, name });
  const error = useFieldError(form.control, name);
  return (
    <RowList
      legend={label}
      error={error}
      addLabel={t('authoring.evaluation.addOption')}
      onAdd={() => options.append({ description: '' })}
    >
      {options.fields.map((field, position) => (
        <div key={field.id} className="flex flex-wrap items-end gap-2">
          <TextInput
            form={form}
            name={`${name}.${position}.description`}
            label={t('authoring.evaluation.optionN', { position: position + 1 })}
            nullable={false}
          />
          {withCorrect ? (
            <Controller
              control={form.control}
              name={`${name}.${position}.correct`}
              render={({ field: correct }) => (
                <label className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-5 accent-[var(--color-brand)]"
                    checked={correct.value === true || correct.value === 1}
                    onChange={(event) => {
                      if (single && event.target.checked)
                        options.fields.forEach((_, other) => {
                          if (other !== position) form.setValue(`${name}.${other}.correct`, false);
                        });
                      correct.onChange(event.target.checked);
                    }}
                  />
                  {t('authoring.evaluation.correct')}
                </label>
              )}
            />
          ) : null}
          <Button
            variant="link"
            className="!text-danger"
            aria-label={t('authoring.evaluation.removeOption', { position: position + 1 })}
            onClick={() => options.remove(position)}
          >
            {t('authoring.remove')}
          </Button>
        </div>
      ))}
    </RowList>
  );
}

/** A CORRELATE question's items, each with the option (by its number) it belongs to. */
function Matches({ form, index }: { form: Form; index: number }) {
  const { t } = useTranslation();
  const name = `questionItems.${index}.matches` as const;
  const matches = useFieldArray({ control: form.control, name });
  const options = form.watch(`questionItems.${index}.options`) ?? [];
  const error = useFieldError(form.control, name);
  return (
    <RowList
      legend={t('authoring.evaluation.matches')}
      error={error}
      addLabel={t('authoring.evaluation.addMatch')}
      onAdd={() => matches.append({ description: '', option: 0 })}
    >
      {matches.fields.map((field, position) => (
        <div key={field.id} className="grid gap-2 md:grid-cols-[1fr_14rem_auto] md:items-end">
          <TextInput
            form={form}
            name={`${name}.${position}.description`}
            label={t('authoring.evaluation.matchN', { position: position + 1 })}
            nullable={false}
          />
          <SelectInput
            form={form}
            name={`${name}.${position}.option`}
            label={t('authoring.evaluation.matchOption')}
            numeric
            choices={options.map((option, value) => ({
              value,
              label: `${value + 1}. ${option.description || t('authoring.evaluation.optionN', { position: value + 1 })}`,
            }))}
          />
          <Button variant="link" className="!text-danger" onClick={() => matches.remove(position)}>
            {t('authoring.remove')}
          </Button>
        </div>
      ))}
    </RowList>
  );
}

function Scales({ form, index }: { form: Form; index: number }) {
  const { t } = useTranslation();
  const name = `questionItems.${index}.scales` as const;
  const scales = useFieldArray({ control: form.control, name });
  const error = useFieldError(form.control, name);
  return (
    <RowList
      legend={t('authoring.evaluation.scales')}
      error={error}
      addLabel={t('authoring.evaluation.addScale')}
      onAdd={() => scales.append({ description: '', value: scales.fields.length + 1 })}
    >
      {scales.fields.map((field, position) => (
        <div key={field.id} className="grid gap-2 md:grid-cols-[1fr_8rem_auto] md:items-end">
          <TextInput
            form={form}
            name={`${name}.${position}.description`}
            label={t('authoring.evaluation.scaleN', { position: position + 1 })}
            nullable={false}
          />
          <NumberInput form={form} name={`${name}.${position}.value`} label={t('authoring.evaluation.scaleValue')} />
          <Button variant="link" className="!text-danger" onClick={() => scales.remove(position)}>
            {t('authoring.remove')}
          </Button>
        </div>
      ))}
    </RowList>
  );
}
