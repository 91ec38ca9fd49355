import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildEvaluation, buildTraining, rightAnswerData, wrongAnswerData } from '../../../test/evaluation-builders';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import {
  buildContent,
  buildTeam,
  enrollIn,
  enterNode,
  openContent,
  type Session,
  studentPath,
} from '../../../test/learning-builders';
import { createLearning } from '../learning/learning.module';
import { learningEventsService } from './learning-events.service';

/**
 * Every learning event leads to campaign points by the campaign's rules (spec 3, 4.9): the events and their
 * points, the period, the departments; once per rule and element, never twice for a retried request.
 */

let t: TestApp;
let maria: Session;
let ana: Session;
let joao: Session;
let acme: number;
let idCampaign: number;

const DAY_MS = 86_400_000;
const EVENT = {
  CONTENT_COMPLETED: 1,
  CONTENT_ACCESSED: 3,
  COURSE_COMPLETED: 4,
  EVALUATION_PASSED: 5,
  EVALUATION_FINISHED: 7,
  CERTIFICATE_ISSUED: 8,
  SCORM_COMPLETED: 9,
} as const;

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login('maria@acme.example', 'acme-academy');
  ana = await t.login('ana@acme.example', 'acme-academy');
  joao = await t.login('joao@acme.example', 'acme-academy');
  acme = maria.loginInfo.idCompany;
  idCampaign = (
    await t.db
      .selectFrom('campaigns')
      .select('idCampaign')
      .where('name', '=', 'Conhecimento em Ação')
      .executeTakeFirstOrThrow()
  ).idCampaign;
  // The demo campaign rewards completed contents (10), trainings (50), passed evaluations (20) and issued
  // certificates (30); these tests also reward the other learning events.
  await t.db
    .insertInto('campaign_events')
    .values([
      { idCampaign, idEvent: EVENT.CONTENT_ACCESSED, points: 1 },
      { idCampaign, idEvent: EVENT.EVALUATION_FINISHED, points: 3 },
      { idCampaign, idEvent: EVENT.SCORM_COMPLETED, points: 25 },
    ])
    .execute();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.clock.set('2026-11-21T12:00:00.000Z');
});

const call = (session: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, key?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...session.headers, ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** The member's ledger lines in the demo campaign, as event, element kind and element. */
async function ledgerOf(session: Session) {
  const rows = await t.db
    .selectFrom('campaign_points')
    .select(['idEvent', 'elementType', 'idElement', 'points'])
    .where('idCampaign', '=', idCampaign)
    .where('idUser', '=', session.loginInfo.idUser)
    .orderBy('idCampaignPoint')
    .execute();
  return rows;
}

/** A training of one page holding one content, with a class; the member enrolled and on its page. */
async function trainingWithContent(session: Session, options: { idCertificate?: number | null } = {}) {
  const idContentItem = await buildContent(t, acme, { text: `Página ${Math.random().toString(36).slice(2, 7)}` });
  const nodeCode = await buildTraining(t.db, acme, [{ idContentItem }]);
  const idTeam = await buildTeam(t, acme, nodeCode, { idCertificate: options.idCertificate ?? null });
  const idEnrollment = await enrollIn(t, session, idTeam);
  const idNodeEnrollment = await enterNode(t, session, idEnrollment, nodeCode);
  const opened = await openContent(t, session, { idEnrollment, idNodeEnrollment, idContentItem });
  expect(opened.statusCode, opened.body).toBe(200);
  const idContentEnrollment = body(opened).contentEnrollment.idContentEnrollment as number;
  const idNode = (
    await t.db.selectFrom('learning_nodes').select('idNode').where('nodeCode', '=', nodeCode).executeTakeFirstOrThrow()
  ).idNode;
  return { idContentItem, nodeCode, idTeam, idEnrollment, idNodeEnrollment, idContentEnrollment, idNode };
}

const complete = (session: Session, idContentEnrollment: number, key?: string) =>
  call(
    session,
    'PUT',
    `/learning/content-enrollments/${idContentEnrollment}`,
    { status: 'COMPLETED', progress: 100 },
    key,
  );

describe('a content and its training completed (PUT /learning/content-enrollments/:id)', () => {
  it('earns the content and the training points once, answers them, and a retried request earns nothing more', async () => {
    const training = await trainingWithContent(joao);
    const before = (await ledgerOf(joao)).length;
    const first = await complete(joao, training.idContentEnrollment, 'retry-key-content-1');
    expect(first.statusCode, first.body).toBe(200);
    // 10 for the content, 50 for the training it completed.
    expect(body(first)).toMatchObject({ earnPoints: 60, enrollment: { status: 'COMPLETED', progress: 100 } });
    const ledger = await ledgerOf(joao);
    expect(ledger.slice(before)).toEqual([
      {
        idEvent: EVENT.CONTENT_COMPLETED,
        elementType: 'LEARNING_CONTENT',
        idElement: training.idContentItem,
        points: 10,
      },
      { idEvent: EVENT.COURSE_COMPLETED, elementType: 'NODE', idElement: training.idNode, points: 50 },
    ]);

    // The same request sent again (an offline outbox's replay) gets the first answer, without running again.
    const replay = await complete(joao, training.idContentEnrollment, 'retry-key-content-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    // A new request for the same completion earns nothing.
    const again = await complete(joao, training.idContentEnrollment, 'retry-key-content-2');
    expect(again.statusCode).toBe(200);
    expect(body(again).earnPoints ?? 0).toBe(0);
    expect(await ledgerOf(joao)).toHaveLength(ledger.length);
  });

  it('counts a completion once when the same request races itself', async () => {
    const training = await trainingWithContent(ana);
    const before = (await ledgerOf(ana)).length;
    const answers = await Promise.all([1, 2, 3].map(() => complete(ana, training.idContentEnrollment)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const added = (await ledgerOf(ana)).slice(before);
    expect(added.map((line) => line.idEvent).sort()).toEqual([EVENT.CONTENT_COMPLETED, EVENT.COURSE_COMPLETED]);
    expect(answers.reduce((sum, answer) => sum + (body(answer).earnPoints ?? 0), 0)).toBe(60);
  });

  it('a learning content and a content app item with the same id each earn their own points', async () => {
    const training = await trainingWithContent(maria);
    // A content app item of Acme with the learning content's id, completed by Maria before.
    const [item] = await t.db
      .selectFrom('content_items')
      .select('idContentItem')
      .where('idCompany', '=', acme)
      .execute();
    if (!item) throw new Error('no content app item');
    await t.db
      .insertInto('campaign_points')
      .values({
        idCompany: acme,
        idCampaign,
        idUser: maria.loginInfo.idUser,
        idEvent: EVENT.CONTENT_COMPLETED,
        elementType: 'CONTENT_ITEM',
        idElement: training.idContentItem,
        elementText: 'Item do aplicativo de conteúdo',
        points: 10,
        eventDate: t.clock.now().toISOString(),
      })
      .execute();
    expect(body(await complete(maria, training.idContentEnrollment)).earnPoints).toBe(60);
  });
});

describe('campaign rules: period and department', () => {
  it('earns nothing outside the campaign period', async () => {
    const training = await trainingWithContent(joao);
    const before = (await ledgerOf(joao)).length;
    const { endDate } = await t.db
      .selectFrom('campaigns')
      .select('endDate')
      .where('idCampaign', '=', idCampaign)
      .executeTakeFirstOrThrow();
    // The campaign ended yesterday.
    const yesterday = new Date(t.clock.now().getTime() - DAY_MS).toISOString();
    await t.db.updateTable('campaigns').set({ endDate: yesterday }).where('idCampaign', '=', idCampaign).execute();
    try {
      const answer = await complete(joao, training.idContentEnrollment);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(body(answer)).toMatchObject({ earnPoints: 0, enrollment: { status: 'COMPLETED' } });
      expect(await ledgerOf(joao)).toHaveLength(before);
    } finally {
      await t.db.updateTable('campaigns').set({ endDate }).where('idCampaign', '=', idCampaign).execute();
    }
  });

  it('a campaign of some departments rewards only their members', async () => {
    await t.db
      .insertInto('campaign_departments')
      .values({ idCampaign, idCompany: acme, department: 'Pessoas' })
      .execute();
    try {
      // João is of 'Operações': nothing; Ana is of 'Pessoas': the points.
      const joaoTraining = await trainingWithContent(joao);
      expect(body(await complete(joao, joaoTraining.idContentEnrollment)).earnPoints).toBe(0);
      const anaTraining = await trainingWithContent(ana);
      expect(body(await complete(ana, anaTraining.idContentEnrollment)).earnPoints).toBe(60);
      // Nor is João in the campaign any more; Ana is.
      expect(body(await call(joao, 'GET', '/campaign/userisincampaign')).userIsInCampaign).toBe(false);
      expect(body(await call(ana, 'GET', '/campaign/userisincampaign')).userIsInCampaign).toBe(true);
      expect(
        body(await call(joao, 'GET', '/campaign/listbyuser')).campaigns.map((c: { name: string }) => c.name),
      ).not.toContain('Conhecimento em Ação');
    } finally {
      await t.db.deleteFrom('campaign_departments').where('idCampaign', '=', idCampaign).execute();
    }
  });
});

describe('evaluations (POST .../questionnaires/:id/finish)', () => {
  async function takeEvaluation(session: Session, correct: boolean) {
    const { idEvaluation } = await buildEvaluation(t.db, acme, { title: 'Avaliação de eventos' });
    const nodeCode = await buildTraining(t.db, acme, [{ idEvaluation }]);
    const idEnrollment = await enrollIn(t, session, await buildTeam(t, acme, nodeCode));
    const q = `${studentPath(session, idEnrollment)}/evaluations/${idEvaluation}/questionnaires`;
    const started = await call(session, 'POST', q, {});
    const idQuestionnaire = body(started).idQuestionnaire as number;
    const read = body(await call(session, 'GET', `${q}/${idQuestionnaire}`));
    const answer = read.evaluation.answers[0] as { idAnswer: number; question: { idQuestion: number } };
    const answerData = correct
      ? await rightAnswerData(t.db, answer.question.idQuestion)
      : await wrongAnswerData(t.db, answer.question.idQuestion);
    await call(session, 'PUT', `${q}/${idQuestionnaire}/answers/${answer.idAnswer}`, { answerData });
    const finished = await call(session, 'POST', `${q}/${idQuestionnaire}/finish`, {});
    expect(finished.statusCode, finished.body).toBe(200);
    return { idEvaluation, finished: body(finished) };
  }

  it('passed: earns the finished and passed points and the training completed, in the answer', async () => {
    const before = (await ledgerOf(ana)).length;
    const { idEvaluation, finished } = await takeEvaluation(ana, true);
    expect(finished.grade).toBe(100);
    expect(finished.earnPoints).toBe(3 + 20 + 50);
    const added = (await ledgerOf(ana)).slice(before);
    expect(added.filter((line) => line.elementType === 'EVALUATION')).toEqual([
      { idEvent: EVENT.EVALUATION_FINISHED, elementType: 'EVALUATION', idElement: idEvaluation, points: 3 },
      { idEvent: EVENT.EVALUATION_PASSED, elementType: 'EVALUATION', idElement: idEvaluation, points: 20 },
    ]);
  });

  it('failed: earns only the finished points', async () => {
    const { finished } = await takeEvaluation(joao, false);
    expect(finished.grade).toBe(0);
    expect(finished.earnPoints).toBe(3);
  });
});

describe('viewing records (POST /learning/contents/:id/trackings)', () => {
  it('earn the viewing points once per content, answered as earnPoints', async () => {
    const training = await trainingWithContent(maria);
    const track = () =>
      call(maria, 'POST', `/learning/contents/${training.idContentItem}/trackings`, {
        startTime: '2026-11-21 11:58:00',
        idContentItem: training.idContentItem,
        idTrackingType: 1,
        secondsPlayed: 95,
      });
    expect(body(await track())).toEqual({ success: true, earnPoints: 1 });
    expect(body(await track())).toEqual({ success: true, earnPoints: 0 });
    const records = await t.db
      .selectFrom('learning_content_trackings')
      .select('secondsPlayed')
      .where('idContentItem', '=', training.idContentItem)
      .execute();
    expect(records).toEqual([{ secondsPlayed: 95 }, { secondsPlayed: 95 }]);
  });
});

describe('certificates (POST /certificate)', () => {
  it('a completed training with a certificate: the member is e-mailed once, and issuing it earns points once', async () => {
    const training = await trainingWithContent(maria, { idCertificate: 1 });
    await complete(maria, training.idContentEnrollment);
    t.mailer.sent.length = 0;
    await t.app.platform.jobs.runDue();
    expect(t.mailer.sent).toEqual([
      expect.objectContaining({ to: 'maria@acme.example', subject: expect.stringContaining('Certificado disponível') }),
    ]);
    const download = () =>
      call(maria, 'POST', '/certificate', { idUser: maria.loginInfo.idUser, idEnrollment: training.idEnrollment });
    // The first download issues it and says what that earned (the body is the PDF); later ones earn nothing.
    const first = await download();
    expect(first.statusCode).toBe(200);
    expect(first.headers['earn-points']).toBe('30');
    const second = await download();
    expect(second.statusCode).toBe(200);
    expect(second.headers['earn-points']).toBe('0');
    const certificateLines = (await ledgerOf(maria)).filter((line) => line.idEvent === EVENT.CERTIFICATE_ISSUED);
    expect(certificateLines).toEqual([
      { idEvent: EVENT.CERTIFICATE_ISSUED, elementType: 'NODE', idElement: training.idNode, points: 30 },
    ]);
    await t.app.platform.jobs.runDue();
    expect(t.mailer.sent).toHaveLength(1);
  });
});

describe('SCORM courses (the content-progress path the lessons call)', () => {
  it('a packaged course completed or passed earns the SCORM and the content points, once', async () => {
    const idContentItem = await buildContent(t, acme, {
      text: 'Curso SCORM de eventos',
      idContentType: 26,
      content: null,
    });
    const nodeCode = await buildTraining(t.db, acme, [{ idContentItem }]);
    const idEnrollment = await enrollIn(t, joao, await buildTeam(t, acme, nodeCode));
    const idNodeEnrollment = await enterNode(t, joao, idEnrollment, nodeCode);
    const learning = createLearning({
      db: t.db,
      clock: t.clock,
      storage: t.storage,
      learningEvents: learningEventsService({ clock: t.clock }),
      notifyMembers: async () => [],
    });
    const auth = {
      idUser: joao.loginInfo.idUser,
      idCompany: acme,
      idApp: t.appOf('acme-academy').idApp,
      admin: 0,
      supportIdUser: undefined,
    };
    const place = { idEnrollment, idContentItem, idNodeEnrollment };
    const progress = await learning.contents.recordPackagedProgress(auth, place, {
      status: 'IN_PROGRESS',
      progress: 50,
      grade: null,
    });
    expect(progress?.earnPoints).toBe(0);
    // A failed course is finished but earns nothing; passed once its SCO is retried, it earns.
    const failed = await learning.contents.recordPackagedProgress(auth, place, {
      status: 'FAILED',
      progress: 100,
      grade: 40,
    });
    expect(failed?.earnPoints).toBe(0);
    const passed = await learning.contents.recordPackagedProgress(auth, place, {
      status: 'COMPLETED',
      progress: 100,
      grade: 90,
    });
    // SCORM 25, content 10, training 50.
    expect(passed?.earnPoints).toBe(85);
    const again = await learning.contents.recordPackagedProgress(auth, place, {
      status: 'COMPLETED',
      progress: 100,
      grade: 95,
    });
    expect(again?.earnPoints).toBe(0);
    const lines = (await ledgerOf(joao)).filter((line) => line.idElement === idContentItem);
    expect(lines.map((line) => line.idEvent).sort()).toEqual([EVENT.CONTENT_COMPLETED, EVENT.SCORM_COMPLETED]);
  });
});

describe('the content app (rating, completion, viewing)', () => {
  it('a guided module is not completed by a viewing; an article is, with its points once', async () => {
    const content = await t.login('joao@acme.example');
    const items = await t.db
      .selectFrom('content_items')
      .select(['idContentItem', 'idContentType'])
      .where('idCompany', '=', acme)
      .where('idContentType', 'in', [3, 23])
      .execute();
    const guided = items.find((item) => item.idContentType === 23);
    const article = items.find((item) => item.idContentType === 3);
    if (!guided || !article) throw new Error('the demo has a guided module and an article');
    const visit = (idContentItem: number) =>
      t.app.inject({
        method: 'POST',
        url: '/tracking/exit',
        headers: content.headers,
        payload: {
          timeStart: '2026-11-21 11:59:58',
          idNavigationItem: idContentItem,
          idNavigationType: 1,
          timeExecuted: 2,
        },
      });
    expect((await visit(guided.idContentItem)).statusCode).toBe(200);
    const progress = await t.db
      .selectFrom('content_progress')
      .select(['progress', 'completed'])
      .where('idContentItem', '=', guided.idContentItem)
      .where('idUser', '=', content.loginInfo.idUser)
      .executeTakeFirst();
    expect(progress?.completed ?? 0).toBe(0);
    const first = body(await visit(article.idContentItem));
    const second = body(await visit(article.idContentItem));
    expect(first.totalUserPoints).toBeGreaterThan(0);
    expect(second.totalUserPoints).toBeUndefined();
  });
});
