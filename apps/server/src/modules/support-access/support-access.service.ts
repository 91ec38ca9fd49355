import type {
  AppCodeExchangeRequest,
  AppCodeResponse,
  SupportAccessResponse,
  UsersQuery,
  UsersResponse,
} from '@trilha/shared/api/account';
import type { LoginResponse } from '@trilha/shared/api/auth';
import { describeSupportEvent, describeSupportRequest } from '@trilha/shared/rules/audit-text';
import type { Db } from '../../db/database';
import { type AuditEntry, recordAudit } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth-context';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { createOneTimeCode, hashOneTimeCode } from '../../platform/tokens';
import type { AuthService, SessionOrigin } from '../auth/auth.service';
import type { SupportAccessRepository } from './support-access.repository';

/** A 'Meus Aplicativos' code must be exchanged within this time. */
export const APP_CODE_TTL_MS = 60_000;

type SupportAccessServiceDeps = {
  db: Db;
  supportAccessRepository: SupportAccessRepository;
  authService: AuthService;
  clock: Clock;
};

/**
 * Support access (spec 3, 4.13 and 6) and 'Meus Aplicativos' (spec 3, 2.10): an administrator with
 * `canAccessSupport` browses as a member of their own company, and a member opens another app signed in
 * through a single-use code instead of a token in the address.
 */
export const supportAccessService = ({ db, supportAccessRepository, authService, clock }: SupportAccessServiceDeps) => {
  /** Audits what happens in a support session under both members: the member and the administrator behind. */
  async function recordSupportAudit(
    auth: AuthContext,
    entry: Omit<AuditEntry, 'idCompany' | 'idUser' | 'supportIdUser' | 'source'>,
  ): Promise<void> {
    await recordAudit(
      db,
      {
        idCompany: auth.idCompany,
        idUser: auth.idUser,
        supportIdUser: auth.supportIdUser ?? null,
        source: 'support',
        ...entry,
      },
      clock.now(),
    );
  }

  /** Only administrators with the support flag, in a session of their own (not already a support session). */
  async function requireSupporter(auth: AuthContext): Promise<void> {
    if (auth.supportIdUser) throw new AppError('SUPPORT_ACCESS_NESTED');
    const supporter = await supportAccessRepository.findSupporter(auth.idCompany, auth.idUser);
    if (!supporter || supporter.admin < 1 || supporter.canAccessSupport !== 1) throw new AppError('FORBIDDEN');
  }

  return {
    /** `GET /users`: members the supporter may browse as, page of 10, searched by name, e-mail or login. */
    async listUsers(auth: AuthContext, query: UsersQuery): Promise<UsersResponse> {
      await requireSupporter(auth);
      const searchText = query.searchText?.trim().toLowerCase();
      const { rows, total } = await supportAccessRepository.searchUsers(auth.idCompany, auth.idApp, {
        exceptIdUser: auth.idUser,
        ...(searchText ? { searchText } : {}),
        onlyActive: query.onlyActive !== '0' && query.onlyActive !== 'false',
        offset: query.offset,
        limit: query.limit,
      });
      return { success: true, userList: rows, totalRecords: total };
    },

    /**
     * `POST /login/support-access`: the target's session, signed with the supporter behind it; the start is
     * recorded in the audit log with both members.
     */
    async startSupportAccess(
      auth: AuthContext,
      idUser: number,
      requestId: string,
      origin: SessionOrigin = {},
    ): Promise<SupportAccessResponse> {
      await requireSupporter(auth);
      if (idUser === auth.idUser) throw new AppError('NOT_FOUND');
      const session = await authService.startSessionFor(auth.idCompany, idUser, auth.idApp, auth.idUser, origin);
      if (!session) throw new AppError('NOT_FOUND');
      await recordAudit(
        db,
        {
          idCompany: auth.idCompany,
          idUser,
          supportIdUser: auth.idUser,
          source: 'support',
          action: 'supportAccess.start',
          entityType: 'user',
          entityId: idUser,
          summary: `Acesso suporte iniciado como ${session.loginInfo.name}`,
          requestId,
        },
        clock.now(),
      );
      return { success: true, result: session.token, data: session };
    },

    /** `POST /login/app-code`: a single-use code, valid one minute, that opens another app of the member. */
    async createAppCode(auth: AuthContext, idApp: number): Promise<AppCodeResponse> {
      if (!(await supportAccessRepository.canOpenApp(auth.idCompany, auth.idUser, idApp))) {
        throw new AppError('NOT_FOUND');
      }
      const { code, hash } = createOneTimeCode();
      const expiresAt = new Date(clock.now().getTime() + APP_CODE_TTL_MS).toISOString();
      await supportAccessRepository.createAppCode({
        codeHash: hash,
        idCompany: auth.idCompany,
        idUser: auth.idUser,
        idApp,
        supportIdUser: auth.supportIdUser ?? null,
        expiresAt,
      });
      return { success: true, code, expiresAt };
    },

    /** `POST /login/app-code/exchange`: the arriving app trades the code for a session, once. */
    async exchangeAppCode(body: AppCodeExchangeRequest, origin: SessionOrigin = {}): Promise<LoginResponse> {
      const row = await supportAccessRepository.consumeAppCode(
        hashOneTimeCode(body.code),
        body.idApp,
        clock.now().toISOString(),
      );
      if (!row) throw new AppError('APP_CODE_INVALID');
      const session = await authService.startSessionFor(
        row.idCompany,
        row.idUser,
        row.idApp,
        row.supportIdUser ?? undefined,
        origin,
      );
      if (!session) throw new AppError('APP_CODE_INVALID');
      return { success: true, data: session, lastTracking: [] };
    },

    /** Records a socket event of a support session (a chat message...), with both members (spec 3, 6). */
    async recordSupportEvent(auth: AuthContext, event: string, payload: unknown): Promise<void> {
      const room = (payload as { room?: unknown } | null)?.room;
      const target = typeof room === 'number' || typeof room === 'string' ? String(room).slice(0, 64) : null;
      await recordSupportAudit(auth, {
        action: `socket.${event.slice(0, 60)}`,
        entityType: 'socket',
        entityId: target,
        summary: describeSupportEvent(event.slice(0, 60), target),
      });
    },

    /** Records a write made during a support session, with both members (spec 3, 6). */
    async recordSupportAction(
      auth: AuthContext,
      request: { id: string; method: string; route: string; statusCode: number },
    ): Promise<void> {
      await recordSupportAudit(auth, {
        action: `request.${request.method.toLowerCase()}`,
        entityType: 'route',
        entityId: request.route,
        summary: describeSupportRequest(request.method, request.route, request.statusCode),
        requestId: request.id,
      });
    },
  };
};

export type SupportAccessService = ReturnType<typeof supportAccessService>;
