import type { Page } from '@playwright/test';
import { expect, expectAccessible, putOffPreTest, signIn, test } from './fixtures';

/** Waits until the service worker controls the page, as it does from the second visit on. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('the last-seen home and catalog stay readable offline, and logging out takes them off the device', async ({
  page,
  context,
  server,
}) => {
  await page.goto(server.url('acme-academy', '/login'));
  await signIn(page, 'joao@acme.example');
  await putOffPreTest(page);
  await expect(page.getByRole('heading', { name: 'Catálogo de treinamentos' })).toBeVisible();
  await page.goto(server.url('acme-academy', '/catalog/vendas'));
  await expect(page.getByRole('heading', { name: 'Vendas', level: 1 })).toBeVisible();
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { name: 'Vendas', level: 1 })).toBeVisible();
  // The answers are written a moment after they arrive.
  await page.waitForTimeout(1_500);

  await context.setOffline(true);
  await page.goto(server.url('acme-academy', '/'));
  await expect(page.getByRole('heading', { name: 'Catálogo de treinamentos' })).toBeVisible();
  await page.goto(server.url('acme-academy', '/catalog/vendas'));
  await expect(page.getByRole('heading', { name: 'Vendas', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Vendas consultivas/ }).first()).toBeVisible();
  await expectAccessible(page);

  // Back online: the page is asked again and still shows.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Vendas', level: 1 })).toBeVisible();

  // Logging out removes what was kept: the next offline visit has nothing of João's.
  await page.getByRole('button', { name: 'Menu do perfil' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/login'));
  const kept = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('trilha-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('queries').objectStore('queries').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );
  expect(kept).toBe(0);
});
