import { imageVariantUrl } from '@trilha/shared/rules/image-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../test/harness';

// `/files/*`: members' and courses' files only to those the API gave an address to, on their company's
// hosts, until the address expires; brand images public; package files never.

let t: TestApp;
let acme: number;
let globex: number;
beforeAll(async () => {
  t = await createTestApp();
  acme = t.appOf('acme').idCompany;
  globex = t.appOf('globex').idCompany;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, host: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { host, ...headers } });

/** Maria's certificate of an external course, as her own list answers it. */
async function evidenceOfMaria() {
  const maria = await t.login('maria@acme.example', 'acme-academy');
  const list = await t.app.inject({
    url: '/learning/externalcourses',
    query: { offset: '0', limit: '20' },
    headers: maria.headers,
  });
  expect(list.statusCode).toBe(200);
  const evidence = (body(list).result as Array<{ evidencePath: string | null }>)
    .map((course) => course.evidencePath)
    .find((path): path is string => Boolean(path));
  if (!evidence) throw new Error('the demo has an external course with evidence');
  return { maria, evidence, plain: evidence.split('?')[0] as string };
}

describe('members’ files', () => {
  it('are answered by the API with a signed address that serves them on the company’s hosts only', async () => {
    const { evidence, plain } = await evidenceOfMaria();
    expect(evidence).toMatch(/^\/files\/external-courses\/\d+\/\d+\/.+\.pdf\?sig=\d+\.[\w-]{24}$/);
    const served = await get(evidence, 'acme-academy.localhost');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(served.headers['cache-control']).not.toContain('public');
    // Any host of the same company; not another company's, not without the signature, not a changed one.
    expect((await get(evidence, 'acme.localhost')).statusCode).toBe(200);
    const elsewhere = await get(evidence, 'globex.localhost');
    expect(elsewhere.statusCode).toBe(403);
    expect(body(elsewhere)).toMatchObject({ success: false, code: 'FILE_FORBIDDEN' });
    expect((await get(plain, 'acme.localhost')).statusCode).toBe(403);
    expect((await get(plain, 'globex.localhost')).statusCode).toBe(403);
    expect((await get(`${evidence.slice(0, -3)}AAA`, 'acme.localhost')).statusCode).toBe(403);
    expect((await get(`${plain}?sig=99999999999.${'A'.repeat(24)}`, 'acme.localhost')).statusCode).toBe(403);
  });

  it('are refused with a token of another member’s company or without access, and never signed for another company', async () => {
    const { plain } = await evidenceOfMaria();
    const carlos = await t.login('carlos@globex.example');
    expect((await get(plain, 'globex.localhost', { authorization: carlos.headers.authorization })).statusCode).toBe(
      403,
    );
    // A Globex member who writes the address into an answer of theirs gets it back unsigned.
    expect(await t.app.platform.files.addressFor(globex, plain)).toBe(plain);
    const forged = `${plain}?sig=${(await t.app.platform.files.addressFor(acme, plain)).split('sig=')[1]}`;
    expect((await get(forged, 'globex.localhost')).statusCode).toBe(403);
  });

  it('keep each company its own signature when they are remembered per process', async () => {
    const files = t.app.platform.files;
    const key = 'demo/shared-sample.png';
    const forAcme = await files.addressFor(acme, key);
    const forGlobex = await files.addressFor(globex, key);
    const signatureOf = (address: string) => address.split('sig=')[1] as string;
    expect(forAcme).toMatch(/\?sig=\d+\.[\w-]{24}$/);
    expect(forGlobex).not.toBe(forAcme);
    // Asked again in any order, each company gets its own back, valid on its own hosts only.
    expect(await files.addressFor(globex, key)).toBe(forGlobex);
    expect(await files.addressFor(acme, key)).toBe(forAcme);
    expect(await files.signAddresses(`["/files/${key}"]`, globex)).toBe(`["${forGlobex}"]`);
    expect((await files.verify(key, acme, signatureOf(forAcme))).valid).toBe(true);
    expect((await files.verify(key, globex, signatureOf(forAcme))).valid).toBe(false);
    expect((await files.verify(key, acme, signatureOf(forGlobex))).valid).toBe(false);
  });

  it('expire: an address signed a day ago is refused, and the API answers a fresh one', async () => {
    const { evidence, maria } = await evidenceOfMaria();
    t.clock.advance(25 * 60 * 60 * 1000);
    expect((await get(evidence, 'acme.localhost')).statusCode).toBe(403);
    const again = await t.app.inject({
      url: '/learning/externalcourses',
      query: { offset: '0', limit: '20' },
      headers: (await t.login('maria@acme.example', 'acme-academy')).headers,
    });
    const fresh = (body(again).result as Array<{ evidencePath: string | null }>).find((c) => c.evidencePath)
      ?.evidencePath as string;
    expect(fresh).not.toBe(evidence);
    expect((await get(fresh, 'acme.localhost')).statusCode).toBe(200);
    expect(maria.loginInfo.idCompany).toBe(acme);
  });

  it('keep byte ranges working on a signed address', async () => {
    const { evidence } = await evidenceOfMaria();
    const part = await get(evidence, 'acme.localhost', { range: 'bytes=0-3' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.toString()).toBe('%PDF');
  });

  it('are stored as plain addresses when a page sends a signed one back', async () => {
    const maria = await t.login('maria@acme.example', 'acme-academy');
    const { evidence } = await evidenceOfMaria();
    const created = await t.app.inject({
      method: 'POST',
      url: '/learning/externalcourses',
      headers: maria.headers,
      payload: {
        title: 'Curso com evidência',
        type: 'ONLINE',
        workload: 4,
        startDate: '2026-01-10',
        finishDate: '2026-01-20',
        entityName: 'Escola',
        evidencePath: evidence,
      },
    });
    expect(created.statusCode).toBe(200);
    const stored = await t.db
      .selectFrom('learning_external_courses')
      .select('evidencePath')
      .where('title', '=', 'Curso com evidência')
      .executeTakeFirstOrThrow();
    expect(stored.evidencePath).toBe(evidence.split('?')[0]);
  });
});

describe('brand images', () => {
  it('stay public on any host, cached by anyone', async () => {
    const details = await t.app.inject({ method: 'POST', url: '/app/details', payload: { bucket: 'acme' } });
    const logo = body(details).app?.[0]?.logo ?? body(details)[0]?.logo;
    expect(logo).toMatch(/^\/files\/[^?]+$/);
    for (const host of ['acme.localhost', 'globex.localhost', 'elsewhere.example']) {
      const served = await get(logo, host);
      expect(served.statusCode, host).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=86400');
    }
  });
});

describe('course files', () => {
  it('are refused without a signature, and served with the one the API answers', async () => {
    const key = 'packs/acme/media/demo/content/files/manual-do-colaborador.pdf';
    expect((await get(`/files/${key}`, 'acme.localhost')).statusCode).toBe(403);
    const address = await t.app.platform.files.addressFor(acme, key);
    expect((await get(address, 'acme.localhost')).statusCode).toBe(200);
    expect((await get(address, 'globex.localhost')).statusCode).toBe(403);
  });

  it("load in every format variant the app derives from an image's signed address", async () => {
    await t.storage.put(
      'demo/learning/arte.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
    );
    await t.storage.put(
      'demo/learning/arte-format-portrait.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
    );
    const address = await t.app.platform.files.addressFor(acme, 'demo/learning/arte.svg');
    const variant = imageVariantUrl(address, 'portrait');
    expect(variant).toMatch(/^\/files\/demo\/learning\/arte-format-portrait\.svg\?sig=/);
    expect((await get(variant, 'acme.localhost')).statusCode).toBe(200);
    expect((await get(variant, 'globex.localhost')).statusCode).toBe(403);
  });

  it('sign the segments of an HLS playlist, which name them by relative address', async () => {
    const address = await t.app.platform.files.addressFor(acme, 'packs/acme/media/demo/content/live/aovivo.m3u8');
    const playlist = await get(address, 'acme.localhost');
    expect(playlist.statusCode).toBe(200);
    const segments = playlist.body.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(segments.length).toBeGreaterThan(0);
    const live = '/files/packs/acme/media/demo/content/live';
    for (const segment of segments) {
      expect(segment).toMatch(/^segmento-\d+\.ts\?sig=\d+\.[\w-]{24}$/);
      expect((await get(`${live}/${segment}`, 'acme.localhost')).statusCode).toBe(200);
    }
    expect((await get(`${live}/segmento-00.ts`, 'acme.localhost')).statusCode).toBe(403);
  });
});

describe('package files', () => {
  it('are never served here, signed or not: only through the signed package route', async () => {
    const pkg = await t.db
      .selectFrom('learning_scorm_packages')
      .select(['idCompany', 'uploadKey'])
      .where('idCompany', '=', acme)
      .executeTakeFirstOrThrow();
    const files = await t.storage.stat(pkg.uploadKey as string);
    expect(files).not.toBeNull();
    expect((await get(`/files/${pkg.uploadKey}`, 'acme.localhost')).statusCode).toBe(404);
    expect(await t.app.platform.files.addressFor(acme, pkg.uploadKey as string)).toBe(`/files/${pkg.uploadKey}`);
    const { createHash } = await import('node:crypto');
    const manifest = createHash('sha256').update('imsmanifest.xml').digest('hex');
    const prefix = (pkg.uploadKey as string).split('/').slice(0, 2).join('/');
    for (const url of [`/files/${prefix}/1/${manifest}`, `/files/${prefix}/1/${manifest}?sig=1.${'A'.repeat(24)}`]) {
      expect((await get(url, 'acme.localhost')).statusCode).toBe(404);
    }
  });
});
