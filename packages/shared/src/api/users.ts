import { CPF_INVALID_MESSAGE, isValidCpf } from '../rules/cpf';
import { isValidPhone, PHONE_INVALID_MESSAGE } from '../rules/phone';
import { z } from '../zod';
import { flag, idParam, okResponse } from './common';

/** The member as the profile screens read it (spec document 1, section 3 "User"). */
export const profileUser = z.object({
  idUser: z.number(),
  idCompany: z.number(),
  email: z.string(),
  name: z.string(),
  /** `(DD) 9xxxx-xxxx`, or null. */
  phone: z.string().nullable(),
  /** `000.000.000-00`, or null. */
  cpf: z.string().nullable(),
  userType: z.number(),
  username: z.string(),
  userLicenceTermsAccepted: z.number(),
  communicationAccepted: flag,
  emailNotification: flag,
  smsNotification: flag,
  guestCompany: z.string().nullable(),
  guestCnpj: z.string().nullable(),
  department: z.string().nullable(),
  role: z.string().nullable(),
  managerName: z.string().nullable(),
  idManager: z.number().nullable(),
  unit: z.string().nullable(),
  branch: z.string().nullable(),
  employeeCode: z.string().nullable(),
  admin: z.number(),
  active: flag,
  photo: z.string().nullable(),
  askPWA: flag,
});
export type ProfileUser = z.infer<typeof profileUser>;

/** A member named in the path: `/users/:idUser`. */
export const userParams = z.object({ idUser: idParam });

export const userResponse = z.object({ success: z.literal(true), user: profileUser });
export type UserResponse = z.infer<typeof userResponse>;

/** The name field: required, trimmed. */
export const profileName = z.string().trim().min(1, 'Nome obrigatório').max(200);
/** An optional CPF: empty, or a well-formed CPF with valid check digits (docs/decisions.md). */
export const optionalCpf = z
  .string()
  .trim()
  .max(20, CPF_INVALID_MESSAGE)
  .refine((value) => value === '' || isValidCpf(value), CPF_INVALID_MESSAGE);
/** An optional mobile phone: empty, or `(DD) 9xxxx-xxxx` with an assigned area code. */
export const optionalPhone = z
  .string()
  .trim()
  .max(20, PHONE_INVALID_MESSAGE)
  .refine((value) => value === '' || isValidPhone(value), PHONE_INVALID_MESSAGE);

/** `PUT /users/:id`: the personal data form. The e-mail is read-only and is not part of it. */
export const updateProfileRequest = z.object({
  name: profileName,
  cpf: optionalCpf.optional(),
  phone: optionalPhone.optional(),
  communicationAccepted: flag.optional(),
  emailNotification: flag.optional(),
  smsNotification: flag.optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

export const updateProfileResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  user: profileUser,
});
export type UpdateProfileResponse = z.infer<typeof updateProfileResponse>;

/** `PUT /users/agreement/:id`: the agreement version the member accepts, and the optional communications. */
export const agreementRequest = z.object({
  // 0 on an app without an agreement: the member still records the communications choice.
  userLicenceTermsAccepted: z.number().int().min(0),
  communicationAccepted: flag,
});
export type AgreementRequest = z.infer<typeof agreementRequest>;

export const agreementResponse = z.object({
  success: z.literal(true),
  userLicenceTermsAccepted: z.number(),
  communicationAccepted: flag,
  /** The version accepted before this one (0 when never): the onboarding follows a first acceptance. */
  previousVersion: z.number(),
});
export type AgreementResponse = z.infer<typeof agreementResponse>;

/** `PUT /users/editField/:id`: one field changed on its own (the photo after an upload, the install prompt). */
export const editFieldRequest = z.discriminatedUnion('field', [
  z.object({ field: z.literal('photo'), value: z.string().max(500).nullable() }),
  z.object({ field: z.literal('askPWA'), value: flag }),
  z.object({ field: z.literal('name'), value: profileName }),
  z.object({ field: z.literal('cpf'), value: optionalCpf }),
  z.object({ field: z.literal('phone'), value: optionalPhone }),
]);
export type EditFieldRequest = z.infer<typeof editFieldRequest>;

/** `PUT /users/editField/:idUser`: the member as the change left them. */
export const editFieldResponse = okResponse.extend({ user: profileUser });
export type EditFieldResponse = z.infer<typeof editFieldResponse>;
