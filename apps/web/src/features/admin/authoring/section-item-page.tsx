import {
  type AuthoringSectionContentInput,
  authoringSectionContent,
  type SectionContentResponse,
} from '@trilha/shared/api/authoring';
import { CONTENT_TYPE } from '@trilha/shared/api/content';
import { useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useParams, useSearchParams } from 'react-router';
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
import { EditorByAddress, EditorScreen, PreviewLink, useEditor, useKeepSaved } from './editor';
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
  return (
    <EditorByAddress param="idContentItem" queryKey={authoringKeys.content} queryFn={fetchSectionContent}>
      {(answer, onReload) =>
        answer ? (
          <>
            <ItemForm idSection={answer.idSection} answer={answer} initial={answer.item} onReload={onReload} />
            <span className="sr-only">{t('common.loading')}</span>
          </>
        ) : (
          <ItemForm
            idSection={Number(params.idSection)}
            answer={null}
            initial={{
              key: newKey('conteudo'),
              type: Number(search.get('tipo') ?? CONTENT_TYPE.VIDEO),
              text: '',
              active: true,
            }}
            onReload={onReload}
          />
        )
      }
    </EditorByAddress>
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
  const typeLabel = useContentTypeLabel();
  const [withChatRoom, setWithChatRoom] = useState(Boolean(initial.chatRoom));
  const keepSaved = useKeepSaved<SectionContentResponse>({
    isNew: !answer,
    queryKey: (saved) => authoringKeys.content(saved.idContentItem),
    list: (saved) => authoringKeys.sectionContents(saved.idSection),
    path: (saved) => `/admin/conteudos/itens/${saved.idContentItem}`,
  });
  const editor = useEditor({
    schema: authoringSectionContent,
    initial,
    prefix: 'item',
    save: (item: AuthoringSectionContentInput) => {
      const room = Number(item.type) === CONTENT_TYPE.LIVE ? withChatRoom : undefined;
      const named = answer ? item : { ...item, key: keyFromTitle(item.text, 'conteudo') };
      return answer
        ? saveSectionContent(answer.idContentItem, answer.version, named, room)
        : createSectionContent(idSection, named, room);
    },
    onSaved: keepSaved,
  });
  const { form } = editor;
  const type = Number(form.watch('type'));
  return (
    <EditorScreen
      titleId="authoring-item-title"
      backTo={`/admin/conteudos/secoes/${idSection}`}
      backText={t('authoring.items.backToSection')}
      title={answer ? t('authoring.items.editTitle', { name: initial.text }) : t('authoring.items.newTitle')}
      subtitle={typeLabel(type)}
      editor={editor}
      onReload={onReload}
      extra={
        answer ? (
          <PreviewLink href={`/content/${answer.idContentItem}?idSection=${answer.idSection}&preview=1`} />
        ) : null
      }
      remove={
        answer && {
          confirmText: t('authoring.items.confirmRemove', { name: initial.text }),
          removedText: t('authoring.items.removed'),
          remove: () => deleteSectionContent(answer.idContentItem, answer.version),
          backTo: `/admin/conteudos/secoes/${idSection}`,
        }
      }
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
    </EditorScreen>
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
