import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addToCart, fetchPurchasedOffers, fetchShoppingCart, fetchStoreOffers, removeFromCart } from '../../api/store';

/** Query keys of the store; a cart change refreshes offers (their 'in cart' flag) and the cart. */
export const storeKeys = {
  all: ['store'] as const,
  offers: (tab: StoreTab, searchText: string) => ['store', 'offers', tab, searchText] as const,
  cart: ['store', 'cart'] as const,
};

export type StoreTab = 'all' | 'mine';

/** The offers of a tab, searched. */
export function useStoreOffers(tab: StoreTab, searchText: string) {
  return useQuery({
    queryKey: storeKeys.offers(tab, searchText),
    queryFn: async () => (await (tab === 'all' ? fetchStoreOffers : fetchPurchasedOffers)(searchText)).offers,
  });
}

/** The member's cart. */
export function useShoppingCart() {
  return useQuery({ queryKey: storeKeys.cart, queryFn: fetchShoppingCart });
}

/** Adds an offer to the cart, or takes it out. */
export function useCartChange(kind: 'add' | 'remove') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idOffer: number) => (kind === 'add' ? addToCart(idOffer) : removeFromCart(idOffer)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeKeys.all }),
  });
}
