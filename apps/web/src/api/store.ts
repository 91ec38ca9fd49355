import type { BuyRequest } from '@trilha/shared/api/store';
import * as storeCalls from '@trilha/shared/contracts/store';
import { call } from './client';

/** `POST /store/offers`: every offer of the app ('TODOS OS PRODUTOS'). */
export const fetchStoreOffers = (searchText: string) => call(storeCalls.listStoreOffers, { body: { searchText } });

/** `POST /store/purchased`: the member's products ('MEUS PRODUTOS'). */
export const fetchPurchasedOffers = (searchText: string) =>
  call(storeCalls.listPurchasedOffers, { body: { searchText } });

/** `POST /store/addtocart`. */
export const addToCart = (idOffer: number) => call(storeCalls.addOfferToCart, { body: { idOffer } });

/** `POST /store/removefromcart`. */
export const removeFromCart = (idOffer: number) => call(storeCalls.removeOfferFromCart, { body: { idOffer } });

/** `GET /store/shoppingcart`. */
export const fetchShoppingCart = () => call(storeCalls.getShoppingCart);

/** `POST /store/buy`: the card goes to the server once and is not kept on the device. */
export const buyCart = (card: BuyRequest) => call(storeCalls.buyShoppingCart, { body: card });
