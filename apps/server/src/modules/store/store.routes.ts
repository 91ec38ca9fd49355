import {
  buyRequest,
  buyResponse,
  cartChangeResponse,
  cartItemRequest,
  shoppingCartResponse,
  storeOffersResponse,
  storeSearchRequest,
} from '@trilha/shared/api/store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StoreService } from './store.service';

/** The store's calls (spec document 2, section 7), with the cart path the spec leaves open. */
export const storeRoutes =
  ({ storeService }: { storeService: StoreService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/store/offers',
      { schema: { body: storeSearchRequest, response: { 200: storeOffersResponse } } },
      async (request) => storeService.listOffers(request.auth, request.body.searchText),
    );

    app.post(
      '/store/purchased',
      { schema: { body: storeSearchRequest, response: { 200: storeOffersResponse } } },
      async (request) => storeService.listPurchased(request.auth, request.body.searchText),
    );

    app.post(
      '/store/addtocart',
      { schema: { body: cartItemRequest, response: { 200: cartChangeResponse } } },
      async (request) => storeService.addToCart(request.auth, request.body.idOffer),
    );

    app.post(
      '/store/removefromcart',
      { schema: { body: cartItemRequest, response: { 200: cartChangeResponse } } },
      async (request) => storeService.removeFromCart(request.auth, request.body.idOffer),
    );

    app.get('/store/shoppingcart', { schema: { response: { 200: shoppingCartResponse } } }, async (request) =>
      storeService.getCart(request.auth),
    );

    app.post('/store/buy', { schema: { body: buyRequest, response: { 200: buyResponse } } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return storeService.buy(request.auth, request.body);
    });
  };
