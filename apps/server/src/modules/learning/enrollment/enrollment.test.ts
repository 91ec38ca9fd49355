import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../../test/harness';
import { buildTeam, enrollIn, enterNode, type Session, studentPath } from '../../../../test/learning-builders';

let t: TestApp;
let maria: Session;
let ana: Session;
let joao: Session;
let carlos: Session;
let acme: number;
beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login('maria@acme.example', 'acme-academy');
  ana = await t.login('ana@acme.example', 'acme-academy');
  joao = await t.login('joao@acme.example', 'acme-academy');
  carlos = await t.login('carlos@globex.example');
  acme = maria.loginInfo.idCompany;
});
afterAll(async () => {
  await t.close();
});

const get = (session: Session, url: string) => t.app.inject({ url, headers: session.headers });
const post = (session: Session, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: session.headers });

describe('GET /learning/teams', () => {
  it('lists classes with seats, approval and future classes marked', async () => {
    const { data } = body(await get(maria, '/learning/teams?nodeCode=primeiros-socorros'));
    expect(data).toEqual([
      expect.objectContaining({
        name: 'Turma da manhã',
        capacity: 1,
        totalVacanciesAvailable: 0,
        isFuture: 0,
        needApproval: 0,
      }),
      expect.objectContaining({ name: 'Turma de maio', totalVacanciesAvailable: 15, isFuture: 1 }),
    ]);
    // Available by date: a full class is still listed ('Sem vagas'), one past its final date is not.
    const available = body(await get(maria, '/learning/teams?nodeCode=primeiros-socorros&onlyAvailable=1')).data;
    expect(available.map((team: { name: string }) => team.name)).toEqual(['Turma da manhã', 'Turma de maio']);
  });

  it('does not offer a class past its final date, and refuses to enroll in it', async () => {
    const day = 86_400_000;
    const now = t.clock.now().getTime();
    const ended = await buildTeam(t, acme, 'atendimento', {
      name: 'Turma encerrada',
      initialDate: new Date(now - 30 * day).toISOString(),
      finalDate: new Date(now - day).toISOString(),
    });
    const current = await buildTeam(t, acme, 'atendimento', { name: 'Turma corrente' });
    const names = (url: string) =>
      get(joao, url).then((response) => body(response).data.map((team: { name: string }) => team.name));
    // The app's call (spec 3, 7.1 and 9: onlyAvailable, limit 30).
    const offered = await names('/learning/teams?nodeCode=atendimento&onlyAvailable=true&limit=30');
    expect(offered).toContain('Turma corrente');
    expect(offered).not.toContain('Turma encerrada');
    // Asked for every class, it is listed, but it takes no enrollment.
    expect(await names('/learning/teams?nodeCode=atendimento')).toContain('Turma encerrada');
    const refused = await post(joao, '/learning/enrollments', { idTeam: ended });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).code).toBe('TEAM_CLOSED');
    await t.db.deleteFrom('learning_teams').where('idTeam', 'in', [ended, current]).execute();
  });

  it('caps the list at 30 and refuses a larger limit', async () => {
    expect((await get(maria, '/learning/teams?nodeCode=negociacao&limit=31')).statusCode).toBe(400);
  });

  it("refuses a restricted training and another company's training", async () => {
    expect(body(await get(maria, '/learning/teams?nodeCode=lideranca-pratica')).code).toBe('ACCESS_RESTRICTED');
    expect((await get(carlos, '/learning/teams?nodeCode=negociacao')).statusCode).toBe(404);
  });
});

describe('POST /learning/enrollments', () => {
  it('enrolls directly in a class without approval, with the root node enrollment', async () => {
    const idTeam = await buildTeam(t, acme, 'atendimento');
    const response = await post(joao, '/learning/enrollments', {
      idTeam,
      nodeCode: 'atendimento',
      idUser: joao.loginInfo.idUser,
    });
    expect(response.statusCode).toBe(200);
    const { idEnrollment } = body(response);
    const { enrollment } = body(await get(joao, studentPath(joao, idEnrollment)));
    expect(enrollment).toMatchObject({ nodeCode: 'atendimento', status: 'NOT_ATTEMPTED', progress: 0, idTeam });
    expect(enrollment.nodeEnrollment).toMatchObject({ idParentNodeEnrollment: null });
    const again = await post(joao, '/learning/enrollments', { idTeam });
    expect(body(again)).toMatchObject({ code: 'ALREADY_ENROLLED' });
  });

  it('creates a PENDING request when the class needs approval, once', async () => {
    const teams = body(await get(maria, '/learning/teams?nodeCode=negociacao')).data;
    const response = await post(maria, '/learning/enrollments', { idTeam: teams[0].idTeam });
    expect(body(response)).toMatchObject({
      idEnrollment: null,
      enrollmentRequest: { status: 'PENDING', title: 'Negociação estratégica', teamName: 'Turma executiva' },
    });
    const twice = await post(maria, '/learning/enrollments', { idTeam: teams[0].idTeam });
    expect(twice.statusCode).toBe(409);
    expect(body(twice).message).toBe('Aguardando aprovação da matrícula.');
    // The training's page shows the awaiting state, as the class list does.
    const node = body(await get(maria, '/learning/nodes/negociacao')).node;
    expect(node.registration).toMatchObject({ awaitingApproval: true });
    expect(body(await get(maria, '/learning/teams?nodeCode=negociacao')).data[0]).toMatchObject({
      awaitingApproval: 1,
    });
    const listed = body(await get(maria, '/learning/teams?nodeCode=negociacao')).data;
    expect(listed[0].awaitingApproval).toBe(1);
    expect(body(await get(maria, `/learning/students/${maria.loginInfo.idUser}/has-enrollment-requests`))).toEqual({
      success: true,
      hasEnrollmentRequests: true,
    });
  });

  it('lists, filters and cancels requests; only a pending one can be cancelled', async () => {
    const list = body(await get(maria, '/learning/enrollment-requests?status=PENDING'));
    expect(list.totalRecords).toBe(1);
    const id = list.result[0].idEnrollmentRequest;
    expect(
      (await t.app.inject({ method: 'PUT', url: `/learning/enrollment-requests/${id}/cancel`, headers: ana.headers }))
        .statusCode,
    ).toBe(404);
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/learning/enrollment-requests/${id}/cancel`,
      headers: maria.headers,
    });
    expect(body(cancel)).toEqual({ success: true });
    const again = await t.app.inject({
      method: 'PUT',
      url: `/learning/enrollment-requests/${id}/cancel`,
      headers: maria.headers,
    });
    expect(body(again).code).toBe('ENROLLMENT_REQUEST_NOT_PENDING');
    expect(body(await get(maria, '/learning/enrollment-requests?status=CANCELED')).result[0].status).toBe('CANCELED');
    expect((await get(maria, `/learning/enrollment-requests?idUser=${ana.loginInfo.idUser}`)).statusCode).toBe(404);
    expect((await get(maria, '/learning/enrollment-requests?status=NOPE')).statusCode).toBe(400);
  });

  it('refuses a full class, a class of another company, a catalog page and an unknown class', async () => {
    const full = body(await get(ana, '/learning/teams?nodeCode=primeiros-socorros')).data[0];
    expect(body(await post(ana, '/learning/enrollments', { idTeam: full.idTeam })).code).toBe('TEAM_FULL');
    const globexTeam = await t.db
      .selectFrom('learning_teams')
      .select('idTeam')
      .where('idCompany', '=', carlos.loginInfo.idCompany)
      .executeTakeFirstOrThrow();
    expect((await post(maria, '/learning/enrollments', { idTeam: globexTeam.idTeam })).statusCode).toBe(404);
    expect((await post(maria, '/learning/enrollments', { idTeam: 999_999 })).statusCode).toBe(404);
    expect((await post(maria, '/learning/enrollments', { idTeam: 'x' })).statusCode).toBe(400);
    expect(
      (await post(maria, '/learning/enrollments', { idTeam: full.idTeam, idUser: ana.loginInfo.idUser })).statusCode,
    ).toBe(404);
  });

  it('gives the last seat to exactly one of two members enrolling at the same time', async () => {
    const idTeam = await buildTeam(t, acme, 'vendas-consultivas', { capacity: 1, name: 'Última vaga' });
    const answers = await Promise.all([
      post(maria, '/learning/enrollments', { idTeam }),
      post(ana, '/learning/enrollments', { idTeam }),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    expect(answers.map((answer) => body(answer).code).filter(Boolean)).toEqual(['TEAM_FULL']);
    const team = await t.db
      .selectFrom('learning_teams')
      .select('enrolledCount')
      .where('idTeam', '=', idTeam)
      .executeTakeFirstOrThrow();
    expect(team.enrolledCount).toBe(1);
    const rows = await t.db
      .selectFrom('learning_enrollments')
      .select('idEnrollment')
      .where('idTeam', '=', idTeam)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('enrolls a member only once when the same enrollment is sent twice at the same time', async () => {
    const idTeam = await buildTeam(t, acme, 'seguranca-basica', { name: 'Turma dupla' });
    const answers = await Promise.all([
      post(joao, '/learning/enrollments', { idTeam }),
      post(joao, '/learning/enrollments', { idTeam }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const current = await t.db
      .selectFrom('learning_enrollments')
      .select('idEnrollment')
      .where('idUser', '=', joao.loginInfo.idUser)
      .where('idTeam', '=', idTeam)
      .execute();
    expect(current).toHaveLength(1);
    const team = await t.db
      .selectFrom('learning_teams')
      .select('enrolledCount')
      .where('idTeam', '=', idTeam)
      .executeTakeFirstOrThrow();
    expect(team.enrolledCount).toBe(1);
  });

  it('re-enrolls an expired enrollment only in a class that allows it', async () => {
    const closed = await buildTeam(t, acme, 'primeiros-socorros', { name: 'Turma que vai acabar' });
    const first = await enrollIn(t, maria, closed);
    // The class ends before the member finishes.
    await t.db
      .updateTable('learning_teams')
      .set({ finalDate: '2026-11-01T00:00:00.000Z' })
      .where('idTeam', '=', closed)
      .execute();
    expect(body(await get(maria, studentPath(maria, first))).enrollment.status).toBe('EXPIRED');
    expect(body(await get(maria, studentPath(maria, first, '/nodes/primeiros-socorros'))).code).toBe(
      'ENROLLMENT_EXPIRED',
    );
    const noReenroll = await buildTeam(t, acme, 'primeiros-socorros', { name: 'Sem rematrícula' });
    expect(body(await post(maria, '/learning/enrollments', { idTeam: noReenroll })).code).toBe(
      'REENROLLMENT_NOT_ALLOWED',
    );
    const reenroll = await buildTeam(t, acme, 'primeiros-socorros', { allowReenrollment: 1, name: 'Com rematrícula' });
    const answer = body(await post(maria, '/learning/enrollments', { idTeam: reenroll }));
    expect(answer).toMatchObject({ reenrollment: 1 });
    const old = await t.db
      .selectFrom('learning_enrollments')
      .select('isCurrent')
      .where('idEnrollment', '=', first)
      .executeTakeFirstOrThrow();
    expect(old.isCurrent).toBe(0);
  });
});

describe('enrollment pages and the navigation map', () => {
  let idEnrollment: number;
  beforeAll(async () => {
    const idTeam = await buildTeam(t, acme, 'vendas-consultivas', { name: 'Turma do mapa' });
    idEnrollment = await enrollIn(t, joao, idTeam);
  });

  it('answers a page of the training with each element locked in sequence', async () => {
    const response = await get(joao, studentPath(joao, idEnrollment, '/nodes/vendas-consultivas'));
    expect(response.statusCode).toBe(200);
    const { node, enrollment } = body(response);
    const elements = node.blocks.flatMap((block: { elements: unknown[] }) => block.elements);
    expect(
      elements.map((e: { title: string; lock: number; elementType: string }) => [e.title, e.lock, e.elementType]),
    ).toEqual([
      ['Abertura: o método Acme', 0, 'CONTENT'],
      ['Os três passos da venda consultiva', 1, 'CONTENT'],
      ['Guia de bolso da venda consultiva', 1, 'CONTENT'],
      ['Módulo 2: prática', 1, 'NODE'],
    ]);
    expect(node.nodeEnrollment).toMatchObject({ status: 'IN_PROGRESS' });
    expect(enrollment).toMatchObject({ idEnrollment, title: 'Vendas consultivas' });
  });

  it('refuses a locked page, both when read and when entered', async () => {
    const read = await get(joao, studentPath(joao, idEnrollment, '/nodes/vendas-consultivas-pratica'));
    expect(read.statusCode).toBe(403);
    expect(body(read).code).toBe('ELEMENT_LOCKED');
    const enter = await post(joao, '/learning/node-enrollments', {
      idEnrollment,
      nodeCode: 'vendas-consultivas-pratica',
    });
    expect(body(enter).code).toBe('ELEMENT_LOCKED');
  });

  it('refuses a page outside the training', async () => {
    expect((await get(joao, studentPath(joao, idEnrollment, '/nodes/negociacao'))).statusCode).toBe(404);
    expect((await post(joao, '/learning/node-enrollments', { idEnrollment, nodeCode: 'negociacao' })).statusCode).toBe(
      404,
    );
  });

  it('answers the navigation map of the page and of the whole training', async () => {
    const page = body(await get(joao, studentPath(joao, idEnrollment, '/navigation-map')));
    expect(page).toMatchObject({ title: 'Vendas consultivas' });
    expect(page.mapElements.map((e: { elementType: string }) => e.elementType)).toEqual([
      'CONTENT',
      'CONTENT',
      'CONTENT',
      'NODE',
    ]);
    const full = body(await get(joao, studentPath(joao, idEnrollment, '/navigation-map?fullMap=1')));
    expect(full.mapElements.at(-1)).toMatchObject({
      title: 'Exercício prático: a primeira conversa',
      depth: 1,
      lock: 1,
      nodeCode: 'vendas-consultivas-pratica',
    });
    const child = body(
      await get(joao, studentPath(joao, idEnrollment, '/navigation-map?nodeCode=vendas-consultivas-pratica')),
    );
    expect(child.mapElements).toHaveLength(1);
  });

  it("refuses another member's and another company's ids on every students path", async () => {
    const paths = ['', '/nodes/vendas-consultivas', '/navigation-map'];
    for (const path of paths) {
      expect((await get(maria, studentPath(joao, idEnrollment, path))).statusCode).toBe(404);
      expect(
        (await get(maria, `/learning/students/${maria.loginInfo.idUser}/enrollments/${idEnrollment}${path}`))
          .statusCode,
      ).toBe(404);
      expect(
        (await get(carlos, `/learning/students/${carlos.loginInfo.idUser}/enrollments/${idEnrollment}${path}`))
          .statusCode,
      ).toBe(404);
    }
    expect((await get(maria, `/learning/students/${joao.loginInfo.idUser}/has-enrollment-requests`)).statusCode).toBe(
      404,
    );
    expect(
      (await post(maria, '/learning/node-enrollments', { idEnrollment, nodeCode: 'vendas-consultivas' })).statusCode,
    ).toBe(404);
  });

  it('sends the member of a class that has not started away from its pages', async () => {
    const future = body(await get(ana, '/learning/teams?nodeCode=primeiros-socorros')).data.find(
      (team: { isFuture: number }) => team.isFuture === 1,
    );
    const id = await enrollIn(t, ana, future.idTeam);
    const response = await get(ana, studentPath(ana, id, '/nodes/primeiros-socorros'));
    expect(response.statusCode).toBe(403);
    expect(body(response).code).toBe('TEAM_NOT_STARTED');
    const card = body(await get(ana, '/learning/nodes/seguranca')).node.blocks[0].elements.find(
      (element: { nodeCode: string }) => element.nodeCode === 'primeiros-socorros',
    );
    expect(card).toMatchObject({ lock: 1, registration: { teamNotStarted: true } });
    // 'Matrículas em andamento' lists it locked, with the day it starts.
    const inProgress = body(
      await get(ana, `/learning/students/${ana.loginInfo.idUser}/enrollments-in-progress`),
    ).data.find((entry: { idEnrollment: number }) => entry.idEnrollment === id);
    expect(inProgress).toMatchObject({ lock: 1, initialDate: future.initialDate, teamName: future.name });
    const started = body(await get(maria, `/learning/students/${maria.loginInfo.idUser}/enrollments-in-progress`)).data;
    expect(started.length).toBeGreaterThan(0);
    expect(started.every((entry: { lock: number }) => entry.lock === 0)).toBe(true);
  });

  it('keeps one node enrollment per page however often it is entered', async () => {
    const first = await post(joao, '/learning/node-enrollments', { idEnrollment, nodeCode: 'vendas-consultivas' });
    expect(body(first).data).toMatchObject({ created: 0 });
    expect(await enterNode(t, joao, idEnrollment, 'vendas-consultivas')).toBe(body(first).data.newId);
    const rows = await t.db
      .selectFrom('learning_node_enrollments')
      .select('idNodeEnrollment')
      .where('idEnrollment', '=', idEnrollment)
      .execute();
    expect(rows).toHaveLength(1);
  });
});
