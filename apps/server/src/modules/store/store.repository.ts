import type { Db } from '../../db/database';

/** An active offer of an app with its product, the member's ownership and whether it is in the cart. */
export type OfferRow = {
  idOffer: number;
  idProduct: number;
  title: string;
  description: string | null;
  content: string | null;
  imageURL: string | null;
  price: number;
  isOwned: boolean;
  isInCart: boolean;
};

export type OrderRow = { idOrder: number; status: string; totalPrice: number };

type Trx = Parameters<Parameters<ReturnType<Db['transaction']>['execute']>[0]>[0];

/** Offers, carts, orders and ownerships of the in-app store; every query is scoped by company and app. */
export const storeRepository = ({ db }: { db: Db }) => {
  const offers = (executor: Db | Trx, idCompany: number, idApp: number) =>
    executor
      .selectFrom('store_offers as o')
      .innerJoin('store_products as p', 'p.idProduct', 'o.idProduct')
      .where('o.idCompany', '=', idCompany)
      .where('p.idCompany', '=', idCompany)
      .where('p.idApp', '=', idApp)
      .where('o.active', '=', 1)
      .where('p.active', '=', 1);

  async function findCart(executor: Db | Trx, idCompany: number, idApp: number, idUser: number) {
    return executor
      .selectFrom('store_carts')
      .select(['idShoppingCart', 'version'])
      .where('idCompany', '=', idCompany)
      .where('idApp', '=', idApp)
      .where('idUser', '=', idUser)
      .executeTakeFirst();
  }

  /** The items of the member's cart with the server's current prices (cents); owned products left out. */
  async function findCartItems(executor: Db | Trx, idCompany: number, idApp: number, idUser: number) {
    return offers(executor, idCompany, idApp)
      .innerJoin('store_cart_items as i', 'i.idOffer', 'o.idOffer')
      .innerJoin('store_carts as c', 'c.idShoppingCart', 'i.idShoppingCart')
      .select(['o.idOffer', 'o.idProduct', 'p.title', 'p.imageURL', 'o.price'])
      .where('c.idCompany', '=', idCompany)
      .where('c.idApp', '=', idApp)
      .where('c.idUser', '=', idUser)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('store_ownerships as w')
              .select('w.idProduct')
              .whereRef('w.idProduct', '=', 'o.idProduct')
              .where('w.idUser', '=', idUser),
          ),
        ),
      )
      .orderBy('i.addedAt')
      .orderBy('o.idOffer')
      .execute();
  }

  return {
    /** The app's active offers in catalogue order, with the member's ownership and cart flags. */
    async findOffers(idCompany: number, idApp: number, idUser: number): Promise<OfferRow[]> {
      const [rows, owned, cart] = await Promise.all([
        offers(db, idCompany, idApp)
          .select(['o.idOffer', 'o.idProduct', 'p.title', 'p.description', 'p.content', 'p.imageURL', 'o.price'])
          .orderBy('o.position')
          .orderBy('o.idOffer')
          .execute(),
        db
          .selectFrom('store_ownerships')
          .select('idProduct')
          .where('idCompany', '=', idCompany)
          .where('idUser', '=', idUser)
          .execute(),
        db
          .selectFrom('store_cart_items as i')
          .innerJoin('store_carts as c', 'c.idShoppingCart', 'i.idShoppingCart')
          .select('i.idOffer')
          .where('c.idCompany', '=', idCompany)
          .where('c.idApp', '=', idApp)
          .where('c.idUser', '=', idUser)
          .execute(),
      ]);
      const ownedProducts = new Set(owned.map((row) => row.idProduct));
      const inCart = new Set(cart.map((row) => row.idOffer));
      return rows.map((row) => ({
        ...row,
        isOwned: ownedProducts.has(row.idProduct),
        isInCart: inCart.has(row.idOffer),
      }));
    },

    /** One active offer of the app, or undefined (another company's or app's offer included). */
    async findOffer(idCompany: number, idApp: number, idOffer: number) {
      return offers(db, idCompany, idApp)
        .select(['o.idOffer', 'o.idProduct', 'o.price'])
        .where('o.idOffer', '=', idOffer)
        .executeTakeFirst();
    },

    async isOwned(idCompany: number, idUser: number, idProduct: number): Promise<boolean> {
      const row = await db
        .selectFrom('store_ownerships')
        .select('idProduct')
        .where('idCompany', '=', idCompany)
        .where('idUser', '=', idUser)
        .where('idProduct', '=', idProduct)
        .executeTakeFirst();
      return Boolean(row);
    },

    findCart: (idCompany: number, idApp: number, idUser: number) => findCart(db, idCompany, idApp, idUser),

    findCartItems: (idCompany: number, idApp: number, idUser: number) => findCartItems(db, idCompany, idApp, idUser),

    /** Puts an offer in the member's cart (made on first use); a second add changes nothing. */
    async addCartItem(entry: { idCompany: number; idApp: number; idUser: number; idOffer: number; at: string }) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('store_carts')
          .values({
            idCompany: entry.idCompany,
            idApp: entry.idApp,
            idUser: entry.idUser,
            version: 0,
            createdAt: entry.at,
            updatedAt: entry.at,
          })
          .onConflict((conflict) => conflict.columns(['idUser', 'idApp']).doNothing())
          .execute();
        const cart = await findCart(trx, entry.idCompany, entry.idApp, entry.idUser);
        if (!cart) return;
        const added = await trx
          .insertInto('store_cart_items')
          .values({ idShoppingCart: cart.idShoppingCart, idOffer: entry.idOffer, addedAt: entry.at })
          .onConflict((conflict) => conflict.columns(['idShoppingCart', 'idOffer']).doNothing())
          .returning('idOffer')
          .executeTakeFirst();
        if (added) await bumpCart(trx, cart.idShoppingCart, entry.at);
      });
    },

    /** Takes an offer out of the member's cart; absent, nothing changes. */
    async removeCartItem(entry: { idCompany: number; idApp: number; idUser: number; idOffer: number; at: string }) {
      await db.transaction().execute(async (trx) => {
        const cart = await findCart(trx, entry.idCompany, entry.idApp, entry.idUser);
        if (!cart) return;
        const removed = await trx
          .deleteFrom('store_cart_items')
          .where('idShoppingCart', '=', cart.idShoppingCart)
          .where('idOffer', '=', entry.idOffer)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) > 0) await bumpCart(trx, cart.idShoppingCart, entry.at);
      });
    },

    async findOrderByRequestKey(idCompany: number, idUser: number, requestKey: string): Promise<OrderRow | undefined> {
      return db
        .selectFrom('store_orders')
        .select(['idOrder', 'status', 'totalPrice'])
        .where('idCompany', '=', idCompany)
        .where('idUser', '=', idUser)
        .where('requestKey', '=', requestKey)
        .executeTakeFirst();
    },

    async findOrder(idCompany: number, idOrder: number): Promise<OrderRow | undefined> {
      return db
        .selectFrom('store_orders')
        .select(['idOrder', 'status', 'totalPrice'])
        .where('idCompany', '=', idCompany)
        .where('idOrder', '=', idOrder)
        .executeTakeFirst();
    },

    /**
     * Claims the payment of the member's cart as it is now: a pending order with its items at the server's
     * prices. The cart's id and version make the claim unique, so a second payment of the same cart (a
     * double click, two tabs, a retry) gets `existing` instead of a new order.
     */
    async reserveOrder(entry: {
      idCompany: number;
      idApp: number;
      idUser: number;
      requestKey: string | null;
      cardBrand: string;
      cardLastFour: string;
      at: string;
    }): Promise<
      | { kind: 'empty' }
      | { kind: 'existing'; order: OrderRow }
      | { kind: 'reserved'; order: OrderRow; titles: string[] }
    > {
      return db.transaction().execute(async (trx) => {
        const cart = await findCart(trx, entry.idCompany, entry.idApp, entry.idUser);
        if (!cart) return { kind: 'empty' as const };
        const cartKey = `${cart.idShoppingCart}:${cart.version}`;
        const existing = await trx
          .selectFrom('store_orders')
          .select(['idOrder', 'status', 'totalPrice'])
          .where('cartKey', '=', cartKey)
          .executeTakeFirst();
        if (existing) return { kind: 'existing' as const, order: existing };
        const items = await findCartItems(trx, entry.idCompany, entry.idApp, entry.idUser);
        if (items.length === 0) return { kind: 'empty' as const };
        const totalPrice = items.reduce((sum, item) => sum + item.price, 0);
        const inserted = await trx
          .insertInto('store_orders')
          .values({
            idCompany: entry.idCompany,
            idUser: entry.idUser,
            idApp: entry.idApp,
            idShoppingCart: cart.idShoppingCart,
            cartKey,
            requestKey: entry.requestKey,
            totalPrice,
            status: 'pending',
            cardBrand: entry.cardBrand,
            cardLastFour: entry.cardLastFour,
            gatewayReference: null,
            createdAt: entry.at,
            updatedAt: entry.at,
          })
          .onConflict((conflict) => conflict.doNothing())
          .returning('idOrder')
          .executeTakeFirst();
        if (!inserted) {
          // Another request claimed this cart version (or this request key) a moment ago.
          const other = await trx
            .selectFrom('store_orders')
            .select(['idOrder', 'status', 'totalPrice'])
            .where((eb) =>
              eb.or([
                eb('cartKey', '=', cartKey),
                ...(entry.requestKey
                  ? [eb.and([eb('idUser', '=', entry.idUser), eb('requestKey', '=', entry.requestKey)])]
                  : []),
              ]),
            )
            .executeTakeFirst();
          if (!other) throw new Error('order claim conflict without an order');
          return { kind: 'existing' as const, order: other };
        }
        await trx
          .insertInto('store_order_items')
          .values(
            items.map((item) => ({
              idOrder: inserted.idOrder,
              idCompany: entry.idCompany,
              idOffer: item.idOffer,
              idProduct: item.idProduct,
              title: item.title,
              price: item.price,
            })),
          )
          .execute();
        return {
          kind: 'reserved' as const,
          order: { idOrder: inserted.idOrder, status: 'pending', totalPrice },
          titles: items.map((item) => item.title),
        };
      });
    },

    /**
     * Settles a pending order in one transaction: its status and, when approved, the ownership of its
     * products and the cart emptied of them. Any outcome moves the cart to a new version, so the next
     * payment of the same items is a new attempt.
     */
    async settleOrder(entry: {
      idCompany: number;
      idUser: number;
      idOrder: number;
      status: 'approved' | 'declined' | 'failed';
      gatewayReference: string | null;
      at: string;
    }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const order = await trx
          .updateTable('store_orders')
          .set({ status: entry.status, gatewayReference: entry.gatewayReference, updatedAt: entry.at })
          .where('idCompany', '=', entry.idCompany)
          .where('idOrder', '=', entry.idOrder)
          .where('status', '=', 'pending')
          .returning(['idShoppingCart'])
          .executeTakeFirst();
        if (!order) return;
        if (entry.status === 'approved') {
          const items = await trx
            .selectFrom('store_order_items')
            .select(['idOffer', 'idProduct'])
            .where('idOrder', '=', entry.idOrder)
            .execute();
          for (const item of items) {
            await trx
              .insertInto('store_ownerships')
              .values({
                idCompany: entry.idCompany,
                idUser: entry.idUser,
                idProduct: item.idProduct,
                idOrder: entry.idOrder,
                acquiredAt: entry.at,
              })
              .onConflict((conflict) => conflict.columns(['idUser', 'idProduct']).doNothing())
              .execute();
          }
          await trx
            .deleteFrom('store_cart_items')
            .where('idShoppingCart', '=', order.idShoppingCart)
            .where(
              'idOffer',
              'in',
              items.map((item) => item.idOffer),
            )
            .execute();
        }
        await bumpCart(trx, order.idShoppingCart, entry.at);
      });
    },
  };
};

async function bumpCart(trx: Trx, idShoppingCart: number, at: string): Promise<void> {
  await trx
    .updateTable('store_carts')
    .set((eb) => ({ version: eb('version', '+', 1), updatedAt: at }))
    .where('idShoppingCart', '=', idShoppingCart)
    .execute();
}

export type StoreRepository = ReturnType<typeof storeRepository>;
