import { findPasswordProblems } from '../rules/password';
import { z } from '../zod';
import { flag, id, idParam } from './common';
import { appType } from './tenant';

const username = z.string().trim().min(1, 'Informe o seu login.').max(254);

/** Step one of the login: does the app sign this name in through SSO? */
export const userLoginInfoQuery = z.object({
  username,
  idApp: idParam,
  idCompany: idParam,
});
export type UserLoginInfoQuery = z.infer<typeof userLoginInfoQuery>;

export const userLoginInfoResponse = z.object({
  success: z.literal(true),
  hasSamlConfiguration: flag,
  idApp: z.number(),
  idCompany: z.number(),
});
export type UserLoginInfoResponse = z.infer<typeof userLoginInfoResponse>;

export const loginRequest = z.object({
  username,
  password: z.string().min(1, 'Informe a sua senha.').max(1024),
  idAppType: appType,
  idApp: id,
  idCompany: id.optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** One app of the company the member can open ('Meus Aplicativos'). */
export const appAccess = z.object({
  idApp: z.number(),
  idCompany: z.number(),
  idAppType: appType,
  appName: z.string(),
  companyName: z.string(),
  domain: z.string(),
  favIcon: z.string().nullable(),
});
export type AppAccess = z.infer<typeof appAccess>;

/** Login info of spec document 1, section 3, with the learning-area extras of document 3. */
export const loginInfo = z.object({
  idUser: z.number(),
  idCompany: z.number(),
  idApp: z.number(),
  idAppType: appType,
  name: z.string(),
  email: z.string(),
  username: z.string(),
  photo: z.string().nullable(),
  lastLogin: z.string().nullable(),
  lastAccess: z.string().nullable(),
  gamification: flag,
  communicationAccepted: flag,
  userLicenceTermsAccepted: z.number(),
  agreementVersion: z.number(),
  agreementTerms: z.string().nullable(),
  onBoardScreen: flag,
  onBoardUrl: z.string().nullable(),
  askPWA: flag,
  admin: z.number(),
  canAccessSupport: flag,
  adminUrl: z.string().nullable(),
  /** 1 when other members have this member as their manager: the console shows them their team's reports. */
  managesTeam: flag.optional(),
  logoutUrl: z.string().nullable(),
  appsUserAccess: z.array(appAccess),
  /** Set while an administrator browses as this member (spec 3, 3 "Support-access user"). */
  accessSupport: z
    .object({ isActive: flag, supportAccessUser: z.object({ idUser: z.number(), name: z.string() }) })
    .nullable()
    .optional(),
});
export type LoginInfo = z.infer<typeof loginInfo>;

export const imageStyle = z.enum(['icon', 'hybrid', 'tile', 'default']);

/** A menu option of a section (spec document 2, section 3). */
export const menuOption = z.object({
  idSection: z.number(),
  idSectionType: z.number(),
  text: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  imageSecondary: z.string().nullable(),
  color: z.string().nullable(),
  imageStyle: imageStyle,
  showText: flag,
  sectionTo: z.number().nullable(),
  parentIdSection: z.number().nullable(),
  content: z.string().nullable(),
  url: z.string().nullable(),
});
export type MenuOption = z.infer<typeof menuOption>;

export const menuSection = menuOption.extend({ menuOption: z.array(menuOption) });
export type MenuSection = z.infer<typeof menuSection>;

/** Colours and switches of one section or section type; every part is optional and falls back to the company's. */
export const sectionFormat = z.object({
  title: z.object({ text: z.string().optional() }).optional(),
  general: z
    .object({
      showBottomMenu: z.boolean().optional(),
      showTopBar: z.boolean().optional(),
      backgroundColor: z.string().optional(),
      image: z.string().optional(),
      columnColor: z.string().optional(),
    })
    .optional(),
  itemText: z.object({ color: z.string().optional() }).optional(),
  itemDescription: z.object({ color: z.string().optional() }).optional(),
  firstItemText: z.object({ color: z.string().optional() }).optional(),
  firstItemDescription: z.object({ color: z.string().optional() }).optional(),
  menuitem: z.object({ showEmphasis: z.boolean().optional(), emphasisNumber: z.number().optional() }).optional(),
  footer: z.object({ backgroundColor: z.string().optional(), color: z.string().optional() }).optional(),
  header: z.object({ backgroundColor: z.string().optional(), color: z.string().optional() }).optional(),
  home: z.object({ homeType: z.enum(['row', 'mosaic', 'fullscreen', 'carousel']).optional() }).optional(),
  statusBar: z.object({ backgroundColor: z.string().optional() }).optional(),
  menu: z
    .object({
      firstColor: z.string().optional(),
      secondColor: z.string().optional(),
      thirdColor: z.string().optional(),
      fourthColor: z.string().optional(),
    })
    .optional(),
  backgroundImage: z.string().optional(),
});
export type SectionFormat = z.infer<typeof sectionFormat>;

export const sectionDesign = z.object({
  idSection: z.number().nullable(),
  idSectionType: z.number().nullable(),
  text: z.string(),
  sectionTo: z.number().nullable(),
  format: sectionFormat,
});
export type SectionDesign = z.infer<typeof sectionDesign>;

export const companyDesign = z.object({
  firstColor: z.string(),
  secondColor: z.string(),
  thirdColor: z.string(),
  fourthColor: z.string(),
});
export type CompanyDesign = z.infer<typeof companyDesign>;

export const activePlan = z.object({
  name: z.string(),
  idPlan: z.number(),
  idCompanyApp: z.number(),
  finishDate: z.string().nullable(),
  trial: flag,
  trialsCount: z.number(),
});
export type ActivePlan = z.infer<typeof activePlan>;

/** Where the member was last: used by the 'return to your last content' modal. */
export const lastTracking = z.object({
  idContentItem: z.number(),
  idSection: z.number().nullable(),
  text: z.string(),
  moment: z.string(),
});
export type LastTracking = z.infer<typeof lastTracking>;

export const session = z.object({
  token: z.string(),
  loginInfo,
  menu: z.array(menuSection),
  design: z.array(sectionDesign),
  companyDesign,
  activePlan: activePlan.nullable(),
});
export type Session = z.infer<typeof session>;

export const loginResponse = z.object({
  success: z.literal(true),
  data: session,
  lastTracking: z.array(lastTracking),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const renewLoginRequest = z.object({
  idUser: id,
  idAppType: appType,
});
export type RenewLoginRequest = z.infer<typeof renewLoginRequest>;

export const renewLoginResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  loginInfo,
  data: session,
});
export type RenewLoginResponse = z.infer<typeof renewLoginResponse>;

/** 'Esqueceu sua senha?' and 'Primeiro acesso?' both send a link to set a password. */
export const forgotRequest = z.object({
  username,
  idAppType: appType,
  idApp: id,
  firstAccess: z.boolean().optional(),
});
export type ForgotRequest = z.infer<typeof forgotRequest>;

export const forgotResponse = z.object({ success: z.literal(true), message: z.string() });
export type ForgotResponse = z.infer<typeof forgotResponse>;

/** A new password that satisfies every rule of document 3, section 5. */
export const newPassword = z
  .string()
  .max(1024)
  .superRefine((value, ctx) => {
    for (const message of findPasswordProblems(value)) ctx.addIssue({ code: 'custom', message });
  });

export const resetPasswordRequest = z.object({
  token: z.string().min(20).max(200),
  password: newPassword,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** What a form says when a new password's confirmation differs from it (checked on the device, never sent). */
export const PASSWORD_MISMATCH = 'Esta senha tem que ser idêntica à digitada no campo Nova Senha.';

/** The reset page's form: the new password by the rules the server applies, and its confirmation. */
export const resetPasswordForm = z
  .object({
    password: z.string().min(1, 'Nova senha obrigatório').pipe(newPassword),
    confirmation: z.string(),
  })
  .refine((value) => value.confirmation === value.password, { path: ['confirmation'], message: PASSWORD_MISMATCH });
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

/** One open session of the member ('Sessões ativas'): where, since when, last used. */
export const memberSession = z.object({
  idSession: z.number(),
  idApp: z.number(),
  /** The browser's User-Agent at sign-in; the app shows it as a device (`describeDevice`). */
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session asking. */
  current: z.boolean(),
  /** The administrator behind a support session as this member. */
  support: z.object({ idUser: z.number(), name: z.string() }).nullable(),
});
export type MemberSession = z.infer<typeof memberSession>;

/** `GET /users/:idUser/sessions`. */
export const memberSessionsResponse = z.object({ success: z.literal(true), sessions: z.array(memberSession) });
export type MemberSessionsResponse = z.infer<typeof memberSessionsResponse>;

/** `DELETE /users/:idUser/sessions` (every other session) and `/:idSession` (one): how many ended. */
export const endSessionsResponse = z.object({ success: z.literal(true), ended: z.number() });
export type EndSessionsResponse = z.infer<typeof endSessionsResponse>;

/** One session of a member: `/users/:idUser/sessions/:idSession`. */
export const memberSessionParams = z.object({ idUser: idParam, idSession: idParam });

/** `POST /logout`: no body, or an empty JSON object (a body of another type is refused like on any route). */
export const logoutRequest = z.object({}).strict().nullish();
