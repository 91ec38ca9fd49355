import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { t } from '../../i18n';
import { CARD_MESSAGE_KEYS, CardForm, EMPTY_CARD } from './card-form';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('CardForm', () => {
  it('shows the shared rules’ messages from the catalogue, with the same texts', () => {
    for (const [message, key] of Object.entries(CARD_MESSAGE_KEYS)) expect(t(key)).toBe(message);
  });

  it('groups the number by brand, names the brand, masks the expiry and sizes the CVV', async () => {
    const user = userEvent.setup();
    render(<CardForm defaultValues={EMPTY_CARD} onValid={() => undefined} />);
    expect(field('CVV').maxLength).toBe(4);
    await user.type(field('Número do cartão'), '378282246310005');
    expect(field('Número do cartão').value).toBe('3782 822463 10005');
    expect(screen.getByText('Bandeira: American Express')).toBeInTheDocument();
    await user.clear(field('Número do cartão'));
    await user.type(field('Número do cartão'), '30569309025904');
    expect(field('Número do cartão').value).toBe('3056 930902 5904');
    await user.clear(field('Número do cartão'));
    await user.type(field('Número do cartão'), '5555555555554444');
    expect(field('Número do cartão').value).toBe('5555 5555 5555 4444');
    expect(field('CVV').maxLength).toBe(3);
    await user.type(field('CVV'), '12a34');
    expect(field('CVV').value).toBe('123');
    await user.type(field('Validade (MM/AA)'), '1230');
    expect(field('Validade (MM/AA)').value).toBe('12/30');
  });

  it('moves on only with a valid card, and says what is wrong otherwise', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<CardForm defaultValues={EMPTY_CARD} onValid={onValid} />);
    await user.type(field('Nome impresso no cartão'), 'Maria 2');
    await user.type(field('Número do cartão'), '9999999999999995');
    await user.type(field('Validade (MM/AA)'), '0120');
    await user.type(field('CVV'), '12');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText('Bandeira do cartão não encontrada, favor informar outro cartão.')).toBeVisible();
    expect(screen.getByText('Cartão expirado, favor mudar o cartão')).toBeVisible();
    expect(screen.getAllByText('Formato inválido')).toHaveLength(2);
    expect(onValid).not.toHaveBeenCalled();

    await user.clear(field('Nome impresso no cartão'));
    await user.type(field('Nome impresso no cartão'), 'Maria Souza');
    await user.clear(field('Número do cartão'));
    await user.type(field('Número do cartão'), '4242424242424242');
    await user.clear(field('Validade (MM/AA)'));
    await user.type(field('Validade (MM/AA)'), '1230');
    await user.clear(field('CVV'));
    await user.type(field('CVV'), '123');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      name: 'Maria Souza',
      creditCard: '4242 4242 4242 4242',
      expirationDate: '12/30',
      CVV: '123',
    });
  });
});
