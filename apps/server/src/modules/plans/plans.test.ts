import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const academy = () => t.appOf('acme-academy');
const essencial = async () =>
  (
    await t.db
      .selectFrom('plans as p')
      .innerJoin('companies as c', 'c.idCompany', 'p.idCompany')
      .select('p.idPlan')
      .where('c.name', '=', 'Acme')
      .where('p.idRef', '=', 'essencial')
      .executeTakeFirstOrThrow()
  ).idPlan;
const planOf = async (idRef: string) =>
  (
    await t.db
      .selectFrom('plans as p')
      .innerJoin('companies as c', 'c.idCompany', 'p.idCompany')
      .select('p.idPlan')
      .where('c.name', '=', 'Acme')
      .where('p.idRef', '=', idRef)
      .executeTakeFirstOrThrow()
  ).idPlan;
const trialForm = (idPlan: number) => ({
  idPlan,
  department: 'Pessoas',
  role: 'Gerente',
  phone: '(11) 98765-4321',
  numberOfEmployees: '101-250',
});

describe('plans of the app', () => {
  it("lists the company's plans with the app's running trial, and puts it in the login answer", async () => {
    const maria = await t.login('maria@acme.example', 'acme-academy');
    expect(maria.activePlan).toMatchObject({
      name: 'Essencial',
      trial: 1,
      trialsCount: 1,
      idCompanyApp: academy().idApp,
    });
    const response = await t.app.inject({ url: '/learning/plans?withDetails=1', headers: maria.headers });
    expect(response.statusCode).toBe(200);
    const answer = body(response);
    expect(answer.result.map((plan: { name: string }) => plan.name)).toEqual([
      'Essencial',
      'Profissional',
      'Enterprise',
    ]);
    expect(answer.result.find((plan: { name: string }) => plan.name === 'Enterprise').trial).toBe(0);
    expect(answer.activePlan).toMatchObject({
      name: 'Essencial',
      deadline: 20,
      userIsAdmin: false,
      isUpgradeButtonActive: true,
      isPlanContractButtonActive: false,
    });
    const one = await t.app.inject({ url: `/learning/plans/${await essencial()}`, headers: maria.headers });
    expect(body(one).result).toMatchObject({ name: 'Essencial', isCurrent: true });
    const carlos = await t.login('carlos@globex.example');
    expect(
      (await t.app.inject({ url: `/learning/plans/${await essencial()}`, headers: carlos.headers })).statusCode,
    ).toBe(404);
  });

  it('prices a contract request by bands on the server, whatever price the page sent', async () => {
    const ana = await t.login('ana@acme.example', 'acme-academy');
    const response = await t.app.inject({
      method: 'POST',
      url: '/learning/plans/request-plan',
      headers: ana.headers,
      payload: { idPlan: await planOf('profissional'), numberOfLicences: 120, price: 1 },
    });
    expect(body(response)).toEqual({ success: true, data: { statusCode: 200, totalMonthlyPrice: 100 * 55 + 20 * 50 } });
    const maria = await t.login('maria@acme.example', 'acme-academy');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/learning/plans/request-plan',
      headers: maria.headers,
      payload: { idPlan: await planOf('profissional'), numberOfLicences: 120, price: 1 },
    });
    expect(refused.statusCode).toBe(403);
  });

  it("answers a plan's own pricing tiers and prices its contract by them (spec 3, 3 'Pricing tier')", async () => {
    const ana = await t.login('ana@acme.example', 'acme-academy');
    const plans = body(await t.app.inject({ url: '/learning/plans', headers: ana.headers })).result as Array<{
      idRef: string;
      pricingTiers: unknown[];
    }>;
    expect(plans.find((plan) => plan.idRef === 'essencial')?.pricingTiers).toEqual([
      { maxUsers: 50, unitPrice: 39.9 },
      { maxUsers: 200, unitPrice: 34.9 },
      { maxUsers: null, unitPrice: 29.9 },
    ]);
    expect(plans.find((plan) => plan.idRef === 'profissional')?.pricingTiers).toEqual([]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/learning/plans/request-plan',
      headers: ana.headers,
      payload: { idPlan: await essencial(), numberOfLicences: 60, price: 1 },
    });
    expect(body(response).data.totalMonthlyPrice).toBeCloseTo(50 * 39.9 + 10 * 34.9, 6);
    const stored = await t.db
      .selectFrom('plan_requests')
      .select(['price', 'details'])
      .where('kind', '=', 'PLAN')
      .where('idPlan', '=', await essencial())
      .executeTakeFirstOrThrow();
    expect(stored.price).toBe(2344);
    expect(JSON.parse(stored.details ?? '{}')).toMatchObject({ priceShown: 1 });
  });
});

describe('trials', () => {
  beforeEach(async () => {
    await t.db.deleteFrom('company_plans').where('idApp', '=', academy().idApp).execute();
  });

  it('starts a 15-day trial for an administrator, validates the form and refuses Enterprise and a second trial', async () => {
    const ana = await t.login('ana@acme.example', 'acme-academy');
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/learning/plans/request-trial',
      headers: ana.headers,
      payload: { ...trialForm(await essencial()), phone: '(11) 9876', role: '' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(body(invalid).message).toMatch(/Cargo obrigatório|Telefone deve conter 11 dígitos/);
    const enterprise = await t.app.inject({
      method: 'POST',
      url: '/learning/plans/request-trial',
      headers: ana.headers,
      payload: trialForm(await planOf('enterprise')),
    });
    expect(enterprise.statusCode).toBe(409);
    const started = await t.app.inject({
      method: 'POST',
      url: '/learning/plans/request-trial',
      headers: ana.headers,
      payload: trialForm(await essencial()),
    });
    expect(started.statusCode).toBe(200);
    expect(body(started)).toEqual({
      success: true,
      trialsCount: 1,
      finishDate: new Date(t.clock.now().getTime() + 15 * DAY).toISOString(),
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/learning/plans/request-trial',
      headers: ana.headers,
      payload: trialForm(await essencial()),
    });
    expect(again.statusCode).toBe(409);
    const maria = await t.login('maria@acme.example', 'acme-academy');
    const member = await t.app.inject({
      method: 'POST',
      url: '/learning/plans/request-trial',
      headers: maria.headers,
      payload: trialForm(await essencial()),
    });
    expect(member.statusCode).toBe(403);
  });

  it('extends an ended trial by 7 days once, then sends to the contact form', async () => {
    const ana = await t.login('ana@acme.example', 'acme-academy');
    await t.app.inject({
      method: 'POST',
      url: '/learning/plans/request-trial',
      headers: ana.headers,
      payload: trialForm(await essencial()),
    });
    t.clock.advance(16 * DAY);
    try {
      const later = await t.login('ana@acme.example', 'acme-academy');
      const ended = body(await t.app.inject({ url: '/learning/plans?withDetails=1', headers: later.headers }));
      expect(ended.activePlan.deadline).toBe(-1);
      const extend = () =>
        t.app.inject({
          method: 'POST',
          url: '/learning/plans/extend-trial',
          headers: later.headers,
          payload: { idPlan: ended.activePlan.idPlan, message: 'Precisamos de mais uma semana.' },
        });
      const first = await extend();
      expect(body(first)).toEqual({
        success: true,
        trialsCount: 2,
        finishDate: new Date(t.clock.now().getTime() + 7 * DAY).toISOString(),
      });
      expect((await extend()).statusCode).toBe(409);
    } finally {
      t.clock.advance(-16 * DAY);
    }
  });
});

describe('upgrade requests', () => {
  it('counts each member once and e-mails the administrators who receive the notification', async () => {
    const before = t.mailer.sent.length;
    const maria = await t.login('maria@acme.example', 'acme-academy');
    const first = await t.app.inject({
      method: 'POST',
      url: '/learning/plans/request-upgrade',
      headers: maria.headers,
    });
    expect(body(first)).toEqual({ success: true, requestsCount: 1, likeCount: 1 });
    const mails = t.mailer.sent.slice(before);
    expect(mails.map((mail) => mail.to)).toEqual(['ana@acme.example']);
    expect(mails[0]?.subject).toContain('Maria Souza');
    const again = await t.app.inject({
      method: 'POST',
      url: '/learning/plans/request-upgrade',
      headers: maria.headers,
    });
    expect(body(again).requestsCount).toBe(1);
    expect(t.mailer.sent.length).toBe(before + 1);

    // Ana switches the notification off: João's request reaches no one.
    const ana = await t.login('ana@acme.example', 'acme-academy');
    const list = body(
      await t.app.inject({ url: `/notifications/configurations/users/${ana.loginInfo.idUser}`, headers: ana.headers }),
    ).notifications as Array<{ idNotification: number; type: string }>;
    const upgrade = list.find((entry) => entry.type === 'PLAN_UPGRADE_REQUEST');
    await t.app.inject({
      method: 'POST',
      url: `/notifications/configurations/users/${ana.loginInfo.idUser}`,
      headers: ana.headers,
      payload: [{ idNotification: upgrade?.idNotification, active: 0 }],
    });
    const joao = await t.login('joao@acme.example', 'acme-academy');
    const second = await t.app.inject({
      method: 'POST',
      url: '/learning/plans/request-upgrade',
      headers: joao.headers,
    });
    expect(body(second).requestsCount).toBe(2);
    expect(t.mailer.sent.length).toBe(before + 1);
    const details = body(await t.app.inject({ url: '/learning/plans?withDetails=true', headers: joao.headers }));
    expect(details.activePlan).toMatchObject({ numberRequest: 2, hasRequestedUpgrade: true });
  });

  it('lists upgrade campaigns only during their period, with the default frequency', async () => {
    const maria = await t.login('maria@acme.example', 'acme-academy');
    expect(body(await t.app.inject({ url: '/learning/plans/campaigns', headers: maria.headers })).result).toEqual([]);
    t.clock.advance(61 * DAY);
    try {
      const later = await t.login('maria@acme.example', 'acme-academy');
      const running = body(await t.app.inject({ url: '/learning/plans/campaigns', headers: later.headers })).result;
      expect(running).toEqual([expect.objectContaining({ frequencyToShow: 300 })]);
    } finally {
      t.clock.advance(-61 * DAY);
    }
  });
});
