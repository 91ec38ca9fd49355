import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { notificationsRepository } from './notifications.repository';
import { notificationsService } from './notifications.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Entry = { idNotification: number; type: string; status: string; section: string; active: number };

describe('notification settings', () => {
  it('lists every notification by section with MANDATORY on, DEACTIVATED off and OPTIONAL on by default', async () => {
    const maria = await t.login('maria@acme.example', 'acme-academy');
    const response = await t.app.inject({
      url: `/notifications/configurations/users/${maria.loginInfo.idUser}`,
      headers: maria.headers,
    });
    expect(response.statusCode).toBe(200);
    const list = body(response).notifications as Entry[];
    expect(new Set(list.map((entry) => entry.section))).toEqual(new Set(['LEARNING', 'SYSTEM', 'TEAM']));
    expect(list.find((entry) => entry.type === 'PASSWORD_CHANGED')).toMatchObject({ status: 'MANDATORY', active: 1 });
    expect(list.find((entry) => entry.type === 'NEWSLETTER')).toMatchObject({ status: 'DEACTIVATED', active: 0 });
    expect(list.find((entry) => entry.type === 'TEAM_REMINDER')).toMatchObject({ status: 'OPTIONAL', active: 1 });
  });

  it('saves changed OPTIONAL entries and refuses locked ones and other members', async () => {
    const maria = await t.login('maria@acme.example', 'acme-academy');
    const url = `/notifications/configurations/users/${maria.loginInfo.idUser}`;
    const list = body(await t.app.inject({ url, headers: maria.headers })).notifications as Entry[];
    const reminder = list.find((entry) => entry.type === 'TEAM_REMINDER') as Entry;
    const saved = await t.app.inject({
      method: 'POST',
      url,
      headers: maria.headers,
      payload: [{ idNotification: reminder.idNotification, idNotificationUser: null, type: reminder.type, active: 0 }],
    });
    expect(saved.statusCode).toBe(200);
    expect((body(saved).notifications as Entry[]).find((entry) => entry.type === 'TEAM_REMINDER')?.active).toBe(0);

    const mandatory = list.find((entry) => entry.status === 'MANDATORY') as Entry;
    const locked = await t.app.inject({
      method: 'POST',
      url,
      headers: maria.headers,
      payload: [{ idNotification: mandatory.idNotification, active: 0 }],
    });
    expect(locked.statusCode).toBe(400);
    expect(body(locked).message).toBe('Essa opção não pode ser editada por ser uma definição geral do sistema');

    const joao = await t.login('joao@acme.example', 'acme-academy');
    const foreign = await t.app.inject({ method: 'POST', url, headers: joao.headers, payload: [] });
    expect(foreign.statusCode).toBe(404);
  });

  it('sends a notification e-mail only to the members who receive it', async () => {
    const service = notificationsService({
      notificationsRepository: notificationsRepository({ db: t.db }),
      mailer: t.mailer,
      clock: t.clock,
      log: t.app.log,
    });
    const joao = await t.login('joao@acme.example', 'acme-academy');
    const ana = await t.login('ana@acme.example', 'acme-academy');
    const carlos = await t.login('carlos@globex.example');
    const list = body(
      await t.app.inject({
        url: `/notifications/configurations/users/${joao.loginInfo.idUser}`,
        headers: joao.headers,
      }),
    ).notifications as Entry[];
    const optional = list.find((entry) => entry.type === 'PLAN_UPGRADE_REQUEST') as Entry;
    await t.app.inject({
      method: 'POST',
      url: `/notifications/configurations/users/${joao.loginInfo.idUser}`,
      headers: joao.headers,
      payload: [{ idNotification: optional.idNotification, active: 0 }],
    });
    // Someone of another company is never reached through this company's settings.
    const members = [joao.loginInfo.idUser, ana.loginInfo.idUser, carlos.loginInfo.idUser];
    const message = { subject: 'Novidade', text: 'Um aviso' };
    const idCompany = joao.loginInfo.idCompany;
    expect(await service.notifyMembers(idCompany, 'PLAN_UPGRADE_REQUEST', members, message)).toEqual([
      ana.loginInfo.idUser,
    ]);
    expect(await service.notifyMembers(idCompany, 'PASSWORD_CHANGED', members, message)).toEqual(
      [joao.loginInfo.idUser, ana.loginInfo.idUser].sort((a, b) => a - b),
    );
    await t.db
      .updateTable('notifications')
      .set({ status: 'DEACTIVATED' })
      .where('idCompany', '=', idCompany)
      .where('type', '=', 'COMMENT_HIDDEN')
      .execute();
    expect(await service.notifyMembers(idCompany, 'COMMENT_HIDDEN', members, message)).toEqual([]);
    expect(
      t.mailer.sent
        .filter((mail) => mail.subject === 'Novidade')
        .map((mail) => mail.to)
        .sort(),
    ).toEqual(['ana@acme.example', 'ana@acme.example', 'joao@acme.example']);
  });

  it('logs a failed delivery and goes on with the other members', async () => {
    const failing = {
      send: async (mail: { to: string }) => {
        if (mail.to === 'joao@acme.example') throw new Error('smtp down');
      },
    };
    const service = notificationsService({
      notificationsRepository: notificationsRepository({ db: t.db }),
      mailer: failing,
      clock: t.clock,
      log: t.app.log,
    });
    const joao = await t.login('joao@acme.example', 'acme-academy');
    const ana = await t.login('ana@acme.example', 'acme-academy');
    expect(
      await service.notifyMembers(
        joao.loginInfo.idCompany,
        'PASSWORD_CHANGED',
        [joao.loginInfo.idUser, ana.loginInfo.idUser],
        {
          subject: 'x',
          text: 'y',
        },
      ),
    ).toEqual([ana.loginInfo.idUser]);
  });
});

describe('contact us and features', () => {
  it('answers the CONTACT_US texts and sends the message to the company address', async () => {
    const maria = await t.login('maria@acme.example', 'acme-academy');
    const texts = await t.app.inject({ url: '/notifications/emails?key=CONTACT_US', headers: maria.headers });
    expect(body(texts).result).toMatchObject({ title: 'Fale conosco', to: 'pessoas@acme.example' });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/notifications/emails/CONTACT_US',
      headers: maria.headers,
      payload: { message: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(body(empty).message).toContain('O preenchimento do campo é obrigatório.');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/notifications/emails/CONTACT_US',
      headers: maria.headers,
      payload: { message: 'Não consigo abrir o vídeo da aula 2.' },
    });
    expect(sent.statusCode).toBe(200);
    const mail = t.mailer.sent.at(-1);
    expect(mail?.to).toBe('pessoas@acme.example');
    expect(mail?.text).toContain('Não consigo abrir o vídeo da aula 2.');
    expect(mail?.text).toContain('Maria Souza');
  });

  it("refuses the form of a company without the feature, and answers each company's features", async () => {
    const carlos = await t.login('carlos@globex.example');
    const texts = await t.app.inject({ url: '/notifications/emails/CONTACT_US', headers: carlos.headers });
    expect(texts.statusCode).toBe(403);
    const feature = await t.app.inject({ url: '/learning/features/CONTACT_US', headers: carlos.headers });
    expect(feature.statusCode).toBe(404);
    const maria = await t.login('maria@acme.example', 'acme-academy');
    const on = await t.app.inject({ url: '/learning/features/CONTACT_US', headers: maria.headers });
    expect(body(on).active).toBe(true);
    const bad = await t.app.inject({ url: '/learning/features/contact-us', headers: maria.headers });
    expect(bad.statusCode).toBe(400);
  });
});
