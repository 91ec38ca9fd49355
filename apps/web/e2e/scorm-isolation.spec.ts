import { join } from 'node:path';
import { expect, expectAccessible, startServer, test } from './fixtures';
import { enrollInInteractiveCourses, lessonOf, uploadThroughConsole, zipFolder } from './scorm-console';

test.describe.configure({ timeout: 180_000 });

test("a course's script runs on its company's content host and finds no session of the member", async ({
  page,
  browser,
}) => {
  // A server of its own: the hostile package replaces a demo course.
  const server = await startServer();
  const zip = await zipFolder(join(import.meta.dirname, 'packages/sonda-de-isolamento'), 'sonda.zip');
  await uploadThroughConsole(browser, server, {
    zip,
    title: 'Sonda de isolamento',
    content: 'Segurança da informação no dia a dia',
  });

  const user = 'maria@acme.example';
  await enrollInInteractiveCourses(page, server, user);
  const session = await page.evaluate(() => localStorage.getItem('trilha.session'));
  const token = (JSON.parse(session ?? '{}') as { token?: string }).token ?? '';
  expect(token.length).toBeGreaterThan(20);
  await page.getByRole('link', { name: /Segurança da informação no dia a dia/ }).click();
  await expect(page).toHaveURL(/\/lessons\/\d+\/\d+\/\d+\/\d+\/single\/false$/);
  const lesson = lessonOf(page);
  await expect(lesson.locator('body[data-relatorio="pronto"]')).toBeAttached();
  await expectAccessible(page);
  const report = JSON.parse((await lesson.locator('#relatorio').textContent()) ?? '{}') as Record<string, unknown>;

  // The package ran on the content host beside the academy's, an origin apart from the app, where nothing
  // of the session is.
  const content = `http://scorm.acme-academy.localhost:${server.port}`;
  expect(report.origem).toBe(content);
  expect(report.chavesLocais).toEqual([]);
  expect(report.sessaoLocal).toBeNull();
  expect(report.cookies).toBe('');
  // The app's window is another origin: its storage, address and document are out of reach.
  expect(report.armazenamentoDoTopo).toBe('bloqueado: SecurityError');
  expect(report.sessaoDoTopo).toBe('bloqueado: SecurityError');
  expect(report.enderecoDoTopo).toBe('bloqueado: SecurityError');
  expect(report.documentoDoTopo).toBe('bloqueado: SecurityError');
  expect(report.apiDoTopo).toBe('bloqueado: SecurityError');
  // The SCORM API is in its parent frame, as SCORM discovery expects, and calls to the app are refused.
  expect(report.apiDoPai).toBe('object');
  expect(report.origensAcima).toEqual([content, `http://acme-academy.localhost:${server.port}`]);
  expect(report.chamadaAoApp).toBe('bloqueado: TypeError');

  // What the package recorded through the API (its report) holds nothing of the session either.
  const stored = () =>
    server.query<{ suspendData: string | null; status: string }>(
      `SELECT e.suspendData, e.status FROM learning_sco_enrollments e JOIN users u ON u.idUser = e.idUser
        WHERE u.username = ? AND e.suspendData IS NOT NULL`,
      user,
    )[0];
  await expect.poll(() => stored()?.status).toBe('COMPLETED');
  expect(JSON.parse(stored()?.suspendData ?? '{}')).toEqual(report);
  expect(stored()?.suspendData).not.toContain(token);
  expect(stored()?.suspendData).not.toContain(token.split('.')[2] ?? token);

  // The package's page asked for on the app's own host (a link anyone could send), or beside another company's
  // app, is refused; beside the academy's host it is served.
  const frameUrl = page.frames().find((frame) => /\/scorm-content\/[0-9a-z]+\.[^/]+\/index\.html/.test(frame.url()));
  expect(frameUrl).toBeDefined();
  const path = new URL(frameUrl?.url() as string).pathname;
  const other = await page.context().newPage();
  const statusOf = async (url: string) => (await other.goto(url))?.status();
  expect(await statusOf(server.url('acme-academy', path))).toBe(404);
  expect(await statusOf(`http://scorm.globex.localhost:${server.port}${path}`)).toBe(404);
  expect(await statusOf(`${content}${path}`)).toBe(200);
  await server.stop();
});
