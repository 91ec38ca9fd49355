import {
  SUPPORT_ACCESS_PAGE_SIZE,
  SUPPORT_SEARCH_MAX_LENGTH,
  TAG_PAGE_SIZE,
  TOPIC_SEARCH_MAX_LENGTH,
} from '../constants';
import { z } from '../zod';
import { newPassword, PASSWORD_MISMATCH, session } from './auth';
import { flag, id, idParam, recordsPage } from './common';

// ---------------------------------------------------------------------------------------------------
// Password change (spec 3, 5 and 7.8)
// ---------------------------------------------------------------------------------------------------

/** `PUT /users/:idUser/change-password`. */
export const changePasswordRequest = z.object({
  currentPassword: z.string().min(1, 'Senha atual obrigatório').max(1024),
  newPassword: newPassword.refine((value) => value.length > 0, 'Nova senha obrigatório'),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** The form adds the confirmation, which never leaves the device. */
export const changePasswordForm = changePasswordRequest
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.confirmPassword === value.newPassword, {
    path: ['confirmPassword'],
    message: PASSWORD_MISMATCH,
  });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

/** Every other session of the member ends; this one continues with the new token. */
export const changePasswordResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;

// ---------------------------------------------------------------------------------------------------
// Support access (spec 3, 4.13 and 7.7)
// ---------------------------------------------------------------------------------------------------

/** `GET /users`: the members an administrator with support access may browse as. */
export const usersQuery = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(SUPPORT_ACCESS_PAGE_SIZE),
  searchText: z.string().trim().max(SUPPORT_SEARCH_MAX_LENGTH, 'A busca tem no máximo 300 caracteres.').optional(),
  onlyActive: z.enum(['0', '1', 'true', 'false']).optional(),
});
export type UsersQuery = z.infer<typeof usersQuery>;

export const supportAccessUser = z.object({
  idUser: z.number(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
});
export type SupportAccessUser = z.infer<typeof supportAccessUser>;

export const usersResponse = z.object({
  success: z.literal(true),
  userList: z.array(supportAccessUser),
  totalRecords: z.number(),
});
export type UsersResponse = z.infer<typeof usersResponse>;

/** `POST /login/support-access`. */
export const supportAccessRequest = z.object({ idUser: id });
export type SupportAccessRequest = z.infer<typeof supportAccessRequest>;

/** `result` is the target's session token (spec 7.7); `data` the target's session, flagged as support access. */
export const supportAccessResponse = z.object({
  success: z.literal(true),
  result: z.string(),
  data: session,
});
export type SupportAccessResponse = z.infer<typeof supportAccessResponse>;

// ---------------------------------------------------------------------------------------------------
// 'Meus Aplicativos': a one-time code opens another app signed in (spec 3, 2.10)
// ---------------------------------------------------------------------------------------------------

/** `POST /login/app-code`: a code for one of the member's other apps. */
export const appCodeRequest = z.object({ idApp: id });
export const appCodeResponse = z.object({ success: z.literal(true), code: z.string(), expiresAt: z.string() });
export type AppCodeResponse = z.infer<typeof appCodeResponse>;

/** `POST /login/app-code/exchange`: the arriving app trades the code for a session, once. */
export const appCodeExchangeRequest = z.object({ code: z.string().min(20).max(200), idApp: id });
export type AppCodeExchangeRequest = z.infer<typeof appCodeExchangeRequest>;

// ---------------------------------------------------------------------------------------------------
// Notification settings (spec 3, 3 "Notification configuration" and 4.15)
// ---------------------------------------------------------------------------------------------------

export const notificationSection = z.enum(['LEARNING', 'SYSTEM', 'TEAM']);
export const notificationStatus = z.enum(['DEACTIVATED', 'MANDATORY', 'OPTIONAL']);

export const notificationConfiguration = z.object({
  idNotification: z.number(),
  idNotificationUser: z.number().nullable(),
  type: z.string(),
  description: z.string(),
  section: notificationSection,
  status: notificationStatus,
  active: flag,
});
export type NotificationConfiguration = z.infer<typeof notificationConfiguration>;

export const notificationConfigurationsResponse = z.object({
  success: z.literal(true),
  notifications: z.array(notificationConfiguration),
});
export type NotificationConfigurationsResponse = z.infer<typeof notificationConfigurationsResponse>;

/** `POST /notifications/configurations/users/:idUser`: only the entries the member changed. */
export const saveNotificationConfigurationsRequest = z
  .array(
    z.object({
      idNotification: id,
      idNotificationUser: z.number().int().nullable().optional(),
      type: z.string().max(60).optional(),
      active: flag,
    }),
  )
  .max(200);
export type SaveNotificationConfigurationsRequest = z.infer<typeof saveNotificationConfigurationsRequest>;

// ---------------------------------------------------------------------------------------------------
// Contact us (spec 3, 2.9 and 7.8)
// ---------------------------------------------------------------------------------------------------

export const emailFormKey = z.string().regex(/^[A-Z0-9_]{1,60}$/, 'Formulário inválido.');

export const emailFormQuery = z.object({ key: emailFormKey.default('CONTACT_US') });

/** A form named in the path: `/notifications/emails/:formKey`. */
export const emailFormParams = z.object({ formKey: emailFormKey });

export const emailForm = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  feedbackMessage: z.string().nullable(),
  to: z.string(),
});
export type EmailForm = z.infer<typeof emailForm>;

export const emailFormResponse = z.object({ success: z.literal(true), result: emailForm });
export type EmailFormResponse = z.infer<typeof emailFormResponse>;

/** `POST /notifications/emails/:key`. */
export const sendEmailFormRequest = z.object({
  message: z.string().trim().min(1, 'O preenchimento do campo é obrigatório.').max(5000),
});
export type SendEmailFormRequest = z.infer<typeof sendEmailFormRequest>;

// ---------------------------------------------------------------------------------------------------
// Topics of interest (spec 3, 2.9 and 7.8)
// ---------------------------------------------------------------------------------------------------

export const tag = z.string().trim().min(1).max(100);

/** `GET /learning/tags`: the company's tags, searched. */
export const tagsQuery = z.object({
  searchString: z.string().trim().max(TOPIC_SEARCH_MAX_LENGTH, 'A busca tem no máximo 400 caracteres.').optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(TAG_PAGE_SIZE),
});
export type TagsQuery = z.infer<typeof tagsQuery>;

export const tagsResponse = recordsPage(z.string());
export type TagsResponse = z.infer<typeof tagsResponse>;

export const userTagsResponse = z.object({ success: z.literal(true), tags: z.array(z.object({ tag: z.string() })) });
export type UserTagsResponse = z.infer<typeof userTagsResponse>;

/** `POST /learning/tags/users/:idUser`: the member's whole list. */
export const saveUserTagsRequest = z.object({ tags: z.array(tag).max(100) });
export type SaveUserTagsRequest = z.infer<typeof saveUserTagsRequest>;

// ---------------------------------------------------------------------------------------------------
// Responsibility terms (spec 3, 3 "Terms" and 4.14)
// ---------------------------------------------------------------------------------------------------

export const responsibilityTerm = z.object({
  idTermOfResponsibility: z.number(),
  name: z.string(),
  content: z.string(),
  versionNumber: z.number(),
  /** The member signed an older version. */
  hasOldSignature: z.boolean(),
});
export type ResponsibilityTerm = z.infer<typeof responsibilityTerm>;

/** `GET /learning/terms`: the terms the member still has to sign. */
export const pendingTermsResponse = z.object({
  success: z.literal(true),
  needSignResponsabilityTerms: z.boolean(),
  responsibilityTerms: z.array(responsibilityTerm),
});
export type PendingTermsResponse = z.infer<typeof pendingTermsResponse>;

// ---------------------------------------------------------------------------------------------------
// Features
// ---------------------------------------------------------------------------------------------------

/** The path of a member's tags (`/learning/tags/users/:idUser`). */
export const userTagsParams = z.object({ idUser: idParam });

/** The path of a term's version to sign (`/learning/terms/:idTermOfResponsibility/:versionNumber`). */
export const termVersionParams = z.object({ idTermOfResponsibility: idParam, versionNumber: idParam });
