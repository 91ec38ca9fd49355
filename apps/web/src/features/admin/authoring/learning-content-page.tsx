import type { AuthoringLearningContentInput, AuthoringLearningContentResponse } from '@trilha/shared/api/authoring';
import { packContentItem } from '@trilha/shared/api/pack-format';
import {
  createLearningContent,
  deleteLearningContent,
  fetchLearningContent,
  saveLearningContent,
} from '../../../api/authoring';
import { authoringKeys } from '../../../api/console-keys';
import { useTranslation } from '../../../i18n';
import { EditorByAddress, EditorScreen, useEditor, useKeepSaved } from './editor';
import { FlagInput, MediaInput, NumberInput, RichHtmlInput, SelectInput, TextAreaInput, TextInput } from './fields';
import { keyFromTitle, newKey } from './keys';

/** The learning platform's content types (spec 3, 2.5) an administrator writes here; 26 comes from a SCORM upload. */
export const LEARNING_TYPES = [1, 2, 4, 5, 6, 7, 18, 27, 26] as const;
const MEDIA_ACCEPT: Partial<Record<number, string>> = { 1: 'audio/*', 2: 'video/*', 6: 'video/*', 18: '' };

/** A learning content: its kind and what it shows (a medium, a page of HTML, a site, a file, a link). */
export function LearningContentPage() {
  return (
    <EditorByAddress param="idContentItem" queryKey={authoringKeys.learningContent} queryFn={fetchLearningContent}>
      {(answer, onReload) => (
        <ContentForm
          answer={answer}
          initial={answer?.item ?? { key: newKey('conteudo'), type: 5, text: '', active: true }}
          onReload={onReload}
        />
      )}
    </EditorByAddress>
  );
}

function ContentForm({
  answer,
  initial,
  onReload,
}: {
  answer: AuthoringLearningContentResponse | null;
  initial: AuthoringLearningContentInput;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const keepSaved = useKeepSaved<AuthoringLearningContentResponse>({
    isNew: !answer,
    queryKey: (saved) => authoringKeys.learningContent(saved.idContentItem),
    list: () => authoringKeys.learning(),
    path: (saved) => `/admin/treinamentos/conteudos/${saved.idContentItem}`,
  });
  const editor = useEditor({
    schema: packContentItem,
    initial,
    prefix: 'item',
    save: (item: AuthoringLearningContentInput) =>
      answer
        ? saveLearningContent(answer.idContentItem, answer.version, item)
        : createLearningContent({ ...item, key: keyFromTitle(item.text, 'conteudo') }),
    onSaved: keepSaved,
  });
  const { form } = editor;
  const type = Number(form.watch('type'));
  const accept = MEDIA_ACCEPT[type];
  return (
    <EditorScreen
      titleId="authoring-lcontent-title"
      backTo="/admin/treinamentos?aba=conteudos"
      backText={t('authoring.node.back')}
      title={answer ? t('authoring.items.editTitle', { name: initial.text }) : t('authoring.items.newTitle')}
      editor={editor}
      onReload={onReload}
      remove={
        answer && {
          confirmText: t('authoring.learning.confirmRemove', { name: answer.item.text }),
          removedText: t('authoring.learning.removed'),
          remove: () => deleteLearningContent(answer.idContentItem, answer.version),
          backTo: '/admin/treinamentos',
        }
      }
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <TextInput form={form} name="text" label={t('authoring.items.text')} required nullable={false} />
        <SelectInput
          form={form}
          name="type"
          label={t('authoring.items.type')}
          numeric
          choices={LEARNING_TYPES.map((value) => ({
            value,
            label: t(`authoring.learningTypes.t${value}` as 'authoring.learningTypes.t1'),
          }))}
        />
        <TextInput form={form} name="label" label={t('authoring.node.label')} />
        <TextInput form={form} name="author" label={t('authoring.items.author')} />
      </div>
      <TextAreaInput form={form} name="description" label={t('authoring.items.description')} />
      <div className="grid gap-4 lg:grid-cols-2">
        <MediaInput form={form} name="image" label={t('authoring.items.image')} accept="image/*" />
        <MediaInput form={form} name="mobileImage" label={t('authoring.node.mobileImage')} accept="image/*" />
      </div>
      {accept !== undefined ? (
        <MediaInput form={form} name="contentLocation" label={t('authoring.items.file')} accept={accept || undefined} />
      ) : null}
      {type === 4 ? (
        <TextInput form={form} name="contentLocation" label={t('authoring.items.siteAddress')} type="url" />
      ) : null}
      {type === 27 || type === 7 ? (
        <TextInput form={form} name="link" label={t('authoring.items.link')} type="url" />
      ) : null}
      {type === 5 ? <RichHtmlInput form={form} name="content" label={t('authoring.items.html')} /> : null}
      {type === 26 ? <p className="text-sm text-muted">{t('authoring.learning.scormHint')}</p> : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <NumberInput form={form} name="duration" label={t('authoring.items.duration')} min={0} />
        <NumberInput form={form} name="workload" label={t('authoring.node.workload')} min={0} />
      </div>
      <div className="grid gap-1 sm:grid-cols-2">
        <FlagInput form={form} name="shareable" label={t('authoring.learning.shareable')} />
        <FlagInput form={form} name="isSeekingBlocked" label={t('authoring.learning.seekBlocked')} />
        <FlagInput form={form} name="active" label={t('authoring.published')} />
      </div>
    </EditorScreen>
  );
}
