import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import cors, { type FastifyCorsOptionsDelegatePromise } from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { bucketFromHost } from '@trilha/shared/rules/tenant';
import Fastify, { type FastifyInstance, type FastifySchema, type RouteOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { unitOfWork } from './db/unit-of-work';
import { activationRepository } from './modules/activation/activation.repository';
import { activationRoutes } from './modules/activation/activation.routes';
import { activationService } from './modules/activation/activation.service';
import { adminRoutes } from './modules/admin/admin.routes';
import { adminService } from './modules/admin/admin.service';
import { authRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { authService } from './modules/auth/auth.service';
import { authoringRoutes } from './modules/authoring/authoring.routes';
import { authoringService } from './modules/authoring/authoring.service';
import { campaignRankingRepository } from './modules/campaigns/campaign-ranking.repository';
import { campaignRankingRoutes } from './modules/campaigns/campaign-ranking.routes';
import { campaignRankingService } from './modules/campaigns/campaign-ranking.service';
import { campaignsRepository } from './modules/campaigns/campaigns.repository';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes';
import { campaignsService } from './modules/campaigns/campaigns.service';
import { registerChat } from './modules/chat/chat.module';
import { communitySections } from './modules/community/community-sections';
import { registerMemberNotifications } from './modules/community/member-notifications.module';
import { contentRepository } from './modules/content/content.repository';
import { contentRoutes } from './modules/content/content.routes';
import { contentService } from './modules/content/content.service';
import { createContentCache } from './modules/content/content-cache';
import { registerDirectory } from './modules/directory/directory.module';
import { filesRoutes } from './modules/files/files.routes';
import { healthRoutes } from './modules/health/health.routes';
import { learningAccountRepository } from './modules/learning/account/learning-account.repository';
import { learningAccountRoutes } from './modules/learning/account/learning-account.routes';
import { learningAccountService } from './modules/learning/account/learning-account.service';
import { createCatalogCache } from './modules/learning/catalog/catalog-cache';
import { createLearning, registerLearning } from './modules/learning/learning.module';
import { createContentHosts } from './modules/learning/lessons/content-hosts';
import { createLessons, registerLessons } from './modules/learning/lessons/lessons.module';
import { refuseAppOnContentHosts } from './modules/learning/lessons/package-content.routes';
import { learningEventsService } from './modules/learning-events/learning-events.service';
import { registerLibrary } from './modules/library/library.module';
import { notificationsRepository } from './modules/notifications/notifications.repository';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { notificationsService } from './modules/notifications/notifications.service';
import { plansRepository } from './modules/plans/plans.repository';
import { plansRoutes } from './modules/plans/plans.routes';
import { plansService } from './modules/plans/plans.service';
import { pwaRoutes } from './modules/pwa/pwa.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { reportsService } from './modules/reports/reports.service';
import { sectionsRepository } from './modules/sections/sections.repository';
import { ssoRepository } from './modules/sso/sso.repository';
import { ssoRoutes } from './modules/sso/sso.routes';
import { ssoService } from './modules/sso/sso.service';
import { storeRepository } from './modules/store/store.repository';
import { storeRoutes } from './modules/store/store.routes';
import { storeService } from './modules/store/store.service';
import { supportAccessRepository } from './modules/support-access/support-access.repository';
import { registerSupportAudit, supportAccessRoutes } from './modules/support-access/support-access.routes';
import { supportAccessService } from './modules/support-access/support-access.service';
import { tenantRepository } from './modules/tenant/tenant.repository';
import { tenantRoutes } from './modules/tenant/tenant.routes';
import { tenantService, toAppDetails } from './modules/tenant/tenant.service';
import { trackingRepository } from './modules/tracking/tracking.repository';
import { trackingRoutes } from './modules/tracking/tracking.routes';
import { trackingService } from './modules/tracking/tracking.service';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { uploadsService } from './modules/uploads/uploads.service';
import { registerUserUploads } from './modules/uploads/user-uploads.module';
import { usersRepository } from './modules/users/users.repository';
import { usersRoutes } from './modules/users/users.routes';
import { usersService } from './modules/users/users.service';
import { createAnswerSerializerCompiler } from './platform/answer-serializer';
import { requireAdmin } from './platform/auth-context';
import { registerAuthentication } from './platform/authenticate';
import { type Clock, systemClock } from './platform/clock';
import { ClusterRateLimitStore, isClusterWorker } from './platform/cluster';
import { createOriginCheck } from './platform/cors';
import { answerFrameworkError, registerErrorHandling } from './platform/error-handler';
import { createFileAccess, type FileAccess, registerFileSigning } from './platform/file-access';
import { createHostCompanies } from './platform/host-company';
import { registerIdempotency } from './platform/idempotency';
import { registerInputGuard } from './platform/input-guard';
import { createJobQueue, type JobQueue } from './platform/jobs';
import { logSerializers, REDACTED_LOG_PATHS } from './platform/logging';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './platform/mail';
import type { ScryptCost } from './platform/passwords';
import { createSandboxGateway, type PaymentGateway } from './platform/payments';
import { createProxyView, fastifyTrustProxy } from './platform/proxy';
import { createRealtime, type Realtime } from './platform/realtime';
import { closeRedis, connectRedis } from './platform/redis';
import { createOutboxSms, type SmsSender } from './platform/sms';
import { createStorage, type Storage } from './platform/storage';
import { createTokenService } from './platform/tokens';
import { registerWebApp } from './platform/web';

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Replaces the system clock (tests move time). */
  clock?: Clock;
  /** Replaces the configured mailer. */
  mailer?: Mailer;
  /** Replaces the configured file storage. */
  storage?: Storage;
  /** Replaces the SMS sender (the outbox by default). */
  sms?: SmsSender;
  /** Replaces the card payment gateway (the sandbox by default). */
  payments?: PaymentGateway;
  /** Serve the built web app from `config.webDist` (off when only the API is wanted). */
  serveWeb?: boolean;
  /** Login and password-link attempts per minute per address and name (default from the configuration). */
  loginAttemptsPerMinute?: number;
  /** Waits before a slowed-down login answers (tests record the wait instead). */
  sleep?: (ms: number) => Promise<void>;
  /** The scrypt cost of new password hashes (OWASP's by default; see platform/passwords.ts). */
  passwordCost?: ScryptCost;
  /** How often an open socket's session is checked again (a minute by default). */
  socketRecheckMs?: number;
  /** Called for every route registered (the route table printer and the route-walking tests use it). */
  onRoute?: (method: string, url: string, route: CollectedRoute) => void;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /** Names this instance in job locks. */
  instanceId?: string;
};

/** What the route-walking tests need to know about a route. */
export type CollectedRoute = { schema: FastifySchema | undefined; isPublic: boolean };

/** Platform services shared with modules and tests. */
export type Platform = {
  storage: Storage;
  realtime: Realtime;
  jobs: JobQueue;
  /**
   * Who may load stored files: `files.addressFor(idCompany, keyOrAddress)` is the address a member of the
   * company may load a file at (signed, expiring). JSON answers are signed already (`registerFileSigning`);
   * call it for addresses sent another way (socket events, e-mails).
   */
  files: FileAccess;
  /** The shared Redis connection, when `REDIS_URL` is set. */
  redis: Redis | undefined;
  /** What the console changed, once committed: caches of members' answers subscribe to drop what they kept. */
};

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}

/** Builds the Fastify instance: plugins in one visible order, external -> app -> modules. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const { db } = database;
  const clock = options.clock ?? systemClock;

  const loggerOptions = { level: config.logLevel, redact: REDACTED_LOG_PATHS, serializers: logSerializers };
  const app = Fastify({
    ...(config.logLevel === 'silent'
      ? { logger: false }
      : options.logStream
        ? { logger: { ...loggerOptions, stream: options.logStream } }
        : { logger: loggerOptions }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    frameworkErrors: answerFrameworkError,
    // A proxy's request id is kept when it is a plain token, so logs of both can be matched.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.:-]{1,100}$/.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createAnswerSerializerCompiler({ checkAnswers: config.checkAnswers }));
  const { onRoute } = options;
  if (onRoute) {
    app.addHook('onRoute', (route) => {
      const collected = { schema: route.schema, isPublic: Boolean((route as RouteOptions).config?.public) };
      for (const method of [route.method].flat()) onRoute(method, route.url, collected);
    });
  }

  // Shared state across instances: Redis when configured.
  const onRedisError = (error: Error) => app.log.warn({ err: error }, 'redis connection error');
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, 'trilha', onRedisError) : undefined;
  const tenantRepo = tenantRepository({ db });
  const hostCompanies = createHostCompanies({
    findCompanyOfBucketOrHost: async (bucketOrHost) =>
      (await tenantRepo.findAppByBucketOrHost(bucketOrHost))?.idCompany,
    findCompanyOfRegisteredHost: (host) => tenantRepo.findCompanyOfRegisteredHost(host),
    readHostsVersion: async () =>
      Number(
        (await db.selectFrom('host_versions').select('version').where('id', '=', 1).executeTakeFirst())?.version ?? 0,
      ),
    clock,
  });
  const isAllowedOrigin = createOriginCheck({ hosts: hostCompanies });

  // External plugins.
  const contentHosts = createContentHosts({
    template: config.scormContentHost,
    companyOfAppHost: async (host) => (await tenantRepo.findCompanyOfRegisteredHost(host)) ?? null,
    clock,
  });
  // The Content-Security-Policy is set apart from helmet's other headers: helmet's plugin parses every
  // directive again on each request, and the policy changes only with the host (see securityPolicyOf).
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  const securityPolicy = securityPolicyOf(contentHosts.contentHostOf);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('content-security-policy', securityPolicy(request.headers.host));
  });
  // Only the company's own hosts, with this host's scheme and port, may call the API from a page of another origin.
  const corsFor: FastifyCorsOptionsDelegatePromise = async (request) => {
    const origin = request.headers.origin;
    const allowed = origin ? await isAllowedOrigin(origin, { host: request.host, protocol: request.protocol }) : false;
    return { origin: allowed ? origin : false, maxAge: 600 };
  };
  await app.register(cors, () => corsFor);
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    // Shared by every instance through Redis; without it, by the workers of this machine through the primary.
    ...(redis
      ? { redis, nameSpace: `${config.redisKeyPrefix}rate-limit:` }
      : isClusterWorker()
        ? { store: ClusterRateLimitStore }
        : {}),
  });
  let closing = false;
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers are about one member at one moment: no browser, proxy or service worker keeps them.
    if (!reply.hasHeader('cache-control') && String(reply.getHeader('content-type') ?? '').includes('json')) {
      reply.header('cache-control', 'no-store');
    }
    // While the server stops, answers in flight close their connection so the stop need not wait for keep-alive.
    if (closing) reply.header('connection', 'close');
  });
  // The default limits of uploads; routes set their own per upload (`readMultipart`, `saveMultipart` in platform/multipart.ts).
  await app.register(multipart, { limits: { fileSize: 100 * 1024 * 1024, files: 1, fields: 20, parts: 25 } });

  // App plugins.
  registerErrorHandling(app);
  registerInputGuard(app);
  refuseAppOnContentHosts(app, contentHosts);
  if (options.serveWeb ?? true) {
    // Each page carries the app of its host, so the web app starts without asking for it.
    await registerWebApp(app, config.webDist, async (hostname) => {
      const row = await tenantRepo.findAppByBucketOrHost(bucketFromHost(hostname));
      return row ? toAppDetails(row) : null;
    });
  }

  const storage = options.storage ?? createStorage(config);
  const tenant = tenantService({ tenantRepository: tenantRepo });
  const outbox = createOutboxMailer({ db, log: app.log, clock });
  const mailer =
    options.mailer ?? (config.smtpUrl ? createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom }) : outbox);
  const tokens = createTokenService({ secret: config.jwtSecret, ttlDays: config.jwtTtlDays, clock });
  const catalogCache = createCatalogCache({ db });
  const contentCache = createContentCache({ db });
  const authRepo = authRepository({ db });
  const notifications = notificationsService({
    notificationsRepository: notificationsRepository({ db }),
    mailer,
    clock,
    log: app.log,
  });
  const plans = plansService({
    plansRepository: plansRepository({ db }),
    notifyMembers: notifications.notifyMembers,
    clock,
  });
  const auth = authService({
    authRepository: authRepo,
    tenantRepository: tenantRepo,
    tenantService: tenant,
    sectionsRepository: sectionsRepository({ db }),
    tokens,
    mailer,
    notifyMembers: notifications.notifyMembers,
    clock,
    hostCompanies,
    realtimeSessions: {
      endMember: (idCompany, idUser) => realtime.endMember(idCompany, idUser),
      endSessions: (idCompany, idSessions) => realtime.endSessions(idCompany, idSessions),
    },
    activePlanOf: plans.activePlanOf,
    ...(options.passwordCost ? { passwordCost: options.passwordCost } : {}),
    observeCatalogVersion: catalogCache.observe,
    observeContentVersion: contentCache.observe,
  });
  registerAuthentication(app, auth.authenticate);
  const supportAccess = supportAccessService({
    db,
    supportAccessRepository: supportAccessRepository({ db }),
    authService: auth,
    clock,
  });
  registerSupportAudit(app, supportAccess);
  registerIdempotency(app, { db, clock });
  const fileAccess = createFileAccess({
    secret: config.jwtSecret,
    clock,
    findPackCompany: async (companyKey) =>
      (
        await db
          .selectFrom('pack_keys')
          .select('idCompany')
          .where('entityType', '=', 'company')
          .where('packKey', '=', companyKey)
          .executeTakeFirst()
      )?.idCompany,
  });
  registerFileSigning(app, fileAccess);
  const campaigns = campaignsService({ campaignsRepository: campaignsRepository({ db }), clock });
  const attemptsPerMinute = options.loginAttemptsPerMinute ?? config.loginRateLimitPerMinute;

  // Platform adapters for the modules below: pass `storage`, `realtime` and `jobs` to a module's service as
  // dependencies (realtime: rooms, emits and client events; jobs: `register` a handler and `enqueue` work).
  const realtime = createRealtime({
    server: app.server,
    authenticate: auth.authenticate,
    isAllowedOrigin,
    proxy: createProxyView(config.trustProxy),
    log: app.log,
    clock,
    recordSupportEvent: (auth, event, payload) => supportAccess.recordSupportEvent(auth, event, payload),
    ...(options.socketRecheckMs ? { recheckMs: options.socketRecheckMs } : {}),
    ...(redis
      ? {
          redis: {
            pub: await connectRedis(config.redisUrl as string, 'trilha-socket-pub', onRedisError),
            sub: await connectRedis(config.redisUrl as string, 'trilha-socket-sub', onRedisError),
            keyPrefix: config.redisKeyPrefix,
          },
        }
      : { inCluster: isClusterWorker() }),
  });
  const jobs = createJobQueue({
    db,
    clock,
    log: app.log,
    ...(options.instanceId ? { instanceId: options.instanceId } : {}),
  });
  app.decorate('platform', { storage, realtime, jobs, files: fileAccess, redis });
  // The one place where learning events happen; campaign points, member e-mails and the journey follow it.
  const learningEvents = learningEventsService({ clock, jobs, notifyMembers: notifications.notifyMembers });
  // Graceful shutdown: stop taking jobs and close sockets before the server stops; Redis after it.
  app.addHook('preClose', async () => {
    closing = true;
    await Promise.all([jobs.stop(), realtime.close()]);
  });
  app.addHook('onClose', async () => {
    if (redis) await closeRedis(redis);
  });

  // Every /admin route, of any area, is for administrators of the caller's company only; refused before validation.
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.url?.startsWith('/admin/')) requireAdmin(request.auth);
  });

  // Modules.
  await app.register(healthRoutes({ db, redis }));
  await app.register(
    filesRoutes({
      storage,
      files: fileAccess,
      hostCompanies,
      findBrandAddresses: () => tenantRepo.findBrandAddresses(),
      clock,
    }),
  );
  await app.register(tenantRoutes({ tenantService: tenant }));
  await app.register(
    authRoutes({
      authService: auth,
      rateLimits: { perMinute: attemptsPerMinute, ...(options.sleep ? { sleep: options.sleep } : {}) },
    }),
  );
  await app.register(pwaRoutes({ tenantService: tenant }));
  await app.register(
    usersRoutes({
      usersService: usersService({
        usersRepository: usersRepository({ db }),
        tenantRepository: tenantRepo,
        storage,
        recordEvent: (event) => learningEvents.record(db, event),
        clock,
      }),
    }),
  );
  await app.register(uploadsRoutes({ uploadsService: uploadsService({ storage }) }));
  await app.register(campaignsRoutes({ campaignsService: campaigns }));
  const content = contentService({
    contentRepository: contentCache.wrap(contentRepository({ db })),
    learningEvents,
    clock,
  });
  await app.register(contentRoutes({ contentService: content }));
  await app.register(
    campaignRankingRoutes({
      campaignRankingService: campaignRankingService({
        campaignsRepository: campaignsRepository({ db }),
        campaignRankingRepository: campaignRankingRepository({ db }),
        clock,
      }),
    }),
  );
  await app.register(
    trackingRoutes({
      trackingService: trackingService({
        trackingRepository: trackingRepository({ db }),
        clock,
        recordContentVisit: content.recordVisit,
      }),
    }),
  );
  await app.register(
    activationRoutes({
      activationService: activationService({
        activationRepository: activationRepository({ db }),
        authRepository: authRepo,
        tenantRepository: tenantRepo,
        sms: options.sms ?? createOutboxSms({ db, log: app.log, clock }),
        clock,
      }),
      perMinute: attemptsPerMinute,
    }),
  );
  await app.register(
    ssoRoutes({
      ssoService: ssoService({
        ssoRepository: ssoRepository({ db }),
        authRepository: authRepo,
        tenantRepository: tenantRepo,
        tenantService: tenant,
        startSession: (user, idApp, origin) => auth.startSingleSignOnSession(user, idApp, origin),
        clock,
      }),
      perMinute: attemptsPerMinute,
    }),
  );
  // Packaged courses and the learning core need each other: lessons ask the core whether a member may open a
  // content and hand it the progress they derive; the core's content answers describe a course's lessons.
  const lessons = createLessons({
    db,
    storage,
    jobs,
    clock,
    secret: config.jwtSecret,
    log: app.log,
    contentHosts,
    hostDir: join(config.webDist, 'scorm-host'),
    access: {
      requireContent: (auth, place) => learning.contents.requirePackagedContent(auth, place),
      recordContentProgress: (auth, place, state) => learning.contents.recordPackagedProgress(auth, place, state),
    },
  });
  const learning = createLearning({
    db,
    clock,
    packagedCourses: lessons.lessons,
    storage,
    learningEvents,
    notifyMembers: notifications.notifyMembers,
    catalogCache,
  });
  await registerLearning(app, learning);
  await registerLessons(app, lessons);
  await app.register(
    adminRoutes({
      adminService: adminService({
        db,
        clock,
        notifyMembers: notifications.notifyMembers,
        endSessionsOf: (idCompany, idUser) => auth.endAllSessionsOf(idCompany, idUser),
      }),
    }),
  );
  // Reports for administrators (the company) and managers (their team), issue 27.
  await app.register(
    reportsRoutes({ reportsService: reportsService({ db, clock, notifyMembers: notifications.notifyMembers }) }),
  );
  // The console's authoring of apps, menus, contents, trainings, evaluations and campaigns (docs/api.md).
  await app.register(
    authoringRoutes({
      authoringService: authoringService({ db, clock, onHostsChanged: hostCompanies.forget }),
      storage,
    }),
  );
  // Account, support access, apps and plans (spec 3, 2.9, 2.10, 4.10, 4.13-4.16).
  await app.register(supportAccessRoutes({ supportAccessService: supportAccess, perMinute: attemptsPerMinute }));
  await app.register(notificationsRoutes({ notificationsService: notifications }));
  await app.register(
    learningAccountRoutes({
      learningAccountService: learningAccountService({
        learningAccountRepository: learningAccountRepository({ db }),
        clock,
      }),
    }),
  );
  await app.register(plansRoutes({ plansService: plans }));
  await app.register(
    storeRoutes({
      storeService: storeService({
        storeRepository: storeRepository({ db }),
        transaction: unitOfWork(db, (trx) => storeRepository({ db: trx })),
        payments: options.payments ?? createSandboxGateway(),
        clock,
        log: app.log,
      }),
    }),
  );
  // Community areas of the content app (document 2), sharing the check of the section each call names.
  const sections = communitySections({ db });
  await registerChat(app, { db, realtime, sections, clock });
  await registerUserUploads(app, { db, storage, sections, clock });
  await registerLibrary(app, { db, sections });
  await registerDirectory(app, { db, searchUsers: (auth, query) => supportAccess.listUsers(auth, query) });
  await registerMemberNotifications(app, { db, sections, clock });

  return app;
}

/** The host name of a `Host` header (without its port), `localhost` when there is none. */
function hostnameOf(host: string | undefined): string {
  return /^(\[[^\]]+\]|[^:]+)/.exec(host ?? '')?.[1] ?? 'localhost';
}

/**
 * The Content-Security-Policy of an answer on a host, made by helmet's own policy writer once per host name
 * and kept (at most `POLICY_CACHE_SIZE` hosts, the map starts again when full). The app's pages frame lessons
 * from the content host beside their own (in development, plain http).
 */
export function securityPolicyOf(contentHostOf: (appHost: string) => string): (host: string | undefined) => string {
  const write = helmet.contentSecurityPolicy({
    directives: {
      ...CONTENT_SECURITY_POLICY,
      frameSrc: [
        ...CONTENT_SECURITY_POLICY.frameSrc,
        (request) => `${contentHostOf(hostnameOf(request.headers.host))}:*`,
      ],
    },
  });
  const policies = new Map<string, string>();
  return (host) => {
    const hostname = hostnameOf(host).toLowerCase();
    let policy = policies.get(hostname);
    if (policy === undefined) {
      let written = '';
      const response = { setHeader: (_name: string, value: string) => (written = value) };
      write({ headers: { host: hostname } } as IncomingMessage, response as unknown as ServerResponse, (error) => {
        if (error) throw error;
      });
      if (policies.size >= POLICY_CACHE_SIZE) policies.clear();
      policy = written;
      policies.set(hostname, policy);
    }
    return policy;
  };
}
const POLICY_CACHE_SIZE = 1000;

/**
 * The Content-Security-Policy of every answer. It lets the players work: hls.js (blob: media and workers,
 * streams fetched from https: hosts), pdf.js (a worker from this origin, WebAssembly decoders), the YouTube
 * IFrame API (its script and frames) and external content in https: frames; nothing runs inline.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  mediaSrc: ["'self'", 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  frameSrc: ["'self'", 'https:'],
  connectSrc: ["'self'", 'https:', 'wss:', 'ws:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  scriptSrc: ["'self'", "'wasm-unsafe-eval'", 'https://www.youtube.com', 'https://s.ytimg.com'],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  upgradeInsecureRequests: null,
};
