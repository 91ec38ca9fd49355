import type {
  ActivePlan,
  ForgotRequest,
  LastTracking,
  LoginRequest,
  LoginResponse,
  RenewLoginResponse,
  ResetPasswordRequest,
  Session,
  UserLoginInfoQuery,
  UserLoginInfoResponse,
} from '@trilha/shared/api/auth';
import { type CompanyDesign, companyDesign } from '@trilha/shared/api/auth';
import { PASSWORD_RESET_TTL_MS } from '@trilha/shared/constants';
import type { AuthContext } from '../../platform/auth-context';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { createOneTimeCode, hashOneTimeCode, type TokenService } from '../../platform/tokens';
import type { NotifyMembers } from '../notifications/notifications.service';
import { buildDesign, buildMenu } from '../sections/menu';
import type { SectionsRepository } from '../sections/sections.repository';
import type { AppRow, TenantRepository } from '../tenant/tenant.repository';
import type { TenantService } from '../tenant/tenant.service';
import type { AuthRepository, UserRow } from './auth.repository';

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
  /** Tells the member's open sockets, on every instance, that their sessions ended. */
  endSessions?: (idCompany: number, idUser: number) => Promise<void>;
  /** The plan the app runs on (plans area), for `activePlan` of the session. */
  activePlanOf?: (idCompany: number, idApp: number) => Promise<ActivePlan | null>;
  /** Told the company's learning catalog version read with each token check (catalog-cache.ts). */
  observeCatalogVersion?: (idCompany: number, version: number) => void;
};

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
  endSessions,
  activePlanOf,
  observeCatalogVersion,
}: AuthServiceDeps) => {
  async function requireApp(idApp: number, idCompany?: number): Promise<AppRow> {
    const app = await tenantRepository.findAppById(idApp);
    if (!app || (idCompany !== undefined && app.idCompany !== idCompany)) throw new AppError('APP_NOT_FOUND');
    return app;
  }

  async function buildSession(user: UserRow, app: AppRow, token: string, supportIdUser?: number): Promise<Session> {
    const [company, sections, apps, hosts, acceptedVersion, supporter, plan] = await Promise.all([
      tenantRepository.findCompany(app.idCompany),
      sectionsRepository.findActiveSections(app.idCompany, app.idApp, user.idUser),
      authRepository.findAccessibleApps(user.idUser),
      tenantRepository.findHosts(app.idApp),
      authRepository.findAcceptedTermsVersion(user.idCompany, user.idUser, app.idApp),
      supportIdUser ? authRepository.findUser(user.idCompany, supportIdUser) : undefined,
      activePlanOf ? activePlanOf(app.idCompany, app.idApp) : null,
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

  async function signFor(user: UserRow, app: AppRow, supportIdUser?: number): Promise<string> {
    return tokens.sign({
      idUser: user.idUser,
      idCompany: user.idCompany,
      idApp: app.idApp,
      tokenVersion: user.tokenVersion,
      ...(supportIdUser ? { supportIdUser } : {}),
    });
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

    async login(body: LoginRequest): Promise<LoginResponse> {
      const app = await requireApp(body.idApp, body.idCompany);
      const user = await authRepository.findUserByLogin(app.idCompany, body.username);
      const passwordOk = await verifyPassword(body.password, user?.passwordHash ?? null);
      if (!user || !passwordOk || !user.active || !(await authRepository.hasAppAccess(user.idUser, app.idApp))) {
        throw new AppError('INVALID_CREDENTIALS');
      }
      const now = clock.now().toISOString();
      await authRepository.recordLogin(user.idUser, now);
      const session = await buildSession({ ...user, lastLogin: now, lastAccess: now }, app, await signFor(user, app));
      return { success: true, data: session, lastTracking: await findLastTracking(user, app) };
    },

    /** A fresh token and login info for the caller; refused when the path's user is not the caller. */
    async renewLogin(auth: AuthContext, idUser: number): Promise<RenewLoginResponse> {
      if (idUser !== auth.idUser) throw new AppError('FORBIDDEN');
      const [user, app] = await Promise.all([
        authRepository.findUser(auth.idCompany, auth.idUser),
        requireApp(auth.idApp, auth.idCompany),
      ]);
      if (!user) throw new AppError('UNAUTHENTICATED');
      const now = clock.now().toISOString();
      await authRepository.recordLogin(user.idUser, now);
      const token = await signFor(user, app, auth.supportIdUser);
      const session = await buildSession({ ...user, lastLogin: now, lastAccess: now }, app, token, auth.supportIdUser);
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
      const member = await authRepository.consumePasswordReset(
        hashOneTimeCode(body.token),
        await hashPassword(body.password),
        clock.now().toISOString(),
      );
      if (!member) throw new AppError('RESET_TOKEN_INVALID');
      await endSessions?.(member.idCompany, member.idUser);
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
    ): Promise<Session | null> {
      const [user, app] = await Promise.all([
        authRepository.findUser(idCompany, idUser),
        tenantRepository.findAppById(idApp),
      ]);
      if (!user?.active || !app || app.idCompany !== idCompany) return null;
      if (!(await authRepository.hasAppAccess(user.idUser, app.idApp))) return null;
      const token = await signFor(user, app, supportIdUser);
      return buildSession(user, app, token, supportIdUser);
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
      if (!user.passwordHash || !(await verifyPassword(body.currentPassword, user.passwordHash))) {
        throw new AppError('CURRENT_PASSWORD_INCORRECT', { field: 'currentPassword' });
      }
      const changed = await authRepository.changePassword(
        auth.idCompany,
        auth.idUser,
        user.passwordHash,
        await hashPassword(body.newPassword),
      );
      if (!changed) throw new AppError('CURRENT_PASSWORD_INCORRECT', { field: 'currentPassword' });
      await endSessions?.(auth.idCompany, auth.idUser);
      await notifyMembers(auth.idCompany, 'PASSWORD_CHANGED', [auth.idUser], {
        subject: `Sua senha do ${app.name} foi alterada`,
        text: [
          `Olá, ${user.name}.`,
          '',
          `A senha da sua conta no ${app.name} acabou de ser alterada e as outras sessões foram encerradas.`,
          'Se não foi você, use "Esqueci minha senha" na tela de login para criar uma nova e avise o suporte.',
        ].join('\n'),
      });
      const token = await signFor({ ...user, tokenVersion: user.tokenVersion + 1 }, app);
      return { success: true, message: 'Senha alterada com sucesso!', token };
    },

    /** The caller of a bearer token, or null when the token is invalid, revoked or the member inactive. */
    async authenticate(token: string): Promise<AuthContext | null> {
      const claims = await tokens.verify(token);
      if (!claims) return null;
      const state = await authRepository.findTokenState(claims.idUser);
      if (!state?.active || state.idCompany !== claims.idCompany || state.tokenVersion !== claims.tokenVersion) {
        return null;
      }
      observeCatalogVersion?.(state.idCompany, state.catalogVersion ?? 0);
      // A support token lives only while its administrator may still browse as members of this company.
      if (claims.supportIdUser) {
        const supporter = await authRepository.findTokenState(claims.supportIdUser);
        if (
          !supporter?.active ||
          supporter.idCompany !== claims.idCompany ||
          supporter.admin < 1 ||
          supporter.canAccessSupport !== 1
        ) {
          return null;
        }
      }
      return {
        idUser: claims.idUser,
        idCompany: claims.idCompany,
        idApp: claims.idApp,
        admin: state.admin,
        supportIdUser: claims.supportIdUser,
      };
    },
  };
};

export type AuthService = ReturnType<typeof authService>;
