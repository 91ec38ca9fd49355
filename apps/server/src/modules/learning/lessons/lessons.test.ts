import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../../test/harness';
import { contentId, enrollIn, type Session, studentPath } from '../../../../test/learning-builders';

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
    expect(play.url).toMatch(/^\/scorm-content\/[^/]+\/modulo1\/index\.html$/);
    expect((await t.app.inject({ url: play.url })).statusCode).toBe(200);
    const after = await contentAnswer(maria, service);
    expect(after.content.scorm.scos[0].scoEnrollment).toMatchObject({ status: 'NOT_ATTEMPTED', numberOfAccess: 1 });
    expect(after.contentEnrollment).toBeNull();
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
