import {
  buyRequest,
  buyResponse,
  cartChangeResponse,
  cartItemRequest,
  shoppingCartResponse,
  storeOffersResponse,
  storeSearchRequest,
} from '@trilha/shared/api/store';
import {
  addOfferToCart,
  buyShoppingCart,
  getShoppingCart,
  listPurchasedOffers,
  listStoreOffers,
  removeOfferFromCart,
} from '@trilha/shared/contracts/store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/route';
import type { StoreService } from './store.service';

/** The store's calls (spec document 2, section 7), with the cart path the spec leaves open. */
export const storeRoutes =
  ({ storeService }: { storeService: StoreService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      listStoreOffers,
      { schema: { body: storeSearchRequest, response: storeOffersResponse } },
      async (request) => storeService.listOffers(request.auth, request.body.searchText),
    );

    route(
      app,
      listPurchasedOffers,
      { schema: { body: storeSearchRequest, response: storeOffersResponse } },
      async (request) => storeService.listPurchased(request.auth, request.body.searchText),
    );

    route(app, addOfferToCart, { schema: { body: cartItemRequest, response: cartChangeResponse } }, async (request) =>
      storeService.addToCart(request.auth, request.body.idOffer),
    );

    route(
      app,
      removeOfferFromCart,
      { schema: { body: cartItemRequest, response: cartChangeResponse } },
      async (request) => storeService.removeFromCart(request.auth, request.body.idOffer),
    );

    route(app, getShoppingCart, { schema: { response: shoppingCartResponse } }, async (request) =>
      storeService.getCart(request.auth),
    );

    route(app, buyShoppingCart, { schema: { body: buyRequest, response: buyResponse } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return storeService.buy(request.auth, request.body);
    });
  };
