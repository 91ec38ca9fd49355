import { zodResolver } from '@hookform/resolvers/zod';
import { newPassword } from '@trilha/shared/api/auth';
import { z } from '@trilha/shared/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { resetPassword } from '../../api/auth';
import { errorMessage } from '../../api/error-message';
import { useTranslation } from '../../i18n';
import { useTenant } from '../../lib/tenant';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';

/** The new password, checked by the rules the server applies, and its confirmation, which never leaves the device. */
const resetPasswordForm = z
  .object({
    password: z.string().min(1, 'Nova senha obrigatório').pipe(newPassword),
    confirmation: z.string(),
  })
  .refine((value) => value.confirmation === value.password, {
    path: ['confirmation'],
    message: 'Esta senha tem que ser idêntica à digitada no campo Nova Senha.',
  });
type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

/** Every problem of a field, as one line: the password lists each rule it breaks. */
function allMessages(error: { message?: string; types?: Record<string, unknown> } | undefined) {
  if (!error?.types) return error?.message;
  return Object.values(error.types)
    .flat()
    .filter((value): value is string => typeof value === 'string')
    .join(' · ');
}

/**
 * The page an e-mailed link opens: a new password, checked by the shared rules, then back to the login.
 * As '/registro' (`isRegistration`) it ends the first access by phone and PIN.
 */
export function ResetPasswordPage({ isRegistration = false }: { isRegistration?: boolean }) {
  const { t } = useTranslation();
  const app = useTenant();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [isDone, setIsDone] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', confirmation: '' },
    criteriaMode: 'all',
    shouldFocusError: false,
  });
  const { errors } = formState;

  const submit = handleSubmit(async ({ password }) => {
    try {
      await resetPassword({ token, password });
      setIsDone(true);
    } catch (error) {
      setError('root', { message: errorMessage(error) });
    }
  });

  return (
    <main className="flex min-h-dvh items-center justify-center bg-brand-3 p-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-md">
        {app.logo ? (
          <img
            src={app.logo}
            alt={t('auth.logoAlt', { name: app.name })}
            width={180}
            height={48}
            className="mx-auto mb-6 h-12 w-auto"
          />
        ) : null}
        <h1 className="mb-4 text-xl font-bold text-ink">{isRegistration ? t('register.title') : t('reset.title')}</h1>
        {isRegistration && !isDone ? <p className="mb-4 text-sm text-muted">{t('register.welcome')}</p> : null}
        {isDone ? (
          <div className="flex flex-col gap-4">
            <p role="status" className="text-success">
              {isRegistration ? t('register.done') : t('reset.done')}
            </p>
            <Link to="/login" className="text-center font-semibold text-brand underline">
              {t('reset.goToLogin')}
            </Link>
          </div>
        ) : (
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <TextField
              label={t('reset.newPassword')}
              type="password"
              autoComplete="new-password"
              {...register('password')}
              error={allMessages(errors.password)}
              hint={t('reset.hint')}
            />
            <TextField
              label={t('reset.confirmPassword')}
              type="password"
              autoComplete="new-password"
              {...register('confirmation')}
              error={errors.confirmation?.message}
            />
            {errors.root?.message ? (
              <p role="alert" className="text-sm text-danger">
                {errors.root.message}
              </p>
            ) : null}
            <Button type="submit" disabled={formState.isSubmitting}>
              {t('reset.submit')}
            </Button>
            <Link to="/login" className="text-center text-sm text-brand underline">
              {t('common.back')}
            </Link>
          </form>
        )}
      </div>
    </main>
  );
}
