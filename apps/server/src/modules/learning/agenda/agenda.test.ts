import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../../test/harness';
import type { Session } from '../../../../test/learning-builders';

let t: TestApp;
let maria: Session;
let carlos: Session;
beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login('maria@acme.example', 'acme-academy');
  carlos = await t.login('carlos@globex.example');
});
afterAll(async () => {
  await t.close();
});

const get = (session: Session, url: string) => t.app.inject({ url, headers: session.headers });

describe('GET /learning/meetings', () => {
  it("lists the page's meetings ('Eventos da página') and every meeting ('Todos os eventos')", async () => {
    const page = body(await get(maria, '/learning/meetings?nodeCode=vendas-consultivas'));
    expect(page.result.map((m: { title: string }) => m.title)).toEqual([
      'Oficina de perguntas abertas',
      'Plantão de dúvidas de vendas',
    ]);
    expect(page.result[1]).toMatchObject({
      meetingType: 'ONLINE',
      address: 'meet.acme.example/vendas',
      teamName: 'Turma contínua 2026-2027',
    });
    const all = body(await get(maria, '/learning/meetings'));
    expect(all.totalRecords).toBeGreaterThan(page.totalRecords);
    expect(all.result.map((m: { title: string }) => m.title)).not.toContain('Simulado de evacuação Globex');
  });

  it("lists the meetings of the trainings a catalog page shows among the page's", async () => {
    const page = body(await get(maria, '/learning/meetings?nodeCode=vendas'));
    expect(page.result.map((m: { title: string }) => m.title)).toEqual([
      'Oficina de perguntas abertas',
      'Negociação: estudo de caso',
      'Plantão de dúvidas de vendas',
    ]);
  });

  it("answers not found for another company's page", async () => {
    expect((await get(carlos, '/learning/meetings?nodeCode=vendas-consultivas')).statusCode).toBe(404);
  });
});

describe('GET /learning/schedules', () => {
  it('lists the categories and filters events by them', async () => {
    const types = body(await get(maria, '/learning/schedules/types')).result;
    expect(types.map((type: { description: string }) => type.description)).toEqual([
      'Eventos',
      'Prazos',
      'Treinamentos',
    ]);
    const all = body(await get(maria, '/learning/schedules')).scheduleResult.schedules;
    const prazos = types.find((type: { description: string }) => type.description === 'Prazos').idScheduleType;
    const filtered = body(await get(maria, `/learning/schedules?types=${prazos}`)).scheduleResult.schedules;
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(all.length);
    for (const schedule of filtered) expect(schedule.scheduleType.description).toBe('Prazos');
    expect((await get(maria, '/learning/schedules?types=1;drop')).statusCode).toBe(400);
    expect(body(await get(carlos, '/learning/schedules')).scheduleResult.schedules).toEqual([]);
  });
});
