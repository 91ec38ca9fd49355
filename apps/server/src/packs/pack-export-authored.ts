import type { PackDocument } from '@trilha/shared/api/pack-format';
import { fromCompany } from '../db/company-rows';
import type { Db } from '../db/database';

type Row = Record<string, unknown>;
type SectionContentDocument = Omit<NonNullable<PackDocument['sectionContents']>[number], 'section'>;

/** What the main export shares: the pack key of a row (made when missing), and the keys already known. */
export type ExportContext = {
  db: Db;
  idCompany: number;
  keyOf: (entityType: string, id: number, prefix: string) => Promise<string>;
  sectionKeys: Map<number, string>;
  bucketOf: Map<number, string>;
};

/**
 * The content app's items, the community's authored entries and the account's settings of a company, as
 * the pack lists them (`docs/packs.md`). Member activity in the same areas (votes, progress, messages,
 * uploads, one member's notifications, signatures, plan requests) is not exported.
 */
export async function buildAuthoredParts(context: ExportContext): Promise<Partial<PackDocument>> {
  const { db, idCompany, keyOf, sectionKeys, bucketOf } = context;

  const rooms = await fromCompany(db, 'chat_rooms', idCompany).selectAll().orderBy('idChatRoom').execute();
  const roomKeys = new Map<number, string>();
  for (const room of rooms) roomKeys.set(room.idChatRoom, await keyOf('chatRoom', room.idChatRoom, 'sala'));

  const items = await fromCompany(db, 'content_items', idCompany)
    .selectAll()
    .orderBy('position')
    .orderBy('idContentItem')
    .execute();
  const itemKeys = new Map<number, string>();
  for (const item of [...items].sort((a, b) => a.idContentItem - b.idContentItem)) {
    itemKeys.set(item.idContentItem, await keyOf('sectionContent', item.idContentItem, 'conteudo-app'));
  }
  const known = new Set(items.map((item) => item.idContentItem));
  const contentOf = (item: (typeof items)[number]): SectionContentDocument =>
    clean({
      key: itemKeys.get(item.idContentItem) as string,
      type: item.idContentType,
      text: item.text,
      description: item.description,
      image: item.image,
      imageSecondary: item.imageSecondary,
      author: item.author,
      content: item.content,
      contentLocation: item.contentLocation,
      referenceLink: item.referenceLink,
      backgroundColor: item.backgroundColor,
      duration: item.duration,
      initDate: item.initDate,
      contentGroup: item.idContentGroup,
      classification:
        item.idClassification === null
          ? null
          : clean({
              id: item.idClassification,
              abbreviation: item.classificationAbbreviation,
              title: item.classificationTitle,
            }),
      mimetype: item.mimetype,
      tags: item.tags.split(',').filter(Boolean),
      files: item.files ? (JSON.parse(item.files) as Row[]).map((file) => clean(pickFile(file))) : null,
      chatRoom: item.idChatRoom ? roomKeys.get(item.idChatRoom) : null,
      active: item.active === 1,
      children: items.filter((child) => child.parent === item.idContentItem).map(contentOf),
    }) as unknown as SectionContentDocument;
  // Sections in menu order, then each section's items in their order; a part whose parent is gone is top-level.
  const sectionOrder = [...sectionKeys.keys()];
  const sectionContents = items
    .filter((item) => item.parent === null || !known.has(item.parent))
    .sort((a, b) => sectionOrder.indexOf(a.idSection) - sectionOrder.indexOf(b.idSection))
    .map((item) => ({ section: sectionKeys.get(item.idSection) as string, ...contentOf(item) }));

  const library = await fromCompany(db, 'library_items', idCompany)
    .selectAll()
    .orderBy('idSection')
    .orderBy('idLibraryItem')
    .execute();
  const messages = await fromCompany(db, 'section_messages', idCompany).selectAll().orderBy('idMessage').execute();
  const sectionMessages = [];
  for (const message of messages) {
    sectionMessages.push({
      key: await keyOf('sectionMessage', message.idMessage, 'recado'),
      section: sectionKeys.get(message.idSection) as string,
      text: message.text,
      description: message.description,
      initDate: message.initDate,
    });
  }
  const broadcasts = await fromCompany(db, 'member_notifications', idCompany)
    .selectAll()
    .where('idUser', 'is', null)
    .orderBy('idNotification')
    .execute();
  const announcements = [];
  for (const entry of broadcasts) {
    announcements.push({
      key: await keyOf('announcement', entry.idNotification, 'aviso'),
      app: bucketOf.get(entry.idApp) as string,
      title: entry.title,
      text: entry.text,
      publishedAt: entry.createdAt,
    });
  }

  const features = await fromCompany(db, 'company_features', idCompany).selectAll().orderBy('code').execute();
  const plans = await fromCompany(db, 'plans', idCompany).selectAll().orderBy('position').orderBy('idPlan').execute();
  const planRef = new Map(plans.map((plan) => [plan.idPlan, plan.idRef]));
  const tiersOf = new Map<number, Array<{ maxUsers: number | null; unitPrice: number }>>();
  for (const tier of await fromCompany(db, 'plan_pricing_tiers', idCompany)
    .select(['idPlan', 'maxUsers', 'unitPriceCents'])
    .orderBy('idPlanPricingTier')
    .execute()) {
    tiersOf.set(tier.idPlan, [
      ...(tiersOf.get(tier.idPlan) ?? []),
      { maxUsers: tier.maxUsers, unitPrice: tier.unitPriceCents / 100 },
    ]);
  }
  const appPlans = [];
  for (const idApp of bucketOf.keys()) {
    const latest = await fromCompany(db, 'company_plans', idCompany, { idApp })
      .selectAll()
      .orderBy('idCompanyPlan', 'desc')
      .executeTakeFirst();
    if (!latest) continue;
    appPlans.push(
      clean({
        app: bucketOf.get(idApp) as string,
        plan: planRef.get(latest.idPlan) as string,
        trial: latest.trial === 1,
        trialsCount: latest.trialsCount,
        startDate: latest.startDate,
        finishDate: latest.finishDate,
        numberOfEmployees: latest.numberOfEmployees,
      }),
    );
  }
  const campaigns = await fromCompany(db, 'plan_campaigns', idCompany).selectAll().orderBy('idPlanCampaign').execute();
  const planCampaigns = [];
  for (const campaign of campaigns) {
    planCampaigns.push(
      clean({
        key: await keyOf('planCampaign', campaign.idPlanCampaign, 'campanha-plano'),
        title: campaign.title,
        text: campaign.text,
        startDate: campaign.startDate,
        finishDate: campaign.finishDate,
        mediaType: campaign.mediaType,
        media: campaign.mediaUrl,
        frequencyToShow: campaign.frequencyToShow,
      }),
    );
  }
  const notifications = await fromCompany(db, 'notifications', idCompany)
    .selectAll()
    .orderBy('position')
    .orderBy('idNotification')
    .execute();
  const forms = await fromCompany(db, 'company_email_forms', idCompany)
    .selectAll()
    .orderBy('idCompanyEmailForm')
    .execute();
  const terms = await fromCompany(db, 'learning_responsibility_terms', idCompany)
    .selectAll()
    .orderBy('idTermOfResponsibility')
    .execute();
  const responsibilityTerms = [];
  for (const term of terms) {
    responsibilityTerms.push({
      key: await keyOf('responsibilityTerm', term.idTermOfResponsibility, 'termo'),
      name: term.name,
      content: term.content,
      version: term.versionNumber,
      active: term.active === 1,
    });
  }

  return {
    features: features.length
      ? Object.fromEntries(features.map((feature) => [feature.code, feature.active === 1]))
      : undefined,
    chatRooms: rooms.map((room) =>
      clean({
        key: roomKeys.get(room.idChatRoom) as string,
        name: room.name,
        section: room.idSection ? sectionKeys.get(room.idSection) : null,
      }),
    ) as PackDocument['chatRooms'],
    sectionContents,
    library: library.map((entry) =>
      clean({
        section: sectionKeys.get(entry.idSection) as string,
        path: entry.key,
        file: entry.isFolder === 1 ? null : entry.url,
        date: entry.date,
      }),
    ) as PackDocument['library'],
    sectionMessages,
    announcements,
    plans: plans.map((plan) =>
      clean({
        key: plan.idRef,
        name: plan.name,
        description: plan.description,
        features: JSON.parse(plan.features) as string[],
        products: JSON.parse(plan.products) as string[],
        trial: plan.trial === 1,
        agreementContent: plan.agreementContent,
        pricingTiers: tiersOf.get(plan.idPlan),
      }),
    ) as PackDocument['plans'],
    appPlans: appPlans as PackDocument['appPlans'],
    planCampaigns: planCampaigns as PackDocument['planCampaigns'],
    notifications: notifications.map((entry) => ({
      type: entry.type,
      description: entry.description,
      section: entry.section,
      status: entry.status,
    })),
    emailForms: forms.map((form) =>
      clean({
        form: form.formKey,
        title: form.title,
        description: form.description,
        feedbackMessage: form.feedbackMessage,
        to: form.toAddress,
      }),
    ) as PackDocument['emailForms'],
    responsibilityTerms,
  };
}

/** A class's attachments as the pack lists them. */
export async function exportAttachments(db: Db, idCompany: number) {
  const rows = await fromCompany(db, 'learning_attachments', idCompany)
    .selectAll()
    .orderBy('position')
    .orderBy('idAttachment')
    .execute();
  return (idTeam: number) =>
    rows
      .filter((row) => row.idTeam === idTeam)
      .map((row) => ({ type: row.idAttachmentType, title: row.title, file: row.url, format: row.format }));
}

function pickFile(file: Row): Row {
  return {
    hashedId: file.hashedId,
    name: file.name,
    url: file.url,
    thumbnail: file.thumbnail,
    mimetype: file.mimetype,
    duration: file.duration,
  };
}

/** Drops null, undefined and empty lists, so an exported entity carries only what it says. */
function clean<T extends Row>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, item]) => item !== null && item !== undefined && !(Array.isArray(item) && item.length === 0),
    ),
  ) as T;
}
