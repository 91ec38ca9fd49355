import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { useShoppingCart } from './use-store';

/** The cart icon with its count badge, leading to the cart. */
export function CartButton() {
  const { t } = useTranslation();
  const cart = useShoppingCart();
  const count = cart.data?.shoppingCart.numItens ?? 0;
  return (
    <Link
      to="/cartlojinha"
      aria-label={t('store.cartLink', { count })}
      className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-on-brand"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
        <path
          d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9.5" cy="20" r="1.4" fill="currentColor" />
        <circle cx="17" cy="20" r="1.4" fill="currentColor" />
      </svg>
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -right-1 -top-1 flex min-w-5 items-center justify-center rounded-full bg-white px-1 text-xs font-bold text-brand shadow ring-2 ring-brand"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}
