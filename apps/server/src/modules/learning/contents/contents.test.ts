import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../../test/harness';
import {
  buildTeam,
  contentId,
  enrollIn,
  enterNode,
  openContent,
  type Session,
  studentPath,
} from '../../../../test/learning-builders';

let t: TestApp;
let maria: Session;
let ana: Session;
let carlos: Session;
let acme: number;
beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login('maria@acme.example', 'acme-academy');
  ana = await t.login('ana@acme.example', 'acme-academy');
  carlos = await t.login('carlos@globex.example');
  acme = maria.loginInfo.idCompany;
});
afterAll(async () => {
  await t.close();
});

const get = (session: Session, url: string) => t.app.inject({ url, headers: session.headers });
const put = (session: Session, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, payload, headers: session.headers });
const post = (session: Session, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: session.headers });

describe('a sequential training, completed in order', () => {
  let idEnrollment: number;
  let root: number;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    idEnrollment = await enrollIn(t, maria, await buildTeam(t, acme, 'vendas-consultivas'));
    root = await enterNode(t, maria, idEnrollment, 'vendas-consultivas');
    ids.video = await contentId(t, acme, 'Abertura: o método Acme');
    ids.page = await contentId(t, acme, 'Os três passos da venda consultiva');
    ids.guide = await contentId(t, acme, 'Guia de bolso da venda consultiva');
    ids.exercise = await contentId(t, acme, 'Exercício prático: a primeira conversa');
  });

  it('refuses to open a locked content, by its address too', async () => {
    const load = await get(maria, studentPath(maria, idEnrollment, `/contents/${ids.page}?idNodeEnrollment=${root}`));
    expect(load.statusCode).toBe(403);
    expect(body(load)).toMatchObject({
      code: 'ELEMENT_LOCKED',
      message: 'Conclua o item anterior para liberar este conteúdo.',
    });
    const open = await openContent(t, maria, {
      idEnrollment,
      idNodeEnrollment: root,
      idContentItem: ids.page as number,
    });
    expect(body(open).code).toBe('ELEMENT_LOCKED');
  });

  it('creates the content enrollment IN_PROGRESS 0 on open, once', async () => {
    const first = body(
      await openContent(t, maria, { idEnrollment, idNodeEnrollment: root, idContentItem: ids.video as number }),
    );
    expect(first).toMatchObject({ created: 1, contentEnrollment: { status: 'IN_PROGRESS', progress: 0 } });
    const again = body(
      await openContent(t, maria, { idEnrollment, idNodeEnrollment: root, idContentItem: ids.video as number }),
    );
    expect(again).toMatchObject({
      created: 0,
      contentEnrollment: { idContentEnrollment: first.contentEnrollment.idContentEnrollment },
    });
    ids.videoEnrollment = first.contentEnrollment.idContentEnrollment;
    expect(first.enrollment).toMatchObject({ status: 'IN_PROGRESS' });
  });

  it('loads the content with its enrollment and its neighbours in the map', async () => {
    const answer = body(
      await get(maria, studentPath(maria, idEnrollment, `/contents/${ids.video}?idNodeEnrollment=${root}`)),
    );
    expect(answer.content).toMatchObject({ idContentType: 2, isSeekingBlocked: 1, duration: 16, sequential: 1 });
    expect(answer.currentItem).toMatchObject({ elementType: 'CONTENT', isLastContent: false });
    expect(answer.nextItem).toMatchObject({ idContentItem: ids.page, lock: 1, sequential: 1 });
    expect(answer.previousItem).toBeNull();
    expect(answer.team).toMatchObject({ name: 'Turma de teste' });
  });

  it('refuses progress beyond what can have been watched of a seek-blocked video', async () => {
    const url = `/learning/content-enrollments/${ids.videoEnrollment}`;
    const jump = await put(maria, url, { status: 'IN_PROGRESS', progress: 80, lastPosition: 13 });
    expect(jump.statusCode).toBe(409);
    expect(body(jump).code).toBe('SEEK_BLOCKED');
    const end = await put(maria, url, { status: 'COMPLETED', progress: 100 });
    expect(body(end).code).toBe('SEEK_BLOCKED');
    t.clock.advance(4_000);
    const watched = body(await put(maria, url, { status: 'IN_PROGRESS', progress: 50, lastPosition: 8 }));
    expect(watched.contentEnrollment).toMatchObject({ status: 'IN_PROGRESS', progress: 50, lastPosition: 8 });
  });

  it('keeps the higher watched percentage when leaving with a lower one', async () => {
    const url = `/learning/content-enrollments/${ids.videoEnrollment}`;
    const lower = body(await put(maria, url, { status: 'IN_PROGRESS', progress: 20, lastPosition: 3 }));
    expect(lower.contentEnrollment).toMatchObject({ progress: 50, lastPosition: 3 });
  });

  it('adds the time of every report sent at once, and keeps the highest progress whatever their order', async () => {
    const url = `/learning/content-enrollments/${ids.videoEnrollment}`;
    const timeOf = async () =>
      (
        await t.db
          .selectFrom('learning_content_enrollments')
          .select(['timeExecuted', 'progress'])
          .where('idContentEnrollment', '=', ids.videoEnrollment as number)
          .executeTakeFirstOrThrow()
      ).timeExecuted;
    const before = await timeOf();
    const answers = await Promise.all(
      [10, 30, 20, 40, 15, 35, 25, 45].map((progress) =>
        put(maria, url, { status: 'IN_PROGRESS', progress, lastPosition: 3, timeExecuted: 7 }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(await timeOf()).toBe(before + 8 * 7);
    const row = await t.db
      .selectFrom('learning_content_enrollments')
      .select('progress')
      .where('idContentEnrollment', '=', ids.videoEnrollment as number)
      .executeTakeFirstOrThrow();
    expect(row.progress).toBe(50);
  });

  it('completes the video at its end and rolls progress up to the node and the enrollment', async () => {
    t.clock.advance(5_000);
    const done = body(
      await put(maria, `/learning/content-enrollments/${ids.videoEnrollment}`, { status: 'COMPLETED', progress: 100 }),
    );
    expect(done.contentEnrollment).toMatchObject({ status: 'COMPLETED', progress: 100, grade: 0 });
    expect(done.nodeEnrollment).toMatchObject({ progress: 25, status: 'IN_PROGRESS' });
    expect(done.enrollment).toMatchObject({ progress: 25, status: 'IN_PROGRESS' });
  });

  it('never changes a completed content again', async () => {
    const back = body(
      await put(maria, `/learning/content-enrollments/${ids.videoEnrollment}`, { status: 'IN_PROGRESS', progress: 10 }),
    );
    expect(back.contentEnrollment).toMatchObject({ status: 'COMPLETED', progress: 100 });
  });

  it('unlocks the next element and completes the rest in order, up to 100 on the enrollment', async () => {
    const next = body(
      await get(maria, studentPath(maria, idEnrollment, `/contents/${ids.page}?idNodeEnrollment=${root}`)),
    );
    expect(next.previousItem).toMatchObject({ idContentItem: ids.video, status: 'COMPLETED' });
    for (const idContentItem of [ids.page, ids.guide] as number[]) {
      const opened = body(await openContent(t, maria, { idEnrollment, idNodeEnrollment: root, idContentItem }));
      const done = await put(maria, `/learning/content-enrollments/${opened.contentEnrollment.idContentEnrollment}`, {
        status: 'COMPLETED',
        progress: 100,
      });
      expect(done.statusCode).toBe(200);
    }
    const map = body(await get(maria, studentPath(maria, idEnrollment, '/navigation-map?fullMap=1')));
    expect(map.mapElements.find((e: { elementType: string }) => e.elementType === 'NODE')).toMatchObject({
      lock: 0,
      progress: 0,
    });
    const module = await enterNode(t, maria, idEnrollment, 'vendas-consultivas-pratica');
    const opened = body(
      await openContent(t, maria, { idEnrollment, idNodeEnrollment: module, idContentItem: ids.exercise as number }),
    );
    const last = body(
      await put(maria, `/learning/content-enrollments/${opened.contentEnrollment.idContentEnrollment}`, {
        status: 'COMPLETED',
        progress: 100,
      }),
    );
    expect(last.nodeEnrollment).toMatchObject({ idNodeEnrollment: module, status: 'COMPLETED', progress: 100 });
    expect(last.enrollment).toMatchObject({ status: 'COMPLETED', progress: 100 });
    const { enrollment } = body(await get(maria, studentPath(maria, idEnrollment)));
    expect(enrollment).toMatchObject({ status: 'COMPLETED', progress: 100, nodeEnrollment: { status: 'COMPLETED' } });
    expect(enrollment.finishDate).not.toBeNull();
  });

  it("refuses another member's content enrollment and ids", async () => {
    expect(
      (await put(ana, `/learning/content-enrollments/${ids.videoEnrollment}`, { status: 'COMPLETED', progress: 100 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await get(ana, studentPath(maria, idEnrollment, `/contents/${ids.video}?idNodeEnrollment=${root}`))).statusCode,
    ).toBe(404);
    expect(
      (await openContent(t, ana, { idEnrollment, idNodeEnrollment: root, idContentItem: ids.video as number }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await put(carlos, `/learning/content-enrollments/${ids.videoEnrollment}`, {
          status: 'COMPLETED',
          progress: 100,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses invalid progress reports with the field named', async () => {
    const response = await put(maria, `/learning/content-enrollments/${ids.videoEnrollment}`, {
      status: 'DONE',
      progress: 140,
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).code).toBe('VALIDATION_FAILED');
  });
});

describe('a training closed after completion', () => {
  it('refuses opening its contents once completed when access upon completion is off', async () => {
    const idTeam = await buildTeam(t, acme, 'atendimento', { allowAccessUponCompletion: 0 });
    const idEnrollment = await enrollIn(t, ana, idTeam);
    const root = await enterNode(t, ana, idEnrollment, 'atendimento');
    const idContentItem = await contentId(t, acme, 'Os três passos da venda consultiva');
    const opened = body(await openContent(t, ana, { idEnrollment, idNodeEnrollment: root, idContentItem }));
    await put(ana, `/learning/content-enrollments/${opened.contentEnrollment.idContentEnrollment}`, {
      status: 'COMPLETED',
      progress: 100,
    });
    const again = await get(ana, studentPath(ana, idEnrollment, `/contents/${idContentItem}?idNodeEnrollment=${root}`));
    expect(body(again).code).toBe('ACCESS_AFTER_COMPLETION_DENIED');
  });
});

describe('GET /content/find/:id', () => {
  it('answers a free content of a catalog page', async () => {
    const id = await contentId(t, acme, 'Boas-vindas à Acme Academy');
    const answer = body(await get(maria, `/content/find/${id}`));
    expect(answer.content[0]).toMatchObject({ idContentItem: id, idContentType: 5, parentType: 'ORGANIZATION' });
  });

  it('requires an enrollment for a content that lives only inside a training', async () => {
    const id = await contentId(t, acme, 'Abertura: o método Acme');
    expect(body(await get(ana, `/content/find/${id}`)).code).toBe('ENROLLMENT_REQUIRED');
  });

  it("answers not found for another company's content", async () => {
    const id = await contentId(t, acme, 'Boas-vindas à Acme Academy');
    expect((await get(carlos, `/content/find/${id}`)).statusCode).toBe(404);
  });
});

describe('POST /learning/contents/:id/trackings', () => {
  it('records a viewing of a content the member can open', async () => {
    const id = await contentId(t, acme, 'Podcast: segurança no trabalho');
    const response = await post(maria, `/learning/contents/${id}/trackings`, {
      startTime: '2026-11-21 11:58:00',
      idContentItem: id,
      idTrackingType: 1,
      idSection: null,
      secondsPlayed: 42,
    });
    expect(body(response)).toEqual({ success: true, earnPoints: 0 });
    const rows = await t.db
      .selectFrom('learning_content_trackings')
      .selectAll()
      .where('idContentItem', '=', id)
      .execute();
    expect(rows).toEqual([expect.objectContaining({ secondsPlayed: 42, startTime: '2026-11-21T11:58:00Z' })]);
  });

  it('refuses a bad start time, a mismatched id and a content the member cannot open', async () => {
    const id = await contentId(t, acme, 'Podcast: segurança no trabalho');
    const bad = await post(maria, `/learning/contents/${id}/trackings`, {
      startTime: '21/11/2026',
      idContentItem: id,
      secondsPlayed: 1,
    });
    expect(body(bad)).toMatchObject({ code: 'VALIDATION_FAILED', field: 'startTime' });
    const mismatch = await post(maria, `/learning/contents/${id}/trackings`, {
      startTime: '2026-11-21 11:58:00',
      idContentItem: id + 1,
      secondsPlayed: 1,
    });
    expect(body(mismatch).field).toBe('idContentItem');
    const locked = await contentId(t, acme, 'Checklist de negociação');
    const refused = await post(ana, `/learning/contents/${locked}/trackings`, {
      startTime: '2026-11-21 11:58:00',
      idContentItem: locked,
      secondsPlayed: 1,
    });
    expect(refused.statusCode).toBe(404);
  });
});

describe('likes and the client log', () => {
  it('lets a member like free content and count it once', async () => {
    const id = await contentId(t, acme, 'Boas-vindas à Acme Academy');
    const url = `/learning/social/likes/CONTENT/${id}`;
    expect(body(await get(maria, url))).toEqual({ success: true, liked: 0, totalLikes: 0 });
    await post(maria, url, {});
    const liked = body(await post(maria, url, {}));
    expect(liked).toEqual({ success: true, liked: 1, totalLikes: 1 });
    expect(body(await get(ana, url))).toEqual({ success: true, liked: 0, totalLikes: 1 });
    const unliked = body(await t.app.inject({ method: 'DELETE', url, headers: maria.headers }));
    expect(unliked).toEqual({ success: true, liked: 0, totalLikes: 0 });
  });

  it("refuses liking a training's content without an enrollment", async () => {
    const id = await contentId(t, acme, 'Checklist de negociação');
    const response = await post(ana, `/learning/social/likes/CONTENT/${id}`, {});
    expect(response.statusCode).toBe(403);
    expect(body(response).message).toBe('Para curtir, é necessário estar matriculado');
    expect(body(await post(ana, '/learning/social/likes/NODE/negociacao', {})).code).toBe('LIKE_REQUIRES_ENROLLMENT');
    expect((await get(carlos, '/learning/social/likes/NODE/negociacao')).statusCode).toBe(404);
    expect((await get(maria, '/learning/social/likes/POST/1')).statusCode).toBe(400);
  });

  it('stores share events sent to POST /logs, only for the caller', async () => {
    const ok = await post(maria, '/logs', {
      event: 'content/share/copy',
      idUser: maria.loginInfo.idUser,
      idContent: 7,
    });
    expect(body(ok)).toEqual({ success: true });
    const rows = await t.db.selectFrom('client_logs').selectAll().where('event', '=', 'content/share/copy').execute();
    expect(rows).toEqual([expect.objectContaining({ idUser: maria.loginInfo.idUser, idContent: 7, idCompany: acme })]);
    expect(
      (await post(maria, '/logs', { event: 'content/share/click', idUser: ana.loginInfo.idUser })).statusCode,
    ).toBe(404);
    expect((await post(maria, '/logs', { event: '<script>' })).statusCode).toBe(400);
  });
});
