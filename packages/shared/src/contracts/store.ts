import type {
  buyRequest,
  buyResponse,
  cartChangeResponse,
  cartItemRequest,
  shoppingCartResponse,
  storeOffersResponse,
  storeSearchRequest,
} from '../api/store';
import { contract } from '../contract';

/** Every offer of the app ('TODOS OS PRODUTOS'), optionally searched (spec document 2, section 7). */
export const listStoreOffers = contract<{ body: typeof storeSearchRequest; response: typeof storeOffersResponse }>(
  'POST',
  '/store/offers',
);

/** The member's products ('MEUS PRODUTOS'), optionally searched (spec document 2, section 7). */
export const listPurchasedOffers = contract<{
  body: typeof storeSearchRequest;
  response: typeof storeOffersResponse;
}>('POST', '/store/purchased');

/** Puts an offer in the member's cart (spec document 2, section 7). */
export const addOfferToCart = contract<{ body: typeof cartItemRequest; response: typeof cartChangeResponse }>(
  'POST',
  '/store/addtocart',
);

/** Takes an offer out of the member's cart (spec document 2, section 7). */
export const removeOfferFromCart = contract<{ body: typeof cartItemRequest; response: typeof cartChangeResponse }>(
  'POST',
  '/store/removefromcart',
);

/** The member's cart (the path the spec leaves open). */
export const getShoppingCart = contract<{ response: typeof shoppingCartResponse }>('GET', '/store/shoppingcart');

/** Pays the cart; the card goes to the server once and is never kept (spec document 2, section 7). */
export const buyShoppingCart = contract<{ body: typeof buyRequest; response: typeof buyResponse }>(
  'POST',
  '/store/buy',
);
