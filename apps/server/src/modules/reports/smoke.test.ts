import { afterAll, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { generateReportData } from '../../../test/report-data';

const t = await createTestApp();
afterAll(() => t.close());

it('smoke', async () => {
  const acme = t.appOf('acme');
  const data = await generateReportData(t.db, { idCompany: acme.idCompany, members: 40, enrollmentsPerMember: 4, trainings: 5, now: t.clock.now() });
  const ana = await t.login('ana@acme.example');
  const urls = [
    '/reports/options', '/reports/completion', '/reports/completion/members', '/reports/members', '/reports/compliance',
    '/reports/compliance?groupBy=manager', '/reports/compliance/members', '/reports/evaluations',
    `/reports/evaluations/${data.trainings[0]?.idEvaluation}`, `/reports/evaluations/${data.idSurvey}`, `/reports/evaluations/${data.idSurvey}/comments`,
    '/reports/scorm', '/reports/scorm/attempts', '/reports/engagement/contents', '/reports/engagement/community', '/reports/engagement/points',
    `/reports/members/${data.idUsers[3]}/transcript`, `/reports/members/${data.idUsers[3]}/transcript/pdf`,
    '/reports/completion/export?format=csv', '/reports/completion/members/export?format=xlsx', `/reports/evaluations/${data.idSurvey}/export?format=csv`,
  ];
  for (const url of urls) {
    const r = await t.app.inject({ method: 'GET', url, headers: ana.headers });
    console.log(url, r.statusCode, r.statusCode === 200 && !url.includes('export') && !url.includes('pdf') ? r.body.slice(0, 400) : r.body.slice(0, 300));
    expect(r.statusCode).toBe(200);
  }
  const r = await t.app.inject({ method: 'POST', url: '/reports/compliance/reminders', headers: ana.headers, payload: {} });
  console.log(r.statusCode, r.body);
}, 120000);
