import { type FormEvent, useState } from 'react';
import { sendPasswordLink } from '../../api/auth';
import { useTranslation } from '../../i18n';
import { useTenant } from '../../lib/tenant';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { useToast } from '../../ui/toast';

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
  const [username, setUsername] = useState(initialUsername);
  const [error, setError] = useState<string | undefined>();
  const [isSending, setIsSending] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim()) return setError(t('auth.usernameRequired'));
    setIsSending(true);
    setError(undefined);
    try {
      await sendPasswordLink({ username: username.trim(), idAppType: app.idAppType, idApp: app.idApp, firstAccess });
      toast(t('auth.emailSent'), { tone: 'success' });
      onBack();
    } catch {
      toast(t('auth.emailFailed'), { tone: 'error' });
      setError(t('auth.emailFailedInline'));
    } finally {
      setIsSending(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <h1 className="text-xl font-bold text-ink">{firstAccess ? t('auth.firstAccessTitle') : t('auth.forgotTitle')}</h1>
      <p className="text-sm text-muted">{firstAccess ? t('auth.firstAccessHint') : t('auth.forgotHint')}</p>
      <TextField
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={error}
        autoFocus
      />
      <div className="flex gap-3">
        <Button variant="secondary" className="flex-1" onClick={onBack}>
          {t('common.back')}
        </Button>
        <Button type="submit" className="flex-1" disabled={isSending}>
          {t('auth.sendEmail')}
        </Button>
      </div>
    </form>
  );
}
