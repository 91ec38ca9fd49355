import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import { signXml } from '@node-saml/node-saml/lib/xml.js';

/** What an identity provider says about the person signing in. */
export type SamlAssertionInput = {
  /** The AuthnRequest this answers (InResponseTo). */
  requestId: string;
  /** Where the answer is posted (our ACS address). */
  acsUrl: string;
  /** Our entity id, the assertion's audience. */
  audience: string;
  email: string;
  name: string;
  /** Moves the validity window (ms), to make stale answers. */
  shiftMs?: number;
};

const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A SAML 2.0 identity provider for tests: an RSA key made for the run, signed assertions, and the
 * AuthnRequest read back from the redirect address.
 */
export function createTestIdp(issuer = 'https://idp.test/metadata') {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

  /** The signed Response as the XML text (before base64), so a test can tamper with it. */
  function buildResponseXml(input: SamlAssertionInput, signingKey = privateKeyPem): string {
    const now = Date.now() + (input.shiftMs ?? 0);
    const instant = new Date(now).toISOString();
    const notBefore = new Date(now - 60_000).toISOString();
    const notOnOrAfter = new Date(now + 5 * 60_000).toISOString();
    const id = (prefix: string) => `_${prefix}${randomBytes(12).toString('hex')}`;
    const xml = [
      `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id('r')}" Version="2.0" IssueInstant="${instant}" Destination="${xmlEscape(input.acsUrl)}" InResponseTo="${xmlEscape(input.requestId)}">`,
      `<saml:Issuer>${xmlEscape(issuer)}</saml:Issuer>`,
      '<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>',
      `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id('a')}" Version="2.0" IssueInstant="${instant}">`,
      `<saml:Issuer>${xmlEscape(issuer)}</saml:Issuer>`,
      '<saml:Subject>',
      `<saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${xmlEscape(input.email)}</saml:NameID>`,
      '<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">',
      `<saml:SubjectConfirmationData InResponseTo="${xmlEscape(input.requestId)}" NotOnOrAfter="${notOnOrAfter}" Recipient="${xmlEscape(input.acsUrl)}"/>`,
      '</saml:SubjectConfirmation>',
      '</saml:Subject>',
      `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}">`,
      `<saml:AudienceRestriction><saml:Audience>${xmlEscape(input.audience)}</saml:Audience></saml:AudienceRestriction>`,
      '</saml:Conditions>',
      `<saml:AuthnStatement AuthnInstant="${instant}" SessionIndex="${id('s')}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`,
      '<saml:AttributeStatement>',
      `<saml:Attribute Name="email"><saml:AttributeValue>${xmlEscape(input.email)}</saml:AttributeValue></saml:Attribute>`,
      `<saml:Attribute Name="displayName"><saml:AttributeValue>${xmlEscape(input.name)}</saml:AttributeValue></saml:Attribute>`,
      '</saml:AttributeStatement>',
      '</saml:Assertion>',
      '</samlp:Response>',
    ].join('');
    return signXml(
      xml,
      "//*[local-name(.)='Assertion']",
      { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' },
      { privateKey: signingKey, signatureAlgorithm: 'sha256', digestAlgorithm: 'sha256' },
    );
  }

  return {
    issuer,
    publicKeyPem,
    buildResponseXml,
    /** The base64 `SAMLResponse` form field. */
    buildResponse: (input: SamlAssertionInput) => Buffer.from(buildResponseXml(input)).toString('base64'),
    /** A response signed with another key, as a forger would make it. */
    buildForgedResponse: (input: SamlAssertionInput) => {
      const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
      return Buffer.from(buildResponseXml(input, other.export({ type: 'pkcs8', format: 'pem' }).toString())).toString(
        'base64',
      );
    },
  };
}

export type TestIdp = ReturnType<typeof createTestIdp>;

/** The id, ACS address and issuer of the AuthnRequest carried by an HTTP-Redirect address. */
export function readAuthnRequest(redirectUrl: string): {
  id: string;
  acsUrl: string;
  issuer: string;
  relayState: string | null;
} {
  const url = new URL(redirectUrl);
  const xml = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
  const attribute = (name: string) => new RegExp(`${name}="([^"]+)"`).exec(xml)?.[1] ?? '';
  const issuer = /<saml:Issuer[^>]*>([^<]+)<\/saml:Issuer>/.exec(xml)?.[1] ?? '';
  return {
    id: attribute('ID'),
    acsUrl: attribute('AssertionConsumerServiceURL'),
    issuer,
    relayState: url.searchParams.get('RelayState'),
  };
}

/**
 * The identity provider as a local web server for journeys: `GET /sso` shows a sign-in page whose button
 * posts a signed answer for the chosen e-mail to the address the request named.
 */
export async function startTestIdpServer(people: Array<{ email: string; name: string; tamperAs?: string }>) {
  const idp = createTestIdp();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://idp.localhost');
    if (url.pathname === '/logout') {
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          '<!doctype html><html lang="pt-BR"><head><title>Sessão encerrada</title></head><body><main><h1>Sessão encerrada no provedor de identidade</h1></main></body></html>',
        );
      return;
    }
    if (url.pathname !== '/sso') {
      response.writeHead(404).end();
      return;
    }
    const authn = readAuthnRequest(url.toString());
    const forms = people
      .map((person) => {
        const signed = idp.buildResponseXml({
          requestId: authn.id,
          acsUrl: authn.acsUrl,
          audience: authn.issuer,
          email: person.email,
          name: person.name,
        });
        // `tamperAs` swaps the e-mail after signing, as an attacker editing the answer would.
        const xml = person.tamperAs ? signed.replaceAll(person.email, person.tamperAs) : signed;
        const samlResponse = Buffer.from(xml).toString('base64');
        const label = person.tamperAs ? `Entrar como ${person.tamperAs} (alterado)` : `Entrar como ${person.email}`;
        return `<form method="post" action="${xmlEscape(authn.acsUrl)}"><input type="hidden" name="SAMLResponse" value="${samlResponse}"><input type="hidden" name="RelayState" value="${xmlEscape(authn.relayState ?? '')}"><button type="submit">${xmlEscape(label)}</button></form>`;
      })
      .join('');
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="pt-BR"><head><title>Provedor de identidade</title></head><body><main><h1>Provedor de identidade de teste</h1>${forms}</main></body></html>`,
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    idp,
    entryPoint: `http://127.0.0.1:${port}/sso`,
    logoutUrl: `http://127.0.0.1:${port}/logout`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
