import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthoringLearningContentInput, AuthoringLearningContentResponse } from '@trilha/shared/api/authoring';
import { packContentItem } from '@trilha/shared/api/pack-format';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import {
  createLearningContent,
  deleteLearningContent,
  fetchLearningContent,
  saveLearningContent,
} from '../../../api/authoring';
import { authoringKeys } from '../../../api/console-keys';
import { useTranslation } from '../../../i18n';
import { QueryState } from '../../../ui/query-state';
import { useToast } from '../../../ui/toast';
import { FlagInput, MediaInput, NumberInput, RichHtmlInput, SelectInput, TextAreaInput, TextInput } from './fields';
import { keyFromTitle, newKey } from './keys';
import { RemoveButton } from './remove-button';
import { applyServerErrors, collectErrors, SaveBar } from './save-bar';

/** The learning platform's content types (spec 3, 2.5) an administrator writes here; 26 comes from a SCORM upload. */
export const LEARNING_TYPES = [1, 2, 4, 5, 6, 7, 18, 27, 26] as const;
const MEDIA_ACCEPT: Partial<Record<number, string>> = { 1: 'audio/*', 2: 'video/*', 6: 'video/*', 18: '' };

/** A learning content: its kind and what it shows (a medium, a page of HTML, a site, a file, a link). */
export function LearningContentPage() {
  const params = useParams();
  const idContentItem = params.idContentItem ? Number(params.idContentItem) : null;
  const query = useQuery({
    queryKey: authoringKeys.learningContent(idContentItem),
    queryFn: () => fetchLearningContent(idContentItem as number),
    enabled: idContentItem !== null,
  });
  if (idContentItem === null)
    return <ContentForm answer={null} initial={{ key: newKey('conteudo'), type: 5, text: '', active: true }} />;
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      isEmpty={false}
      emptyText=""
      onRetry={() => void query.refetch()}
    >
      {query.data ? (
        <ContentForm
          key={query.data.version}
          answer={query.data}
          initial={query.data.item}
          onReload={() => void query.refetch()}
        />
      ) : null}
    </QueryState>
  );
}

function ContentForm({
  answer,
  initial,
  onReload,
}: {
  answer: AuthoringLearningContentResponse | null;
  initial: AuthoringLearningContentInput;
  onReload?: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useForm<AuthoringLearningContentInput>({
    resolver: zodResolver(packContentItem) as never,
    defaultValues: initial,
  });
  const type = Number(form.watch('type'));
  const [problems, setProblems] = useState<string[]>([]);
  const save = useMutation({
    mutationFn: (item: AuthoringLearningContentInput) =>
      answer
        ? saveLearningContent(answer.idContentItem, answer.version, item)
        : createLearningContent({ ...item, key: keyFromTitle(item.text, 'conteudo') }),
    onSuccess: (saved) => {
      client.setQueryData(authoringKeys.learningContent(saved.idContentItem), saved);
      void client.invalidateQueries({ queryKey: authoringKeys.learning() });
      toast(t('authoring.saved'));
      if (!answer) navigate(`/admin/treinamentos/conteudos/${saved.idContentItem}`, { replace: true });
    },
    onError: (error) => setProblems(applyServerErrors(form, error, 'item')),
  });
  const accept = MEDIA_ACCEPT[type];
  return (
    <section aria-labelledby="authoring-lcontent-title">
      <p className="mb-2 text-sm">
        <Link to="/admin/treinamentos?aba=conteudos" className="text-brand underline-offset-4 hover:underline">
          {t('authoring.node.back')}
        </Link>
      </p>
      <h1 id="authoring-lcontent-title" className="mb-4 text-2xl font-bold">
        {answer ? t('authoring.items.editTitle', { name: initial.text }) : t('authoring.items.newTitle')}
      </h1>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit(
          (values) => {
            setProblems([]);
            save.mutate(values);
          },
          (errors) => setProblems(collectErrors(errors)),
        )}
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
          <MediaInput
            form={form}
            name="contentLocation"
            label={t('authoring.items.file')}
            accept={accept || undefined}
          />
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
        <SaveBar
          isSaving={save.isPending}
          isDirty={form.formState.isDirty}
          error={save.error}
          problems={problems}
          onReload={onReload ?? (() => undefined)}
          extra={
            answer ? (
              <RemoveButton
                confirmText={t('authoring.learning.confirmRemove', { name: answer.item.text })}
                removedText={t('authoring.learning.removed')}
                remove={() => deleteLearningContent(answer.idContentItem, answer.version)}
                backTo="/admin/treinamentos"
                onRefused={(message) => setProblems([message])}
              />
            ) : null
          }
        />
      </form>
    </section>
  );
}
