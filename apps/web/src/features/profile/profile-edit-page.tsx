import { zodResolver } from '@hookform/resolvers/zod';
import type { ProfileUser } from '@trilha/shared/api/users';
import { optionalCpf, optionalPhone, profileName } from '@trilha/shared/api/users';
import { maskCpfInput } from '@trilha/shared/rules/cpf';
import { notificationLocks } from '@trilha/shared/rules/notifications';
import { maxLengthOf, z } from '@trilha/shared/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError } from '../../api/client';
import { updateProfile } from '../../api/users';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { TextField } from '../../ui/field';
import { LoadingState } from '../../ui/loading-state';
import { MessagePanel } from '../../ui/message-panel';
import { PhotoUploadModal } from './photo-upload-modal';
import { failureBanner, PhoneField, ProfileTop, useBanner } from './profile-top';
import { useProfile, useStoreProfile } from './use-profile';

/** The personal data form, checked by the same rules the server applies. */
const profileForm = z.object({
  name: profileName,
  cpf: optionalCpf,
  phone: optionalPhone,
  communicationAccepted: z.boolean(),
  // A disabled checkbox reads as undefined: off.
  emailNotification: z.boolean().optional(),
  smsNotification: z.boolean().optional(),
});
type ProfileForm = z.infer<typeof profileForm>;

const bit = (value: boolean | undefined): 0 | 1 => (value ? 1 : 0);

function toForm(user: ProfileUser): ProfileForm {
  return {
    name: user.name,
    cpf: user.cpf ?? '',
    phone: user.phone ?? '',
    communicationAccepted: user.communicationAccepted === 1,
    emailNotification: user.emailNotification === 1,
    smsNotification: user.smsNotification === 1,
  };
}

/** `/editar-perfil` and `/editPerfil` (spec document 1, sections 2, 4 "Profile save" and 5). */
export function ProfileEditPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isPending) return <LoadingState label={t('common.loading')} showLabel />;
  if (profile.isError) return <MessagePanel title={t('profile.loadFailed')} tone="error" />;
  return <ProfileEditForm user={profile.data} />;
}

function ProfileEditForm({ user }: { user: ProfileUser }) {
  const { t } = useTranslation();
  const storeProfile = useStoreProfile();
  const [banner, setBanner] = useBanner();
  const [isPhotoOpen, setIsPhotoOpen] = useState(false);
  const [photo, setPhoto] = useState(user.photo);
  const form = useForm<ProfileForm>({
    resolver: zodResolver(profileForm),
    defaultValues: toForm(user),
    mode: 'onSubmit',
  });
  const { register, handleSubmit, formState, watch, setValue, setError } = form;
  const [communicationAccepted, emailNotification, smsNotification] = watch([
    'communicationAccepted',
    'emailNotification',
    'smsNotification',
  ]);
  const locks = notificationLocks({
    communicationAccepted: bit(communicationAccepted),
    emailNotification: bit(emailNotification),
    smsNotification: bit(smsNotification),
  });

  // A new attempt clears the last banner, also when the form finds errors before sending.
  const submit = handleSubmit(
    async (values) => {
      setBanner(null);
      try {
        const answer = await updateProfile(user.idUser, {
          name: values.name,
          cpf: values.cpf,
          phone: values.phone,
          communicationAccepted: bit(values.communicationAccepted),
          emailNotification: bit(values.communicationAccepted && values.emailNotification),
          smsNotification: bit(values.communicationAccepted && values.smsNotification && !values.emailNotification),
        });
        storeProfile(answer.user);
        form.reset(toForm(answer.user));
        setBanner({ tone: 'success', text: t('profile.saved') });
      } catch (caught) {
        const field = caught instanceof ApiError ? caught.field : undefined;
        if (field === 'name' || field === 'cpf' || field === 'phone')
          setError(field, { message: (caught as ApiError).message });
        setBanner(failureBanner(caught, t('profile.saveFailed')));
      }
    },
    () => setBanner(null),
  );

  const name = register('name');
  const cpf = register('cpf');
  const phone = register('phone');
  const communication = register('communicationAccepted');
  return (
    <div className="flex flex-col gap-4">
      <ProfileTop
        title={t('profile.personalData')}
        banner={banner}
        name={user.name}
        photo={photo}
        changePhotoText={t('profile.changePhoto')}
        onChangePhoto={() => setIsPhotoOpen(true)}
      />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm">
        <TextField label={t('profile.email')} value={user.email} readOnly name="email" autoComplete="email" />
        <TextField
          label={t('profile.name')}
          autoComplete="name"
          maxLength={maxLengthOf(profileName)}
          {...name}
          error={formState.errors.name?.message}
        />
        <TextField
          label={t('profile.cpf')}
          inputMode="numeric"
          hint={t('profile.cpfHint')}
          {...cpf}
          onChange={(event) => {
            event.target.value = maskCpfInput(event.target.value);
            void cpf.onChange(event);
          }}
          error={formState.errors.cpf?.message}
        />
        <PhoneField
          label={t('profile.phone')}
          hint={t('profile.phoneHint')}
          registration={phone}
          error={formState.errors.phone?.message}
        />
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-semibold text-ink">{t('profile.notifications')}</legend>
          <p className="mb-1 text-xs text-muted">{t('profile.notificationsHint')}</p>
          <Checkbox
            label={t('profile.communicationAccepted')}
            {...communication}
            onChange={(event) => {
              void communication.onChange(event);
              if (!event.target.checked) {
                setValue('emailNotification', false);
                setValue('smsNotification', false);
              }
            }}
          />
          <Checkbox
            label={t('profile.emailNotification')}
            disabled={locks.isEmailDisabled}
            {...register('emailNotification')}
          />
          <Checkbox
            label={t('profile.smsNotification')}
            disabled={locks.isSmsDisabled}
            {...register('smsNotification')}
          />
        </fieldset>
        <div className="flex flex-col gap-2 sm:flex-row-reverse sm:justify-start">
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('profile.saving') : t('profile.save')}
          </Button>
          <Link
            to="/perfil"
            className="flex min-h-11 items-center justify-center rounded-lg border border-brand bg-white px-5 py-3 font-semibold text-brand hover:bg-brand-3"
          >
            {t('profile.cancel')}
          </Link>
        </div>
      </form>
      <PhotoUploadModal
        idUser={user.idUser}
        open={isPhotoOpen}
        onOpenChange={setIsPhotoOpen}
        onSaved={(saved) => {
          setPhoto(saved.photo);
          storeProfile(saved);
          setBanner({ tone: 'success', text: t('profile.photoSaved') });
        }}
      />
    </div>
  );
}
