import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './platform/proxy';

/** The repository root, so that `./data` means the same folder whichever workspace npm runs in. */
export const ROOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional();

const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: optionalUrl,
  JWT_SECRET: z.string().min(32, 'JWT_SECRET precisa de ao menos 32 caracteres').optional(),
  JWT_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  PUBLIC_PORT_IN_LINKS: z.coerce.number().int().optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Trilha <nao-responda@trilha.app>'),
  REDIS_URL: optionalUrl.refine((value) => !value || /^rediss?:\/\//.test(value), 'use redis:// ou rediss://'),
  REDIS_KEY_PREFIX: z.string().min(1).max(50).default('trilha:'),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().trim().optional(),
  S3_REGION: z.string().trim().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(15_000),
  JOBS: z.enum(['on', 'off']).default('on'),
  ANSWER_CHECK: z.enum(['on', 'off']).optional(),
  WORKERS: z
    .string()
    .trim()
    .default('auto')
    .refine((value) => value === 'auto' || /^[1-9]\d{0,2}$/.test(value), 'use auto ou um número de 1 a 999'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  WEB_DIST: z.string().default('apps/web/dist'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  SCORM_CONTENT_HOST: z
    .string()
    .trim()
    .toLowerCase()
    .default('scorm.{host}')
    .refine(
      (value) => /^[a-z0-9.-]*\{host\}[a-z0-9.-]*$/.test(value) && value !== '{host}',
      'use {host} (o host do app) com um prefixo ou sufixo, ex.: scorm.{host} ou scorm-{host}',
    ),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Local file storage, used when no object storage is configured. */
  uploadsDir: string;
  databaseUrl: string | undefined;
  /** `:memory:` or a file path; used when there is no DATABASE_URL. */
  sqlitePath: string;
  jwtSecret: Uint8Array;
  jwtTtlDays: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel, so environments can share one Redis. */
  redisKeyPrefix: string;
  /** Object storage; local disk under `uploadsDir` when absent. */
  s3: S3Config | undefined;
  /** Login and password-link attempts per minute per address and login name. */
  loginRateLimitPerMinute: number;
  /** How long a stopping server waits for requests and jobs in flight before it exits anyway. */
  shutdownTimeoutMs: number;
  /** Whether this process runs background jobs (`JOBS=off` for instances that only answer requests). */
  runJobs: boolean;
  /**
   * Whether every answer is also encoded by its zod schema and compared with the compiled serializer's
   * (`ANSWER_CHECK`; on by default outside production).
   */
  checkAnswers: boolean;
  /** Worker processes answering on the port: one per core by default (`WORKERS=auto`), 1 runs in a single process. */
  workers: number;
  logLevel: string;
  seedDemo: 'auto' | 'never';
  webDist: string;
  /** The proxies whose `X-Forwarded-*` headers are believed: none, a hop count, or their addresses. */
  trustProxy: TrustProxy;
  /**
   * The host name packaged courses run on beside each app host (`{host}` is the app's host): an origin that
   * holds no session, apart from every app host but of the same site (docs/decisions.md, "SCORM packages
   * run on an origin of their own").
   */
  scormContentHost: string;
};

/** An S3-compatible bucket (AWS S3, MinIO, Ceph, R2...). */
export type S3Config = {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

/** Thrown when the environment cannot start the server; the message says which variable is wrong. */
export class ConfigError extends Error {}

/** Reads every environment variable once, with defaults that run the demo on one machine. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = fromRoot(env.DATA_DIR);
  const distributed = Boolean(env.DATABASE_URL || env.REDIS_URL || env.S3_BUCKET);
  if (distributed && env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new ConfigError(
      'Configuração inválida:\n  JWT_SECRET: obrigatório em produção com DATABASE_URL, REDIS_URL ou S3_BUCKET',
    );
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    databaseUrl: env.DATABASE_URL,
    sqlitePath: join(dataDir, 'trilha.sqlite'),
    jwtSecret: new TextEncoder().encode(env.JWT_SECRET ?? localSecret(dataDir)),
    jwtTtlDays: env.JWT_TTL_DAYS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    s3: s3Config(env),
    loginRateLimitPerMinute: env.LOGIN_RATE_LIMIT_PER_MINUTE,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    runJobs: env.JOBS === 'on',
    checkAnswers: (env.ANSWER_CHECK ?? (env.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    workers: env.WORKERS === 'auto' ? availableParallelism() : Number(env.WORKERS),
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO,
    webDist: fromRoot(env.WEB_DIST),
    trustProxy: env.TRUST_PROXY,
    scormContentHost: env.SCORM_CONTENT_HOST,
  };
}

/**
 * Object storage is on when `S3_BUCKET` is set; the other `S3_*` variables without a bucket, or keys
 * given by halves, stop the server rather than silently writing files to the local disk.
 */
function s3Config(env: z.infer<typeof environment>): S3Config | undefined {
  const problems: string[] = [];
  const anyS3 = env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY;
  if (!env.S3_BUCKET) {
    if (anyS3) problems.push('  S3_BUCKET: obrigatório quando outra variável S3_* é definida');
  } else if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(env.S3_BUCKET)) {
    problems.push('  S3_BUCKET: nome de bucket inválido (3 a 63 letras minúsculas, números, pontos e hifens)');
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push('  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: defina as duas ou nenhuma');
  }
  if (problems.length > 0) throw new ConfigError(`Configuração inválida:\n${problems.join('\n')}`);
  if (!env.S3_BUCKET) return undefined;
  return {
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

function fromRoot(path: string): string {
  return isAbsolute(path) ? path : join(ROOT_DIR, path);
}

/** A single machine keeps its signing secret in the data folder, made on first start. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
