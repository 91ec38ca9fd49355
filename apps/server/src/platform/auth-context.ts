import { AppError } from './errors';

/** Who is calling: taken from the verified token and the member's current row, never from the body. */
export type AuthContext = {
  idUser: number;
  idCompany: number;
  idApp: number;
  admin: number;
  /** The administrator's id while a support session acts as this member. */
  supportIdUser: number | undefined;
  /** The session (`user_sessions`) of the token; absent for contexts made outside a request. */
  idSession?: number;
  /** When the token expires (a socket ends then). */
  expiresAt?: Date;
  /** The member's department, read with the token check; absent for contexts made outside a request. */
  department?: string | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
  interface FastifyContextConfig {
    /** Routes open without a session (login, app details, certificate authenticity...). */
    public?: boolean;
  }
}

/** A path's `:idUser` must be the caller (spec principle 5); another member's id is answered as not found. */
export function requireOwnUser(auth: AuthContext, idUser: number): void {
  if (auth.idUser !== idUser) throw new AppError('NOT_FOUND');
}

/** Company administrators (login-info admin 1 or 2). */
export function requireAdmin(auth: AuthContext): void {
  if (auth.admin !== 1 && auth.admin !== 2) throw new AppError('FORBIDDEN');
}

/** The member's department: the one read with the request's token check, else read by `read`. */
export async function memberDepartment(
  auth: AuthContext,
  read: (idCompany: number, idUser: number) => Promise<string | null>,
): Promise<string | null> {
  return auth.department !== undefined ? auth.department : read(auth.idCompany, auth.idUser);
}
