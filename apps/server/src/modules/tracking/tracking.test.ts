import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const sectionOf = async (bucket: string, text: string) =>
  (
    await t.db
      .selectFrom('sections')
      .select('idSection')
      .where('idApp', '=', t.appOf(bucket).idApp)
      .where('text', '=', text)
      .executeTakeFirstOrThrow()
  ).idSection;

describe('POST /tracking/exit', () => {
  it('records a visit to a section of the app', async () => {
    const maria = await t.login('maria@acme.example');
    const idSection = await sectionOf('acme', 'Podcasts');
    const response = await t.app.inject({
      method: 'POST',
      url: '/tracking/exit',
      headers: maria.headers,
      payload: {
        timeStart: '2026-11-21 11:58:00',
        idNavigationItem: idSection,
        idNavigationType: 2,
        idSection,
        timeExecuted: 120,
      },
    });
    expect(response.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('navigation_trackings')
      .selectAll()
      .where('idUser', '=', maria.loginInfo.idUser)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      idSection,
      idNavigationType: 2,
      timeExecuted: 120,
      timeStart: '2026-11-21T11:58:00.000Z',
    });
  });

  it("answers 404 for a section of another company's app", async () => {
    const maria = await t.login('maria@acme.example');
    const idSection = await sectionOf('globex', 'Comunicados');
    const response = await t.app.inject({
      method: 'POST',
      url: '/tracking/exit',
      headers: maria.headers,
      payload: { timeStart: '2026-11-21 11:58:00', idNavigationItem: idSection, idNavigationType: 2, timeExecuted: 5 },
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a start time that is not UTC YYYY-MM-DD HH:mm:ss', async () => {
    const maria = await t.login('maria@acme.example');
    const response = await t.app.inject({
      method: 'POST',
      url: '/tracking/exit',
      headers: maria.headers,
      payload: { timeStart: '21/11/2026', idNavigationItem: 1, idNavigationType: 1, timeExecuted: 5 },
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).field).toBe('timeStart');
  });

  it('the last content left comes back at the next login as lastTracking', async () => {
    const joao = await t.login('joao@acme.example');
    const idSection = await sectionOf('acme', 'Vídeos');
    const { idContentItem, text } = await t.db
      .selectFrom('content_items')
      .select(['idContentItem', 'text'])
      .where('idSection', '=', idSection)
      .orderBy('idContentItem')
      .executeTakeFirstOrThrow();
    await t.app.inject({
      method: 'POST',
      url: '/tracking/exit',
      headers: joao.headers,
      payload: {
        timeStart: '2026-11-21 11:00:00',
        idNavigationItem: idContentItem,
        idNavigationType: 1,
        idSection,
        timeExecuted: 40,
      },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { username: 'joao@acme.example', password: 'trilha123', idAppType: 1, idApp: t.appOf('acme').idApp },
    });
    expect(body(login).lastTracking).toEqual([{ idContentItem, idSection, text, moment: t.clock.now().toISOString() }]);
  });
});
