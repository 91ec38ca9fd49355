import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A free TCP port on the loopback address. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A Redis for a test: `REDIS_URL_TEST` (CI starts one), or a private `redis-server` on a free port. */
export type TestRedis = { url: string; stop: () => Promise<void> };

/**
 * Redis for the tests that need one. Keys of each test are apart by prefix (`uniquePrefix()`), so test
 * files running together may share one server.
 */
export async function startTestRedis(): Promise<TestRedis> {
  if (process.env.REDIS_URL_TEST) return { url: process.env.REDIS_URL_TEST, stop: async () => undefined };
  const available = spawnSync('redis-server', ['--version']).status === 0;
  if (!available) throw new Error('Redis tests need REDIS_URL_TEST or redis-server on the PATH');
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await new Promise<boolean>((resolveUp) => {
      const probe = connect(port, '127.0.0.1', () => {
        probe.end();
        resolveUp(true);
      });
      probe.on('error', () => resolveUp(false));
    });
    if (up) break;
    if (Date.now() > deadline) throw new Error('redis-server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A key prefix of its own for one test, so tests sharing a Redis never see each other's keys. */
export function uniquePrefix(): string {
  return `test:${process.pid}:${Math.random().toString(36).slice(2, 10)}:`;
}

/** An S3-compatible server (s3rver, an npm package running in this process) with an empty bucket. */
export type TestS3 = { env: Record<string, string>; bucket: string; stop: () => Promise<void> };

export async function startTestS3(bucket = 'trilha-test'): Promise<TestS3> {
  const { default: S3rver } = await import('s3rver');
  const directory = mkdtempSync(join(tmpdir(), 'trilha-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  return {
    bucket,
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
