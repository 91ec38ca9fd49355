import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import type * as Axe from 'axe-core';

const ROOT = resolve(import.meta.dirname, '../../..');

/** A real server process on its own port and its own fresh SQLite database with the demo tenants. */
export type TrilhaServer = {
  port: number;
  /** `http://<bucket>.localhost:<port>`, for the browser. */
  url: (bucket?: string, path?: string) => string;
  /** `http://127.0.0.1:<port><path>`, for calls from the test itself (it opens the default app, Acme). */
  api: (path: string) => string;
  /** Runs SQL on the server's database (reading the outbox, moving state for a scenario). */
  query: <T = Record<string, unknown>>(sql: string, ...params: Array<string | number | null>) => T[];
  stop: () => Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The environment variable naming a data folder with the demo packs already imported (see
 * `global-setup.ts`): each server starts from a copy of it instead of importing them again.
 */
export const DEMO_DATA_ENV = 'TRILHA_E2E_DEMO_DATA';

/**
 * Starts the built server (`apps/server/dist/main.js`, built by `global-setup.ts`) as `npm start` does, on a
 * free port, and waits until it is ready.
 * `dataDir`: a data folder of the caller's, used as it is and left in place when the server stops.
 */
export async function startServer(
  env: Record<string, string> = {},
  { readyWithinMs = 180_000, dataDir: givenDataDir }: { readyWithinMs?: number; dataDir?: string } = {},
): Promise<TrilhaServer> {
  const port = await freePort();
  const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'trilha-e2e-'));
  const demoData = process.env[DEMO_DATA_ENV];
  if (!givenDataDir && demoData) cpSync(demoData, dataDir, { recursive: true });
  const child: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', join(ROOT, 'apps/server/dist/main.js')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        WORKERS: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  // Seeding the demo takes seconds on a quiet machine and much longer on one shared with other work.
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ready = await fetch(`http://127.0.0.1:${port}/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  const database = new DatabaseSync(join(dataDir, 'trilha.sqlite'));
  database.exec('PRAGMA busy_timeout = 5000');
  return {
    port,
    url: (bucket = 'acme', path = '/') => `http://${bucket}.localhost:${port}${path}`,
    api: (path) => `http://127.0.0.1:${port}${path}`,
    query: (sql, ...params) => {
      const statement = database.prepare(sql);
      if (statement.columns().length) return statement.all(...params) as never[];
      statement.run(...params);
      return [];
    },
    stop: async () => {
      database.close();
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const DEMO_PASSWORD = 'trilha123';

/** Fills both login steps on the current login page. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Login ou e-mail').fill(username);
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Fazer login' }).click();
}

/** Puts off the welcome pre-test the learning home asks for until it is taken ('Agora não'). */
export async function putOffPreTest(page: Page): Promise<void> {
  await page
    .getByRole('dialog', { name: 'Pré-teste de boas-vindas' })
    .getByRole('button', { name: 'Agora não' })
    .click();
}

/** axe-core's script, put into a page the first time it is judged. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Only the violations are collected: axe's list of what passed names every element it checked, and building
 * those names takes longer than the checks on a long page.
 */
const AXE_OPTIONS: Axe.RunOptions = { resultTypes: ['violations'] };

/**
 * axe run inside a page without frames. The script is put in once per document: a page judged again (another
 * width, a dialog opened) reuses it, where `AxeBuilder` would put its half a megabyte in twice on every run.
 */
async function violationsInPage(page: Page): Promise<Axe.Result[]> {
  type WithAxe = { axe?: typeof Axe };
  if (!(await page.evaluate(() => Boolean((window as WithAxe).axe)))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async (options) => (await ((window as WithAxe).axe as typeof Axe).run(document, options)).violations,
    AXE_OPTIONS,
  );
}

/** No serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // Colours are judged once the page transition (and any other finite animation) has ended.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // A frame of another site (a page a company embeds) is that site's to make accessible, and axe cannot run
  // in a frame whose sandbox forbids scripts, or in one of a site that never loads on a machine without the
  // internet: it would wait on them forever. The app's own frames are checked.
  const { foreign, frames } = await page.evaluate(() => {
    let count = 0;
    const all = document.querySelectorAll('iframe');
    for (const frame of all) {
      const src = frame.getAttribute('src');
      const host = src ? new URL(src, location.href).hostname : location.hostname;
      const ownSite = /(^|\.)localhost$/.test(host) || host === '127.0.0.1';
      const scriptless = frame.hasAttribute('sandbox') && !frame.sandbox.contains('allow-scripts');
      if (ownSite && !scriptless) continue;
      frame.setAttribute('data-axe-foreign', '');
      count += 1;
    }
    return { foreign: count, frames: all.length };
  });
  // A page without frames is judged in one run inside it. With frames, axe runs in each frame and gathers
  // the results in a blank page of its own (the library's default): the only way it reaches a frame of
  // another origin, such as a course on its content host, and twice the time of the single run.
  let violations: Axe.Result[];
  if (frames === 0) violations = await violationsInPage(page);
  else {
    const builder = new AxeBuilder({ page }).options(AXE_OPTIONS);
    violations = (await (foreign > 0 ? builder.exclude('iframe[data-axe-foreign]') : builder).analyze()).violations;
  }
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** `server`: one server per worker, shared by the tests of that worker. */
export const test = base.extend<object, { server: TrilhaServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from its first argument.
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 200_000 },
  ],
});

export { expect };
