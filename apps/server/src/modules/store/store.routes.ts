import * as store from '@trilha/shared/api/store';
import * as storeCalls from '@trilha/shared/contracts/store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/route';
import type { StoreService } from './store.service';

/** The store's calls (spec document 2, section 7), with the cart path the spec leaves open. */
export const storeRoutes =
  ({ storeService }: { storeService: StoreService }): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      storeCalls.listStoreOffers,
      { schema: { body: store.storeSearchRequest, response: store.storeOffersResponse } },
      async (request) => storeService.listOffers(request.auth, request.body.searchText),
    );

    route(
      app,
      storeCalls.listPurchasedOffers,
      { schema: { body: store.storeSearchRequest, response: store.storeOffersResponse } },
      async (request) => storeService.listPurchased(request.auth, request.body.searchText),
    );

    route(
      app,
      storeCalls.addOfferToCart,
      { schema: { body: store.cartItemRequest, response: store.cartChangeResponse } },
      async (request) => storeService.addToCart(request.auth, request.body.idOffer),
    );

    route(
      app,
      storeCalls.removeOfferFromCart,
      { schema: { body: store.cartItemRequest, response: store.cartChangeResponse } },
      async (request) => storeService.removeFromCart(request.auth, request.body.idOffer),
    );

    route(app, storeCalls.getShoppingCart, { schema: { response: store.shoppingCartResponse } }, async (request) =>
      storeService.getCart(request.auth),
    );

    route(
      app,
      storeCalls.buyShoppingCart,
      { schema: { body: store.buyRequest, response: store.buyResponse } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return storeService.buy(request.auth, request.body);
      },
    );
  };
