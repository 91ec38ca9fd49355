import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { BLOCK_TYPES } from '@trilha/shared/api/learning-common';
import {
  defaultPointElementType,
  PACK_FORMAT,
  type PackDocument as Pack,
  type PackSectionInput,
} from '@trilha/shared/api/pack-format';
import { stringify } from 'yaml';
import { type CompanyTable, fromCompany, selectRows } from '../db/company-rows';
import type { Db } from '../db/database';
import type { Storage } from '../platform/storage';
import { readQuestionPlaces, readQuestions } from './import/evaluations';
import { buildAuthoredParts, exportAttachments } from './pack-export-authored';
import { buildScormPackages } from './pack-scorm';

const FORMAT_VARIANTS = ['portrait', 'landscape-large', 'landscape-middle', 'landscape-small', 'landscape-xsmall'];
const EVENT_CODES: Record<number, string> = {};

type Row = Record<string, unknown>;

/** Which manifest file each list goes to, so an exported pack reads like a hand-written one. */
const FILES = {
  'pack.yaml': ['apps', 'features'],
  'users.yaml': ['users'],
  'content.yaml': ['chatRooms', 'sectionContents'],
  'community.yaml': ['library', 'sectionMessages', 'announcements'],
  'learning.yaml': ['contentItems', 'evaluations', 'nodes', 'scheduleTypes', 'schedules', 'scormPackages'],
  'campaigns.yaml': ['campaigns'],
  'store.yaml': ['storeProducts'],
  'account.yaml': ['plans', 'appPlans', 'planCampaigns', 'notifications', 'emailForms', 'responsibilityTerms'],
  'activity.yaml': ['activity'],
} as const;

/**
 * The company as a pack (without files): what `pack:export` writes and `GET /admin/pack` answers. Rows that
 * have no pack key yet get one (`section-12`), recorded so that importing the pack back updates them.
 */
export async function buildPack(db: Db, idCompany: number, options: { activity?: boolean } = {}): Promise<Pack> {
  const company = await fromCompany(db, 'companies', idCompany).selectAll().executeTakeFirstOrThrow();
  const keyRows = await fromCompany(db, 'pack_keys', idCompany).selectAll().execute();
  const keys = new Map(keyRows.map((row) => [`${row.entityType}:${row.entityId}`, row.packKey]));
  const taken = new Set(keyRows.map((row) => `${row.entityType}:${row.packKey}`));
  async function keyOf(entityType: string, id: number, prefix: string, preferred?: string): Promise<string> {
    const known = keys.get(`${entityType}:${id}`);
    if (known) return known;
    let key = preferred && !taken.has(`${entityType}:${preferred}`) ? preferred : `${prefix}-${id}`;
    for (let n = 2; taken.has(`${entityType}:${key}`); n++) key = `${prefix}-${id}-${n}`;
    await db.insertInto('pack_keys').values({ idCompany, entityType, packKey: key, entityId: id }).execute();
    keys.set(`${entityType}:${id}`, key);
    taken.add(`${entityType}:${key}`);
    return key;
  }
  const companyKey = keys.get(`company:${idCompany}`) ?? (await keyOf('company', idCompany, 'empresa'));
  for (const event of await db.selectFrom('gamification_events').selectAll().execute())
    EVENT_CODES[event.idEvent] = event.code;

  const apps = await fromCompany(db, 'apps', idCompany).selectAll().orderBy('idApp').execute();
  const hosts = apps.length
    ? await db
        .selectFrom('app_hosts')
        .selectAll()
        .where(
          'idApp',
          'in',
          apps.map((app) => app.idApp),
        )
        .orderBy('position')
        .execute()
    : [];
  const sections = await fromCompany(db, 'sections', idCompany)
    .selectAll()
    .orderBy('position')
    .orderBy('idSection')
    .execute();
  const sectionKeys = new Map<number, string>();
  for (const section of sections)
    sectionKeys.set(section.idSection, await keyOf('section', section.idSection, 'secao'));
  const sectionTree = (idApp: number, parent: number | null): PackSectionInput[] =>
    sections
      .filter((section) => section.idApp === idApp && section.parentIdSection === parent)
      .map((section) =>
        clean({
          key: sectionKeys.get(section.idSection) as string,
          text: section.text,
          type: section.idSectionType,
          description: section.description,
          image: section.image,
          imageSecondary: section.imageSecondary,
          color: section.color,
          imageStyle: section.imageStyle as PackSectionInput['imageStyle'],
          showText: section.showText === 1,
          content: section.content,
          url: section.url,
          sectionTo: section.sectionTo ? sectionKeys.get(section.sectionTo) : null,
          design: section.design ? JSON.parse(section.design) : null,
          active: section.active === 1,
          children: sectionTree(idApp, section.idSection),
        }),
      );

  const users = await fromCompany(db, 'users', idCompany).selectAll().orderBy('idUser').execute();
  const userApps = users.length
    ? await db
        .selectFrom('user_apps')
        .selectAll()
        .where(
          'idUser',
          'in',
          users.map((user) => user.idUser),
        )
        .execute()
    : [];
  const bucketOf = new Map(apps.map((app) => [app.idApp, app.bucket]));
  const usernameOf = new Map(users.map((user) => [user.idUser, user.username]));

  const contents = await fromCompany(db, 'learning_content_items', idCompany)
    .selectAll()
    .orderBy('idContentItem')
    .execute();
  const contentKeys = new Map<number, string>();
  for (const item of contents)
    contentKeys.set(item.idContentItem, await keyOf('contentItem', item.idContentItem, 'conteudo'));
  const evaluations = await fromCompany(db, 'learning_evaluations', idCompany)
    .selectAll()
    .orderBy('idEvaluation')
    .execute();
  const evaluationKeys = new Map<number, string>();
  const questionsOf = new Map<number, Awaited<ReturnType<typeof readQuestions>>>();
  for (const item of evaluations) {
    evaluationKeys.set(item.idEvaluation, await keyOf('evaluation', item.idEvaluation, 'avaliacao'));
    questionsOf.set(item.idEvaluation, await readQuestions(db, idCompany, item.idEvaluation));
  }

  const nodes = await fromCompany(db, 'learning_nodes', idCompany).selectAll().orderBy('idNode').execute();
  const codeOf = new Map(nodes.map((node) => [node.idNode, node.nodeCode]));
  const tags = await fromCompany(db, 'learning_node_tags', idCompany).selectAll().orderBy('tag').execute();
  const blocks = await fromCompany(db, 'learning_blocks', idCompany).selectAll().orderBy('position').execute();
  const elements = await fromCompany(db, 'learning_block_elements', idCompany)
    .selectAll()
    .orderBy('position')
    .execute();
  const teams = await fromCompany(db, 'learning_teams', idCompany).selectAll().orderBy('idTeam').execute();
  const teamKeys = new Map<number, string>();
  for (const team of teams) teamKeys.set(team.idTeam, await keyOf('team', team.idTeam, 'turma'));
  const attachmentsOf = await exportAttachments(db, idCompany);
  const meetings = await fromCompany(db, 'learning_meetings', idCompany).selectAll().orderBy('idMeeting').execute();
  const meetingOf = async (meeting: (typeof meetings)[number]) =>
    clean({
      key: await keyOf('meeting', meeting.idMeeting, 'encontro'),
      type: meeting.meetingType,
      title: meeting.title,
      startDate: meeting.startDate,
      finishDate: meeting.finishDate,
      address: meeting.address,
      speaker: meeting.speaker,
    });

  const packNodes: NonNullable<Pack['nodes']> = [];
  for (const node of nodes) {
    const nodeTeams = teams.filter((team) => team.idNode === node.idNode);
    const classes = [];
    for (const team of nodeTeams) {
      const teamMeetings = [];
      for (const meeting of meetings.filter((entry) => entry.idTeam === team.idTeam))
        teamMeetings.push(await meetingOf(meeting));
      classes.push(
        clean({
          key: teamKeys.get(team.idTeam) as string,
          name: team.name,
          description: team.description,
          initialDate: team.initialDate,
          finalDate: team.finalDate,
          duration: team.duration,
          capacity: team.capacity,
          needApproval: team.needApproval === 1,
          allowReenrollment: team.allowReenrollment === 1,
          allowAccessUponCompletion: team.allowAccessUponCompletion === 1,
          allowComments: team.allowComments === 1,
          commentsLabel: team.commentsLabel,
          hasAttachments: team.hasAttachments === 1,
          status: team.status as 'ACTIVE',
          certificate: team.idCertificate,
          certificateForChildren: team.enableCertificateForChildren === 1 ? true : undefined,
          attachments: attachmentsOf(team.idTeam),
          meetings: teamMeetings.length ? teamMeetings : undefined,
        }),
      );
    }
    const nodeMeetings = [];
    for (const meeting of meetings.filter((entry) => entry.idNode === node.idNode && !entry.idTeam)) {
      nodeMeetings.push(await meetingOf(meeting));
    }
    packNodes.push(
      clean({
        code: node.nodeCode,
        type: node.nodeType,
        entryPoint: node.entryPoint === 1 ? true : undefined,
        title: node.title,
        shortTitle: node.shortTitle,
        label: node.label,
        description: node.description,
        syllabus: node.syllabus,
        workload: node.workload,
        image: node.image,
        mobileImage: node.mobileImage,
        selfEnrollment: node.selfEnrollment === 1,
        audience: node.audience ? JSON.parse(node.audience) : null,
        status: node.status as 'PUBLISHED',
        allowComments: node.allowComments === 1,
        commentsLabel: node.commentsLabel,
        hasCampaign: node.hasCampaign === 1,
        equivalentNode: node.equivalentNodeCode,
        mandatory: node.mandatory === 1 ? true : undefined,
        dueDate: node.dueDate,
        dueDays: node.dueDays,
        tags: tags.filter((tag) => tag.idNode === node.idNode).map((tag) => tag.tag),
        blocks: blocks
          .filter((block) => block.idNode === node.idNode)
          .map((block) =>
            clean({
              type: block.type as (typeof BLOCK_TYPES)[number],
              title: block.title,
              text: block.text,
              parameters: JSON.parse(block.parameters),
              elements: elements
                .filter((element) => element.idBlock === block.idBlock)
                .map((element) => {
                  const flags = { sequential: element.sequential === 1, mandatory: element.mandatory === 1 };
                  if (element.elementType === 'NODE')
                    return { node: codeOf.get(element.idNode as number) as string, ...flags };
                  if (element.elementType === 'CONTENT')
                    return { content: contentKeys.get(element.idContentItem as number) as string, ...flags };
                  if (element.elementType === 'EVALUATION')
                    return { evaluation: evaluationKeys.get(element.idEvaluation as number) as string, ...flags };
                  return clean({
                    link: element.link ?? '',
                    title: element.title ?? '',
                    image: element.image,
                    mobileImage: element.mobileImage,
                  });
                }),
            }),
          ),
        classes: classes.length ? classes : undefined,
        meetings: nodeMeetings.length ? nodeMeetings : undefined,
      }),
    );
  }

  const scheduleTypes = await fromCompany(db, 'learning_schedule_types', idCompany)
    .selectAll()
    .orderBy('idScheduleType')
    .execute();
  const typeKeys = new Map<number, string>();
  for (const type of scheduleTypes)
    typeKeys.set(type.idScheduleType, await keyOf('scheduleType', type.idScheduleType, 'tipo-agenda'));
  const schedules = await fromCompany(db, 'learning_schedules', idCompany).selectAll().orderBy('idSchedule').execute();
  const campaigns = await fromCompany(db, 'campaigns', idCompany).selectAll().orderBy('idCampaign').execute();
  const campaignEvents = campaigns.length
    ? await db
        .selectFrom('campaign_events')
        .selectAll()
        .where(
          'idCampaign',
          'in',
          campaigns.map((campaign) => campaign.idCampaign),
        )
        .orderBy('idEvent')
        .execute()
    : [];
  const campaignDepartments = campaigns.length
    ? await fromCompany(db, 'campaign_departments', idCompany)
        .select(['idCampaign', 'department'])
        .orderBy('department')
        .execute()
    : [];
  const campaignKeys = new Map<number, string>();
  for (const campaign of campaigns)
    campaignKeys.set(campaign.idCampaign, await keyOf('campaign', campaign.idCampaign, 'campanha'));

  /** A campaign's departments, left out when it is open to every member. */
  const departmentsOf = (idCampaign: number) => {
    const names = campaignDepartments.filter((row) => row.idCampaign === idCampaign).map((row) => row.department);
    return names.length ? names : undefined;
  };

  const pack: Pack = {
    format: PACK_FORMAT,
    company: { key: companyKey, name: company.name, design: JSON.parse(company.design) },
    apps: apps.map((app) =>
      clean({
        bucket: app.bucket,
        type: app.idAppType === 2 ? 2 : 1,
        name: app.name,
        hosts: hosts.filter((host) => host.idApp === app.idApp).map((host) => host.host),
        logo: app.logo,
        favIcon: app.favIcon,
        primaryColor: app.primaryColor,
        secondaryColor: app.secondaryColor,
        thirdColor: app.thirdColor,
        companyLogin: app.companyLogin,
        loginImage: app.loginImage,
        loginImageMobile: app.loginImageMobile,
        loginPosition: app.loginPosition,
        showLoginLogo: app.showLoginLogo === 1,
        landingPage: app.landingPage === 1,
        landingLogo: app.landingLogo,
        landingPageLocation: app.landingPageLocation,
        landingPageContact: app.landingPageContact,
        lastContentRedirect: app.lastContentRedirect === 1,
        agreementVersion: app.agreementVersion,
        agreementTerms: app.agreementTerms,
        onBoardScreen: app.onBoardScreen === 1,
        onBoardUrl: app.onBoardUrl,
        askPWA: app.askPWA === 1,
        gamification: app.gamification === 1,
        adminUrl: app.adminUrl,
        contentsMenuName: app.contentsMenuName === 'productsAndTrails' ? 'productsAndTrails' : undefined,
        homeDesign: app.homeDesign ? JSON.parse(app.homeDesign) : null,
        samlConfiguration: app.samlConfiguration ? JSON.parse(app.samlConfiguration) : null,
        sections: sectionTree(app.idApp, null),
      }),
    ) as Pack['apps'],
    users: users.map((user) =>
      clean({
        username: user.username,
        email: user.email === user.username ? undefined : user.email,
        name: user.name,
        phone: user.phone,
        cpf: user.cpf,
        userType: user.userType === 1 ? undefined : user.userType,
        department: user.department,
        role: user.role,
        managerName: user.managerName,
        manager: user.idManager ? usernameOf.get(user.idManager) : undefined,
        unit: user.unit,
        branch: user.branch,
        employeeCode: user.employeeCode,
        guestCompany: user.guestCompany,
        guestCnpj: user.guestCnpj,
        admin: (user.admin === 1 || user.admin === 2 ? user.admin : 0) as 0 | 1 | 2,
        canAccessSupport: user.canAccessSupport === 1,
        active: user.active === 1,
        askPWA: user.askPWA === 1,
        photo: user.photo,
        communicationAccepted: user.communicationAccepted === 1,
        emailNotification: user.emailNotification === 1,
        smsNotification: user.smsNotification === 1,
        apps: userApps
          .filter((entry) => entry.idUser === user.idUser)
          .map((entry) => bucketOf.get(entry.idApp) as string),
      }),
    ) as Pack['users'],
    contentItems: contents.map((item) =>
      clean({
        key: contentKeys.get(item.idContentItem) as string,
        type: item.idContentType,
        section: item.idSection ? sectionKeys.get(item.idSection) : undefined,
        text: item.text,
        description: item.description,
        label: item.label,
        author: item.author,
        content: item.idContentType === 7 && item.content ? JSON.parse(item.content) : item.content,
        contentLocation: item.contentLocation,
        link: item.link,
        image: item.image,
        mobileImage: item.mobileImage,
        duration: item.duration,
        workload: item.workload,
        shareable: item.shareable === 1,
        isSeekingBlocked: item.isSeekingBlocked === 1,
        active: item.active === 1,
      }),
    ) as Pack['contentItems'],
    evaluations: evaluations.map((item) =>
      clean({
        key: evaluationKeys.get(item.idEvaluation) as string,
        title: item.title,
        description: item.description,
        type: item.evaluationType,
        masteryScore: item.evaluationMasteryScore,
        questionItems: questionsOf.get(item.idEvaluation)?.map((question) =>
          clean({
            ...question,
            mandatory: question.mandatory === 1 ? undefined : false,
            options: question.options.map((option) => clean({ ...option, correct: option.correct === 1 || undefined })),
          }),
        ),
        timeLimit: item.timeLimit,
        questionAmount: item.questionAmount,
        lockNavigation: item.lockNavigation === 1 ? true : undefined,
        maxTries: item.maxTries,
        showResponseSummary: item.showResponseSummary === 1 ? undefined : false,
        lockAfterApproval: item.lockAfterApproval === 1 ? true : undefined,
        closingText: item.closingText,
      }),
    ) as Pack['evaluations'],
    nodes: packNodes,
    scheduleTypes: scheduleTypes.map((type) =>
      clean({ key: typeKeys.get(type.idScheduleType) as string, description: type.description, color: type.color }),
    ) as Pack['scheduleTypes'],
    schedules: [],
    campaigns: campaigns.map((campaign) =>
      clean({
        key: campaignKeys.get(campaign.idCampaign) as string,
        name: campaign.name,
        description: campaign.description,
        startDate: campaign.startDate,
        endDate: campaign.endDate,
        active: campaign.status === 1,
        events: Object.fromEntries(
          campaignEvents
            .filter((event) => event.idCampaign === campaign.idCampaign)
            .map((event) => [EVENT_CODES[event.idEvent] as string, event.points]),
        ),
        departments: departmentsOf(campaign.idCampaign),
      }),
    ) as Pack['campaigns'],
  };
  Object.assign(pack, await buildAuthoredParts({ db, idCompany, keyOf, sectionKeys, bucketOf }));
  pack.scormPackages = await buildScormPackages({ db, idCompany, contentKeys, keyOf });

  // Store products with the price of their first offer.
  const products = await db
    .selectFrom('store_products as p')
    .leftJoin('store_offers as o', 'o.idProduct', 'p.idProduct')
    .select(['p.idProduct', 'p.idApp', 'p.title', 'p.description', 'p.content', 'p.imageURL', 'p.idSection'])
    .select(['p.active', 'o.price', 'o.position'])
    .where('p.idCompany', '=', idCompany)
    .orderBy('o.position')
    .orderBy('p.idProduct')
    .execute();
  const productKeys = new Map<number, string>();
  for (const product of products) {
    if (productKeys.has(product.idProduct)) continue;
    productKeys.set(product.idProduct, await keyOf('storeProduct', product.idProduct, 'produto'));
    pack.storeProducts ??= [];
    pack.storeProducts.push(
      clean({
        key: productKeys.get(product.idProduct) as string,
        app: bucketOf.get(product.idApp) as string,
        title: product.title,
        description: product.description,
        content: product.content,
        image: product.imageURL,
        section: product.idSection ? sectionKeys.get(product.idSection) : null,
        priceCents: product.price ?? 0,
        active: product.active === 1,
      }) as NonNullable<Pack['storeProducts']>[number],
    );
  }

  for (const schedule of schedules) {
    pack.schedules?.push(
      clean({
        key: await keyOf('schedule', schedule.idSchedule, 'agenda'),
        type: typeKeys.get(schedule.idScheduleType) as string,
        title: schedule.title,
        description: schedule.description,
        url: schedule.url,
        startDate: schedule.startDate,
        endDate: schedule.endDate,
      }) as NonNullable<Pack['schedules']>[number],
    );
  }

  if (options.activity) {
    const enrollments = await fromCompany(db, 'learning_enrollments', idCompany, { isCurrent: 1 })
      .selectAll()
      .orderBy('idEnrollment')
      .execute();
    const contentEnrollments = await fromCompany(db, 'learning_content_enrollments', idCompany)
      .selectAll()
      .orderBy('idContentEnrollment')
      .execute();
    const requests = await fromCompany(db, 'learning_enrollment_requests', idCompany)
      .selectAll()
      .orderBy('idEnrollmentRequest')
      .execute();
    const points = await fromCompany(db, 'campaign_points', idCompany).selectAll().orderBy('idCampaignPoint').execute();
    const acceptances = await fromCompany(db, 'terms_acceptances', idCompany)
      .selectAll()
      .orderBy('idTermsAcceptance')
      .execute();
    pack.activity = {
      termsAcceptances: acceptances.map((entry) => ({
        user: usernameOf.get(entry.idUser) as string,
        app: bucketOf.get(entry.idApp) as string,
        version: entry.version,
        communicationAccepted: entry.communicationAccepted as 0 | 1,
        acceptedAt: entry.acceptedAt,
      })),
      enrollments: enrollments.map((entry) =>
        clean({
          user: usernameOf.get(entry.idUser) as string,
          class: teamKeys.get(entry.idTeam) as string,
          status: entry.status as 'IN_PROGRESS',
          progress: entry.progress,
          creationDate: entry.creationDate,
          startDate: entry.startDate,
          finishDate: entry.finishDate,
          lastAccessDate: entry.lastAccessDate,
          validityDate: entry.validityDate,
          contents: contentEnrollments
            .filter((content) => content.idEnrollment === entry.idEnrollment)
            .map((content) =>
              clean({
                content: contentKeys.get(content.idContentItem) as string,
                status: content.status as 'COMPLETED',
                progress: content.progress,
                grade: content.grade,
                lastPosition: content.lastPosition,
                timeExecuted: content.timeExecuted,
                startDate: content.startDate,
                finishDate: content.finishDate,
              }),
            ),
        }),
      ) as NonNullable<Pack['activity']>['enrollments'],
      enrollmentRequests: requests.map((entry) =>
        clean({
          user: usernameOf.get(entry.idUser) as string,
          class: teamKeys.get(entry.idTeam) as string,
          status: entry.status as 'PENDING',
          reason: entry.reason,
          creationDate: entry.creationDate,
          statusDate: entry.statusDate,
        }),
      ) as NonNullable<Pack['activity']>['enrollmentRequests'],
      campaignPoints: points.map((entry) =>
        clean({
          campaign: campaignKeys.get(entry.idCampaign) as string,
          user: usernameOf.get(entry.idUser) as string,
          event: EVENT_CODES[entry.idEvent] as 'CONTENT_COMPLETED',
          elementType:
            entry.elementType === defaultPointElementType(EVENT_CODES[entry.idEvent] as 'CONTENT_COMPLETED')
              ? undefined
              : entry.elementType,
          element: entry.idElement,
          elementText: entry.elementText,
          points: entry.points,
          eventDate: entry.eventDate,
        }),
      ) as NonNullable<Pack['activity']>['campaignPoints'],
      storeOwnerships: (
        await fromCompany(db, 'store_ownerships', idCompany)
          .selectAll()
          .orderBy('acquiredAt')
          .orderBy('idUser')
          .execute()
      ).map((entry) => ({
        user: usernameOf.get(entry.idUser) as string,
        product: productKeys.get(entry.idProduct) as string,
        acquiredAt: entry.acquiredAt,
      })),
      ...(await buildMemberActivity(db, idCompany, {
        known: (entityType, id) => keys.get(`${entityType}:${id}`),
        usernameOf,
        bucketOf,
        codeOf,
      })),
    };
  }
  return pack;
}

type Activity = NonNullable<Pack['activity']>;

/**
 * The member activity beyond enrollments, points and purchases (notices, messages, votes, visits, uploads,
 * signatures, certificates, comments, external courses, SCORM records and evaluation attempts), every row
 * named by the pack keys of what it refers to; a row whose reference has no key is left out.
 */
async function buildMemberActivity(
  db: Db,
  idCompany: number,
  refs: {
    known: (entityType: string, id: number) => string | undefined;
    usernameOf: Map<number, string>;
    bucketOf: Map<number, string>;
    codeOf: Map<number, string>;
  },
): Promise<Partial<Activity>> {
  const { known, usernameOf, bucketOf, codeOf } = refs;
  const user = (idUser: number | null) => (idUser === null ? undefined : usernameOf.get(idUser));
  const all = <T>(list: Array<T | undefined>) => list.filter((item): item is T => item !== undefined);
  const rows = <T extends CompanyTable>(table: T) => selectRows(db, table, idCompany);
  const byId = <T>(list: T[], id: (row: T) => number) => [...list].sort((a, b) => id(a) - id(b));

  const enrollments = new Map((await rows('learning_enrollments')).map((row) => [row.idEnrollment, row]));
  const nodeEnrollments = new Map((await rows('learning_node_enrollments')).map((row) => [row.idNodeEnrollment, row]));
  /** The class of an enrollment, and the page of a node enrollment when it is not the training itself. */
  const placeOf = (idEnrollment: number | null, idNodeEnrollment: number | null) => {
    const enrollment = idEnrollment === null ? undefined : enrollments.get(idEnrollment);
    const classKey = enrollment ? known('team', enrollment.idTeam) : undefined;
    const nodeEnrollment = idNodeEnrollment === null ? undefined : nodeEnrollments.get(idNodeEnrollment);
    const node =
      nodeEnrollment && enrollment && nodeEnrollment.idNode !== enrollment.idNode
        ? codeOf.get(nodeEnrollment.idNode)
        : undefined;
    return { classKey, node };
  };

  const campaignNotices = all(
    (await rows('campaign_notices'))
      .sort((a, b) => a.idCampaign - b.idCampaign || a.idUser - b.idUser)
      .map((row) => {
        const campaign = known('campaign', row.idCampaign);
        const username = user(row.idUser);
        return campaign && username ? { campaign, user: username, notifiedAt: row.notifiedAt } : undefined;
      }),
  );
  const chatMessages = all(
    byId(await rows('chat_messages'), (row) => row.idChatMessage).map((row) => {
      const room = known('chatRoom', row.idChatRoom);
      const username = user(row.idUser);
      return room && username
        ? { room, user: username, userName: row.userName, message: row.message, moment: row.moment }
        : undefined;
    }),
  );
  const contentRatings = all(
    (await rows('content_ratings'))
      .sort((a, b) => a.ratedAt.localeCompare(b.ratedAt) || a.idUser - b.idUser)
      .map((row) => {
        const content = known('sectionContent', row.idContentItem);
        const username = user(row.idUser);
        return content && username ? { user: username, content, vote: row.vote, ratedAt: row.ratedAt } : undefined;
      }),
  );
  const memberNotifications = all(
    byId(await rows('member_notifications'), (row) => row.idNotification).map((row) => {
      const app = bucketOf.get(row.idApp);
      const username = user(row.idUser);
      return app && username
        ? { app, user: username, title: row.title, text: row.text, createdAt: row.createdAt }
        : undefined;
    }),
  );
  const navigationTrackings = all(
    byId(await rows('navigation_trackings'), (row) => row.idNavigationTracking).map((row) => {
      const app = bucketOf.get(row.idApp);
      const username = user(row.idUser);
      const content = row.idNavigationType === 1 ? known('sectionContent', row.idNavigationItem) : undefined;
      const section = row.idNavigationType === 1 ? row.idSection : row.idNavigationItem;
      const sectionKey = section === null ? null : known('section', section);
      if (!app || !username || (row.idNavigationType === 1 && !content) || sectionKey === undefined) return undefined;
      return clean({
        user: username,
        app,
        content,
        section: sectionKey,
        timeStart: row.timeStart,
        timeExecuted: row.timeExecuted,
      });
    }),
  );
  const userUploads = all(
    byId(await rows('user_uploads'), (row) => row.idUserUpload).map((row) => {
      const username = user(row.idUser);
      const section = known('section', row.idSection);
      return username && section
        ? {
            user: username,
            section,
            title: row.title,
            description: row.description,
            name: row.name,
            mimetype: row.mimetype,
            extension: row.extension,
            file: row.url,
            size: row.size,
            createdAt: row.createdAt,
          }
        : undefined;
    }),
  );
  const userTags = all(
    byId(await rows('learning_user_tags'), (row) => row.idUserTag).map((row) => {
      const username = user(row.idUser);
      return username ? { user: username, tag: row.tag } : undefined;
    }),
  );
  const termSignatures = all(
    byId(await rows('learning_term_signatures'), (row) => row.idTermSignature).map((row) => {
      const username = user(row.idUser);
      const term = known('responsibilityTerm', row.idTermOfResponsibility);
      return username && term
        ? { user: username, term, version: row.versionNumber, signedAt: row.signedAt }
        : undefined;
    }),
  );
  const certificates = all(
    byId(await rows('learning_certificates'), (row) => row.idUserCertificate).map((row) => {
      const username = user(row.idUser);
      const { classKey, node } = placeOf(row.idEnrollment, row.idNodeEnrollment);
      return username && classKey
        ? clean({
            user: username,
            class: classKey,
            node,
            authenticityId: row.authenticityId,
            title: row.title,
            username: row.username,
            workload: row.workload,
            startDate: row.startDate,
            finishDate: row.finishDate,
            progress: row.progress,
            createdAt: row.createdAt,
          })
        : undefined;
    }),
  );

  const comments = byId(await rows('learning_comments'), (row) => row.idComment);
  type CommentDocument = NonNullable<Activity['comments']>[number];
  const commentOf = (row: (typeof comments)[number], isReply: boolean): CommentDocument | undefined => {
    const username = user(row.createdBy);
    const target = isReply
      ? {}
      : row.entityType === 'TEAM'
        ? { class: known('team', row.entityId) }
        : { node: codeOf.get(row.entityId) };
    if (!username || (!isReply && !target.class && !target.node)) return undefined;
    const replies = all(
      comments.filter((reply) => reply.idParentComment === row.idComment).map((reply) => commentOf(reply, true)),
    );
    return clean({
      ...target,
      user: username,
      text: row.text,
      creationDate: row.creationDate,
      lastModifiedDate: row.lastModifiedDate,
      hiddenBy: user(row.hiddenBy),
      hiddenAt: row.hiddenAt,
      reportsReviewedAt: row.reportsReviewedAt,
      replies,
    });
  };

  const externalCourses = all(
    byId(await rows('learning_external_courses'), (row) => row.idUserExternalCourse).map((row) => {
      const username = user(row.idUser);
      return username
        ? clean({
            user: username,
            title: row.title,
            type: row.type,
            workload: row.workload,
            startDate: row.startDate,
            finishDate: row.finishDate,
            expirationDate: row.expirationDate,
            entityName: row.entityName,
            evidence: row.evidencePath,
            status: row.status as 'PENDING',
            statusReason: row.statusReason,
            reviewedBy: user(row.reviewedBy),
            creationDate: row.creationDate,
            lastModifiedDate: row.lastModifiedDate,
          })
        : undefined;
    }),
  );

  const scos = new Map((await rows('learning_scos')).map((row) => [row.idSco, row.identifier] as const));
  const scoEnrollments = all(
    byId(await rows('learning_sco_enrollments'), (row) => row.idScoEnrollment).map((row) => {
      const username = user(row.idUser);
      const { classKey } = placeOf(row.idEnrollment, null);
      const packageKey = known('scormPackage', row.idScormPackage);
      const sco = scos.get(row.idSco);
      if (!username || !classKey || !packageKey || !sco) return undefined;
      const {
        idScoEnrollment: _id,
        idCompany: _company,
        idUser: _user,
        idSco: _sco,
        idScormPackage: _package,
        idEnrollment: _enrollment,
        idNodeEnrollment: _nodeEnrollment,
        dataAt: _dataAt,
        activityAttempt: _activityAttempt,
        ...record
      } = row;
      return clean({ user: username, class: classKey, package: packageKey, sco, ...record });
    }),
  );

  const questionnaires = byId(await rows('learning_questionnaires'), (row) => row.idQuestionnaire);
  const answers = byId(await rows('learning_answers'), (row) => row.idAnswer);
  const places = new Map<number, Awaited<ReturnType<typeof readQuestionPlaces>>>();
  const evaluationAttempts = [];
  for (const row of questionnaires) {
    const username = user(row.idUser);
    const evaluation = known('evaluation', row.idEvaluation);
    const { classKey } = placeOf(row.idEnrollment, null);
    if (!username || !evaluation || (row.idEnrollment !== null && !classKey)) continue;
    if (!places.has(row.idEvaluation))
      places.set(row.idEvaluation, await readQuestionPlaces(db, idCompany, row.idEvaluation));
    const questions = places.get(row.idEvaluation) ?? [];
    const place = (list: number[], id: unknown) =>
      typeof id === 'number' ? list.indexOf(id) + 1 || undefined : undefined;
    evaluationAttempts.push(
      clean({
        user: username,
        evaluation,
        class: classKey,
        type: row.questionnaireType,
        startDate: row.startDate,
        finishDate: row.finishDate,
        grade: row.grade,
        attempt: row.attempt,
        deadline: row.deadline,
        finishReason: row.finishReason,
        answers: all(
          answers
            .filter((answer) => answer.idQuestionnaire === row.idQuestionnaire)
            .map((answer) => {
              const index = questions.findIndex((question) => question.idQuestion === answer.idQuestion);
              const question = questions[index];
              if (!question) return undefined;
              const data = (JSON.parse(answer.answerData) as Row[]).map((item) =>
                clean({
                  item: place(question.items, item.idQuestionOptionAnswer),
                  option: place(question.options, item.idQuestionOption),
                  scale: place(question.scales, item.idQuestionScale),
                }),
              );
              return clean({
                question: index + 1,
                position: answer.position,
                data,
                text: answer.answerText,
                status: answer.answerStatus,
                revision: answer.revision,
                correct: answer.isCorrect as 0 | 1 | null,
                answeredAt: answer.answeredAt,
                updatedAt: answer.updatedAt,
              });
            }),
        ),
      }),
    );
  }

  return {
    campaignNotices,
    chatMessages,
    contentRatings,
    memberNotifications,
    navigationTrackings,
    userUploads,
    userTags,
    termSignatures,
    certificates,
    comments: all(comments.filter((row) => row.idParentComment === null).map((row) => commentOf(row, false))),
    externalCourses,
    scoEnrollments,
    evaluationAttempts: evaluationAttempts as Activity['evaluationAttempts'],
  };
}

/**
 * Writes a company's pack to a folder: the manifest split over a few files, and every stored file it names
 * (with its format variants, and an HLS playlist's segments) copied beside it and named with `./`.
 */
export async function exportPack(
  db: Db,
  storage: Storage,
  idCompany: number,
  folder: string,
  options: ExportOptions = {},
): Promise<{ pack: Pack; files: number }> {
  let pack = await buildPack(db, idCompany, { activity: true });
  if (options.relativeTo) pack = relativeDates(pack, options.relativeTo);
  if (options.password) {
    pack = { ...pack, users: pack.users?.map((user) => ({ ...user, password: options.password as string })) };
  }
  const written = new Map<string, string>();
  const copy = async (key: string, path: string): Promise<boolean> => {
    const file = await storage.get(key);
    if (!file) return false;
    const target = join(folder, path);
    await mkdir(dirname(target), { recursive: true });
    await pipeline(file.stream, createWriteStream(target));
    return true;
  };
  const prefix = `packs/${pack.company.key}/`;
  const localise = async (value: unknown): Promise<unknown> => {
    if (typeof value === 'string') {
      if (!/^\/files\/[^\s"'<>]+$/.test(value)) return value;
      const key = decodeURIComponent(value.slice('/files/'.length));
      const known = written.get(key);
      if (known) return known;
      const path = key.startsWith(prefix) ? key.slice(prefix.length) : `media/${key}`;
      if (!(await copy(key, path))) return value;
      const extension = extname(key);
      const base = key.slice(0, key.length - extension.length);
      const pathBase = path.slice(0, path.length - extension.length);
      for (const variant of FORMAT_VARIANTS) {
        await copy(`${base}-format-${variant}${extension}`, `${pathBase}-format-${variant}${extension}`);
      }
      if (extension === '.m3u8') {
        const playlist = await storage.get(key);
        const text = playlist ? await streamText(playlist.stream) : '';
        const folderKey = key.slice(0, key.lastIndexOf('/') + 1);
        const folderPath = path.slice(0, path.lastIndexOf('/') + 1);
        for (const line of text.split('\n').map((entry) => entry.trim())) {
          if (line && !line.startsWith('#') && /^[\w.-]+$/.test(line))
            await copy(`${folderKey}${line}`, `${folderPath}${line}`);
        }
      }
      written.set(key, `./${path}`);
      return `./${path}`;
    }
    if (Array.isArray(value)) {
      const out = [];
      for (const item of value) out.push(await localise(item));
      return out;
    }
    if (value && typeof value === 'object') {
      const out: Row = {};
      for (const [key, item] of Object.entries(value)) out[key] = await localise(item);
      return out;
    }
    return value;
  };
  // Each package's kept zip goes to scorm/<its key>.zip, as an operator would write it.
  if (pack.scormPackages?.length) {
    const scormPackages = [];
    for (const entry of pack.scormPackages) {
      const key = entry.file.startsWith('/files/') ? decodeURIComponent(entry.file.slice('/files/'.length)) : null;
      const path = `scorm/${entry.key}.zip`;
      if (key && (await copy(key, path))) {
        written.set(key, `./${path}`);
        scormPackages.push({ ...entry, file: `./${path}` });
      } else scormPackages.push(entry);
    }
    pack = { ...pack, scormPackages };
  }
  // An external course's evidence lives under its member's prefix (`external-courses/<company>/<member>/`):
  // it goes to evidence/, away from the pack's public files, and comes back under the member's prefix.
  if (pack.activity?.externalCourses?.length) {
    const externalCourses = [];
    for (const entry of pack.activity.externalCourses) {
      const key = entry.evidence?.startsWith('/files/external-courses/')
        ? decodeURIComponent(entry.evidence.slice('/files/'.length))
        : null;
      const path = key ? `evidence/${key.split('/').slice(3).join('/')}` : null;
      if (key && path && (await copy(key, path))) externalCourses.push({ ...entry, evidence: `./${path}` });
      else externalCourses.push(entry);
    }
    pack = { ...pack, activity: { ...pack.activity, externalCourses } };
  }
  const local = (await localise(pack)) as Pack;

  await mkdir(folder, { recursive: true });
  const include: string[] = [];
  for (const [file, lists] of Object.entries(FILES)) {
    const part: Row = {};
    for (const list of lists) {
      const value = (local as Row)[list];
      if (value !== undefined && !(Array.isArray(value) && value.length === 0)) part[list] = value;
    }
    if (file === 'pack.yaml') continue;
    if (Object.keys(part).length === 0) continue;
    include.push(file);
    await writeFile(join(folder, file), header(file) + stringify(part, { lineWidth: 0 }));
  }
  const root: Row = { format: PACK_FORMAT, company: local.company, include };
  for (const list of FILES['pack.yaml']) {
    const value = (local as Row)[list];
    if (value !== undefined && !(Array.isArray(value) && value.length === 0)) root[list] = value;
  }
  await writeFile(join(folder, 'pack.yaml'), header('pack.yaml') + stringify(root, { lineWidth: 0 }));
  return { pack: local, files: written.size };
}

export type ExportOptions = {
  /** Writes every date relative to this moment (`now-400d 11:00`), so the pack stays current when imported later. */
  relativeTo?: Date;
  /** A password every member gets when the pack creates them (the demo packs). */
  password?: string;
};

/** The pack's date fields, written relative to `now` when they fall on a whole minute. */
const DATE_FIELDS = new Set([
  'startDate',
  'endDate',
  'finishDate',
  'initialDate',
  'finalDate',
  'creationDate',
  'statusDate',
  'acceptedAt',
  'acquiredAt',
  'eventDate',
  'lastAccessDate',
  'initDate',
  'date',
  'publishedAt',
  'dueDate',
  'validityDate',
  'notifiedAt',
  'moment',
  'ratedAt',
  'createdAt',
  'timeStart',
  'signedAt',
  'expirationDate',
  'lastModifiedDate',
  'hiddenAt',
  'reportsReviewedAt',
  'deadline',
  'answeredAt',
  'updatedAt',
]);
const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * A date relative to `now`: a whole minute as its day and time (`now-3d 14:00`); otherwise, when it is a
 * whole number of minutes from `now` itself, as that offset (`now-90m`, `now-2d`); else unchanged.
 */
export function relativeDate(iso: string, now: Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (date.getUTCSeconds() !== 0 || date.getUTCMilliseconds() !== 0) {
    const offset = date.getTime() - now.getTime();
    if (offset % MINUTE_MS !== 0) return iso;
    if (offset === 0) return 'now';
    const sign = offset > 0 ? '+' : '-';
    return offset % DAY_MS === 0
      ? `now${sign}${Math.abs(offset / DAY_MS)}d`
      : `now${sign}${Math.abs(offset / MINUTE_MS)}m`;
  }
  const days = Math.round(
    (Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) -
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())) /
      DAY_MS,
  );
  const time = `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`;
  return `now${days === 0 ? '' : days > 0 ? `+${days}d` : `${days}d`} ${time}`;
}

function relativeDates<T>(value: T, now: Date, key?: string): T {
  if (typeof value === 'string') return (key && DATE_FIELDS.has(key) ? relativeDate(value, now) : value) as T;
  if (Array.isArray(value)) return value.map((item) => relativeDates(item, now)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, relativeDates(item, now, name)])) as T;
  }
  return value;
}

function header(file: string): string {
  return `# ${file}: Trilha tenant pack (${PACK_FORMAT}); see docs/packs.md\n`;
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Drops null, undefined and empty lists, so an exported entity carries only what it says. */
function clean<T extends Row>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, item]) => item !== null && item !== undefined && !(Array.isArray(item) && item.length === 0),
    ),
  ) as T;
}
