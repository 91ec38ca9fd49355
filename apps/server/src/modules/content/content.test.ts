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

const itemOf = async (bucket: string, text: string) =>
  await t.db
    .selectFrom('content_items')
    .select(['idContentItem', 'idSection'])
    .where('idApp', '=', t.appOf(bucket).idApp)
    .where('text', '=', text)
    .orderBy('idContentItem')
    .executeTakeFirstOrThrow();

const get = async (url: string, username = 'maria@acme.example') => {
  const member = await t.login(username);
  return t.app.inject({ method: 'GET', url, headers: member.headers });
};
const post = async (url: string, payload: unknown, username = 'maria@acme.example') => {
  const member = await t.login(username);
  return t.app.inject({ method: 'POST', url, headers: member.headers, payload: payload as object });
};

describe('GET /content/list/:idSection', () => {
  it("lists a section's top-level items in order, with the member's vote and progress", async () => {
    const response = await get(`/content/list/${await sectionOf('acme', 'Ao vivo')}`);
    expect(response.statusCode).toBe(200);
    const answer = body(response);
    expect(answer.success).toBe(true);
    expect(answer.totalRecord).toBe(4);
    expect(answer.content.map((item: { idContentType: number }) => item.idContentType)).toEqual([6, 6, 8, 7]);
    expect(answer.content[0]).toMatchObject({ vote: null, progress: 0, completed: 0, lastPosition: 0, children: [] });
  });

  it('carries the parts of journeys with their parent name', async () => {
    const answer = body(await get(`/content/list/${await sectionOf('acme', 'Vendas consultivas')}`));
    const journey = answer.content[0];
    expect(journey.idContentType).toBe(15);
    expect(journey.children).toHaveLength(3);
    expect(journey.children[0]).toMatchObject({ parent: journey.idContentItem, parentName: journey.text });
  });

  it("answers 404 for a section of another company's app and 400 for a non-numeric id", async () => {
    expect((await get(`/content/list/${await sectionOf('globex', 'Comunicados')}`)).statusCode).toBe(404);
    const bad = await get('/content/list/abc');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toBeTruthy();
  });
});

describe('POST /content', () => {
  it("lists a section by context when the company, member and app are the caller's", async () => {
    const maria = await t.login('maria@acme.example');
    const section = await sectionOf('acme', 'Podcasts');
    const response = await t.app.inject({
      method: 'POST',
      url: '/content',
      headers: maria.headers,
      payload: {
        section,
        channel: 0,
        company: maria.loginInfo.idCompany,
        user: maria.loginInfo.idUser,
        app: t.appOf('acme').idApp,
        appType: 1,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(body(response).content).toHaveLength(2);
  });

  it("refuses another member's context", async () => {
    const joao = await t.login('joao@acme.example');
    const response = await post('/content', {
      section: await sectionOf('acme', 'Podcasts'),
      user: joao.loginInfo.idUser,
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 to a member of Globex given an Acme section', async () => {
    const response = await post('/content', { section: await sectionOf('acme', 'Podcasts') }, 'carlos@globex.example');
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /content/search/:idSection', () => {
  it('pages the items and filters by any of the tags', async () => {
    const section = await sectionOf('acme', 'Notícias');
    const first = body(await get(`/content/search/${section}?page=1&pageSize=4`));
    expect(first.totalRecord).toBe(6);
    expect(first.content).toHaveLength(4);
    const second = body(await get(`/content/search/${section}?page=2&pageSize=4`));
    expect(second.content).toHaveLength(2);
    const tagged = body(await get(`/content/search/${section}?searchTags=${encodeURIComponent('evento, SEGURANCA')}`));
    expect(tagged.content.map((item: { text: string }) => item.text).sort()).toEqual([
      'Convenção anual: as datas',
      'Semana da segurança',
    ]);
  });

  it('answers 400 for a page below 1', async () => {
    expect((await get(`/content/search/${await sectionOf('acme', 'Notícias')}?page=0`)).statusCode).toBe(400);
  });
});

describe('GET /content/item/:idContentItem', () => {
  it('answers one item of the app', async () => {
    const { idContentItem } = await itemOf('acme', 'Manual do colaborador');
    const answer = body(await get(`/content/item/${idContentItem}`));
    expect(answer.content).toMatchObject({ idContentItem, idContentType: 25, mimetype: 'application/pdf' });
    expect(answer.content.contentLocation).toMatch(/manual-do-colaborador\.pdf\?sig=[\w.-]+$/);
  });

  it('refuses a member of Globex given an Acme item, and an Acme member given a Globex item', async () => {
    const acmeItem = await itemOf('acme', 'Manual do colaborador');
    expect((await get(`/content/item/${acmeItem.idContentItem}`, 'carlos@globex.example')).statusCode).toBe(404);
    const globexItem = await itemOf('globex', 'Segurança Globex');
    expect((await get(`/content/item/${globexItem.idContentItem}`)).statusCode).toBe(404);
  });
});

describe('GET /content/impactmenu/:parentId', () => {
  it('answers the item text and its children', async () => {
    const { idContentItem } = await itemOf('acme', 'Onde a Acme faz diferença');
    const answer = body(await get(`/content/impactmenu/${idContentItem}`));
    expect(answer.result.text).toBe('Onde a Acme faz diferença');
    expect(answer.result.children.map((child: { text: string }) => child.text)).toEqual([
      'Comunidade',
      'Meio ambiente',
      'Segurança em primeiro lugar',
    ]);
  });
});

describe('GET /mediacenter/:idContentItem', () => {
  it("lists a playlist's files, and an item's own medium when it has no list", async () => {
    const playlist = await itemOf('acme', 'Playlist: segurança em vídeo');
    const files = body(await get(`/mediacenter/${playlist.idContentItem}`)).files;
    expect(files.map((file: { hashedId: string }) => file.hashedId)).toEqual([
      'acme-seg-01',
      'acme-seg-02',
      'acme-seg-03',
    ]);
    const podcast = await itemOf('acme', 'Podcast: segurança no trabalho');
    const own = body(await get(`/mediacenter/${podcast.idContentItem}`)).files;
    expect(own).toEqual([
      expect.objectContaining({ mimetype: 'audio/mpeg', url: expect.stringMatching(/\.mp3\?sig=[\w.-]+$/) }),
    ]);
  });

  it('answers 404 to Globex', async () => {
    const playlist = await itemOf('acme', 'Playlist: segurança em vídeo');
    expect((await get(`/mediacenter/${playlist.idContentItem}`, 'carlos@globex.example')).statusCode).toBe(404);
  });
});

describe('POST /content/rating', () => {
  it('updates the average and count, keeps one vote per member, and awards the rating points once', async () => {
    const { idContentItem } = await itemOf('acme', 'Semana da segurança');
    const first = body(await post('/content/rating', { idContentItem, vote: 5 }));
    expect(first).toMatchObject({ rating: 5, numberVotes: 1, vote: 5 });
    // Maria's campaign rewards a rating with 5 points.
    expect(first.totalUserPoints).toBeGreaterThan(0);
    const second = body(await post('/content/rating', { idContentItem, vote: 2 }, 'joao@acme.example'));
    expect(second).toMatchObject({ rating: 3.5, numberVotes: 2 });
    const changed = body(await post('/content/rating', { idContentItem, vote: 3 }));
    expect(changed).toMatchObject({ rating: 2.5, numberVotes: 2, vote: 3 });
    expect(changed.totalUserPoints).toBeUndefined();
    const item = body(await get(`/content/item/${idContentItem}`));
    expect(item.content).toMatchObject({ rating: 2.5, numberVotes: 2, vote: 3 });
  });

  it('counts every vote when members vote at the same time', async () => {
    const { idContentItem } = await itemOf('acme', 'Nova unidade em Curitiba');
    const members = ['maria@acme.example', 'joao@acme.example', 'ana@acme.example'];
    const votes = [5, 4, 3];
    await Promise.all(
      members.map((member, index) => post('/content/rating', { idContentItem, vote: votes[index] }, member)),
    );
    const item = body(await get(`/content/item/${idContentItem}`));
    expect(item.content).toMatchObject({ rating: 4, numberVotes: 3 });
  });

  it('refuses half stars and votes out of 1 to 5 with a Portuguese message', async () => {
    const { idContentItem } = await itemOf('acme', 'Semana da segurança');
    for (const vote of [0, 6, 3.5]) {
      const response = await post('/content/rating', { idContentItem, vote });
      expect(response.statusCode).toBe(400);
      expect(body(response).message).toBe('Escolha de 1 a 5 estrelas.');
    }
  });

  it('answers 404 to a member of Globex voting on an Acme item', async () => {
    const { idContentItem } = await itemOf('acme', 'Semana da segurança');
    expect((await post('/content/rating', { idContentItem, vote: 4 }, 'carlos@globex.example')).statusCode).toBe(404);
  });
});

describe('POST /content/progress and /content/duration', () => {
  it('saves the resume position, adds seconds played, and completes once with points', async () => {
    const { idContentItem } = await itemOf('acme', 'Treinamento Acme: três passos');
    const saved = body(
      await post('/content/progress', { idContentItem, lastPosition: 7.5, secondsPlayed: 7, progress: 50 }),
    );
    expect(saved).toMatchObject({ progress: 50, completed: 0, lastPosition: 7.5, timeExecuted: 7 });
    expect(saved.totalUserPoints).toBeUndefined();
    const item = body(await get(`/content/item/${idContentItem}`));
    expect(item.content).toMatchObject({ lastPosition: 7.5, timeExecuted: 7, progress: 50 });

    const done = body(
      await post('/content/progress', { idContentItem, lastPosition: 0, secondsPlayed: 8, completed: 1 }),
    );
    expect(done).toMatchObject({ progress: 100, completed: 1, timeExecuted: 15 });
    expect(done.totalUserPoints).toBeGreaterThan(0);
    // Later saves keep the completion and award nothing more.
    const again = body(await post('/content/progress', { idContentItem, lastPosition: 3, progress: 10 }));
    expect(again).toMatchObject({ progress: 100, completed: 1, lastPosition: 3 });
    expect(again.totalUserPoints).toBeUndefined();
  });

  it('stores the duration the player reports', async () => {
    const { idContentItem } = await itemOf('acme', 'Rotas de evacuação');
    const response = await post('/content/duration', { idContentItem, duration: 6.2 });
    expect(response.statusCode).toBe(200);
    expect(body(await get(`/content/item/${idContentItem}`)).content.duration).toBe(6);
    expect((await post('/content/duration', { idContentItem, duration: -1 })).statusCode).toBe(400);
  });
});

describe('POST /tracking/exit with a content item', () => {
  it('completes an article when viewed and answers the new points total; refuses items of Globex', async () => {
    const { idContentItem, idSection } = await itemOf('acme', 'Acme bate meta de vendas do trimestre');
    const response = await post('/tracking/exit', {
      timeStart: '2026-11-21 11:58:00',
      idNavigationItem: idContentItem,
      idNavigationType: 1,
      idSection,
      timeExecuted: 30,
    });
    expect(response.statusCode).toBe(200);
    expect(body(response).totalUserPoints).toBeGreaterThan(0);
    expect(body(await get(`/content/item/${idContentItem}`)).content).toMatchObject({ completed: 1, progress: 100 });

    const globex = await itemOf('globex', 'Aviso da diretoria');
    const refused = await post('/tracking/exit', {
      timeStart: '2026-11-21 11:58:00',
      idNavigationItem: globex.idContentItem,
      idNavigationType: 1,
      timeExecuted: 3,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('does not complete a video by viewing alone', async () => {
    const { idContentItem } = await itemOf('acme', 'Equipamentos de proteção');
    const response = await post(
      '/tracking/exit',
      { timeStart: '2026-11-21 11:58:00', idNavigationItem: idContentItem, idNavigationType: 1, timeExecuted: 3 },
      'joao@acme.example',
    );
    expect(response.statusCode).toBe(200);
    expect(body(await get(`/content/item/${idContentItem}`, 'joao@acme.example')).content.completed).toBe(0);
  });
});
