import { fromCompany, updateCompanyRows } from '../../db/company-rows';
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

/**
 * Offers, carts, orders and ownerships of the in-app store; every query is scoped by company and app. Changes
 * of several rows are composed by the service in one unit of work (`withTransaction`).
 */
export const storeRepository = ({ db }: { db: Db }) => {
  const offers = (executor: Db, idCompany: number, idApp: number) =>
    executor
      .selectFrom('store_offers as o')
      .innerJoin('store_products as p', 'p.idProduct', 'o.idProduct')
      .where('o.idCompany', '=', idCompany)
      .where('p.idCompany', '=', idCompany)
      .where('p.idApp', '=', idApp)
      .where('o.active', '=', 1)
      .where('p.active', '=', 1);

  async function findCart(executor: Db, idCompany: number, idApp: number, idUser: number) {
    return fromCompany(executor, 'store_carts', idCompany, { idApp, idUser })
      .select(['idShoppingCart', 'version'])
      .executeTakeFirst();
  }

  /** The items of the member's cart with the server's current prices (cents); owned products left out. */
  async function findCartItems(executor: Db, idCompany: number, idApp: number, idUser: number) {
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
        fromCompany(db, 'store_ownerships', idCompany, { idUser }).select('idProduct').execute(),
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
      const row = await fromCompany(db, 'store_ownerships', idCompany, { idUser, idProduct })
        .select('idProduct')
        .executeTakeFirst();
      return Boolean(row);
    },

    findCart: (idCompany: number, idApp: number, idUser: number) => findCart(db, idCompany, idApp, idUser),

    findCartItems: (idCompany: number, idApp: number, idUser: number) => findCartItems(db, idCompany, idApp, idUser),

    /** Makes the member's cart on first use; an existing cart stays as it is. */
    async createCartIfAbsent(entry: { idCompany: number; idApp: number; idUser: number; at: string }) {
      await db
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
    },

    /** Puts an offer in a cart; false when it was there already. */
    async insertCartItem(idShoppingCart: number, idOffer: number, at: string): Promise<boolean> {
      const added = await db
        .insertInto('store_cart_items')
        .values({ idShoppingCart, idOffer, addedAt: at })
        .onConflict((conflict) => conflict.columns(['idShoppingCart', 'idOffer']).doNothing())
        .returning('idOffer')
        .executeTakeFirst();
      return Boolean(added);
    },

    /** Takes an offer out of a cart; false when it was not there. */
    async deleteCartItem(idShoppingCart: number, idOffer: number): Promise<boolean> {
      const removed = await db
        .deleteFrom('store_cart_items')
        .where('idShoppingCart', '=', idShoppingCart)
        .where('idOffer', '=', idOffer)
        .executeTakeFirst();
      return Number(removed.numDeletedRows) > 0;
    },

    /** Moves a cart to a new version: the next payment of it is a new attempt. */
    async bumpCart(idShoppingCart: number, at: string): Promise<void> {
      await db
        .updateTable('store_carts')
        .set((eb) => ({ version: eb('version', '+', 1), updatedAt: at }))
        .where('idShoppingCart', '=', idShoppingCart)
        .execute();
    },

    async findOrderByRequestKey(idCompany: number, idUser: number, requestKey: string): Promise<OrderRow | undefined> {
      return fromCompany(db, 'store_orders', idCompany, { idUser, requestKey })
        .select(['idOrder', 'status', 'totalPrice'])
        .executeTakeFirst();
    },

    async findOrder(idCompany: number, idOrder: number): Promise<OrderRow | undefined> {
      return fromCompany(db, 'store_orders', idCompany, { idOrder })
        .select(['idOrder', 'status', 'totalPrice'])
        .executeTakeFirst();
    },

    /** The order that claimed a cart version, if any. */
    async findOrderByCartKey(cartKey: string): Promise<OrderRow | undefined> {
      return db
        .selectFrom('store_orders')
        .select(['idOrder', 'status', 'totalPrice'])
        .where('cartKey', '=', cartKey)
        .executeTakeFirst();
    },

    /**
     * Claims a cart version with a pending order; undefined when another request claimed this cart version
     * (or this request key) first.
     */
    async insertPendingOrder(entry: {
      idCompany: number;
      idApp: number;
      idUser: number;
      idShoppingCart: number;
      cartKey: string;
      requestKey: string | null;
      totalPrice: number;
      cardBrand: string;
      cardLastFour: string;
      at: string;
    }): Promise<number | undefined> {
      const inserted = await db
        .insertInto('store_orders')
        .values({
          idCompany: entry.idCompany,
          idUser: entry.idUser,
          idApp: entry.idApp,
          idShoppingCart: entry.idShoppingCart,
          cartKey: entry.cartKey,
          requestKey: entry.requestKey,
          totalPrice: entry.totalPrice,
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
      return inserted?.idOrder;
    },

    /** The order holding a cart version or the member's request key. */
    async findClaimingOrder(cartKey: string, idUser: number, requestKey: string | null): Promise<OrderRow | undefined> {
      return db
        .selectFrom('store_orders')
        .select(['idOrder', 'status', 'totalPrice'])
        .where((eb) =>
          eb.or([
            eb('cartKey', '=', cartKey),
            ...(requestKey ? [eb.and([eb('idUser', '=', idUser), eb('requestKey', '=', requestKey)])] : []),
          ]),
        )
        .executeTakeFirst();
    },

    /** The items of an order at the prices it was claimed with. */
    async insertOrderItems(
      idCompany: number,
      idOrder: number,
      items: ReadonlyArray<{ idOffer: number; idProduct: number; title: string; price: number }>,
    ): Promise<void> {
      await db
        .insertInto('store_order_items')
        .values(
          items.map((item) => ({
            idOrder,
            idCompany,
            idOffer: item.idOffer,
            idProduct: item.idProduct,
            title: item.title,
            price: item.price,
          })),
        )
        .execute();
    },

    /** Settles a pending order; answers its cart, or undefined when it was not pending. */
    async settlePendingOrder(entry: {
      idCompany: number;
      idOrder: number;
      status: 'approved' | 'declined' | 'failed';
      gatewayReference: string | null;
      at: string;
    }): Promise<{ idShoppingCart: number } | undefined> {
      return updateCompanyRows(db, 'store_orders', entry.idCompany, { idOrder: entry.idOrder })
        .set({ status: entry.status, gatewayReference: entry.gatewayReference, updatedAt: entry.at })
        .where('status', '=', 'pending')
        .returning(['idShoppingCart'])
        .executeTakeFirst();
    },

    async findOrderItems(idOrder: number) {
      return db
        .selectFrom('store_order_items')
        .select(['idOffer', 'idProduct'])
        .where('idOrder', '=', idOrder)
        .execute();
    },

    /** The member owns a product from an order on; owning it already changes nothing. */
    async grantOwnership(entry: { idCompany: number; idUser: number; idProduct: number; idOrder: number; at: string }) {
      await db
        .insertInto('store_ownerships')
        .values({
          idCompany: entry.idCompany,
          idUser: entry.idUser,
          idProduct: entry.idProduct,
          idOrder: entry.idOrder,
          acquiredAt: entry.at,
        })
        .onConflict((conflict) => conflict.columns(['idUser', 'idProduct']).doNothing())
        .execute();
    },

    /** Takes these offers out of a cart. */
    async deleteCartOffers(idShoppingCart: number, idOffers: number[]): Promise<void> {
      if (idOffers.length === 0) return;
      await db
        .deleteFrom('store_cart_items')
        .where('idShoppingCart', '=', idShoppingCart)
        .where('idOffer', 'in', idOffers)
        .execute();
    },
  };
};

export type StoreRepository = ReturnType<typeof storeRepository>;
