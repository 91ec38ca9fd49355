import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../../test/harness';
import { buildScorm12Zip, manifest12, multipartBody } from '../../../../test/scorm-builders';
import { buildZip } from '../../../../test/zip-builder';
import { createContentTokens } from './content-tokens';
import { packageContentSecurityPolicy } from './package-content.routes';
import { packageFileKey, packagePrefix } from './package-files';
import { maxTimeAllowedOf, timeLimitActionOf } from './scorm-packages.service';

let t: TestApp;
let ana: Awaited<ReturnType<TestApp['login']>>;
let maria: Awaited<ReturnType<TestApp['login']>>;
let paula: Awaited<ReturnType<TestApp['login']>>;

beforeAll(async () => {
  t = await createTestApp();
  ana = await t.login('ana@acme.example');
  maria = await t.login('maria@acme.example');
  paula = await t.login('paula@globex.example');
});
afterAll(async () => {
  await t.close();
});

const upload = (
  session: { headers: Record<string, string> },
  content: Buffer | null,
  fields = {},
  name = 'curso.zip',
) => {
  const { payload, headers } = multipartBody(fields, content ? { name, content } : undefined);
  return t.app.inject({
    method: 'POST',
    url: '/admin/scorm-packages',
    payload,
    headers: { ...session.headers, ...headers },
  });
};
const get = (session: { headers: Record<string, string> }, id: number) =>
  t.app.inject({ url: `/admin/scorm-packages/${id}`, headers: session.headers });
const contentTokens = () => createContentTokens({ secret: new TextEncoder().encode(TEST_JWT_SECRET), clock: t.clock });

/** Uploads a zip as Acme's administrator and runs the import job; answers the processed package. */
async function importZip(content: Buffer, fields: Record<string, string> = {}) {
  const created = await upload(ana, content, fields);
  expect(created.statusCode).toBe(201);
  await t.app.platform.jobs.runDue();
  return body(await get(ana, body(created).data.idScormPackage)).data;
}

describe('importing a package', () => {
  it('keeps the upload as PENDING and a background job makes it SUCCESS with its SCOs', async () => {
    const zip = await buildScorm12Zip(
      [{ name: 'imagens/Logo.PNG', data: 'png' }],
      ['index.html', 'parte 2/início.html'],
    );
    const created = await upload(ana, zip, { title: 'Segurança' });
    expect(created.statusCode).toBe(201);
    expect(body(created).data).toMatchObject({
      status: 'PENDING',
      title: 'Segurança',
      fileName: 'curso.zip',
      scos: [],
    });

    expect(await t.app.platform.jobs.runDue()).toBe(1);
    const processed = body(await get(ana, body(created).data.idScormPackage)).data;
    expect(processed).toMatchObject({
      status: 'SUCCESS',
      version: '1.2',
      errorMessage: null,
      fileCount: 4,
      warnings: [],
      scos: [
        { title: 'Lição 1', scormType: 'sco' },
        { title: 'Lição 2', scormType: 'sco' },
      ],
    });
    const scos = await t.db
      .selectFrom('learning_scos')
      .select(['launchPath', 'position'])
      .where('idScormPackage', '=', processed.idScormPackage)
      .orderBy('position')
      .execute();
    expect(scos).toEqual([
      { launchPath: 'index.html', position: 0 },
      { launchPath: 'parte 2/início.html', position: 1 },
    ]);
  });

  it('takes the course title from the manifest when none is given', async () => {
    const created = await upload(ana, await buildScorm12Zip(), { title: ' ' });
    expect(body(created).data.title).toBe('curso');
    await t.app.platform.jobs.runDue();
    expect(body(await get(ana, body(created).data.idScormPackage)).data.title).toBe('Curso de teste');
  });

  it('refuses a member who is not an administrator, and hides packages from other companies', async () => {
    expect((await upload(maria, await buildScorm12Zip())).statusCode).toBe(403);
    const processed = await importZip(await buildScorm12Zip());
    expect((await get(paula, processed.idScormPackage)).statusCode).toBe(404);
    expect((await get(maria, processed.idScormPackage)).statusCode).toBe(403);
    expect((await get(ana, 2_000_000)).statusCode).toBe(404);
  });

  it('refuses an upload without a file, and a file that is not a zip by its content', async () => {
    const none = await upload(ana, null, { title: 'x' });
    expect(none.statusCode).toBe(400);
    expect(body(none)).toMatchObject({
      code: 'FILE_REQUIRED',
      message: 'É necessário fazer o upload de um arquivo.',
    });
    const html = await upload(ana, Buffer.from('<html>ola</html>'), {}, 'curso.zip');
    expect(body(html)).toMatchObject({ code: 'SCORM_NOT_A_ZIP', message: 'O arquivo enviado não é um pacote zip.' });
    const json = await t.app.inject({
      method: 'POST',
      url: '/admin/scorm-packages',
      headers: ana.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('refuses a bad idContentItem field with a field error', async () => {
    const response = await upload(ana, await buildScorm12Zip(), { idContentItem: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(body(response).field).toBe('idContentItem');
  });

  it("attaches a package only to a packaged-course content of the caller's company", async () => {
    const contentOf = async (bucket: string, packaged: boolean) => {
      const row = await t.db
        .selectFrom('learning_content_items')
        .select('idContentItem')
        .where('idCompany', '=', t.appOf(bucket).idCompany)
        .where('idContentType', packaged ? '=' : '<>', 26)
        .orderBy('idContentItem')
        .executeTakeFirstOrThrow();
      return String(row.idContentItem);
    };
    const before = await t.db.selectFrom('learning_scorm_packages').select('idScormPackage').execute();
    expect(
      (await upload(ana, await buildScorm12Zip(), { idContentItem: await contentOf('globex', false) })).statusCode,
    ).toBe(404);
    expect(
      (await upload(ana, await buildScorm12Zip(), { idContentItem: await contentOf('acme', false) })).statusCode,
    ).toBe(404);
    expect(await t.db.selectFrom('learning_scorm_packages').select('idScormPackage').execute()).toHaveLength(
      before.length,
    );
    const attached = await upload(ana, await buildScorm12Zip(), { idContentItem: await contentOf('acme', true) });
    expect(attached.statusCode).toBe(201);
    expect(body(attached).data.idContentItem).toBe(Number(await contentOf('acme', true)));
  });

  it('records each upload in the audit log with who sent it', async () => {
    const created = body(await upload(ana, await buildScorm12Zip(), {}, 'auditado.zip')).data;
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'scormPackage.upload')
      .where('entityId', '=', String(created.idScormPackage))
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ idUser: ana.loginInfo.idUser, source: 'admin', entityType: 'scormPackage' });
    expect(entry.summary).toContain('auditado.zip');
  });
});

describe('the console list', () => {
  it("lists the company's packages newest first with their status, and the contents they can be attached to", async () => {
    const processed = await importZip(await buildScorm12Zip(), { title: 'Mais novo' });
    const list = await t.app.inject({ url: '/admin/scorm-packages', headers: ana.headers });
    expect(list.statusCode).toBe(200);
    const { packages, contents } = body(list).data;
    expect(packages[0]).toMatchObject({
      idScormPackage: processed.idScormPackage,
      title: 'Mais novo',
      status: 'SUCCESS',
    });
    expect(
      packages.every(
        (item: { idScormPackage: number }, index: number) =>
          index === 0 || item.idScormPackage < packages[index - 1].idScormPackage,
      ),
    ).toBe(true);
    expect(contents.map((item: { title: string }) => item.title)).toContain('Atendimento ao cliente');

    const globex = body(await t.app.inject({ url: '/admin/scorm-packages', headers: paula.headers })).data;
    expect(globex.packages.map((item: { idScormPackage: number }) => item.idScormPackage)).not.toContain(
      processed.idScormPackage,
    );
    expect(globex.contents.map((item: { title: string }) => item.title)).not.toContain('Atendimento ao cliente');
    expect((await t.app.inject({ url: '/admin/scorm-packages', headers: maria.headers })).statusCode).toBe(403);
  });
});

describe('packages that are refused', () => {
  it.each([
    ['zip-slip', [{ name: '../../../tmp/evil.html', data: 'x' }], /sai da pasta do pacote/],
    ['absolute path', [{ name: '/etc/cron.d/evil', data: 'x' }], /caminho absoluto/],
    ['symbolic link', [{ name: 'link.html', data: '/etc/passwd', mode: 0o120777 }], /link simbólico/],
    ['zip bomb', [{ name: 'bomba.txt', data: Buffer.alloc(30 * 1024 * 1024) }], /bomba de zip/],
  ])('marks a package with a %s as ERROR with the reason and stores none of its files', async (_, extra, reason) => {
    const processed = await importZip(await buildScorm12Zip(extra));
    expect(processed.status).toBe('ERROR');
    expect(processed.errorMessage).toMatch(reason);
    expect(processed.scos).toEqual([]);
    expect(
      await t.storage.stat(
        packageFileKey(packagePrefix(t.appOf('acme').idCompany, processed.idScormPackage), 'index.html'),
      ),
    ).toBeNull();
  });

  it('marks a package without a manifest, or with a broken one, as ERROR', async () => {
    const noManifest = await importZip(await buildZip([{ name: 'index.html', data: 'x' }]));
    expect(noManifest).toMatchObject({
      status: 'ERROR',
      errorMessage: expect.stringMatching(/imsmanifest.xml na raiz/),
    });
    const broken = await importZip(await buildZip([{ name: 'imsmanifest.xml', data: '<manifest><oops></manifest>' }]));
    expect(broken).toMatchObject({ status: 'ERROR', errorMessage: expect.stringMatching(/não é um XML válido/) });
    const missingLaunch = await importZip(
      await buildZip([
        { name: 'imsmanifest.xml', data: (await import('../../../../test/scorm-builders')).manifest12() },
      ]),
    );
    expect(missingLaunch.errorMessage).toBe('O arquivo de início "index.html" da lição "Lição 1" não está no pacote.');
  });

  it('removes every file already copied when a later file turns out corrupt', async () => {
    const zip = await buildScorm12Zip([{ name: 'zz-video.txt', data: 'conteúdo do vídeo '.repeat(5000) }]);
    const at = zip.indexOf(Buffer.from('zz-video.txt')) + 'zz-video.txt'.length + 10;
    for (let i = at; i < at + 60; i++) zip[i] = 0x41;
    const processed = await importZip(zip);
    expect(processed).toMatchObject({
      status: 'ERROR',
      errorMessage: expect.stringMatching(/zz-video.txt.*corrompido/),
    });
    const { idCompany } = t.appOf('acme');
    const prefix = packagePrefix(idCompany, processed.idScormPackage);
    expect(await t.storage.stat(packageFileKey(prefix, 'index.html'))).toBeNull();
    expect(await t.storage.stat(packageFileKey(prefix, 'imsmanifest.xml'))).toBeNull();
  });
});

describe('package files for the lesson frame', () => {
  let idScormPackage: number;
  let token: string;
  /** A content host of Acme (beside its academy's host), where its packages are served. */
  let host: string;
  const file = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { host, ...headers } });
  beforeAll(async () => {
    const processed = await importZip(
      await buildScorm12Zip(
        [
          { name: 'Media/Audio.MP3', data: Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256)) },
          { name: 'sem-extensao', data: 'texto' },
        ],
        ['index.html', 'pasta com espaço/página.html'],
      ),
    );
    idScormPackage = processed.idScormPackage;
    const { idCompany } = t.appOf('acme');
    token = contentTokens().sign({ idCompany, idScormPackage });
    host = 'scorm.acme-academy.localhost';
  });

  it('serves a file with the package policy: inline scripts from the content origin, framed only by its apps', async () => {
    const response = await file(`/scorm-content/${token}/index.html`, { accept: 'text/html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<title>index.html</title>');
    const hosts = await t.db
      .selectFrom('app_hosts')
      .innerJoin('apps', 'apps.idApp', 'app_hosts.idApp')
      .select('host')
      .where('apps.idCompany', '=', t.appOf('acme').idCompany)
      .orderBy('host')
      .execute();
    expect(hosts.map((row) => row.host)).toContain('acme-academy.localhost');
    expect(response.headers['content-security-policy']).toBe(
      packageContentSecurityPolicy(hosts.map((row) => `${row.host}:*`)),
    );
    expect(response.headers['content-security-policy']).toContain("connect-src 'self';");
    expect(response.headers['content-security-policy']).toMatch(
      /frame-ancestors 'self' [^;]*acme-academy\.localhost:\*/,
    );
    expect(response.headers['content-security-policy']).not.toContain('globex');
    // Framed by another origin (the app's), so the policy's frame-ancestors decides, not X-Frame-Options.
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("refuses a package's page asked for on an app host, its own company's or another's, or on another company's content host", async () => {
    for (const other of ['acme.localhost', 'acme-academy.localhost', 'globex.localhost', 'localhost', '127.0.0.1']) {
      const response = await file(`/scorm-content/${token}/index.html`, { host: other, accept: 'text/html' });
      expect(response.statusCode, other).toBe(404);
      expect(response.body).not.toContain('<title>index.html</title>');
    }
    const globex = t.appOf('globex').idCompany;
    expect((await file(`/scorm-content/${token}/index.html`, { host: 'scorm.globex.localhost' })).statusCode).toBe(404);
    // Nor beside a host no app answers on.
    expect((await file(`/scorm-content/${token}/index.html`, { host: 'scorm.outro.example' })).statusCode).toBe(404);
    // The same file beside another Acme host is served: every Acme app frames Acme's packages.
    expect((await file(`/scorm-content/${token}/index.html`, { host: 'scorm.acme.localhost' })).statusCode).toBe(200);
    // A Globex token on Acme's content host is refused just the same.
    const globexToken = contentTokens().sign({ idCompany: globex, idScormPackage });
    expect((await file(`/scorm-content/${globexToken}/index.html`)).statusCode).toBe(404);
  });

  it('answers nothing but package content on a content host: no app page, no API', async () => {
    for (const url of ['/', '/login', '/learning/training', '/index.html', '/files/x']) {
      const response = await file(url, { accept: 'text/html' });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toBe('');
    }
    const details = await t.app.inject({ method: 'POST', url: '/app/details', headers: { host }, payload: {} });
    expect(details.statusCode).toBe(404);
  });

  it('serves the frame page and its service worker only on content hosts', async () => {
    for (const url of ['/scorm-content/host/index.html', '/scorm-content/sw.js']) {
      expect((await file(url, { host: 'acme-academy.localhost' })).statusCode, url).toBe(404);
    }
    expect((await file('/scorm-content/host/..%2F..%2Fpackage.json')).statusCode).toBe(404);
  });

  it('serves paths with spaces and accents, and names written in another letter case', async () => {
    const encoded = await file(`/scorm-content/${token}/pasta%20com%20espa%C3%A7o/p%C3%A1gina.html`);
    expect(encoded.statusCode).toBe(200);
    expect(encoded.body).toContain('página.html');
    const otherCase = await file(`/scorm-content/${token}/media/audio.mp3`);
    expect(otherCase.statusCode).toBe(200);
    expect(otherCase.headers['content-type']).toBe('audio/mpeg');
    expect(otherCase.rawPayload.length).toBe(1000);
  });

  it('answers byte ranges for media', async () => {
    const response = await file(`/scorm-content/${token}/Media/Audio.MP3`, { range: 'bytes=10-19' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 10-19/1000');
    expect([...response.rawPayload]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });

  it('serves a file without an extension instead of the web app', async () => {
    const response = await file(`/scorm-content/${token}/sem-extensao`, { accept: 'text/html' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('texto');
  });

  it('answers 404 for a forged, tampered or expired token and for a missing file', async () => {
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await file(`/scorm-content/${forged}/index.html`)).statusCode).toBe(404);
    expect((await file('/scorm-content/x/index.html')).statusCode).toBe(404);
    const otherPackage = token.replace(/^([^.]+)\.([^.]+)\./, (_, c) => `${c}.${(idScormPackage + 1).toString(36)}.`);
    expect((await file(`/scorm-content/${otherPackage}/index.html`)).statusCode).toBe(404);
    expect((await file(`/scorm-content/${token}/nada.html`)).statusCode).toBe(404);
    t.clock.advance(13 * 60 * 60 * 1000);
    try {
      expect((await file(`/scorm-content/${token}/index.html`)).statusCode).toBe(404);
    } finally {
      t.clock.advance(-13 * 60 * 60 * 1000);
    }
  });

  it('refuses to serve a file as a service worker', async () => {
    const response = await file(`/scorm-content/${token}/index.html`, { 'service-worker': 'script' });
    expect(response.statusCode).toBe(404);
  });

  it('cannot climb out of the package', async () => {
    const response = await file(`/scorm-content/${token}/..%2F..%2Fuploads%2Fx.zip`);
    expect(response.statusCode).toBe(404);
  });
});

describe('time limits from manifests', () => {
  it.each([
    ['continue,no message', 'continue,no message'],
    ['Exit, Message', 'exit,message'],
    [' continue ,  message ', 'continue,message'],
    ['sair', null],
    [null, null],
  ])('time limit action %s -> %s', (value, expected) => {
    expect(timeLimitActionOf(value)).toBe(expected);
  });

  it("keeps a maximum time only in its version's format", () => {
    expect(maxTimeAllowedOf('1.2', '00:30:00')).toBe('00:30:00');
    expect(maxTimeAllowedOf('1.2', 'PT30M')).toBeNull();
    expect(maxTimeAllowedOf('2004', 'PT30M')).toBe('PT30M');
    expect(maxTimeAllowedOf('2004', '30 minutos')).toBeNull();
    expect(maxTimeAllowedOf('2004', null)).toBeNull();
  });
});

describe('origins outside a package', () => {
  let idScormPackage: number;
  beforeAll(async () => {
    const processed = await importZip(
      await buildZip([
        { name: 'imsmanifest.xml', data: manifest12() },
        {
          name: 'index.html',
          data: '<!doctype html><script src="https://cdn.exemplo.com/lib.js"></script><link rel="stylesheet" href="https://fontes.exemplo.com/a.css"><p>Lição</p>',
        },
      ]),
    );
    idScormPackage = processed.idScormPackage;
  });

  it('lists them at import, with what the package loads from each', async () => {
    const { data } = body(await get(ana, idScormPackage));
    expect(data.externalOrigins).toEqual([
      { origin: 'https://cdn.exemplo.com', kinds: ['script'] },
      { origin: 'https://fontes.exemplo.com', kinds: ['style'] },
    ]);
    expect(data.allowedOrigins).toEqual([]);
  });

  it("lets an administrator allow them, and the package's pages then name them in their policy", async () => {
    const allow = (session: { headers: Record<string, string> }, origins: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/admin/scorm-packages/${idScormPackage}/allowed-origins`,
        headers: session.headers,
        payload: { origins },
      });
    const token = contentTokens().sign({ idCompany: t.appOf('acme').idCompany, idScormPackage });
    const page = () =>
      t.app.inject({ url: `/scorm-content/${token}/index.html`, headers: { host: 'scorm.acme.localhost' } });
    expect((await page()).headers['content-security-policy']).not.toContain('cdn.exemplo.com');

    const bad = await allow(ana, ['https://cdn.exemplo.com/caminho']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, field: 'origins.0' });
    expect((await allow(maria, ['https://cdn.exemplo.com'])).statusCode).toBe(403);
    expect((await allow(paula, ['https://cdn.exemplo.com'])).statusCode).toBe(404);

    const allowed = await allow(ana, ['https://CDN.exemplo.com', 'https://cdn.exemplo.com']);
    expect(allowed.statusCode).toBe(200);
    expect(body(allowed).data.allowedOrigins).toEqual(['https://cdn.exemplo.com']);
    t.clock.advance(31_000);
    const policy = (await page()).headers['content-security-policy'] as string;
    expect(policy).toMatch(/script-src [^;]*https:\/\/cdn\.exemplo\.com/);
    expect(policy).toMatch(/connect-src 'self' https:\/\/cdn\.exemplo\.com/);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'summary'])
      .where('action', '=', 'scormPackage.allowOrigins')
      .execute();
    expect(audit).toHaveLength(1);
  });
});
