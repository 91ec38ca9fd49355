import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTwoInstances, type TestApp, type TestDatabase } from '../../../test/harness';
import type { Session } from '../../../test/learning-builders';
import { readContentVersion } from './content-cache';

// Two instances (two apps, each on its own database connection, as two worker processes are) read a content
// app's section lists through their own caches; writes are made on a third connection, as another process would.
let instances: Awaited<ReturnType<typeof createTwoInstances>>;
let writer: TestDatabase['db'];
let a: TestApp;
let b: TestApp;
let maria: Session;
let joao: Session;
let carlos: Session;
let idSection: number;

type Listed = { idContentItem: number; text: string; vote: number | null; rating: number; numberVotes: number };

const list = async (t: TestApp, session: Session, section = idSection) => {
  const answer = await t.app.inject({ url: `/content/list/${section}`, headers: session.headers });
  return { status: answer.statusCode, items: (answer.statusCode === 200 ? body(answer).content : []) as Listed[] };
};

beforeAll(async () => {
  instances = await createTwoInstances();
  ({ a, b, writer } = instances);
  maria = await a.login('maria@acme.example');
  joao = await a.login('joao@acme.example');
  carlos = await a.login('carlos@globex.example');
  // The Acme content app's section holding the most top-level items.
  const row = await sql<{ idSection: number }>`select i."idSection" from content_items i
    join sections s on s."idSection" = i."idSection"
    where i."idCompany" = ${maria.loginInfo.idCompany} and i.parent is null and i.active = 1 and s.active = 1
      and s."idApp" = ${maria.loginInfo.idApp}
    group by i."idSection" order by count(*) desc, i."idSection" limit 1`.execute(writer);
  idSection = Number(row.rows[0]?.idSection);
}, 120_000);

afterAll(async () => {
  await instances?.close();
});

describe("a content app's section list kept by each instance", () => {
  it('shows an item edited by another process on the next request of every instance', async () => {
    const before = await list(b, maria);
    expect(before.items.length).toBeGreaterThan(0);
    expect((await list(a, maria)).items.map((item) => item.text)).toEqual(before.items.map((item) => item.text));
    const first = before.items[0] as Listed;
    const text = `Editado em ${Date.now()}`;
    await sql`update content_items set text = ${text} where "idContentItem" = ${first.idContentItem}`.execute(writer);
    expect((await list(a, maria)).items[0]?.text).toBe(text);
    expect((await list(b, maria)).items[0]?.text).toBe(text);
  });

  it('shows an item added, and one removed or unpublished, at once', async () => {
    const titles = async (t: TestApp) => (await list(t, maria)).items.map((item) => item.text);
    const [template] = (await list(a, maria)).items;
    await sql`insert into content_items ("idCompany", "idApp", "idSection", "idContentType", text, position, "createdAt")
      select "idCompany", "idApp", "idSection", "idContentType", 'Item novo', 999, "createdAt"
      from content_items where "idContentItem" = ${template?.idContentItem}`.execute(writer);
    expect(await titles(b)).toContain('Item novo');
    expect(await titles(a)).toContain('Item novo');
    await sql`update content_items set active = 0 where text = 'Item novo'`.execute(writer);
    expect(await titles(b)).not.toContain('Item novo');
    await sql`delete from content_items where text = 'Item novo'`.execute(writer);
    expect(await titles(a)).not.toContain('Item novo');
  });

  it("shows a vote's new rating to every member at once, and each member only their own vote", async () => {
    const [first] = (await list(a, maria)).items;
    const idContentItem = first?.idContentItem as number;
    const vote = await b.app.inject({
      method: 'POST',
      url: '/content/rating',
      headers: maria.headers,
      payload: { idContentItem, vote: 4 },
    });
    expect(vote.statusCode).toBe(200);
    const itemOf = async (t: TestApp, session: Session) =>
      (await list(t, session)).items.find((item) => item.idContentItem === idContentItem);
    expect(await itemOf(a, maria)).toMatchObject({ vote: 4, numberVotes: body(vote).numberVotes });
    expect(await itemOf(a, joao)).toMatchObject({ vote: null, numberVotes: body(vote).numberVotes });
    expect(await itemOf(b, joao)).toMatchObject({ vote: null, rating: body(vote).rating });
  });

  it("never answers one company's list to a member of another", async () => {
    expect((await list(a, maria)).status).toBe(200);
    // Acme's section, kept by this instance, is not found for Globex's member.
    expect((await list(a, carlos)).status).toBe(404);
    expect((await list(b, carlos)).status).toBe(404);
  });

  it('raises the version on every write of sections and items', async () => {
    const idCompany = maria.loginInfo.idCompany;
    const before = await readContentVersion(writer, idCompany);
    await sql`update sections set text = text where "idSection" = ${idSection}`.execute(writer);
    const afterSection = await readContentVersion(writer, idCompany);
    expect(afterSection).toBeGreaterThan(before);
    await sql`update content_items set description = 'Nova descrição' where "idSection" = ${idSection}`.execute(writer);
    expect(await readContentVersion(writer, idCompany)).toBeGreaterThan(afterSection);
  });
});
