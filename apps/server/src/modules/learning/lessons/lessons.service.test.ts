import type { ScormCommitRequest } from '@trilha/shared/api/learning-scorm';
import type { CmiCommit } from '@trilha/shared/rules/scorm-cmi';
import type { ScormContentState } from '@trilha/shared/rules/scorm-status';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../../test/harness';
import { manifest12, multipartBody } from '../../../../test/scorm-builders';
import { buildZip } from '../../../../test/zip-builder';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { createContentHosts } from './content-hosts';
import { createContentTokens } from './content-tokens';
import { lessonsRepository } from './lessons.repository';
import { type LessonPlace, lessonsService } from './lessons.service';

const ID_ENROLLMENT = 77;
let t: TestApp;
let maria: AuthContext;
let joao: AuthContext;
let carlos: AuthContext;
let recorded: { place: LessonPlace; state: ScormContentState }[];
let service: ReturnType<typeof lessonsService>;
let nextContentItem = 900;

/** Links a processed package to a content item, as the core does for content type 26. */
async function linkPackage(idScormPackage: number): Promise<number> {
  const idContentItem = nextContentItem++;
  await t.db
    .updateTable('learning_scorm_packages')
    .set({ idContentItem })
    .where('idScormPackage', '=', idScormPackage)
    .execute();
  return idContentItem;
}

async function demoPackage(title: string, idCompany: number) {
  const row = await t.db
    .selectFrom('learning_scorm_packages')
    .select('idScormPackage')
    .where('title', '=', title)
    .where('idCompany', '=', idCompany)
    .executeTakeFirstOrThrow();
  await linkPackage(row.idScormPackage);
  const scos = await t.db
    .selectFrom('learning_scos')
    .select(['idSco', 'identifier'])
    .where('idScormPackage', '=', row.idScormPackage)
    .orderBy('position')
    .execute();
  return { idScormPackage: row.idScormPackage, scos };
}

/** Imports a package through the admin route and the job. */
async function importPackage(entries: Parameters<typeof buildZip>[0]) {
  const ana = await t.login('ana@acme.example');
  const { payload, headers } = multipartBody({}, { name: 'p.zip', content: await buildZip(entries) });
  const created = await t.app.inject({
    method: 'POST',
    url: '/admin/scorm-packages',
    payload,
    headers: { ...ana.headers, ...headers },
  });
  await t.app.platform.jobs.runDue();
  const idScormPackage = created.json().data.idScormPackage as number;
  await linkPackage(idScormPackage);
  return t.db
    .selectFrom('learning_scos')
    .select(['idSco', 'identifier', 'scormType'])
    .where('idScormPackage', '=', idScormPackage)
    .orderBy('position')
    .execute();
}

const place = { idEnrollment: ID_ENROLLMENT, idNodeEnrollment: 5 };
let sequence = 0;
const commit = (auth: AuthContext, idScoEnrollment: number, sessionKey: string, cmi: CmiCommit, extra = {}) =>
  service.commit(auth, idScoEnrollment, {
    sessionKey,
    sequence: sequence++,
    terminated: false,
    measuredSeconds: null,
    cmi,
    ...extra,
  } as ScormCommitRequest);

async function scoEnrollment(idScoEnrollment: number) {
  return t.db
    .selectFrom('learning_sco_enrollments')
    .selectAll()
    .where('idScoEnrollment', '=', idScoEnrollment)
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  t = await createTestApp();
  const member = async (username: string): Promise<AuthContext> => {
    const row = await t.db
      .selectFrom('users')
      .select(['idUser', 'idCompany'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    return { idUser: row.idUser, idCompany: row.idCompany, idApp: 1, admin: 0, supportIdUser: undefined };
  };
  maria = await member('maria@acme.example');
  joao = await member('joao@acme.example');
  carlos = await member('carlos@globex.example');
  service = lessonsService({
    lessonsRepository: lessonsRepository({ db: t.db }),
    transaction: (work) => t.db.transaction().execute((trx) => work(lessonsRepository({ db: trx }))),
    contentTokens: createContentTokens({ secret: new TextEncoder().encode(TEST_JWT_SECRET), clock: t.clock }),
    contentHosts: createContentHosts({
      template: 'scorm.{host}',
      companyOfAppHost: async (host) => (host === 'acme-academy.localhost' ? maria.idCompany : null),
      clock: t.clock,
    }),
    clock: t.clock,
    access: {
      async requireContent(_auth, wanted) {
        if (wanted.idEnrollment !== ID_ENROLLMENT) throw new AppError('NOT_FOUND');
        return { idNodeEnrollment: wanted.idNodeEnrollment };
      },
      async recordContentProgress(_auth, at, state) {
        recorded.push({ place: at, state });
        return { status: state.status, progress: state.progress, grade: state.grade };
      },
    },
  });
});
beforeEach(() => {
  recorded = [];
});
afterAll(async () => {
  await t.close();
});

describe('launching a SCORM 1.2 SCO', () => {
  let idSco: number;
  beforeAll(async () => {
    const demo = await demoPackage('Segurança da informação no dia a dia', maria.idCompany);
    idSco = demo.scos[0]?.idSco as number;
  });

  it('starts from scratch the first time, with the learner, mastery score and launch data of the manifest', async () => {
    const launch = await service.startSession(maria, idSco, place);
    expect(launch).toMatchObject({ version: '1.2', scormType: 'sco', entry: 'ab-initio' });
    expect(launch.url).toMatch(/^\/scorm-content\/[^/]+\/index\.html$/);
    expect(launch.cmi).toMatchObject({
      core: {
        student_id: String(maria.idUser),
        student_name: 'Souza, Maria',
        credit: 'credit',
        lesson_mode: 'normal',
        entry: 'ab-initio',
        lesson_status: 'not attempted',
        lesson_location: '',
        total_time: '0000:00:00',
      },
      suspend_data: '',
      launch_data: 'origem=trilha',
      student_data: { mastery_score: '70' },
    });
    const page = await t.app.inject({ url: launch.url, headers: { host: 'scorm.acme-academy.localhost' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Segurança da informação no dia a dia');
    expect(await scoEnrollment(launch.idScoEnrollment)).toMatchObject({ status: 'NOT_ATTEMPTED', numberOfAccess: 1 });
  });

  it('stores commits, resumes after a suspend with location, suspend data and total time', async () => {
    const first = await service.startSession(maria, idSco, place);
    t.clock.advance(5 * 60 * 1000);
    const answer = await commit(maria, first.idScoEnrollment, first.sessionKey, {
      lessonStatus: 'incomplete',
      location: '3',
      suspendData: '{"page":3}',
      exit: 'suspend',
      sessionTime: '00:05:00',
    });
    expect(answer).toMatchObject({
      applied: true,
      scoEnrollment: { status: 'INCOMPLETE', totalTime: 300, prerequisitesMet: true },
      contentEnrollment: { status: 'IN_PROGRESS', progress: 50 },
    });
    expect(recorded.at(-1)?.place).toEqual({
      idEnrollment: ID_ENROLLMENT,
      idNodeEnrollment: 5,
      idContentItem: expect.any(Number),
    });

    t.clock.advance(10 * 60 * 1000);
    const again = await service.startSession(maria, idSco, place);
    expect(again.idScoEnrollment).toBe(first.idScoEnrollment);
    expect(again.entry).toBe('resume');
    expect(again.cmi).toMatchObject({
      core: { entry: 'resume', lesson_location: '3', lesson_status: 'incomplete', total_time: '0000:05:00' },
      suspend_data: '{"page":3}',
    });
  });

  it('resumes after a session that ended without LMSFinish (a closed tab)', async () => {
    const launch = await service.startSession(maria, idSco, place);
    await commit(maria, launch.idScoEnrollment, launch.sessionKey, { location: '4', exit: '' });
    const again = await service.startSession(maria, idSco, place);
    expect(again.entry).toBe('resume');
    expect(again.cmi).toMatchObject({ core: { lesson_location: '4' } });
  });

  it('passes with the score, records the grade and completes the content; a later report never undoes it', async () => {
    const launch = await service.startSession(maria, idSco, place);
    const passed = await commit(
      maria,
      launch.idScoEnrollment,
      launch.sessionKey,
      {
        lessonStatus: 'passed',
        scoreRaw: 85,
        scoreMin: 0,
        scoreMax: 100,
        exit: '',
      },
      { terminated: true },
    );
    expect(passed.scoEnrollment).toMatchObject({ status: 'PASSED', grade: 85, finishDate: expect.any(String) });
    expect(passed.contentEnrollment).toEqual({ status: 'COMPLETED', progress: 100, grade: 85 });

    const review = await service.startSession(maria, idSco, place);
    expect(review.entry).toBe('');
    expect(review.cmi).toMatchObject({ core: { lesson_status: 'passed', score: { raw: '85' } } });
    const later = await commit(maria, review.idScoEnrollment, review.sessionKey, { lessonStatus: 'incomplete' });
    expect(later.scoEnrollment.status).toBe('PASSED');
  });

  it('ignores a commit older than one already applied', async () => {
    const launch = await service.startSession(maria, idSco, place);
    const base = { sessionKey: launch.sessionKey, terminated: false, measuredSeconds: null };
    await service.commit(maria, launch.idScoEnrollment, { ...base, sequence: 10, cmi: { location: 'novo' } });
    const late = await service.commit(maria, launch.idScoEnrollment, {
      ...base,
      sequence: 9,
      cmi: { location: 'velho' },
    });
    expect(late.applied).toBe(false);
    expect((await scoEnrollment(launch.idScoEnrollment)).location).toBe('novo');
  });

  it('refuses suspend data over the 4096 characters of SCORM 1.2 and keeps the stored data', async () => {
    const launch = await service.startSession(maria, idSco, place);
    const before = (await scoEnrollment(launch.idScoEnrollment)).suspendData;
    await expect(
      commit(maria, launch.idScoEnrollment, launch.sessionKey, { suspendData: 'x'.repeat(4097) }),
    ).rejects.toMatchObject({ code: 'SCORM_SUSPEND_DATA_TOO_LONG', field: 'cmi.suspendData' });
    expect((await scoEnrollment(launch.idScoEnrollment)).suspendData).toBe(before);
    await commit(maria, launch.idScoEnrollment, launch.sessionKey, { suspendData: 'x'.repeat(4096) });
    expect((await scoEnrollment(launch.idScoEnrollment)).suspendData).toHaveLength(4096);
  });

  it('sums session times, never counting more than the session lasted', async () => {
    const launch = await service.startSession(maria, idSco, place);
    const before = (await scoEnrollment(launch.idScoEnrollment)).totalTime;
    t.clock.advance(2 * 60 * 1000);
    const answer = await commit(maria, launch.idScoEnrollment, launch.sessionKey, { sessionTime: '9999:00:00' });
    expect(answer.scoEnrollment.totalTime).toBe(Math.round(before + 180));
    const measured = await commit(
      maria,
      launch.idScoEnrollment,
      launch.sessionKey,
      { sessionTime: '' },
      { measuredSeconds: 30 },
    );
    expect(measured.scoEnrollment.totalTime).toBe(Math.round(before + 180));
  });

  it('keeps each session of SCORM 1.2 interactions, which SCOs cannot read back', async () => {
    const launch = await service.startSession(maria, idSco, place);
    const interaction = {
      id: 'q1',
      type: 'choice',
      objectiveIds: [],
      timestamp: '10:00:00',
      correctResponses: ['b'],
      weighting: '1',
      learnerResponse: 'b',
      result: 'correct',
      latency: '',
      description: '',
    };
    await commit(maria, launch.idScoEnrollment, launch.sessionKey, { interactions: [interaction] });
    const session = await t.db
      .selectFrom('learning_sco_sessions')
      .select('interactions')
      .where('sessionKey', '=', launch.sessionKey)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(session.interactions ?? '[]')).toEqual([interaction]);
    const next = await service.startSession(maria, idSco, place);
    expect(next.cmi).not.toHaveProperty('interactions');
  });

  it('answers not found to another member, another company and another enrollment', async () => {
    const launch = await service.startSession(maria, idSco, place);
    await expect(commit(joao, launch.idScoEnrollment, launch.sessionKey, { location: 'x' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(commit(maria, launch.idScoEnrollment, 'A'.repeat(24), { location: 'x' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(service.startSession(carlos, idSco, place)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(service.startSession(maria, idSco, { ...place, idEnrollment: 78 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('launching a SCORM 2004 course of two SCOs, played lesson by lesson (a package kept without sequencing)', () => {
  let scos: { idSco: number; identifier: string }[];
  beforeAll(async () => {
    const demo = await demoPackage('Atendimento ao cliente', maria.idCompany);
    // Packages imported before sequencing was read keep none, and play lesson by lesson.
    await t.db
      .updateTable('learning_scorm_packages')
      .set({ sequencing: null })
      .where('idScormPackage', '=', demo.idScormPackage)
      .execute();
    scos = demo.scos;
  });

  it('gives the passing score, the declared objectives and the 2004 learner fields', async () => {
    const exam = scos[1]?.idSco as number;
    const launch = await service.startSession(joao, exam, place);
    expect(launch.version).toBe('2004');
    expect(launch.url).toMatch(/\/modulo2\/index\.html$/);
    expect(launch.cmi).toMatchObject({
      learner_id: String(joao.idUser),
      learner_name: 'João Pereira',
      entry: 'ab-initio',
      completion_status: 'unknown',
      success_status: 'unknown',
      scaled_passing_score: '0.6',
      total_time: 'PT0S',
      objectives: { '0': { id: 'obj_avaliacao', success_status: 'unknown' } },
    });
  });

  it('derives the course from both SCOs: completed only when both are', async () => {
    const [lesson, exam] = scos.map((sco) => sco.idSco) as [number, number];
    const first = await service.startSession(maria, lesson, place);
    const one = await commit(
      maria,
      first.idScoEnrollment,
      first.sessionKey,
      {
        completionStatus: 'completed',
        successStatus: 'unknown',
        progressMeasure: 1,
        exit: 'normal',
        sessionTime: 'PT2M',
      },
      { terminated: true },
    );
    expect(one.scoEnrollment.status).toBe('COMPLETED');
    expect(one.contentEnrollment).toEqual({ status: 'IN_PROGRESS', progress: 50, grade: null });

    const second = await service.startSession(maria, exam, place);
    const interactions = [
      {
        id: 'q1',
        type: 'choice',
        objectiveIds: ['obj_avaliacao'],
        timestamp: '2026-11-21T12:00:00',
        correctResponses: ['b'],
        weighting: '1',
        learnerResponse: 'b',
        result: 'correct',
        latency: 'PT5S',
        description: 'Primeiro passo',
      },
    ];
    await commit(maria, second.idScoEnrollment, second.sessionKey, { location: '2', exit: 'suspend', interactions });
    const resumed = await service.startSession(maria, exam, place);
    expect(resumed.cmi).toMatchObject({
      entry: 'resume',
      location: '2',
      interactions: { '0': { id: 'q1', learner_response: 'b', correct_responses: { '0': { pattern: 'b' } } } },
    });
    const done = await commit(
      maria,
      resumed.idScoEnrollment,
      resumed.sessionKey,
      {
        completionStatus: 'completed',
        successStatus: 'passed',
        scoreScaled: 0.67,
        scoreRaw: 2,
        scoreMin: 0,
        scoreMax: 3,
        exit: 'normal',
      },
      { terminated: true },
    );
    expect(done.scoEnrollment).toMatchObject({ status: 'PASSED', grade: 67 });
    expect(done.contentEnrollment).toEqual({ status: 'COMPLETED', progress: 100, grade: 67 });
  });

  it('starts a new attempt after an attempt that ended, keeping the status label', async () => {
    const lesson = scos[0]?.idSco as number;
    const launch = await service.startSession(maria, lesson, place);
    expect(launch.entry).toBe('ab-initio');
    expect(launch.cmi).toMatchObject({
      completion_status: 'unknown',
      location: '',
      suspend_data: '',
      total_time: 'PT0S',
    });
    const row = await scoEnrollment(launch.idScoEnrollment);
    expect(row).toMatchObject({ attempt: 2, status: 'COMPLETED', location: null });
  });

  it('allows the 64000 characters of SCORM 2004 suspend data, not more', async () => {
    const launch = await service.startSession(maria, scos[0]?.idSco as number, place);
    await commit(maria, launch.idScoEnrollment, launch.sessionKey, { suspendData: 'y'.repeat(64000) });
    await expect(
      commit(maria, launch.idScoEnrollment, launch.sessionKey, { suspendData: 'y'.repeat(64001) }),
    ).rejects.toMatchObject({ code: 'SCORM_SUSPEND_DATA_TOO_LONG' });
  });
});

describe('prerequisites, assets and packages not ready', () => {
  it('locks a SCORM 1.2 lesson until its prerequisites are completed', async () => {
    const manifest = `<manifest identifier="m" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
      <organizations default="o"><organization identifier="o"><title>Pré</title>
        <item identifier="A" identifierref="RA"><title>A</title></item>
        <item identifier="B" identifierref="RB"><title>B</title><adlcp:prerequisites type="aicc_script">A</adlcp:prerequisites></item>
      </organization></organizations>
      <resources><resource identifier="RA" adlcp:scormtype="sco" href="a.html"/><resource identifier="RB" adlcp:scormtype="sco" href="b.html"/></resources></manifest>`;
    const [a, b] = await importPackage([
      { name: 'imsmanifest.xml', data: manifest },
      { name: 'a.html', data: 'a' },
      { name: 'b.html', data: 'b' },
    ]);
    await expect(service.startSession(maria, b?.idSco as number, place)).rejects.toMatchObject({
      code: 'SCORM_LESSON_LOCKED',
    });
    const launch = await service.startSession(maria, a?.idSco as number, place);
    await commit(maria, launch.idScoEnrollment, launch.sessionKey, { lessonStatus: 'completed' });
    await expect(service.startSession(maria, b?.idSco as number, place)).resolves.toMatchObject({ entry: 'ab-initio' });
  });

  it('completes an asset when it is opened', async () => {
    const manifest = `<manifest identifier="m" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
      <organizations default="o"><organization identifier="o"><title>Material</title>
        <item identifier="PDF" identifierref="R"><title>Apostila</title></item>
      </organization></organizations>
      <resources><resource identifier="R" adlcp:scormtype="asset" href="apostila.pdf"/></resources></manifest>`;
    const [pdf] = await importPackage([
      { name: 'imsmanifest.xml', data: manifest },
      { name: 'apostila.pdf', data: '%PDF-1.4' },
    ]);
    const launch = await service.startSession(maria, pdf?.idSco as number, place);
    expect(launch.scormType).toBe('asset');
    expect(await scoEnrollment(launch.idScoEnrollment)).toMatchObject({ status: 'COMPLETED' });
    expect(recorded.at(-1)?.state).toEqual({ status: 'COMPLETED', progress: 100, grade: null });
  });

  it('answers the processing message while a package is pending or failed', async () => {
    const demo = await demoPackage('Atendimento ao cliente', maria.idCompany);
    await t.db
      .updateTable('learning_scorm_packages')
      .set({ status: 'PENDING' })
      .where('idScormPackage', '=', demo.idScormPackage)
      .execute();
    try {
      await expect(service.startSession(maria, demo.scos[0]?.idSco as number, place)).rejects.toMatchObject({
        code: 'SCORM_PACKAGE_NOT_READY',
      });
    } finally {
      await t.db
        .updateTable('learning_scorm_packages')
        .set({ status: 'SUCCESS' })
        .where('idScormPackage', '=', demo.idScormPackage)
        .execute();
    }
  });
});

describe('the SCORM 1.2 record rules the LMS applies', () => {
  let mastered: number;
  let plain: number;
  beforeAll(async () => {
    const [withMastery] = await importPackage([
      { name: 'imsmanifest.xml', data: manifest12(['index.html'], { masteryScore: 80 }) },
      { name: 'index.html', data: '<p>lição</p>' },
    ]);
    mastered = withMastery?.idSco as number;
    const [withoutMastery] = await importPackage([
      { name: 'imsmanifest.xml', data: manifest12(['index.html']) },
      { name: 'index.html', data: '<p>lição</p>' },
    ]);
    plain = withoutMastery?.idSco as number;
  });

  it('starts a lesson with no score maximum and in normal, credited mode', async () => {
    const launch = await service.startSession(joao, plain, place);
    expect(launch.cmi).toMatchObject({
      core: { credit: 'credit', lesson_mode: 'normal', lesson_status: 'not attempted', entry: 'ab-initio' },
    });
    expect((launch.cmi.core as { score: object }).score).toEqual({});
  });

  it('completes a SCO that finished without setting a status', async () => {
    const launch = await service.startSession(joao, plain, place);
    const answer = await commit(joao, launch.idScoEnrollment, launch.sessionKey, { exit: '' }, { terminated: true });
    expect(answer.scoEnrollment.status).toBe('COMPLETED');
    expect((await scoEnrollment(launch.idScoEnrollment)).lessonStatus).toBe('completed');
    const next = await service.startSession(joao, plain, place);
    expect(next.cmi).toMatchObject({ core: { entry: '', lesson_status: 'completed' } });
  });

  it('passes or fails by the mastery score at LMSFinish, whatever status the SCO set', async () => {
    const first = await service.startSession(maria, mastered, place);
    const failed = await commit(
      maria,
      first.idScoEnrollment,
      first.sessionKey,
      { lessonStatus: 'completed', scoreRaw: 60, scoreMin: 0, scoreMax: 100 },
      { terminated: true },
    );
    expect(failed.scoEnrollment.status).toBe('FAILED');
    expect((await scoEnrollment(first.idScoEnrollment)).lessonStatus).toBe('failed');
    const second = await service.startSession(maria, mastered, place);
    const passed = await commit(
      maria,
      second.idScoEnrollment,
      second.sessionKey,
      { scoreRaw: 90 },
      { terminated: true },
    );
    expect(passed.scoEnrollment.status).toBe('PASSED');
    expect((await scoEnrollment(second.idScoEnrollment)).lessonStatus).toBe('passed');
  });

  it('keeps incomplete when the SCO said so, mastery or not', async () => {
    const launch = await service.startSession(joao, mastered, place);
    const answer = await commit(
      joao,
      launch.idScoEnrollment,
      launch.sessionKey,
      { lessonStatus: 'incomplete', scoreRaw: 95 },
      { terminated: true },
    );
    expect(answer.scoEnrollment.status).toBe('INCOMPLETE');
  });

  it('completes a SCO the member left without LMSFinish (the finish call names the session), once', async () => {
    const row = await t.db
      .selectFrom('users')
      .select('idUser')
      .where('username', '=', 'ana@acme.example')
      .executeTakeFirstOrThrow();
    const ana: AuthContext = { ...joao, idUser: row.idUser };
    const launch = await service.startSession(ana, plain, place);
    const idContentItem = (await scoEnrollment(launch.idScoEnrollment)).idScormPackage;
    const content = await t.db
      .selectFrom('learning_scorm_packages')
      .select('idContentItem')
      .where('idScormPackage', '=', idContentItem)
      .executeTakeFirstOrThrow();
    const finish = {
      idEnrollment: ID_ENROLLMENT,
      idContentItem: content.idContentItem as number,
      idNodeEnrollment: 5,
      idScoEnrollment: launch.idScoEnrollment,
      sessionKey: launch.sessionKey,
    };
    await service.finish(ana, finish);
    await service.finish(ana, finish);
    expect(await scoEnrollment(launch.idScoEnrollment)).toMatchObject({
      lessonStatus: 'completed',
      status: 'COMPLETED',
    });
    // The member ended that session: the next launch is not a resume (1.2 keeps the data, entry '').
    expect(await service.startSession(ana, plain, place)).toMatchObject({ entry: '' });
    // Another member's session is not touched by a finish call naming it.
    const other = await service.startSession(maria, plain, place);
    await service.finish(ana, { ...finish, idScoEnrollment: other.idScoEnrollment, sessionKey: other.sessionKey });
    expect((await scoEnrollment(other.idScoEnrollment)).status).toBe('NOT_ATTEMPTED');
  });
});
