import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER } from './idempotency';

let t: TestApp;
let maria: Awaited<ReturnType<TestApp['login']>>;
let joao: Awaited<ReturnType<TestApp['login']>>;

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login('maria@acme.example');
  joao = await t.login('joao@acme.example');
});
afterAll(async () => {
  await t.close();
});

const idSectionOf = async (text: string) =>
  (
    await t.db
      .selectFrom('sections')
      .select('idSection')
      .where('idApp', '=', t.appOf('acme').idApp)
      .where('text', '=', text)
      .executeTakeFirstOrThrow()
  ).idSection;

/** A write that is not idempotent by itself: each call records one more visit. */
async function recordVisit(session: typeof maria, key?: string, timeExecuted = 30) {
  const idSection = await idSectionOf('Podcasts');
  return t.app.inject({
    method: 'POST',
    url: '/tracking/exit',
    headers: { ...session.headers, ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
    payload: {
      timeStart: '2026-11-21 11:58:00',
      idNavigationItem: idSection,
      idNavigationType: 2,
      idSection,
      timeExecuted,
    },
  });
}

const visitsOf = async (session: typeof maria) =>
  (
    await t.db
      .selectFrom('navigation_trackings')
      .select('idUser')
      .where('idUser', '=', session.loginInfo.idUser)
      .execute()
  ).length;

describe('writes with an Idempotency-Key', () => {
  it('run once: a replay gets the first answer again and writes nothing', async () => {
    const before = await visitsOf(maria);
    const first = await recordVisit(maria, 'visita-0001-abcdef');
    expect(first.statusCode).toBe(200);
    expect(first.headers[IDEMPOTENT_REPLAY_HEADER]).toBeUndefined();
    const again = await recordVisit(maria, 'visita-0001-abcdef');
    expect(again.statusCode).toBe(200);
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER]).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await visitsOf(maria)).toBe(before + 1);
    // Without a key, every call writes.
    await recordVisit(maria);
    await recordVisit(maria);
    expect(await visitsOf(maria)).toBe(before + 3);
  });

  it('belong to one member: the same key from another member is a new write', async () => {
    const before = await visitsOf(joao);
    expect((await recordVisit(joao, 'visita-0001-abcdef')).headers[IDEMPOTENT_REPLAY_HEADER]).toBeUndefined();
    expect(await visitsOf(joao)).toBe(before + 1);
  });

  it('refuses a key reused for another call, and a malformed key', async () => {
    const reused = await t.app.inject({
      method: 'POST',
      url: '/logs',
      headers: { ...maria.headers, [IDEMPOTENCY_HEADER]: 'visita-0001-abcdef' },
      payload: { event: 'content/share/copy' },
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    const malformed = await recordVisit(maria, 'curta');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_INVALID',
      message: 'Chave de idempotência inválida.',
    });
  });

  it('forgets a refused first attempt, so the corrected write can use the key', async () => {
    const before = await visitsOf(maria);
    const refused = await recordVisit(maria, 'visita-0002-abcdef', -1);
    expect(refused.statusCode).toBe(400);
    const accepted = await recordVisit(maria, 'visita-0002-abcdef', 10);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.headers[IDEMPOTENT_REPLAY_HEADER]).toBeUndefined();
    expect(await visitsOf(maria)).toBe(before + 1);
  });

  it('answers 409 while the first request with the key is still running, and lets a stuck one be taken over', async () => {
    const idUser = maria.loginInfo.idUser;
    const idCompany = maria.loginInfo.idCompany;
    const idSection = await idSectionOf('Podcasts');
    await t.db
      .insertInto('idempotency_keys')
      .values({
        idCompany,
        idUser,
        key: 'visita-0003-abcdef',
        method: 'POST',
        path: '/tracking/exit',
        statusCode: null,
        response: null,
        createdAt: t.clock.now().toISOString(),
      })
      .execute();
    expect(idSection).toBeGreaterThan(0);
    const running = await recordVisit(maria, 'visita-0003-abcdef');
    expect(running.statusCode).toBe(409);
    expect(running.json()).toMatchObject({ code: 'IDEMPOTENCY_IN_PROGRESS' });
    t.clock.advance(2 * 60 * 1000);
    const takenOver = await recordVisit(maria, 'visita-0003-abcdef');
    expect(takenOver.statusCode).toBe(200);
  });
});
