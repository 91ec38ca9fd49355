import { type SqlBool, sql } from 'kysely';
import { fromCompany } from '../../db/company-rows';
import type { Db } from '../../db/database';
import type { CampaignRow } from '../../db/schema';
import { byText } from '../../db/text-order';

/**
 * The campaigns (of a query over `campaigns`) a member takes part in: those open to every member (no
 * departments) and those naming the member's department.
 */
export function campaignOpenTo(idUser: number) {
  return sql<SqlBool>`(not exists (select 1 from campaign_departments cd where cd."idCampaign" = campaigns."idCampaign")
    or exists (select 1 from campaign_departments cd inner join users u on u.department = cd.department
      where cd."idCampaign" = campaigns."idCampaign" and u."idUser" = ${idUser} and u."idCompany" = cd."idCompany"))`;
}

/** Campaigns, their events and the points ledger of a company. */
export const campaignsRepository = ({ db }: { db: Db }) => ({
  /**
   * The company's campaigns, newest first; `runningAt` keeps only those active at that moment, `forUser` only
   * those the member takes part in.
   */
  async findCampaigns(idCompany: number, runningAt?: string, forUser?: number): Promise<CampaignRow[]> {
    let query = fromCompany(db, 'campaigns', idCompany).selectAll();
    if (runningAt) {
      query = query.where('status', '=', 1).where('startDate', '<=', runningAt).where('endDate', '>=', runningAt);
    }
    if (forUser !== undefined) query = query.where(campaignOpenTo(forUser));
    return query.orderBy('startDate', 'desc').orderBy('idCampaign', 'desc').execute();
  },

  /** The departments a campaign is limited to (empty: every member takes part). */
  async findDepartments(idCompany: number, idCampaign: number): Promise<string[]> {
    const rows = await fromCompany(db, 'campaign_departments', idCompany, { idCampaign })
      .select('department')
      .orderBy(byText('department'))
      .orderBy('department')
      .execute();
    return rows.map((row) => row.department);
  },

  async findCampaign(idCompany: number, idCampaign: number): Promise<CampaignRow | undefined> {
    return fromCompany(db, 'campaigns', idCompany, { idCampaign }).selectAll().executeTakeFirst();
  },

  /**
   * The events and points of the company's campaigns (of one campaign, or of those running at a moment;
   * `forUser`: of the campaigns the member takes part in).
   */
  async findEvents(idCompany: number, filter: { idCampaign?: number; runningAt?: string; forUser?: number }) {
    let query = db
      .selectFrom('campaign_events')
      .innerJoin('campaigns', 'campaigns.idCampaign', 'campaign_events.idCampaign')
      .innerJoin('gamification_events', 'gamification_events.idEvent', 'campaign_events.idEvent')
      .select([
        'campaign_events.idEvent',
        'gamification_events.name',
        'campaign_events.points',
        'campaigns.idCampaign',
        'campaigns.name as campaignName',
      ])
      .where('campaigns.idCompany', '=', idCompany);
    if (filter.idCampaign) query = query.where('campaigns.idCampaign', '=', filter.idCampaign);
    if (filter.runningAt) {
      query = query
        .where('campaigns.status', '=', 1)
        .where('campaigns.startDate', '<=', filter.runningAt)
        .where('campaigns.endDate', '>=', filter.runningAt);
    }
    if (filter.forUser !== undefined) query = query.where(campaignOpenTo(filter.forUser));
    return query.orderBy('campaigns.idCampaign', 'desc').orderBy('campaign_events.points', 'desc').execute();
  },

  /** The campaigns whose announcement the member has closed, of the company. */
  async findNotifiedCampaignIds(idCompany: number, idUser: number): Promise<number[]> {
    const rows = await fromCompany(db, 'campaign_notices', idCompany, { idUser }).select('idCampaign').execute();
    return rows.map((row) => row.idCampaign);
  },

  /** Records that the member closed the campaign's announcement; a repeated call keeps the first moment. */
  async insertNotice(notice: { idCompany: number; idCampaign: number; idUser: number; at: string }): Promise<void> {
    await db
      .insertInto('campaign_notices')
      .values({
        idCompany: notice.idCompany,
        idCampaign: notice.idCampaign,
        idUser: notice.idUser,
        notifiedAt: notice.at,
      })
      .onConflict((conflict) => conflict.columns(['idCampaign', 'idUser']).doNothing())
      .execute();
  },

  /** A content item of the company (its id and title), or undefined. */
  async findContentItem(idCompany: number, idContentItem: number) {
    return fromCompany(db, 'content_items', idCompany, { idContentItem })
      .select(['idContentItem', 'text'])
      .executeTakeFirst();
  },

  /** The events and points, among `eventCodes`, of the campaigns running at a moment that the member takes part in. */
  async findRunningEventsByCode(idCompany: number, idUser: number, runningAt: string, eventCodes: readonly string[]) {
    return db
      .selectFrom('campaign_events')
      .innerJoin('campaigns', 'campaigns.idCampaign', 'campaign_events.idCampaign')
      .innerJoin('gamification_events', 'gamification_events.idEvent', 'campaign_events.idEvent')
      .select(['campaigns.idCampaign', 'gamification_events.name', 'campaign_events.points'])
      .where('campaigns.idCompany', '=', idCompany)
      .where('campaigns.status', '=', 1)
      .where('campaigns.startDate', '<=', runningAt)
      .where('campaigns.endDate', '>=', runningAt)
      .where('gamification_events.code', 'in', eventCodes)
      .where(campaignOpenTo(idUser))
      .orderBy('campaigns.idCampaign', 'desc')
      .orderBy('campaign_events.points', 'desc')
      .execute();
  },

  /** A member's ledger lines, newest first, of one campaign or of all. */
  async findUserPoints(idCompany: number, idUser: number, idCampaign?: number) {
    let query = db
      .selectFrom('campaign_points')
      .innerJoin('campaigns', 'campaigns.idCampaign', 'campaign_points.idCampaign')
      .innerJoin('gamification_events', 'gamification_events.idEvent', 'campaign_points.idEvent')
      .select([
        'campaign_points.idCampaign',
        'campaigns.name as campaignName',
        'campaign_points.elementText',
        'gamification_events.name as event',
        'campaign_points.eventDate',
        'campaign_points.points',
      ])
      .where('campaign_points.idCompany', '=', idCompany)
      .where('campaign_points.idUser', '=', idUser);
    if (idCampaign) query = query.where('campaign_points.idCampaign', '=', idCampaign);
    return query
      .orderBy('campaign_points.eventDate', 'desc')
      .orderBy('campaign_points.idCampaignPoint', 'desc')
      .execute();
  },

  async sumUserPoints(idCompany: number, idUser: number, idCampaign?: number): Promise<number> {
    let query = fromCompany(db, 'campaign_points', idCompany, { idUser }).select((eb) =>
      eb.fn.coalesce(eb.fn.sum<number>('points'), eb.lit(0)).as('total'),
    );
    if (idCampaign) query = query.where('idCampaign', '=', idCampaign);
    const row = await query.executeTakeFirst();
    return Number(row?.total ?? 0);
  },

  /**
   * Writes the points of an event in every campaign of the company running at `at` that rewards it and that
   * the member takes part in (by department). The ledger's unique key makes a repeated event, a retried
   * request or two racing ones count once per campaign, event and element. Runs on the handle it was built
   * on, so inside the caller's transaction when given one.
   */
  async insertPoints(entry: {
    idCompany: number;
    idUser: number;
    eventCode: string;
    elementType: string;
    idElement: number;
    elementText: string | null;
    at: string;
  }): Promise<Array<{ idCampaign: number; points: number }>> {
    const rewards = await db
      .selectFrom('campaign_events')
      .innerJoin('campaigns', 'campaigns.idCampaign', 'campaign_events.idCampaign')
      .innerJoin('gamification_events', 'gamification_events.idEvent', 'campaign_events.idEvent')
      .select(['campaigns.idCampaign', 'campaign_events.idEvent', 'campaign_events.points'])
      .where('campaigns.idCompany', '=', entry.idCompany)
      .where('campaigns.status', '=', 1)
      .where('campaigns.startDate', '<=', entry.at)
      .where('campaigns.endDate', '>=', entry.at)
      .where('gamification_events.code', '=', entry.eventCode)
      .where('campaign_events.points', '>', 0)
      .where(campaignOpenTo(entry.idUser))
      .orderBy('campaigns.idCampaign')
      .execute();
    const awarded: Array<{ idCampaign: number; points: number }> = [];
    for (const reward of rewards) {
      const inserted = await db
        .insertInto('campaign_points')
        .values({
          idCompany: entry.idCompany,
          idCampaign: reward.idCampaign,
          idUser: entry.idUser,
          idEvent: reward.idEvent,
          elementType: entry.elementType,
          idElement: entry.idElement,
          elementText: entry.elementText,
          points: reward.points,
          eventDate: entry.at,
        })
        .onConflict((conflict) =>
          conflict.columns(['idCampaign', 'idUser', 'idEvent', 'elementType', 'idElement']).doNothing(),
        )
        .returning(['idCampaign', 'points'])
        .executeTakeFirst();
      if (inserted) awarded.push(inserted);
    }
    return awarded;
  },
});

export type CampaignsRepository = ReturnType<typeof campaignsRepository>;
