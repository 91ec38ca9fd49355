import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordForm, changePasswordForm } from '@trilha/shared/api/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePassword } from '../../api/account';
import { ApiError } from '../../api/client';
import { replaceToken } from '../../api/session';
import { useTranslation } from '../../i18n';
import { fieldMessages } from '../../lib/field-messages';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { Modal } from '../../ui/modal';
import type { AccountModalProps } from './modal-save';

/**
 * The password modal (spec 3, 2.9, 4.16 and 5): the form, then 'Senha alterada com sucesso!'. Every other
 * session of the member ends; this one goes on with the token the answer carries.
 */
export function PasswordModal({ idUser, open, onOpenChange }: AccountModalProps) {
  const { t } = useTranslation();
  const [isDone, setIsDone] = useState(false);
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    criteriaMode: 'all',
  });
  const { register, handleSubmit, formState, setError, reset } = form;
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      reset();
      setIsDone(false);
    }
  };
  const submit = handleSubmit(async (values) => {
    try {
      const answer = await changePassword(idUser, {
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      replaceToken(answer.token);
      setIsDone(true);
    } catch (caught) {
      // spec 3, 7.8: a failed call means the current password is wrong.
      setError('currentPassword', {
        message:
          caught instanceof ApiError && caught.code === 'VALIDATION_FAILED'
            ? caught.message
            : t('account.wrongPassword'),
      });
    }
  });
  return (
    <Modal open={open} onOpenChange={close} title={t('account.changePassword')} size="sm">
      {isDone ? (
        <div className="flex flex-col gap-4">
          <p role="status" className="text-lg font-semibold text-success">
            {t('account.passwordChanged')}
          </p>
          <p className="text-sm text-muted">{t('account.passwordChangedHint')}</p>
          <Button onClick={() => close(false)}>{t('account.close')}</Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-3">
          <TextField
            label={t('account.currentPassword')}
            type="password"
            autoComplete="current-password"
            {...register('currentPassword')}
            error={formState.errors.currentPassword?.message}
          />
          <TextField
            label={t('account.newPassword')}
            type="password"
            autoComplete="new-password"
            {...register('newPassword')}
            error={fieldMessages(formState.errors.newPassword)}
          />
          <TextField
            label={t('account.confirmPassword')}
            type="password"
            autoComplete="new-password"
            {...register('confirmPassword')}
            error={formState.errors.confirmPassword?.message}
          />
          <div className="flex justify-end gap-3 pt-2">
            <Button variant="secondary" onClick={() => close(false)}>
              {t('account.cancel')}
            </Button>
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? t('account.saving') : t('account.save')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
