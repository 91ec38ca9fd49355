import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../../test/harness';
import {
  buildTeam,
  contentId,
  enrollIn,
  enterNode,
  type Session,
  studentPath,
} from '../../../../test/learning-builders';
import { chooseInEngine } from '../../../../test/scorm-builders';

let t: TestApp;
let maria: Session;
let joao: Session;
let carlos: Session;
let idEnrollment: number;
let idNodeEnrollment: number;
let security: number;
let service: number;

const SECURITY = 'Segurança da informação no dia a dia';
const SERVICE = 'Atendimento ao cliente';

const get = (session: Session, url: string) => t.app.inject({ url, headers: session.headers });
const send = (session: Session, method: 'POST' | 'PUT', url: string, payload: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: session.headers });

async function contentAnswer(session: Session, idContentItem: number) {
  return body(
    await get(
      session,
      `${studentPath(session, idEnrollment, `/contents/${idContentItem}`)}?idNodeEnrollment=${idNodeEnrollment}`,
    ),
  );
}

/**
 * Delivers a lesson of a sequenced course as the player does: the member's attempt opened, the engine restored
 * from it and asked for the lesson (a choice), and its state saved before the launch.
 */
async function deliver(
  session: Session,
  place: { idEnrollment: number; idContentItem: number; idNodeEnrollment: number },
  identifier: string,
) {
  const opened = body(await send(session, 'POST', '/learning/scorm/sequencing', place)).data;
  const choice = await chooseInEngine(opened, identifier);
  expect(choice.allowed).toBe(true);
  const saved = await send(session, 'PUT', '/learning/scorm/sequencing', { ...place, ...choice.save });
  expect(saved.statusCode).toBe(200);
}

async function packaged(text: string) {
  const row = await t.db
    .selectFrom('learning_content_items')
    .select('idContentItem')
    .where('idCompany', '=', maria.loginInfo.idCompany)
    .where('idContentType', '=', 26)
    .where('text', '=', text)
    .executeTakeFirstOrThrow();
  return row.idContentItem;
}

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login('maria@acme.example', 'acme-academy');
  joao = await t.login('joao@acme.example', 'acme-academy');
  carlos = await t.login('carlos@globex.example');
  const teams = body(await get(maria, '/learning/teams?nodeCode=cursos-interativos')).data;
  idEnrollment = await enrollIn(t, maria, teams[0].idTeam);
  const { enrollment } = body(await get(maria, studentPath(maria, idEnrollment)));
  idNodeEnrollment = enrollment.nodeEnrollment.idNodeEnrollment;
  security = await packaged(SECURITY);
  service = await packaged(SERVICE);
  expect(await contentId(t, maria.loginInfo.idCompany, SECURITY)).toBe(security);
});
afterAll(async () => {
  await t.close();
});

describe('a packaged course in the learning platform', () => {
  it("describes the demo package's lessons in the content answer of type 26", async () => {
    const answer = await contentAnswer(maria, service);
    expect(answer.content.idContentType).toBe(26);
    expect(answer.content.scorm).toMatchObject({
      status: 'SUCCESS',
      version: '2004',
      scos: [
        { title: 'Módulo 1: Fundamentos do atendimento', lock: 0, scoEnrollment: null },
        { title: 'Módulo 2: Avaliação final', lock: 0, scoEnrollment: null },
      ],
    });
  });

  it('plays a lesson: its address, the run-time data, and the lessons around it', async () => {
    const { scos } = (await contentAnswer(maria, service)).content.scorm;
    // A sequenced course plays only what its engine delivered.
    const notDelivered = await send(maria, 'POST', '/learning/scorm/play', {
      idEnrollment,
      idContentItem: service,
      idSco: scos[0].idSco,
      idNodeEnrollment,
    });
    expect(notDelivered.statusCode).toBe(403);
    expect(body(notDelivered).code).toBe('SCORM_LESSON_LOCKED');
    await deliver(maria, { idEnrollment, idContentItem: service, idNodeEnrollment }, scos[0].identifier);
    const response = await send(maria, 'POST', '/learning/scorm/play', {
      idEnrollment,
      idContentItem: service,
      idSco: scos[0].idSco,
      idNodeEnrollment,
      useCdn: false,
    });
    expect(response.statusCode).toBe(200);
    const play = body(response);
    expect(play).toMatchObject({
      version: '2004',
      scormType: 'sco',
      entry: 'ab-initio',
      currentItem: { idSco: scos[0].idSco, isLastContent: false },
      previousItem: null,
      nextItem: { idSco: scos[1].idSco },
    });
    // On the content host beside the app's, never on the app's own origin.
    expect(play.url).toMatch(
      /^http:\/\/scorm\.acme-academy\.localhost(:\d+)?\/scorm-content\/[^/]+\/modulo1\/index\.html$/,
    );
    const address = new URL(play.url);
    expect((await t.app.inject({ url: address.pathname, headers: { host: address.host } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: address.pathname })).statusCode).toBe(404);
    const after = await contentAnswer(maria, service);
    expect(after.content.scorm.scos[0].scoEnrollment).toMatchObject({ status: 'NOT_ATTEMPTED', numberOfAccess: 1 });
    // The course started with the engine's first delivery.
    expect(after.contentEnrollment).toMatchObject({ status: 'IN_PROGRESS' });
  });

  it('rolls a passed SCORM 1.2 course up to its content enrollment, node and enrollment with the grade', async () => {
    const { scos } = (await contentAnswer(maria, security)).content.scorm;
    expect(scos).toHaveLength(1);
    const play = body(
      await send(maria, 'POST', '/learning/scorm/play', {
        idEnrollment,
        idContentItem: security,
        idSco: scos[0].idSco,
        idNodeEnrollment,
      }),
    );
    expect(play.currentItem.isLastContent).toBe(true);
    const commit = (sequence: number, cmi: object, terminated = false) =>
      send(maria, 'PUT', `/learning/scorm/sco-enrollments/${play.idScoEnrollment}/cmi`, {
        sessionKey: play.sessionKey,
        sequence,
        terminated,
        cmi,
      });
    const partial = body(await commit(0, { lessonStatus: 'incomplete', location: 'tela-2' }));
    expect(partial.contentEnrollment).toMatchObject({ status: 'IN_PROGRESS', progress: 50 });
    const done = body(
      await commit(
        1,
        { lessonStatus: 'passed', scoreRaw: 80, scoreMin: 0, scoreMax: 100, sessionTime: '0000:02:00' },
        true,
      ),
    );
    expect(done.scoEnrollment).toMatchObject({ status: 'PASSED', grade: 80 });
    expect(done.contentEnrollment).toMatchObject({ status: 'COMPLETED', progress: 100, grade: 80 });
    const finished = body(
      await send(maria, 'POST', '/learning/scorm/finish', {
        idUser: maria.loginInfo.idUser,
        idEnrollment,
        idContentItem: security,
        idNodeEnrollment,
      }),
    );
    expect(finished.contentEnrollment).toMatchObject({ status: 'COMPLETED', progress: 100, grade: 80 });
    const answer = await contentAnswer(maria, security);
    expect(answer.contentEnrollment).toMatchObject({ status: 'COMPLETED', progress: 100, grade: 80 });
    const { enrollment } = body(await get(maria, studentPath(maria, idEnrollment)));
    // One of the training's two courses is done.
    expect(enrollment.progress).toBe(50);
  });

  it("answers 404 for another member's or another company's lessons and records", async () => {
    const { scos } = (await contentAnswer(maria, service)).content.scorm;
    const play = { idEnrollment, idContentItem: service, idSco: scos[0].idSco, idNodeEnrollment };
    expect((await send(joao, 'POST', '/learning/scorm/play', play)).statusCode).toBe(404);
    expect((await send(carlos, 'POST', '/learning/scorm/play', play)).statusCode).toBe(404);
    // The lesson of one content played as another content of the same enrollment.
    expect((await send(maria, 'POST', '/learning/scorm/play', { ...play, idContentItem: security })).statusCode).toBe(
      404,
    );
    const [record] = await t.db
      .selectFrom('learning_sco_enrollments')
      .select('idScoEnrollment')
      .where('idUser', '=', maria.loginInfo.idUser)
      .execute();
    const commit = { sessionKey: 'a'.repeat(24), sequence: 0, cmi: {} };
    const path = `/learning/scorm/sco-enrollments/${record?.idScoEnrollment}/cmi`;
    expect((await send(joao, 'PUT', path, commit)).statusCode).toBe(404);
    expect((await send(carlos, 'PUT', path, commit)).statusCode).toBe(404);
    const finish = { idEnrollment, idContentItem: service, idNodeEnrollment };
    expect((await send(joao, 'POST', '/learning/scorm/finish', finish)).statusCode).toBe(404);
    expect(
      (await send(maria, 'POST', '/learning/scorm/finish', { ...finish, idUser: joao.loginInfo.idUser })).statusCode,
    ).toBe(404);
  });

  it('shows the processing message while the package is not processed', async () => {
    await t.db
      .updateTable('learning_scorm_packages')
      .set({ status: 'PENDING' })
      .where('idContentItem', '=', service)
      .execute();
    try {
      const answer = await contentAnswer(maria, service);
      expect(answer.content.scorm).toMatchObject({ status: 'PENDING', scos: [] });
      const [sco] = await t.db
        .selectFrom('learning_scos')
        .innerJoin('learning_scorm_packages', 'learning_scorm_packages.idScormPackage', 'learning_scos.idScormPackage')
        .select('learning_scos.idSco')
        .where('learning_scorm_packages.idContentItem', '=', service)
        .execute();
      const response = await send(maria, 'POST', '/learning/scorm/play', {
        idEnrollment,
        idContentItem: service,
        idSco: sco?.idSco,
        idNodeEnrollment,
      });
      expect(body(response).code).toBe('SCORM_PACKAGE_NOT_READY');
    } finally {
      await t.db
        .updateTable('learning_scorm_packages')
        .set({ status: 'SUCCESS' })
        .where('idContentItem', '=', service)
        .execute();
    }
  });
});

describe("a packaged course's files, for keeping it on the device", () => {
  const filesPath = (idContentItem: number, place = { idEnrollment: 0, idNodeEnrollment: 0 }) =>
    `/learning/contents/${idContentItem}/package?idEnrollment=${place.idEnrollment || idEnrollment}&idNodeEnrollment=${place.idNodeEnrollment || idNodeEnrollment}`;

  it('lists every file of the package with a fresh address to download them', async () => {
    const response = await get(maria, filesPath(security));
    expect(response.statusCode).toBe(200);
    const { data } = body(response);
    expect(data).toMatchObject({ idContentItem: security, version: '1.2', title: expect.any(String) });
    expect(data.files).toContain('imsmanifest.xml');
    expect(data.totalBytes).toBeGreaterThan(0);
    expect(data.baseUrl).toMatch(
      /^http:\/\/scorm\.acme-academy\.localhost(:\d+)?\/scorm-content\/[0-9a-z]+\.[0-9a-z]+\.[0-9a-z]+\.[A-Za-z0-9_-]{22}\/$/,
    );
    const base = new URL(data.baseUrl);
    for (const file of data.files as string[]) {
      const download = await t.app.inject({
        url: `${base.pathname}${file.split('/').map(encodeURIComponent).join('/')}`,
        headers: { host: base.host },
      });
      expect(download.statusCode, file).toBe(200);
    }
  });

  it("answers 404 for another company's content, or a member who may not open it", async () => {
    expect((await get(carlos, filesPath(security))).statusCode).toBe(404);
    expect((await get(joao, filesPath(security))).statusCode).toBe(404);
    const globexCourse = await t.db
      .selectFrom('learning_scorm_packages')
      .select('idContentItem')
      .where('idCompany', '=', carlos.loginInfo.idCompany)
      .where('idContentItem', 'is not', null)
      .executeTakeFirst();
    if (globexCourse?.idContentItem) {
      expect((await get(maria, filesPath(globexCourse.idContentItem))).statusCode).toBe(404);
    }
  });

  it('refuses a content that is not a packaged course with a clear message', async () => {
    const acme = maria.loginInfo.idCompany;
    const sales = await enrollIn(t, maria, await buildTeam(t, acme, 'vendas-consultivas'));
    const root = await enterNode(t, maria, sales, 'vendas-consultivas');
    const video = await contentId(t, acme, 'Abertura: o método Acme');
    const response = await get(maria, filesPath(video, { idEnrollment: sales, idNodeEnrollment: root }));
    expect(response.statusCode).toBe(409);
    expect(body(response)).toMatchObject({
      code: 'CONTENT_NOT_PACKAGED',
      message: 'Este conteúdo não é um curso SCORM com pacote.',
    });
  });

  it('shows the processing message while the package is not processed', async () => {
    await t.db
      .updateTable('learning_scorm_packages')
      .set({ status: 'PENDING' })
      .where('idContentItem', '=', security)
      .execute();
    try {
      expect(body(await get(maria, filesPath(security))).code).toBe('SCORM_PACKAGE_NOT_READY');
    } finally {
      await t.db
        .updateTable('learning_scorm_packages')
        .set({ status: 'SUCCESS' })
        .where('idContentItem', '=', security)
        .execute();
    }
  });
});

describe('a lesson played offline, its commits replayed when the network returns', () => {
  let joaoEnrollment: number;
  let joaoNode: number;
  let idSco: number;
  const offlineKey = (name: string) => `offline-${name}`.padEnd(24, '0');

  beforeAll(async () => {
    const teams = body(await get(joao, '/learning/teams?nodeCode=cursos-interativos')).data;
    joaoEnrollment = await enrollIn(t, joao, teams[0].idTeam);
    const { enrollment } = body(await get(joao, studentPath(joao, joaoEnrollment)));
    joaoNode = enrollment.nodeEnrollment.idNodeEnrollment;
    const lessons = await t.db
      .selectFrom('learning_scos')
      .innerJoin('learning_scorm_packages', 'learning_scorm_packages.idScormPackage', 'learning_scos.idScormPackage')
      .select('learning_scos.idSco')
      .where('learning_scorm_packages.idContentItem', '=', service)
      .orderBy('learning_scos.position')
      .execute();
    idSco = lessons[0]?.idSco as number;
    await deliver(
      joao,
      { idEnrollment: joaoEnrollment, idContentItem: service, idNodeEnrollment: joaoNode },
      (await t.db.selectFrom('learning_scos').select('identifier').where('idSco', '=', idSco).executeTakeFirstOrThrow())
        .identifier,
    );
  });

  const play = async () =>
    body(
      await send(joao, 'POST', '/learning/scorm/play', {
        idEnrollment: joaoEnrollment,
        idContentItem: service,
        idSco,
        idNodeEnrollment: joaoNode,
      }),
    );
  const record = (idScoEnrollment: number) =>
    t.db
      .selectFrom('learning_sco_enrollments')
      .selectAll()
      .where('idScoEnrollment', '=', idScoEnrollment)
      .executeTakeFirstOrThrow();
  const sessions = (idScoEnrollment: number) =>
    t.db.selectFrom('learning_sco_sessions').selectAll().where('idScoEnrollment', '=', idScoEnrollment).execute();
  const minutesAgo = (minutes: number) => new Date(t.clock.now().getTime() - minutes * 60_000).toISOString();

  it('opens the session on its first commit, applies it once, and ignores a replay', async () => {
    const online = await play();
    const path = `/learning/scorm/sco-enrollments/${online.idScoEnrollment}/cmi`;
    const first = await send(joao, 'PUT', path, {
      sessionKey: online.sessionKey,
      sequence: 0,
      madeAt: t.clock.now().toISOString(),
      cmi: { location: 'p1', completionStatus: 'incomplete' },
    });
    expect(body(first).applied).toBe(true);
    t.clock.advance(10 * 60_000);

    const offline = {
      sessionKey: offlineKey('a'),
      sequence: 0,
      madeAt: minutesAgo(4),
      offline: { basedOn: online.sessionKey, startedAt: minutesAgo(6) },
      cmi: { location: 'p-offline', suspendData: 'estado', sessionTime: 'PT2M' },
    };
    const sent = await send(joao, 'PUT', path, offline);
    expect(sent.statusCode).toBe(200);
    expect(body(sent)).toMatchObject({ applied: true, scoEnrollment: { status: 'INCOMPLETE', totalTime: 120 } });
    expect(await record(online.idScoEnrollment)).toMatchObject({ location: 'p-offline', suspendData: 'estado' });

    // The same commit again (its answer was lost): nothing is applied twice, no second session.
    const again = await send(joao, 'PUT', path, offline);
    expect(body(again)).toMatchObject({ applied: false, scoEnrollment: { totalTime: 120 } });
    const rows = await sessions(online.idScoEnrollment);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.sessionKey === offline.sessionKey)).toMatchObject({
      lastSequence: 0,
      seconds: 120,
      startedAt: minutesAgo(6),
    });

    // Sent twice with the same Idempotency-Key, a later commit is stored once and answered the same.
    const next = { ...offline, sequence: 1, madeAt: minutesAgo(3), cmi: { location: 'p-offline-2' } };
    const headers = { ...joao.headers, 'idempotency-key': 'scorm-offline-replay-1' };
    const once = await t.app.inject({ method: 'PUT', url: path, payload: next, headers });
    const twice = await t.app.inject({ method: 'PUT', url: path, payload: next, headers });
    expect(body(once).applied).toBe(true);
    expect(twice.body).toBe(once.body);
    expect(
      (await sessions(online.idScoEnrollment)).find((row) => row.sessionKey === offline.sessionKey)?.lastSequence,
    ).toBe(1);
  });

  it('never lets a commit made offline overwrite newer data written online since', async () => {
    const online = await play();
    const path = `/learning/scorm/sco-enrollments/${online.idScoEnrollment}/cmi`;
    t.clock.advance(60_000);
    const newer = await send(joao, 'PUT', path, {
      sessionKey: online.sessionKey,
      sequence: 0,
      madeAt: t.clock.now().toISOString(),
      cmi: { location: 'p-newer', suspendData: 'novo' },
    });
    expect(body(newer).applied).toBe(true);
    const before = await record(online.idScoEnrollment);

    // A launch played offline earlier (on another device, say) arrives now: it finished the lesson there.
    const late = await send(joao, 'PUT', path, {
      sessionKey: offlineKey('late'),
      sequence: 0,
      terminated: true,
      madeAt: minutesAgo(5),
      offline: { basedOn: online.sessionKey, startedAt: minutesAgo(8) },
      cmi: { location: 'p-old', suspendData: 'velho', completionStatus: 'completed', sessionTime: 'PT1M' },
    });
    expect(late.statusCode).toBe(200);
    expect(body(late)).toMatchObject({ applied: false, scoEnrollment: { status: 'COMPLETED' } });
    const after = await record(online.idScoEnrollment);
    expect(after).toMatchObject({ location: 'p-newer', suspendData: 'novo', dataAt: before.dataAt });
    // Its time still counts: the member did spend it.
    expect(after.totalTime).toBe(before.totalTime + 60);
  });

  it('refuses an offline session based on an unknown session or on another member’s', async () => {
    const online = await play();
    const path = `/learning/scorm/sco-enrollments/${online.idScoEnrollment}/cmi`;
    const commit = (basedOn: string) => ({
      sessionKey: offlineKey(basedOn.slice(0, 4)),
      sequence: 0,
      offline: { basedOn, startedAt: minutesAgo(1) },
      cmi: { location: 'x' },
    });
    expect((await send(joao, 'PUT', path, commit('unknown-session-key-0000'))).statusCode).toBe(404);
    const [mariaSession] = await t.db
      .selectFrom('learning_sco_sessions')
      .innerJoin(
        'learning_sco_enrollments',
        'learning_sco_enrollments.idScoEnrollment',
        'learning_sco_sessions.idScoEnrollment',
      )
      .select('learning_sco_sessions.sessionKey')
      .where('learning_sco_enrollments.idUser', '=', maria.loginInfo.idUser)
      .execute();
    expect((await send(joao, 'PUT', path, commit(mariaSession?.sessionKey as string))).statusCode).toBe(404);
  });
});

describe('a sequenced SCORM 2004 course: its engine state, rolled-up status and locks', () => {
  let ana: Session;
  let anaEnrollment: number;
  let anaNode: number;
  let idScormPackage: number;
  const tree = {
    id: 'ORG_ATENDIMENTO',
    title: 'Atendimento ao cliente',
    sequencingControls: { choice: true, flow: true },
    children: [
      {
        id: 'MODULO_1',
        title: 'Módulo 1',
        sequencingControls: { choice: true, flow: false },
        deliveryControls: { completionSetByContent: true, objectiveSetByContent: true },
        primaryObjective: {
          objectiveID: 'modulo1',
          mapInfo: [
            { targetObjectiveID: 'trilha.teste.modulo1', readSatisfiedStatus: true, writeSatisfiedStatus: true },
          ],
        },
      },
      {
        id: 'MODULO_2',
        title: 'Módulo 2',
        sequencingControls: { choice: true, flow: false },
        deliveryControls: { completionSetByContent: true, objectiveSetByContent: true },
        sequencingRules: {
          preConditionRules: [
            {
              action: 'disabled',
              conditionCombination: 'any',
              conditions: [
                { condition: 'satisfied', operator: 'not', referencedObjective: 'anterior' },
                { condition: 'objectiveStatusKnown', operator: 'not', referencedObjective: 'anterior' },
              ],
            },
          ],
        },
        primaryObjective: { objectiveID: 'modulo2' },
        objectives: [
          {
            objectiveID: 'anterior',
            mapInfo: [
              { targetObjectiveID: 'trilha.teste.modulo1', readSatisfiedStatus: true, writeSatisfiedStatus: false },
            ],
          },
        ],
      },
    ],
  };
  const place = () => ({ idEnrollment: anaEnrollment, idContentItem: service, idNodeEnrollment: anaNode });

  /** The player's engine, in the test: the same scorm-again sequencing the browser runs. */
  async function engine(state: string | null, globals: Record<string, unknown> = {}) {
    const { Scorm2004API } = await import('scorm-again');
    const api = new Scorm2004API({
      logLevel: 5,
      lmsCommitUrl: false,
      renderCommonCommitFields: true,
      sequencing: { activityTree: tree as never, autoRollupOnCMIChange: false },
    });
    api.restoreGlobalObjectiveSnapshot(globals as Parameters<typeof api.restoreGlobalObjectiveSnapshot>[0]);
    if (state) api.deserializeSequencingState(state);
    return api;
  }

  beforeAll(async () => {
    ana = await t.login('ana@acme.example', 'acme-academy');
    const teams = body(await get(ana, '/learning/teams?nodeCode=cursos-interativos')).data;
    anaEnrollment = await enrollIn(t, ana, teams[0].idTeam);
    const { enrollment } = body(await get(ana, studentPath(ana, anaEnrollment)));
    anaNode = enrollment.nodeEnrollment.idNodeEnrollment;
    const pkg = await t.db
      .selectFrom('learning_scorm_packages')
      .select('idScormPackage')
      .where('idContentItem', '=', service)
      .orderBy('idScormPackage', 'desc')
      .executeTakeFirstOrThrow();
    idScormPackage = pkg.idScormPackage;
    await t.db
      .updateTable('learning_scorm_packages')
      .set({
        sequencing: JSON.stringify({
          sequencing: { activityTree: tree },
          objectivesGlobalToSystem: false,
          sharedDataGlobalToSystem: true,
          deliverableIds: ['MODULO_1', 'MODULO_2'],
          mappedObjectiveIds: ['trilha.teste.modulo1'],
          sharedDataIds: ['notas'],
        }),
      })
      .where('idScormPackage', '=', idScormPackage)
      .execute();
  });

  const contentAnswerOf = async (session: Session) =>
    body(
      await get(session, `${studentPath(session, anaEnrollment, `/contents/${service}`)}?idNodeEnrollment=${anaNode}`),
    );

  it('locks by the rules before anything was played, and opens an attempt', async () => {
    const answer = await contentAnswerOf(ana);
    expect(answer.content.scorm).toMatchObject({ sequenced: true, nextRequest: 'start', attempt: null });
    expect(answer.content.scorm.scos).toMatchObject([
      { identifier: 'MODULO_1', lock: 0, lockReason: null },
      { identifier: 'MODULO_2', lock: 1, lockReason: 'rules' },
    ]);
    const opened = await send(ana, 'POST', '/learning/scorm/sequencing', place());
    expect(opened.statusCode).toBe(200);
    expect(body(opened).data).toMatchObject({
      idScormPackage,
      attempt: 1,
      state: null,
      globalObjectives: {},
      sequencing: { activityTree: { id: 'ORG_ATENDIMENTO' } },
      lessons: [{ identifier: 'MODULO_1' }, { identifier: 'MODULO_2' }],
    });
    // The second lesson cannot be played before the rules allow it.
    const second = answer.content.scorm.scos[1].idSco;
    const refused = await send(ana, 'POST', '/learning/scorm/play', { ...place(), idSco: second });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).code).toBe('SCORM_LESSON_LOCKED');
  });

  it("keeps the engine's state; the root's rolled-up values drive the content enrollment and the locks", async () => {
    const api = await engine(null);
    expect(api.processNavigationRequest('start')).toBe(true);
    const first = await send(ana, 'PUT', '/learning/scorm/sequencing', {
      ...place(),
      idScormPackage,
      attempt: 1,
      state: api.serializeSequencingState(),
      globalObjectives: api.renderCommitObject(false).globalObjectives ?? {},
      sharedData: {},
      ended: false,
    });
    expect(first.statusCode).toBe(200);
    api.Initialize('');
    api.SetValue('cmi.completion_status', 'completed');
    api.SetValue('cmi.success_status', 'passed');
    api.SetValue('adl.nav.request', 'continue');
    api.Terminate('');
    const savedState = api.serializeSequencingState();
    const saved = await send(ana, 'PUT', '/learning/scorm/sequencing', {
      ...place(),
      idScormPackage,
      attempt: 1,
      state: savedState,
      globalObjectives: api.renderCommitObject(false).globalObjectives,
      sharedData: {},
      ended: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(body(saved).rollup).toMatchObject({ completionStatus: expect.any(String) });
    expect(body(saved).contentEnrollment).toMatchObject({ status: 'IN_PROGRESS' });
    const answer = await contentAnswerOf(ana);
    expect(answer.content.scorm.scos).toMatchObject([
      { identifier: 'MODULO_1', lock: 0 },
      { identifier: 'MODULO_2', lock: 0, lockReason: null },
    ]);
    // The engine delivered the second lesson: playing it is allowed.
    const played = await send(ana, 'POST', '/learning/scorm/play', {
      ...place(),
      idSco: answer.content.scorm.scos[1].idSco,
    });
    expect(played.statusCode).toBe(200);
    const reopened = body(await send(ana, 'POST', '/learning/scorm/sequencing', place())).data;
    expect(reopened.attempt).toBe(1);
    expect(reopened.state).toBe(savedState);
    expect(Object.keys(reopened.globalObjectives)).toContain('trilha.teste.modulo1');
  });

  it('completes the course when its root does, and starts a new attempt only after one ended', async () => {
    const opened = body(await send(ana, 'POST', '/learning/scorm/sequencing', place())).data;
    const api = await engine(opened.state, opened.globalObjectives);
    api.Initialize('');
    api.SetValue('cmi.completion_status', 'completed');
    api.SetValue('cmi.success_status', 'passed');
    api.SetValue('adl.nav.request', 'exitAll');
    api.Terminate('');
    const ended = await send(ana, 'PUT', '/learning/scorm/sequencing', {
      ...place(),
      idScormPackage,
      attempt: 1,
      state: api.serializeSequencingState(),
      globalObjectives: api.renderCommitObject(false).globalObjectives,
      sharedData: { notas: 'x' },
      ended: true,
    });
    expect(body(ended).rollup).toMatchObject({ completionStatus: 'completed', successStatus: 'passed' });
    expect(body(ended).contentEnrollment).toMatchObject({ status: 'COMPLETED', progress: 100 });
    // Saving into the ended attempt is refused; the next opening is attempt 2, its objectives its own.
    const late = await send(ana, 'PUT', '/learning/scorm/sequencing', {
      ...place(),
      idScormPackage,
      attempt: 1,
      state: api.serializeSequencingState(),
      globalObjectives: {},
      sharedData: {},
      ended: false,
    });
    expect(late.statusCode).toBe(409);
    expect(body(late).code).toBe('SCORM_ATTEMPT_ENDED');
    const next = body(await send(ana, 'POST', '/learning/scorm/sequencing', place())).data;
    expect(next).toMatchObject({ attempt: 2, state: null, globalObjectives: {}, sharedData: { notas: 'x' } });
    // The completed course stays completed.
    const answer = await contentAnswerOf(ana);
    expect(answer.contentEnrollment).toMatchObject({ status: 'COMPLETED', progress: 100 });
  });

  it("refuses another member's or company's enrollment, and a course without sequencing", async () => {
    expect((await send(joao, 'POST', '/learning/scorm/sequencing', place())).statusCode).toBe(404);
    expect((await send(carlos, 'POST', '/learning/scorm/sequencing', place())).statusCode).toBe(404);
    const plain = await send(ana, 'POST', '/learning/scorm/sequencing', { ...place(), idContentItem: security });
    expect(plain.statusCode).toBe(409);
    expect(body(plain).code).toBe('SCORM_NOT_SEQUENCED');
    const bad = await send(ana, 'PUT', '/learning/scorm/sequencing', {
      ...place(),
      idScormPackage,
      attempt: 2,
      state: 'não é um estado',
      globalObjectives: {},
      sharedData: {},
      ended: false,
    });
    expect(bad.statusCode).toBe(400);
  });
});
