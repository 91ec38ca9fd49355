import { basename } from 'node:path';
import { defaultPointElementType, type PackActivity } from '@trilha/shared/api/pack-format';
import { evidencePrefix } from '../../modules/learning/external-courses/external-courses.service';
import type { ImportContext } from './context';
import { readQuestionPlaces } from './evaluations';

type Comment = NonNullable<PackActivity['comments']>[number];

/** Member activity: created when missing, never overwritten; refused through the administration's API. */
export async function importActivity(context: ImportContext): Promise<void> {
  const {
    db,
    idCompany,
    pack,
    isApi,
    date,
    maybeDate,
    findKey,
    findUser,
    findNode,
    fail,
    insertMissing,
    appIds,
    memberFiles,
  } = context;
  const activity = pack.activity;
  if (activity && isApi) fail('activity', 'A atividade dos membros não é importada pela administração');
  if (!activity || isApi) return;
  const events = await db.selectFrom('gamification_events').select(['idEvent', 'code']).execute();
  const eventIds = new Map(events.map((event) => [event.code, event.idEvent]));
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
  const enrollmentOf = (idUser: number, classKey: string, nodeCode?: string) =>
    findEnrollment(context, idUser, classKey, nodeCode);
  /**
   * An external course's evidence is the member's private file: a pack file (`./evidence/...`) is stored under
   * the member's own prefix, never among the pack's public files.
   */
  const evidenceOf = async (idUser: number, evidence: string | null | undefined) => {
    if (!evidence?.startsWith('./')) return evidence ?? null;
    const name = evidence.startsWith('./evidence/') ? evidence.slice('./evidence/'.length) : basename(evidence);
    return (await memberFiles?.store(evidence, `${evidencePrefix(idCompany, idUser)}${name}`)) ?? null;
  };
  /** A date the column keeps as a day (YYYY-MM-DD). */
  const day = (value: string) => date(value).slice(0, 10);

  for (const entry of activity.termsAcceptances ?? []) {
    const idUser = await findUser(entry.user);
    const idApp = appIds.get(entry.app);
    if (idUser === undefined || idApp === undefined) continue;
    const { created } = await insertMissing({
      table: 'terms_acceptances',
      entityType: 'termsAcceptance',
      key: `${entry.user} ${entry.app} ${entry.version}`,
      match: { idUser, idApp, version: entry.version },
      values: {
        idCompany,
        communicationAccepted: entry.communicationAccepted ?? 0,
        acceptedAt: date(entry.acceptedAt),
      },
    });
    if (!created) continue;
    await db
      .updateTable('users')
      .set({ userLicenceTermsAccepted: entry.version })
      .where('idUser', '=', idUser)
      .where('userLicenceTermsAccepted', '<', entry.version)
      .execute();
  }

  for (const entry of activity.enrollments ?? []) {
    const idUser = await findUser(entry.user);
    const team = await teamOf(entry.class);
    if (idUser === undefined || !team) continue;
    const startDate = maybeDate(entry.startDate);
    const finishDate = maybeDate(entry.finishDate);
    const creationDate = date(entry.creationDate);
    const { created, id: idEnrollment } = await insertMissing({
      table: 'learning_enrollments',
      idColumn: 'idEnrollment',
      entityType: 'enrollment',
      key: `${entry.user} ${entry.class}`,
      match: { idUser, idNode: team.idNode, isCurrent: 1 },
      values: {
        idCompany,
        idTeam: team.idTeam,
        status: entry.status,
        progress: entry.progress,
        processing: 0,
        startDate,
        finishDate,
        validityDate: maybeDate(entry.validityDate),
        lastAccessDate: maybeDate(entry.lastAccessDate),
        creationDate,
      },
    });
    if (!created || idEnrollment === undefined) continue;
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
        startDate: startDate ?? creationDate,
        finishDate,
      })
      .returning('idNodeEnrollment')
      .executeTakeFirstOrThrow();
    for (const content of entry.contents ?? []) {
      const idContentItem = await findKey('contentItem', content.content);
      if (idContentItem === undefined) continue;
      const contentStart = date(content.startDate);
      const contentFinish = maybeDate(content.finishDate);
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
          furthestAt: contentFinish ?? contentStart,
          timeExecuted: content.timeExecuted ?? 0,
          startDate: contentStart,
          finishDate: contentFinish,
        })
        .execute();
    }
  }

  for (const entry of activity.enrollmentRequests ?? []) {
    const idUser = await findUser(entry.user);
    const team = await teamOf(entry.class);
    if (idUser === undefined || !team) continue;
    await insertMissing({
      table: 'learning_enrollment_requests',
      entityType: 'enrollmentRequest',
      key: `${entry.user} ${entry.class} ${entry.status}`,
      match: { idUser, idTeam: team.idTeam, status: entry.status },
      values: {
        idCompany,
        idNode: team.idNode,
        reason: entry.reason ?? null,
        idEnrollment: null,
        creationDate: date(entry.creationDate),
        statusDate: date(entry.statusDate),
      },
    });
  }

  for (const entry of activity.campaignPoints ?? []) {
    const idUser = await findUser(entry.user);
    const idCampaign = await findKey('campaign', entry.campaign);
    const idEvent = eventIds.get(entry.event);
    if (idUser === undefined || idCampaign === undefined || idEvent === undefined) continue;
    const worth = await db
      .selectFrom('campaign_events')
      .select('points')
      .where('idCampaign', '=', idCampaign)
      .where('idEvent', '=', idEvent)
      .executeTakeFirst();
    await insertMissing({
      table: 'campaign_points',
      entityType: 'campaignPoints',
      key: `${entry.campaign} ${entry.user} ${entry.event} ${entry.element}`,
      match: {
        idCampaign,
        idUser,
        idEvent,
        elementType: entry.elementType ?? defaultPointElementType(entry.event),
        idElement: entry.element,
      },
      values: {
        idCompany,
        elementText: entry.elementText ?? null,
        points: entry.points ?? worth?.points ?? 0,
        eventDate: date(entry.eventDate),
      },
    });
  }

  for (const entry of activity.storeOwnerships ?? []) {
    const idUser = await findUser(entry.user);
    const idProduct = await findKey('storeProduct', entry.product);
    if (idUser === undefined || idProduct === undefined) continue;
    await insertMissing({
      table: 'store_ownerships',
      entityType: 'storeOwnership',
      key: `${entry.user} ${entry.product}`,
      match: { idUser, idProduct },
      values: { idCompany, idOrder: null, acquiredAt: date(entry.acquiredAt) },
    });
  }

  for (const entry of activity.campaignNotices ?? []) {
    const idUser = await findUser(entry.user);
    const idCampaign = await findKey('campaign', entry.campaign);
    if (idUser === undefined || idCampaign === undefined) continue;
    await insertMissing({
      table: 'campaign_notices',
      entityType: 'campaignNotice',
      key: `${entry.campaign} ${entry.user}`,
      match: { idCampaign, idUser },
      values: { idCompany, notifiedAt: date(entry.notifiedAt) },
    });
  }

  for (const entry of activity.chatMessages ?? []) {
    const idUser = await findUser(entry.user);
    const idChatRoom = await findKey('chatRoom', entry.room);
    if (idUser === undefined || idChatRoom === undefined) continue;
    await insertMissing({
      table: 'chat_messages',
      entityType: 'chatMessage',
      key: `${entry.room} ${entry.user} ${entry.moment}`,
      match: { idChatRoom, idUser, message: entry.message },
      values: { idCompany, userName: entry.userName, moment: date(entry.moment) },
    });
  }

  const voted = new Set<number>();
  for (const entry of activity.contentRatings ?? []) {
    const idUser = await findUser(entry.user);
    const idContentItem = await findKey('sectionContent', entry.content);
    if (idUser === undefined || idContentItem === undefined) continue;
    const { created } = await insertMissing({
      table: 'content_ratings',
      entityType: 'contentRating',
      key: `${entry.user} ${entry.content}`,
      match: { idUser, idContentItem },
      values: { idCompany, vote: entry.vote, ratedAt: date(entry.ratedAt) },
    });
    if (created) voted.add(idContentItem);
  }
  // An item's average and count follow its votes, as a member's vote updates them.
  for (const idContentItem of voted) {
    const votes = await db
      .selectFrom('content_ratings')
      .select((eb) => [eb.fn.avg<number>('vote').as('rating'), eb.fn.countAll<number>().as('count')])
      .where('idContentItem', '=', idContentItem)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('content_items')
      .set({ rating: Number(votes.rating), numberVotes: Number(votes.count) })
      .where('idContentItem', '=', idContentItem)
      .execute();
  }

  for (const entry of activity.memberNotifications ?? []) {
    const idUser = await findUser(entry.user);
    const idApp = appIds.get(entry.app);
    if (idUser === undefined || idApp === undefined) continue;
    await insertMissing({
      table: 'member_notifications',
      entityType: 'memberNotification',
      key: `${entry.user} ${entry.title}`,
      match: { idApp, idUser, title: entry.title },
      values: { idCompany, text: entry.text, createdAt: date(entry.createdAt) },
    });
  }

  for (const entry of activity.navigationTrackings ?? []) {
    const idUser = await findUser(entry.user);
    const idApp = appIds.get(entry.app);
    const idSection = entry.section ? await findKey('section', entry.section) : undefined;
    const idContent = entry.content ? await findKey('sectionContent', entry.content) : undefined;
    const idNavigationItem = entry.content ? idContent : idSection;
    if (idUser === undefined || idApp === undefined || idNavigationItem === undefined) continue;
    const timeStart = date(entry.timeStart);
    await insertMissing({
      table: 'navigation_trackings',
      entityType: 'navigationTracking',
      key: `${entry.user} ${entry.content ?? entry.section} ${entry.timeStart}`,
      match: {
        idUser,
        idApp,
        idNavigationType: entry.content ? 1 : 2,
        idNavigationItem,
        timeExecuted: entry.timeExecuted,
      },
      values: { idCompany, idSection: idSection ?? null, timeStart, createdAt: timeStart },
    });
  }

  for (const entry of activity.userUploads ?? []) {
    const idUser = await findUser(entry.user);
    const idSection = await findKey('section', entry.section);
    if (idUser === undefined || idSection === undefined) continue;
    const storageKey = entry.file.startsWith('/files/') ? decodeURIComponent(entry.file.slice('/files/'.length)) : '';
    await insertMissing({
      table: 'user_uploads',
      entityType: 'userUpload',
      key: `${entry.user} ${entry.section} ${entry.name}`,
      match: { idUser, idSection, name: entry.name },
      values: {
        idCompany,
        title: entry.title,
        description: entry.description,
        mimetype: entry.mimetype,
        extension: entry.extension,
        storageKey,
        url: entry.file,
        size: entry.size,
        createdAt: date(entry.createdAt),
      },
    });
  }

  for (const entry of activity.userTags ?? []) {
    const idUser = await findUser(entry.user);
    if (idUser === undefined) continue;
    await insertMissing({
      table: 'learning_user_tags',
      entityType: 'userTag',
      key: `${entry.user} ${entry.tag}`,
      match: { idUser, tag: entry.tag },
      values: { idCompany },
    });
  }

  for (const entry of activity.termSignatures ?? []) {
    const idUser = await findUser(entry.user);
    const idTermOfResponsibility = await findKey('responsibilityTerm', entry.term);
    if (idUser === undefined || idTermOfResponsibility === undefined) continue;
    await insertMissing({
      table: 'learning_term_signatures',
      entityType: 'termSignature',
      key: `${entry.user} ${entry.term} ${entry.version}`,
      match: { idUser, idTermOfResponsibility, versionNumber: entry.version },
      values: { idCompany, signedAt: date(entry.signedAt) },
    });
  }

  for (const entry of activity.certificates ?? []) {
    const idUser = await findUser(entry.user);
    const enrollment = idUser === undefined ? undefined : await enrollmentOf(idUser, entry.class, entry.node);
    if (idUser === undefined || !enrollment) continue;
    await insertMissing({
      table: 'learning_certificates',
      entityType: 'certificate',
      key: `${entry.user} ${entry.class}${entry.node ? ` ${entry.node}` : ''}`,
      match: { idUser, idEnrollment: enrollment.idEnrollment, idNodeEnrollment: enrollment.idNodeEnrollment },
      values: {
        idCompany,
        authenticityId: entry.authenticityId,
        title: entry.title,
        username: entry.username,
        workload: entry.workload ?? null,
        startDate: maybeDate(entry.startDate),
        finishDate: maybeDate(entry.finishDate),
        progress: entry.progress,
        createdAt: date(entry.createdAt),
      },
    });
  }

  const importComment = async (entry: Comment, idParentComment: number | null, parent?: Comment) => {
    const idUser = await findUser(entry.user);
    const classKey = entry.class ?? parent?.class;
    const nodeCode = entry.node ?? parent?.node;
    const entityId = classKey
      ? await findKey('team', classKey)
      : nodeCode === undefined
        ? undefined
        : await findNode(nodeCode);
    if (idUser === undefined || entityId === undefined) return;
    const hiddenBy = entry.hiddenBy ? ((await findUser(entry.hiddenBy)) ?? null) : null;
    const { id } = await insertMissing({
      table: 'learning_comments',
      idColumn: 'idComment',
      entityType: 'comment',
      key: `${classKey ?? nodeCode} ${entry.user} ${entry.creationDate}`,
      match: { entityType: classKey ? 'TEAM' : 'NODE', entityId, idParentComment, createdBy: idUser, text: entry.text },
      values: {
        idCompany,
        creationDate: date(entry.creationDate),
        lastModifiedDate: maybeDate(entry.lastModifiedDate),
        hiddenBy,
        hiddenAt: maybeDate(entry.hiddenAt),
        reportsReviewedAt: maybeDate(entry.reportsReviewedAt),
      },
    });
    for (const reply of entry.replies ?? [])
      await importComment(reply, id ?? null, { ...entry, class: classKey, node: nodeCode });
  };
  for (const entry of activity.comments ?? []) await importComment(entry, null);

  for (const entry of activity.externalCourses ?? []) {
    const idUser = await findUser(entry.user);
    if (idUser === undefined) continue;
    await insertMissing({
      table: 'learning_external_courses',
      entityType: 'externalCourse',
      key: `${entry.user} ${entry.title}`,
      match: { idUser, title: entry.title, entityName: entry.entityName },
      values: async () => ({
        idCompany,
        type: entry.type,
        workload: entry.workload,
        startDate: day(entry.startDate),
        finishDate: day(entry.finishDate),
        expirationDate: entry.expirationDate ? day(entry.expirationDate) : null,
        evidencePath: await evidenceOf(idUser, entry.evidence),
        status: entry.status,
        statusReason: entry.statusReason ?? null,
        hasResubmission: 0,
        idParentUserExternalCourse: null,
        reviewedBy: entry.reviewedBy ? ((await findUser(entry.reviewedBy)) ?? null) : null,
        creationDate: date(entry.creationDate),
        lastModifiedDate: date(entry.lastModifiedDate),
      }),
    });
  }

  for (const entry of activity.evaluationAttempts ?? []) {
    const idUser = await findUser(entry.user);
    const idEvaluation = await findKey('evaluation', entry.evaluation);
    if (idUser === undefined || idEvaluation === undefined) continue;
    const enrollment = entry.class ? await enrollmentOf(idUser, entry.class) : undefined;
    if (entry.class && !enrollment) continue;
    const { created, id: idQuestionnaire } = await insertMissing({
      table: 'learning_questionnaires',
      idColumn: 'idQuestionnaire',
      entityType: 'evaluationAttempt',
      key: `${entry.user} ${entry.evaluation} ${entry.attempt}`,
      match: { idUser, idEvaluation, idEnrollment: enrollment?.idEnrollment ?? null, attempt: entry.attempt },
      values: {
        idCompany,
        idNodeEnrollment: enrollment?.idNodeEnrollment ?? null,
        questionnaireType: entry.type ?? null,
        startDate: date(entry.startDate),
        finishDate: maybeDate(entry.finishDate),
        grade: entry.grade ?? null,
        deadline: maybeDate(entry.deadline),
        finishReason: entry.finishReason ?? null,
      },
    });
    if (!created || idQuestionnaire === undefined || !entry.answers?.length) continue;
    const places = await readQuestionPlaces(db, idCompany, idEvaluation);
    const answers = [];
    for (const answer of entry.answers) {
      const place = places[answer.question - 1];
      if (!place) continue;
      const data = answer.data.map((item) => ({
        ...(item.item === undefined ? {} : { idQuestionOptionAnswer: place.items[item.item - 1] }),
        ...(item.option === undefined ? {} : { idQuestionOption: place.options[item.option - 1] }),
        ...(item.scale === undefined ? {} : { idQuestionScale: place.scales[item.scale - 1] }),
      }));
      answers.push({
        idCompany,
        idQuestionnaire,
        idQuestion: place.idQuestion,
        position: answer.position,
        answerData: JSON.stringify(data),
        answerText: answer.text ?? null,
        answerStatus: answer.status,
        revision: answer.revision,
        isCorrect: answer.correct ?? null,
        answeredAt: maybeDate(answer.answeredAt),
        updatedAt: date(answer.updatedAt),
      });
    }
    if (answers.length) await db.insertInto('learning_answers').values(answers).execute();
  }
}

/** Members' SCORM records: after the packages' import (an extension), since they name the packages' SCOs. */
export async function importScormActivity(context: ImportContext): Promise<void> {
  const { db, idCompany, pack, isApi, date, maybeDate, findKey, findUser, insertMissing } = context;
  if (isApi) return;
  for (const entry of pack.activity?.scoEnrollments ?? []) {
    const idUser = await findUser(entry.user);
    const idScormPackage = await findKey('scormPackage', entry.package);
    const enrollment = idUser === undefined ? undefined : await findEnrollment(context, idUser, entry.class);
    if (idUser === undefined || idScormPackage === undefined || !enrollment) continue;
    const sco = await db
      .selectFrom('learning_scos')
      .select('idSco')
      .where('idScormPackage', '=', idScormPackage)
      .where('identifier', '=', entry.sco)
      .executeTakeFirst();
    if (!sco) continue;
    const { user: _user, class: _class, package: _package, sco: _sco, ...record } = entry;
    await insertMissing({
      table: 'learning_sco_enrollments',
      entityType: 'scoEnrollment',
      key: `${entry.user} ${entry.package} ${entry.sco}`,
      match: { idUser, idSco: sco.idSco, idEnrollment: enrollment.idEnrollment },
      values: {
        ...Object.fromEntries(Object.entries(record).map(([name, value]) => [name, value ?? null])),
        idCompany,
        idScormPackage,
        idNodeEnrollment: enrollment.idNodeEnrollment,
        startDate: date(entry.startDate),
        lastAccessDate: maybeDate(entry.lastAccessDate),
        finishDate: maybeDate(entry.finishDate),
      },
    });
  }
}

/** The member's latest enrollment in a class, with the node enrollment of the training or of one of its pages. */
async function findEnrollment(context: ImportContext, idUser: number, classKey: string, nodeCode?: string) {
  const { db, idCompany, findKey, findNode } = context;
  const idTeam = await findKey('team', classKey);
  const team =
    idTeam === undefined
      ? undefined
      : await db
          .selectFrom('learning_teams')
          .select(['idTeam', 'idNode'])
          .where('idTeam', '=', idTeam)
          .executeTakeFirst();
  if (!team) return undefined;
  const idNode = nodeCode === undefined ? team.idNode : await findNode(nodeCode);
  if (idNode === undefined) return undefined;
  return await db
    .selectFrom('learning_enrollments as e')
    .innerJoin('learning_node_enrollments as ne', 'ne.idEnrollment', 'e.idEnrollment')
    .select(['e.idEnrollment', 'ne.idNodeEnrollment'])
    .where('e.idCompany', '=', idCompany)
    .where('e.idUser', '=', idUser)
    .where('e.idTeam', '=', team.idTeam)
    .where('ne.idNode', '=', idNode)
    .orderBy('e.idEnrollment', 'desc')
    .executeTakeFirst();
}
