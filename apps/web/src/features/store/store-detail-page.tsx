import type { StoreOffer } from '@trilha/shared/api/store';
import { formatMoney } from '@trilha/shared/rules/format';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/error-message';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { ContentImage } from '../../ui/content-image';
import { LoadingState } from '../../ui/loading-state';
import { MessagePanel } from '../../ui/message-panel';
import { SafeHtml } from '../../ui/safe-html';
import { CartButton } from './cart-button';
import { useCartChange, useStoreOffers } from './use-store';

/** `/detalheslojinha?idOffer=N`: a product's image, title, content, price and its button (spec document 2, 2.4). */
export function StoreDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const idOffer = Number(params.get('idOffer'));
  const offers = useStoreOffers('all', '');
  if (offers.isPending) return <LoadingState label={t('common.loading')} showLabel />;
  if (offers.isError) return <MessagePanel title={t('common.loadError')} tone="error" />;
  const offer = offers.data.find((entry) => entry.idOffer === idOffer);
  if (!offer) {
    return (
      <MessagePanel title={t('store.notFound')}>
        <Link to="/lojinha" className="font-semibold text-brand underline">
          {t('store.backToStore')}
        </Link>
      </MessagePanel>
    );
  }
  return <StoreDetail offer={offer} />;
}

function StoreDetail({ offer }: { offer: StoreOffer }) {
  const { t } = useTranslation();
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <Link to="/lojinha" className="font-semibold text-brand underline-offset-4 hover:underline">
          {t('store.backToStore')}
        </Link>
        <CartButton />
      </div>
      <div className="overflow-hidden rounded-xl">
        <ContentImage src={offer.imageURL} alt="" aspectRatio={16 / 9} loading="eager" />
      </div>
      <h1 className="text-2xl font-bold text-ink">{offer.title}</h1>
      {offer.description ? <p className="text-muted">{offer.description}</p> : null}
      <SafeHtml html={offer.content ?? ''} className="prose flex flex-col gap-3 text-ink" />
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-line bg-white p-4">
        <p className="text-2xl font-bold text-ink">{formatMoney(offer.price)}</p>
        <ProductButton offer={offer} />
      </div>
    </article>
  );
}

/** Owned: 'Produto adquirido' (inert); in the cart: 'Ir para carrinho'; otherwise 'Adicionar ao carrinho' (spec 2, 4). */
function ProductButton({ offer }: { offer: StoreOffer }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useCartChange('add');
  if (offer.aquired) {
    return (
      <Button disabled aria-disabled="true">
        {t('store.owned')}
      </Button>
    );
  }
  if (offer.inCart) {
    return <Button onClick={() => navigate('/cartlojinha')}>{t('store.goToCart')}</Button>;
  }
  return (
    <div className="flex flex-col items-end gap-2">
      <Button
        disabled={add.isPending}
        onClick={() => add.mutate(offer.idOffer, { onSuccess: () => navigate('/cartlojinha', { replace: true }) })}
      >
        {t('store.addToCart')}
      </Button>
      {add.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(add.error, t('common.unexpectedError'))}
        </p>
      ) : null}
    </div>
  );
}
