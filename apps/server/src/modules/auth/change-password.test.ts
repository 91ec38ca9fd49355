import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { DEMO_PASSWORD } from '../../packs/demo-packs';
import { hashPassword } from '../../platform/passwords';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const change = (idUser: number, headers: Record<string, string>, payload: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: `/users/${idUser}/change-password`, headers, payload });

describe('PUT /users/:idUser/change-password', () => {
  it("says 'Senha atual incorreta' for a wrong current password and keeps the old one", async () => {
    const joao = await t.login('joao@acme.example', 'acme-academy');
    const wrong = await change(joao.loginInfo.idUser, joao.headers, {
      currentPassword: 'errada123',
      newPassword: 'Caminho2026',
    });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong)).toMatchObject({
      code: 'CURRENT_PASSWORD_INCORRECT',
      message: 'Senha atual incorreta',
      field: 'currentPassword',
    });
    expect((await t.app.inject({ url: `/users/${joao.loginInfo.idUser}`, headers: joao.headers })).statusCode).toBe(
      200,
    );
  });

  it('applies the rules of section 5 to the new password', async () => {
    const joao = await t.login('joao@acme.example', 'acme-academy');
    const weak = await change(joao.loginInfo.idUser, joao.headers, {
      currentPassword: 'trilha123',
      newPassword: 'abc',
    });
    expect(weak.statusCode).toBe(400);
    expect(body(weak).message).toContain('Ao menos 8 caracteres');
    const noDigit = await change(joao.loginInfo.idUser, joao.headers, {
      currentPassword: 'trilha123',
      newPassword: 'semnumeros',
    });
    expect(body(noDigit).message).toContain('Ao menos um número');
    for (const common of ['trilha123', 'Senha@2026', 'qwerty123']) {
      const refused = await change(joao.loginInfo.idUser, joao.headers, {
        currentPassword: 'trilha123',
        newPassword: common,
      });
      expect(refused.statusCode).toBe(400);
      expect(body(refused).message).toContain('Não use uma senha comum ou fácil de adivinhar');
    }
    // The member's own name, and the app's, with digits are refused by the server (it knows them).
    for (const personal of ['joao.2026!', 'Academy2026']) {
      const refused = await change(joao.loginInfo.idUser, joao.headers, {
        currentPassword: 'trilha123',
        newPassword: personal,
      });
      expect(body(refused)).toMatchObject({ code: 'PASSWORD_TOO_COMMON', field: 'newPassword' });
    }
  });

  it("changes the password, ends the member's other sessions and keeps this one with a new token", async () => {
    const other = await t.login('maria@acme.example', 'acme');
    const here = await t.login('maria@acme.example', 'acme-academy');
    const idUser = here.loginInfo.idUser;
    const changed = await change(idUser, here.headers, {
      currentPassword: 'trilha123',
      newPassword: 'Serra-Azul-2026',
    });
    expect(changed.statusCode).toBe(200);
    expect(body(changed)).toMatchObject({ success: true, message: 'Senha alterada com sucesso!' });
    const fresh = { authorization: `Bearer ${body(changed).token}` };
    expect((await t.app.inject({ url: `/users/${idUser}`, headers: fresh })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/users/${idUser}`, headers: other.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/users/${idUser}`, headers: here.headers })).statusCode).toBe(401);

    const academy = t.appOf('acme-academy');
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/login',
        payload: { username: 'maria@acme.example', password, idAppType: 2, idApp: academy.idApp },
      });
    expect((await login('trilha123')).statusCode).toBe(401);
    expect((await login('Serra-Azul-2026')).statusCode).toBe(200);
    // Put the demo password back for the other tests of this file (a password the policy no longer takes).
    await t.db
      .updateTable('users')
      .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
      .where('idUser', '=', idUser)
      .execute();
  });

  it("answers another member's id as not found", async () => {
    const joao = await t.login('joao@acme.example', 'acme-academy');
    const maria = await t.login('maria@acme.example', 'acme-academy');
    const response = await change(maria.loginInfo.idUser, joao.headers, {
      currentPassword: 'trilha123',
      newPassword: 'Caminho2026',
    });
    expect(response.statusCode).toBe(404);
  });
});
