import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTwoInstances, type TestApp, type TestDatabase } from '../../../../test/harness';
import type { Session } from '../../../../test/learning-builders';
import { invalidateLearningCatalog, readCatalogVersion } from './catalog-cache';

// Two instances (two apps, each on its own database connection, as two worker processes are) read the
// learning catalog through their own caches; writes are made on a third connection, as another process would.
let instances: Awaited<ReturnType<typeof createTwoInstances>>;
let writer: TestDatabase['db'];
let a: TestApp;
let b: TestApp;
let maria: Session;
let ana: Session;
let carlos: Session;

beforeAll(async () => {
  instances = await createTwoInstances();
  ({ a, b, writer } = instances);
  maria = await a.login('maria@acme.example', 'acme-academy');
  ana = await a.login('ana@acme.example', 'acme-academy');
  carlos = await a.login('carlos@globex.example');
}, 60_000);

afterAll(async () => {
  await instances?.close();
});

const home = async (t: TestApp, session: Session) =>
  body(await t.app.inject({ url: `/learning/nodes/${session.loginInfo.idCompany}`, headers: session.headers })).node;

describe('the learning catalog kept by each instance', () => {
  it('shows a change committed by another process on the next request of every instance', async () => {
    const before = await home(b, maria);
    expect((await home(a, maria)).blocks.map((block: { title: string }) => block.title)).toEqual(
      before.blocks.map((block: { title: string }) => block.title),
    );
    const [first] = before.blocks as Array<{ idBlock: number }>;
    const title = `Editado em ${Date.now()}`;
    await sql`update learning_blocks set title = ${title} where "idBlock" = ${first?.idBlock}`.execute(writer);
    expect((await home(a, maria)).blocks[0].title).toBe(title);
    expect((await home(b, maria)).blocks[0].title).toBe(title);
  });

  it('shows a training added, and one removed, at once', async () => {
    const card = (node: { blocks: Array<{ elements: Array<{ title: string }> }> }, title: string) =>
      node.blocks.some((block) => block.elements.some((element) => element.title === title));
    const before = await home(b, maria);
    const [block] = before.blocks as Array<{ idBlock: number; elements: unknown[] }>;
    await sql`insert into learning_block_elements ("idCompany", "idBlock", "elementType", position, title, link, sequential, mandatory)
      values (${maria.loginInfo.idCompany}, ${block?.idBlock}, 'LINK', 99, 'Novo link', '/catalog/vendas', 0, 0)`.execute(
      writer,
    );
    expect(card(await home(b, maria), 'Novo link')).toBe(true);
    await sql`delete from learning_block_elements where title = 'Novo link'`.execute(writer);
    expect(card(await home(b, maria), 'Novo link')).toBe(false);
  });

  it("never answers one company's structure to a member of another", async () => {
    const acme = await home(a, maria);
    expect(acme.nodeCode).toBe('acme-academy');
    const globex = await a.app.inject({
      url: `/learning/nodes/${carlos.loginInfo.idCompany}`,
      headers: carlos.headers,
    });
    if (globex.statusCode === 200) expect(body(globex).node.nodeCode).not.toBe('acme-academy');
    // Acme's pages, kept by this instance, stay Acme's.
    expect((await a.app.inject({ url: '/learning/nodes/vendas', headers: carlos.headers })).statusCode).toBe(404);
  });

  it('applies each member’s department to a page kept for the company', async () => {
    const page = (session: Session) =>
      a.app.inject({ url: '/learning/nodes/lideranca', headers: session.headers }).then((answer) => body(answer).node);
    expect(await page(maria)).toMatchObject({ hasAccess: 0, blocks: [] });
    expect((await page(ana)).hasAccess).toBe(1);
    expect(await page(maria)).toMatchObject({ hasAccess: 0, blocks: [] });
  });

  it('raises the version by hand for a change the triggers do not see', async () => {
    const idCompany = maria.loginInfo.idCompany;
    const before = await readCatalogVersion(writer, idCompany);
    await invalidateLearningCatalog(writer, idCompany);
    expect(await readCatalogVersion(writer, idCompany)).toBe(before + 1);
  });
});

describe('what is not structure', () => {
  it("keeps the company's version when a content is only viewed", async () => {
    const idCompany = maria.loginInfo.idCompany;
    const before = await readCatalogVersion(writer, idCompany);
    await sql`update learning_content_items set views = views + 1 where "idCompany" = ${idCompany}`.execute(writer);
    expect(await readCatalogVersion(writer, idCompany)).toBe(before);
    await sql`update learning_content_items set description = 'Nova descrição' where "idCompany" = ${idCompany}`.execute(
      writer,
    );
    expect(await readCatalogVersion(writer, idCompany)).toBeGreaterThan(before);
  });
});
