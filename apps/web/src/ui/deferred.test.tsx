import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferUntilOpen, isDialogOpen } from './deferred';

function Dialog({ open }: { open: boolean }) {
  return open ? <div role="dialog" aria-label="Aviso" /> : null;
}

describe('a dialog loaded the first time it opens', () => {
  it('counts as open while its code loads, so a modal that opens by itself waits for it', async () => {
    let loaded: (component: typeof Dialog) => void = () => undefined;
    const Deferred = deferUntilOpen<{ open: boolean }>(
      () =>
        new Promise((resolve) => {
          loaded = resolve;
        }),
    );
    const { rerender } = render(<Deferred open={false} />);
    expect(isDialogOpen()).toBe(false);

    rerender(<Deferred open />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(isDialogOpen()).toBe(true);

    await act(async () => loaded(Dialog));
    expect(await screen.findByRole('dialog', { name: 'Aviso' })).toBeVisible();
    expect(isDialogOpen()).toBe(true);

    rerender(<Deferred open={false} />);
    expect(isDialogOpen()).toBe(false);
  });
});
