import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { renderAppIcon } from '../pwa/app-icon';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function multipart(name: string, file: Buffer, type = 'image/jpeg') {
  const boundary = '----trilha-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fileName"\r\n\r\n${name}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="fileData"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = renderAppIcon({ size: 64, background: '#b3261e', name: 'Foto', maskable: true });

describe('POST /uploads/file', () => {
  it('stores an image, recognised by its content, at an address that serves it', async () => {
    const maria = await t.login('maria@acme.example');
    const form = multipart('thumb_1700000000000.jpg', png);
    const response = await t.app.inject({
      method: 'POST',
      url: '/uploads/file',
      payload: form.payload,
      headers: { ...form.headers, ...maria.headers },
    });
    expect(response.statusCode).toBe(200);
    const { url } = body(response);
    expect(url).toMatch(
      new RegExp(
        `^/files/profile/${maria.loginInfo.idCompany}/${maria.loginInfo.idUser}/[0-9a-f-]{36}\\.png\\?sig=[\\w.-]+$`,
      ),
    );
    const served = await t.app.inject({ url, headers: { host: maria.headers.host } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it("refuses a file that is not an image whatever its name says, with 'Arquivo inválido.'", async () => {
    const maria = await t.login('maria@acme.example');
    for (const file of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('%PDF-1.7\n'),
    ]) {
      const form = multipart('foto.jpg', file);
      const response = await t.app.inject({
        method: 'POST',
        url: '/uploads/file',
        payload: form.payload,
        headers: { ...form.headers, ...maria.headers },
      });
      expect(response.statusCode).toBe(400);
      expect(body(response)).toMatchObject({ code: 'FILE_NOT_IMAGE', message: 'Arquivo inválido.' });
    }
  });

  it('refuses a file above 5 MB with 413', async () => {
    const maria = await t.login('maria@acme.example');
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const form = multipart('grande.png', big);
    const response = await t.app.inject({
      method: 'POST',
      url: '/uploads/file',
      payload: form.payload,
      headers: { ...form.headers, ...maria.headers },
    });
    expect(response.statusCode).toBe(413);
    expect(body(response)).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'O arquivo deve ter no máximo 5MB.' });
  });

  it('refuses a request without a file, and one without a session', async () => {
    const maria = await t.login('maria@acme.example');
    const json = await t.app.inject({ method: 'POST', url: '/uploads/file', payload: {}, headers: maria.headers });
    expect(json.statusCode).toBe(400);
    const form = multipart('foto.png', png);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/uploads/file',
      payload: form.payload,
      headers: form.headers,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('an uploaded photo becomes the profile photo, and a complete profile earns its campaign points once', async () => {
    const maria = await t.login('maria@acme.example');
    const form = multipart('thumb.png', png);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/uploads/file',
      payload: form.payload,
      headers: { ...form.headers, ...maria.headers },
    });
    const { url } = body(upload);
    const pointsBefore = await t.app.inject({
      method: 'POST',
      url: '/campaign/listcampaignuserpoints',
      headers: maria.headers,
      payload: { idUser: maria.loginInfo.idUser },
    });
    for (let round = 0; round < 2; round++) {
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/users/editField/${maria.loginInfo.idUser}`,
        headers: maria.headers,
        payload: { field: 'photo', value: url },
      });
      expect(saved.statusCode).toBe(200);
      expect(body(saved).user.photo).toBe(url);
    }
    const pointsAfter = await t.app.inject({
      method: 'POST',
      url: '/campaign/listcampaignuserpoints',
      headers: maria.headers,
      payload: { idUser: maria.loginInfo.idUser },
    });
    expect(body(pointsAfter).totalPoints - body(pointsBefore).totalPoints).toBe(15);
    expect(body(pointsAfter).points[0]).toMatchObject({ event: 'Perfil completo', points: 15 });
  });
});
