import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const profileOf = (name: string, extra: Record<string, unknown> = {}) => ({ name, ...extra });

describe('GET /users/:idUser', () => {
  it("answers the member's own profile with CPF and phone formatted", async () => {
    const maria = await t.login('maria@acme.example');
    const response = await t.app.inject({ url: `/users/${maria.loginInfo.idUser}`, headers: maria.headers });
    expect(response.statusCode).toBe(200);
    expect(body(response).user).toMatchObject({
      name: 'Maria Souza',
      email: 'maria@acme.example',
      cpf: '529.982.247-25',
      phone: '(11) 98765-4321',
      userLicenceTermsAccepted: 1,
    });
    expect(response.body).not.toContain('passwordHash');
  });

  it("answers 404 for another member's id, in the same company or another", async () => {
    const maria = await t.login('maria@acme.example');
    const joao = await t.login('joao@acme.example');
    const carlos = await t.login('carlos@globex.example');
    for (const idUser of [joao.loginInfo.idUser, carlos.loginInfo.idUser]) {
      const response = await t.app.inject({ url: `/users/${idUser}`, headers: maria.headers });
      expect(response.statusCode).toBe(404);
    }
    const globexReadsAcme = await t.app.inject({ url: `/users/${maria.loginInfo.idUser}`, headers: carlos.headers });
    expect(globexReadsAcme.statusCode).toBe(404);
  });

  it('refuses a caller without a session', async () => {
    const response = await t.app.inject({ url: '/users/1' });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /users/:idUser', () => {
  it("refuses a CPF with wrong check digits with 'CPF inválido' and keeps the stored one", async () => {
    const joao = await t.login('joao@acme.example');
    const url = `/users/${joao.loginInfo.idUser}`;
    const response = await t.app.inject({
      method: 'PUT',
      url,
      headers: joao.headers,
      payload: profileOf('João Pereira', { cpf: '529.982.247-24' }),
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ code: 'VALIDATION_FAILED', field: 'cpf', message: 'CPF inválido' });
    const after = await t.app.inject({ url, headers: joao.headers });
    expect(body(after).user.cpf).toBeNull();
  });

  it('refuses a phone with an unassigned area code with the example message', async () => {
    const joao = await t.login('joao@acme.example');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/users/${joao.loginInfo.idUser}`,
      headers: joao.headers,
      payload: profileOf('João Pereira', { phone: '(23) 98765-4321' }),
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      field: 'phone',
      message: 'Telefone invalido, por favor digite corretamente. Exemplo: (99) 99999-9999',
    });
  });

  it('requires the name', async () => {
    const joao = await t.login('joao@acme.example');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/users/${joao.loginInfo.idUser}`,
      headers: joao.headers,
      payload: profileOf('   '),
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ field: 'name', message: 'Nome obrigatório' });
  });

  it('refuses a name over 200 characters with the product’s pt-BR message at its field, keeping the stored one', async () => {
    const joao = await t.login('joao@acme.example');
    const url = `/users/${joao.loginInfo.idUser}`;
    const before = body(await t.app.inject({ url, headers: joao.headers })).user.name;
    const response = await t.app.inject({
      method: 'PUT',
      url,
      headers: joao.headers,
      payload: profileOf('N'.repeat(201)),
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ field: 'name', message: 'Use no máximo 200 caracteres.' });
    expect(response.body).not.toMatch(/Demasiado|esperava|<=|Too big/);
    expect(body(await t.app.inject({ url, headers: joao.headers })).user.name).toBe(before);
  });

  it('saves name, CPF and phone (stored as digits) and answers the success message', async () => {
    const joao = await t.login('joao@acme.example');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/users/${joao.loginInfo.idUser}`,
      headers: joao.headers,
      payload: profileOf('  João P. Pereira ', { cpf: '39053344705', phone: '21999998888' }),
    });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({
      success: true,
      message: 'Perfil atualizado com sucesso',
      user: { name: 'João P. Pereira', cpf: '390.533.447-05', phone: '(21) 99999-8888' },
    });
    const row = await t.db
      .selectFrom('users')
      .select(['cpf', 'phone'])
      .where('idUser', '=', joao.loginInfo.idUser)
      .executeTakeFirst();
    expect(row).toEqual({ cpf: '39053344705', phone: '21999998888' });
  });

  it('clears the notifications when communications are refused, and never stores both on', async () => {
    const joao = await t.login('joao@acme.example');
    const url = `/users/${joao.loginInfo.idUser}`;
    const refused = await t.app.inject({
      method: 'PUT',
      url,
      headers: joao.headers,
      payload: profileOf('João', { communicationAccepted: 0, emailNotification: 1, smsNotification: 1 }),
    });
    expect(body(refused).user).toMatchObject({ communicationAccepted: 0, emailNotification: 0, smsNotification: 0 });
    const both = await t.app.inject({
      method: 'PUT',
      url,
      headers: joao.headers,
      payload: profileOf('João', { communicationAccepted: 1, emailNotification: 1, smsNotification: 1 }),
    });
    expect(body(both).user).toMatchObject({ communicationAccepted: 1, emailNotification: 1, smsNotification: 0 });
  });

  it("does not let a member change another member's profile", async () => {
    const joao = await t.login('joao@acme.example');
    const maria = await t.login('maria@acme.example');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/users/${maria.loginInfo.idUser}`,
      headers: joao.headers,
      payload: profileOf('Invasor'),
    });
    expect(response.statusCode).toBe(404);
    const row = await t.db
      .selectFrom('users')
      .select('name')
      .where('idUser', '=', maria.loginInfo.idUser)
      .executeTakeFirst();
    expect(row?.name).toBe('Maria Souza');
  });
});

describe('terms (PUT /users/agreement/:idUser)', () => {
  it('a member who has not accepted the current version sees the terms pending at login', async () => {
    const bruno = await t.login('bruno@acme.example');
    expect(bruno.loginInfo).toMatchObject({ userLicenceTermsAccepted: 0, agreementVersion: 1 });
    expect(bruno.loginInfo.agreementTerms).toContain('Termos de uso');
    const maria = await t.login('maria@acme.example');
    expect(maria.loginInfo).toMatchObject({ userLicenceTermsAccepted: 1, agreementVersion: 1 });
  });

  it('refuses to accept a version other than the current one', async () => {
    const bruno = await t.login('bruno@acme.example');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/users/agreement/${bruno.loginInfo.idUser}`,
      headers: bruno.headers,
      payload: { userLicenceTermsAccepted: 2, communicationAccepted: 0 },
    });
    expect(response.statusCode).toBe(409);
    expect(body(response).code).toBe('TERMS_VERSION_CHANGED');
  });

  it('records the acceptance per app with the communications choice, answering the previous version', async () => {
    const bruno = await t.login('bruno@acme.example');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/users/agreement/${bruno.loginInfo.idUser}`,
      headers: bruno.headers,
      payload: { userLicenceTermsAccepted: 1, communicationAccepted: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({
      success: true,
      userLicenceTermsAccepted: 1,
      communicationAccepted: 1,
      previousVersion: 0,
    });
    const again = await t.login('bruno@acme.example');
    expect(again.loginInfo).toMatchObject({ userLicenceTermsAccepted: 1, communicationAccepted: 1 });
    // The learning app has its own agreement: accepting the content app's does not accept it.
    const academy = await t.login('bruno@acme.example', 'acme-academy');
    expect(academy.loginInfo.userLicenceTermsAccepted).toBe(0);
  });

  it('records the communications choice on an app without an agreement (version 0)', async () => {
    const joao = await t.login('joao@acme.example', 'acme-academy');
    expect(joao.loginInfo.agreementVersion).toBe(0);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/users/agreement/${joao.loginInfo.idUser}`,
      headers: joao.headers,
      payload: { userLicenceTermsAccepted: 0, communicationAccepted: 1 },
    });
    expect(body(response)).toEqual({
      success: true,
      userLicenceTermsAccepted: 0,
      communicationAccepted: 1,
      previousVersion: 0,
    });
    expect((await t.login('joao@acme.example', 'acme-academy')).loginInfo.communicationAccepted).toBe(1);
  });

  it("answers 404 for another member's agreement", async () => {
    const bruno = await t.login('bruno@acme.example');
    const maria = await t.login('maria@acme.example');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/users/agreement/${maria.loginInfo.idUser}`,
      headers: bruno.headers,
      payload: { userLicenceTermsAccepted: 1, communicationAccepted: 0 },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('PUT /users/editField/:idUser', () => {
  it('refuses a photo address that is not a file this member uploaded', async () => {
    const joao = await t.login('joao@acme.example');
    const maria = await t.login('maria@acme.example');
    for (const value of [
      'https://evil.example/x.jpg',
      `/files/profile/${maria.loginInfo.idCompany}/${maria.loginInfo.idUser}/a.jpg`,
    ]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/users/editField/${joao.loginInfo.idUser}`,
        headers: joao.headers,
        payload: { field: 'photo', value },
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('changes the install prompt flag alone and refuses an unknown field', async () => {
    const joao = await t.login('joao@acme.example');
    const url = `/users/editField/${joao.loginInfo.idUser}`;
    const ok = await t.app.inject({
      method: 'PUT',
      url,
      headers: joao.headers,
      payload: { field: 'askPWA', value: 1 },
    });
    expect(body(ok).user.askPWA).toBe(1);
    const unknown = await t.app.inject({
      method: 'PUT',
      url,
      headers: joao.headers,
      payload: { field: 'admin', value: 1 },
    });
    expect(unknown.statusCode).toBe(400);
  });
});
