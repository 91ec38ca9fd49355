import type { loginPosition } from '@trilha/shared/api/tenant';
import type { z } from '@trilha/shared/zod';
import type { Generated, Selectable } from 'kysely';

type LoginPosition = z.infer<typeof loginPosition>;

// Companies, their apps and hosts, and what each company switched on.

export interface CompaniesTable {
  idCompany: Generated<number>;
  name: string;
  /** Colours of the company design: firstColor to fourthColor, as JSON. */
  design: string;
  createdAt: string;
}

export interface AppsTable {
  idApp: Generated<number>;
  idCompany: number;
  idAppType: number;
  name: string;
  bucket: string;
  logo: string | null;
  favIcon: string | null;
  primaryColor: string;
  secondaryColor: string;
  thirdColor: string;
  companyLogin: string | null;
  loginImage: string | null;
  loginImageMobile: string | null;
  loginPosition: LoginPosition;
  showLoginLogo: number;
  landingPage: number;
  landingLogo: string | null;
  landingPageLocation: string | null;
  landingPageContact: string | null;
  lastContentRedirect: number;
  agreementVersion: number;
  agreementTerms: string | null;
  onBoardScreen: number;
  onBoardUrl: string | null;
  askPWA: number;
  gamification: number;
  adminUrl: string | null;
  /** The home's design format as JSON (layout `home.homeType`, colours), or null for the defaults. */
  homeDesign: string | null;
  /** SAML settings as JSON, or null when the app has no single sign-on. */
  samlConfiguration: string | null;
  /** Which name the learning side menu gives its 'Conteúdos' entry: `productsAndTrails`, or null for 'Conteúdos'. */
  contentsMenuName: string | null;
  createdAt: string;
}

export interface AppHostsTable {
  host: string;
  idApp: number;
  /** The first host (lowest position) is the app's address in links sent by e-mail. */
  position: number;
}

/** A feature a company switched on (EXTERNAL_COURSES, CONTACT_US...); a missing row is off. */
export interface CompanyFeaturesTable {
  idCompany: number;
  code: string;
  active: number;
}

/** The texts of a company e-mail form by key (CONTACT_US) and the address it goes to. */
export interface CompanyEmailFormsTable {
  idCompanyEmailForm: Generated<number>;
  idCompany: number;
  formKey: string;
  title: string;
  description: string | null;
  feedbackMessage: string | null;
  toAddress: string;
}

/** Per company, the version of its learning catalog's structure (raised by triggers; see catalog-cache.ts). */
export interface CacheVersionsTable {
  idCompany: number;
  catalogVersion: Generated<number>;
  contentVersion: Generated<number>;
}

/** One row (id 1): raised by triggers on every write of `app_hosts` and of an app's bucket (host-company.ts). */
export interface HostVersionsTable {
  id: number;
  version: Generated<number>;
}

// Rows as the queries read them.
export type AppRow = Selectable<AppsTable>;
