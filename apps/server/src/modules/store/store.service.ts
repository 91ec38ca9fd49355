import type {
  BuyRequest,
  BuyResponse,
  CartChangeResponse,
  ShoppingCartResponse,
  StoreOffer,
  StoreOffersResponse,
} from '@trilha/shared/api/store';
import { cardDigits, cardLastFour, detectCardBrand, parseExpiry } from '@trilha/shared/rules/card';
import type { FastifyBaseLogger } from 'fastify';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuthContext } from '../../platform/auth-context';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { PaymentGateway } from '../../platform/payments';
import type { OfferRow, OrderRow, StoreRepository } from './store.repository';

/** The outcome texts of the result stage (spec document 2, section 8 "Payment"). */
export const PAYMENT_APPROVED_MESSAGE = 'Pagamento autorizado!';
export const PAYMENT_DECLINED_MESSAGE = 'Pagamento não autorizado!';

/** How long a second payment of the same cart waits for the first to finish before answering 409. */
const PENDING_WAIT_MS = 10_000;
const PENDING_POLL_MS = 50;

/** Cents as the API's reais. */
const toReais = (cents: number) => cents / 100;

/** Lower case without accents, for the store search. */
const fold = (text: string | null) => (text ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The in-app store (spec document 2, 2.4, 4 "Cart stage" and "Product button", 7 "Store" calls): offers,
 * owned products, the cart and the card payment through a `PaymentGateway`. Prices always come from the
 * database; the card is passed to the gateway and forgotten (only brand and last four are kept).
 */
export const storeService = ({
  storeRepository,
  transaction,
  payments,
  clock,
  log,
}: {
  storeRepository: StoreRepository;
  /** Runs a change of several rows in one transaction with the repository bound to it. */
  transaction: UnitOfWork<StoreRepository>;
  payments: PaymentGateway;
  clock: Clock;
  log: FastifyBaseLogger;
}) => {
  const now = () => clock.now().toISOString();

  /**
   * Claims the payment of the member's cart as it is now: a pending order with its items at the server's
   * prices. The cart's id and version make the claim unique, so a second payment of the same cart (a
   * double click, two tabs, a retry) gets `existing` instead of a new order.
   */
  function reserveOrder(
    auth: AuthContext,
    card: { requestKey: string | null; cardBrand: string; cardLastFour: string },
  ): Promise<
    { kind: 'empty' } | { kind: 'existing'; order: OrderRow } | { kind: 'reserved'; order: OrderRow; titles: string[] }
  > {
    const at = now();
    return transaction(async (repository) => {
      const cart = await repository.findCart(auth.idCompany, auth.idApp, auth.idUser);
      if (!cart) return { kind: 'empty' as const };
      const cartKey = `${cart.idShoppingCart}:${cart.version}`;
      const existing = await repository.findOrderByCartKey(cartKey);
      if (existing) return { kind: 'existing' as const, order: existing };
      const items = await repository.findCartItems(auth.idCompany, auth.idApp, auth.idUser);
      if (items.length === 0) return { kind: 'empty' as const };
      const totalPrice = items.reduce((sum, item) => sum + item.price, 0);
      const idOrder = await repository.insertPendingOrder({
        idCompany: auth.idCompany,
        idApp: auth.idApp,
        idUser: auth.idUser,
        idShoppingCart: cart.idShoppingCart,
        cartKey,
        totalPrice,
        ...card,
        at,
      });
      if (idOrder === undefined) {
        // Another request claimed this cart version (or this request key) a moment ago.
        const other = await repository.findClaimingOrder(cartKey, auth.idUser, card.requestKey);
        if (!other) throw new Error('order claim conflict without an order');
        return { kind: 'existing' as const, order: other };
      }
      await repository.insertOrderItems(auth.idCompany, idOrder, items);
      return {
        kind: 'reserved' as const,
        order: { idOrder, status: 'pending', totalPrice },
        titles: items.map((item) => item.title),
      };
    });
  }

  /**
   * Settles a pending order in one transaction: its status and, when approved, the ownership of its
   * products and the cart emptied of them. Any outcome moves the cart to a new version, so the next
   * payment of the same items is a new attempt.
   */
  async function settleOrder(
    auth: AuthContext,
    idOrder: number,
    status: 'approved' | 'declined' | 'failed',
    gatewayReference: string | null,
  ): Promise<void> {
    const at = now();
    await transaction(async (repository) => {
      const order = await repository.settlePendingOrder({
        idCompany: auth.idCompany,
        idOrder,
        status,
        gatewayReference,
        at,
      });
      if (!order) return;
      if (status === 'approved') {
        const items = await repository.findOrderItems(idOrder);
        for (const item of items) {
          await repository.grantOwnership({
            idCompany: auth.idCompany,
            idUser: auth.idUser,
            idProduct: item.idProduct,
            idOrder,
            at,
          });
        }
        await repository.deleteCartOffers(
          order.idShoppingCart,
          items.map((item) => item.idOffer),
        );
      }
      await repository.bumpCart(order.idShoppingCart, at);
    });
  }

  function toOffer(row: OfferRow): StoreOffer {
    return {
      idOffer: row.idOffer,
      idProduct: row.idProduct,
      title: row.title,
      description: row.description,
      content: row.content,
      imageURL: row.imageURL,
      price: toReais(row.price),
      aquired: row.isOwned ? 1 : 0,
      inCart: row.isInCart ? 1 : 0,
    };
  }

  async function searchOffers(auth: AuthContext, searchText: string, onlyOwned: boolean) {
    const rows = await storeRepository.findOffers(auth.idCompany, auth.idApp, auth.idUser);
    const wanted = fold(searchText.trim());
    return rows
      .filter((row) => !onlyOwned || row.isOwned)
      .filter((row) => !wanted || fold(row.title).includes(wanted) || fold(row.description).includes(wanted))
      .map(toOffer);
  }

  async function countCart(auth: AuthContext): Promise<number> {
    return (await storeRepository.findCartItems(auth.idCompany, auth.idApp, auth.idUser)).length;
  }

  function outcome(order: OrderRow): BuyResponse {
    const isApproved = order.status === 'approved';
    return {
      success: isApproved,
      sucess: isApproved,
      idOrder: order.idOrder,
      status: isApproved ? 'approved' : 'declined',
      message: isApproved ? PAYMENT_APPROVED_MESSAGE : PAYMENT_DECLINED_MESSAGE,
    };
  }

  /** The order once it is no longer pending (another request is paying it), or 409 after a while. */
  async function settled(auth: AuthContext, order: OrderRow): Promise<OrderRow> {
    const deadline = Date.now() + PENDING_WAIT_MS;
    let current: OrderRow | undefined = order;
    while (current?.status === 'pending') {
      if (Date.now() > deadline) throw new AppError('PAYMENT_IN_PROGRESS');
      await new Promise((resolve) => setTimeout(resolve, PENDING_POLL_MS));
      current = await storeRepository.findOrder(auth.idCompany, order.idOrder);
    }
    if (!current) throw new AppError('NOT_FOUND');
    return current;
  }

  return {
    /** `POST /store/offers`: every active offer of the app ('TODOS OS PRODUTOS'), searched by title or description. */
    async listOffers(auth: AuthContext, searchText: string): Promise<StoreOffersResponse> {
      return { success: true, offers: await searchOffers(auth, searchText, false) };
    },

    /** `POST /store/purchased`: the offers of the products the member owns ('MEUS PRODUTOS'). */
    async listPurchased(auth: AuthContext, searchText: string): Promise<StoreOffersResponse> {
      return { success: true, offers: await searchOffers(auth, searchText, true) };
    },

    /** `POST /store/addtocart`: an offer of the caller's app; an owned product cannot be bought again. */
    async addToCart(auth: AuthContext, idOffer: number): Promise<CartChangeResponse> {
      const offer = await storeRepository.findOffer(auth.idCompany, auth.idApp, idOffer);
      if (!offer) throw new AppError('NOT_FOUND');
      if (await storeRepository.isOwned(auth.idCompany, auth.idUser, offer.idProduct)) {
        throw new AppError('PRODUCT_ALREADY_OWNED');
      }
      const at = now();
      await transaction(async (repository) => {
        // The cart is made on first use; a second add of the same offer changes nothing.
        await repository.createCartIfAbsent({ ...auth, at });
        const cart = await repository.findCart(auth.idCompany, auth.idApp, auth.idUser);
        if (cart && (await repository.insertCartItem(cart.idShoppingCart, idOffer, at))) {
          await repository.bumpCart(cart.idShoppingCart, at);
        }
      });
      return { success: true, sucess: true, numItens: await countCart(auth) };
    },

    /** `POST /store/removefromcart`. */
    async removeFromCart(auth: AuthContext, idOffer: number): Promise<CartChangeResponse> {
      const offer = await storeRepository.findOffer(auth.idCompany, auth.idApp, idOffer);
      if (!offer) throw new AppError('NOT_FOUND');
      const at = now();
      await transaction(async (repository) => {
        const cart = await repository.findCart(auth.idCompany, auth.idApp, auth.idUser);
        if (cart && (await repository.deleteCartItem(cart.idShoppingCart, idOffer))) {
          await repository.bumpCart(cart.idShoppingCart, at);
        }
      });
      return { success: true, sucess: true, numItens: await countCart(auth) };
    },

    /** `GET /store/shoppingcart`: the items at today's prices, their total and count. */
    async getCart(auth: AuthContext): Promise<ShoppingCartResponse> {
      const [cart, items] = await Promise.all([
        storeRepository.findCart(auth.idCompany, auth.idApp, auth.idUser),
        storeRepository.findCartItems(auth.idCompany, auth.idApp, auth.idUser),
      ]);
      const total = items.reduce((sum, item) => sum + item.price, 0);
      return {
        success: true,
        itens: items.map((item) => ({
          idOffer: item.idOffer,
          imageURL: item.imageURL,
          title: item.title,
          price: toReais(item.price),
        })),
        shoppingCart: {
          idShoppingCart: cart?.idShoppingCart ?? null,
          idUser: auth.idUser,
          totalPrice: toReais(total),
          numItens: items.length,
        },
      };
    },

    /**
     * `POST /store/buy`: pays the member's cart with a card. The order is claimed first (one per cart
     * version and per idempotency key), then charged once, then settled in one transaction: status,
     * ownership, cart emptied. A repeated payment answers the outcome of the first.
     */
    async buy(auth: AuthContext, card: BuyRequest): Promise<BuyResponse> {
      const number = cardDigits(card.creditCard);
      const brand = detectCardBrand(number);
      const expiry = parseExpiry(card.expirationDate);
      // The schema checked the card with the shared rules; this only narrows the types.
      if (!brand || !expiry) throw new AppError('VALIDATION_FAILED');
      const requestKey = card.idempotencyKey ?? null;
      if (requestKey) {
        const earlier = await storeRepository.findOrderByRequestKey(auth.idCompany, auth.idUser, requestKey);
        if (earlier) return outcome(await settled(auth, earlier));
      }
      const claim = await reserveOrder(auth, { requestKey, cardBrand: brand, cardLastFour: cardLastFour(number) });
      if (claim.kind === 'empty') throw new AppError('CART_EMPTY');
      if (claim.kind === 'existing') return outcome(await settled(auth, claim.order));

      const { order } = claim;
      let status: 'approved' | 'declined' | 'failed';
      let reference: string | null = null;
      if (order.totalPrice === 0) {
        status = 'approved';
      } else {
        try {
          const result = await payments.charge({
            idempotencyKey: `trilha-order-${order.idOrder}`,
            amount: order.totalPrice,
            currency: 'BRL',
            description: claim.titles.join(', ').slice(0, 200),
            card: {
              holderName: card.name.trim(),
              number,
              expiryMonth: expiry.month,
              expiryYear: expiry.year,
              cvv: card.CVV,
              brand,
            },
          });
          status = result.status;
          if (result.status === 'approved') reference = result.reference;
          else log.info({ idOrder: order.idOrder, reason: result.reason }, 'store payment declined');
        } catch (error) {
          // Only the order and the error's name: a gateway message could quote the request.
          log.warn({ idOrder: order.idOrder, error: (error as Error).name }, 'store payment gateway failed');
          status = 'failed';
        }
      }
      await settleOrder(auth, order.idOrder, status, reference);
      return outcome({ ...order, status });
    },
  };
};

export type StoreService = ReturnType<typeof storeService>;
