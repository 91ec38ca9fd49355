import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, devices } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';

// The installed app: its service worker is what these journeys are about.
test.use({ serviceWorkers: 'allow' });

/** Fires the browser's install offer as Chromium does when the app is installable. */
async function offerInstall(page: import('@playwright/test').Page) {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    (window as unknown as { promptCalls: number }).promptCalls = 0;
    event.prompt = async () => {
      (window as unknown as { promptCalls: number }).promptCalls++;
    };
    event.userChoice = Promise.resolve({ outcome: 'accepted' });
    window.dispatchEvent(event);
  });
}

test.describe('installable per brand', () => {
  test('the Acme and Globex manifests differ in name and colours, and Chromium finds both installable', async ({
    page,
    server,
  }) => {
    const manifestOf = async (bucket: string) =>
      (
        await page.request.get(server.api('/manifest.webmanifest'), {
          headers: { host: `${bucket}.localhost:${server.port}` },
        })
      ).json();
    const acme = await manifestOf('acme');
    const globex = await manifestOf('globex');
    expect([acme.name, acme.theme_color, acme.background_color]).toEqual(['Acme', '#b3261e', '#fff4ef']);
    expect([globex.name, globex.theme_color, globex.background_color]).toEqual(['Globex', '#0b6e4f', '#eefaf3']);

    // Playwright's contexts are incognito, where Chromium never installs: a profile on disk instead.
    const profile = mkdtempSync(join(tmpdir(), 'trilha-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    try {
      for (const bucket of ['acme', 'globex']) {
        const installable = await context.newPage();
        await installable.goto(server.url(bucket, '/login'));
        await installable.evaluate(() => navigator.serviceWorker.ready);
        const cdp = await context.newCDPSession(installable);
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        expect(installabilityErrors).toEqual([]);
        const { url, errors } = await cdp.send('Page.getAppManifest');
        expect(url).toBe(server.url(bucket, '/manifest.webmanifest'));
        expect(errors).toEqual([]);
        await cdp.detach();
        await installable.close();
      }
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('the install modal shows on a phone when askPWA is set, and not without it', async ({ page, server }) => {
    server.query("update users set askPWA = 1 where username = 'ana@acme.example'");
    try {
      await page.goto(server.url('acme', '/login'));
      await signIn(page, 'maria@acme.example');
      await expect(page.getByRole('heading', { name: 'Olá, Maria!' })).toBeVisible();
      await offerInstall(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('button', { name: 'Sair' }).click();

      // The browser's offer outlives a sign-in: the member who may be asked sees it at once.
      await signIn(page, 'ana@acme.example');
      await expect(page).toHaveURL(server.url('acme', '/'));
      await offerInstall(page);
      const modal = page.getByRole('dialog', { name: 'Instale o Acme' });
      await expect(modal).toBeVisible();
      await expectAccessible(page);
      await modal.getByRole('button', { name: 'Instalar' }).click();
      await expect(modal).toBeHidden();
      expect(await page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls)).toBe(1);

      // 'Agora não' keeps it quiet on this device.
      await offerInstall(page);
      await page.getByRole('dialog', { name: 'Instale o Acme' }).getByRole('button', { name: 'Agora não' }).click();
      await page.reload();
      await offerInstall(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } finally {
      server.query("update users set askPWA = 0 where username = 'ana@acme.example'");
    }
  });

  test('iOS Safari gets the add-to-home-screen hint instead', async ({ browser, server }) => {
    server.query("update users set askPWA = 1 where username = 'maria@acme.example'");
    const context = await browser.newContext({ ...devices['iPhone 13'], viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(server.url('acme', '/login'));
      await signIn(page, 'maria@acme.example');
      await expect(
        page.getByText('Para instalar o Acme, toque em Compartilhar e depois em "Adicionar à Tela de Início".'),
      ).toBeVisible();
      await expectAccessible(page);
    } finally {
      await context.close();
      server.query("update users set askPWA = 0 where username = 'maria@acme.example'");
    }
  });
});
