import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import {
  type ChargeRequest,
  createSandboxGateway,
  type PaymentGateway,
  SANDBOX_UNAVAILABLE_CARD,
} from '../../platform/payments';

/** The sandbox, counting charges and slowed a little so that racing requests overlap. */
function createCountingGateway() {
  const sandbox = createSandboxGateway();
  const charges: Array<Pick<ChargeRequest, 'idempotencyKey' | 'amount'>> = [];
  const gateway: PaymentGateway = {
    async charge(request) {
      charges.push({ idempotencyKey: request.idempotencyKey, amount: request.amount });
      await new Promise((resolve) => setTimeout(resolve, 40));
      return sandbox.charge(request);
    },
  };
  return { gateway, charges };
}

const APPROVED_CARD = { name: 'Maria Souza', creditCard: '4242 4242 4242 4242', expirationDate: '12/30', CVV: '987' };
const DECLINED_CARD = { ...APPROVED_CARD, creditCard: '4000 0000 0000 0002' };

let t: TestApp;
const counting = createCountingGateway();
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    payments: counting.gateway,
    env: { LOG_LEVEL: 'trace' },
    logStream: new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  });
});
afterAll(async () => {
  await t.close();
});

const offerId = async (title: string) =>
  (
    await t.db
      .selectFrom('store_offers as o')
      .innerJoin('store_products as p', 'p.idProduct', 'o.idProduct')
      .select('o.idOffer')
      .where('p.title', '=', title)
      .executeTakeFirstOrThrow()
  ).idOffer;

type Caller = Awaited<ReturnType<TestApp['login']>>;
const post = (caller: Caller, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: caller.headers, payload });
const cartOf = async (caller: Caller) =>
  body(await t.app.inject({ url: '/store/shoppingcart', headers: caller.headers }));
const emptyCart = async (caller: Caller) => {
  for (const item of (await cartOf(caller)).itens)
    await post(caller, '/store/removefromcart', { idOffer: item.idOffer });
};
const ordersOf = (idUser: number) =>
  t.db.selectFrom('store_orders').selectAll().where('idUser', '=', idUser).orderBy('idOrder').execute();
const menuTexts = (session: Caller) => session.menu.map((section) => section.text);

describe('POST /store/offers and /store/purchased', () => {
  it("lists the app's offers with server prices in reais, the owned flag and a search without accents", async () => {
    const maria = await t.login('maria@acme.example');
    const all = await post(maria, '/store/offers', { searchText: '' });
    expect(all.statusCode).toBe(200);
    expect(body(all).offers.map((offer: { title: string; price: number; aquired: number }) => offer)).toEqual([
      expect.objectContaining({ title: 'Trilha Vendas Premium', price: 49.9, aquired: 0, inCart: 0 }),
      expect.objectContaining({ title: 'Podcast Liderança em Foco', price: 29.9, aquired: 0 }),
      expect.objectContaining({ title: 'Guia de Negociação', price: 19.9, aquired: 1 }),
      expect.objectContaining({ title: 'Oficina de Excel para Vendas', price: 39.9, aquired: 0 }),
    ]);
    const search = await post(maria, '/store/offers', { searchText: 'NEGOCIACAO' });
    expect(body(search).offers.map((offer: { title: string }) => offer.title)).toEqual(['Guia de Negociação']);
    const byDescription = await post(maria, '/store/offers', { searchText: 'planilhas' });
    expect(body(byDescription).offers.map((offer: { title: string }) => offer.title)).toEqual([
      'Oficina de Excel para Vendas',
    ]);
  });

  it("answers only the member's own products, and only the company's offers", async () => {
    const maria = await t.login('maria@acme.example');
    const joao = await t.login('joao@acme.example');
    const carlos = await t.login('carlos@globex.example');
    expect(body(await post(maria, '/store/purchased', { searchText: '' })).offers).toEqual([
      expect.objectContaining({ title: 'Guia de Negociação', aquired: 1 }),
    ]);
    expect(body(await post(joao, '/store/purchased', { searchText: '' })).offers).toEqual([]);
    expect(
      body(await post(carlos, '/store/offers', { searchText: '' })).offers.map(
        (offer: { title: string }) => offer.title,
      ),
    ).toEqual(['Manual de Segurança Avançado']);
  });

  it('refuses a search longer than 100 characters with a Portuguese message', async () => {
    const maria = await t.login('maria@acme.example');
    const response = await post(maria, '/store/offers', { searchText: 'a'.repeat(101) });
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toBe('A busca pode ter no máximo 100 caracteres.');
  });
});

describe('the cart', () => {
  it("adds and removes offers with the spec's 'sucess' flag, once each, at the server's prices", async () => {
    const joao = await t.login('joao@acme.example');
    const sales = await offerId('Trilha Vendas Premium');
    const podcast = await offerId('Podcast Liderança em Foco');
    const added = await post(joao, '/store/addtocart', { idOffer: sales });
    expect(body(added)).toEqual({ success: true, sucess: true, numItens: 1 });
    expect(body(await post(joao, '/store/addtocart', { idOffer: sales })).numItens).toBe(1);
    await post(joao, '/store/addtocart', { idOffer: podcast });
    const cart = await cartOf(joao);
    expect(cart.itens.map((item: { title: string; price: number }) => [item.title, item.price])).toEqual([
      ['Trilha Vendas Premium', 49.9],
      ['Podcast Liderança em Foco', 29.9],
    ]);
    expect(cart.shoppingCart).toEqual(
      expect.objectContaining({ idUser: joao.loginInfo.idUser, totalPrice: 79.8, numItens: 2 }),
    );
    const offers = body(await post(joao, '/store/offers', { searchText: '' })).offers;
    expect(offers.find((offer: { idOffer: number }) => offer.idOffer === sales).inCart).toBe(1);

    // A price changed by the company is the price of the cart: the client never sends one.
    await t.db.updateTable('store_offers').set({ price: 5490 }).where('idOffer', '=', sales).execute();
    expect((await cartOf(joao)).shoppingCart.totalPrice).toBe(84.8);
    await t.db.updateTable('store_offers').set({ price: 4990 }).where('idOffer', '=', sales).execute();

    expect(body(await post(joao, '/store/removefromcart', { idOffer: podcast }))).toEqual({
      success: true,
      sucess: true,
      numItens: 1,
    });
    await emptyCart(joao);
    expect((await cartOf(joao)).shoppingCart).toEqual(expect.objectContaining({ totalPrice: 0, numItens: 0 }));
  });

  it("refuses an owned product, another company's offer and a malformed id", async () => {
    const maria = await t.login('maria@acme.example');
    const carlos = await t.login('carlos@globex.example');
    const owned = await post(maria, '/store/addtocart', { idOffer: await offerId('Guia de Negociação') });
    expect(owned.statusCode).toBe(409);
    expect(body(owned).message).toBe('Produto adquirido');
    const foreign = await post(carlos, '/store/addtocart', { idOffer: await offerId('Guia de Negociação') });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await post(carlos, '/store/removefromcart', { idOffer: await offerId('Guia de Negociação') })).statusCode,
    ).toBe(404);
    expect((await post(maria, '/store/addtocart', { idOffer: 'um' })).statusCode).toBe(400);
    expect((await post(maria, '/store/addtocart', { idOffer: -1 })).statusCode).toBe(400);
  });
});

describe('POST /store/buy', () => {
  it('refuses a card that fails the shared rules with the form’s message, before any charge', async () => {
    const joao = await t.login('joao@acme.example');
    await post(joao, '/store/addtocart', { idOffer: await offerId('Oficina de Excel para Vendas') });
    const before = counting.charges.length;
    const cases: Array<[object, string, string]> = [
      [
        { creditCard: '6011 1111 1111 1117' },
        'creditCard',
        'Bandeira do cartão não encontrada, favor informar outro cartão.',
      ],
      [{ creditCard: '4242 4242 4242 4241' }, 'creditCard', 'Formato inválido'],
      [{ expirationDate: '1230' }, 'expirationDate', 'Favor preencher o formato correto. MM/AA'],
      [{ expirationDate: '01/20' }, 'expirationDate', 'Cartão expirado, favor mudar o cartão'],
      [{ CVV: '1234' }, 'CVV', 'Formato inválido'],
      [{ name: 'Maria 2' }, 'name', 'Formato inválido'],
    ];
    for (const [change, field, message] of cases) {
      const response = await post(joao, '/store/buy', { ...APPROVED_CARD, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(body(response)).toEqual(expect.objectContaining({ field, message }));
      expect(response.body).not.toContain('4242 4242');
    }
    expect(counting.charges.length).toBe(before);
    await emptyCart(joao);
    const empty = await post(joao, '/store/buy', APPROVED_CARD);
    expect(empty.statusCode).toBe(400);
    expect(body(empty).message).toBe('Seu carrinho está vazio');
  });

  it('declines a documented declining card and keeps the cart; the next card pays it', async () => {
    const joao = await t.login('joao@acme.example');
    const podcast = await offerId('Podcast Liderança em Foco');
    await post(joao, '/store/addtocart', { idOffer: podcast });
    const declined = await post(joao, '/store/buy', DECLINED_CARD);
    expect(declined.statusCode).toBe(200);
    expect(body(declined)).toEqual(
      expect.objectContaining({
        success: false,
        sucess: false,
        status: 'declined',
        message: 'Pagamento não autorizado!',
      }),
    );
    expect((await cartOf(joao)).shoppingCart.numItens).toBe(1);
    expect(body(await post(joao, '/store/purchased', { searchText: '' })).offers).toEqual([]);

    const unavailable = await post(joao, '/store/buy', { ...APPROVED_CARD, creditCard: SANDBOX_UNAVAILABLE_CARD });
    expect(body(unavailable)).toEqual(expect.objectContaining({ success: false, status: 'declined' }));

    const approved = await post(joao, '/store/buy', { ...APPROVED_CARD, name: 'Joao Pereira' });
    expect(body(approved)).toEqual(
      expect.objectContaining({ success: true, sucess: true, status: 'approved', message: 'Pagamento autorizado!' }),
    );
    expect((await ordersOf(joao.loginInfo.idUser)).map((order) => order.status)).toEqual([
      'declined',
      'failed',
      'approved',
    ]);
    await t.db.deleteFrom('store_ownerships').where('idUser', '=', joao.loginInfo.idUser).execute();
  });

  it('pays the cart: one order at server prices, ownership, cart emptied, and the section it unlocks in the menu', async () => {
    const maria = await t.login('maria@acme.example');
    expect(menuTexts(maria)).toContain('Guia de Negociação');
    expect(menuTexts(maria)).toContain('Lojinha');
    expect(menuTexts(maria)).not.toContain('Vendas Premium');
    expect(maria.design.map((entry) => entry.text)).not.toContain('Vendas Premium');

    await post(maria, '/store/addtocart', { idOffer: await offerId('Trilha Vendas Premium') });
    const response = await post(maria, '/store/buy', { ...APPROVED_CARD, brand: 'visa' });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual(expect.objectContaining({ success: true, sucess: true, status: 'approved' }));

    const [order] = await ordersOf(maria.loginInfo.idUser);
    expect(order).toEqual(
      expect.objectContaining({ status: 'approved', totalPrice: 4990, cardBrand: 'visa', cardLastFour: '4242' }),
    );
    expect(counting.charges.at(-1)).toEqual(expect.objectContaining({ amount: 4990 }));
    expect((await cartOf(maria)).shoppingCart.numItens).toBe(0);
    expect(
      body(await post(maria, '/store/purchased', { searchText: '' })).offers.map(
        (offer: { title: string }) => offer.title,
      ),
    ).toEqual(['Trilha Vendas Premium', 'Guia de Negociação']);

    const renewed = await t.app.inject({
      method: 'POST',
      url: '/login/renewlogin',
      headers: maria.headers,
      payload: { idUser: maria.loginInfo.idUser, idAppType: 1 },
    });
    expect(body(renewed).data.menu.map((section: { text: string }) => section.text)).toContain('Vendas Premium');
    // Another member still does not see it.
    expect(menuTexts(await t.login('joao@acme.example'))).not.toContain('Vendas Premium');
  });

  it('charges once and writes one order when the same cart is paid twice at the same time', async () => {
    const ana = await t.login('ana@acme.example');
    await post(ana, '/store/addtocart', { idOffer: await offerId('Oficina de Excel para Vendas') });
    const before = counting.charges.length;
    const [first, second] = await Promise.all([
      post(ana, '/store/buy', APPROVED_CARD),
      post(ana, '/store/buy', APPROVED_CARD),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(body(first)).toEqual(expect.objectContaining({ success: true, sucess: true }));
    expect(body(second).idOrder).toBe(body(first).idOrder);
    expect(await ordersOf(ana.loginInfo.idUser)).toHaveLength(1);
    expect(counting.charges.length - before).toBe(1);
    const owned = await t.db
      .selectFrom('store_ownerships')
      .select('idProduct')
      .where('idUser', '=', ana.loginInfo.idUser)
      .execute();
    expect(owned).toHaveLength(1);
  });

  it('answers a retried idempotency key with the first outcome, without charging again', async () => {
    const joao = await t.login('joao@acme.example');
    await post(joao, '/store/addtocart', { idOffer: await offerId('Podcast Liderança em Foco') });
    const card = { ...APPROVED_CARD, idempotencyKey: 'attempt-0001-joao' };
    const [first, again] = await Promise.all([post(joao, '/store/buy', card), post(joao, '/store/buy', card)]);
    const before = counting.charges.length;
    const late = await post(joao, '/store/buy', card);
    expect(body(first).status).toBe('approved');
    expect(body(again).idOrder).toBe(body(first).idOrder);
    expect(body(late).idOrder).toBe(body(first).idOrder);
    expect(counting.charges.length).toBe(before);
    expect((await post(joao, '/store/buy', { ...card, idempotencyKey: 'bad key!' })).statusCode).toBe(400);
  });

  it('keeps the card number and the security code out of the database and the logs', async () => {
    const paula = await t.login('carlos@globex.example');
    const card = { name: 'Carlos Mendes', creditCard: '5555 5555 5555 4444', expirationDate: '11/29', CVV: '731' };
    const offer = body(await post(paula, '/store/offers', { searchText: '' })).offers[0];
    await post(paula, '/store/addtocart', { idOffer: offer.idOffer });
    await post(paula, '/store/buy', { ...card, creditCard: '4000 0000 0000 0002' });
    await post(paula, '/store/buy', { ...card, CVV: '73' });
    const paid = await post(paula, '/store/buy', card);
    expect(body(paid).status).toBe('approved');

    const tables =
      t.engine === 'postgres'
        ? (
            await sql<{ name: string }>`select table_name as name from information_schema.tables
              where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(t.db)
          ).rows
        : (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(t.db)).rows;
    expect(tables.map((table) => table.name)).toContain('store_orders');
    let dump = '';
    for (const { name } of tables) {
      const rows = (await sql`select * from ${sql.table(name)}`.execute(t.db)).rows;
      dump += JSON.stringify(rows);
    }
    const logs = logLines.join('');
    expect(logs).toContain('/store/buy');
    for (const secret of ['5555555555554444', '5555 5555 5555 4444', '4000000000000002', '4000 0000 0000 0002']) {
      expect(dump).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
    expect(dump).not.toMatch(/"731"/);
    expect(logs).not.toContain('"731"');
    expect(logs).not.toContain('CVV');
    expect(dump).toContain('"cardLastFour":"4444"');
  });
});
