import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AuthoringSectionContentInput,
  authoringSectionContent,
  type SectionContentResponse,
} from '@trilha/shared/api/authoring';
import { CONTENT_TYPE } from '@trilha/shared/api/content';
import { useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useFieldArray, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  createSectionContent,
  deleteSectionContent,
  fetchSectionContent,
  saveSectionContent,
} from '../../../api/authoring';
import { authoringKeys } from '../../../api/console-keys';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { QueryState } from '../../../ui/query-state';
import { useToast } from '../../../ui/toast';
import {
  DateTimeInput,
  FlagInput,
  MediaInput,
  NumberInput,
  RichHtmlInput,
  SelectInput,
  TextAreaInput,
  TextInput,
} from './fields';
import { keyFromTitle, newKey } from './keys';
import { ConfirmRemove } from './remove-button';
import { applyServerErrors, collectErrors, SaveBar } from './save-bar';
import { useContentTypeLabel } from './section-contents-page';
import { SortableList } from './sortable-list';

/** What each content type keeps, beyond its title, description, images and publication (spec 2, 2.2). */
const MEDIA_ACCEPT: Partial<Record<number, string>> = {
  [CONTENT_TYPE.AUDIO]: 'audio/*',
  [CONTENT_TYPE.VIDEO]: 'video/*',
  [CONTENT_TYPE.DOWNLOAD]: '',
  [CONTENT_TYPE.PDF]: 'application/pdf',
};
const WITH_DURATION = new Set<number>([CONTENT_TYPE.AUDIO, CONTENT_TYPE.VIDEO]);
const WITH_HTML = new Set<number>([CONTENT_TYPE.ARTICLE, CONTENT_TYPE.POST]);
const WITH_PARTS = new Set<number>([
  CONTENT_TYPE.JOURNEY_LIST,
  CONTENT_TYPE.JOURNEY_STEPS,
  CONTENT_TYPE.JOURNEY_LIST_ALT,
  CONTENT_TYPE.GUIDED_MODULE,
]);
/** The kinds a part of a journey or module may be. */
const PART_TYPES = [
  CONTENT_TYPE.VIDEO,
  CONTENT_TYPE.AUDIO,
  CONTENT_TYPE.ARTICLE,
  CONTENT_TYPE.POST,
  CONTENT_TYPE.SITE,
  CONTENT_TYPE.PDF,
  CONTENT_TYPE.DOWNLOAD,
];

/** A content item of a content app's section: a new one (`/secoes/:idSection/novo?tipo=`) or an existing one. */
export function SectionItemPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const idContentItem = params.idContentItem ? Number(params.idContentItem) : null;
  const query = useQuery({
    queryKey: authoringKeys.content(idContentItem),
    queryFn: () => fetchSectionContent(idContentItem as number),
    enabled: idContentItem !== null,
  });
  if (idContentItem === null) {
    const type = Number(search.get('tipo') ?? CONTENT_TYPE.VIDEO);
    return (
      <ItemForm
        idSection={Number(params.idSection)}
        answer={null}
        initial={{ key: newKey('conteudo'), type, text: '', active: true }}
        onReload={() => undefined}
      />
    );
  }
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      isEmpty={false}
      emptyText=""
      onRetry={() => void query.refetch()}
    >
      {query.data ? (
        <ItemForm
          key={query.data.version}
          idSection={query.data.idSection}
          answer={query.data}
          initial={query.data.item}
          onReload={() => void query.refetch()}
        />
      ) : null}
      <span className="sr-only">{t('common.loading')}</span>
    </QueryState>
  );
}

function ItemForm({
  idSection,
  answer,
  initial,
  onReload,
}: {
  idSection: number;
  answer: SectionContentResponse | null;
  initial: AuthoringSectionContentInput;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const client = useQueryClient();
  const typeLabel = useContentTypeLabel();
  const form = useForm<AuthoringSectionContentInput>({
    resolver: zodResolver(authoringSectionContent) as never,
    defaultValues: initial,
  });
  const type = Number(form.watch('type'));
  const [withChatRoom, setWithChatRoom] = useState(Boolean(initial.chatRoom));
  const [problems, setProblems] = useState<string[]>([]);
  const save = useMutation({
    mutationFn: (item: AuthoringSectionContentInput) => {
      const room = type === CONTENT_TYPE.LIVE ? withChatRoom : undefined;
      const named = answer ? item : { ...item, key: keyFromTitle(item.text, 'conteudo') };
      return answer
        ? saveSectionContent(answer.idContentItem, answer.version, named, room)
        : createSectionContent(idSection, named, room);
    },
    onSuccess: (saved) => {
      client.setQueryData(authoringKeys.content(saved.idContentItem), saved);
      void client.invalidateQueries({ queryKey: authoringKeys.sectionContents(saved.idSection) });
      toast(t('authoring.saved'));
      if (!answer) navigate(`/admin/conteudos/itens/${saved.idContentItem}`, { replace: true });
    },
    onError: (error) => setProblems(applyServerErrors(form, error, 'item')),
  });
  const remove = useMutation({
    mutationFn: () => deleteSectionContent(answer?.idContentItem as number, answer?.version as string),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: authoringKeys.sectionContents(idSection) });
      toast(t('authoring.items.removed'));
      navigate(`/admin/conteudos/secoes/${idSection}`);
    },
    onError: (error) => setProblems([(error as Error).message]),
  });
  const previewHref = answer ? `/content/${answer.idContentItem}?idSection=${answer.idSection}&preview=1` : null;

  return (
    <section aria-labelledby="authoring-item-title">
      <p className="mb-2 text-sm">
        <Link to={`/admin/conteudos/secoes/${idSection}`} className="text-brand underline-offset-4 hover:underline">
          {t('authoring.items.backToSection')}
        </Link>
      </p>
      <h1 id="authoring-item-title" className="mb-1 text-2xl font-bold">
        {answer ? t('authoring.items.editTitle', { name: initial.text }) : t('authoring.items.newTitle')}
      </h1>
      <p className="mb-4 text-sm text-muted">{typeLabel(type)}</p>
      <form
        noValidate
        onSubmit={form.handleSubmit(
          (values) => {
            setProblems([]);
            save.mutate(values);
          },
          (errors) => setProblems(collectErrors(errors)),
        )}
        className="flex flex-col gap-4"
      >
        <div className="grid gap-4 lg:grid-cols-2">
          <TextInput form={form} name="text" label={t('authoring.items.text')} required nullable={false} />
          <TextInput form={form} name="author" label={t('authoring.items.author')} />
        </div>
        <TextAreaInput form={form} name="description" label={t('authoring.items.description')} />
        <div className="grid gap-4 lg:grid-cols-2">
          <MediaInput form={form} name="image" label={t('authoring.items.image')} accept="image/*" />
          <MediaInput form={form} name="imageSecondary" label={t('authoring.items.imageSecondary')} accept="image/*" />
        </div>
        <TypeFields form={form} type={type} />
        {type === CONTENT_TYPE.LIVE ? (
          <Checkbox
            label={t('authoring.items.chatRoom')}
            checked={withChatRoom}
            onChange={(event) => setWithChatRoom(event.target.checked)}
          />
        ) : null}
        {answer?.chatRoomName && type === CONTENT_TYPE.LIVE ? (
          <p className="text-sm text-muted">{t('authoring.items.chatRoomName', { name: answer.chatRoomName })}</p>
        ) : null}
        {type === CONTENT_TYPE.PLAYLIST ? <PlaylistFiles form={form} /> : null}
        {WITH_PARTS.has(type) ? <Parts form={form} /> : null}
        <FlagInput form={form} name="active" label={t('authoring.published')} />
        <SaveBar
          isSaving={save.isPending}
          isDirty={form.formState.isDirty}
          error={save.error}
          problems={problems}
          onReload={onReload}
          extra={
            <>
              {previewHref ? (
                <a
                  href={previewHref}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand underline-offset-4 hover:underline"
                >
                  {t('authoring.preview')}
                </a>
              ) : null}
              {answer ? (
                <ConfirmRemove
                  confirmText={t('authoring.items.confirmRemove', { name: initial.text })}
                  isPending={remove.isPending}
                  onConfirm={() => remove.mutate()}
                />
              ) : null}
            </>
          }
        />
      </form>
    </section>
  );
}

/** The fields a content type adds (media and its duration, HTML, a live's address and date, a link). */
function TypeFields<T extends FieldValues>({
  form,
  type,
  prefix = '',
}: {
  form: UseFormReturn<T>;
  type: number;
  prefix?: string;
}) {
  const { t } = useTranslation();
  const path = (name: string) => `${prefix}${name}` as Path<T>;
  const accept = MEDIA_ACCEPT[type];
  return (
    <>
      {accept !== undefined ? (
        <MediaInput
          form={form}
          name={path('contentLocation')}
          label={t('authoring.items.file')}
          accept={accept || undefined}
          onUploaded={(file) => {
            if (type === CONTENT_TYPE.DOWNLOAD) form.setValue(path('mimetype'), file.mimetype as never);
          }}
        />
      ) : null}
      {WITH_DURATION.has(type) ? (
        <NumberInput form={form} name={path('duration')} label={t('authoring.items.duration')} min={0} />
      ) : null}
      {type === CONTENT_TYPE.SITE ? (
        <TextInput form={form} name={path('contentLocation')} label={t('authoring.items.siteAddress')} type="url" />
      ) : null}
      {type === CONTENT_TYPE.LIVE ? (
        <>
          <TextInput
            form={form}
            name={path('contentLocation')}
            label={t('authoring.items.hlsAddress')}
            hint={t('authoring.items.hlsHint')}
            type="url"
          />
          <DateTimeInput form={form} name={path('initDate')} label={t('authoring.items.startDate')} />
        </>
      ) : null}
      {type === CONTENT_TYPE.LIVE_LINK ? (
        <>
          <TextInput form={form} name={path('referenceLink')} label={t('authoring.items.link')} type="url" />
          <DateTimeInput form={form} name={path('initDate')} label={t('authoring.items.startDate')} />
        </>
      ) : null}
      {WITH_HTML.has(type) ? (
        <RichHtmlInput form={form} name={path('content')} label={t('authoring.items.html')} />
      ) : null}
    </>
  );
}

/** A playlist's videos (the media center's files): name, address, thumbnail, duration. */
function PlaylistFiles({ form }: { form: UseFormReturn<AuthoringSectionContentInput> }) {
  const { t } = useTranslation();
  const files = useFieldArray({ control: form.control, name: 'files' as never });
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-line p-3">
      <legend className="px-1 font-semibold">{t('authoring.items.playlist')}</legend>
      <SortableList
        label={t('authoring.items.playlist')}
        items={files.fields}
        keyOf={(field) => field.id}
        labelOf={(field) => String((field as { name?: string }).name ?? '')}
        onMove={(from, to) => files.move(from, to)}
        render={(_field, index) => (
          <div className="grid gap-2 md:grid-cols-2">
            <TextInput
              form={form}
              name={`files.${index}.name`}
              label={t('authoring.items.videoName')}
              nullable={false}
            />
            <NumberInput form={form} name={`files.${index}.duration`} label={t('authoring.items.duration')} min={0} />
            <MediaInput form={form} name={`files.${index}.url`} label={t('authoring.items.video')} accept="video/*" />
            <MediaInput
              form={form}
              name={`files.${index}.thumbnail`}
              label={t('authoring.items.thumbnail')}
              accept="image/*"
            />
            <Button variant="link" className="!text-danger justify-self-start" onClick={() => files.remove(index)}>
              {t('authoring.remove')}
            </Button>
          </div>
        )}
      />
      <Button
        variant="secondary"
        onClick={() => files.append({ hashedId: newKey('video'), name: '', url: '' } as never)}
      >
        {t('authoring.items.addVideo')}
      </Button>
    </fieldset>
  );
}

/** A journey's or module's parts, in order, each of its own kind. */
function Parts({ form }: { form: UseFormReturn<AuthoringSectionContentInput> }) {
  const { t } = useTranslation();
  const typeLabel = useContentTypeLabel();
  const parts = useFieldArray({ control: form.control, name: 'children' as never });
  const values = form.watch('children') ?? [];
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-line p-3">
      <legend className="px-1 font-semibold">{t('authoring.items.parts', { count: parts.fields.length })}</legend>
      <SortableList
        label={t('authoring.items.partsLabel')}
        items={parts.fields}
        keyOf={(field) => field.id}
        labelOf={(_field) => t('authoring.items.part')}
        onMove={(from, to) => parts.move(from, to)}
        render={(_field, index) => {
          const partType = Number(values[index]?.type ?? CONTENT_TYPE.POST);
          return (
            <div className="flex flex-col gap-2">
              <div className="grid gap-2 md:grid-cols-2">
                <TextInput
                  form={form}
                  name={`children.${index}.text`}
                  label={t('authoring.items.partTitle', { position: index + 1 })}
                  nullable={false}
                />
                <SelectInput
                  form={form}
                  name={`children.${index}.type`}
                  label={t('authoring.items.partType')}
                  numeric
                  choices={PART_TYPES.map((value) => ({ value, label: typeLabel(value) }))}
                />
              </div>
              <TextAreaInput
                form={form}
                name={`children.${index}.description`}
                label={t('authoring.items.description')}
                rows={2}
              />
              <TypeFields form={form} type={partType} prefix={`children.${index}.`} />
              <Button variant="link" className="!text-danger self-start" onClick={() => parts.remove(index)}>
                {t('authoring.remove')}
              </Button>
            </div>
          );
        }}
      />
      <Button
        variant="secondary"
        onClick={() => parts.append({ key: newKey('parte'), type: CONTENT_TYPE.POST, text: '' } as never)}
      >
        {t('authoring.items.addPart')}
      </Button>
    </fieldset>
  );
}
