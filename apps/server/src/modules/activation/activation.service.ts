import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { CheckPinRequest, CheckPinResponse, SendPinRequest, SendPinResponse } from '@trilha/shared/api/activation';
import {
  ACTIVATION_PIN_LENGTH,
  ACTIVATION_PIN_MAX_ATTEMPTS,
  ACTIVATION_PIN_TTL_MS,
  ACTIVATION_PINS_PER_HOUR,
  PASSWORD_RESET_TTL_MS,
} from '@trilha/shared/constants';
import { phoneDigits } from '@trilha/shared/rules/phone';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { SmsSender } from '../../platform/sms';
import { createOneTimeCode } from '../../platform/tokens';
import type { AuthRepository } from '../auth/auth.repository';
import type { TenantRepository } from '../tenant/tenant.repository';
import type { ActivationRepository } from './activation.repository';

type ActivationServiceDeps = {
  activationRepository: ActivationRepository;
  authRepository: AuthRepository;
  tenantRepository: TenantRepository;
  sms: SmsSender;
  clock: Clock;
};

const SENT_MESSAGE = 'Se o número estiver cadastrado, você receberá um SMS com o PIN em instantes.';

/** PIN requests one address may make in an hour, for any numbers (an SMS flood from one place). */
const ACTIVATION_REQUESTS_PER_ADDRESS_PER_HOUR = ACTIVATION_PINS_PER_HOUR * 4;

function hashPin(idApp: number, phone: string, pin: string): string {
  return createHash('sha256').update(`${idApp}:${phone}:${pin}`).digest('hex');
}

/**
 * First access by phone and PIN (spec document 2, "Activation"): a PIN by SMS, then the PIN checked,
 * then '/registro' where the member creates a password with a single-use code.
 */
export const activationService = ({
  activationRepository,
  authRepository,
  tenantRepository,
  sms,
  clock,
}: ActivationServiceDeps) => {
  async function requireApp(idApp: number) {
    const app = await tenantRepository.findAppById(idApp);
    if (!app) throw new AppError('APP_NOT_FOUND');
    return app;
  }

  return {
    /**
     * `POST /contract/sendpin`. The answer is the same whether or not the number belongs to a member, so
     * the form cannot be used to find out who works at a company; the PIN travels only by SMS.
     */
    async sendPin(body: SendPinRequest, request: { address: string }): Promise<SendPinResponse> {
      const app = await requireApp(body.idApp);
      const phone = phoneDigits(body.phone) as string;
      // The same limits, counted the same way, for every number: the answer says nothing about membership.
      // They count per requesting address, so other people's requests never use up a member's own.
      const now = clock.now();
      const phoneHash = createHash('sha256').update(`${app.idApp}:${phone}`).digest('hex');
      const address = request.address.slice(0, 64);
      const hourAgo = new Date(now.getTime() - 60 * 60 * 1000).toISOString();
      const counts = await activationRepository.countRequestsSince(app.idApp, phoneHash, address, hourAgo);
      if (
        counts.forPhone >= ACTIVATION_PINS_PER_HOUR ||
        counts.fromAddress >= ACTIVATION_REQUESTS_PER_ADDRESS_PER_HOUR
      ) {
        throw new AppError('RATE_LIMITED');
      }
      await activationRepository.insertRequest(
        { idApp: app.idApp, phoneHash, address, createdAt: now.toISOString() },
        new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString(),
      );
      const member = await activationRepository.findMemberByPhone(app.idCompany, app.idApp, phone);
      if (member) {
        const pin = String(randomInt(0, 10 ** ACTIVATION_PIN_LENGTH)).padStart(ACTIVATION_PIN_LENGTH, '0');
        await activationRepository.insertPin({
          idCompany: app.idCompany,
          idApp: app.idApp,
          idUser: member.idUser,
          phone,
          pinHash: hashPin(app.idApp, phone, pin),
          expiresAt: new Date(now.getTime() + ACTIVATION_PIN_TTL_MS).toISOString(),
          createdAt: now.toISOString(),
        });
        await sms.send({
          idCompany: app.idCompany,
          to: phone,
          text: `${app.name}: seu PIN de acesso é ${pin}. Ele vale por ${ACTIVATION_PIN_TTL_MS / 60_000} minutos.`,
        });
      }
      return { success: true, message: SENT_MESSAGE };
    },

    /** `POST /contract/checkpin`: a right PIN gives the single-use code of the '/registro' page. */
    async checkPin(body: CheckPinRequest): Promise<CheckPinResponse> {
      const app = await requireApp(body.idApp);
      const phone = phoneDigits(body.phone) as string;
      const now = clock.now();
      const pin = await activationRepository.takeAttempt(
        app.idApp,
        phone,
        now.toISOString(),
        ACTIVATION_PIN_MAX_ATTEMPTS,
      );
      const expected = Buffer.from(pin?.pinHash ?? '0'.repeat(64), 'hex');
      const actual = Buffer.from(hashPin(app.idApp, phone, body.pin), 'hex');
      if (
        !pin ||
        !timingSafeEqual(expected, actual) ||
        !(await activationRepository.markUsed(pin.idActivationPin, now.toISOString()))
      ) {
        throw new AppError('PIN_INVALID');
      }
      const user = await authRepository.findUser(pin.idCompany, pin.idUser);
      if (!user?.active) throw new AppError('PIN_INVALID');
      const { code, hash } = createOneTimeCode();
      await authRepository.createPasswordReset({
        idUser: user.idUser,
        tokenHash: hash,
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS).toISOString(),
        createdAt: now.toISOString(),
      });
      return { success: true, message: 'PIN validado com sucesso!', token: code, name: user.name };
    },
  };
};

export type ActivationService = ReturnType<typeof activationService>;
