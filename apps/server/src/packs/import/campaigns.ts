import { type ImportContext, isSame } from './context';

/** Campaigns, the departments they are open to, and the points their events are worth. */
export async function importCampaigns(context: ImportContext): Promise<void> {
  const { db, idCompany, pack, stamp, date, upsertKeyed, record } = context;
  const events = await db.selectFrom('gamification_events').select(['idEvent', 'code']).execute();
  const eventIds = new Map(events.map((event) => [event.code, event.idEvent]));
  for (const campaign of pack.campaigns ?? []) {
    const idCampaign = await upsertKeyed({
      table: 'campaigns',
      idColumn: 'idCampaign',
      entityType: 'campaign',
      key: campaign.key,
      values: {
        idCompany,
        name: campaign.name,
        description: campaign.description ?? null,
        startDate: date(campaign.startDate),
        endDate: date(campaign.endDate),
        status: campaign.active ?? 1,
      },
      insertOnly: { createdAt: stamp },
    });
    // The departments it is open to (none: every member).
    const departments = [...new Set(campaign.departments ?? [])].sort();
    const currentDepartments = (
      await db
        .selectFrom('campaign_departments')
        .select('department')
        .where('idCampaign', '=', idCampaign)
        .orderBy('department')
        .execute()
    ).map((row) => row.department);
    if (!isSame(currentDepartments, departments)) {
      await db.deleteFrom('campaign_departments').where('idCampaign', '=', idCampaign).execute();
      for (const department of departments)
        await db.insertInto('campaign_departments').values({ idCampaign, idCompany, department }).execute();
      record({
        entityType: 'campaignDepartments',
        key: campaign.key,
        action: 'update',
        before: { departments: currentDepartments },
        after: { departments },
      });
    }
    if (!campaign.events) continue;
    const wanted = Object.entries(campaign.events)
      .map(([code, points]) => ({ idEvent: eventIds.get(code) as number, points: points as number }))
      .sort((a, b) => a.idEvent - b.idEvent);
    const current = await db
      .selectFrom('campaign_events')
      .select(['idEvent', 'points'])
      .where('idCampaign', '=', idCampaign)
      .orderBy('idEvent')
      .execute();
    if (!isSame(current, wanted)) {
      await db.deleteFrom('campaign_events').where('idCampaign', '=', idCampaign).execute();
      for (const entry of wanted)
        await db
          .insertInto('campaign_events')
          .values({ idCampaign, ...entry })
          .execute();
      if (current.length) {
        record({
          entityType: 'campaignEvents',
          key: campaign.key,
          action: 'update',
          before: { events: current },
          after: { events: wanted },
        });
      }
    }
  }
}
