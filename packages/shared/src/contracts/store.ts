import type * as store from '../api/store';
import { contract } from '../contract';

/** Every offer of the app ('TODOS OS PRODUTOS'), optionally searched (spec document 2, section 7). */
export const listStoreOffers = contract<{
  body: typeof store.storeSearchRequest;
  response: typeof store.storeOffersResponse;
}>('POST', '/store/offers');

/** The member's products ('MEUS PRODUTOS'), optionally searched (spec document 2, section 7). */
export const listPurchasedOffers = contract<{
  body: typeof store.storeSearchRequest;
  response: typeof store.storeOffersResponse;
}>('POST', '/store/purchased');

/** Puts an offer in the member's cart (spec document 2, section 7). */
export const addOfferToCart = contract<{
  body: typeof store.cartItemRequest;
  response: typeof store.cartChangeResponse;
}>('POST', '/store/addtocart');

/** Takes an offer out of the member's cart (spec document 2, section 7). */
export const removeOfferFromCart = contract<{
  body: typeof store.cartItemRequest;
  response: typeof store.cartChangeResponse;
}>('POST', '/store/removefromcart');

/** The member's cart (the path the spec leaves open). */
export const getShoppingCart = contract<{ response: typeof store.shoppingCartResponse }>('GET', '/store/shoppingcart');

/** Pays the cart; the card goes to the server once and is never kept (spec document 2, section 7). */
export const buyShoppingCart = contract<{ body: typeof store.buyRequest; response: typeof store.buyResponse }>(
  'POST',
  '/store/buy',
);
