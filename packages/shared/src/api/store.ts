import { CARD_BRANDS, cardErrors } from '../rules/card';
import { z } from '../zod';
import { flag, id } from './common';

/** An offer of a product (spec document 2, section 3 "Offer/product"); `price` in reais, `aquired` spelled as the spec. */
export const storeOffer = z.object({
  idOffer: z.number(),
  idProduct: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  content: z.string().nullable(),
  imageURL: z.string().nullable(),
  price: z.number(),
  /** 1 when the member owns the product. */
  aquired: flag,
  /** 1 when the offer is in the member's cart ('Ir para carrinho'). */
  inCart: flag,
});
export type StoreOffer = z.infer<typeof storeOffer>;

/** `POST /store/offers` and `POST /store/purchased`: an optional search by title or description. */
export const storeSearchRequest = z.object({
  searchText: z.string().trim().max(100, 'A busca pode ter no máximo 100 caracteres.').optional().default(''),
});
export type StoreSearchRequest = z.input<typeof storeSearchRequest>;

export const storeOffersResponse = z.object({ success: z.literal(true), offers: z.array(storeOffer) });
export type StoreOffersResponse = z.infer<typeof storeOffersResponse>;

/** `POST /store/addtocart` and `POST /store/removefromcart`. */
export const cartItemRequest = z.object({ idOffer: id });
export type CartItemRequest = z.infer<typeof cartItemRequest>;

/** The cart calls answer the spec's `sucess` flag together with `success`. */
export const cartChangeResponse = z.object({
  success: z.literal(true),
  sucess: z.literal(true),
  numItens: z.number(),
});
export type CartChangeResponse = z.infer<typeof cartChangeResponse>;

/** An item of the cart (spec document 2, section 3 "Shopping cart"). */
export const cartItem = z.object({
  idOffer: z.number(),
  imageURL: z.string().nullable(),
  title: z.string(),
  price: z.number(),
});
export type CartItem = z.infer<typeof cartItem>;

/** `GET /store/shoppingcart`. */
export const shoppingCartResponse = z.object({
  success: z.literal(true),
  itens: z.array(cartItem),
  shoppingCart: z.object({
    idShoppingCart: z.number().nullable(),
    idUser: z.number(),
    totalPrice: z.number(),
    numItens: z.number(),
  }),
});
export type ShoppingCartResponse = z.infer<typeof shoppingCartResponse>;

/**
 * `POST /store/buy`: the card form's fields (spec document 2, section 5 "Card form"), checked by the same
 * rules as the form. `brand` is what the form recognised; the server recognises it again from the number.
 * `idempotencyKey` names one payment attempt: sent again (double click, retry), it is charged once.
 */
export const buyRequest = z
  .object({
    name: z.string().max(100, 'Formato inválido'),
    creditCard: z.string().max(30, 'Formato inválido'),
    expirationDate: z.string().max(10, 'Formato inválido'),
    CVV: z.string().max(4, 'Formato inválido'),
    brand: z.string().max(30).optional(),
    idempotencyKey: z
      .string()
      .regex(/^[\w-]{8,100}$/, 'Chave de idempotência inválida.')
      .optional(),
  })
  .superRefine((card, ctx) => {
    // Messages only: a card number never goes back into an answer or a log line.
    for (const [field, message] of Object.entries(cardErrors(card, new Date()))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type BuyRequest = z.input<typeof buyRequest>;

export const cardBrand = z.enum(CARD_BRANDS);

/** The payment's outcome: `success`/`sucess` true when authorised ('Pagamento autorizado!'). */
export const buyResponse = z.object({
  success: z.boolean(),
  sucess: z.boolean(),
  idOrder: z.number(),
  status: z.enum(['approved', 'declined']),
  message: z.string(),
});
export type BuyResponse = z.infer<typeof buyResponse>;
