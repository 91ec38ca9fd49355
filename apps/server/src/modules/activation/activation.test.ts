import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const CARLA_PHONE = '(11) 99123-4567';

async function sendPin(phone: string, bucket = 'acme', from = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/contract/sendpin',
    remoteAddress: from,
    payload: { phone, idAppType: '1', idApp: t.appOf(bucket).idApp },
  });
}
async function checkPin(phone: string, pin: string, bucket = 'acme') {
  return t.app.inject({
    method: 'POST',
    url: '/contract/checkpin',
    payload: { phone, pin, idApp: t.appOf(bucket).idApp },
  });
}
async function lastSms(to: string): Promise<string> {
  const row = await t.db
    .selectFrom('outbox')
    .select('body')
    .where('channel', '=', 'sms')
    .where('recipient', '=', to)
    .orderBy('idOutbox', 'desc')
    .executeTakeFirstOrThrow();
  return /(\d{6})/.exec(row.body)?.[1] ?? '';
}
const smsCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('channel', '=', 'sms')
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('activation by phone and PIN', () => {
  it('sends a PIN by SMS to the outbox (never in the answer); the PIN leads to /registro, where the password is created', async () => {
    const sent = await sendPin(CARLA_PHONE);
    expect(sent.statusCode).toBe(200);
    expect(sent.body).not.toMatch(/\d{6}/);
    const pin = await lastSms('11991234567');
    expect(pin).toMatch(/^\d{6}$/);

    const checked = await checkPin('11991234567', pin);
    expect(checked.statusCode).toBe(200);
    expect(body(checked)).toMatchObject({ success: true, name: 'Carla Dias' });

    const reset = await t.app.inject({
      method: 'POST',
      url: '/login/reset',
      payload: { token: body(checked).token, password: 'Carla2026ok' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { username: 'carla@acme.example', password: 'Carla2026ok', idAppType: 1, idApp: t.appOf('acme').idApp },
    });
    expect(login.statusCode).toBe(200);

    // The PIN works once.
    expect((await checkPin(CARLA_PHONE, pin)).statusCode).toBe(400);
  });

  it('answers the same for a number nobody has, and sends nothing', async () => {
    const before = await smsCount();
    const known = await sendPin(CARLA_PHONE);
    const unknown = await sendPin('(11) 90000-0001');
    expect(body(unknown)).toEqual(body(known));
    expect(await smsCount()).toBe(before + 1);
  });

  it("refuses a wrong PIN with 'Erro ao validar PIN.', and the right one after 5 wrong tries", async () => {
    await sendPin(CARLA_PHONE);
    const pin = await lastSms('11991234567');
    const wrong = pin === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await checkPin(CARLA_PHONE, wrong);
      expect(response.statusCode).toBe(400);
      expect(body(response).message).toBe('Erro ao validar PIN.');
    }
    expect((await checkPin(CARLA_PHONE, pin)).statusCode).toBe(400);
  });

  it('refuses an expired PIN', async () => {
    await sendPin(CARLA_PHONE);
    const pin = await lastSms('11991234567');
    t.clock.advance(11 * 60 * 1000);
    expect((await checkPin(CARLA_PHONE, pin)).statusCode).toBe(400);
  });

  it("does not send a PIN to an Acme member's phone from the Globex app", async () => {
    const before = await smsCount();
    await sendPin(CARLA_PHONE, 'globex');
    expect(await smsCount()).toBe(before);
  });

  it('refuses an invalid phone with the phone message', async () => {
    const response = await sendPin('(00) 12345-6789');
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      field: 'phone',
      message: 'Telefone invalido, por favor digite corretamente. Exemplo: (99) 99999-9999',
    });
  });

  it('limits PINs per phone per hour', async () => {
    t.clock.advance(2 * 60 * 60 * 1000);
    const answers = [];
    for (let index = 0; index < 6; index++) answers.push((await sendPin(CARLA_PHONE)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("answers a member's number and an unknown one alike, limit included", async () => {
    t.clock.advance(2 * 60 * 60 * 1000);
    const answers = async (phone: string, from: string) => {
      const list = [];
      for (let index = 0; index < 6; index++) {
        const response = await sendPin(phone, 'acme', from);
        list.push([response.statusCode, body(response).message]);
      }
      return list;
    };
    const member = await answers(CARLA_PHONE, '198.51.100.20');
    const unknown = await answers('(21) 98888-7777', '198.51.100.21');
    expect(unknown).toEqual(member);
    expect(member.map(([status]) => status)).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("does not let someone else's requests keep a member from their first access", async () => {
    t.clock.advance(2 * 60 * 60 * 1000);
    for (let index = 0; index < 6; index++) await sendPin(CARLA_PHONE, 'acme', '203.0.113.66');
    expect((await sendPin(CARLA_PHONE, 'acme', '203.0.113.66')).statusCode).toBe(429);
    // Carla, from her own phone's address, still gets a PIN, and it works.
    const own = await sendPin(CARLA_PHONE, 'acme', '192.0.2.10');
    expect(own.statusCode).toBe(200);
    const checked = await checkPin(CARLA_PHONE, await lastSms('11991234567'));
    expect(checked.statusCode).toBe(200);
  });

  it('limits one address asking PINs for many numbers', async () => {
    t.clock.advance(2 * 60 * 60 * 1000);
    const statuses = [];
    for (let index = 0; index < 21; index++) {
      statuses.push((await sendPin(`(31) 97777-${String(1000 + index)}`, 'acme', '198.51.100.99')).statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
  });
});
