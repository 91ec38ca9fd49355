import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { TextField } from '../../ui/field';
import { Avatar } from './directory-section';

/** The read-only profile of a member from the directory: `/PerfilUsuario?nome&email&photo` (document 2, 2.1). */
export function UserProfilePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const name = params.get('nome') ?? '';
  const email = params.get('email') ?? '';
  // Only an address of this app or an https image is shown.
  const rawPhoto = params.get('photo');
  const photo = rawPhoto && (rawPhoto.startsWith('/') || rawPhoto.startsWith('https://')) ? rawPhoto : null;
  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-black/5">
      <h1 className="text-xl font-bold text-ink">{t('community.directory.profileTitle')}</h1>
      <Avatar name={name} photo={photo} size="lg" />
      <TextField label={t('community.directory.name')} value={name} readOnly className="w-full" />
      <TextField label={t('community.directory.email')} value={email} readOnly className="w-full" />
    </div>
  );
}
