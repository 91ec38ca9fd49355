import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AnnounceableCampaign, campaignToAnnounce } from './campaign-notices';

const NOW = '2026-11-21T12:00:00.000Z';

function buildCampaign(overrides: Partial<AnnounceableCampaign> = {}): AnnounceableCampaign {
  return {
    idgamification_campaign: 1,
    startDate: '2026-11-01T00:00:00.000Z',
    endDate: '2026-12-31T00:00:00.000Z',
    status: 1,
    notified: 0,
    ...overrides,
  };
}

describe('campaignToAnnounce', () => {
  it.each([
    ['a running campaign not yet seen', buildCampaign(), 1],
    ['one the member was notified of', buildCampaign({ notified: 1 }), null],
    ['one switched off or over', buildCampaign({ status: 0 }), null],
    ['one that has not started', buildCampaign({ startDate: '2026-12-01T00:00:00.000Z' }), null],
    ['one that has ended', buildCampaign({ endDate: '2026-11-20T00:00:00.000Z' }), null],
  ])('%s -> %s', (_name, campaign, expected) => {
    expect(campaignToAnnounce([campaign], new Set(), NOW)?.idgamification_campaign ?? null).toBe(expected);
  });

  it('does not announce again a campaign closed in this visit, even before the server says it was seen', () => {
    expect(campaignToAnnounce([buildCampaign({ idgamification_campaign: 7 })], new Set([7]), NOW)).toBeNull();
  });

  it('announces the oldest campaign first, then the next once it is closed', () => {
    const newer = buildCampaign({ idgamification_campaign: 2, startDate: '2026-11-10T00:00:00.000Z' });
    const older = buildCampaign({ idgamification_campaign: 3, startDate: '2026-11-05T00:00:00.000Z' });
    expect(campaignToAnnounce([newer, older], new Set(), NOW)).toBe(older);
    expect(campaignToAnnounce([newer, older], new Set([3]), NOW)).toBe(newer);
    expect(campaignToAnnounce([newer, older], new Set([2, 3]), NOW)).toBeNull();
  });

  it('closing each announced campaign in turn shows every due campaign exactly once, and nothing else', () => {
    const campaign = fc.record({
      idgamification_campaign: fc.integer({ min: 1, max: 30 }),
      startDate: fc.constantFrom('2026-10-01T00:00:00.000Z', '2026-11-21T12:00:00.000Z', '2026-12-01T00:00:00.000Z'),
      endDate: fc.constantFrom('2026-11-01T00:00:00.000Z', '2026-11-21T12:00:00.000Z', '2027-01-01T00:00:00.000Z'),
      status: fc.constantFrom(0, 1),
      notified: fc.constantFrom(0, 1),
    });
    fc.assert(
      fc.property(fc.uniqueArray(campaign, { selector: (c) => c.idgamification_campaign, maxLength: 8 }), (list) => {
        const closed = new Set<number>();
        const shown: number[] = [];
        for (let next = campaignToAnnounce(list, closed, NOW); next; next = campaignToAnnounce(list, closed, NOW)) {
          shown.push(next.idgamification_campaign);
          closed.add(next.idgamification_campaign);
        }
        const due = list.filter((c) => c.status === 1 && c.notified === 0 && c.startDate <= NOW && c.endDate >= NOW);
        expect([...shown].sort((a, b) => a - b)).toEqual(
          due.map((c) => c.idgamification_campaign).sort((a, b) => a - b),
        );
      }),
    );
  });
});
