import type { StoreOffer } from '@trilha/shared/api/store';
import { STORE_SEARCH_DEBOUNCE_MS } from '@trilha/shared/constants';
import { formatMoney } from '@trilha/shared/rules/format';
import { Tabs } from 'radix-ui';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { ContentImage } from '../../ui/content-image';
import { LoadingState } from '../../ui/loading-state';
import { MessagePanel } from '../../ui/message-panel';
import { CartButton } from './cart-button';
import { type StoreTab, useStoreOffers } from './use-store';

/** The typed text once the member has stopped typing for the store's debounce (spec document 2, 5 and 9). */
function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), STORE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * The store's home (spec document 2, 2.4): a search header with the cart icon, the tabs 'TODOS OS
 * PRODUTOS' and 'MEUS PRODUTOS', and a card per product with 'Saiba +'.
 */
export function StoreHome({ initialTab = 'all' }: { initialTab?: StoreTab }) {
  const { t } = useTranslation();
  const searchId = useId();
  const [tab, setTab] = useState<StoreTab>(initialTab);
  const [typed, setTyped] = useState('');
  const searchText = useDebounced(typed.trim());

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <label htmlFor={searchId} className="sr-only">
          {t('store.search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('store.search')}
          maxLength={100}
          className="min-h-11 flex-1 rounded-full border border-line bg-white px-4 text-base text-ink"
        />
        <CartButton />
      </div>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as StoreTab)}>
        <Tabs.List className="flex border-b border-line" aria-label={t('store.title')}>
          {(['all', 'mine'] as const).map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="min-h-11 flex-1 border-b-4 border-transparent px-3 text-sm font-bold tracking-wide text-muted data-[state=active]:border-brand data-[state=active]:text-brand"
            >
              {t(value === 'all' ? 'store.tabAll' : 'store.tabMine')}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="all" className="pt-4">
          {tab === 'all' ? <OfferGrid tab="all" searchText={searchText} /> : null}
        </Tabs.Content>
        <Tabs.Content value="mine" className="pt-4">
          {tab === 'mine' ? <OfferGrid tab="mine" searchText={searchText} /> : null}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

function OfferGrid({ tab, searchText }: { tab: StoreTab; searchText: string }) {
  const { t } = useTranslation();
  const offers = useStoreOffers(tab, searchText);
  if (offers.isPending) return <LoadingState label={t('common.loading')} showLabel />;
  if (offers.isError) return <MessagePanel title={t('common.loadError')} tone="error" />;
  if (offers.data.length === 0) {
    return <MessagePanel title={t(tab === 'all' ? 'store.noOrders' : 'store.noProducts')} />;
  }
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {offers.data.map((offer) => (
        <li key={offer.idOffer}>
          <OfferCard offer={offer} />
        </li>
      ))}
    </ul>
  );
}

function OfferCard({ offer }: { offer: StoreOffer }) {
  const { t } = useTranslation();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm">
      <ContentImage src={offer.imageURL} alt="" aspectRatio={16 / 9} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg font-bold text-ink">{offer.title}</h2>
        {offer.description ? <p className="text-sm text-muted">{offer.description}</p> : null}
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          {offer.aquired ? (
            <span className="rounded-full bg-success/10 px-3 py-1 text-xs font-semibold text-success">
              {t('store.owned')}
            </span>
          ) : (
            <span className="text-lg font-bold text-ink">{formatMoney(offer.price)}</span>
          )}
          <Link
            to={`/detalheslojinha?idOffer=${offer.idOffer}`}
            aria-label={t('store.moreAbout', { title: offer.title })}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand px-4 font-semibold text-on-brand"
          >
            {t('store.more')}
          </Link>
        </div>
      </div>
    </article>
  );
}

/** The store as the section screen of type 31, under the section's own title. */
export function StoreSection() {
  return <StoreHome />;
}
