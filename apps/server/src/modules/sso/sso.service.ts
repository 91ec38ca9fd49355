import type { Profile } from '@node-saml/node-saml';
import { type SamlConfiguration, samlConfiguration } from '@trilha/shared/api/saml';
import { SSO_REQUEST_TTL_MS } from '@trilha/shared/constants';
import type { AppRow } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { AuthRepository } from '../auth/auth.repository';
import type { TenantRepository } from '../tenant/tenant.repository';
import type { TenantService } from '../tenant/tenant.service';
import type { SsoRepository } from './sso.repository';

type SsoServiceDeps = {
  ssoRepository: SsoRepository;
  authRepository: AuthRepository;
  tenantRepository: TenantRepository;
  tenantService: TenantService;
  /** A new session of the member on the app, and its token (auth area); null when they may not enter. */
  startSession: (
    user: { idUser: number; idCompany: number; tokenVersion: number; active: number },
    idApp: number,
    origin: { userAgent?: string | undefined },
  ) => Promise<string | null>;
  clock: Clock;
};

export type SsoPath = { bucket: string; idApp: number; idCompany: number };
export type SsoRequestInfo = { host: string | undefined; protocol: string; userAgent?: string | undefined };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_CLAIM = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress';
const NAME_CLAIM = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name';

/**
 * SAML 2.0 single sign-on (spec document 1, sections 4 "Login" and 7): the login page sends the browser
 * to `GET /login/sso/:bucket/:idApp/:idCompany`, which redirects to the identity provider; its signed
 * answer is posted to `.../acs`, the member is found by e-mail (or created), and the browser returns to
 * the app's login page with a session token.
 */
export const ssoService = ({
  ssoRepository,
  authRepository,
  tenantRepository,
  tenantService,
  startSession,
  clock,
}: SsoServiceDeps) => {
  async function requireApp(path: SsoPath): Promise<AppRow> {
    const app = await tenantRepository.findAppById(path.idApp);
    if (!app || app.bucket !== path.bucket || app.idCompany !== path.idCompany) throw new AppError('APP_NOT_FOUND');
    return app;
  }

  function readConfiguration(app: AppRow): SamlConfiguration | null {
    if (!app.samlConfiguration) return null;
    const parsed = samlConfiguration.safeParse(JSON.parse(app.samlConfiguration));
    return parsed.success ? parsed.data : null;
  }

  /** The callback when it is an address of this app's own hosts, so a token never leaves for another site. */
  async function safeCallback(app: AppRow, callback: string | undefined, origin: string): Promise<string> {
    const fallback = `${origin}/login`;
    if (!callback) return fallback;
    let url: URL;
    try {
      url = new URL(callback);
    } catch {
      return fallback;
    }
    const hosts = await tenantRepository.findHosts(app.idApp);
    const isOwnHost = hosts.includes(url.hostname.toLowerCase());
    return isOwnHost && (url.protocol === 'https:' || url.protocol === 'http:')
      ? `${url.origin}${url.pathname}`
      : fallback;
  }

  /** node-saml, loaded by the first sign-on a process sees rather than when it starts. */
  async function buildSaml(
    app: AppRow,
    config: SamlConfiguration,
    origin: string,
    store: ReturnType<SsoRepository['createRequestStore']>,
  ) {
    const { SAML, ValidateInResponseTo } = await import('@node-saml/node-saml');
    const issuer = config.issuer ?? `trilha:${app.bucket}`;
    return new SAML({
      entryPoint: config.entryPoint,
      idpCert: config.idpCert,
      issuer,
      audience: issuer,
      ...(config.idpIssuer ? { idpIssuer: config.idpIssuer } : {}),
      callbackUrl: `${origin}/login/sso/${encodeURIComponent(app.bucket)}/${app.idApp}/${app.idCompany}/acs`,
      wantAssertionsSigned: true,
      wantAuthnResponseSigned: false,
      validateInResponseTo: ValidateInResponseTo.always,
      requestIdExpirationPeriodMs: SSO_REQUEST_TTL_MS,
      cacheProvider: store,
      acceptedClockSkewMs: 60_000,
      identifierFormat: null,
      disableRequestedAuthnContext: true,
    });
  }

  function readIdentity(profile: Profile, config: SamlConfiguration): { email: string; name: string } | null {
    const attribute = (key: string | undefined) => {
      const value = key ? profile[key] : undefined;
      return typeof value === 'string'
        ? value
        : Array.isArray(value) && typeof value[0] === 'string'
          ? value[0]
          : undefined;
    };
    const email = (
      attribute(config.emailAttribute) ??
      attribute('email') ??
      attribute('mail') ??
      attribute(EMAIL_CLAIM) ??
      profile.nameID
    )
      ?.trim()
      .toLowerCase();
    if (!email || !EMAIL.test(email) || email.length > 254) return null;
    const name =
      attribute(config.nameAttribute) ??
      attribute('displayName') ??
      attribute('name') ??
      attribute(NAME_CLAIM) ??
      email.split('@')[0];
    return { email, name: (name ?? email).trim().slice(0, 200) || email };
  }

  return {
    /** The identity provider's address with a fresh AuthnRequest; the callback rides as RelayState. */
    async startSignOn(path: SsoPath, callback: string | undefined, request: SsoRequestInfo): Promise<string> {
      const app = await requireApp(path);
      const origin = await tenantService.getPublicOrigin(app.idApp, request.host, request.protocol);
      const config = readConfiguration(app);
      if (!config) return `${origin}/login?byPassSSO=true&ssoError=1`;
      const store = ssoRepository.createRequestStore(app.idApp, SSO_REQUEST_TTL_MS);
      const relayState = await safeCallback(app, callback, origin);
      return (await buildSaml(app, config, origin, store)).getAuthorizeUrlAsync(relayState, undefined, {});
    },

    /**
     * Checks the identity provider's answer (signature, audience, time window, that it answers a request
     * we made and was not used before) and returns where the browser goes next, with the reason of a refusal.
     */
    async completeSignOn(
      path: SsoPath,
      body: { SAMLResponse: string; RelayState?: string | undefined },
      request: SsoRequestInfo,
    ): Promise<{ location: string; failure?: string }> {
      const app = await requireApp(path);
      const origin = await tenantService.getPublicOrigin(app.idApp, request.host, request.protocol);
      const refuse = (failure: string) => ({ location: `${origin}/login?byPassSSO=true&ssoError=1`, failure });
      const config = readConfiguration(app);
      if (!config) return refuse('app has no SAML configuration');

      const store = ssoRepository.createRequestStore(app.idApp, SSO_REQUEST_TTL_MS);
      let profile: Profile | null;
      try {
        ({ profile } = await (await buildSaml(app, config, origin, store)).validatePostResponseAsync({
          SAMLResponse: body.SAMLResponse,
        }));
      } catch (error) {
        return refuse(`SAML answer refused: ${(error as Error).message}`);
      }
      if (!profile) return refuse('SAML answer without a profile');
      if (!store.isConsumed()) return refuse('SAML answer already used');

      const identity = readIdentity(profile, config);
      if (!identity) return refuse('SAML answer without a usable e-mail');
      const now = clock.now().toISOString();
      let user = await ssoRepository.findUserByEmail(app.idCompany, identity.email);
      if (!user) {
        if (config.jitProvisioning === false) return refuse('no member with this e-mail');
        user = await ssoRepository.createMember({ idCompany: app.idCompany, idApp: app.idApp, ...identity, now });
      }
      if (!user.active) return refuse('member inactive');
      if (!(await authRepository.hasAppAccess(user.idUser, app.idApp)))
        return refuse('member without access to the app');

      await authRepository.recordLogin(user.idUser, now);
      const token = await startSession(user, app.idApp, { userAgent: request.userAgent });
      if (!token) return refuse('member inactive');
      const target = new URL(await safeCallback(app, body.RelayState, origin));
      target.searchParams.set('token', token);
      return { location: target.toString() };
    },
  };
};

export type SsoService = ReturnType<typeof ssoService>;
