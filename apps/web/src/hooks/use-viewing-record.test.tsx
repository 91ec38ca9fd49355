import { act, render } from '@testing-library/react';
import { TRACKING_IDLE_DEBOUNCE_MS, TRACKING_IDLE_MS } from '@trilha/shared/constants';
import * as learningContentCalls from '@trilha/shared/contracts/learning-contents';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOutbox, type KeptWrite } from '../api/outbox';
import { useViewingRecord, type ViewingVisit } from './use-viewing-record';

function Viewer({ idleMs, send }: { idleMs: number | null; send: (visit: ViewingVisit) => void }) {
  useViewingRecord('content-7', { idleMs, send });
  return null;
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('useViewingRecord (spec 2, 4; spec 3, 9)', () => {
  it('records a visit once when the page is left, whichever of pagehide, hidden and unmount comes', () => {
    const send = vi.fn();
    const view = render(<Viewer idleMs={null} send={send} />);
    act(() => vi.advanceTimersByTime(42_000));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
      setVisibility('hidden');
    });
    view.unmount();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ seconds: 42, leaving: true });
  });

  it('coming back from the background starts a new visit, recorded when left again', () => {
    const send = vi.fn();
    const view = render(<Viewer idleMs={null} send={send} />);
    act(() => vi.advanceTimersByTime(10_000));
    act(() => setVisibility('hidden'));
    act(() => vi.advanceTimersByTime(60_000));
    act(() => setVisibility('visible'));
    act(() => vi.advanceTimersByTime(5_000));
    view.unmount();
    expect(send.mock.calls.map(([visit]) => visit.seconds)).toEqual([10, 5]);
  });

  it('records on idle (5 minutes) and not again on leaving; activity starts a new visit', () => {
    const send = vi.fn();
    const view = render(<Viewer idleMs={TRACKING_IDLE_MS} send={send} />);
    act(() => vi.advanceTimersByTime(TRACKING_IDLE_MS));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ seconds: TRACKING_IDLE_MS / 1000, leaving: false });
    act(() => window.dispatchEvent(new Event('pagehide')));
    expect(send).toHaveBeenCalledTimes(1);
    act(() => {
      window.dispatchEvent(new Event('pointermove'));
      vi.advanceTimersByTime(TRACKING_IDLE_DEBOUNCE_MS);
    });
    act(() => vi.advanceTimersByTime(30_000));
    view.unmount();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[0]).toMatchObject({ seconds: 30, leaving: true });
  });

  it('the record of a page left while older writes are on their way leaves in the same turn, with keepalive and its key', async () => {
    const owner = 'acme-academy.localhost:7';
    const lines = new Map<string, KeptWrite[]>([
      [
        owner,
        [{ key: 'antiga-abcdefgh', method: 'PUT', path: '/learning/content-enrollments/1', body: {}, queuedAt: 1 }],
      ],
    ]);
    const record = { startTime: '2026-11-21 12:00:00', idContentItem: 5, idTrackingType: 1 as const };
    const sent: Array<{ key: string; path: string; keepalive: boolean }> = [];
    const outbox = createOutbox({
      storage: {
        load: async (who) => lines.get(who) ?? [],
        save: async (who, entries) => void lines.set(who, entries),
      },
      owner: () => owner,
      transmit: (entry, keepalive) => {
        sent.push({ key: entry.key, path: entry.path, keepalive });
        // The older write's answer has not come back when the member leaves.
        return new Promise(() => undefined);
      },
      isOnline: () => true,
      newKey: () => 'registro-abcdefgh',
    });
    await outbox.refresh();
    void outbox.flush();
    await vi.waitFor(() => expect(sent).toHaveLength(1));

    render(
      <Viewer
        idleMs={null}
        send={({ seconds, leaving }) =>
          void outbox.send(
            learningContentCalls.recordTracking,
            { params: { idContentItem: 5 }, body: { ...record, secondsPlayed: seconds } },
            { keepalive: leaving, ordered: false },
          )
        }
      />,
    );
    act(() => vi.advanceTimersByTime(40_000));
    // Nothing is awaited between the event and the request: the page may be gone after this turn.
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([
      { key: 'antiga-abcdefgh', path: '/learning/content-enrollments/1', keepalive: false },
      { key: 'registro-abcdefgh', path: '/learning/contents/5/trackings', keepalive: true },
    ]);
  });
});
