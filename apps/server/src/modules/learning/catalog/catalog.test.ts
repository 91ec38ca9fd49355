import { BLOCK_TYPES } from '@trilha/shared/api/learning-common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../../test/harness';
import { enrollIn, type Session } from '../../../../test/learning-builders';

let t: TestApp;
let maria: Session;
let ana: Session;
let carlos: Session;
beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login('maria@acme.example', 'acme-academy');
  ana = await t.login('ana@acme.example', 'acme-academy');
  carlos = await t.login('carlos@globex.example');
});
afterAll(async () => {
  await t.close();
});

const get = (session: Session, url: string) => t.app.inject({ url, headers: session.headers });

describe('GET /learning/nodes/:id', () => {
  it('answers the company home by company id with a block of every one of the 16 types', async () => {
    const response = await get(maria, `/learning/nodes/${maria.loginInfo.idCompany}`);
    expect(response.statusCode).toBe(200);
    const { node } = body(response);
    expect(node).toMatchObject({ nodeCode: 'acme-academy', entryPoint: 1, nodeType: 'ORGANIZATION', hasAccess: 1 });
    expect(new Set(node.blocks.map((block: { type: string }) => block.type))).toEqual(new Set(BLOCK_TYPES));
    for (const block of node.blocks) expect(block).toHaveProperty('idBlock');
    const banner = node.blocks.find((block: { type: string }) => block.type === 'MasterBanner');
    expect(banner.parameters).toMatchObject({ rotationInterval: 6 });
    expect(banner.elements[0]).toMatchObject({ elementType: 'LINK', link: '/catalog/vendas-consultivas' });
  });

  it('refuses a path parameter too long to be any node, in the API shape', async () => {
    const response = await get(maria, `/learning/nodes/${'x'.repeat(600)}`);
    expect(response.statusCode).toBe(414);
    expect(body(response)).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it("refuses another company's id and an unknown node code as not found", async () => {
    expect((await get(maria, `/learning/nodes/${carlos.loginInfo.idCompany}`)).statusCode).toBe(404);
    expect((await get(maria, '/learning/nodes/globex-catalogo')).statusCode).toBe(404);
    expect((await get(maria, '/learning/nodes/nao-existe')).statusCode).toBe(404);
    expect((await get(carlos, '/learning/nodes/vendas')).statusCode).toBe(404);
  });

  it('answers a catalog page with its blocks and cards carrying the registration state', async () => {
    const { node } = body(await get(maria, '/learning/nodes/vendas'));
    expect(node.parentNodes.map((parent: { nodeCode: string }) => parent.nodeCode)).toEqual(['catalogo']);
    const grid = node.blocks.find((block: { type: string }) => block.type === 'Grid');
    const cards = Object.fromEntries(grid.elements.map((card: { nodeCode: string }) => [card.nodeCode, card]));
    expect(cards['vendas-consultivas'].registration).toMatchObject({ canEnroll: true, enrollment: null });
    expect(cards.negociacao.tags).toEqual(['Negociação', 'Vendas']);
  });

  it('marks a node restricted to another department with hasAccess 0 and no blocks', async () => {
    const { node } = body(await get(maria, '/learning/nodes/lideranca'));
    expect(node).toMatchObject({ hasAccess: 0, blocks: [] });
    const forAna = body(await get(ana, '/learning/nodes/lideranca')).node;
    expect(forAna.hasAccess).toBe(1);
    expect(forAna.blocks[0].elements[0].nodeCode).toBe('lideranca-pratica');
  });

  it('lists no blocks of a training to a member without an enrollment', async () => {
    const { node } = body(await get(maria, '/learning/nodes/vendas-consultivas'));
    expect(node).toMatchObject({ nodeType: 'LEARNING', blocks: [], hasTeamAvailable: 1, enrollment: null });
  });
});

describe('GET /learning/nodes/side-menu and equivalences', () => {
  it('answers the home with its child pages, the first element carrying childNodes', async () => {
    const { result } = body(await get(maria, '/learning/nodes/side-menu'));
    expect(result).toHaveLength(1);
    expect(result[0].nodeCode).toBe('acme-academy');
    const codes = result[0].childNodes.map((child: { nodeCode: string }) => child.nodeCode);
    expect(codes).toContain('vendas');
    expect(result[0].childNodes.find((child: { nodeCode: string }) => child.nodeCode === 'vendas').hasChildNodes).toBe(
      true,
    );
  });

  it('answers a page by node code', async () => {
    const { result } = body(await get(maria, '/learning/nodes/side-menu?nodeCode=catalogo'));
    expect(result[0].childNodes.map((child: { nodeCode: string }) => child.nodeCode)).toEqual(['vendas', 'seguranca']);
  });

  it('lists equivalent nodes with origin titles', async () => {
    const { result } = body(await get(maria, '/learning/nodes/vendas-consultivas/equivalences'));
    expect(result).toEqual([
      expect.objectContaining({ origin: expect.objectContaining({ title: 'Atendimento ao cliente' }), completed: 0 }),
    ]);
  });
});

describe('GET /learning/catalogs/:id', () => {
  it('lists the trainings under a catalog to the given depth, without walking into restricted catalogs', async () => {
    const shallow = body(await get(maria, '/learning/catalogs/catalogo?depth=1'));
    expect(shallow.data.map((card: { title: string }) => card.title)).toEqual([
      'Vendas',
      'Segurança no trabalho',
      'Liderança',
    ]);
    const deep = body(await get(maria, '/learning/catalogs/catalogo?depth=2'));
    const titles = deep.data.map((card: { title: string }) => card.title);
    expect(titles).toContain('Vendas consultivas');
    expect(titles).not.toContain('Liderança na prática');
    expect(deep.data.find((card: { title: string }) => card.title === 'Liderança').hasAccess).toBe(0);
    expect(deep.totalRecords).toBe(deep.data.length);
  });

  it('searches title, description and tags, filters by tag and pages', async () => {
    const search = body(await get(maria, '/learning/catalogs/catalogo?depth=2&searchString=negocia'));
    expect(search.data.map((card: { title: string }) => card.title)).toEqual(['Negociação estratégica']);
    const tagged = body(await get(maria, '/learning/catalogs/catalogo?depth=2&tags=Segurança'));
    expect(tagged.data.map((card: { title: string }) => card.title)).toEqual([
      'Segurança no trabalho',
      'Segurança no dia a dia',
      'Primeiros socorros',
      'Cursos interativos',
    ]);
    const page = body(await get(maria, '/learning/catalogs/catalogo?depth=2&offset=2&limit=2'));
    expect(page.data).toHaveLength(2);
    expect(page.totalRecords).toBeGreaterThan(4);
  });

  it('refuses a search longer than 25 characters with the field named', async () => {
    const response = await get(maria, `/learning/catalogs/catalogo?searchString=${'a'.repeat(26)}`);
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ code: 'VALIDATION_FAILED', field: 'searchString' });
  });

  it('requires an enrollment to list a training, and refuses a restricted catalog', async () => {
    expect(body(await get(maria, '/learning/catalogs/vendas-consultivas')).code).toBe('ENROLLMENT_REQUIRED');
    const restricted = await get(maria, '/learning/catalogs/lideranca');
    expect(restricted.statusCode).toBe(403);
    expect(body(restricted).message).toBe(
      'Acesso Restrito: Este conteúdo é restrito para um grupo específico e você não tem permissão para visualizar.',
    );
  });

  it('answers the available tags of a catalog', async () => {
    const { result } = body(await get(maria, '/learning/tags/available?nodeCode=vendas'));
    expect(result).toEqual(['Atendimento', 'Comunicação', 'Negociação', 'Vendas']);
  });
});

describe('GET /learning/search', () => {
  it('needs at least 3 characters', async () => {
    const response = await get(maria, '/learning/search?searchString=ve');
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toBe('Digite ao menos 3 caracteres.');
  });

  it('pages 5 results by default over trainings, catalogs and free contents', async () => {
    const first = body(await get(maria, '/learning/search?searchString=segur'));
    expect(first.data.length).toBeLessThanOrEqual(5);
    expect(first.totalRecords).toBeGreaterThanOrEqual(3);
    const titles = first.data.map((card: { title: string }) => card.title);
    expect(titles).toContain('Segurança no dia a dia');
    const wildcard = body(await get(maria, '/learning/search?searchString=%25%25%25'));
    expect(wildcard.totalRecords).toBe(0);
  });

  it("never finds another company's trainings", async () => {
    expect(body(await get(maria, '/learning/search?searchString=Globex')).totalRecords).toBe(0);
  });
});

describe('students paths of the catalog', () => {
  it("refuses another member's id on recommendations and enrollments in progress", async () => {
    const other = ana.loginInfo.idUser;
    expect((await get(maria, `/learning/students/${other}/recommendations`)).statusCode).toBe(404);
    expect((await get(maria, `/learning/students/${other}/enrollments-in-progress`)).statusCode).toBe(404);
    expect((await get(maria, `/learning/students/${carlos.loginInfo.idUser}/recommendations`)).statusCode).toBe(404);
  });

  it('recommends open trainings the member is not enrolled in', async () => {
    const { result, totalRecords } = body(
      await get(maria, `/learning/students/${maria.loginInfo.idUser}/recommendations?limit=3`),
    );
    expect(result.length).toBeLessThanOrEqual(3);
    const codes = result.map((card: { nodeCode: string }) => card.nodeCode);
    expect(codes).not.toContain('seguranca-basica');
    expect(codes).not.toContain('lideranca-pratica');
    expect(totalRecords).toBeGreaterThanOrEqual(result.length);
  });

  it('answers enrollments in progress and the enrollment tree', async () => {
    // Of four mandatory elements, one content is done and the knowledge evaluation failed (FAILED counts 100).
    const { data } = body(await get(maria, `/learning/students/${maria.loginInfo.idUser}/enrollments-in-progress`));
    expect(data).toEqual([
      expect.objectContaining({ nodeCode: 'seguranca-basica', progress: 50, status: 'IN_PROGRESS' }),
    ]);
    // The tree has every enrollment, the completed one of the demo ('Ética e conduta na Acme') too.
    const { nodeTree } = body(await get(maria, '/learning/catalogs/enrollments'));
    expect(nodeTree).toEqual([
      expect.objectContaining({ nodeCode: 'seguranca-basica', progress: 50 }),
      expect.objectContaining({ nodeCode: 'etica-e-conduta', progress: 100, status: 'COMPLETED' }),
    ]);
  });

  it('shows the card as enrolled after enrolling', async () => {
    const teams = body(await get(ana, '/learning/teams?nodeCode=atendimento')).data;
    await enrollIn(t, ana, teams[0].idTeam);
    const { node } = body(await get(ana, '/learning/nodes/vendas'));
    const card = node.blocks
      .flatMap((block: { elements: unknown[] }) => block.elements)
      .find((element: { nodeCode: string }) => element.nodeCode === 'atendimento');
    expect(card.registration.enrollment).toMatchObject({ status: 'NOT_ATTEMPTED', progress: 0 });
  });
});
