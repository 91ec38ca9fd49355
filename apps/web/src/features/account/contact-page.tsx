import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { type SendEmailFormRequest, sendEmailFormRequest } from '@trilha/shared/api/account';
import { maxLengthOf } from '@trilha/shared/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fetchEmailForm, sendEmailForm } from '../../api/account';
import { ApiError } from '../../api/client';
import { accountKeys } from '../../api/query-keys';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { LoadingState } from '../../ui/loading-state';
import { MessagePanel } from '../../ui/message-panel';

const KEY = 'CONTACT_US';

/** `/contactus` (spec 3, 2.9 and 5): the texts come from the server; the message is required, checked on submit. */
export function ContactPage() {
  const { t } = useTranslation();
  const texts = useQuery({ queryKey: accountKeys.emailForm(KEY), queryFn: () => fetchEmailForm(KEY) });
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<SendEmailFormRequest>({
    resolver: zodResolver(sendEmailFormRequest),
    defaultValues: { message: '' },
    shouldFocusError: false,
  });
  if (texts.isPending) return <LoadingState label={t('common.loading')} showLabel />;
  if (texts.isError) return <MessagePanel title={t('account.sendFailed')} tone="error" />;
  const form = texts.data.result;
  const error = formState.errors.message?.message;

  const submit = handleSubmit(async ({ message }) => {
    try {
      const answer = await sendEmailForm(KEY, message);
      setSent(answer.message ?? form.feedbackMessage ?? '');
      reset();
    } catch (caught) {
      setError('message', {
        message: caught instanceof ApiError && caught.status === 400 ? caught.message : t('account.sendFailed'),
      });
    }
  });

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-ink">{form.title}</h1>
      {form.description ? <p className="text-ink">{form.description}</p> : null}
      {sent ? (
        <p role="status" className="rounded-lg bg-success px-4 py-3 text-sm font-medium text-white">
          {sent}
        </p>
      ) : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm">
        <label htmlFor="contact-message" className="text-sm font-medium text-ink">
          {t('account.contactMessage')}
        </label>
        <textarea
          id="contact-message"
          maxLength={maxLengthOf(sendEmailFormRequest.shape.message)}
          rows={6}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'contact-message-error' : 'contact-message-to'}
          {...register('message')}
          className="rounded-lg border border-line p-3 text-base text-ink aria-[invalid=true]:border-danger"
        />
        {error ? (
          <p id="contact-message-error" role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <p id="contact-message-to" className="text-xs text-muted">
          {t('account.contactTo', { to: form.to })}
        </p>
        <div className="flex justify-end">
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('account.sending') : t('account.send')}
          </Button>
        </div>
      </form>
    </div>
  );
}
