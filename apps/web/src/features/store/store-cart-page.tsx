import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyResponse, ShoppingCartResponse } from '@trilha/shared/api/store';
import { CART_STAGES } from '@trilha/shared/constants';
import { CARD_BRAND_NAMES, cardLastFour, detectCardBrand } from '@trilha/shared/rules/card';
import {
  type CartEvent,
  type CartStage,
  canProceedToPayment,
  isPinClickable,
  nextCartStage,
} from '@trilha/shared/rules/cart-stage';
import { formatMoney } from '@trilha/shared/rules/format';
import { useEffect, useReducer, useState } from 'react';
import { Link } from 'react-router';
import { renewSession } from '../../api/client';
import { buyCart } from '../../api/store';
import { useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { ContentImage } from '../../ui/content-image';
import { MessagePanel } from '../../ui/message-panel';
import { Spinner } from '../../ui/spinner';
import { CardForm, type CardValues, EMPTY_CARD } from './card-form';
import { classifyPaymentFailure } from './payment-failure';
import { storeKeys, useCartChange, useShoppingCart } from './use-store';

/**
 * `/cartlojinha` (spec document 2, 4 "Cart stage"): 0 loading, 1 items, 2 payment, 3 review, 4 result.
 * 'Próximo' shows only with a non-zero total; the payment form moves on only when valid; confirming pays,
 * keeps the outcome and reloads the cart; 'Voltar' after a failure returns to the payment.
 */
export function StoreCartPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const cart = useShoppingCart();
  const [stage, dispatch] = useReducer(nextCartStage, CART_STAGES.loading);
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [attemptKey, setAttemptKey] = useState('');
  const [outcome, setOutcome] = useState<BuyResponse['status'] | null>(null);
  const [isUnsettled, setIsUnsettled] = useState(false);
  const buy = useMutation({
    // The attempt key is kept until the outcome is known, so sending again can never charge twice.
    mutationFn: () =>
      buyCart({ ...card, brand: detectCardBrand(card.creditCard) ?? undefined, idempotencyKey: attemptKey }),
    onMutate: () => setIsUnsettled(false),
    onSuccess: (answer) => settle(answer.sucess ? 'approved' : 'declined'),
    onError: (error) => {
      if (classifyPaymentFailure(error) === 'unsettled') setIsUnsettled(true);
      else settle('declined');
    },
  });

  function settle(status: BuyResponse['status']) {
    setOutcome(status);
    if (status === 'approved') {
      setCard(EMPTY_CARD);
      // The products bought may unlock menu sections: the renewed session carries the new menu.
      void renewSession();
    }
    void queryClient.invalidateQueries({ queryKey: storeKeys.all });
    dispatch({ type: 'paid' });
  }

  useEffect(() => {
    if (cart.isSuccess) dispatch({ type: 'loaded' });
  }, [cart.isSuccess]);

  if (cart.isError && stage === CART_STAGES.loading) return <MessagePanel title={t('common.loadError')} tone="error" />;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">{t('store.stepCart')}</h1>
        <Link to="/lojinha" className="font-semibold text-brand underline-offset-4 hover:underline">
          {t('store.backToStore')}
        </Link>
      </div>
      <StageProgress
        stage={stage}
        onPin={(target) => dispatch({ type: 'pin', stage: target })}
        isBusy={buy.isPending}
      />
      {stage === CART_STAGES.loading || !cart.data ? <Spinner label={t('common.loading')} showLabel /> : null}
      {stage === CART_STAGES.items && cart.data ? (
        <CartItems cart={cart.data} onNext={(event) => dispatch(event)} />
      ) : null}
      {stage === CART_STAGES.payment ? (
        <section aria-labelledby="store-payment" className="rounded-xl border border-line bg-white p-4">
          <h2 id="store-payment" className="mb-4 text-lg font-bold text-ink">
            {t('store.stepPayment')}
          </h2>
          <CardForm
            defaultValues={card}
            onValid={(values) => {
              setCard(values);
              setAttemptKey(newAttemptKey());
              setIsUnsettled(false);
              dispatch({ type: 'cardChecked', isValid: true });
            }}
          />
        </section>
      ) : null}
      {stage === CART_STAGES.review && cart.data ? (
        <Review
          cart={cart.data}
          card={card}
          isPaying={buy.isPending}
          isUnsettled={isUnsettled}
          onConfirm={() => buy.mutate()}
        />
      ) : null}
      {stage === CART_STAGES.result ? (
        <Result
          isApproved={outcome === 'approved'}
          onBack={() => dispatch({ type: 'retry', isApproved: outcome === 'approved' })}
        />
      ) : null}
    </div>
  );
}

/** A key naming one payment attempt (`getRandomValues` works outside secure contexts too, unlike `randomUUID`). */
function newAttemptKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const PINS = [
  { stage: CART_STAGES.items, label: 'store.stepCart' },
  { stage: CART_STAGES.payment, label: 'store.stepPayment' },
  { stage: CART_STAGES.review, label: 'store.stepConfirm' },
] as const;

/** The progress bar Carrinho -> Forma de Pagamento -> Confirmar; earlier pins (items, payment) go back. */
function StageProgress({
  stage,
  onPin,
  isBusy,
}: {
  stage: CartStage;
  onPin: (stage: CartStage) => void;
  isBusy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('store.steps')}>
      <ol className="flex items-start">
        {PINS.map((pin, index) => {
          const isDone = stage > pin.stage;
          const isCurrent = stage === pin.stage;
          const canGoBack = isPinClickable(stage, pin.stage) && !isBusy;
          const circle = (
            <span
              aria-hidden="true"
              className={`relative z-10 flex size-9 items-center justify-center rounded-full border-2 text-sm font-bold ${
                isDone || isCurrent ? 'border-brand bg-brand text-on-brand' : 'border-line bg-white text-muted'
              }`}
            >
              {isDone ? '✓' : index + 1}
            </span>
          );
          const label = (
            <span className={`text-center text-xs font-semibold ${isCurrent ? 'text-brand' : 'text-ink'}`}>
              {t(pin.label)}
              <span className="sr-only">
                {isCurrent ? ` (${t('store.stepCurrent')})` : isDone ? ` (${t('store.stepDone')})` : ''}
              </span>
            </span>
          );
          return (
            <li
              key={pin.stage}
              aria-current={isCurrent ? 'step' : undefined}
              className="relative flex flex-1 flex-col items-center gap-1"
            >
              {index > 0 ? (
                <span
                  aria-hidden="true"
                  className={`absolute top-4 right-1/2 z-0 h-1 w-full ${stage >= pin.stage ? 'bg-brand' : 'bg-line'}`}
                />
              ) : null}
              {canGoBack ? (
                <button
                  type="button"
                  onClick={() => onPin(pin.stage)}
                  className="relative flex min-h-11 flex-col items-center gap-1 rounded-lg"
                >
                  {circle}
                  {label}
                </button>
              ) : (
                <span className="relative flex flex-col items-center gap-1">
                  {circle}
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function CartItems({ cart, onNext }: { cart: ShoppingCartResponse; onNext: (event: CartEvent) => void }) {
  const { t } = useTranslation();
  const remove = useCartChange('remove');
  if (cart.itens.length === 0) {
    return (
      <MessagePanel title={t('store.emptyCart')}>
        <Link to="/lojinha" className="font-semibold text-brand underline">
          {t('store.backToStore')}
        </Link>
      </MessagePanel>
    );
  }
  return (
    <section className="flex flex-col gap-4">
      <ItemList cart={cart} onRemove={(idOffer) => remove.mutate(idOffer)} isBusy={remove.isPending} />
      {canProceedToPayment(CART_STAGES.items, cart.shoppingCart.totalPrice) ? (
        <div className="flex justify-end">
          <Button onClick={() => onNext({ type: 'next', totalPrice: cart.shoppingCart.totalPrice })}>
            {t('store.next')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function ItemList({
  cart,
  onRemove,
  isBusy = false,
}: {
  cart: ShoppingCartResponse;
  onRemove?: (idOffer: number) => void;
  isBusy?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-line bg-white">
      <ul className="divide-y divide-line">
        {cart.itens.map((item) => (
          <li key={item.idOffer} className="flex items-center gap-3 p-3">
            <div className="w-24 shrink-0 overflow-hidden rounded-lg">
              <ContentImage src={item.imageURL} alt="" aspectRatio={16 / 9} />
            </div>
            <div className="flex flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
              <p className="font-semibold text-ink">{item.title}</p>
              <p className="font-bold text-ink">{formatMoney(item.price)}</p>
            </div>
            {onRemove ? (
              <button
                type="button"
                disabled={isBusy}
                onClick={() => onRemove(item.idOffer)}
                aria-label={t('store.remove', { title: item.title })}
                className="flex size-11 items-center justify-center rounded-full text-muted hover:bg-black/5 disabled:opacity-50"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path
                    d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="flex justify-between border-t border-line p-3 text-lg font-bold text-ink">
        <span>{t('store.total')}</span>
        <span>{formatMoney(cart.shoppingCart.totalPrice)}</span>
      </p>
    </div>
  );
}

/** The purchase to confirm; after a cut connection, the same attempt offered again. */
function Review({
  cart,
  card,
  isPaying,
  isUnsettled,
  onConfirm,
}: {
  cart: ShoppingCartResponse;
  card: CardValues;
  isPaying: boolean;
  isUnsettled: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const brand = detectCardBrand(card.creditCard);
  return (
    <section aria-labelledby="store-review" className="flex flex-col gap-4">
      <h2 id="store-review" className="text-lg font-bold text-ink">
        {t('store.review.title')}
      </h2>
      <ItemList cart={cart} />
      <div className="rounded-xl border border-line bg-white p-4 text-ink">
        <p className="font-semibold">
          {t('store.review.card', {
            brand: brand ? CARD_BRAND_NAMES[brand] : '',
            lastFour: cardLastFour(card.creditCard),
          })}
        </p>
        <p className="text-sm text-muted">{t('store.review.holder', { name: card.name })}</p>
      </div>
      {isUnsettled && !isPaying ? (
        <div role="alert" className="rounded-xl border border-danger bg-white p-4 text-ink">
          <p className="font-semibold">{t('store.connectionFailed')}</p>
          <p className="text-sm">{t('store.connectionFailedText')}</p>
        </div>
      ) : null}
      <div className="flex justify-end">
        <Button onClick={onConfirm} disabled={isPaying || cart.itens.length === 0}>
          {isPaying ? t('store.paying') : isUnsettled ? t('store.retryPayment') : t('store.confirm')}
        </Button>
      </div>
    </section>
  );
}

function Result({ isApproved, onBack }: { isApproved: boolean; onBack: () => void }) {
  const { t } = useTranslation();
  if (isApproved) {
    return (
      <MessagePanel title={t('store.approved')}>
        <p className="text-ink">{t('store.approvedText')}</p>
        <Link to="/lojinha?aba=meus-produtos" className="font-semibold text-brand underline">
          {t('store.myProducts')}
        </Link>
      </MessagePanel>
    );
  }
  return (
    <MessagePanel title={t('store.declined')} tone="error">
      <p className="text-ink">{t('store.declinedText')}</p>
      <Button variant="secondary" onClick={onBack}>
        {t('store.back')}
      </Button>
    </MessagePanel>
  );
}
