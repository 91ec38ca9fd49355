import { zodResolver } from '@hookform/resolvers/zod';
import { forgotRequest } from '@trilha/shared/api/auth';
import { useForm } from 'react-hook-form';
import { sendPasswordLink } from '../../api/auth';
import { useTranslation } from '../../i18n';
import { useTenant } from '../../lib/tenant';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';

/** The login name the link is sent for, checked as the request checks it. */
const passwordLinkForm = forgotRequest.pick({ username: true });
type PasswordLinkFormValues = { username: string };

/** 'Esqueceu sua senha?' and 'Primeiro acesso?': the login name, 'Voltar' and 'Enviar e-mail'; Enter sends. */
export function PasswordLinkForm({
  firstAccess,
  initialUsername,
  onBack,
}: {
  firstAccess: boolean;
  initialUsername: string;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const app = useTenant();
  const toast = useToast();
  const { register, handleSubmit, formState, setError } = useForm<PasswordLinkFormValues>({
    resolver: zodResolver(passwordLinkForm),
    defaultValues: { username: initialUsername },
    shouldFocusError: false,
  });

  const submit = handleSubmit(async ({ username }) => {
    try {
      await sendPasswordLink({ username, idAppType: app.idAppType, idApp: app.idApp, firstAccess });
      toast(t('auth.emailSent'), { tone: 'success' });
      onBack();
    } catch {
      toast(t('auth.emailFailed'), { tone: 'error' });
      setError('username', { message: t('auth.emailFailedInline') });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <h1 className="text-xl font-bold text-ink">{firstAccess ? t('auth.firstAccessTitle') : t('auth.forgotTitle')}</h1>
      <p className="text-sm text-muted">{firstAccess ? t('auth.firstAccessHint') : t('auth.forgotHint')}</p>
      <TextField
        label={t('auth.username')}
        autoComplete="username"
        autoCapitalize="none"
        {...register('username')}
        error={formState.errors.username?.message}
        autoFocus
      />
      <div className="flex gap-3">
        <Button variant="secondary" className="flex-1" onClick={onBack}>
          {t('common.back')}
        </Button>
        <Button type="submit" className="flex-1" disabled={formState.isSubmitting}>
          {t('auth.sendEmail')}
        </Button>
      </div>
    </form>
  );
}
