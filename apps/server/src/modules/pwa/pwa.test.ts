import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { iconLetter, renderAppIcon } from './app-icon';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Width, height and the RGBA pixels of a PNG made by `encodePng` (8-bit RGBA, no filters). */
function decodePng(png: Buffer) {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    if (png.toString('latin1', offset + 4, offset + 8) === 'IDAT')
      idat.push(png.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const pixel = (x: number, y: number) => [
    ...raw.subarray(y * (width * 4 + 1) + 1 + x * 4, y * (width * 4 + 1) + 5 + x * 4),
  ];
  return { width, height, pixel };
}

const manifestOf = async (host: string) => t.app.inject({ url: '/manifest.webmanifest', headers: { host } });

describe('web app manifest per host', () => {
  it('differs between acme.localhost and globex.localhost in name and colours', async () => {
    const acme = await manifestOf('acme.localhost:3000');
    const globex = await manifestOf('globex.localhost:3000');
    expect(acme.statusCode).toBe(200);
    expect(acme.headers['content-type']).toContain('application/manifest+json');
    expect(body(acme)).toMatchObject({
      name: 'Acme',
      theme_color: '#b3261e',
      background_color: '#fff4ef',
      display: 'standalone',
      start_url: '/',
    });
    expect(body(globex)).toMatchObject({ name: 'Globex', theme_color: '#0b6e4f', background_color: '#eefaf3' });
    const icons = body(acme).icons as Array<{ src: string; sizes: string; purpose: string }>;
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(body(globex).icons[0].src).not.toBe(icons[0]?.src);
  });

  it("answers /favicon.ico with each host's own icon", async () => {
    const acme = await t.app.inject({ url: '/favicon.ico', headers: { host: 'acme.localhost:3000' } });
    const globex = await t.app.inject({ url: '/favicon.ico', headers: { host: 'globex.localhost:3000' } });
    expect(acme.statusCode).toBe(302);
    expect(acme.headers.location).toMatch(/acme/);
    expect(globex.headers.location).toMatch(/globex/);
    const icon = await t.app.inject({ url: String(acme.headers.location), headers: { host: 'acme.localhost:3000' } });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\//);
  });

  it('answers 404 for a host no app answers for', async () => {
    expect((await manifestOf('initech.localhost')).statusCode).toBe(404);
  });

  it("serves each app's icon as a PNG of the declared size in the app's colour", async () => {
    for (const [host, color] of [
      ['acme.localhost', [0xb3, 0x26, 0x1e]],
      ['globex.localhost', [0x0b, 0x6e, 0x4f]],
    ] as const) {
      const manifest = body(await manifestOf(host));
      for (const icon of manifest.icons as Array<{ src: string; sizes: string }>) {
        const response = await t.app.inject({ url: icon.src, headers: { host } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/png');
        const png = decodePng(response.rawPayload);
        expect(`${png.width}x${png.height}`).toBe(icon.sizes);
        // Just inside the top-left edge, clear of the rounded corner and of the letter.
        const inset = Math.round(png.width * 0.25);
        expect(png.pixel(inset, Math.round(png.width * 0.1))).toEqual([...color, 255]);
      }
    }
  });
});

describe('app icons', () => {
  it('shows the first letter of the name without its accent', () => {
    expect(iconLetter('Acme')).toBe('A');
    expect(iconLetter('Ética Corp')).toBe('E');
    expect(iconLetter('3M')).toBe('O');
  });

  it('draws the letter in a colour readable on the background and leaves the corners of an `any` icon clear', () => {
    const png = decodePng(renderAppIcon({ size: 192, background: '#ffeb3b', name: 'Lima', maskable: false }));
    expect(png.pixel(0, 0)[3]).toBe(0);
    // The foot of the L, near the bottom-left of the letter box, is dark on yellow.
    const letterPixels = Array.from({ length: 192 }, (_, y) => png.pixel(96, y)).filter(([r]) => (r ?? 255) < 60);
    expect(letterPixels.length).toBeGreaterThan(5);
  });
});
