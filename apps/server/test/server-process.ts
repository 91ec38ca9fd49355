import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { TEST_JWT_SECRET } from './harness';
import { freePort } from './services';

const ROOT = resolve(import.meta.dirname, '../../..');

/** A real server process (`apps/server/src/main.ts` from source, or the built `dist/main.js`) on a free port. */
export type ServerProcess = {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output: () => string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
  /** Sends SIGTERM and waits for the exit (SIGKILL after `ms`). */
  stop: (ms?: number) => Promise<number | string>;
  /** Ends the process at once, as a crash or an out-of-memory kill would. */
  kill: () => Promise<number | string>;
  /** Removes the data folder (unless it was given). */
  cleanup: () => void;
};

export async function startServerProcess(
  options: {
    env?: Record<string, string>;
    dataDir?: string;
    /** `source` (default) runs `src/main.ts` through tsx; `built` runs `dist/main.js` as production does. */
    entry?: 'source' | 'built';
    /** Milliseconds between readiness checks (100 by default). */
    pollMs?: number;
    /** How long the server may take to answer its first request (60 s by default). */
    startTimeoutMs?: number;
  } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'trilha-process-'));
  // One process (tsx as a loader, not its CLI, which would run the server in a child that a SIGKILL misses).
  const args =
    options.entry === 'built'
      ? ['--enable-source-maps', 'apps/server/dist/main.js']
      : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      JWT_SECRET: TEST_JWT_SECRET,
      WEB_DIST: join(dataDir, 'no-web'),
      WORKERS: '1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | string>((resolveExit) =>
    child.once('exit', (code, signal) => resolveExit(code ?? signal ?? 'unknown')),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited early:\n${output}`);
    const ready = await fetch(`${url}/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, options.pollMs ?? 100));
  }
  return {
    url,
    dataDir,
    child,
    output: () => output,
    exited,
    async stop(ms = 10_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), ms);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      return exited;
    },
    cleanup() {
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A request to a server process on a connection of its own (no keep-alive) with the `Host` header given, which
 * `fetch` cannot set: an app host or a content host resolved by name, as a balancer would forward it.
 */
export function requestOnHost(
  server: ServerProcess,
  host: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; contentType: string; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${server.url}${options.path}`,
      { method: options.method ?? 'GET', agent: false, headers: { ...options.headers, host } },
      (incoming) => {
        let text = '';
        incoming.on('data', (chunk) => {
          text += chunk;
        });
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            contentType: String(incoming.headers['content-type'] ?? ''),
            text,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}
