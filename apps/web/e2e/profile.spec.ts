import type { Page } from '@playwright/test';
import { ERROR_BANNER_MS } from '@trilha/shared/constants';
import { expect, expectAccessible, signIn, test } from './fixtures';

/** Width and height of a baseline JPEG, read from its SOF0 marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  for (let offset = 2; offset < bytes.length; ) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  return null;
}

/** A file as the page itself loads it (same host and origin). */
async function fetchBytes(page: Page, path: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (url) => {
    const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  }, path);
  return Buffer.from(base64, 'base64');
}

test.describe('profile', () => {
  test('edit: a bad CPF and a bad phone are refused, a photo is cropped to 250x250 JPEG, the data saved @desktop', async ({
    page,
    server,
  }, testInfo) => {
    await page.goto(server.url('acme', '/login'));
    await signIn(page, 'ana@acme.example');
    await expect(page.getByRole('heading', { name: 'Olá, Ana!' })).toBeVisible();
    await page.goto(server.url('acme', '/perfil'));
    await expect(page.getByRole('heading', { name: 'Ana Lima', level: 1 })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('profile.png'), fullPage: true });
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Editar perfil' }).click();
    await expect(page).toHaveURL(/\/editar-perfil$/);
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveAttribute('readonly', '');

    // The masks format while typing; the shared rules refuse what is wrong.
    await page.getByLabel('CPF').fill('52998224724');
    await expect(page.getByLabel('CPF')).toHaveValue('529.982.247-24');
    await page.getByLabel('Telefone').fill('23987654321');
    await expect(page.getByLabel('Telefone')).toHaveValue('(23) 98765-4321');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('CPF inválido')).toBeVisible();
    await expect(
      page.getByText('Telefone invalido, por favor digite corretamente. Exemplo: (99) 99999-9999'),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('profile-edit-errors.png'), fullPage: true });
    await expectAccessible(page);

    // The notification checkboxes follow the communications acceptance and exclude each other.
    const communications = page.getByLabel('Aceito receber comunicações da empresa');
    const email = page.getByLabel('Receber notificações por e-mail');
    const sms = page.getByLabel('Receber notificações por SMS');
    await expect(email).toBeDisabled();
    await expect(sms).toBeDisabled();
    await communications.check();
    await email.check();
    await expect(sms).toBeDisabled();
    await email.uncheck();
    await sms.check();
    await expect(email).toBeDisabled();

    // A file that is not an image is refused at once.
    await page.getByRole('button', { name: 'Alterar foto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Foto do perfil' });
    await dialog
      .getByLabel('Escolher imagem')
      .setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('oi') });
    await expect(dialog.getByRole('alert')).toHaveText('Arquivo inválido.');

    // An image is cropped, sent and becomes the photo.
    const icon = await fetchBytes(page, '/app-icon/any-512.png');
    await dialog.getByLabel('Escolher imagem').setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: icon });
    await expect(dialog.getByRole('slider')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('photo-crop.png') });
    const upload = page.waitForResponse((response) => response.url().endsWith('/uploads/file'));
    await dialog.getByRole('button', { name: 'Usar esta foto' }).click();
    expect((await upload).status()).toBe(200);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Foto atualizada com sucesso' })).toBeVisible();
    const photo = page.getByRole('img', { name: 'Foto de Ana Lima' });
    const src = await photo.getAttribute('src');
    // A member's photo is a private file: its address is signed and expires.
    expect(src).toMatch(/^\/files\/profile\/\d+\/\d+\/[0-9a-f-]+\.jpg\?sig=[^&]+$/);
    const jpeg = await fetchBytes(page, src ?? '');
    expect(jpeg.subarray(0, 2).toString('hex')).toBe('ffd8');
    expect(jpegSize(jpeg)).toEqual({ width: 250, height: 250 });

    // Good data is saved; the banner goes after 5 seconds.
    await page.getByLabel('Nome').fill('Ana Lima Souza');
    await page.getByLabel('CPF').fill('390.533.447-05');
    await page.getByLabel('Telefone').fill('(21) 99876-5432');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const saved = page.getByRole('status').filter({ hasText: 'Perfil atualizado com sucesso' });
    await expect(saved).toBeVisible();
    const [row] = server.query<{ name: string; cpf: string; phone: string; smsNotification: number }>(
      "select name, cpf, phone, smsNotification from users where username = 'ana@acme.example'",
    );
    expect(row).toEqual({
      name: 'Ana Lima Souza',
      cpf: '39053344705',
      phone: '21998765432',
      smsNotification: 1,
    });
    await expect(saved).toBeHidden({ timeout: 7000 });

    await page.getByRole('link', { name: 'Cancelar' }).click();
    await expect(page.getByRole('heading', { name: 'Ana Lima Souza', level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Foto de Ana Lima Souza' })).toHaveAttribute('src', src ?? '');
  });

  test('a failed save says so for 10 seconds', async ({ page, server }) => {
    await page.clock.install();
    await page.goto(server.url('acme', '/login'));
    await signIn(page, 'maria@acme.example');
    await expect(page.getByRole('heading', { name: 'Olá, Maria!' })).toBeVisible();
    await page.goto(server.url('acme', '/editPerfil'));
    await expect(page.getByRole('heading', { name: 'Dados pessoais' })).toBeVisible();
    await page.route('**/users/*', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
    );
    await page.getByRole('button', { name: 'Salvar' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Erro ao salvar dados, tente novamente mais tarde.' });
    await expect(banner).toBeVisible();
    await page.clock.fastForward(ERROR_BANNER_MS - 1_000);
    await expect(banner).toBeVisible();
    await page.clock.fastForward(2_000);
    await expect(banner).toBeHidden();
  });
});
