import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCampaigns, fetchCampaignsByContent, markCampaignNotified } from './campaigns';
import { fetchIsInCampaign } from './learning';
import { fetchCampaignCategories, fetchCampaignUser, fetchRanking } from './learning-journey';

afterEach(() => vi.unstubAllGlobals());

describe('campaign calls', () => {
  it('reach the campaign paths with their parameters', async () => {
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ success: true, userIsInCampaign: true }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    await fetchCampaigns(true);
    await fetchCampaignsByContent(5);
    await markCampaignNotified(2, 7);
    await fetchRanking(2, { offset: 20, limit: 10, department: 'Vendas e Marketing' });
    await fetchCampaignUser(2, 7);
    await fetchCampaignCategories(2);
    expect(await fetchIsInCampaign()).toBe(true);
    expect(fetch.mock.calls.map(([url, init]) => `${init.method} ${url}`)).toEqual([
      'GET /campaign/listcampaigns?onlyActive=true',
      'GET /campaign/listbycontent/5',
      'POST /campaign/2/users/7/notified',
      'GET /campaign/listcampaignpointssummary/2?offset=20&limit=10&department=Vendas+e+Marketing',
      'GET /campaign/2/users/7',
      'GET /learning/categories/campaign/2',
      'GET /campaign/userisincampaign',
    ]);
  });
});
