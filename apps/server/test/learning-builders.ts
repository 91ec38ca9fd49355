import type { TestApp } from './harness';
import { body } from './harness';

/** Small builders for learning tests: classes, trainings and enrollments made through the real API. */

type Session = Awaited<ReturnType<TestApp['login']>>;

/** The id of a demo node by code in the company. */
export async function nodeId(t: TestApp, idCompany: number, nodeCode: string): Promise<number> {
  const row = await t.db
    .selectFrom('learning_nodes')
    .select('idNode')
    .where('idCompany', '=', idCompany)
    .where('nodeCode', '=', nodeCode)
    .executeTakeFirstOrThrow();
  return row.idNode;
}

/** A class of a training, open now unless told otherwise. */
export async function buildTeam(
  t: TestApp,
  idCompany: number,
  nodeCode: string,
  values: {
    capacity?: number | null;
    needApproval?: 0 | 1;
    allowReenrollment?: 0 | 1;
    allowAccessUponCompletion?: 0 | 1;
    initialDate?: string | null;
    finalDate?: string | null;
    name?: string;
    idCertificate?: number | null;
  } = {},
): Promise<number> {
  const idNode = await nodeId(t, idCompany, nodeCode);
  const now = t.clock.now().getTime();
  const row = await t.db
    .insertInto('learning_teams')
    .values({
      idCompany,
      idNode,
      name: values.name ?? 'Turma de teste',
      description: null,
      initialDate: values.initialDate === undefined ? new Date(now - 86_400_000).toISOString() : values.initialDate,
      finalDate: values.finalDate === undefined ? new Date(now + 30 * 86_400_000).toISOString() : values.finalDate,
      duration: null,
      capacity: values.capacity ?? null,
      enrolledCount: 0,
      needApproval: values.needApproval ?? 0,
      allowReenrollment: values.allowReenrollment ?? 0,
      allowAccessUponCompletion: values.allowAccessUponCompletion ?? 1,
      idCertificate: values.idCertificate ?? null,
      enableCertificateForChildren: 0,
      allowComments: 0,
      commentsLabel: null,
      hasAttachments: 0,
      status: 'ACTIVE',
      createdAt: new Date(now).toISOString(),
    })
    .returning('idTeam')
    .executeTakeFirstOrThrow();
  return row.idTeam;
}

/** Enrolls a member in a class through `POST /learning/enrollments` and returns the enrollment id. */
export async function enrollIn(t: TestApp, session: Session, idTeam: number): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/learning/enrollments',
    payload: { idTeam },
    headers: session.headers,
  });
  if (response.statusCode !== 200) throw new Error(`enrollment failed: ${response.body}`);
  return body(response).idEnrollment as number;
}

/** `/learning/students/:idUser/enrollments/:idEnrollment...` of a session. */
export function studentPath(session: Session, idEnrollment: number, rest = ''): string {
  return `/learning/students/${session.loginInfo.idUser}/enrollments/${idEnrollment}${rest}`;
}

/** Enters a page of the training and returns its node enrollment id. */
export async function enterNode(t: TestApp, session: Session, idEnrollment: number, nodeCode: string): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/learning/node-enrollments',
    payload: { idEnrollment, nodeCode },
    headers: session.headers,
  });
  if (response.statusCode !== 200) throw new Error(`node enrollment failed: ${response.body}`);
  return body(response).data.newId as number;
}

/** The content item id of a demo content by title. */
export async function contentId(t: TestApp, idCompany: number, text: string): Promise<number> {
  const row = await t.db
    .selectFrom('learning_content_items')
    .select('idContentItem')
    .where('idCompany', '=', idCompany)
    .where('text', '=', text)
    .executeTakeFirstOrThrow();
  return row.idContentItem;
}

/** A learning content item of the company (a single HTML page unless told). */
export async function buildContent(
  t: TestApp,
  idCompany: number,
  values: { text: string; idContentType?: number; content?: string | null },
): Promise<number> {
  const row = await t.db
    .insertInto('learning_content_items')
    .values({
      idCompany,
      idContentType: values.idContentType ?? 5,
      idSection: null,
      text: values.text,
      description: null,
      label: null,
      author: null,
      content: values.content === undefined ? '<p>Conteúdo de teste.</p>' : values.content,
      contentLocation: null,
      link: null,
      image: null,
      mobileImage: null,
      duration: null,
      workload: null,
      shareable: 0,
      isSeekingBlocked: 0,
      idChatRoom: null,
      views: 0,
      active: 1,
      createdAt: t.clock.now().toISOString(),
    })
    .returning('idContentItem')
    .executeTakeFirstOrThrow();
  return row.idContentItem;
}

/** Opens a content of a node enrollment (creates its content enrollment) and returns the answer. */
export async function openContent(
  t: TestApp,
  session: Session,
  ids: { idEnrollment: number; idNodeEnrollment: number; idContentItem: number },
) {
  return t.app.inject({ method: 'POST', url: '/learning/content-enrollments', payload: ids, headers: session.headers });
}

export type { Session };
