import { createWriteStream, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Browser, FrameLocator, Page } from '@playwright/test';
import { ZipFile } from 'yazl';
import { expect, signIn, type TrilhaServer } from './fixtures';

/** The SCO: a frame inside the lesson frame's own page, on the company's content host. */
export const lessonOf = (page: Page): FrameLocator => page.frameLocator('iframe[sandbox]').frameLocator('iframe');

/** Zips a folder as an author would (every file, paths relative to it); answers the zip's path. */
export async function zipFolder(folder: string, name: string): Promise<string> {
  const target = join(mkdtempSync(join(tmpdir(), 'trilha-e2e-zip-')), name);
  const zip = new ZipFile();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else zip.addBuffer(readFileSync(path), relative(folder, path).split('\\').join('/'));
    }
  };
  walk(folder);
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(target));
  return target;
}

/**
 * Uploads a package in the administration console as Acme's administrator, for a packaged-course content
 * (whose members then play it), and waits until it is processed; answers the console's row of it.
 */
export async function uploadThroughConsole(
  browser: Browser,
  server: TrilhaServer,
  options: { zip: string; title: string; content: string },
): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(server.url('acme', '/login'));
    await signIn(page, 'ana@acme.example');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(server.url('acme', '/admin/pacotes-scorm'));
    await expect(page.getByRole('heading', { name: 'Pacotes SCORM', level: 1 })).toBeVisible();
    await page.getByLabel('Arquivo do pacote (.zip)').setInputFiles(options.zip);
    await page.getByLabel('Título do curso (opcional)').fill(options.title);
    await page.getByLabel('Conteúdo do treinamento').selectOption({ label: options.content });
    await page.getByRole('button', { name: 'Enviar pacote' }).click();
    const row = page.getByRole('listitem').filter({ hasText: options.title });
    await expect(row.getByText('Pronto')).toBeVisible({ timeout: 30_000 });
    return (await row.innerText()).trim();
  } finally {
    await context.close();
  }
}

/** Signs a member in to the demo academy and enrolls them in the open class of 'Cursos interativos'. */
export async function enrollInInteractiveCourses(page: Page, server: TrilhaServer, username: string): Promise<number> {
  await page.goto(server.url('acme-academy', '/login'));
  await signIn(page, username);
  await expect(page.getByRole('heading', { name: 'Acme Academy', level: 1 })).toBeVisible();
  await page.goto(server.url('acme-academy', '/catalog/cursos-interativos'));
  await expect(page.getByRole('heading', { name: 'Cursos interativos', level: 1 })).toBeVisible();
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Turma aberta' })
    .getByRole('button', { name: 'Matricular-se' })
    .click();
  await expect(page).toHaveURL(/\/level\/\d+$/);
  return Number(page.url().split('/').pop());
}
