import * as learningContentCalls from '@trilha/shared/contracts/learning-contents';
import * as trackingCalls from '@trilha/shared/contracts/tracking';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendViewingTracking } from './content';
import { recordTracking } from './learning';
import { outbox } from './outbox';

afterEach(() => vi.restoreAllMocks());

describe('viewing records and the outbox', () => {
  it('a learning record leaves at once, not behind waiting writes, with keepalive when the page is left', async () => {
    const send = vi.spyOn(outbox, 'send').mockResolvedValue({ success: true });
    const body = {
      startTime: '2026-11-27 06:00:00',
      idContentItem: 5,
      idTrackingType: 1 as const,
      idSection: null,
      secondsPlayed: 40,
    };
    await recordTracking(body, { keepalive: true });
    expect(send).toHaveBeenCalledWith(
      learningContentCalls.recordTracking,
      { params: { idContentItem: 5 }, body },
      { keepalive: true, ordered: false },
    );
  });

  it('a content record leaves at once, not behind waiting writes, with keepalive', async () => {
    const send = vi.spyOn(outbox, 'send').mockResolvedValue({ success: true });
    const body = {
      timeStart: '2026-11-27 06:00:00',
      idNavigationItem: 9,
      idNavigationType: 1 as const,
      idSection: 3,
      timeExecuted: 25,
    };
    await sendViewingTracking(body);
    expect(send).toHaveBeenCalledWith(trackingCalls.recordExit, { body }, { keepalive: true, ordered: false });
  });
});
