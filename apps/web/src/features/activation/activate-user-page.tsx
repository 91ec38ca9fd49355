import { zodResolver } from '@hookform/resolvers/zod';
import { checkPinRequest, sendPinRequest } from '@trilha/shared/api/activation';
import { ACTIVATION_PIN_LENGTH } from '@trilha/shared/constants';
import { maskPhoneInput } from '@trilha/shared/rules/phone';
import type { z } from '@trilha/shared/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { checkPin, sendPin } from '../../api/activation';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../api/error-message';
import { useTranslation } from '../../i18n';
import { useTenant } from '../../lib/tenant';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';

/** The phone as the activation calls send it: its digits (spec 2, 7: 'phone digits'). */
const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** Each step's field, checked by the request the step sends (`sendPinRequest`, `checkPinRequest`). */
const phoneForm = sendPinRequest.pick({ phone: true });
const pinForm = checkPinRequest.pick({ pin: true });
type PhoneForm = z.input<typeof phoneForm>;
type PinForm = z.input<typeof pinForm>;

/**
 * `/activate-user` (spec document 2, "Activation"): the mobile number, then the PIN received by SMS;
 * 'Voltar' on the PIN step returns to the phone. A right PIN leads to '/registro'.
 */
export function ActivateUserPage() {
  const { t } = useTranslation();
  const app = useTenant();
  const navigate = useNavigate();
  const [step, setStep] = useState<'phone' | 'pin'>('phone');
  const [message, setMessage] = useState<string | undefined>();
  const [warning, setWarning] = useState<string | undefined>();
  const phoneStep = useForm<PhoneForm, unknown, z.output<typeof phoneForm>>({
    resolver: zodResolver(phoneForm),
    defaultValues: { phone: '' },
    shouldFocusError: false,
  });
  const pinStep = useForm<PinForm, unknown, z.output<typeof pinForm>>({
    resolver: zodResolver(pinForm),
    defaultValues: { pin: '' },
    shouldFocusError: false,
  });
  const phone = phoneStep.watch('phone');
  const pin = pinStep.watch('pin');
  /** A right PIN leaves for '/registro': the buttons stay off until the page changes. */
  const [isLeaving, setIsLeaving] = useState(false);
  const isBusy = phoneStep.formState.isSubmitting || pinStep.formState.isSubmitting || isLeaving;
  const phoneField = phoneStep.register('phone');
  const pinField = pinStep.register('pin');

  const handlePhone = phoneStep.handleSubmit(async (values) => {
    setWarning(undefined);
    try {
      const answer = await sendPin({
        phone: digitsOf(values.phone),
        idAppType: String(app.idAppType) as '1' | '2',
        idApp: app.idApp,
      });
      setMessage(answer.message);
      pinStep.reset({ pin: '' });
      setStep('pin');
    } catch (caught) {
      if (caught instanceof ApiError && caught.field === 'phone')
        phoneStep.setError('phone', { type: 'server', message: caught.message });
      else setWarning(errorMessage(caught, t('activation.failed')));
    }
  });

  const handlePin = pinStep.handleSubmit(async (values) => {
    setWarning(undefined);
    try {
      const answer = await checkPin({
        phone: digitsOf(phoneStep.getValues('phone')),
        pin: values.pin,
        idApp: app.idApp,
      });
      setIsLeaving(true);
      navigate(`/registro?token=${encodeURIComponent(answer.token)}`, { replace: true });
    } catch (caught) {
      if (caught instanceof ApiError && caught.field === 'pin')
        pinStep.setError('pin', { type: 'server', message: caught.message });
      else setWarning(caught instanceof ApiError && caught.message ? caught.message : t('activation.failed'));
    }
  });

  return (
    <main id="conteudo" className="flex min-h-dvh items-center justify-center bg-brand-3 p-4">
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
        <h1 className="mb-2 text-xl font-bold text-ink">{t('activation.title')}</h1>
        {warning ? (
          <div
            role="alert"
            className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            {warning}
          </div>
        ) : null}
        {step === 'phone' ? (
          <form noValidate onSubmit={handlePhone} className="flex flex-col gap-4">
            <p className="text-sm text-muted">{t('activation.phoneStep')}</p>
            <TextField
              label={t('activation.phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="(00) 00000-0000"
              {...phoneField}
              onChange={(event) => {
                event.target.value = maskPhoneInput(event.target.value);
                return phoneField.onChange(event);
              }}
              error={phoneStep.formState.errors.phone?.message}
            />
            <Button type="submit" disabled={!phone.trim() || isBusy}>
              {isBusy ? t('activation.sending') : t('activation.send')}
            </Button>
          </form>
        ) : (
          <form noValidate onSubmit={handlePin} className="flex flex-col gap-4">
            {message ? <p className="text-sm text-ink">{message}</p> : null}
            <p className="text-sm text-muted">{t('activation.pinStep', { phone })}</p>
            <TextField
              label={t('activation.pin')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={ACTIVATION_PIN_LENGTH}
              {...pinField}
              onChange={(event) => {
                event.target.value = event.target.value.replace(/\D/g, '');
                return pinField.onChange(event);
              }}
              error={pinStep.formState.errors.pin?.message}
            />
            <Button type="submit" disabled={!pin.trim() || isBusy}>
              {t('activation.validate')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setStep('phone');
                setWarning(undefined);
              }}
            >
              {t('activation.back')}
            </Button>
          </form>
        )}
        <p className="mt-4 text-center text-sm">
          <Link to="/login" className="font-medium text-brand underline-offset-4 hover:underline">
            {t('activation.toLogin')}
          </Link>
        </p>
      </div>
    </main>
  );
}
