import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const sectionOf = async (bucket: string, idSectionType: number) =>
  (
    await t.db
      .selectFrom('sections')
      .select('idSection')
      .where('idApp', '=', t.appOf(bucket).idApp)
      .where('idSectionType', '=', idSectionType)
      .orderBy('idSection')
      .executeTakeFirstOrThrow()
  ).idSection;

describe('GET /library/:idSection', () => {
  it('lists the folders first, then the files of the root, each once', async () => {
    const maria = await t.login('maria@acme.example');
    const library = await sectionOf('acme', 13);
    const root = await t.app.inject({ url: `/library/${library}`, headers: maria.headers });
    expect(root.statusCode).toBe(200);
    expect(body(root).files.map((file: { key: string }) => file.key)).toEqual([
      'Manuais/',
      'Políticas e procedimentos internos da Acme em 2026/',
      'Leia-me.pdf',
    ]);
    expect(body(root).files[0]).toMatchObject({ isFolder: true, url: null });
    expect(body(root).files[2].url).toMatch(/^\/files\//);
  });

  it("lists a folder's direct children only", async () => {
    const maria = await t.login('maria@acme.example');
    const library = await sectionOf('acme', 13);
    const folder = await t.app.inject({
      url: `/library/${library}?prefix=${encodeURIComponent('Manuais/')}`,
      headers: maria.headers,
    });
    expect(body(folder).files.map((file: { key: string }) => file.key)).toEqual([
      'Manuais/Segurança/',
      'Manuais/Manual de atendimento.pdf',
    ]);
    const bad = await t.app.inject({ url: `/library/${library}?prefix=Manuais`, headers: maria.headers });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses another company's library and a section that is not a library", async () => {
    const carlos = await t.login('carlos@globex.example');
    const library = await sectionOf('acme', 13);
    expect((await t.app.inject({ url: `/library/${library}`, headers: carlos.headers })).statusCode).toBe(404);
    const maria = await t.login('maria@acme.example');
    const chat = await sectionOf('acme', 36);
    expect((await t.app.inject({ url: `/library/${chat}`, headers: maria.headers })).statusCode).toBe(404);
  });
});

describe('GET /users', () => {
  it("lists the active members of the caller's company by name, with e-mail and photo", async () => {
    const maria = await t.login('maria@acme.example');
    const response = await t.app.inject({ url: '/users', headers: maria.headers });
    expect(response.statusCode).toBe(200);
    const names = body(response).userList.map((user: { name: string }) => user.name);
    expect(names).toContain('João Pereira');
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    expect(names).not.toContain('Carlos Mendes');
    expect(body(response).userList[0]).toEqual(
      expect.objectContaining({ idUser: expect.any(Number), email: expect.any(String) }),
    );
  });

  it('leaves out deactivated members', async () => {
    const maria = await t.login('maria@acme.example');
    await t.db.updateTable('users').set({ active: 0 }).where('username', '=', 'bruno@acme.example').execute();
    const response = await t.app.inject({ url: '/users', headers: maria.headers });
    expect(body(response).userList.map((user: { email: string }) => user.email)).not.toContain('bruno@acme.example');
    await t.db.updateTable('users').set({ active: 1 }).where('username', '=', 'bruno@acme.example').execute();
  });
});

describe('notifications and messages', () => {
  it("lists the app's notifications and the member's own, newest first, never another member's", async () => {
    const maria = await t.login('maria@acme.example');
    const response = await t.app.inject({ url: '/notifications', headers: maria.headers });
    expect(response.statusCode).toBe(200);
    const titles = body(response).notifications.map((n: { title: string }) => n.title);
    expect(titles).toEqual(['Bate-papo aberto', 'Seu conteúdo foi aprovado', 'Novo episódio de podcast']);
    const carlos = await t.login('carlos@globex.example');
    expect(body(await t.app.inject({ url: '/notifications', headers: carlos.headers })).notifications).toEqual([]);
  });

  it("lists a message section's published messages with text, description and date", async () => {
    const maria = await t.login('maria@acme.example');
    const section = await sectionOf('acme', 33);
    const response = await t.app.inject({ url: `/messages/${section}`, headers: maria.headers });
    expect(response.statusCode).toBe(200);
    const { messages } = body(response);
    expect(messages.map((m: { text: string }) => m.text)).toEqual([
      'Vacinação',
      'Campanha do agasalho',
      'Pagamento antecipado',
    ]);
    expect(messages[0]).toEqual(
      expect.objectContaining({ description: expect.any(String), initDate: expect.any(String) }),
    );
    // The message published later shows once its day comes.
    t.clock.advance(4 * 24 * 60 * 60 * 1000);
    const later = await t.app.inject({
      url: `/messages/${section}`,
      headers: (await t.login('maria@acme.example')).headers,
    });
    expect(body(later).messages[0].text).toBe('Recesso de fim de ano');
    const carlos = await t.login('carlos@globex.example');
    expect((await t.app.inject({ url: `/messages/${section}`, headers: carlos.headers })).statusCode).toBe(404);
  });
});
