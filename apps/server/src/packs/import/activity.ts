import { defaultPointElementType } from '@trilha/shared/api/pack-format';
import type { ImportContext, Row } from './context';

/** Member activity: created when missing, never overwritten; refused through the administration's API. */
export async function importActivity(context: ImportContext): Promise<void> {
  const { db, idCompany, pack, isApi, date, maybeDate, findKey, findUser, fail, record, markUnchanged, appIds } =
    context;
  const activity = pack.activity;
  if (activity && isApi) fail('activity', 'A atividade dos membros não é importada pela administração');
  if (activity && !isApi) {
    const events = await db.selectFrom('gamification_events').select(['idEvent', 'code']).execute();
    const eventIds = new Map(events.map((event) => [event.code, event.idEvent]));
    const created = (entityType: string, key: string, after: Row) =>
      record({ entityType, key, action: 'create', before: null, after });
    const teamOf = async (key: string) => {
      const idTeam = await findKey('team', key);
      return idTeam === undefined
        ? undefined
        : await db
            .selectFrom('learning_teams')
            .select(['idTeam', 'idNode'])
            .where('idTeam', '=', idTeam)
            .executeTakeFirst();
    };
    for (const entry of activity.termsAcceptances ?? []) {
      const idUser = await findUser(entry.user);
      const idApp = appIds.get(entry.app);
      if (idUser === undefined || idApp === undefined) continue;
      const exists = await db
        .selectFrom('terms_acceptances')
        .select('idTermsAcceptance')
        .where('idUser', '=', idUser)
        .where('idApp', '=', idApp)
        .where('version', '=', entry.version)
        .executeTakeFirst();
      if (exists) {
        markUnchanged();
        continue;
      }
      const values = {
        idCompany,
        idUser,
        idApp,
        version: entry.version,
        communicationAccepted: entry.communicationAccepted ?? 0,
        acceptedAt: date(entry.acceptedAt),
      };
      await db.insertInto('terms_acceptances').values(values).execute();
      await db
        .updateTable('users')
        .set({ userLicenceTermsAccepted: entry.version })
        .where('idUser', '=', idUser)
        .where('userLicenceTermsAccepted', '<', entry.version)
        .execute();
      created('termsAcceptance', `${entry.user} ${entry.app} ${entry.version}`, values);
    }
    for (const entry of activity.enrollments ?? []) {
      const idUser = await findUser(entry.user);
      const team = await teamOf(entry.class);
      if (idUser === undefined || !team) continue;
      const current = await db
        .selectFrom('learning_enrollments')
        .select('idEnrollment')
        .where('idUser', '=', idUser)
        .where('idNode', '=', team.idNode)
        .where('isCurrent', '=', 1)
        .executeTakeFirst();
      if (current) {
        markUnchanged();
        continue;
      }
      const values = {
        idCompany,
        idUser,
        idNode: team.idNode,
        idTeam: team.idTeam,
        status: entry.status,
        progress: entry.progress,
        isCurrent: 1,
        processing: 0,
        startDate: maybeDate(entry.startDate),
        finishDate: maybeDate(entry.finishDate),
        validityDate: maybeDate(entry.validityDate),
        lastAccessDate: maybeDate(entry.lastAccessDate),
        creationDate: date(entry.creationDate),
      };
      const { idEnrollment } = await db
        .insertInto('learning_enrollments')
        .values(values)
        .returning('idEnrollment')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('learning_teams')
        .set((eb) => ({ enrolledCount: eb('enrolledCount', '+', 1) }))
        .where('idTeam', '=', team.idTeam)
        .execute();
      const { idNodeEnrollment } = await db
        .insertInto('learning_node_enrollments')
        .values({
          idCompany,
          idUser,
          idEnrollment,
          idNode: team.idNode,
          idParentNodeEnrollment: null,
          status: entry.status === 'COMPLETED' || entry.status === 'PASSED' ? entry.status : 'IN_PROGRESS',
          progress: entry.progress,
          startDate: values.startDate ?? values.creationDate,
          finishDate: values.finishDate,
        })
        .returning('idNodeEnrollment')
        .executeTakeFirstOrThrow();
      for (const content of entry.contents ?? []) {
        const idContentItem = await findKey('contentItem', content.content);
        if (idContentItem === undefined) continue;
        const startDate = date(content.startDate);
        const finishDate = maybeDate(content.finishDate);
        await db
          .insertInto('learning_content_enrollments')
          .values({
            idCompany,
            idUser,
            idEnrollment,
            idNodeEnrollment,
            idContentItem,
            status: content.status,
            progress: content.progress,
            grade: content.grade ?? null,
            lastPosition: content.lastPosition ?? 0,
            furthestPosition: content.lastPosition ?? 0,
            furthestAt: finishDate ?? startDate,
            timeExecuted: content.timeExecuted ?? 0,
            startDate,
            finishDate,
          })
          .execute();
      }
      created('enrollment', `${entry.user} ${entry.class}`, values);
    }
    for (const entry of activity.enrollmentRequests ?? []) {
      const idUser = await findUser(entry.user);
      const team = await teamOf(entry.class);
      if (idUser === undefined || !team) continue;
      const exists = await db
        .selectFrom('learning_enrollment_requests')
        .select('idEnrollmentRequest')
        .where('idUser', '=', idUser)
        .where('idTeam', '=', team.idTeam)
        .where('status', '=', entry.status)
        .executeTakeFirst();
      if (exists) {
        markUnchanged();
        continue;
      }
      const values = {
        idCompany,
        idUser,
        idNode: team.idNode,
        idTeam: team.idTeam,
        status: entry.status,
        reason: entry.reason ?? null,
        idEnrollment: null,
        creationDate: date(entry.creationDate),
        statusDate: date(entry.statusDate),
      };
      await db.insertInto('learning_enrollment_requests').values(values).execute();
      created('enrollmentRequest', `${entry.user} ${entry.class} ${entry.status}`, values);
    }
    for (const entry of activity.campaignPoints ?? []) {
      const idUser = await findUser(entry.user);
      const idCampaign = await findKey('campaign', entry.campaign);
      const idEvent = eventIds.get(entry.event);
      if (idUser === undefined || idCampaign === undefined || idEvent === undefined) continue;
      const elementType = entry.elementType ?? defaultPointElementType(entry.event);
      const exists = await db
        .selectFrom('campaign_points')
        .select('idCampaignPoint')
        .where('idCampaign', '=', idCampaign)
        .where('idUser', '=', idUser)
        .where('idEvent', '=', idEvent)
        .where('elementType', '=', elementType)
        .where('idElement', '=', entry.element)
        .executeTakeFirst();
      if (exists) {
        markUnchanged();
        continue;
      }
      const worth = await db
        .selectFrom('campaign_events')
        .select('points')
        .where('idCampaign', '=', idCampaign)
        .where('idEvent', '=', idEvent)
        .executeTakeFirst();
      const values = {
        idCompany,
        idCampaign,
        idUser,
        idEvent,
        elementType,
        idElement: entry.element,
        elementText: entry.elementText ?? null,
        points: entry.points ?? worth?.points ?? 0,
        eventDate: date(entry.eventDate),
      };
      await db.insertInto('campaign_points').values(values).execute();
      created('campaignPoints', `${entry.campaign} ${entry.user} ${entry.event} ${entry.element}`, values);
    }
    for (const entry of activity.storeOwnerships ?? []) {
      const idUser = await findUser(entry.user);
      const idProduct = await findKey('storeProduct', entry.product);
      if (idUser === undefined || idProduct === undefined) continue;
      const owned = await db
        .selectFrom('store_ownerships')
        .select('idProduct')
        .where('idUser', '=', idUser)
        .where('idProduct', '=', idProduct)
        .executeTakeFirst();
      if (owned) {
        markUnchanged();
        continue;
      }
      const values = { idCompany, idUser, idProduct, idOrder: null, acquiredAt: date(entry.acquiredAt) };
      await db.insertInto('store_ownerships').values(values).execute();
      created('storeOwnership', `${entry.user} ${entry.product}`, values);
    }
  }
}
