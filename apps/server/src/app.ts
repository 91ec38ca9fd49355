import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { authRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { authService } from './modules/auth/auth.service';
import { filesRoutes } from './modules/files/files.routes';
import { healthRoutes } from './modules/health/health.routes';
import { sectionsRepository } from './modules/sections/sections.repository';
import { tenantRepository } from './modules/tenant/tenant.repository';
import { tenantRoutes } from './modules/tenant/tenant.routes';
import { tenantService } from './modules/tenant/tenant.service';
import { registerAuthentication } from './platform/authenticate';
import { type Clock, systemClock } from './platform/clock';
import { registerErrorHandling } from './platform/error-handler';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './platform/mail';
import { createDiskStorage, type Storage } from './platform/storage';
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
  /** Serve the built web app from `config.webDist` (off when only the API is wanted). */
  serveWeb?: boolean;
  /** Login and password-link attempts per minute per address and name. */
  loginAttemptsPerMinute?: number;
  /** Called for every route registered (the route table printer uses it). */
  onRoute?: (method: string, url: string) => void;
};

/** Builds the Fastify instance: plugins in one visible order, external -> app -> modules. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const { db } = database;
  const clock = options.clock ?? systemClock;

  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'body.password', 'body.token'],
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const { onRoute } = options;
  if (onRoute) {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) onRoute(method, route.url);
    });
  }

  // External plugins.
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        frameSrc: ["'self'", 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, { origin: false });
  await app.register(rateLimit, { global: false, hook: 'preHandler' });

  // App plugins.
  registerErrorHandling(app);
  if (options.serveWeb ?? true) await registerWebApp(app, config.webDist);

  const storage = options.storage ?? createDiskStorage(config.uploadsDir);
  const tenantRepo = tenantRepository({ db });
  const tenant = tenantService({ tenantRepository: tenantRepo });
  const outbox = createOutboxMailer({ db, log: app.log, clock });
  const mailer =
    options.mailer ?? (config.smtpUrl ? createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom }) : outbox);
  const tokens = createTokenService({ secret: config.jwtSecret, ttlDays: config.jwtTtlDays, clock });
  const auth = authService({
    authRepository: authRepository({ db }),
    tenantRepository: tenantRepo,
    tenantService: tenant,
    sectionsRepository: sectionsRepository({ db }),
    tokens,
    mailer,
    clock,
  });
  registerAuthentication(app, auth.authenticate);

  // Modules.
  await app.register(healthRoutes({ db }));
  await app.register(filesRoutes({ storage }));
  await app.register(tenantRoutes({ tenantService: tenant }));
  await app.register(
    authRoutes({ authService: auth, rateLimits: { perMinute: options.loginAttemptsPerMinute ?? 10 } }),
  );

  return app;
}
