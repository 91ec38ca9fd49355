import { zodResolver } from '@hookform/resolvers/zod';
import { type ResetPasswordForm, resetPasswordForm } from '@trilha/shared/api/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { resetPassword } from '../../api/auth';
import { errorMessage } from '../../api/error-message';
import { useTranslation } from '../../i18n';
import { fieldMessages } from '../../lib/field-messages';
import { useTenant } from '../../lib/tenant';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';

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
              error={fieldMessages(errors.password)}
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
