import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTraining } from '../../../../test/evaluation-builders';
import { body, createTestApp, type TestApp } from '../../../../test/harness';
import {
  buildContent,
  buildTeam,
  enrollIn,
  enterNode,
  openContent,
  type Session,
} from '../../../../test/learning-builders';
import { up as writeEarlierEquivalences } from '../../../db/migrations/2001-equivalences-written';

/**
 * spec 3, 4.1: a training completed counts for its equivalent trainings, whose state is then EQUIVALENCY
 * ('Concluído por equivalência') in every answer that shows a node's state.
 */

let t: TestApp;
let joao: Session;
let ana: Session;
let acme: number;
beforeAll(async () => {
  t = await createTestApp();
  joao = await t.login('joao@acme.example', 'acme-academy');
  ana = await t.login('ana@acme.example', 'acme-academy');
  acme = joao.loginInfo.idCompany;
});
afterAll(async () => {
  await t.close();
});

const get = (session: Session, url: string) => t.app.inject({ url, headers: session.headers });

/** A training of one page with one content and a class (with a certificate when told). */
async function training(title: string, options: { equivalentNodeCode?: string; idCertificate?: number } = {}) {
  const idContentItem = await buildContent(t, acme, { text: `${title}: leitura` });
  const nodeCode = await buildTraining(t.db, acme, [{ idContentItem }], {
    title,
    ...(options.equivalentNodeCode ? { equivalentNodeCode: options.equivalentNodeCode } : {}),
  });
  const idTeam = await buildTeam(t, acme, nodeCode, { idCertificate: options.idCertificate ?? null });
  return { nodeCode, idTeam, idContentItem, title };
}

/** A published page whose only block shows the node's card; answers the page's code. */
async function pageWithCardOf(nodeCode: string): Promise<string> {
  const { idNode } = await t.db
    .selectFrom('learning_nodes')
    .select('idNode')
    .where('nodeCode', '=', nodeCode)
    .executeTakeFirstOrThrow();
  const code = `vitrine-${Math.random().toString(36).slice(2, 8)}`;
  const page = await t.db
    .insertInto('learning_nodes')
    .values({
      idCompany: acme,
      nodeCode: code,
      originalNodeCode: null,
      nodeType: 'ORGANIZATION',
      entryPoint: 0,
      title: 'Vitrine de equivalências',
      shortTitle: null,
      label: null,
      description: null,
      syllabus: null,
      workload: null,
      image: null,
      mobileImage: null,
      selfEnrollment: 0,
      visibility: 'PUBLIC',
      audience: null,
      status: 'PUBLISHED',
      allowComments: 0,
      commentsLabel: null,
      hasCampaign: 0,
      equivalentNodeCode: null,
      createdAt: new Date().toISOString(),
    })
    .returning('idNode')
    .executeTakeFirstOrThrow();
  const { idBlock } = await t.db
    .insertInto('learning_blocks')
    .values({
      idCompany: acme,
      idNode: page.idNode,
      position: 0,
      type: 'List',
      title: 'Treinamentos',
      text: null,
      parameters: '{}',
    })
    .returning('idBlock')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('learning_block_elements')
    .values({
      idCompany: acme,
      idBlock,
      position: 0,
      elementType: 'NODE',
      idNode,
      idContentItem: null,
      idEvaluation: null,
      sequential: 0,
      mandatory: 0,
      title: null,
      image: null,
      mobileImage: null,
      link: null,
    })
    .execute();
  return code;
}

/** Enrolls the member and completes the training's only content. */
async function completeTraining(session: Session, target: Awaited<ReturnType<typeof training>>) {
  const idEnrollment = await enrollIn(t, session, target.idTeam);
  const idNodeEnrollment = await enterNode(t, session, idEnrollment, target.nodeCode);
  const opened = body(
    await openContent(t, session, { idEnrollment, idNodeEnrollment, idContentItem: target.idContentItem }),
  );
  const done = await t.app.inject({
    method: 'PUT',
    url: `/learning/content-enrollments/${opened.contentEnrollment.idContentEnrollment}`,
    payload: { status: 'COMPLETED', progress: 100 },
    headers: session.headers,
  });
  expect(body(done).enrollment.status).toBe('COMPLETED');
  return idEnrollment;
}

describe('a training completed concludes its equivalent trainings', () => {
  it('shows EQUIVALENCY on the training page, cards, search, the enrollments tree, history and certificates', async () => {
    const origin = await training('Vendas para equivalência');
    const target = await training('Atendimento por equivalência', {
      equivalentNodeCode: origin.nodeCode,
      idCertificate: 1,
    });
    await completeTraining(joao, origin);

    const node = body(await get(joao, `/learning/nodes/${target.nodeCode}`)).node;
    expect(node.enrollment).toMatchObject({ status: 'EQUIVALENCY', progress: 100 });
    expect(node.registration.enrollment).toMatchObject({ status: 'EQUIVALENCY' });

    // A page's card of the training: João's shows the equivalence; another member's, read after his through
    // the same cached page structure, does not.
    const showcase = await pageWithCardOf(target.nodeCode);
    const cardOf = async (session: Session) =>
      body(await get(session, `/learning/nodes/${showcase}`))
        .node.blocks.flatMap((block: { elements: unknown[] }) => block.elements)
        .find((card: { nodeCode: string | null }) => card.nodeCode === target.nodeCode);
    expect((await cardOf(joao)).registration.enrollment).toMatchObject({ status: 'EQUIVALENCY' });
    expect((await cardOf(ana)).registration.enrollment?.status).not.toBe('EQUIVALENCY');

    const search = body(await get(joao, `/learning/search?searchString=${encodeURIComponent(target.title)}`)).data;
    expect(search).toEqual([
      expect.objectContaining({
        title: target.title,
        registration: expect.objectContaining({ enrollment: expect.objectContaining({ status: 'EQUIVALENCY' }) }),
      }),
    ]);

    const tree = body(await get(joao, '/learning/catalogs/enrollments')).nodeTree;
    expect(tree).toContainEqual(expect.objectContaining({ nodeCode: target.nodeCode, status: 'EQUIVALENCY' }));

    const history = body(await get(joao, `/learning/students/${joao.loginInfo.idUser}/history`)).history;
    const entry = history.find((row: { nodeCode: string }) => row.nodeCode === target.nodeCode);
    expect(entry).toMatchObject({ enrollmentStatus: 'EQUIVALENCY', progress: 100, canDownloadCertificate: 1 });

    const certificates = body(
      await get(joao, `/learning/students/${joao.loginInfo.idUser}/history?onlyWithCertificate=1`),
    ).history;
    expect(certificates.map((row: { nodeCode: string }) => row.nodeCode)).toContain(target.nodeCode);
    const pdf = await t.app.inject({
      method: 'POST',
      url: '/certificate',
      payload: { idUser: joao.loginInfo.idUser, idEnrollment: entry.idEnrollment },
      headers: joao.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');

    const equivalences = body(await get(joao, `/learning/nodes/${target.nodeCode}/equivalences`)).result;
    expect(equivalences).toEqual([
      expect.objectContaining({ origin: expect.objectContaining({ nodeCode: origin.nodeCode }), completed: 1 }),
    ]);
    // The origin is not said to be concluded through the training it made equivalent.
    const back = body(await get(joao, `/learning/nodes/${origin.nodeCode}/equivalences`)).result;
    expect(back).toEqual([expect.objectContaining({ completed: 0 })]);
  });

  it('concludes an equivalent training in progress, and leaves one already completed as it is', async () => {
    const origin = await training('Origem com turma');
    const inProgress = await training('Equivalente em andamento', { equivalentNodeCode: origin.nodeCode });
    const completed = await training('Equivalente já concluído', { equivalentNodeCode: origin.nodeCode });
    const idInProgress = await enrollIn(t, ana, inProgress.idTeam);
    // Completed before the trainings were made equivalent.
    const idCompleted = await enrollIn(t, ana, completed.idTeam);
    await t.db
      .updateTable('learning_enrollments')
      .set({ status: 'COMPLETED', progress: 100 })
      .where('idEnrollment', '=', idCompleted)
      .execute();
    await completeTraining(ana, origin);

    const rows = await t.db
      .selectFrom('learning_enrollments')
      .select(['idEnrollment', 'status', 'progress'])
      .where('idEnrollment', 'in', [idInProgress, idCompleted])
      .orderBy('idEnrollment')
      .execute();
    expect(rows).toEqual([
      { idEnrollment: idInProgress, status: 'EQUIVALENCY', progress: 100 },
      { idEnrollment: idCompleted, status: 'COMPLETED', progress: 100 },
    ]);
    // It is not 'in progress' any more.
    const inProgressList = body(
      await get(ana, `/learning/students/${ana.loginInfo.idUser}/enrollments-in-progress`),
    ).data;
    expect(inProgressList.map((row: { idEnrollment: number }) => row.idEnrollment)).not.toContain(idInProgress);
    // An equivalence earns no points of its own (the training completed did).
    const points = await t.db
      .selectFrom('campaign_points')
      .select('idElement')
      .where('idUser', '=', ana.loginInfo.idUser)
      .where('elementType', '=', 'NODE')
      .execute();
    const inProgressNode = (
      await t.db
        .selectFrom('learning_nodes')
        .select('idNode')
        .where('nodeCode', '=', inProgress.nodeCode)
        .executeTakeFirstOrThrow()
    ).idNode;
    expect(points.map((row) => row.idElement)).not.toContain(inProgressNode);
  });
});

describe('migration 2001: trainings completed before equivalence was written', () => {
  it('concludes their equivalent trainings as of the day they were finished, once, and not for a failed one', async () => {
    const nodeOf = (nodeCode: string) =>
      t.db.selectFrom('learning_nodes').select(['idNode']).where('nodeCode', '=', nodeCode).executeTakeFirstOrThrow();
    const currentOf = (session: Session, idNode: number) =>
      t.db
        .selectFrom('learning_enrollments')
        .select(['idEnrollment', 'status', 'progress', 'finishDate'])
        .where('idUser', '=', session.loginInfo.idUser)
        .where('idNode', '=', idNode)
        .where('isCurrent', '=', 1)
        .execute();
    const [vendas, atendimento] = await Promise.all([nodeOf('vendas-consultivas'), nodeOf('atendimento')]);
    const team = await t.db
      .selectFrom('learning_teams')
      .select('idTeam')
      .where('idNode', '=', vendas.idNode)
      .orderBy('idTeam')
      .executeTakeFirstOrThrow();
    // The demo's 'Atendimento ao cliente' counts 'Vendas consultivas'; João concluded it, Ana failed it, as
    // stored before this change (no event followed).
    const finished = '2026-10-02T15:00:00.000Z';
    const stored = (session: Session, status: string) =>
      t.db
        .insertInto('learning_enrollments')
        .values({
          idCompany: acme,
          idUser: session.loginInfo.idUser,
          idNode: vendas.idNode,
          idTeam: team.idTeam,
          status,
          progress: 100,
          isCurrent: 1,
          processing: 0,
          startDate: '2026-09-20T12:00:00.000Z',
          finishDate: finished,
          validityDate: null,
          lastAccessDate: finished,
          creationDate: '2026-09-20T12:00:00.000Z',
        })
        .execute();
    await stored(joao, 'COMPLETED');
    await stored(ana, 'FAILED');
    expect(await currentOf(joao, atendimento.idNode)).toEqual([]);

    await writeEarlierEquivalences(t.db as unknown as Kysely<unknown>);
    expect(await currentOf(joao, atendimento.idNode)).toEqual([
      expect.objectContaining({ status: 'EQUIVALENCY', progress: 100, finishDate: finished }),
    ]);
    expect(await currentOf(ana, atendimento.idNode)).toEqual([]);
    const node = body(await get(joao, '/learning/nodes/atendimento')).node;
    expect(node.enrollment).toMatchObject({ status: 'EQUIVALENCY', progress: 100 });
    const history = body(await get(joao, `/learning/students/${joao.loginInfo.idUser}/history`)).history;
    expect(history).toContainEqual(
      expect.objectContaining({ nodeCode: 'atendimento', enrollmentStatus: 'EQUIVALENCY' }),
    );

    // Run again, it writes nothing more.
    await writeEarlierEquivalences(t.db as unknown as Kysely<unknown>);
    expect(await currentOf(joao, atendimento.idNode)).toHaveLength(1);
    const roots = await t.db
      .selectFrom('learning_node_enrollments')
      .select('status')
      .where('idUser', '=', joao.loginInfo.idUser)
      .where('idNode', '=', atendimento.idNode)
      .execute();
    expect(roots).toEqual([{ status: 'EQUIVALENCY' }]);
  });
});
