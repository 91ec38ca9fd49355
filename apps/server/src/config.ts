import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  REDIS_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  WEB_DIST: z.string().default('apps/web/dist'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
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
  logLevel: string;
  seedDemo: 'auto' | 'never';
  webDist: string;
  trustProxy: boolean;
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
  const distributed = Boolean(env.DATABASE_URL || env.REDIS_URL);
  if (distributed && env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new ConfigError(
      'Configuração inválida:\n  JWT_SECRET: obrigatório em produção com DATABASE_URL ou REDIS_URL',
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
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO,
    webDist: fromRoot(env.WEB_DIST),
    trustProxy: env.TRUST_PROXY,
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
