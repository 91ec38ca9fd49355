import { USER_UPLOAD_MAX_BYTES } from '@trilha/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { renderAppIcon } from '../pwa/app-icon';

let t: TestApp;
let wall: number;
let form: number;
beforeAll(async () => {
  t = await createTestApp();
  const idOf = async (text: string) =>
    (
      await t.db
        .selectFrom('sections')
        .select('idSection')
        .where('idApp', '=', t.appOf('acme').idApp)
        .where('text', '=', text)
        .executeTakeFirstOrThrow()
    ).idSection;
  wall = await idOf('Mural da equipe');
  form = await idOf('Enviar conteúdo');
});
afterAll(async () => {
  await t.close();
});

type Part = { name: string; value: string } | { name: string; filename: string; type: string; bytes: Buffer };

function multipart(parts: Part[]) {
  const boundary = '----trilha-upload-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
        part.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = renderAppIcon({ size: 64, background: '#b3261e', name: 'Foto', maskable: true });
// The start of a Windows executable (MZ header and PE signature) that file-type recognises.
const exe = (() => {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
})();

async function upload(username: string, parts: Part[]) {
  const session = await t.login(username);
  const request = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/uploads/usercontent',
    payload: request.payload,
    headers: { ...request.headers, ...session.headers },
  });
}

const fields = (idSection: number, title = 'Minha foto', description = 'Do treinamento'): Part[] => [
  { name: 'idSection', value: String(idSection) },
  { name: 'title', value: title },
  { name: 'description', value: description },
];

describe('POST /uploads/usercontent', () => {
  it('keeps a valid file with its title and author, lists it first in its section and serves it', async () => {
    const response = await upload('maria@acme.example', [
      ...fields(form),
      { name: 'fileData', filename: 'foto.png', type: 'image/png', bytes: png },
    ]);
    expect(response.statusCode).toBe(200);
    const { data, message } = body(response);
    expect(message).toBe('Dados enviados com sucesso!');
    expect(data).toMatchObject({ title: 'Minha foto', author: 'Maria Souza', kind: 'image', extension: 'png' });
    const maria = await t.login('maria@acme.example');
    const list = await t.app.inject({ url: `/sections/${form}/useruploads`, headers: maria.headers });
    expect(body(list).data[0].idUserUpload).toBe(data.idUserUpload);
    const item = await t.app.inject({ url: `/useruploads/${data.idUserUpload}`, headers: maria.headers });
    expect(body(item).data).toMatchObject({ title: 'Minha foto', author: 'Maria Souza' });
    const served = await t.app.inject({ url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('refuses a renamed executable, judged by its bytes and not its name', async () => {
    const before = await t.db.selectFrom('user_uploads').select('idUserUpload').execute();
    for (const filename of ['relatorio.pdf', 'foto.jpg', 'planilha.xls']) {
      const response = await upload('maria@acme.example', [
        ...fields(form),
        { name: 'fileData', filename, type: 'application/pdf', bytes: exe },
      ]);
      expect(response.statusCode).toBe(400);
      expect(body(response)).toMatchObject({ code: 'USER_UPLOAD_TYPE_REFUSED' });
    }
    const text = await upload('maria@acme.example', [
      ...fields(form),
      { name: 'fileData', filename: 'nota.pdf', type: 'application/pdf', bytes: Buffer.from('apenas texto') },
    ]);
    expect(body(text).code).toBe('USER_UPLOAD_TYPE_REFUSED');
    expect(await t.db.selectFrom('user_uploads').select('idUserUpload').execute()).toHaveLength(before.length);
  });

  it('refuses a file above the size limit with 413', async () => {
    const big = Buffer.concat([png, Buffer.alloc(USER_UPLOAD_MAX_BYTES)]);
    const response = await upload('maria@acme.example', [
      ...fields(form),
      { name: 'fileData', filename: 'grande.png', type: 'image/png', bytes: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(body(response)).toMatchObject({
      code: 'USER_UPLOAD_TOO_LARGE',
      message: 'O arquivo deve ter no máximo 20MB.',
    });
  });

  it("answers the form's messages for a missing title, description or file", async () => {
    const file: Part = { name: 'fileData', filename: 'foto.png', type: 'image/png', bytes: png };
    const noTitle = await upload('maria@acme.example', [...fields(form, '  '), file]);
    expect(noTitle.statusCode).toBe(400);
    expect(body(noTitle)).toMatchObject({ message: 'Título é um campo obrigatório.', field: 'title' });
    const noDescription = await upload('maria@acme.example', [...fields(form, 'Título', ''), file]);
    expect(body(noDescription)).toMatchObject({ message: 'Descrição é um campo obrigatório.' });
    const nul = await upload('maria@acme.example', [...fields(form, 'Título \u0000'), file]);
    expect(nul.statusCode).toBe(400);
    const noFile = await upload('maria@acme.example', fields(form));
    expect(body(noFile)).toMatchObject({
      code: 'FILE_REQUIRED',
      message: 'É necessário fazer o upload de um arquivo.',
    });
  });

  it("refuses another company's section and a section that takes no uploads", async () => {
    const file: Part = { name: 'fileData', filename: 'foto.png', type: 'image/png', bytes: png };
    const carlos = await upload('carlos@globex.example', [...fields(form), file]);
    expect(carlos.statusCode).toBe(404);
    const library = await t.db
      .selectFrom('sections')
      .select('idSection')
      .where('idApp', '=', t.appOf('acme').idApp)
      .where('idSectionType', '=', 13)
      .executeTakeFirstOrThrow();
    const wrong = await upload('maria@acme.example', [...fields(library.idSection), file]);
    expect(wrong.statusCode).toBe(404);
  });
});

describe('the uploads of a section', () => {
  it("lists the team wall's uploads with their kinds, and hides them from another company", async () => {
    const maria = await t.login('maria@acme.example');
    const list = await t.app.inject({ url: `/sections/${wall}/useruploads`, headers: maria.headers });
    expect(list.statusCode).toBe(200);
    const kinds = body(list).data.map((upload: { kind: string }) => upload.kind);
    expect(kinds.sort()).toEqual(['image', 'others', 'video']);
    const carlos = await t.login('carlos@globex.example');
    const refused = await t.app.inject({ url: `/sections/${wall}/useruploads`, headers: carlos.headers });
    expect(refused.statusCode).toBe(404);
    const id = body(list).data[0].idUserUpload;
    expect((await t.app.inject({ url: `/useruploads/${id}`, headers: carlos.headers })).statusCode).toBe(404);
  });
});
