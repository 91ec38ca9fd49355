import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { campaignsRepository } from './campaigns.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const campaignId = async (name: string) =>
  (await t.db.selectFrom('campaigns').select('idCampaign').where('name', '=', name).executeTakeFirstOrThrow())
    .idCampaign;

describe('GET /campaign/listcampaigns', () => {
  it("lists the company's campaigns, only the running ones when asked, and none of another company's", async () => {
    const maria = await t.login('maria@acme.example');
    const all = await t.app.inject({ url: '/campaign/listcampaigns', headers: maria.headers });
    expect(all.statusCode).toBe(200);
    expect(
      body(all)
        .campaigns.map((c: { name: string }) => c.name)
        .sort(),
    ).toEqual(['Conhecimento em Ação', 'Desafio de Inverno']);
    const active = await t.app.inject({ url: '/campaign/listcampaigns?onlyActive=true', headers: maria.headers });
    expect(body(active).campaigns).toEqual([
      expect.objectContaining({
        name: 'Conhecimento em Ação',
        status: 1,
        idgamification_campaign: await campaignId('Conhecimento em Ação'),
      }),
    ]);
    const carlos = await t.login('carlos@globex.example');
    const globex = await t.app.inject({ url: '/campaign/listcampaigns', headers: carlos.headers });
    expect(body(globex).campaigns.map((c: { name: string }) => c.name)).toEqual(['Segurança em Primeiro Lugar']);
  });
});

describe('GET /campaign/listcampaigndetail/:idCampaign and /campaign/listevents', () => {
  it('answers a campaign with the points of each event', async () => {
    const maria = await t.login('maria@acme.example');
    const id = await campaignId('Conhecimento em Ação');
    const response = await t.app.inject({ url: `/campaign/listcampaigndetail/${id}`, headers: maria.headers });
    expect(response.statusCode).toBe(200);
    expect(body(response).campaign.events).toContainEqual(
      expect.objectContaining({ name: 'Conteúdo concluído', points: 10 }),
    );
  });

  it("answers 404 for another company's campaign", async () => {
    const maria = await t.login('maria@acme.example');
    const id = await campaignId('Segurança em Primeiro Lugar');
    expect((await t.app.inject({ url: `/campaign/listcampaigndetail/${id}`, headers: maria.headers })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ url: `/campaign/listevents?idCampaign=${id}`, headers: maria.headers })).statusCode,
    ).toBe(404);
  });

  it('lists how points are earned in the running campaigns', async () => {
    const maria = await t.login('maria@acme.example');
    const response = await t.app.inject({ url: '/campaign/listevents', headers: maria.headers });
    const events = body(response).events as Array<{ name: string; points: number; campaignName: string }>;
    expect(events.every((event) => event.campaignName === 'Conhecimento em Ação')).toBe(true);
    expect(events.map((event) => [event.name, event.points])).toContainEqual(['Treinamento concluído', 50]);
  });
});

describe('POST /campaign/listcampaignuserpoints', () => {
  it("answers the member's activities, newest first, of all campaigns or of one", async () => {
    const maria = await t.login('maria@acme.example');
    const all = await t.app.inject({
      method: 'POST',
      url: '/campaign/listcampaignuserpoints',
      headers: maria.headers,
      payload: { idUser: maria.loginInfo.idUser },
    });
    expect(all.statusCode).toBe(200);
    const { points, totalPoints } = body(all);
    // Her activity in both apps: the content app's items and the learning app's podcast and training.
    expect(points).toHaveLength(11);
    expect(points).toContainEqual(
      expect.objectContaining({
        contentitemtext: 'Ética e conduta na Acme',
        event: 'Treinamento concluído',
        points: 50,
      }),
    );
    expect(points).toContainEqual(
      expect.objectContaining({ contentitemtext: 'Podcast: segurança no trabalho', event: 'Conteúdo concluído' }),
    );
    expect(points[0]).toMatchObject({
      contentitemtext: 'Convenção anual: abertura',
      event: 'Conteúdo concluído',
      points: 10,
    });
    expect(totalPoints).toBe(points.reduce((sum: number, p: { points: number }) => sum + p.points, 0));
    const dates = points.map((p: { eventDate: string }) => p.eventDate);
    expect([...dates].sort().reverse()).toEqual(dates);

    const winter = await t.app.inject({
      method: 'POST',
      url: '/campaign/listcampaignuserpoints',
      headers: maria.headers,
      payload: { idUser: maria.loginInfo.idUser, idCampaign: await campaignId('Desafio de Inverno') },
    });
    expect(body(winter)).toMatchObject({ totalPoints: 10 });
  });

  it("answers 404 for another member's points", async () => {
    const joao = await t.login('joao@acme.example');
    const maria = await t.login('maria@acme.example');
    const response = await t.app.inject({
      method: 'POST',
      url: '/campaign/listcampaignuserpoints',
      headers: joao.headers,
      payload: { idUser: maria.loginInfo.idUser },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /campaign/listcampaignuserpoints/spreadsheet', () => {
  it("downloads a real .xlsx of the member's activities with the total", async () => {
    const maria = await t.login('maria@acme.example');
    const response = await t.app.inject({
      url: '/campaign/listcampaignuserpoints/spreadsheet',
      headers: maria.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('meus-pontos.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Meus Pontos');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Campanha', 'Atividade', 'Evento', 'Data', 'Pontos']);
    expect(sheet?.rowCount).toBe(1 + 11 + 1);
    const last = sheet?.getRow(sheet.rowCount);
    expect(last?.getCell(3).value).toBe('Total');
    expect(last?.getCell(5).value).toBe(140);
  });
});

const itemOf = async (appBucket: string) =>
  (
    await t.db
      .selectFrom('content_items')
      .innerJoin('apps', 'apps.idApp', 'content_items.idApp')
      .select('content_items.idContentItem')
      .where('apps.bucket', '=', appBucket)
      .orderBy('content_items.idContentItem')
      .executeTakeFirstOrThrow()
  ).idContentItem;

describe('GET /campaign/listbyuser', () => {
  it("answers the member's campaigns with their point list and whether the announcement was seen", async () => {
    const paula = await t.login('paula@globex.example');
    const response = await t.app.inject({ url: '/campaign/listbyuser', headers: paula.headers });
    expect(response.statusCode).toBe(200);
    expect(body(response).campaigns).toEqual([
      expect.objectContaining({
        idgamification_campaign: await campaignId('Segurança em Primeiro Lugar'),
        name: 'Segurança em Primeiro Lugar',
        description: 'Campanha da Globex sobre segurança.',
        status: 1,
        notified: 0,
        points: [
          { name: 'Conteúdo concluído', points: 8 },
          { name: 'Avaliação de conteúdo enviada', points: 4 },
        ],
      }),
    ]);
    const carlos = await t.login('carlos@globex.example');
    const seen = await t.app.inject({ url: '/campaign/listbyuser', headers: carlos.headers });
    expect(body(seen).campaigns).toEqual([
      expect.objectContaining({ name: 'Segurança em Primeiro Lugar', notified: 1 }),
    ]);
  });

  it("never lists another company's campaigns", async () => {
    const maria = await t.login('maria@acme.example');
    const response = await t.app.inject({ url: '/campaign/listbyuser', headers: maria.headers });
    const campaigns = body(response).campaigns as Array<{ name: string; status: number }>;
    expect(campaigns.map((c) => [c.name, c.status]).sort()).toEqual([
      ['Conhecimento em Ação', 1],
      ['Desafio de Inverno', 0],
    ]);
  });
});

describe('POST /campaign/:idCampaign/users/:idUser/notified', () => {
  it('marks the announcement as seen once: a repeated call keeps the first moment', async () => {
    const paula = await t.login('paula@globex.example');
    const idCampaign = await campaignId('Segurança em Primeiro Lugar');
    const url = `/campaign/${idCampaign}/users/${paula.loginInfo.idUser}/notified`;
    const first = await t.app.inject({ method: 'POST', url, headers: paula.headers });
    expect(first.statusCode).toBe(200);
    expect(body(first)).toEqual({ success: true, notified: 1 });
    const rows = () =>
      t.db
        .selectFrom('campaign_notices')
        .select(['idCompany', 'notifiedAt'])
        .where('idCampaign', '=', idCampaign)
        .where('idUser', '=', paula.loginInfo.idUser)
        .execute();
    const [written] = await rows();
    expect(written?.idCompany).toBe(paula.loginInfo.idCompany);
    t.clock.advance(60_000);
    try {
      const again = await t.app.inject({ method: 'POST', url, headers: paula.headers });
      expect(again.statusCode).toBe(200);
    } finally {
      t.clock.advance(-60_000);
    }
    expect(await rows()).toEqual([written]);
    const list = await t.app.inject({ url: '/campaign/listbyuser', headers: paula.headers });
    expect(body(list).campaigns).toEqual([
      expect.objectContaining({ idgamification_campaign: idCampaign, notified: 1 }),
    ]);
  });

  it("answers 404 for another member's id or another company's campaign, and writes nothing", async () => {
    const joao = await t.login('joao@acme.example');
    const maria = await t.login('maria@acme.example');
    const acme = await campaignId('Conhecimento em Ação');
    const globex = await campaignId('Segurança em Primeiro Lugar');
    await t.db.deleteFrom('campaign_notices').where('idUser', '=', joao.loginInfo.idUser).execute();
    const post = (url: string) => t.app.inject({ method: 'POST', url, headers: joao.headers });
    expect((await post(`/campaign/${acme}/users/${maria.loginInfo.idUser}/notified`)).statusCode).toBe(404);
    expect((await post(`/campaign/${globex}/users/${joao.loginInfo.idUser}/notified`)).statusCode).toBe(404);
    expect((await post(`/campaign/999999/users/${joao.loginInfo.idUser}/notified`)).statusCode).toBe(404);
    expect(
      await t.db.selectFrom('campaign_notices').selectAll().where('idUser', '=', joao.loginInfo.idUser).execute(),
    ).toEqual([]);
    const mine = await t.app.inject({ url: '/campaign/listbyuser', headers: joao.headers });
    expect((body(mine).campaigns as Array<{ notified: number }>).every((campaign) => campaign.notified === 0)).toBe(
      true,
    );
  });
});

describe('GET /campaign/listbycontent/:idElement', () => {
  it("lists only the running campaigns of the caller's company that reward what is done on a content item", async () => {
    const maria = await t.login('maria@acme.example');
    const response = await t.app.inject({
      url: `/campaign/listbycontent/${await itemOf('acme')}`,
      headers: maria.headers,
    });
    expect(response.statusCode).toBe(200);
    // 'Desafio de Inverno' has ended; 'Treinamento concluído' and 'Perfil completo' are not earned on an item.
    expect(body(response).campaigns).toEqual([
      expect.objectContaining({
        name: 'Conhecimento em Ação',
        status: 1,
        points: [
          { name: 'Conteúdo concluído', points: 10 },
          { name: 'Avaliação de conteúdo enviada', points: 5 },
        ],
      }),
    ]);
  });

  it('lists none once the campaign is over or switched off', async () => {
    const url = `/campaign/listbycontent/${await itemOf('acme')}`;
    t.clock.advance(90 * 24 * 60 * 60 * 1000);
    try {
      // A session of that later day (the earlier one has expired by then).
      const later = await t.login('maria@acme.example');
      expect(body(await t.app.inject({ url, headers: later.headers })).campaigns).toEqual([]);
    } finally {
      t.clock.advance(-90 * 24 * 60 * 60 * 1000);
    }
    const idCampaign = await campaignId('Conhecimento em Ação');
    await t.db.updateTable('campaigns').set({ status: 0 }).where('idCampaign', '=', idCampaign).execute();
    try {
      // The later login forgot sessions long expired by then, the first one included: sign in again.
      const again = await t.login('maria@acme.example');
      expect(body(await t.app.inject({ url, headers: again.headers })).campaigns).toEqual([]);
    } finally {
      await t.db.updateTable('campaigns').set({ status: 1 }).where('idCampaign', '=', idCampaign).execute();
    }
  });

  it("answers 404 for another company's content item and lists only the caller's company campaigns", async () => {
    const maria = await t.login('maria@acme.example');
    const carlos = await t.login('carlos@globex.example');
    const globexItem = await itemOf('globex');
    expect(
      (await t.app.inject({ url: `/campaign/listbycontent/${globexItem}`, headers: maria.headers })).statusCode,
    ).toBe(404);
    const response = await t.app.inject({ url: `/campaign/listbycontent/${globexItem}`, headers: carlos.headers });
    expect(body(response).campaigns.map((c: { name: string }) => c.name)).toEqual(['Segurança em Primeiro Lugar']);
  });
});

describe('a campaign open to some departments', () => {
  it('gives points, lists, announces and ranks for its departments’ members only', async () => {
    const ana = await t.login('ana@acme.example');
    const joao = await t.login('joao@acme.example');
    const idCompany = ana.loginInfo.idCompany;
    const at = t.clock.now();
    const { idCampaign } = await t.db
      .insertInto('campaigns')
      .values({
        idCompany,
        name: 'Desafio de Pessoas',
        description: 'Só para o time de Pessoas.',
        startDate: new Date(at.getTime() - 86_400_000).toISOString(),
        endDate: new Date(at.getTime() + 86_400_000).toISOString(),
        status: 1,
        createdAt: at.toISOString(),
      })
      .returning('idCampaign')
      .executeTakeFirstOrThrow();
    const idEvent = (
      await t.db
        .selectFrom('gamification_events')
        .select('idEvent')
        .where('code', '=', 'RATING_SENT')
        .executeTakeFirstOrThrow()
    ).idEvent;
    await t.db.insertInto('campaign_events').values({ idCampaign, idEvent, points: 3 }).execute();
    await t.db.insertInto('campaign_departments').values({ idCampaign, idCompany, department: 'Pessoas' }).execute();

    const award = (session: typeof ana) =>
      campaignsRepository({ db: t.db }).insertPoints({
        idCompany,
        idUser: session.loginInfo.idUser,
        eventCode: 'RATING_SENT',
        elementType: 'CONTENT_ITEM',
        idElement: 31337,
        elementText: null,
        at: t.clock.now().toISOString(),
      });
    expect(await award(ana)).toContainEqual({ idCampaign, points: 3 });
    expect((await award(joao)).map((entry) => entry.idCampaign)).not.toContain(idCampaign);

    const listed = async (session: typeof ana, url: string) =>
      (
        body(await t.app.inject({ url, headers: session.headers })).campaigns as Array<{
          idgamification_campaign: number;
        }>
      ).map((campaign) => campaign.idgamification_campaign);
    expect(await listed(ana, '/campaign/listbyuser')).toContain(idCampaign);
    expect(await listed(joao, '/campaign/listbyuser')).not.toContain(idCampaign);
    expect(await listed(joao, '/campaign/listcampaigns')).not.toContain(idCampaign);
    expect(await listed(ana, '/campaign/listcampaigns?onlyActive=true')).toContain(idCampaign);

    const departments = body(await t.app.inject({ url: `/campaign/${idCampaign}/departments`, headers: ana.headers }));
    expect(departments.result).toEqual([{ name: 'Pessoas' }]);
    // João's points from before the campaign was narrowed do not rank him.
    await t.db
      .insertInto('campaign_points')
      .values({
        idCompany,
        idCampaign,
        idUser: joao.loginInfo.idUser,
        idEvent,
        elementType: 'CONTENT_ITEM',
        idElement: 1,
        elementText: null,
        points: 50,
        eventDate: at.toISOString(),
      })
      .execute();
    const ranking = body(
      await t.app.inject({
        url: `/campaign/listcampaignpointssummary/${idCampaign}?offset=0&limit=10`,
        headers: ana.headers,
      }),
    );
    expect(ranking.campaignpoints.map((row: { idUser: number }) => row.idUser)).toEqual([ana.loginInfo.idUser]);
  });
});

describe('a campaign’s departments', () => {
  it('are read in Portuguese order: a department with an accent sits with its letter', async () => {
    const idCampaign = await campaignId('Conhecimento em Ação');
    const { idCompany } = await t.db
      .selectFrom('campaigns')
      .select('idCompany')
      .where('idCampaign', '=', idCampaign)
      .executeTakeFirstOrThrow();
    const names = ['Finanças', 'Ética', 'Estoque'];
    await t.db
      .insertInto('campaign_departments')
      .values(names.map((department) => ({ idCampaign, idCompany, department })))
      .execute();
    try {
      const found = await campaignsRepository({ db: t.db }).findDepartments(idCompany, idCampaign);
      expect(found.filter((name) => names.includes(name))).toEqual(['Estoque', 'Ética', 'Finanças']);
    } finally {
      await t.db
        .deleteFrom('campaign_departments')
        .where('idCampaign', '=', idCampaign)
        .where('department', 'in', names)
        .execute();
    }
  });
});
