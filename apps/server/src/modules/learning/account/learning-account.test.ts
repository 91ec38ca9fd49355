import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('topics of interest', () => {
  it("searches the company's tags, page of 10", async () => {
    const maria = await t.login('maria@acme.example', 'acme-academy');
    const all = await t.app.inject({ url: '/learning/tags', headers: maria.headers });
    expect(all.statusCode).toBe(200);
    expect(body(all).result).toContain('Segurança');
    expect(body(all).result.length).toBeLessThanOrEqual(10);
    expect(body(all).totalRecords).toBeGreaterThanOrEqual(body(all).result.length);
    const found = await t.app.inject({ url: '/learning/tags?searchString=SEGUR', headers: maria.headers });
    expect(body(found)).toEqual({ success: true, totalRecords: 1, result: ['Segurança'] });
    const long = await t.app.inject({ url: `/learning/tags?searchString=${'a'.repeat(401)}`, headers: maria.headers });
    expect(long.statusCode).toBe(400);
  });

  it("keeps the member's own list, only with tags the company has", async () => {
    const maria = await t.login('maria@acme.example', 'acme-academy');
    const url = `/learning/tags/users/${maria.loginInfo.idUser}`;
    expect(body(await t.app.inject({ url, headers: maria.headers })).tags).toEqual([{ tag: 'Segurança' }]);
    const saved = await t.app.inject({
      method: 'POST',
      url,
      headers: maria.headers,
      payload: { tags: ['Vendas', 'Segurança', 'Vendas'] },
    });
    expect(body(saved).tags).toEqual([{ tag: 'Segurança' }, { tag: 'Vendas' }]);
    const unknown = await t.app.inject({
      method: 'POST',
      url,
      headers: maria.headers,
      payload: { tags: ['Culinária'] },
    });
    expect(unknown.statusCode).toBe(400);
    const joao = await t.login('joao@acme.example', 'acme-academy');
    expect((await t.app.inject({ url, headers: joao.headers })).statusCode).toBe(404);
  });

  it('recommends trainings of the member topics first', async () => {
    const maria = await t.login('maria@acme.example', 'acme-academy');
    const idUser = maria.loginInfo.idUser;
    const ask = async () =>
      body(
        await t.app.inject({
          url: `/learning/students/${idUser}/recommendations?offset=0&limit=20`,
          headers: maria.headers,
        }),
      ).result as Array<{ idNode: number; title: string }>;
    const tagsOf = async (idNode: number) =>
      (await t.db.selectFrom('learning_node_tags').select('tag').where('idNode', '=', idNode).execute()).map(
        (row) => row.tag,
      );
    for (const topic of ['Segurança', 'Vendas']) {
      await t.app.inject({
        method: 'POST',
        url: `/learning/tags/users/${idUser}`,
        headers: maria.headers,
        payload: { tags: [topic] },
      });
      const cards = await ask();
      const matches = await Promise.all(cards.map(async (card) => (await tagsOf(card.idNode)).includes(topic)));
      // Every training of the topic comes before every other one.
      expect(matches).toEqual([...matches].sort((a, b) => Number(b) - Number(a)));
    }
  });
});

describe('responsibility terms', () => {
  it('lists the pending terms and signs the current version once', async () => {
    const maria = await t.login('maria@acme.example', 'acme-academy');
    expect(body(await t.app.inject({ url: '/learning/terms', headers: maria.headers }))).toMatchObject({
      needSignResponsabilityTerms: false,
      responsibilityTerms: [],
    });
    const term = await t.db.selectFrom('learning_responsibility_terms').selectAll().executeTakeFirstOrThrow();
    await t.db
      .updateTable('learning_responsibility_terms')
      .set({ versionNumber: 2 })
      .where('idTermOfResponsibility', '=', term.idTermOfResponsibility)
      .execute();
    const pending = body(await t.app.inject({ url: '/learning/terms', headers: maria.headers }));
    expect(pending.needSignResponsabilityTerms).toBe(true);
    expect(pending.responsibilityTerms).toEqual([
      expect.objectContaining({
        idTermOfResponsibility: term.idTermOfResponsibility,
        versionNumber: 2,
        hasOldSignature: true,
      }),
    ]);
    const old = await t.app.inject({
      method: 'POST',
      url: `/learning/terms/${term.idTermOfResponsibility}/1`,
      headers: maria.headers,
    });
    expect(old.statusCode).toBe(409);
    const signed = await t.app.inject({
      method: 'POST',
      url: `/learning/terms/${term.idTermOfResponsibility}/2`,
      headers: maria.headers,
    });
    expect(signed.statusCode).toBe(200);
    expect(body(await t.app.inject({ url: '/learning/terms', headers: maria.headers })).responsibilityTerms).toEqual(
      [],
    );

    const carlos = await t.login('carlos@globex.example');
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/learning/terms/${term.idTermOfResponsibility}/2`,
      headers: carlos.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
