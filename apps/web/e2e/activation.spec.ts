import { expect, expectAccessible, signIn, test } from './fixtures';

test('first access by phone and PIN, then the password on /registro @desktop', async ({ page, server }, testInfo) => {
  await page.goto(server.url('acme', '/landing-page'));
  await page.getByRole('link', { name: 'Primeiro acesso pelo celular' }).click();
  await expect(page).toHaveURL(/\/activate-user$/);
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  await page.getByLabel('Celular').fill('11991234567');
  await expect(page.getByLabel('Celular')).toHaveValue('(11) 99123-4567');
  await expectAccessible(page);
  // The calls carry the phone's digits (spec 2, 7), not the mask the field shows.
  const sendPin = page.waitForRequest((request) => request.url().endsWith('/contract/sendpin'));
  await page.getByRole('button', { name: 'Enviar' }).click();
  expect((await sendPin).postDataJSON()).toMatchObject({ phone: '11991234567' });

  await expect(page.getByLabel('PIN')).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page.getByLabel('Celular')).toHaveValue('(11) 99123-4567');
  await page.getByRole('button', { name: 'Enviar' }).click();

  await expect(page.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  const [sms] = server.query<{ body: string }>(
    "select body from outbox where channel = 'sms' and recipient = '11991234567' order by idOutbox desc limit 1",
  );
  const pin = /(\d{6})/.exec(sms?.body ?? '')?.[1] ?? '';
  expect(pin).toMatch(/^\d{6}$/);

  await page.getByLabel('PIN').fill(pin === '000000' ? '111111' : '000000');
  // The PIN check carries the phone's digits too.
  const checkPin = page.waitForRequest((request) => request.url().endsWith('/contract/checkpin'));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  expect((await checkPin).postDataJSON()).toMatchObject({ phone: '11991234567' });
  await expect(page.getByRole('alert')).toHaveText('Erro ao validar PIN.');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('activation-pin.png') });

  await page.getByLabel('PIN').fill(pin);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/registro\?token=/);
  await expect(page.getByRole('heading', { name: 'Crie a sua senha' })).toBeVisible();
  const password = `Carla${testInfo.project.name}2026`;
  await page.getByLabel('Nova senha', { exact: true }).fill(password);
  await page.getByLabel('Confirme a nova senha').fill(password);
  await page.getByRole('button', { name: 'Salvar senha' }).click();
  // A first password is created, not changed.
  await expect(page.getByText('Senha criada com sucesso! Agora você já pode entrar.')).toBeVisible();
  await page.getByRole('link', { name: 'Ir para o login' }).click();
  await signIn(page, 'carla@acme.example', password);
  await expect(page.getByRole('heading', { name: 'Olá, Carla!' })).toBeVisible();
});
