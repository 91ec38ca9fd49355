import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, startServer, type TrilhaServer, test } from './fixtures';

// The installed app: its service worker is what these journeys are about.
test.use({ serviceWorkers: 'allow' });

/**
 * Spec 3, 9: when a new version is deployed, the open app shows the new version notice; 'Atualizar' loads it.
 * The server serves its own copy of the built web app, which the test replaces with a new build.
 */
const WEB = resolve(import.meta.dirname, '..');
const NOTICE = 'Uma nova versão do aplicativo está disponível.';
const NEXT_VERSION = 'e2e-next';

let deployed: string;
let server: TrilhaServer;

/** The new release, built once for the file: both journeys deploy the same one. */
let release: string | undefined;

/** Builds the web app as a release does, labelled with `version`, into a folder of its own. */
function buildRelease(version: string): string {
  const outDir = mkdtempSync(join(tmpdir(), 'trilha-web-next-'));
  execFileSync(process.execPath, [resolve(WEB, '../../node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir], {
    cwd: WEB,
    env: { ...process.env, VITE_APP_VERSION: version },
    stdio: 'pipe',
  });
  return outDir;
}

/** Deploys the new release: its files replace the served ones, as a release does. */
function deployNewBuild(): void {
  release ??= buildRelease(NEXT_VERSION);
  cpSync(release, deployed, { recursive: true, force: true });
}

/** The app asks for a new version hourly and on coming back to the foreground; the test asks now. */
async function checkForUpdate(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
}

const version = (page: Page) => page.locator('meta[name="version"]');

test.beforeEach(async () => {
  deployed = mkdtempSync(join(tmpdir(), 'trilha-web-'));
  cpSync(join(WEB, 'dist'), deployed, { recursive: true });
  server = await startServer({ WEB_DIST: deployed });
});

test.afterEach(async () => {
  await server?.stop();
  rmSync(deployed, { recursive: true, force: true });
});

test.afterAll(() => {
  if (release) rmSync(release, { recursive: true, force: true });
});

test('a new build deployed while the app is open shows the update notice, and Atualizar loads the new version', async ({
  page,
}) => {
  test.slow();
  await page.goto(server.url('acme', '/login'));
  await signIn(page, 'maria@acme.example');
  await expect(page.getByRole('heading', { name: 'Olá, Maria!' })).toBeVisible();
  // A member who opened the app before: the installed version serves this page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(version(page)).not.toHaveAttribute('content', NEXT_VERSION);
  await expect(page.getByText(NOTICE)).toBeHidden();

  deployNewBuild();
  await checkForUpdate(page);

  await expect(page.getByText(NOTICE)).toBeVisible();
  // The notice stays 5 s; with the keyboard focus on it, it stays while the member reads it.
  await page.getByRole('button', { name: 'Atualizar' }).focus();
  await expectAccessible(page);
  await expect(page.getByText(NOTICE)).toBeVisible();
  await page.getByRole('button', { name: 'Atualizar' }).click();
  await expect(version(page)).toHaveAttribute('content', NEXT_VERSION);
  await expect(page.getByRole('heading', { name: 'Olá, Maria!' })).toBeVisible();
  await expect(page.getByText(NOTICE)).toBeHidden();
});

test('on the visit that installed the app, Atualizar still loads the new version', async ({ page }) => {
  test.slow();
  await page.goto(server.url('acme', '/login'));
  await signIn(page, 'maria@acme.example');
  await expect(page.getByRole('heading', { name: 'Olá, Maria!' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  deployNewBuild();
  await checkForUpdate(page);

  await expect(page.getByText(NOTICE)).toBeVisible();
  await page.getByRole('button', { name: 'Atualizar' }).click();
  await expect(version(page)).toHaveAttribute('content', NEXT_VERSION);
});
