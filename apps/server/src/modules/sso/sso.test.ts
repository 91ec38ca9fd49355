import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { createTestIdp, readAuthnRequest } from '../../../test/saml-idp';

let t: TestApp;
const idp = createTestIdp();
const HOST = 'acme.localhost:3000';
const ORIGIN = `http://${HOST}`;

beforeAll(async () => {
  t = await createTestApp();
  await configure({});
});
afterAll(async () => {
  await t.close();
});

async function configure(extra: Record<string, unknown>) {
  await t.db
    .updateTable('apps')
    .set({
      samlConfiguration: JSON.stringify({
        entryPoint: 'https://idp.test/sso',
        idpCert: idp.publicKeyPem,
        autoRedirect: true,
        logoutUrl: 'https://idp.test/logout',
        ...extra,
      }),
    })
    .where('bucket', '=', 'acme')
    .execute();
}

const ssoPath = () => {
  const { idApp, idCompany } = t.appOf('acme');
  return `/login/sso/acme/${idApp}/${idCompany}`;
};

/** Starts a sign-on as the browser would and reads the AuthnRequest the identity provider receives. */
async function startSignOn(callback = `${ORIGIN}/login`) {
  const response = await t.app.inject({
    url: `${ssoPath()}?callback=${encodeURIComponent(callback)}`,
    headers: { host: HOST },
  });
  expect(response.statusCode).toBe(302);
  const location = response.headers.location as string;
  expect(location.startsWith('https://idp.test/sso?')).toBe(true);
  return readAuthnRequest(location);
}

async function postAnswer(SAMLResponse: string, RelayState: string | null) {
  return t.app.inject({
    method: 'POST',
    url: `${ssoPath()}/acs`,
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ SAMLResponse, RelayState: RelayState ?? '' }).toString(),
  });
}

const answerFor = (request: Awaited<ReturnType<typeof startSignOn>>, email: string, name = 'Pessoa') => ({
  requestId: request.id,
  acsUrl: request.acsUrl,
  audience: request.issuer,
  email,
  name,
});

describe('single sign-on with SAML 2.0', () => {
  it('says the app has single sign-on with auto-redirect', async () => {
    const details = await t.app.inject({ method: 'POST', url: '/app/details', payload: { bucket: 'acme' } });
    expect(body(details).app[0]).toMatchObject({ hasSamlConfiguration: 1, samlConfiguration: { autoRedirect: 1 } });
    const maria = await t.login('maria@acme.example');
    expect(maria.loginInfo).toMatchObject({ logoutUrl: 'https://idp.test/logout' });
  });

  it('sends the browser to the identity provider with a request naming our ACS address', async () => {
    const request = await startSignOn();
    expect(request.id).toMatch(/^_[0-9a-f]{40}$/);
    expect(request.acsUrl).toBe(`${ORIGIN}${ssoPath()}/acs`);
    expect(request.issuer).toBe('trilha:acme');
    expect(request.relayState).toBe(`${ORIGIN}/login`);
  });

  it('signs in the member the signed answer names, by e-mail, returning to the login page with a token', async () => {
    const request = await startSignOn();
    const response = await postAnswer(idp.buildResponse(answerFor(request, 'Maria@Acme.example')), request.relayState);
    expect(response.statusCode).toBe(303);
    const location = new URL(response.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${ORIGIN}/login`);
    const token = location.searchParams.get('token') ?? '';
    const maria = await t.login('maria@acme.example');
    const own = await t.app.inject({
      url: `/users/${maria.loginInfo.idUser}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(own.statusCode).toBe(200);
    expect(body(own).user.email).toBe('maria@acme.example');
  });

  it('refuses the same answer a second time (replay)', async () => {
    const request = await startSignOn();
    const answer = idp.buildResponse(answerFor(request, 'maria@acme.example'));
    expect((await postAnswer(answer, request.relayState)).headers.location).toContain('token=');
    const replay = await postAnswer(answer, request.relayState);
    expect(replay.headers.location).toBe(`${ORIGIN}/login?byPassSSO=true&ssoError=1`);
  });

  it('refuses a tampered assertion: the e-mail changed after signing', async () => {
    const request = await startSignOn();
    const signed = idp.buildResponseXml(answerFor(request, 'joao@acme.example'));
    const tampered = signed.replaceAll('joao@acme.example', 'ana@acme.example');
    expect(tampered).not.toBe(signed);
    const response = await postAnswer(Buffer.from(tampered).toString('base64'), request.relayState);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${ORIGIN}/login?byPassSSO=true&ssoError=1`);
  });

  it('refuses an answer signed with another key, one for a request never made, and one that expired', async () => {
    const forgedRequest = await startSignOn();
    const forged = await postAnswer(
      idp.buildForgedResponse(answerFor(forgedRequest, 'maria@acme.example')),
      forgedRequest.relayState,
    );
    expect(forged.headers.location).toContain('ssoError=1');

    const unsolicited = await postAnswer(
      idp.buildResponse({
        requestId: '_never-made',
        acsUrl: `${ORIGIN}${ssoPath()}/acs`,
        audience: 'trilha:acme',
        email: 'maria@acme.example',
        name: 'M',
      }),
      null,
    );
    expect(unsolicited.headers.location).toContain('ssoError=1');

    const staleRequest = await startSignOn();
    const stale = await postAnswer(
      idp.buildResponse({ ...answerFor(staleRequest, 'maria@acme.example'), shiftMs: -60 * 60 * 1000 }),
      staleRequest.relayState,
    );
    expect(stale.headers.location).toContain('ssoError=1');
  });

  it('creates a member the identity provider vouches for on first sign-in, unless the app turns that off', async () => {
    const request = await startSignOn();
    const response = await postAnswer(
      idp.buildResponse(answerFor(request, 'nova@acme.example', 'Nova Pessoa')),
      request.relayState,
    );
    expect(response.headers.location).toContain('token=');
    const created = await t.db
      .selectFrom('users')
      .select(['name', 'idCompany', 'passwordHash'])
      .where('email', '=', 'nova@acme.example')
      .executeTakeFirst();
    expect(created).toEqual({ name: 'Nova Pessoa', idCompany: t.appOf('acme').idCompany, passwordHash: null });

    await configure({ jitProvisioning: false });
    try {
      const second = await startSignOn();
      const refused = await postAnswer(idp.buildResponse(answerFor(second, 'outra@acme.example')), second.relayState);
      expect(refused.headers.location).toContain('ssoError=1');
    } finally {
      await configure({});
    }
  });

  it("never sends the token to a host that is not one of the app's", async () => {
    const request = await startSignOn('https://evil.example/steal');
    expect(request.relayState).toBe(`${ORIGIN}/login`);
    const response = await postAnswer(
      idp.buildResponse(answerFor(request, 'maria@acme.example')),
      'https://evil.example/steal',
    );
    expect(new URL(response.headers.location as string).origin).toBe(ORIGIN);
  });

  it('does not sign a Globex member into Acme, and answers 404 for a path whose ids do not match', async () => {
    const request = await startSignOn();
    const response = await postAnswer(
      idp.buildResponse(answerFor(request, 'carlos@globex.example')),
      request.relayState,
    );
    // Unknown in Acme: a new Acme member would be created, never the Globex one signed in.
    const token = new URL(response.headers.location as string).searchParams.get('token');
    const globex = await t.db
      .selectFrom('users')
      .select('idUser')
      .where('email', '=', 'carlos@globex.example')
      .where('idCompany', '=', t.appOf('globex').idCompany)
      .executeTakeFirstOrThrow();
    const read = await t.app.inject({ url: `/users/${globex.idUser}`, headers: { authorization: `Bearer ${token}` } });
    expect(read.statusCode).toBe(404);

    const { idApp } = t.appOf('acme');
    const mismatch = await t.app.inject({
      url: `/login/sso/acme/${idApp}/${t.appOf('globex').idCompany}`,
      headers: { host: HOST },
    });
    expect(mismatch.statusCode).toBe(404);
  });

  it('an app without single sign-on sends the browser back to the login', async () => {
    const { idApp, idCompany } = t.appOf('globex');
    const response = await t.app.inject({
      url: `/login/sso/globex/${idApp}/${idCompany}`,
      headers: { host: 'globex.localhost' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('http://globex.localhost/login?byPassSSO=true&ssoError=1');
  });
});
