import { ACTIVATION_PIN_LENGTH } from '../constants';
import { isValidPhone, PHONE_INVALID_MESSAGE } from '../rules/phone';
import { z } from '../zod';

const phone = z.string().trim().min(1, PHONE_INVALID_MESSAGE).max(20).refine(isValidPhone, PHONE_INVALID_MESSAGE);

/** `POST /contract/sendpin`: a PIN by SMS to a member's mobile (document 2, "Activation"). */
export const sendPinRequest = z.object({
  phone,
  idAppType: z.union([z.literal('1'), z.literal('2'), z.literal(1), z.literal(2)]),
  idApp: z.number().int().positive(),
});
export type SendPinRequest = z.infer<typeof sendPinRequest>;

export const sendPinResponse = z.object({ success: z.literal(true), message: z.string() });
export type SendPinResponse = z.infer<typeof sendPinResponse>;

/** `POST /contract/checkpin`: the PIN received; the answer carries the link code of '/registro'. */
export const checkPinRequest = z.object({
  phone,
  pin: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${ACTIVATION_PIN_LENGTH}}$`), 'Erro ao validar PIN.'),
  idApp: z.number().int().positive(),
});
export type CheckPinRequest = z.infer<typeof checkPinRequest>;

export const checkPinResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Single-use code for `/registro?token=`, where the member creates a password. */
  token: z.string(),
  name: z.string(),
});
export type CheckPinResponse = z.infer<typeof checkPinResponse>;
