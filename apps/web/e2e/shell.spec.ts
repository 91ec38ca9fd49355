import { expect, expectAccessible, signIn, test } from './fixtures';

test('an unknown host says no app answers for the address', async ({ page, server }) => {
  await page.goto(server.url('initech', '/login'));
  await expect(page.getByText('Nenhuma aplicação correspondente a URL')).toBeVisible();
  await expectAccessible(page);
});

test('going offline shows the offline toast for five seconds', async ({ page, server, context }) => {
  await page.goto(server.url('acme', '/login'));
  await signIn(page, 'maria@acme.example');
  await expect(page.getByRole('heading', { name: 'Olá, Maria!' })).toBeVisible();
  await context.setOffline(true);
  const toast = page.getByText('Parece que você está sem conexão com a internet.');
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 8000 });
  await context.setOffline(false);
});
