import { ACTIVATION_PIN_LENGTH } from '@trilha/shared/constants';
import { maskPhoneInput } from '@trilha/shared/rules/phone';
import { errorMessage } from '../../api/error-message';

/** The phone as the activation calls send it: its digits (spec 2, 7: 'phone digits'). */
const digitsOf = (phone: string) => phone.replace(/\D/g, '');

import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { checkPin, sendPin } from '../../api/activation';
import { ApiError } from '../../api/client';
import { useTranslation } from '../../i18n';
import { useTenant } from '../../lib/tenant';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';

/**
 * `/activate-user` (spec document 2, "Activation"): the mobile number, then the PIN received by SMS;
 * 'Voltar' on the PIN step returns to the phone. A right PIN leads to '/registro'.
 */
export function ActivateUserPage() {
  const { t } = useTranslation();
  const app = useTenant();
  const navigate = useNavigate();
  const [step, setStep] = useState<'phone' | 'pin'>('phone');
  const [phone, setPhone] = useState('');
  const [pin, setPin] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  const [warning, setWarning] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);

  async function handlePhone(event: FormEvent) {
    event.preventDefault();
    if (!phone.trim()) return;
    setIsBusy(true);
    setWarning(undefined);
    try {
      const answer = await sendPin({
        phone: digitsOf(phone),
        idAppType: String(app.idAppType) as '1' | '2',
        idApp: app.idApp,
      });
      setMessage(answer.message);
      setPin('');
      setStep('pin');
    } catch (caught) {
      setWarning(errorMessage(caught, t('activation.failed')));
    } finally {
      setIsBusy(false);
    }
  }

  async function handlePin(event: FormEvent) {
    event.preventDefault();
    if (!pin.trim()) return;
    setIsBusy(true);
    setWarning(undefined);
    try {
      const answer = await checkPin({ phone: digitsOf(phone), pin: pin.trim(), idApp: app.idApp });
      navigate(`/registro?token=${encodeURIComponent(answer.token)}`, { replace: true });
    } catch (caught) {
      setWarning(caught instanceof ApiError && caught.message ? caught.message : t('activation.failed'));
      setIsBusy(false);
    }
  }

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
              value={phone}
              onChange={(event) => setPhone(maskPhoneInput(event.target.value))}
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
              value={pin}
              onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
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
