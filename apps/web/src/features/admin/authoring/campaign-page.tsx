import { useQuery } from '@tanstack/react-query';
import type { AuthoringCampaignInput, AuthoringCampaignResponse } from '@trilha/shared/api/authoring';
import { GAMIFICATION_EVENT_CODES, packCampaign } from '@trilha/shared/api/pack-format';
import { compareText } from '@trilha/shared/rules/text-order';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { createCampaign, deleteCampaign, fetchCampaign, fetchDepartments, saveCampaign } from '../../../api/authoring';
import { adminKeys, authoringKeys } from '../../../api/console-keys';
import { useTranslation } from '../../../i18n';
import { Checkbox } from '../../../ui/checkbox';
import { TextField } from '../../../ui/field';
import { QueryView } from '../../../ui/query-state';
import { FieldMessage } from '../admin-ui';
import { EditorByAddress, EditorScreen, useEditor, useKeepSaved } from './editor';
import { DateTimeInput, FlagInput, TextAreaInput, TextInput } from './fields';
import { keyFromTitle, newKey } from './keys';

/** A campaign: its period, whether it runs, and the points each event earns. */
export function CampaignEditorPage() {
  return (
    <EditorByAddress param="idCampaign" queryKey={authoringKeys.campaign} queryFn={fetchCampaign}>
      {(answer, onReload) => (
        <CampaignForm answer={answer} initial={answer?.campaign ?? newCampaign()} onReload={onReload} />
      )}
    </EditorByAddress>
  );
}

/** A new campaign: running for thirty days from now, content completions worth ten points. */
function newCampaign(): AuthoringCampaignInput {
  const start = new Date();
  const end = new Date(start.getTime() + 30 * 24 * 60 * 60 * 1000);
  return {
    key: newKey('campanha'),
    name: '',
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    active: true,
    events: { CONTENT_COMPLETED: 10 },
  };
}

function CampaignForm({
  answer,
  initial,
  onReload,
}: {
  answer: AuthoringCampaignResponse | null;
  initial: AuthoringCampaignInput;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const [announceAgain, setAnnounceAgain] = useState(false);
  const keepSaved = useKeepSaved<AuthoringCampaignResponse>({
    isNew: !answer,
    queryKey: (saved) => authoringKeys.campaign(saved.idCampaign),
    list: () => adminKeys.campaigns(),
    path: (saved) => `/admin/campanhas/${saved.idCampaign}`,
  });
  const editor = useEditor({
    schema: packCampaign,
    initial,
    prefix: 'campaign',
    save: (campaign: AuthoringCampaignInput) =>
      answer
        ? saveCampaign(answer.idCampaign, answer.version, campaign, announceAgain)
        : createCampaign({ ...campaign, key: keyFromTitle(campaign.name, 'campanha') }),
    onSaved: (saved) => {
      setAnnounceAgain(false);
      keepSaved(saved);
    },
  });
  const { form } = editor;
  return (
    <EditorScreen
      titleId="authoring-campaign-title"
      backTo="/admin/campanhas"
      backText={t('authoring.campaign.back')}
      title={answer ? t('authoring.campaign.editTitle', { name: initial.name }) : t('authoring.campaign.newTitle')}
      editor={editor}
      onReload={onReload}
      remove={
        answer && {
          confirmText: t('authoring.campaign.confirmRemove', { name: answer.campaign.name }),
          removedText: t('authoring.campaign.removed'),
          remove: () => deleteCampaign(answer.idCampaign, answer.version),
          backTo: '/admin/campanhas',
        }
      }
    >
      <TextInput form={form} name="name" label={t('authoring.campaign.name')} required nullable={false} />
      <div className="grid gap-4 md:grid-cols-2">
        <DateTimeInput form={form} name="startDate" label={t('authoring.campaign.start')} required />
        <DateTimeInput form={form} name="endDate" label={t('authoring.campaign.end')} required />
      </div>
      <FlagInput form={form} name="active" label={t('authoring.campaign.active')} />
      <fieldset className="flex flex-col gap-2 rounded-xl border border-line p-3">
        <legend className="px-1 text-lg font-semibold">{t('authoring.campaign.announcement')}</legend>
        <TextAreaInput
          form={form}
          name="description"
          label={t('authoring.campaign.description')}
          hint={t('authoring.campaign.descriptionHint')}
        />
        {answer ? (
          <>
            <p className="text-sm text-muted">
              {t('authoring.campaign.announcementSeen', { count: answer.announcementSeen })}
            </p>
            <Checkbox
              label={t('authoring.campaign.announceAgain')}
              checked={announceAgain}
              onChange={(event) => setAnnounceAgain(event.target.checked)}
            />
          </>
        ) : null}
      </fieldset>
      <Departments form={form} />
      <fieldset className="grid gap-3 rounded-xl border border-line p-3 md:grid-cols-2">
        <legend className="px-1 text-lg font-semibold">{t('authoring.campaign.events')}</legend>
        <p className="text-sm text-muted md:col-span-2">{t('authoring.campaign.eventsHelp')}</p>
        {GAMIFICATION_EVENT_CODES.map((code) => (
          <Controller
            key={code}
            control={form.control}
            name={`events.${code}`}
            render={({ field, fieldState }) => (
              <TextField
                label={t(`authoring.campaign.eventNames.${code}`)}
                type="number"
                inputMode="numeric"
                min={0}
                error={fieldState.error?.message}
                value={typeof field.value === 'number' ? field.value : ''}
                onChange={(event) => field.onChange(event.target.value === '' ? undefined : Number(event.target.value))}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
              />
            )}
          />
        ))}
      </fieldset>
    </EditorScreen>
  );
}

/**
 * The departments a campaign is open to, from those of the company's members (and any the campaign already
 * names); none checked: every member takes part.
 */
function Departments({ form }: { form: UseFormReturn<AuthoringCampaignInput> }) {
  const { t } = useTranslation();
  const known = useQuery({ queryKey: authoringKeys.departments(), queryFn: fetchDepartments });
  const chosen = form.watch('departments') ?? [];
  const names = [...new Set([...(known.data?.departments ?? []), ...chosen])].sort(compareText);
  const error = form.formState.errors.departments?.message;
  return (
    <fieldset
      className="flex flex-col gap-2 rounded-xl border border-line p-3"
      aria-describedby="campaign-departments-hint"
    >
      <legend className="px-1 text-lg font-semibold">{t('authoring.campaign.departments')}</legend>
      <p id="campaign-departments-hint" className="text-sm text-muted">
        {t('authoring.campaign.departmentsHint')}
      </p>
      <QueryView query={known} isEmpty={names.length === 0} emptyText={t('authoring.campaign.noDepartments')}>
        <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
          {names.map((name) => (
            <Checkbox
              key={name}
              label={name}
              checked={chosen.includes(name)}
              onChange={(event) =>
                form.setValue(
                  'departments',
                  event.target.checked ? [...chosen, name] : chosen.filter((entry) => entry !== name),
                  { shouldDirty: true, shouldValidate: true },
                )
              }
            />
          ))}
        </div>
      </QueryView>
      <FieldMessage error={error} />
    </fieldset>
  );
}
