import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import {
  up as addMemberNotificationTypes,
  MEMBER_NOTIFICATION_TYPES,
} from '../../db/migrations/1601-member-notification-types';

type Session = Awaited<ReturnType<TestApp['login']>>;
type Entry = {
  idNotification: number;
  type: string;
  status: string;
  section: string;
  active: number;
  description: string;
};

let t: TestApp;
let maria: Session;
let ana: Session;
beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login('maria@acme.example', 'acme-academy');
  ana = await t.login('ana@acme.example', 'acme-academy');
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.mailer.sent.length = 0;
});

const send = (session: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: session.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const mailsTo = (email: string) => t.mailer.sent.filter((mail) => mail.to === email);

async function settingsOf(session: Session): Promise<Entry[]> {
  return body(await send(session, 'GET', `/notifications/configurations/users/${session.loginInfo.idUser}`))
    .notifications as Entry[];
}

/** Switches an OPTIONAL notification on or off through the member's own settings. */
async function switchNotification(session: Session, type: string, active: 0 | 1): Promise<void> {
  const entry = (await settingsOf(session)).find((item) => item.type === type);
  if (!entry) throw new Error(`no notification ${type}`);
  const saved = await send(session, 'POST', `/notifications/configurations/users/${session.loginInfo.idUser}`, [
    { idNotification: entry.idNotification, active },
  ]);
  expect(saved.statusCode).toBe(200);
}

async function setStatus(type: string, status: 'OPTIONAL' | 'MANDATORY' | 'DEACTIVATED'): Promise<void> {
  await t.db
    .updateTable('notifications')
    .set({ status })
    .where('idCompany', '=', maria.loginInfo.idCompany)
    .where('type', '=', type)
    .execute();
}

async function requestNegotiation(session: Session): Promise<number> {
  const teams = body(await send(session, 'GET', '/learning/teams?nodeCode=negociacao')).data as Array<{
    idTeam: number;
    needApproval: number;
  }>;
  const team = teams.find((entry) => entry.needApproval === 1);
  if (!team) throw new Error('no class that needs approval');
  const answer = body(
    await send(session, 'POST', '/learning/enrollments', { idTeam: team.idTeam, nodeCode: 'negociacao' }),
  );
  return answer.enrollmentRequest.idEnrollmentRequest as number;
}

const externalCourse = (title: string) =>
  send(maria, 'POST', '/learning/externalcourses', {
    title,
    type: 'ONLINE',
    workload: 8,
    startDate: '2026-10-01',
    finishDate: '2026-10-20',
    entityName: 'Escola Aberta',
  }).then((response) => body(response).result.idUserExternalCourse as number);

describe('member e-mails honour the notification settings (spec 3, 4.15)', () => {
  it('every member notification exists with a Portuguese description in each demo company', async () => {
    const list = await settingsOf(maria);
    for (const expected of MEMBER_NOTIFICATION_TYPES) {
      expect(list).toContainEqual(expect.objectContaining({ type: expected.type, description: expected.description }));
    }
    expect(list.find((entry) => entry.type === 'PASSWORD_CHANGED')?.status).toBe('MANDATORY');
  });

  it('an approved enrollment request e-mails the member while ENROLLMENT_APPROVED is on, and not when it is off', async () => {
    const mine = await requestNegotiation(maria);
    expect((await send(ana, 'PUT', `/admin/enrollment-requests/${mine}/approve`, {})).statusCode).toBe(200);
    const [mail] = mailsTo('maria@acme.example');
    expect(mail?.subject).toMatch(/^Matrícula aprovada: /);
    expect(mail?.text).toContain('foi aprovada');
    expect(mail?.idCompany).toBe(maria.loginInfo.idCompany);

    const joao = await t.login('joao@acme.example', 'acme-academy');
    await switchNotification(joao, 'ENROLLMENT_APPROVED', 0);
    const his = await requestNegotiation(joao);
    expect((await send(ana, 'PUT', `/admin/enrollment-requests/${his}/approve`, {})).statusCode).toBe(200);
    expect(mailsTo('joao@acme.example')).toEqual([]);
  });

  it('a denied enrollment request e-mails the reason while ENROLLMENT_DENIED is on', async () => {
    const bruno = await t.login('bruno@acme.example', 'acme-academy');
    await switchNotification(bruno, 'ENROLLMENT_DENIED', 1);
    // Bruno's request of the demo waits for a decision.
    const pending = body(await send(ana, 'GET', '/admin/enrollment-requests?status=PENDING')).result as Array<{
      idEnrollmentRequest: number;
      idUser: number;
    }>;
    const id = pending.find((entry) => entry.idUser === bruno.loginInfo.idUser)?.idEnrollmentRequest;
    expect(id).toEqual(expect.any(Number));
    await send(ana, 'PUT', `/admin/enrollment-requests/${id}/deny`, { justification: 'Sem vagas para a sua área.' });
    const [mail] = mailsTo('bruno@acme.example');
    expect(mail?.subject).toMatch(/^Solicitação de matrícula negada: /);
    expect(mail?.text).toContain('Justificativa: Sem vagas para a sua área.');
  });

  it('an OPTIONAL external-course validation follows the switch; a MANDATORY rejection always goes', async () => {
    await switchNotification(maria, 'EXTERNAL_COURSE_APPROVED', 0);
    const quiet = await externalCourse('Excel avançado');
    expect((await send(ana, 'PUT', `/admin/external-courses/${quiet}/approve`)).statusCode).toBe(200);
    expect(mailsTo('maria@acme.example')).toEqual([]);

    await switchNotification(maria, 'EXTERNAL_COURSE_APPROVED', 1);
    const heard = await externalCourse('Power BI');
    await send(ana, 'PUT', `/admin/external-courses/${heard}/approve`);
    expect(mailsTo('maria@acme.example').map((mail) => mail.subject)).toEqual(['Curso externo validado: Power BI']);

    // A MANDATORY notification cannot be switched off, and a stray choice left from when it was OPTIONAL is ignored.
    const rejected = (await settingsOf(maria)).find((entry) => entry.type === 'EXTERNAL_COURSE_REJECTED') as Entry;
    expect(rejected.status).toBe('MANDATORY');
    const refused = await send(maria, 'POST', `/notifications/configurations/users/${maria.loginInfo.idUser}`, [
      { idNotification: rejected.idNotification, active: 0 },
    ]);
    expect(refused.statusCode).toBe(400);
    await t.db
      .insertInto('notification_users')
      .values({
        idCompany: maria.loginInfo.idCompany,
        idNotification: rejected.idNotification,
        idUser: maria.loginInfo.idUser,
        active: 0,
        updatedAt: t.clock.now().toISOString(),
      })
      .execute();
    t.mailer.sent.length = 0;
    const wrong = await externalCourse('Oratória');
    await send(ana, 'PUT', `/admin/external-courses/${wrong}/reject`, { reason: 'O comprovante está ilegível.' });
    const [mail] = mailsTo('maria@acme.example');
    expect(mail?.subject).toBe('Curso externo rejeitado: Oratória');
    expect(mail?.text).toContain('Motivo: O comprovante está ilegível.');
  });

  it('a DEACTIVATED notification never goes, whatever the member chose', async () => {
    await switchNotification(maria, 'EXTERNAL_COURSE_APPROVED', 1);
    await setStatus('EXTERNAL_COURSE_APPROVED', 'DEACTIVATED');
    try {
      const id = await externalCourse('Libras');
      expect((await send(ana, 'PUT', `/admin/external-courses/${id}/approve`)).statusCode).toBe(200);
      expect(mailsTo('maria@acme.example')).toEqual([]);
    } finally {
      await setStatus('EXTERNAL_COURSE_APPROVED', 'OPTIONAL');
    }
  });

  it('a hidden comment e-mails its author while COMMENT_HIDDEN is on, and a kept one e-mails no one', async () => {
    const enrollment = await t.db
      .selectFrom('learning_enrollments as e')
      .innerJoin('learning_nodes as n', 'n.idNode', 'e.idNode')
      .select('e.idTeam')
      .where('e.idUser', '=', maria.loginInfo.idUser)
      .where('n.nodeCode', '=', 'seguranca-basica')
      .executeTakeFirstOrThrow();
    const path = `/learning/comments/TEAM/${enrollment.idTeam}`;
    const comment = async (text: string) => {
      const created = body(await send(maria, 'POST', path, { text })).data.idComment as number;
      await send(ana, 'POST', `${path}/report`, { idComment: created });
      return created;
    };

    const kept = await comment('Um comentário qualquer');
    expect((await send(ana, 'PUT', `/admin/comments/${kept}/keep`)).statusCode).toBe(200);
    expect(t.mailer.sent).toEqual([]);

    await switchNotification(maria, 'COMMENT_HIDDEN', 1);
    const hidden = await comment('Um comentário fora do tom');
    expect((await send(ana, 'PUT', `/admin/comments/${hidden}/hide`)).statusCode).toBe(200);
    const [mail] = mailsTo('maria@acme.example');
    expect(mail?.subject).toBe('Seu comentário foi ocultado');
    expect(mail?.text).toContain('Um comentário fora do tom');

    t.mailer.sent.length = 0;
    await switchNotification(maria, 'COMMENT_HIDDEN', 0);
    const quiet = await comment('Outro comentário fora do tom');
    await send(ana, 'PUT', `/admin/comments/${quiet}/hide`);
    expect(mailsTo('maria@acme.example')).toEqual([]);
  });

  it('the MANDATORY password change e-mail goes to the member', async () => {
    const bruno = await t.login('bruno@acme.example', 'acme-academy');
    const changed = await send(bruno, 'PUT', `/users/${bruno.loginInfo.idUser}/change-password`, {
      currentPassword: 'trilha123',
      newPassword: 'outraSenha2026',
    });
    expect(changed.statusCode).toBe(200);
    expect(mailsTo('bruno@acme.example').map((mail) => mail.subject)).toEqual([
      'Sua senha do Acme Academy foi alterada',
    ]);
  });

  it('the migration gives a company that lacks them the member notifications, once', async () => {
    const idCompany = maria.loginInfo.idCompany;
    const types = MEMBER_NOTIFICATION_TYPES.map((entry) => entry.type).filter((type) => type !== 'ENROLLMENT_APPROVED');
    const ids = await t.db
      .selectFrom('notifications')
      .select('idNotification')
      .where('idCompany', '=', idCompany)
      .where('type', 'in', types)
      .execute();
    await t.db
      .deleteFrom('notification_users')
      .where(
        'idNotification',
        'in',
        ids.map((row) => row.idNotification),
      )
      .execute();
    await t.db.deleteFrom('notifications').where('idCompany', '=', idCompany).where('type', 'in', types).execute();
    await addMemberNotificationTypes(t.db as never);
    await addMemberNotificationTypes(t.db as never);
    const rows = await t.db
      .selectFrom('notifications')
      .select(['type', 'description', 'section', 'status'])
      .where('idCompany', '=', idCompany)
      .where('type', 'in', types)
      .execute();
    expect(rows).toHaveLength(types.length);
    expect(rows).toContainEqual({
      type: 'ENROLLMENT_DENIED',
      description: 'Solicitação de matrícula negada',
      section: 'LEARNING',
      status: 'OPTIONAL',
    });
  });
});
