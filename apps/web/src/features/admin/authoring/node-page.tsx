import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AuthoringClassInput,
  type AuthoringNodeInput,
  type AuthoringNodeResponse,
  authoringNode,
  type LearningSummaryResponse,
} from '@trilha/shared/api/authoring';
import { BLOCK_TYPES } from '@trilha/shared/api/learning-common';
import { packClass } from '@trilha/shared/api/pack-format';
import { CARD_FORMATS } from '@trilha/shared/rules/catalog-paging';
import { useState } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useParams } from 'react-router';
import {
  createClass,
  createNode,
  deleteClass,
  deleteNode,
  fetchLearningSummary,
  fetchNode,
  saveClass,
  saveNode,
} from '../../../api/authoring';
import { authoringKeys } from '../../../api/console-keys';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/button';
import { LabelledSelect, TextField } from '../../../ui/field';
import { QueryState } from '../../../ui/query-state';
import { useToast } from '../../../ui/toast';
import { EditorScreen, PreviewLink, useEditor, useKeepSaved } from './editor';
import {
  type Choice,
  Controlled,
  DateTimeInput,
  FlagInput,
  MediaInput,
  NumberInput,
  RichHtmlInput,
  SelectInput,
  TextAreaInput,
  TextInput,
} from './fields';
import { newKey } from './keys';
import { ConfirmRemove } from './remove-button';
import { SaveBar } from './save-bar';
import { SortableList } from './sortable-list';

type Summary = LearningSummaryResponse;

/** A page or training of the learning app: its fields, its blocks and their elements, its meetings and classes. */
export function NodePage() {
  const params = useParams();
  const idNode = params.idNode ? Number(params.idNode) : null;
  const summary = useQuery({ queryKey: authoringKeys.learning(), queryFn: fetchLearningSummary });
  const query = useQuery({
    queryKey: authoringKeys.node(idNode),
    queryFn: () => fetchNode(idNode as number),
    enabled: idNode !== null,
  });
  const isPending = summary.isPending || (idNode !== null && query.isPending);
  return (
    <QueryState
      isPending={isPending}
      error={summary.error ?? query.error}
      isEmpty={false}
      emptyText=""
      onRetry={() => {
        void summary.refetch();
        void query.refetch();
      }}
    >
      {summary.data && (idNode === null || query.data) ? (
        <>
          <NodeForm
            key={query.data?.version ?? 'new'}
            summary={summary.data}
            answer={query.data ?? null}
            onReload={() => void query.refetch()}
          />
          {query.data ? <Classes answer={query.data} /> : null}
        </>
      ) : null}
    </QueryState>
  );
}

const EMPTY_NODE: AuthoringNodeInput = {
  code: '',
  type: 'LEARNING',
  title: '',
  status: 'DRAFT',
  selfEnrollment: true,
  blocks: [{ type: 'List', title: 'Conteúdos', elements: [] }],
  meetings: [],
  tags: [],
};

function NodeForm({
  summary,
  answer,
  onReload,
}: {
  summary: Summary;
  answer: AuthoringNodeResponse | null;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const keepSaved = useKeepSaved<AuthoringNodeResponse>({
    isNew: !answer,
    queryKey: (saved) => authoringKeys.node(saved.idNode),
    list: () => authoringKeys.learning(),
    path: (saved) => `/admin/treinamentos/paginas/${saved.idNode}`,
  });
  const editor = useEditor({
    schema: authoringNode,
    initial: answer?.node ?? EMPTY_NODE,
    prefix: 'node',
    save: (node: AuthoringNodeInput) => (answer ? saveNode(answer.idNode, answer.version, node) : createNode(node)),
    onSaved: keepSaved,
  });
  const { form } = editor;
  const code = form.watch('code');
  return (
    <EditorScreen
      titleId="authoring-node-title"
      backTo="/admin/treinamentos"
      backText={t('authoring.node.back')}
      title={answer ? t('authoring.node.editTitle', { name: answer.node.title }) : t('authoring.node.newTitle')}
      editor={editor}
      onReload={onReload}
      extra={answer && code ? <PreviewLink href={`/catalog/${code}`} /> : null}
      remove={
        answer && {
          confirmText: t('authoring.node.confirmRemove', { name: answer.node.title }),
          removedText: t('authoring.node.removed'),
          remove: () => deleteNode(answer.idNode, answer.version),
          backTo: '/admin/treinamentos',
        }
      }
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <TextInput form={form} name="title" label={t('authoring.node.title')} required nullable={false} />
        <TextInput
          form={form}
          name="code"
          label={t('authoring.node.code')}
          hint={t('authoring.node.codeHint')}
          required
          nullable={false}
          disabled={Boolean(answer)}
        />
        <SelectInput
          form={form}
          name="type"
          label={t('authoring.node.type')}
          choices={(['LEARNING', 'ORGANIZATION'] as const).map((value) => ({
            value,
            label: t(`authoring.node.types.${value}`),
          }))}
        />
        <SelectInput
          form={form}
          name="status"
          label={t('authoring.node.statusLabel')}
          choices={(['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const).map((value) => ({
            value,
            label: t(`authoring.node.status.${value}`),
          }))}
        />
        <TextInput form={form} name="label" label={t('authoring.node.label')} />
        <NumberInput form={form} name="workload" label={t('authoring.node.workload')} min={0} />
      </div>
      <TextAreaInput form={form} name="description" label={t('authoring.node.description')} />
      <TextAreaInput form={form} name="syllabus" label={t('authoring.node.syllabus')} rows={4} />
      <div className="grid gap-4 lg:grid-cols-2">
        <MediaInput form={form} name="image" label={t('authoring.node.image')} accept="image/*" />
        <MediaInput form={form} name="mobileImage" label={t('authoring.node.mobileImage')} accept="image/*" />
        <ListInput form={form} name="tags" label={t('authoring.node.tags')} />
        <ListInput
          form={form}
          name="audience"
          label={t('authoring.node.audience')}
          hint={t('authoring.node.audienceHint')}
        />
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <FlagInput form={form} name="selfEnrollment" label={t('authoring.node.selfEnrollment')} />
        <FlagInput form={form} name="allowComments" label={t('authoring.node.allowComments')} />
        <FlagInput form={form} name="hasCampaign" label={t('authoring.node.hasCampaign')} />
        <FlagInput form={form} name="entryPoint" label={t('authoring.node.entryPoint')} />
      </div>
      <Blocks form={form} summary={summary} />
      <Meetings form={form} name="meetings" title={t('authoring.node.meetings')} />
    </EditorScreen>
  );
}

/** A list of short texts (tags, departments) typed separated by commas. */
function ListInput<T extends FieldValues>({
  form,
  name,
  label,
  hint,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  hint?: string;
}) {
  const { t } = useTranslation();
  return (
    <Controlled
      form={form}
      name={name}
      render={(field, error) => (
        <TextField
          label={label}
          hint={hint ?? t('authoring.commaHint')}
          error={error}
          defaultValue={Array.isArray(field.value) ? (field.value as string[]).join(', ') : ''}
          onBlur={(event) => {
            const list = event.target.value
              .split(',')
              .map((entry) => entry.trim())
              .filter(Boolean);
            field.onChange(list);
            field.onBlur();
          }}
          name={field.name}
          ref={field.ref}
        />
      )}
    />
  );
}

type ElementKind = 'node' | 'content' | 'evaluation' | 'link';
const ELEMENT_KINDS: ElementKind[] = ['node', 'content', 'evaluation', 'link'];
function kindOf(element: object | undefined): ElementKind {
  if (element && 'node' in element) return 'node';
  if (element && 'evaluation' in element) return 'evaluation';
  if (element && 'link' in element) return 'link';
  return 'content';
}

/** Which parameters each block type reads (spec 3, 3 "Block parameters"). */
const PARAMETERS: Partial<Record<string, string[]>> = {
  MasterBanner: ['rotationInterval', 'cardFormat'],
  Carrousel: ['cardFormat'],
  Grid: ['cardFormat'],
  List: ['cardFormat'],
  NodeLink: ['cardFormat'],
  Recommendation: ['cardFormat'],
  EnrollmentsInProgress: ['cardFormat'],
  Catalog: ['nodeCode', 'depth', 'textSearch', 'tagsFilter', 'cardFormat'],
  ListBlocks: ['nodeCode'],
  PreTest: ['idEvaluation'],
  Campaign: ['title', 'description', 'mediaType', 'mediaUrl', 'link'],
};
const WITH_ELEMENTS = new Set(['MasterBanner', 'Carrousel', 'Grid', 'List', 'NodeLink']);

function Blocks({ form, summary }: { form: UseFormReturn<AuthoringNodeInput>; summary: Summary }) {
  const { t } = useTranslation();
  const blocks = useFieldArray({ control: form.control, name: 'blocks' });
  const values = form.watch('blocks') ?? [];
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-line p-3">
      <legend className="px-1 text-lg font-semibold">{t('authoring.node.blocks')}</legend>
      <p className="text-sm text-muted">{t('authoring.node.blocksHelp')}</p>
      <SortableList
        label={t('authoring.node.blocks')}
        items={blocks.fields}
        keyOf={(field) => field.id}
        labelOf={(field) => String((field as { title?: string }).title ?? (field as { type: string }).type)}
        onMove={(from, to) => blocks.move(from, to)}
        render={(_field, index) => {
          const type = values[index]?.type ?? 'List';
          const parameters = PARAMETERS[type] ?? [];
          return (
            <div className="flex flex-col gap-3">
              <div className="grid gap-3 md:grid-cols-2">
                <SelectInput
                  form={form}
                  name={`blocks.${index}.type`}
                  label={t('authoring.node.blockType')}
                  choices={BLOCK_TYPES.map((value) => ({ value, label: t(`authoring.blockTypes.${value}`) }))}
                />
                <TextInput form={form} name={`blocks.${index}.title`} label={t('authoring.node.blockTitle')} />
              </div>
              {type === 'TextSection' ? (
                <RichHtmlInput form={form} name={`blocks.${index}.text`} label={t('authoring.node.blockText')} />
              ) : null}
              {parameters.length ? (
                <BlockParameters form={form} index={index} names={parameters} summary={summary} />
              ) : null}
              {WITH_ELEMENTS.has(type) ? (
                <Elements form={form} blockIndex={index} summary={summary} linksOnly={type === 'MasterBanner'} />
              ) : null}
              <Button variant="link" className="!text-danger self-start" onClick={() => blocks.remove(index)}>
                {t('authoring.node.removeBlock')}
              </Button>
            </div>
          );
        }}
      />
      <Button variant="secondary" onClick={() => blocks.append({ type: 'List', title: '', elements: [] })}>
        {t('authoring.node.addBlock')}
      </Button>
    </fieldset>
  );
}

function BlockParameters({
  form,
  index,
  names,
  summary,
}: {
  form: UseFormReturn<AuthoringNodeInput>;
  index: number;
  names: string[];
  summary: Summary;
}) {
  const { t } = useTranslation();
  const at = (name: string) => `blocks.${index}.parameters.${name}` as Path<AuthoringNodeInput>;
  const catalogs: Choice[] = summary.nodes.map((node) => ({ value: node.code, label: node.title }));
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {names.includes('cardFormat') ? (
        <SelectInput
          empty="undefined"
          form={form}
          name={at('cardFormat')}
          label={t('authoring.node.cardFormat')}
          allowEmpty
          emptyLabel={t('authoring.node.defaultChoice')}
          choices={CARD_FORMATS.map((value) => ({ value, label: t(`authoring.cardFormats.${value}`) }))}
        />
      ) : null}
      {names.includes('rotationInterval') ? (
        <NumberInput
          empty="undefined"
          form={form}
          name={at('rotationInterval')}
          label={t('authoring.node.rotationInterval')}
          min={1}
        />
      ) : null}
      {names.includes('nodeCode') ? (
        <SelectInput
          empty="undefined"
          form={form}
          name={at('nodeCode')}
          label={t('authoring.node.catalogPage')}
          choices={catalogs}
          allowEmpty
        />
      ) : null}
      {names.includes('depth') ? (
        <NumberInput empty="undefined" form={form} name={at('depth')} label={t('authoring.node.depth')} min={1} />
      ) : null}
      {names.includes('textSearch') ? (
        <FlagInput form={form} name={at('textSearch')} label={t('authoring.node.textSearch')} />
      ) : null}
      {names.includes('tagsFilter') ? (
        <FlagInput form={form} name={at('tagsFilter')} label={t('authoring.node.tagsFilter')} />
      ) : null}
      {names.includes('idEvaluation') ? (
        <SelectInput
          empty="undefined"
          form={form}
          name={at('idEvaluation')}
          label={t('authoring.node.preTest')}
          numeric
          allowEmpty
          choices={summary.evaluations.map((evaluation) => ({
            value: evaluation.idEvaluation,
            label: evaluation.title,
          }))}
        />
      ) : null}
      {names.includes('title') ? (
        <TextInput empty="undefined" form={form} name={at('title')} label={t('authoring.node.campaignTitle')} />
      ) : null}
      {names.includes('description') ? (
        <TextInput empty="undefined" form={form} name={at('description')} label={t('authoring.node.campaignText')} />
      ) : null}
      {names.includes('mediaType') ? (
        <SelectInput
          empty="undefined"
          form={form}
          name={at('mediaType')}
          label={t('authoring.node.mediaType')}
          allowEmpty
          choices={[
            { value: 'image', label: t('authoring.node.mediaImage') },
            { value: 'video', label: t('authoring.node.mediaVideo') },
          ]}
        />
      ) : null}
      {names.includes('mediaUrl') ? (
        <MediaInput empty="undefined" form={form} name={at('mediaUrl')} label={t('authoring.node.media')} />
      ) : null}
      {names.includes('link') ? (
        <TextInput empty="undefined" form={form} name={at('link')} label={t('authoring.node.link')} />
      ) : null}
    </div>
  );
}

/** A block's elements in order: pages, contents, evaluations (with sequential and mandatory) or links. */
function Elements({
  form,
  blockIndex,
  summary,
  linksOnly,
}: {
  form: UseFormReturn<AuthoringNodeInput>;
  blockIndex: number;
  summary: Summary;
  linksOnly: boolean;
}) {
  const { t } = useTranslation();
  const elements = useFieldArray({
    control: form.control,
    name: `blocks.${blockIndex}.elements` as 'blocks.0.elements',
  });
  const values = (form.watch(`blocks.${blockIndex}.elements` as 'blocks.0.elements') ?? []) as object[];
  const targets: Record<Exclude<ElementKind, 'link'>, Choice[]> = {
    node: summary.nodes.map((node) => ({ value: node.code, label: node.title })),
    content: summary.contents.map((content) => ({ value: content.key, label: content.text })),
    evaluation: summary.evaluations.map((evaluation) => ({ value: evaluation.key, label: evaluation.title })),
  };
  const fresh = (kind: ElementKind) =>
    kind === 'link'
      ? { link: '', title: '' }
      : { [kind]: targets[kind][0]?.value ?? '', sequential: false, mandatory: true };
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-dashed border-line p-3">
      <legend className="px-1 text-sm font-semibold">{t('authoring.node.elements')}</legend>
      <SortableList
        label={t('authoring.node.elements')}
        items={elements.fields}
        keyOf={(field) => field.id}
        labelOf={(_field) => t('authoring.node.element')}
        onMove={(from, to) => elements.move(from, to)}
        render={(_field, index) => {
          const kind = kindOf(values[index]);
          const at = (part: string) => `blocks.${blockIndex}.elements.${index}.${part}` as Path<AuthoringNodeInput>;
          return (
            <div className="flex flex-col gap-2">
              <div className="grid gap-2 md:grid-cols-2">
                <LabelledSelect
                  label={t('authoring.node.elementKind')}
                  value={kind}
                  choices={(linksOnly ? (['link'] as const) : ELEMENT_KINDS).map((value) => ({
                    value,
                    label: t(`authoring.node.elementKinds.${value}`),
                  }))}
                  onChange={(value) => elements.update(index, fresh(value) as never)}
                />
                {kind === 'link' ? (
                  <TextInput form={form} name={at('title')} label={t('authoring.node.linkTitle')} nullable={false} />
                ) : (
                  <SelectInput
                    form={form}
                    name={at(kind)}
                    label={t(`authoring.node.elementKinds.${kind}`)}
                    choices={targets[kind]}
                  />
                )}
              </div>
              {kind === 'link' ? (
                <div className="grid gap-2 md:grid-cols-2">
                  <TextInput form={form} name={at('link')} label={t('authoring.node.link')} nullable={false} />
                  <MediaInput form={form} name={at('image')} label={t('authoring.node.image')} accept="image/*" />
                </div>
              ) : (
                <div className="flex flex-wrap gap-4">
                  <FlagInput form={form} name={at('sequential')} label={t('authoring.node.sequential')} />
                  <FlagInput form={form} name={at('mandatory')} label={t('authoring.node.mandatory')} />
                </div>
              )}
              <Button variant="link" className="!text-danger self-start" onClick={() => elements.remove(index)}>
                {t('authoring.node.removeElement')}
              </Button>
            </div>
          );
        }}
      />
      <Button variant="secondary" onClick={() => elements.append(fresh(linksOnly ? 'link' : 'content') as never)}>
        {t('authoring.node.addElement')}
      </Button>
    </fieldset>
  );
}

/** Meetings of a page or a class: presential or online, with dates, address and speaker. */
function Meetings<T extends FieldValues>({
  form,
  name,
  title,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  title: string;
}) {
  const { t } = useTranslation();
  const meetings = useFieldArray({ control: form.control, name: name as never });
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-xl border border-line p-3">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {meetings.fields.length === 0 ? <p className="text-sm text-muted">{t('authoring.node.noMeetings')}</p> : null}
      {meetings.fields.map((field, index) => {
        const at = (part: string) => `${name}.${index}.${part}` as Path<T>;
        return (
          <div key={field.id} className="grid grid-cols-1 gap-2 rounded-lg border border-line p-3 md:grid-cols-2">
            <TextInput
              form={form}
              name={at('title')}
              label={t('authoring.node.meetingTitle')}
              nullable={false}
              required
            />
            <SelectInput
              form={form}
              name={at('type')}
              label={t('authoring.node.meetingType')}
              choices={[
                { value: 'PRESENCIAL', label: t('authoring.node.presential') },
                { value: 'ONLINE', label: t('authoring.node.online') },
              ]}
            />
            <DateTimeInput form={form} name={at('startDate')} label={t('authoring.node.start')} required />
            <DateTimeInput form={form} name={at('finishDate')} label={t('authoring.node.finish')} required />
            <TextInput form={form} name={at('address')} label={t('authoring.node.address')} />
            <TextInput form={form} name={at('speaker')} label={t('authoring.node.speaker')} />
            <Button variant="link" className="!text-danger justify-self-start" onClick={() => meetings.remove(index)}>
              {t('authoring.node.removeMeeting')}
            </Button>
          </div>
        );
      })}
      <Button
        variant="secondary"
        onClick={() =>
          meetings.append({
            key: newKey('encontro'),
            type: 'ONLINE',
            title: '',
            startDate: '',
            finishDate: '',
          } as never)
        }
      >
        {t('authoring.node.addMeeting')}
      </Button>
    </fieldset>
  );
}

/** The training's classes, each saved on its own (its own version). */
function Classes({ answer }: { answer: AuthoringNodeResponse }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="authoring-classes-title" className="mt-8">
      <h2 id="authoring-classes-title" className="mb-3 text-xl font-bold">
        {t('authoring.team.title')}
      </h2>
      <div className="flex flex-col gap-4">
        {answer.classes.map((entry) => (
          <ClassForm key={`${entry.idTeam}-${entry.version}`} idNode={answer.idNode} entry={entry} />
        ))}
        {adding ? (
          <ClassForm idNode={answer.idNode} entry={null} onDone={() => setAdding(false)} />
        ) : (
          <div>
            <Button variant="secondary" onClick={() => setAdding(true)}>
              {t('authoring.team.add')}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}

const ATTACHMENT_TYPES = [1, 2, 3, 4, 5, 6, 7] as const;

function ClassForm({
  idNode,
  entry,
  onDone,
}: {
  idNode: number;
  entry: AuthoringNodeResponse['classes'][number] | null;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: authoringKeys.node(idNode) });
  const editor = useEditor({
    schema: packClass,
    initial: entry?.class ?? {
      key: newKey('turma'),
      name: '',
      needApproval: false,
      status: 'ACTIVE',
      certificate: 1,
      allowAccessUponCompletion: true,
      meetings: [],
      attachments: [],
    },
    prefix: 'class',
    save: (team: AuthoringClassInput) =>
      entry ? saveClass(entry.idTeam, entry.version, team) : createClass(idNode, team),
    onSaved: async () => {
      toast(t('authoring.team.saved'));
      await refresh();
      onDone?.();
    },
  });
  const { form, setProblems } = editor;
  const remove = useMutation({
    mutationFn: () => deleteClass(entry?.idTeam as number, entry?.version as string),
    onSuccess: async () => {
      toast(t('authoring.team.removed'));
      await refresh();
    },
    onError: (error) => setProblems([(error as Error).message]),
  });
  const attachments = useFieldArray({ control: form.control, name: 'attachments' });
  const certificate = form.watch('certificate');
  const name = form.watch('name');
  return (
    <form
      noValidate
      aria-label={entry ? t('authoring.team.formLabel', { name: entry.class.name }) : t('authoring.team.newLabel')}
      className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4"
      onSubmit={editor.onSubmit}
    >
      <h3 className="text-lg font-semibold">
        {name || t('authoring.team.newLabel')}
        {entry ? (
          <span className="ml-2 text-sm font-normal text-muted">
            {t('authoring.team.enrolled', { count: entry.enrolled })}
          </span>
        ) : null}
      </h3>
      <div className="grid gap-3 md:grid-cols-2">
        <TextInput form={form} name="name" label={t('authoring.team.name')} required nullable={false} />
        <SelectInput
          form={form}
          name="status"
          label={t('authoring.team.status')}
          choices={[
            { value: 'ACTIVE', label: t('authoring.team.active') },
            { value: 'INACTIVE', label: t('authoring.team.inactive') },
          ]}
        />
        <DateTimeInput form={form} name="initialDate" label={t('authoring.team.initialDate')} />
        <DateTimeInput form={form} name="finalDate" label={t('authoring.team.finalDate')} />
        <NumberInput
          form={form}
          name="capacity"
          label={t('authoring.team.capacity')}
          hint={t('authoring.team.capacityHint')}
          min={0}
        />
        <NumberInput form={form} name="duration" label={t('authoring.team.duration')} min={0} />
      </div>
      <TextAreaInput form={form} name="description" label={t('authoring.team.description')} rows={2} />
      <div className="grid gap-1 sm:grid-cols-2">
        <FlagInput form={form} name="needApproval" label={t('authoring.team.needApproval')} />
        <FlagInput form={form} name="allowReenrollment" label={t('authoring.team.allowReenrollment')} />
        <FlagInput form={form} name="allowAccessUponCompletion" label={t('authoring.team.allowAccessUponCompletion')} />
        <FlagInput form={form} name="allowComments" label={t('authoring.team.allowComments')} />
        <Controller
          control={form.control}
          name="certificate"
          render={({ field }) => (
            <label className="flex min-h-11 items-center gap-3 text-sm">
              <input
                type="checkbox"
                className="size-5 accent-[var(--color-brand)]"
                checked={field.value != null}
                onChange={(event) => field.onChange(event.target.checked ? 1 : null)}
              />
              {t('authoring.team.certificate')}
            </label>
          )}
        />
        {certificate != null ? (
          <FlagInput form={form} name="certificateForChildren" label={t('authoring.team.certificateForChildren')} />
        ) : null}
        <FlagInput form={form} name="hasAttachments" label={t('authoring.team.hasAttachments')} />
      </div>
      <fieldset className="flex min-w-0 flex-col gap-2 rounded-lg border border-line p-3">
        <legend className="px-1 font-semibold">{t('authoring.team.attachments')}</legend>
        {attachments.fields.map((field, index) => (
          <div key={field.id} className="grid grid-cols-1 gap-2 rounded-lg border border-line p-2 md:grid-cols-2">
            <TextInput
              form={form}
              name={`attachments.${index}.title`}
              label={t('authoring.team.attachmentTitle')}
              nullable={false}
            />
            <SelectInput
              form={form}
              name={`attachments.${index}.type`}
              label={t('authoring.team.attachmentType')}
              numeric
              choices={ATTACHMENT_TYPES.map((value) => ({ value, label: t(`authoring.attachmentTypes.t${value}`) }))}
            />
            <MediaInput
              form={form}
              name={`attachments.${index}.file`}
              label={t('authoring.team.attachmentFile')}
              onUploaded={(file) =>
                form.setValue(
                  `attachments.${index}.format`,
                  (file.name.split('.').pop() ?? 'pdf').toLowerCase().slice(0, 10),
                )
              }
            />
            <TextInput
              form={form}
              name={`attachments.${index}.format`}
              label={t('authoring.team.attachmentFormat')}
              nullable={false}
            />
            <Button
              variant="link"
              className="!text-danger justify-self-start"
              onClick={() => attachments.remove(index)}
            >
              {t('authoring.remove')}
            </Button>
          </div>
        ))}
        <Button variant="secondary" onClick={() => attachments.append({ type: 1, title: '', file: '', format: 'pdf' })}>
          {t('authoring.team.addAttachment')}
        </Button>
      </fieldset>
      <Meetings form={form} name="meetings" title={t('authoring.team.meetings')} />
      <SaveBar
        {...editor.saveBar}
        onReload={() => void refresh()}
        saveLabel={entry ? t('authoring.team.save') : t('authoring.team.create')}
        sticky={false}
        extra={
          entry ? (
            <ConfirmRemove
              confirmText={t('authoring.team.confirmRemove', { name: entry.class.name })}
              isPending={remove.isPending}
              onConfirm={() => remove.mutate()}
            />
          ) : (
            <Button variant="link" onClick={onDone}>
              {t('authoring.cancel')}
            </Button>
          )
        }
      />
    </form>
  );
}
