/** What the campaign modal needs to know of a campaign to decide whether to announce it. */
export type AnnounceableCampaign = {
  idgamification_campaign: number;
  startDate: string;
  endDate: string;
  /** 1 while the campaign runs. */
  status: number;
  /** 1 once the member has closed its announcement (the server's flag). */
  notified: number;
};

/**
 * The campaign the home's modal should announce now, or null (spec document 2, "Campaign (used by shared
 * modals)"): a running campaign the member has not been notified of and has not closed in this visit (so a
 * close whose `notified` call is still on its way, or failed, does not show it again). The oldest first.
 */
export function campaignToAnnounce<T extends AnnounceableCampaign>(
  campaigns: readonly T[],
  closedIds: ReadonlySet<number>,
  now: string,
): T | null {
  const due = campaigns.filter(
    (campaign) =>
      campaign.status === 1 &&
      campaign.notified !== 1 &&
      !closedIds.has(campaign.idgamification_campaign) &&
      campaign.startDate <= now &&
      campaign.endDate >= now,
  );
  due.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.idgamification_campaign - b.idgamification_campaign);
  return due[0] ?? null;
}
