import { zodResolver } from '@hookform/resolvers/zod';
import { type BuyRequest, buyRequest } from '@trilha/shared/api/store';
import { CARD_NUMBER_MAX_LENGTH } from '@trilha/shared/constants';
import {
  CARD_BRAND_NAMES,
  CARD_BRAND_NOT_FOUND_MESSAGE,
  CARD_EXPIRED_MESSAGE,
  CARD_EXPIRY_FORMAT_MESSAGE,
  CARD_FORMAT_INVALID_MESSAGE,
  cardDigits,
  cvvLength,
  detectCardBrand,
  formatCardNumber,
  formatExpiry,
} from '@trilha/shared/rules/card';
import type { ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { type MessageKey, useTranslation } from '../../i18n';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';

/** The card as the form holds it: only in memory, for the length of the purchase. */
export type CardValues = Pick<BuyRequest, 'name' | 'creditCard' | 'expirationDate' | 'CVV'>;

export const EMPTY_CARD: CardValues = { name: '', creditCard: '', expirationDate: '', CVV: '' };

/** The shared rules' messages and their entries in the catalogue (a test keeps both texts equal). */
export const CARD_MESSAGE_KEYS: Readonly<Record<string, MessageKey>> = {
  [CARD_BRAND_NOT_FOUND_MESSAGE]: 'store.cardErrors.brandNotFound',
  [CARD_FORMAT_INVALID_MESSAGE]: 'store.cardErrors.format',
  [CARD_EXPIRY_FORMAT_MESSAGE]: 'store.cardErrors.expiryFormat',
  [CARD_EXPIRED_MESSAGE]: 'store.cardErrors.expired',
};

/**
 * The payment stage's card form (spec document 2, section 5): the number grouped by its brand as it is
 * typed, MM/AA expiry, a security code as long as the brand's, all checked by the shared card rules the
 * server applies again. 'Próximo' moves on only when every field is valid.
 */
export function CardForm({
  defaultValues,
  onValid,
}: {
  defaultValues: CardValues;
  onValid: (card: CardValues) => void;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, watch } = useForm<CardValues>({
    resolver: zodResolver(buyRequest),
    defaultValues,
    mode: 'onSubmit',
  });
  const number = watch('creditCard') ?? '';
  const brand = detectCardBrand(number);
  const cvvMax = cvvLength(brand, cardDigits(number).length > 0);
  const errors = formState.errors;
  const errorOf = (field: keyof CardValues) => {
    const message = errors[field]?.message;
    if (!message) return undefined;
    const key = CARD_MESSAGE_KEYS[message];
    return key ? t(key) : message;
  };

  /** Rewrites what was typed (grouping, mask) before the form reads it. */
  const masked = (field: ReturnType<typeof register>, mask: (value: string) => string) => ({
    ...field,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = mask(event.target.value);
      return field.onChange(event);
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="flex flex-col gap-4"
      aria-label={t('store.card.legend')}
    >
      <TextField
        label={t('store.card.name')}
        autoComplete="cc-name"
        maxLength={100}
        error={errorOf('name')}
        {...register('name')}
      />
      <TextField
        label={t('store.card.number')}
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={CARD_NUMBER_MAX_LENGTH}
        error={errorOf('creditCard')}
        hint={brand ? t('store.card.brand', { brand: CARD_BRAND_NAMES[brand] }) : undefined}
        {...masked(register('creditCard'), formatCardNumber)}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={t('store.card.expiry')}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/AA"
          maxLength={5}
          error={errorOf('expirationDate')}
          {...masked(register('expirationDate'), formatExpiry)}
        />
        <TextField
          label={t('store.card.cvv')}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={cvvMax}
          error={errorOf('CVV')}
          {...masked(register('CVV'), (value) => cardDigits(value).slice(0, cvvMax))}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit">{t('store.next')}</Button>
      </div>
    </form>
  );
}
