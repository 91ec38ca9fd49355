import type { Generated, Selectable } from 'kysely';

// Members, their sessions and the ways they sign in (activation PIN, single sign-on, app switch).

export interface UsersTable {
  idUser: Generated<number>;
  idCompany: number;
  email: string;
  name: string;
  phone: string | null;
  cpf: string | null;
  userType: number;
  username: string;
  passwordHash: string | null;
  tokenVersion: number;
  /** The agreement version the member accepted; 0 when never. */
  userLicenceTermsAccepted: number;
  communicationAccepted: number;
  emailNotification: number;
  smsNotification: number;
  guestCompany: string | null;
  guestCnpj: string | null;
  department: string | null;
  role: string | null;
  managerName: string | null;
  idManager: number | null;
  unit: string | null;
  branch: string | null;
  employeeCode: string | null;
  admin: number;
  canAccessSupport: number;
  active: number;
  photo: string | null;
  askPWA: number;
  lastLogin: string | null;
  lastAccess: string | null;
  createdAt: string;
}

export interface UserAppsTable {
  idUser: number;
  idApp: number;
}

export interface PasswordResetsTable {
  idPasswordReset: Generated<number>;
  idUser: number;
  /** SHA-256 of the code sent by e-mail; the code itself is never stored. */
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

/** A signed-in session; its id is the token's `sid`. Ended sessions are kept for a while, then purged. */
export interface UserSessionsTable {
  idSession: Generated<number>;
  idCompany: number;
  idUser: number;
  idApp: number;
  /** The administrator behind a support session. */
  supportIdUser: number | null;
  /** The browser's User-Agent at sign-in (first 300 characters), shown as the device. */
  userAgent: string | null;
  createdAt: string;
  /** Updated at most every few minutes while the session is used. */
  lastUsedAt: string;
  expiresAt: string;
  /** When it was ended (logout, ended from another session, password change, deactivation). */
  endedAt: string | null;
}

/** One acceptance of an app's agreement by a member; the highest version per app is the accepted one. */
export interface TermsAcceptancesTable {
  idTermsAcceptance: Generated<number>;
  idCompany: number;
  idUser: number;
  idApp: number;
  version: number;
  communicationAccepted: number;
  acceptedAt: string;
}

/** A PIN request for any number (limits count these); only a hash of the number is kept, for a day. */
export interface ActivationRequestsTable {
  idActivationRequest: Generated<number>;
  idApp: number;
  phoneHash: string;
  /** The requesting client's address (as the trusted proxies report it). */
  address: string;
  createdAt: string;
}

/** A PIN sent by SMS for first access; only its SHA-256 is stored. */
export interface ActivationPinsTable {
  idActivationPin: Generated<number>;
  idCompany: number;
  idApp: number;
  idUser: number;
  /** The 11 digits of the mobile number. */
  phone: string;
  pinHash: string;
  attempts: number;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

/** A SAML sign-on request waiting for its answer (InResponseTo check shared by every instance). */
export interface SsoRequestsTable {
  idRequest: string;
  idApp: number;
  createdAt: string;
}

/** A single-use code that opens another app of the member signed in; only its hash is stored. */
export interface AppSwitchCodesTable {
  codeHash: string;
  idCompany: number;
  idUser: number;
  idApp: number;
  supportIdUser: number | null;
  expiresAt: string;
  usedAt: string | null;
}

// Rows as the queries read them.
export type UserRow = Selectable<UsersTable>;
