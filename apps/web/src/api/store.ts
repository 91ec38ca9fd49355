import type {
  BuyRequest,
  BuyResponse,
  CartChangeResponse,
  ShoppingCartResponse,
  StoreOffersResponse,
} from '@trilha/shared/api/store';
import { request } from './client';

/** `POST /store/offers`: every offer of the app ('TODOS OS PRODUTOS'). */
export const fetchStoreOffers = (searchText: string) =>
  request<StoreOffersResponse>('POST', '/store/offers', { body: { searchText } });

/** `POST /store/purchased`: the member's products ('MEUS PRODUTOS'). */
export const fetchPurchasedOffers = (searchText: string) =>
  request<StoreOffersResponse>('POST', '/store/purchased', { body: { searchText } });

/** `POST /store/addtocart`. */
export const addToCart = (idOffer: number) =>
  request<CartChangeResponse>('POST', '/store/addtocart', { body: { idOffer } });

/** `POST /store/removefromcart`. */
export const removeFromCart = (idOffer: number) =>
  request<CartChangeResponse>('POST', '/store/removefromcart', { body: { idOffer } });

/** `GET /store/shoppingcart`. */
export const fetchShoppingCart = () => request<ShoppingCartResponse>('GET', '/store/shoppingcart');

/** `POST /store/buy`: the card goes to the server once and is not kept on the device. */
export const buyCart = (card: BuyRequest) => request<BuyResponse>('POST', '/store/buy', { body: card });
