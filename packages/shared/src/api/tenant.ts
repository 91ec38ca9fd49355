import { z } from '../zod';
import { flag } from './common';

/** `idAppType` 1 is the content and engagement app, 2 the learning platform. */
export const APP_TYPE = { CONTENT: 1, LEARNING: 2 } as const;
export const appType = z.union([z.literal(1), z.literal(2)]);
export type AppType = z.infer<typeof appType>;

export const loginPosition = z.enum(['top', 'middle', 'bottom']);

/** The names the learning side menu's 'Conteúdos' entry may have; the web app holds their texts. */
export const contentsMenuName = z.enum(['contents', 'productsAndTrails']);
export type ContentsMenuName = z.infer<typeof contentsMenuName>;

/** The "App details" of spec document 1, section 3: identity, branding, login, landing page, behaviour. */
export const appDetails = z.object({
  idApp: z.number(),
  idAppType: appType,
  idCompany: z.number(),
  name: z.string(),
  logo: z.string().nullable(),
  favIcon: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  thirdColor: z.string(),
  bucket: z.string(),
  companyLogin: z.string().nullable(),
  loginImage: z.string().nullable(),
  loginImageMobile: z.string().nullable(),
  loginPosition: loginPosition,
  showLoginLogo: flag,
  landingPage: flag,
  landingLogo: z.string().nullable(),
  landingPageLocation: z.string().nullable(),
  landingPageContact: z.string().nullable(),
  lastContentRedirect: flag,
  hasSamlConfiguration: flag,
  samlConfiguration: z.object({ autoRedirect: flag }),
  /** The name of the learning side menu's collapsible entry (spec 3, 2.10): 'Conteúdos' or 'Produtos e Trilhas'. */
  contentsMenuName: contentsMenuName,
});
export type AppDetails = z.infer<typeof appDetails>;

export const appDetailsRequest = z.object({
  bucket: z.string().trim().min(1, 'Informe a aplicação.').max(253),
});
export type AppDetailsRequest = z.infer<typeof appDetailsRequest>;

export const appDetailsResponse = z.object({
  success: z.literal(true),
  app: z.array(appDetails),
});
export type AppDetailsResponse = z.infer<typeof appDetailsResponse>;
