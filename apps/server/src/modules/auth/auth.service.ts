import type {
  ActivePlan,
  EndSessionsResponse,
  ForgotRequest,
  LastTracking,
  LoginRequest,
  LoginResponse,
  MemberSessionsResponse,
  RenewLoginResponse,
  ResetPasswordRequest,
  Session,
  UserLoginInfoQuery,
  UserLoginInfoResponse,
} from '@trilha/shared/api/auth';
import { type CompanyDesign, companyDesign } from '@trilha/shared/api/auth';
import { PASSWORD_RESET_TTL_MS } from '@trilha/shared/constants';
import { isCommonPassword } from '@trilha/shared/rules/password';
import type { AppRow, UserRow } from '../../db/schema';
import type { AuthContext } from '../../platform/auth-context';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { HostCompanies } from '../../platform/host-company';
import type { Mailer } from '../../platform/mail';
import { hashPassword, needsRehash, PASSWORD_COST, type ScryptCost, verifyPassword } from '../../platform/passwords';
import { createOneTimeCode, hashOneTimeCode, type TokenService } from '../../platform/tokens';
import type { NotifyMembers } from '../notifications/notifications.service';
import { buildDesign, buildMenu } from '../sections/menu';
import type { SectionsRepository } from '../sections/sections.repository';
import type { TenantRepository } from '../tenant/tenant.repository';
import type { TenantService } from '../tenant/tenant.service';
import type { AuthRepository } from './auth.repository';

type AuthServiceDeps = {
  authRepository: AuthRepository;
  tenantRepository: TenantRepository;
  tenantService: TenantService;
  sectionsRepository: SectionsRepository;
  tokens: TokenService;
  mailer: Mailer;
  /** Member notification e-mails, as each member's settings allow (the password change one is MANDATORY). */
  notifyMembers: NotifyMembers;
  clock: Clock;
  /** Which company a request's host belongs to: a token is accepted only on its company's hosts. */
  hostCompanies: HostCompanies;
  /** Tells open sockets, on every instance, that their sessions ended, and disconnects them. */
  realtimeSessions?: RealtimeSessions;
  /** The plan the app runs on (plans area), for `activePlan` of the session. */
  activePlanOf?: (idCompany: number, idApp: number) => Promise<ActivePlan | null>;
  /** The scrypt cost of new password hashes (older hashes are upgraded at the next right login). */
  passwordCost?: ScryptCost;
  /** Told the company's learning catalog version read with each token check (catalog-cache.ts). */
  observeCatalogVersion?: (idCompany: number, version: number) => void;
  /** Told the company's content app version read with each token check (content-cache.ts). */
  observeContentVersion?: (idCompany: number, version: number) => void;
};

/** What the auth area tells the sockets when sessions end. */
export type RealtimeSessions = {
  /** Every socket of the member. */
  endMember: (idCompany: number, idUser: number) => Promise<void>;
  /** The sockets of these sessions only. */
  endSessions: (idCompany: number, idSessions: number[]) => Promise<void>;
};

/** Where a session starts: the browser's User-Agent names its device in 'Sessões ativas'. */
export type SessionOrigin = { userAgent?: string | undefined };

/** A session's last use is written at most this often (not on every request). */
const SESSION_TOUCH_MS = 5 * 60 * 1000;

/** Ended and expired sessions are kept this long (the member's list shows only open ones), then purged. */
export const SESSION_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

const FALLBACK_DESIGN: CompanyDesign = {
  firstColor: '#b71c1c',
  secondColor: '#d32f2f',
  thirdColor: '#ffffff',
  fourthColor: '#212121',
};

/** Login, session renewal, password links and the per-request token check (spec document 1, sections 4 and 7). */
export const authService = ({
  authRepository,
  tenantRepository,
  tenantService,
  sectionsRepository,
  tokens,
  mailer,
  notifyMembers,
  clock,
  hostCompanies,
  realtimeSessions,
  activePlanOf,
  passwordCost = PASSWORD_COST,
  observeCatalogVersion,
  observeContentVersion,
}: AuthServiceDeps) => {
  async function requireApp(idApp: number, idCompany?: number): Promise<AppRow> {
    const app = await tenantRepository.findAppById(idApp);
    if (!app || (idCompany !== undefined && app.idCompany !== idCompany)) throw new AppError('APP_NOT_FOUND');
    return app;
  }

  async function buildSession(user: UserRow, app: AppRow, token: string, supportIdUser?: number): Promise<Session> {
    const [company, sections, apps, hosts, acceptedVersion, supporter, plan, managesTeam] = await Promise.all([
      tenantRepository.findCompany(app.idCompany),
      sectionsRepository.findActiveSections(app.idCompany, app.idApp, user.idUser),
      authRepository.findAccessibleApps(user.idUser),
      tenantRepository.findHosts(app.idApp),
      authRepository.findAcceptedTermsVersion(user.idCompany, user.idUser, app.idApp),
      supportIdUser ? authRepository.findUser(user.idCompany, supportIdUser) : undefined,
      activePlanOf ? activePlanOf(app.idCompany, app.idApp) : null,
      authRepository.managesAnyone(user.idCompany, user.idUser),
    ]);
    const design = companyDesign.safeParse(company ? JSON.parse(company.design) : null);
    const saml = app.samlConfiguration ? (JSON.parse(app.samlConfiguration) as { logoutUrl?: string }) : null;
    return {
      token,
      loginInfo: {
        idUser: user.idUser,
        idCompany: user.idCompany,
        idApp: app.idApp,
        idAppType: app.idAppType === 2 ? 2 : 1,
        name: user.name,
        email: user.email,
        username: user.username,
        photo: user.photo,
        lastLogin: user.lastLogin,
        lastAccess: user.lastAccess,
        gamification: app.gamification ? 1 : 0,
        communicationAccepted: user.communicationAccepted ? 1 : 0,
        // Each app has its own agreement: what counts is the version accepted on this app.
        userLicenceTermsAccepted: acceptedVersion,
        agreementVersion: app.agreementVersion,
        agreementTerms: app.agreementTerms,
        onBoardScreen: app.onBoardScreen ? 1 : 0,
        onBoardUrl: app.onBoardUrl,
        askPWA: app.askPWA || user.askPWA ? 1 : 0,
        admin: user.admin,
        canAccessSupport: user.canAccessSupport ? 1 : 0,
        adminUrl: app.adminUrl,
        // Managers read their team's reports in the console (issue 27).
        managesTeam: managesTeam ? 1 : 0,
        logoutUrl: saml?.logoutUrl ?? null,
        appsUserAccess: apps.map((entry) => ({
          idApp: entry.idApp,
          idCompany: entry.idCompany,
          idAppType: entry.idAppType === 2 ? 2 : 1,
          appName: entry.appName,
          companyName: entry.companyName,
          domain: entry.idApp === app.idApp ? (hosts[0] ?? entry.bucket) : entry.bucket,
          favIcon: entry.favIcon,
        })),
        // spec 3, 4.13: the banner and menus of a support session read this.
        accessSupport: supporter
          ? { isActive: 1, supportAccessUser: { idUser: supporter.idUser, name: supporter.name } }
          : null,
      },
      menu: buildMenu(sections),
      design: buildDesign(sections, app.homeDesign ?? null),
      companyDesign: design.success ? design.data : FALLBACK_DESIGN,
      activePlan: plan,
    };
  }

  async function findLastTracking(user: UserRow, app: AppRow): Promise<LastTracking[]> {
    const last = await authRepository.findLastContentTracking(user.idCompany, user.idUser, app.idApp);
    if (!last) return [];
    // The content item names itself; a record of an item since removed falls back to its section's name.
    return [
      {
        idContentItem: last.idNavigationItem,
        idSection: last.idSection,
        text: last.contentText ?? last.sectionText ?? '',
        moment: last.createdAt,
      },
    ];
  }

  /** A new session row for the member on the app, and its token. */
  async function startSession(
    user: Pick<UserRow, 'idUser' | 'idCompany' | 'tokenVersion'>,
    app: AppRow,
    origin: SessionOrigin,
    supportIdUser?: number,
  ): Promise<string> {
    const now = clock.now();
    const idSession = await authRepository.createSession({
      idCompany: user.idCompany,
      idUser: user.idUser,
      idApp: app.idApp,
      supportIdUser: supportIdUser ?? null,
      userAgent: origin.userAgent?.slice(0, 300) || null,
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + tokens.ttlMs).toISOString(),
    });
    return signFor(user, app, idSession, supportIdUser);
  }

  async function signFor(
    user: Pick<UserRow, 'idUser' | 'idCompany' | 'tokenVersion'>,
    app: AppRow,
    idSession: number,
    supportIdUser?: number,
  ): Promise<string> {
    return tokens.sign({
      idUser: user.idUser,
      idCompany: user.idCompany,
      idApp: app.idApp,
      tokenVersion: user.tokenVersion,
      idSession,
      ...(supportIdUser ? { supportIdUser } : {}),
    });
  }

  /** Ends sessions of a member in the database, then their sockets on every instance. */
  async function endMemberSessions(
    idCompany: number,
    idUser: number,
    options: { exceptIdSession?: number; includeSupported?: boolean } = {},
  ): Promise<number[]> {
    const ended = await authRepository.endSessions(idCompany, idUser, clock.now().toISOString(), options);
    if (options.exceptIdSession === undefined) await realtimeSessions?.endMember(idCompany, idUser);
    await realtimeSessions?.endSessions(idCompany, ended);
    return ended;
  }

  /** A new password must not be one guessing finds first, the member's and the app's names included. */
  async function requireUncommonPassword(user: UserRow, idApp: number | undefined, password: string, field: string) {
    const [app, company] = await Promise.all([
      idApp === undefined ? undefined : tenantRepository.findAppById(idApp),
      tenantRepository.findCompany(user.idCompany),
    ]);
    const words = [user.name, user.username, user.email, user.email.split('@')[0], app?.name, company?.name];
    if (isCommonPassword(password, { words })) throw new AppError('PASSWORD_TOO_COMMON', { field });
  }

  return {
    /**
     * Step one of the login. The answer is the same whether or not the name exists, so the form
     * cannot be used to find out who is a member.
     */
    async getUserLoginInfo(query: UserLoginInfoQuery): Promise<UserLoginInfoResponse> {
      const app = await requireApp(query.idApp, query.idCompany).catch(() => {
        throw new AppError('INVALID_USER');
      });
      return {
        success: true,
        hasSamlConfiguration: app.samlConfiguration ? 1 : 0,
        idApp: app.idApp,
        idCompany: app.idCompany,
      };
    },

    async login(body: LoginRequest, origin: SessionOrigin = {}): Promise<LoginResponse> {
      const app = await requireApp(body.idApp, body.idCompany);
      const user = await authRepository.findUserByLogin(app.idCompany, body.username);
      const passwordOk = await verifyPassword(body.password, user?.passwordHash ?? null, passwordCost);
      if (!user || !passwordOk || !user.active || !(await authRepository.hasAppAccess(user.idUser, app.idApp))) {
        throw new AppError('INVALID_CREDENTIALS');
      }
      // A hash made at an older cost is replaced by one at today's, now that the password is known.
      if (needsRehash(user.passwordHash, passwordCost)) {
        await authRepository.rehashPassword(
          user.idUser,
          user.passwordHash as string,
          await hashPassword(body.password, passwordCost),
        );
      }
      const now = clock.now().toISOString();
      await authRepository.recordLogin(user.idUser, now);
      await authRepository.purgeSessions(
        user.idUser,
        new Date(clock.now().getTime() - SESSION_RETENTION_MS).toISOString(),
      );
      const token = await startSession(user, app, origin);
      const session = await buildSession({ ...user, lastLogin: now, lastAccess: now }, app, token);
      return { success: true, data: session, lastTracking: await findLastTracking(user, app) };
    },

    /** A fresh token and login info for the caller; refused when the path's user is not the caller. */
    async renewLogin(auth: AuthContext, idUser: number): Promise<RenewLoginResponse> {
      if (idUser !== auth.idUser) throw new AppError('FORBIDDEN');
      const [user, app] = await Promise.all([
        authRepository.findUser(auth.idCompany, auth.idUser),
        requireApp(auth.idApp, auth.idCompany),
      ]);
      if (!user || auth.idSession === undefined) throw new AppError('UNAUTHENTICATED');
      const now = clock.now();
      await authRepository.recordLogin(user.idUser, now.toISOString());
      // The same session goes on with a new token, so 'Sessões ativas' and logout still know it.
      await authRepository.extendSession(
        auth.idSession,
        now.toISOString(),
        new Date(now.getTime() + tokens.ttlMs).toISOString(),
      );
      const token = await signFor(user, app, auth.idSession, auth.supportIdUser);
      const at = now.toISOString();
      const session = await buildSession({ ...user, lastLogin: at, lastAccess: at }, app, token, auth.supportIdUser);
      return { success: true, token, loginInfo: session.loginInfo, data: session };
    },

    /**
     * Sends a link to set a new password ('Esqueceu sua senha?' and 'Primeiro acesso?'). The answer does
     * not say whether the name exists.
     */
    async sendPasswordLink(body: ForgotRequest, request: { host: string | undefined; protocol: string }) {
      const app = await requireApp(body.idApp);
      const user = await authRepository.findUserByLogin(app.idCompany, body.username);
      if (user?.active) {
        const { code, hash } = createOneTimeCode();
        const now = clock.now();
        await authRepository.createPasswordReset({
          idUser: user.idUser,
          tokenHash: hash,
          expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS).toISOString(),
          createdAt: now.toISOString(),
        });
        const origin = await tenantService.getPublicOrigin(app.idApp, request.host, request.protocol);
        const link = `${origin}/redefinir-senha?token=${code}`;
        const subject = body.firstAccess ? `Primeiro acesso ao ${app.name}` : `Redefinição de senha do ${app.name}`;
        await mailer.send({
          idCompany: app.idCompany,
          to: user.email,
          subject,
          text: [
            `Olá, ${user.name}.`,
            '',
            body.firstAccess
              ? `Para criar a sua senha do ${app.name}, abra o link abaixo:`
              : `Recebemos um pedido para redefinir a sua senha do ${app.name}. Para escolher uma nova senha, abra o link abaixo:`,
            link,
            '',
            'O link vale por 1 hora e pode ser usado uma única vez. Se você não fez este pedido, ignore este e-mail.',
          ].join('\n'),
        });
      }
      return { success: true as const, message: 'E-mail enviado com sucesso!' };
    },

    async resetPassword(body: ResetPasswordRequest) {
      const tokenHash = hashOneTimeCode(body.token);
      const pending = await authRepository.findPasswordResetMember(tokenHash, clock.now().toISOString());
      if (!pending) throw new AppError('RESET_TOKEN_INVALID');
      await requireUncommonPassword(pending, undefined, body.password, 'password');
      const member = await authRepository.consumePasswordReset(
        tokenHash,
        await hashPassword(body.password, passwordCost),
        clock.now().toISOString(),
      );
      if (!member) throw new AppError('RESET_TOKEN_INVALID');
      await endMemberSessions(member.idCompany, member.idUser);
      return { success: true as const, message: 'Senha alterada com sucesso!' };
    },

    /**
     * A new session of a member of `idCompany` on one of their apps: support access (with the
     * administrator behind it) and 'Meus Aplicativos' start sessions this way. Null when the member is
     * not an active member of that company with access to the app.
     */
    async startSessionFor(
      idCompany: number,
      idUser: number,
      idApp: number,
      supportIdUser?: number,
      origin: SessionOrigin = {},
    ): Promise<Session | null> {
      const [user, app] = await Promise.all([
        authRepository.findUser(idCompany, idUser),
        tenantRepository.findAppById(idApp),
      ]);
      if (!user?.active || !app || app.idCompany !== idCompany) return null;
      if (!(await authRepository.hasAppAccess(user.idUser, app.idApp))) return null;
      const token = await startSession(user, app, origin, supportIdUser);
      return buildSession(user, app, token, supportIdUser);
    },

    /** A token of a new session for an active member found by single sign-on; null when they may not enter. */
    async startSingleSignOnSession(
      user: Pick<UserRow, 'idUser' | 'idCompany' | 'tokenVersion' | 'active'>,
      idApp: number,
      origin: SessionOrigin = {},
    ): Promise<string | null> {
      const app = await tenantRepository.findAppById(idApp);
      if (!user.active || !app || app.idCompany !== user.idCompany) return null;
      return startSession(user, app, origin);
    },

    /**
     * `PUT /users/:idUser/change-password` (spec 3, 5): checks the current password, sets the new one and
     * ends every session of the member (tokenVersion); this session goes on with the new token it gets.
     */
    async changePassword(
      auth: AuthContext,
      idUser: number,
      body: { currentPassword: string; newPassword: string },
    ): Promise<{ success: true; message: string; token: string }> {
      if (idUser !== auth.idUser) throw new AppError('NOT_FOUND');
      if (auth.supportIdUser) throw new AppError('SUPPORT_ACCESS_NESTED');
      const [user, app] = await Promise.all([
        authRepository.findUser(auth.idCompany, auth.idUser),
        requireApp(auth.idApp, auth.idCompany),
      ]);
      if (!user) throw new AppError('NOT_FOUND');
      if (!user.passwordHash || !(await verifyPassword(body.currentPassword, user.passwordHash, passwordCost))) {
        throw new AppError('CURRENT_PASSWORD_INCORRECT', { field: 'currentPassword' });
      }
      await requireUncommonPassword(user, auth.idApp, body.newPassword, 'newPassword');
      const changed = await authRepository.changePassword(
        auth.idCompany,
        auth.idUser,
        user.passwordHash,
        await hashPassword(body.newPassword, passwordCost),
        clock.now().toISOString(),
      );
      if (!changed) throw new AppError('CURRENT_PASSWORD_INCORRECT', { field: 'currentPassword' });
      // Every other session ends; this one goes on with the token answered below.
      await endMemberSessions(auth.idCompany, auth.idUser, {
        ...(auth.idSession !== undefined ? { exceptIdSession: auth.idSession } : {}),
      });
      await realtimeSessions?.endMember(auth.idCompany, auth.idUser);
      await notifyMembers(auth.idCompany, 'PASSWORD_CHANGED', [auth.idUser], {
        subject: `Sua senha do ${app.name} foi alterada`,
        text: [
          `Olá, ${user.name}.`,
          '',
          `A senha da sua conta no ${app.name} acabou de ser alterada e as outras sessões foram encerradas.`,
          'Se não foi você, use "Esqueci minha senha" na tela de login para criar uma nova e avise o suporte.',
        ].join('\n'),
      });
      const token =
        auth.idSession !== undefined
          ? await signFor({ ...user, tokenVersion: user.tokenVersion + 1 }, app, auth.idSession)
          : await startSession({ ...user, tokenVersion: user.tokenVersion + 1 }, app, {});
      return { success: true, message: 'Senha alterada com sucesso!', token };
    },

    /**
     * The caller of a bearer token on a host, or null when the token is invalid, revoked (its session ended,
     * the member's `tokenVersion` moved, the member inactive) or of another company than the host's.
     */
    async authenticate(token: string, host: string | undefined): Promise<AuthContext | null> {
      const claims = await tokens.verify(token);
      if (!claims) return null;
      if ((await hostCompanies.companyOfHost(host)) !== claims.idCompany) return null;
      const state = await authRepository.findTokenState(claims.idUser, claims.idSession);
      const now = clock.now();
      if (
        !state?.active ||
        state.idCompany !== claims.idCompany ||
        state.tokenVersion !== claims.tokenVersion ||
        state.idSession === null ||
        state.endedAt !== null ||
        state.expiresAt === null ||
        state.expiresAt <= now.toISOString() ||
        (state.supportIdUser ?? undefined) !== claims.supportIdUser
      ) {
        return null;
      }
      observeCatalogVersion?.(state.idCompany, state.catalogVersion ?? 0);
      observeContentVersion?.(state.idCompany, state.contentVersion ?? 0);
      // A support token lives only while its administrator may still browse as members of this company.
      if (claims.supportIdUser) {
        const supporter = await authRepository.findSupporterState(claims.supportIdUser);
        if (
          !supporter?.active ||
          supporter.idCompany !== claims.idCompany ||
          supporter.admin < 1 ||
          supporter.canAccessSupport !== 1
        ) {
          return null;
        }
      }
      const staleBefore = new Date(now.getTime() - SESSION_TOUCH_MS).toISOString();
      if (state.lastUsedAt !== null && state.lastUsedAt < staleBefore) {
        await authRepository.touchSession(claims.idSession, now.toISOString(), staleBefore);
      }
      return {
        idUser: claims.idUser,
        idCompany: claims.idCompany,
        idApp: claims.idApp,
        admin: state.admin,
        supportIdUser: claims.supportIdUser,
        idSession: claims.idSession,
        expiresAt: claims.expiresAt,
        department: state.department,
      };
    },

    /** `POST /logout`: ends the caller's session (only this one), and its sockets. */
    async logout(auth: AuthContext): Promise<{ success: true }> {
      if (auth.idSession !== undefined) {
        const ended = await authRepository.endSessions(auth.idCompany, auth.idUser, clock.now().toISOString(), {
          idSessions: [auth.idSession],
        });
        await realtimeSessions?.endSessions(auth.idCompany, ended.length > 0 ? ended : [auth.idSession]);
      }
      return { success: true };
    },

    /** `GET /users/:idUser/sessions`: the member's open sessions, this one marked. */
    async listSessions(auth: AuthContext, idUser: number): Promise<MemberSessionsResponse> {
      if (idUser !== auth.idUser) throw new AppError('NOT_FOUND');
      const rows = await authRepository.findOpenSessions(auth.idCompany, auth.idUser, clock.now().toISOString());
      return {
        success: true,
        sessions: rows.map((row) => ({
          idSession: row.idSession,
          idApp: row.idApp,
          userAgent: row.userAgent,
          createdAt: row.createdAt,
          lastUsedAt: row.lastUsedAt,
          current: row.idSession === auth.idSession,
          support: row.supportIdUser ? { idUser: row.supportIdUser, name: row.supporterName ?? '' } : null,
        })),
      };
    },

    /**
     * `DELETE /users/:idUser/sessions/:idSession`: ends one of the member's sessions (this one too, like
     * logout). A session already ended answers as ended; another member's is not found.
     */
    async endSession(auth: AuthContext, idUser: number, idSession: number): Promise<EndSessionsResponse> {
      if (idUser !== auth.idUser) throw new AppError('NOT_FOUND');
      if (auth.supportIdUser && idSession !== auth.idSession) throw new AppError('SUPPORT_ACCESS_NESTED');
      const session = await authRepository.findSession(auth.idCompany, auth.idUser, idSession);
      if (!session) throw new AppError('NOT_FOUND');
      const ended = await authRepository.endSessions(auth.idCompany, auth.idUser, clock.now().toISOString(), {
        idSessions: [idSession],
      });
      await realtimeSessions?.endSessions(auth.idCompany, ended);
      return { success: true, ended: ended.length };
    },

    /** `DELETE /users/:idUser/sessions`: ends every session of the member but this one. */
    async endOtherSessions(auth: AuthContext, idUser: number): Promise<EndSessionsResponse> {
      if (idUser !== auth.idUser) throw new AppError('NOT_FOUND');
      if (auth.supportIdUser) throw new AppError('SUPPORT_ACCESS_NESTED');
      const ended = await endMemberSessions(auth.idCompany, auth.idUser, {
        ...(auth.idSession !== undefined ? { exceptIdSession: auth.idSession } : {}),
      });
      return { success: true, ended: ended.length };
    },

    /**
     * Ends every session of a member and the support sessions they opened as others (deactivation), in the
     * database and on every instance's sockets.
     */
    async endAllSessionsOf(idCompany: number, idUser: number): Promise<void> {
      await endMemberSessions(idCompany, idUser, { includeSupported: true });
    },
  };
};

export type AuthService = ReturnType<typeof authService>;
