import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../test/harness';

type Session = Awaited<ReturnType<TestApp['login']>>;

let t: TestApp;
let maria: Session;
let ana: Session;
let paula: Session;
const adminRoutes: Array<{ method: string; url: string }> = [];

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (method, url) => {
      if (url.startsWith('/admin') && method !== 'HEAD') adminRoutes.push({ method, url });
    },
  });
  maria = await t.login('maria@acme.example', 'acme-academy');
  ana = await t.login('ana@acme.example', 'acme-academy');
  paula = await t.login('paula@globex.example');
});
afterAll(async () => {
  await t.close();
});

const call = (session: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: session.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function auditActions() {
  const rows = await t.db
    .selectFrom('audit_log')
    .select(['action', 'idUser', 'source'])
    .orderBy('idAuditLog')
    .execute();
  return rows;
}

describe('/admin access', () => {
  it('refuses a member who is not an administrator on every /admin route, before reading the request', async () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(12);
    for (const route of adminRoutes) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      const response = await call(
        maria,
        route.method as 'GET',
        url,
        route.method === 'GET' ? undefined : { nonsense: true },
      );
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(body(response).code).toBe('FORBIDDEN');
    }
  });

  it('asks for a session on every /admin route', async () => {
    for (const route of adminRoutes) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:[A-Za-z]+/g, '1'),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});

describe('/admin/users', () => {
  it('lists and searches only the members of the administrator’s company', async () => {
    const all = body(await call(ana, 'GET', '/admin/users'));
    expect(all.result.map((user: { username: string }) => user.username)).toEqual(
      expect.arrayContaining(['ana@acme.example', 'maria@acme.example']),
    );
    expect(all.result.some((user: { username: string }) => user.username.endsWith('@globex.example'))).toBe(false);
    const found = body(await call(ana, 'GET', '/admin/users?search=SOUZA'));
    expect(found.result.map((user: { name: string }) => user.name)).toEqual(['Maria Souza']);
    // Wildcards are searched as text.
    expect(body(await call(ana, 'GET', '/admin/users?search=%25')).totalRecords).toBe(0);
  });

  it('creates a member with access to every app of the company, audited; a repeated login is refused', async () => {
    const created = await call(ana, 'POST', '/admin/users', {
      name: 'Rita Alves',
      email: 'Rita@Acme.example',
      department: 'Vendas',
    });
    expect(created.statusCode).toBe(200);
    const user = body(created).user;
    expect(user).toMatchObject({
      name: 'Rita Alves',
      email: 'rita@acme.example',
      username: 'rita@acme.example',
      active: 1,
      admin: 0,
    });
    const apps = await t.db.selectFrom('user_apps').select('idApp').where('idUser', '=', user.idUser).execute();
    expect(apps).toHaveLength(2);
    const again = await call(ana, 'POST', '/admin/users', { name: 'Outra Rita', email: 'rita@acme.example' });
    expect(again.statusCode).toBe(409);
    expect(body(again).code).toBe('USER_EXISTS');
    const invalid = await call(ana, 'POST', '/admin/users', { name: '', email: 'não-é-email', cpf: '111.111.111-11' });
    expect(invalid.statusCode).toBe(400);
    expect(await auditActions()).toContainEqual({
      action: 'user.create',
      idUser: ana.loginInfo.idUser,
      source: 'admin',
    });
  });

  it('deactivates a member (their session ends) and reactivates them; another company’s member is not found', async () => {
    const joao = await t.login('joao@acme.example');
    const { idUser } = joao.loginInfo;
    const off = await call(ana, 'PUT', `/admin/users/${idUser}/deactivate`);
    expect(body(off).user.active).toBe(0);
    expect((await t.app.inject({ url: `/users/${idUser}`, headers: joao.headers })).statusCode).toBe(401);
    const on = await call(ana, 'PUT', `/admin/users/${idUser}/activate`);
    expect(body(on).user.active).toBe(1);
    expect((await call(paula, 'PUT', `/admin/users/${idUser}/deactivate`)).statusCode).toBe(404);
    const self = await call(ana, 'PUT', `/admin/users/${ana.loginInfo.idUser}/deactivate`);
    expect(body(self).code).toBe('CANNOT_DEACTIVATE_SELF');
    const actions = (await auditActions()).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['user.deactivate', 'user.activate']));
  });

  it('imports a CSV: every bad line reported and nothing written, then all created, and again without duplicates', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const bad =
      'nome;email;cpf;departamento\nLucas Prado;lucas@acme.example;;Vendas\n;sem-nome@acme.example;;\nBia;bia@;111.111.111-11;\nLucas Dois;lucas@acme.example;;\n';
    const rejected = body(await call(ana, 'POST', '/admin/users/import', { csv: bad }));
    expect(rejected.success).toBe(false);
    expect(rejected.errors.map((error: { line: number; field: string }) => `${error.line}:${error.field}`)).toEqual(
      expect.arrayContaining(['3:name', '4:email', '4:cpf', '5:login']),
    );
    expect(await count()).toBe(before);

    const good =
      '\uFEFFnome;email;departamento;cargo\nLucas Prado;lucas@acme.example;Vendas;Consultor\n"Souza; Beatriz";bia@acme.example;Pessoas;\n';
    const imported = body(await call(ana, 'POST', '/admin/users/import', { csv: good }));
    expect(imported).toMatchObject({ success: true, created: 2, updated: 0 });
    expect(await count()).toBe(before + 2);
    const again = body(await call(ana, 'POST', '/admin/users/import', { csv: good.replace('Consultor', 'Gerente') }));
    expect(again).toMatchObject({ success: true, created: 0, updated: 1 });
    expect(await count()).toBe(before + 2);
    const lucas = await t.db
      .selectFrom('users')
      .select(['role', 'idCompany'])
      .where('username', '=', 'lucas@acme.example')
      .executeTakeFirstOrThrow();
    expect(lucas).toEqual({ role: 'Gerente', idCompany: ana.loginInfo.idCompany });
  });
});

describe('/admin/enrollment-requests', () => {
  async function requestNegotiation() {
    const teams = body(await call(maria, 'GET', '/learning/teams?nodeCode=negociacao')).data as Array<{
      idTeam: number;
      needApproval: number;
    }>;
    const team = teams.find((entry) => entry.needApproval === 1);
    if (!team) throw new Error('no class that needs approval');
    const answer = body(
      await call(maria, 'POST', '/learning/enrollments', { idTeam: team.idTeam, nodeCode: 'negociacao' }),
    );
    expect(answer.enrollmentRequest.status).toBe('PENDING');
    return answer.enrollmentRequest.idEnrollmentRequest as number;
  }

  it('denies with the justification the member reads; a denial without one is refused', async () => {
    const id = await requestNegotiation();
    const pending = body(await call(ana, 'GET', '/admin/enrollment-requests?status=PENDING'));
    expect(pending.result).toContainEqual(
      expect.objectContaining({ idEnrollmentRequest: id, userName: 'Maria Souza', nodeCode: 'negociacao' }),
    );
    expect((await call(ana, 'PUT', `/admin/enrollment-requests/${id}/deny`, { justification: '  ' })).statusCode).toBe(
      400,
    );
    const denied = body(
      await call(ana, 'PUT', `/admin/enrollment-requests/${id}/deny`, { justification: 'Sem vagas para a sua área.' }),
    );
    expect(denied.request).toMatchObject({ status: 'DENIED', reason: 'Sem vagas para a sua área.' });
    const mine = body(await call(maria, 'GET', '/learning/enrollment-requests?status=DENIED'));
    expect(mine.result).toContainEqual(
      expect.objectContaining({ idEnrollmentRequest: id, reason: 'Sem vagas para a sua área.' }),
    );
  });

  it('approves: the member is enrolled and sees the request APPROVED; a decided request cannot be decided again', async () => {
    const id = await requestNegotiation();
    expect((await call(paula, 'PUT', `/admin/enrollment-requests/${id}/approve`, {})).statusCode).toBe(404);
    const approved = await call(ana, 'PUT', `/admin/enrollment-requests/${id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    const { request } = body(approved);
    expect(request.status).toBe('APPROVED');
    expect(request.idEnrollment).toEqual(expect.any(Number));
    const mine = body(await call(maria, 'GET', '/learning/enrollment-requests?status=APPROVED'));
    expect(mine.result).toContainEqual(
      expect.objectContaining({ idEnrollmentRequest: id, idEnrollment: request.idEnrollment }),
    );
    const enrollment = await call(
      maria,
      'GET',
      `/learning/students/${maria.loginInfo.idUser}/enrollments/${request.idEnrollment}`,
    );
    expect(enrollment.statusCode).toBe(200);
    const twice = await call(ana, 'PUT', `/admin/enrollment-requests/${id}/deny`, { justification: 'Mudei de ideia.' });
    expect(twice.statusCode).toBe(409);
    expect(body(twice).code).toBe('ENROLLMENT_REQUEST_DECIDED');
    const actions = (await auditActions()).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['enrollmentRequest.approve', 'enrollmentRequest.deny']));
  });

  it('shows another company nothing', async () => {
    expect(body(await call(paula, 'GET', '/admin/enrollment-requests')).totalRecords).toBe(0);
  });
});

describe('/admin/campaigns', () => {
  it('lists campaigns with their events, participants and points, ranks members and switches a campaign off, audited', async () => {
    const { result } = body(await call(ana, 'GET', '/admin/campaigns'));
    expect(result.length).toBeGreaterThan(0);
    const campaign = result[0];
    expect(campaign.events.length).toBeGreaterThan(0);
    const ranking = body(await call(ana, 'GET', `/admin/campaigns/${campaign.idCampaign}/points`)).result;
    expect(ranking.reduce((sum: number, row: { points: number }) => sum + row.points, 0)).toBe(campaign.totalPoints);
    const off = body(await call(ana, 'PUT', `/admin/campaigns/${campaign.idCampaign}/status`, { active: 0 }));
    expect(off.campaign.active).toBe(0);
    await call(ana, 'PUT', `/admin/campaigns/${campaign.idCampaign}/status`, { active: 1 });
    expect((await call(paula, 'GET', `/admin/campaigns/${campaign.idCampaign}/points`)).statusCode).toBe(404);
    expect((await auditActions()).map((entry) => entry.action)).toContain('campaign.deactivate');
  });
});

describe('/admin/audit-log and /admin/pack', () => {
  it('shows the company’s changes, newest first, with who made them; never another company’s', async () => {
    const log = body(await call(ana, 'GET', '/admin/audit-log?limit=100'));
    expect(log.totalRecords).toBeGreaterThan(0);
    expect(log.result[0]).toMatchObject({ userName: 'Ana Lima', source: 'admin' });
    const dates = log.result.map((entry: { createdAt: string }) => entry.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Globex's log holds only the import of its own demo pack, none of Acme's changes.
    const globexLog = body(await call(paula, 'GET', '/admin/audit-log')).result;
    expect(globexLog.map((entry: { action: string; source: string }) => [entry.action, entry.source])).toEqual([
      ['pack.import', 'pack'],
    ]);
  });

  it('answers the company as a tenant pack', async () => {
    const pack = body(await call(ana, 'GET', '/admin/pack'));
    expect(pack.format).toBe('trilha-pack/1');
    expect(pack.apps.map((app: { bucket: string }) => app.bucket)).toEqual(['acme', 'acme-academy']);
    expect(pack.users.some((user: { username: string }) => user.username.endsWith('@globex.example'))).toBe(false);
  });
});

describe('PUT /admin/pack', () => {
  it('reports every problem of a pack and writes nothing', async () => {
    const before = await t.db.selectFrom('learning_nodes').select('idNode').execute();
    const response = await call(ana, 'PUT', '/admin/pack', {
      nodes: [
        { code: 'so-digitos-123', type: 'LEARNING', title: 'Nova trilha', classes: [{ key: 't1', name: '' }] },
        { code: '12345', type: 'SOMETHING', title: 'X' },
      ],
      apps: [
        {
          bucket: 'globex',
          type: 1,
          name: 'Sequestro',
          hosts: ['x.localhost'],
          primaryColor: '#000',
          secondaryColor: '#fff',
          thirdColor: '#fff',
        },
      ],
      activity: { enrollments: [] },
    });
    expect(response.statusCode).toBe(400);
    const { errors } = body(response);
    expect(errors.map((error: { path: string }) => error.path)).toEqual(
      expect.arrayContaining(['nodes[0].classes[0].name', 'nodes[1].code', 'nodes[1].type']),
    );
    expect(await t.db.selectFrom('learning_nodes').select('idNode').execute()).toHaveLength(before.length);
    const hijack = await call(ana, 'PUT', '/admin/pack', {
      apps: [
        {
          bucket: 'globex',
          type: 1,
          name: 'Sequestro',
          hosts: ['x.localhost'],
          primaryColor: '#000',
          secondaryColor: '#fff',
          thirdColor: '#fff',
        },
      ],
    });
    expect(hijack.statusCode).toBe(400);
    expect(body(hijack).errors[0].message).toMatch(/pertence a outra empresa/);
    const globex = await t.db
      .selectFrom('apps')
      .select('name')
      .where('bucket', '=', 'globex')
      .executeTakeFirstOrThrow();
    expect(globex.name).toBe('Globex');
  });

  it('creates a training with its class in the caller’s company, and updates it when sent again; audited', async () => {
    const pack = {
      contentItems: [{ key: 'boas-praticas', type: 5, text: 'Boas práticas', content: '<p>Texto</p>' }],
      nodes: [
        {
          code: 'boas-praticas',
          type: 'LEARNING',
          title: 'Boas práticas',
          blocks: [{ type: 'List', title: 'Conteúdos', elements: [{ content: 'boas-praticas' }] }],
          classes: [{ key: 'boas-praticas-t1', name: 'Turma de boas práticas' }],
        },
      ],
    };
    const first = body(await call(ana, 'PUT', '/admin/pack', pack));
    expect(first).toMatchObject({ success: true });
    expect(first.created).toBeGreaterThan(0);
    const node = await t.db
      .selectFrom('learning_nodes')
      .select(['idCompany', 'title'])
      .where('nodeCode', '=', 'boas-praticas')
      .executeTakeFirstOrThrow();
    expect(node).toEqual({ idCompany: ana.loginInfo.idCompany, title: 'Boas práticas' });
    const [node0] = pack.nodes;
    if (node0) node0.title = 'Boas práticas de atendimento';
    const second = body(await call(ana, 'PUT', '/admin/pack', pack));
    expect(second).toMatchObject({ success: true, created: 0, updated: 1 });
    const teams = await t.db
      .selectFrom('learning_teams')
      .select('idTeam')
      .where('name', '=', 'Turma de boas práticas')
      .execute();
    expect(teams).toHaveLength(1);
    const entries = await t.db
      .selectFrom('audit_log')
      .select(['action', 'source', 'idUser'])
      .where('entityType', '=', 'node')
      .execute();
    expect(entries).toContainEqual({ action: 'node.update', source: 'admin', idUser: ana.loginInfo.idUser });
  });
});
