import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { UPDATE_NOTICE_MS } from '@trilha/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { busyReasons, isBusy, markBusy, useBusy } from '../hooks/busy';
import { UpdateNotice } from './update-notice';

const NOTICE = 'Uma nova versão do aplicativo está disponível.';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  expect(isBusy(), 'a test left a busy mark behind').toBe(false);
});

describe('busy registry', () => {
  it('is busy while any mark is held, whatever the order of release', () => {
    const releaseEvaluation = markBusy('evaluation');
    const releaseLesson = markBusy('lesson');
    expect(busyReasons()).toEqual(['evaluation', 'lesson']);
    releaseEvaluation();
    releaseEvaluation();
    expect(isBusy()).toBe(true);
    releaseLesson();
    expect(isBusy()).toBe(false);
  });

  it('holds a mark while the screen that asked for it is mounted and active', () => {
    const { rerender, unmount } = renderHook(({ active }) => useBusy('evaluation', active), {
      initialProps: { active: true },
    });
    expect(busyReasons()).toEqual(['evaluation']);
    rerender({ active: false });
    expect(isBusy()).toBe(false);
    rerender({ active: true });
    expect(isBusy()).toBe(true);
    unmount();
    expect(isBusy()).toBe(false);
  });
});

describe('UpdateNotice (spec 3, 9: update notice 5000 ms)', () => {
  it('offers to reload when a new version is waiting, and reloads only when asked', () => {
    const onUpdate = vi.fn();
    const { rerender } = render(<UpdateNotice isUpdateWaiting={false} onUpdate={onUpdate} />);
    expect(screen.queryByText(NOTICE)).toBeNull();
    rerender(<UpdateNotice isUpdateWaiting onUpdate={onUpdate} />);
    expect(screen.getByRole('status')).toHaveTextContent(NOTICE);
    expect(onUpdate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Atualizando...' })).toBeDisabled();
  });

  it('stays 5000 ms and then goes away without reloading', () => {
    const onUpdate = vi.fn();
    render(<UpdateNotice isUpdateWaiting onUpdate={onUpdate} />);
    act(() => vi.advanceTimersByTime(UPDATE_NOTICE_MS - 1));
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(NOTICE)).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('stays while the keyboard focus is on it, and counts 5000 ms again once the focus leaves', () => {
    render(<UpdateNotice isUpdateWaiting onUpdate={vi.fn()} />);
    act(() => screen.getByRole('button', { name: 'Atualizar' }).focus());
    act(() => vi.advanceTimersByTime(UPDATE_NOTICE_MS * 3));
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Atualizar' }).blur());
    act(() => vi.advanceTimersByTime(UPDATE_NOTICE_MS));
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('closes when the member says so', () => {
    render(<UpdateNotice isUpdateWaiting onUpdate={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('waits while the member is mid-evaluation and shows once they are free', () => {
    const onUpdate = vi.fn();
    const release = markBusy('evaluation');
    render(<UpdateNotice isUpdateWaiting onUpdate={onUpdate} />);
    act(() => vi.advanceTimersByTime(UPDATE_NOTICE_MS * 10));
    expect(screen.queryByText(NOTICE)).toBeNull();
    act(() => release());
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(UPDATE_NOTICE_MS));
    expect(screen.queryByText(NOTICE)).toBeNull();
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('goes away as soon as a lesson starts, and comes back when it ends', () => {
    render(<UpdateNotice isUpdateWaiting onUpdate={vi.fn()} />);
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    const release: Array<() => void> = [];
    act(() => {
      release.push(markBusy('lesson'));
    });
    expect(screen.queryByText(NOTICE)).toBeNull();
    act(() => {
      for (const done of release) done();
    });
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
  });

  it('shows again for a later version after one was dismissed', () => {
    const { rerender } = render(<UpdateNotice isUpdateWaiting onUpdate={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    rerender(<UpdateNotice isUpdateWaiting={false} onUpdate={vi.fn()} />);
    rerender(<UpdateNotice isUpdateWaiting onUpdate={vi.fn()} />);
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
  });
});
