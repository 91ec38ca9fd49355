import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { JWT_SECRET: 'x'.repeat(32), NODE_ENV: 'test' };

describe('configuration checked at start', () => {
  it('turns object storage on with S3_BUCKET, with its defaults', () => {
    expect(loadConfig({ ...base, S3_BUCKET: 'trilha-files' }).s3).toEqual({
      endpoint: undefined,
      bucket: 'trilha-files',
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    expect(loadConfig(base).s3).toBeUndefined();
  });

  it.each([
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_BUCKET: obrigatório quando outra variável S3_* é definida'],
    [{ S3_BUCKET: 'Arquivos_Da_Empresa' }, 'S3_BUCKET: nome de bucket inválido'],
    [
      { S3_BUCKET: 'trilha', S3_ACCESS_KEY_ID: 'AKIA' },
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: defina as duas ou nenhuma',
    ],
    [{ S3_BUCKET: 'trilha', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
    [{ REDIS_URL: 'http://cache:6379' }, 'REDIS_URL: use redis:// ou rediss://'],
    [{ LOGIN_RATE_LIMIT_PER_MINUTE: '0' }, 'LOGIN_RATE_LIMIT_PER_MINUTE'],
    [{ SHUTDOWN_TIMEOUT_MS: 'soon' }, 'SHUTDOWN_TIMEOUT_MS'],
    [{ JOBS: 'maybe' }, 'JOBS'],
    [{ SCORM_CONTENT_HOST: '{host}' }, 'SCORM_CONTENT_HOST: use {host}'],
    [{ SCORM_CONTENT_HOST: 'pacotes.trilha.app' }, 'SCORM_CONTENT_HOST: use {host}'],
    [{ SCORM_CONTENT_HOST: 'scorm/{host}' }, 'SCORM_CONTENT_HOST: use {host}'],
  ])('stops with a message naming the variable for %j', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });

  it('runs packaged courses beside each app host, scorm.{host} unless told otherwise', () => {
    expect(loadConfig(base).scormContentHost).toBe('scorm.{host}');
    expect(loadConfig({ ...base, SCORM_CONTENT_HOST: ' Scorm-{host} ' }).scormContentHost).toBe('scorm-{host}');
  });

  it('requires JWT_SECRET in production with PostgreSQL, Redis or S3', () => {
    for (const env of [
      { DATABASE_URL: 'postgres://db/trilha' },
      { REDIS_URL: 'redis://cache:6379' },
      { S3_BUCKET: 'trilha' },
    ]) {
      expect(() => loadConfig({ NODE_ENV: 'production', ...env })).toThrow(/JWT_SECRET: obrigatório em produção/);
    }
  });
});
