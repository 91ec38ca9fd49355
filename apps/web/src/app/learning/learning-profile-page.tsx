import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { optionalPhone, type ProfileUser, profileName } from '@trilha/shared/api/users';
import { maxLengthOf, z } from '@trilha/shared/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/client';
import { fetchFeature } from '../../api/learning';
import { featureKeys } from '../../api/query-keys';
import { updateProfile } from '../../api/users';
import { NotificationsModal } from '../../features/account/notifications-modal';
import { PasswordModal } from '../../features/account/password-modal';
import { TopicsModal } from '../../features/account/topics-modal';
import { ActiveSessions } from '../../features/profile/active-sessions';
import { PhotoUploadModal } from '../../features/profile/photo-upload-modal';
import { failureBanner, PhoneField, ProfileTop, useBanner } from '../../features/profile/profile-top';
import { useProfile, useStoreProfile } from '../../features/profile/use-profile';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { MessagePanel } from '../../ui/message-panel';
import { Spinner } from '../../ui/spinner';

const learningProfileForm = z.object({ name: profileName, phone: optionalPhone });
type LearningProfileForm = z.infer<typeof learningProfileForm>;

/**
 * `/editPerfil` of the learning app, 'Dados pessoais' (spec 3, 2.9, 4.16 and 5): name and phone editable,
 * the avatar editor, the company's fields read-only (the last ones only when filled), and the entries for
 * topics of interest (with the recommendation feature), notifications and the password, then 'Sessões ativas'.
 */
export function LearningProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isPending) return <Spinner label={t('common.loading')} showLabel />;
  if (profile.isError) return <MessagePanel title={t('account.loadFailed')} tone="error" />;
  return <LearningProfileForm user={profile.data} />;
}

function LearningProfileForm({ user }: { user: ProfileUser }) {
  const { t } = useTranslation();
  const storeProfile = useStoreProfile();
  const [banner, setBanner] = useBanner();
  const [modal, setModal] = useState<'photo' | 'topics' | 'notifications' | 'password' | null>(null);
  const [photo, setPhoto] = useState(user.photo);
  const recommendations = useQuery({
    queryKey: featureKeys.feature('RECOMMENDATION_BLOCK'),
    queryFn: () => fetchFeature('RECOMMENDATION_BLOCK'),
  });
  const { register, handleSubmit, formState, reset, setError } = useForm<LearningProfileForm>({
    resolver: zodResolver(learningProfileForm),
    defaultValues: { name: user.name, phone: user.phone ?? '' },
  });

  // A new attempt clears the last banner, also when the form finds errors before sending.
  const submit = handleSubmit(
    async (values) => {
      setBanner(null);
      try {
        // managerName and the other read-only fields are not sent (spec 3, 5).
        const answer = await updateProfile(user.idUser, { name: values.name, phone: values.phone });
        storeProfile(answer.user);
        reset({ name: answer.user.name, phone: answer.user.phone ?? '' });
        setBanner({ tone: 'success', text: t('account.saved') });
      } catch (caught) {
        if (caught instanceof ApiError && (caught.field === 'name' || caught.field === 'phone')) {
          setError(caught.field, { message: caught.message });
        }
        setBanner(failureBanner(caught, t('account.saveFailed')));
      }
    },
    () => setBanner(null),
  );

  const phone = register('phone');
  const readOnly: Array<[string, string | null]> = [
    [t('account.login'), user.username],
    [t('account.email'), user.email],
    [t('account.employeeCode'), user.employeeCode],
    [t('account.manager'), user.managerName],
    [t('account.role'), user.role],
    [t('account.department'), user.department],
    [t('account.unit'), user.unit],
    [t('account.branch'), user.branch],
  ];
  const entry =
    'flex min-h-12 w-full items-center justify-between rounded-lg px-3 text-left font-medium text-ink hover:bg-brand-3';
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <ProfileTop
        title={t('account.personalData')}
        banner={banner}
        name={user.name}
        photo={photo}
        changePhotoText={t('account.changePhoto')}
        onChangePhoto={() => setModal('photo')}
      />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm">
        <TextField
          label={t('account.name')}
          maxLength={maxLengthOf(profileName)}
          autoComplete="name"
          {...register('name')}
          error={formState.errors.name?.message}
        />
        <PhoneField
          label={t('account.phone')}
          hint={t('account.phoneHint')}
          registration={phone}
          error={formState.errors.phone?.message}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {readOnly
            .filter(([, value], index) => index < 2 || Boolean(value))
            .map(([label, value]) => (
              <TextField key={label} label={label} value={value ?? ''} readOnly />
            ))}
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('account.saving') : t('account.save')}
          </Button>
        </div>
      </form>
      <section aria-labelledby="profile-settings" className="rounded-2xl bg-white p-3 shadow-sm">
        <h2 id="profile-settings" className="px-3 py-2 text-sm font-bold uppercase text-muted">
          {t('account.settings')}
        </h2>
        {recommendations.data === true ? (
          <button type="button" className={entry} onClick={() => setModal('topics')}>
            {t('account.topics')} <span aria-hidden="true">›</span>
          </button>
        ) : null}
        <button type="button" className={entry} onClick={() => setModal('notifications')}>
          {t('account.notifications')} <span aria-hidden="true">›</span>
        </button>
        <button type="button" className={entry} onClick={() => setModal('password')}>
          {t('account.changePassword')} <span aria-hidden="true">›</span>
        </button>
      </section>
      <ActiveSessions idUser={user.idUser} />
      <PhotoUploadModal
        idUser={user.idUser}
        open={modal === 'photo'}
        onOpenChange={(open) => setModal(open ? 'photo' : null)}
        onSaved={(saved) => {
          setPhoto(saved.photo);
          storeProfile(saved);
          setBanner({ tone: 'success', text: t('account.photoSaved') });
        }}
      />
      <TopicsModal
        idUser={user.idUser}
        open={modal === 'topics'}
        onOpenChange={(open) => setModal(open ? 'topics' : null)}
      />
      <NotificationsModal
        idUser={user.idUser}
        open={modal === 'notifications'}
        onOpenChange={(open) => setModal(open ? 'notifications' : null)}
      />
      <PasswordModal
        idUser={user.idUser}
        open={modal === 'password'}
        onOpenChange={(open) => setModal(open ? 'password' : null)}
      />
    </div>
  );
}
