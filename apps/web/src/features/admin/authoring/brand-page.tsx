import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AuthoringAppInput,
  type AuthoringAppResponse,
  CONSOLE_FEATURES,
  type ConsoleFeatures,
  saveAppRequest,
} from '@trilha/shared/api/authoring';
import { useId, useState } from 'react';
import { Controller, get, type useForm, useFormState, useWatch } from 'react-hook-form';
import { fetchAuthoringApp, fetchAuthoringApps, saveAuthoringApp } from '../../../api/authoring';
import { authoringKeys } from '../../../api/console-keys';
import { useSession } from '../../../api/session';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { LabelledSelect } from '../../../ui/field';
import { QueryView } from '../../../ui/query-state';
import { useToast } from '../../../ui/toast';
import { AdminSection } from '../admin-ui';
import { LoadedEditor, useEditor } from './editor';
import { ColorInput, FlagInput, MediaInput, NumberInput, SelectInput, TextAreaInput, TextInput } from './fields';
import { collectErrors, SaveBar } from './save-bar';

/** What the brand form edits: the app's settings and the company's features, saved together. */
type BrandForm = { version: string; app: AuthoringAppInput; features: ConsoleFeatures };

/** The SAML names of the company's identity provider, each a text field side by side. */
const SAML_NAMES = [
  ['issuer', 'authoring.brand.samlIssuer'],
  ['idpIssuer', 'authoring.brand.samlIdpIssuer'],
  ['emailAttribute', 'authoring.brand.samlEmail'],
  ['nameAttribute', 'authoring.brand.samlName'],
] as const;

/**
 * The company's apps: brand (name, logo, icon, colours), login (images, position, logo), landing page,
 * hosts, features, single sign-on with a test sign-in, with a live preview of the login and the home.
 */
export function BrandPage() {
  const { t } = useTranslation();
  const apps = useQuery({ queryKey: authoringKeys.apps(), queryFn: fetchAuthoringApps });
  const [idApp, setIdApp] = useState<number | null>(null);
  const selected = idApp ?? apps.data?.apps[0]?.idApp ?? null;
  return (
    <AdminSection titleId="authoring-brand-title" title={t('authoring.brand.title')}>
      <QueryView query={apps} isEmpty={(apps.data?.apps.length ?? 0) === 0} emptyText={t('authoring.brand.noApps')}>
        <LabelledSelect
          label={t('authoring.brand.app')}
          value={selected ?? ''}
          choices={(apps.data?.apps ?? []).map((app) => ({
            value: app.idApp,
            label: `${app.name} (${app.type === 1 ? t('authoring.brand.contentApp') : t('authoring.brand.learningApp')})`,
          }))}
          onChange={setIdApp}
          className="mb-4 flex flex-col gap-1 sm:max-w-sm"
        />
        {selected ? <BrandEditor key={selected} idApp={selected} /> : null}
      </QueryView>
    </AdminSection>
  );
}

function BrandEditor({ idApp }: { idApp: number }) {
  const query = useQuery({ queryKey: authoringKeys.app(idApp), queryFn: () => fetchAuthoringApp(idApp) });
  return (
    <LoadedEditor query={query}>
      {(answer, onReload) => <BrandFormView answer={answer} onReload={onReload} />}
    </LoadedEditor>
  );
}

function BrandFormView({ answer, onReload }: { answer: AuthoringAppResponse; onReload: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const [usesSaml, setUsesSaml] = useState(Boolean(answer.app.samlConfiguration));
  const editor = useEditor({
    schema: saveAppRequest,
    initial: { version: answer.version, app: answer.app, features: answer.features },
    prefix: '',
    save: (values: BrandForm) => saveAuthoringApp(answer.idApp, values),
    onSaved: (saved) => {
      client.setQueryData(authoringKeys.app(answer.idApp), saved);
      void client.invalidateQueries({ queryKey: authoringKeys.apps() });
      toast(t('authoring.saved'));
    },
  });
  const { form } = editor;
  const a = (name: string) => `app.${name}` as 'app.name';
  return (
    <form noValidate onSubmit={editor.onSubmit} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
          <legend className="px-1 text-lg font-semibold">{t('authoring.brand.identity')}</legend>
          <TextInput form={form} name={a('name')} label={t('authoring.brand.name')} required nullable={false} />
          <div className="grid gap-3 md:grid-cols-2">
            <MediaInput form={form} name={a('logo')} label={t('authoring.brand.logo')} accept="image/*" />
            <MediaInput form={form} name={a('favIcon')} label={t('authoring.brand.icon')} accept="image/*" />
          </div>
          <div className="grid gap-3 sm:grid-cols-3">
            <ColorInput form={form} name={a('primaryColor')} label={t('authoring.brand.primary')} />
            <ColorInput form={form} name={a('secondaryColor')} label={t('authoring.brand.secondary')} />
            <ColorInput form={form} name={a('thirdColor')} label={t('authoring.brand.third')} />
          </div>
          <SelectInput
            form={form}
            name={'app.homeDesign.home.homeType' as 'app.name'}
            empty="undefined"
            label={t('authoring.brand.homeType')}
            allowEmpty
            emptyLabel={t('authoring.node.defaultChoice')}
            choices={(['row', 'mosaic', 'fullscreen', 'carousel'] as const).map((value) => ({
              value,
              label: t(`authoring.brand.homeTypes.${value}`),
            }))}
          />
        </fieldset>
        <fieldset className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
          <legend className="px-1 text-lg font-semibold">{t('authoring.brand.login')}</legend>
          <TextInput form={form} name={a('companyLogin')} label={t('authoring.brand.companyLogin')} />
          <div className="grid gap-3 md:grid-cols-2">
            <MediaInput form={form} name={a('loginImage')} label={t('authoring.brand.loginImage')} accept="image/*" />
            <MediaInput
              form={form}
              name={a('loginImageMobile')}
              label={t('authoring.brand.loginImageMobile')}
              accept="image/*"
            />
          </div>
          <SelectInput
            form={form}
            name={a('loginPosition')}
            label={t('authoring.brand.loginPosition')}
            choices={(['top', 'middle', 'bottom'] as const).map((value) => ({
              value,
              label: t(`authoring.brand.positions.${value}`),
            }))}
          />
          <FlagInput form={form} name={a('showLoginLogo')} label={t('authoring.brand.showLoginLogo')} />
        </fieldset>
        <fieldset className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
          <legend className="px-1 text-lg font-semibold">{t('authoring.brand.landing')}</legend>
          <FlagInput form={form} name={a('landingPage')} label={t('authoring.brand.landingPage')} />
          <MediaInput form={form} name={a('landingLogo')} label={t('authoring.brand.landingLogo')} accept="image/*" />
          <TextInput
            form={form}
            name={a('landingPageLocation')}
            label={t('authoring.brand.landingLocation')}
            type="url"
          />
          <TextAreaInput
            form={form}
            name={a('landingPageContact')}
            label={t('authoring.brand.landingContact')}
            rows={2}
          />
        </fieldset>
        <HostsField form={form} />
        <fieldset className="flex flex-col gap-1 rounded-xl border border-line bg-white p-4">
          <legend className="px-1 text-lg font-semibold">{t('authoring.brand.features')}</legend>
          {CONSOLE_FEATURES.map((code) => (
            <FlagInput
              key={code}
              form={form}
              name={`features.${code}` as 'app.name'}
              label={t(`authoring.brand.feature.${code}`)}
            />
          ))}
          <FlagInput form={form} name={a('onBoardScreen')} label={t('authoring.brand.onboarding')} />
          <TextInput form={form} name={a('onBoardUrl')} label={t('authoring.brand.onboardingUrl')} type="url" />
          <FlagInput form={form} name={a('lastContentRedirect')} label={t('authoring.brand.lastContent')} />
          <FlagInput form={form} name={a('askPWA')} label={t('authoring.brand.askPWA')} />
          <FlagInput form={form} name={a('gamification')} label={t('authoring.brand.gamification')} />
        </fieldset>
        <fieldset className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
          <legend className="px-1 text-lg font-semibold">{t('authoring.brand.terms')}</legend>
          <NumberInput
            form={form}
            name={a('agreementVersion')}
            empty="undefined"
            label={t('authoring.brand.agreementVersion')}
            hint={t('authoring.brand.agreementHint')}
            min={0}
          />
          <TextAreaInput form={form} name={a('agreementTerms')} label={t('authoring.brand.agreementTerms')} rows={4} />
        </fieldset>
        <fieldset className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
          <legend className="px-1 text-lg font-semibold">{t('authoring.brand.saml')}</legend>
          <Checkbox
            label={t('authoring.brand.usesSaml')}
            checked={usesSaml}
            onChange={(event) => {
              setUsesSaml(event.target.checked);
              form.setValue('app.samlConfiguration', event.target.checked ? { entryPoint: '', idpCert: '' } : null, {
                shouldDirty: true,
              });
            }}
          />
          {usesSaml ? (
            <>
              <TextInput
                form={form}
                name={a('samlConfiguration.entryPoint')}
                label={t('authoring.brand.samlEntryPoint')}
                type="url"
                required
                nullable={false}
              />
              <TextAreaInput
                form={form}
                name={a('samlConfiguration.idpCert')}
                label={t('authoring.brand.samlCert')}
                rows={4}
              />
              <div className="grid gap-3 md:grid-cols-2">
                {SAML_NAMES.map(([name, label]) => (
                  <TextInput
                    key={name}
                    form={form}
                    name={a(`samlConfiguration.${name}`)}
                    empty="undefined"
                    label={t(label)}
                  />
                ))}
              </div>
              <TextInput
                form={form}
                name={a('samlConfiguration.logoutUrl')}
                empty="undefined"
                label={t('authoring.brand.samlLogout')}
                type="url"
              />
              <FlagInput
                form={form}
                name={a('samlConfiguration.autoRedirect')}
                label={t('authoring.brand.samlAutoRedirect')}
              />
              <FlagInput
                form={form}
                name={a('samlConfiguration.jitProvisioning')}
                label={t('authoring.brand.samlJit')}
              />
              <SamlTest answer={answer} isDirty={form.formState.isDirty} />
            </>
          ) : null}
        </fieldset>
        <SaveBar {...editor.saveBar} onReload={onReload} />
      </div>
      <BrandPreview form={form} />
    </form>
  );
}

/** The app's addresses, one per line; each is checked not to be another company's (or another app's). */
function HostsField({ form }: { form: ReturnType<typeof useForm<BrandForm>> }) {
  const { t } = useTranslation();
  const id = useId();
  const { errors } = useFormState({ control: form.control, name: 'app.hosts' });
  const found = get(errors, 'app.hosts') as unknown;
  const messages = collectErrors(found);
  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border border-line bg-white p-4">
      <legend className="px-1 text-lg font-semibold">{t('authoring.brand.hosts')}</legend>
      <Controller
        control={form.control}
        name="app.hosts"
        render={({ field }) => (
          <div className="flex flex-col gap-1">
            <label htmlFor={id} className="text-sm font-medium">
              {t('authoring.brand.hostsLabel')}
            </label>
            <textarea
              id={id}
              rows={3}
              defaultValue={(field.value ?? []).join('\n')}
              aria-invalid={messages.length ? true : undefined}
              aria-describedby={`${id}-hint${messages.length ? ` ${id}-error` : ''}`}
              onBlur={(event) => {
                field.onChange(
                  event.target.value
                    .split(/[\n,]/)
                    .map((host) => host.trim().toLowerCase())
                    .filter(Boolean),
                );
                field.onBlur();
              }}
              className="rounded-lg border border-line bg-white px-3 py-2 font-mono text-base aria-[invalid=true]:border-danger"
            />
            <p id={`${id}-hint`} className="text-xs text-muted">
              {t('authoring.brand.hostsHint')}
            </p>
            {messages.length ? (
              <ul id={`${id}-error`} role="alert" className="text-sm text-danger">
                {messages.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : null}
          </div>
        )}
      />
    </fieldset>
  );
}

/** Opens the identity provider with the saved settings; the answer comes back to /teste-saml, signing nobody in. */
function SamlTest({ answer, isDirty }: { answer: AuthoringAppResponse; isDirty: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const host = answer.app.hosts[0];
  const origin = host ? `${location.protocol}//${host}${location.port ? `:${location.port}` : ''}` : location.origin;
  const href = session
    ? `/login/sso/${encodeURIComponent(answer.bucket)}/${answer.idApp}/${session.loginInfo.idCompany}?callback=${encodeURIComponent(`${origin}/teste-saml`)}`
    : null;
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="secondary"
        className="self-start"
        disabled={isDirty || !answer.app.samlConfiguration || !href}
        onClick={() => {
          if (href) window.open(href, '_blank', 'noopener');
        }}
      >
        {t('authoring.brand.samlTest')}
      </Button>
      <p className="text-xs text-muted">
        {isDirty ? t('authoring.brand.samlSaveFirst') : t('authoring.brand.samlTestHelp')}
      </p>
    </div>
  );
}

/**
 * What members will see, drawn from the form as it is typed: the login (image, logo, position of the form)
 * or the home (header, cards), in the app's colours. A picture, so screen readers get a description.
 */
function BrandPreview({ form }: { form: ReturnType<typeof useForm<BrandForm>> }) {
  const { t } = useTranslation();
  const [screen, setScreen] = useState<'login' | 'home'>('login');
  const app = useWatch({ control: form.control, name: 'app' });
  const primary = app.primaryColor || '#333333';
  const secondary = app.secondaryColor || '#666666';
  const third = app.thirdColor || '#eeeeee';
  const position = app.loginPosition ?? 'middle';
  const showLogo = app.showLoginLogo === undefined || app.showLoginLogo === true || app.showLoginLogo === 1;
  const homeType = (app.homeDesign as { home?: { homeType?: string } } | null | undefined)?.home?.homeType ?? 'row';
  return (
    <aside aria-labelledby="authoring-preview-title" className="lg:sticky lg:top-4 lg:self-start">
      <h2 id="authoring-preview-title" className="mb-2 text-lg font-semibold">
        {t('authoring.brand.preview')}
      </h2>
      <div role="radiogroup" aria-label={t('authoring.brand.previewScreen')} className="mb-2 flex gap-2">
        {(['login', 'home'] as const).map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name="preview-screen"
              className="size-5 accent-[var(--color-brand)]"
              checked={screen === value}
              onChange={() => setScreen(value)}
            />
            {t(`authoring.brand.previewScreens.${value}`)}
          </label>
        ))}
      </div>
      <p className="sr-only">
        {screen === 'login'
          ? t('authoring.brand.previewLoginText', {
              name: app.name,
              position: t(`authoring.brand.positions.${position}`),
            })
          : t('authoring.brand.previewHomeText', {
              name: app.name,
              layout: t(`authoring.brand.homeTypes.${homeType as 'row'}`),
            })}
      </p>
      <div
        aria-hidden="true"
        className="relative mx-auto aspect-[9/16] w-full max-w-[20rem] overflow-hidden rounded-[2rem] border-8 border-gray-900 bg-white text-[0.7rem] shadow-lg"
        data-testid="brand-preview"
      >
        {screen === 'login' ? (
          <div
            className={`flex h-full flex-col items-center p-4 ${position === 'top' ? 'justify-start' : position === 'bottom' ? 'justify-end' : 'justify-center'}`}
            style={{
              backgroundColor: third,
              backgroundImage:
                app.loginImageMobile || app.loginImage ? `url("${app.loginImageMobile || app.loginImage}")` : undefined,
              backgroundSize: 'cover',
            }}
          >
            <div className="flex w-full flex-col items-center gap-2 rounded-xl bg-white/95 p-3 shadow">
              {showLogo && app.logo ? <img src={app.logo} alt="" className="h-8 object-contain" /> : null}
              <p className="font-bold text-gray-900">{app.companyLogin || app.name}</p>
              <div className="h-6 w-full rounded border border-gray-300 bg-white" />
              <div
                className="flex h-7 w-full items-center justify-center rounded font-semibold text-white"
                style={{ backgroundColor: primary }}
              >
                {t('auth.next')}
              </div>
            </div>
          </div>
        ) : (
          <div className="flex h-full flex-col" style={{ backgroundColor: third }}>
            <div className="flex items-center gap-2 p-2 text-white" style={{ backgroundColor: primary }}>
              {app.logo ? <img src={app.logo} alt="" className="h-5 object-contain" /> : null}
              <span className="truncate font-bold">{app.name}</span>
            </div>
            <div
              className={`grid flex-1 gap-2 p-2 ${homeType === 'mosaic' ? 'grid-cols-2' : homeType === 'fullscreen' ? 'grid-cols-1' : 'grid-cols-3'} content-start`}
            >
              {Array.from({ length: homeType === 'fullscreen' ? 2 : 6 }, (_, index) => (
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards of a picture
                  key={index}
                  className={`rounded-lg ${homeType === 'fullscreen' ? 'h-32' : 'h-14'} ${homeType === 'row' && index === 0 ? 'col-span-2' : ''}`}
                  style={{ backgroundColor: index % 2 ? secondary : primary, opacity: 0.85 }}
                />
              ))}
            </div>
            <div className="h-8" style={{ backgroundColor: secondary }} />
          </div>
        )}
      </div>
    </aside>
  );
}
