import type { Pack, PackPlan, PackSectionContentNode } from '@trilha/shared/api/pack-format';
import type { Db } from '../db/database';
import type { Tables } from '../db/schema';
import { evaluationsRepository } from '../modules/learning/evaluations/evaluations.repository';
import { isSame, type PackChange } from './pack-import';

type Row = Record<string, unknown>;

/** One row written by the import: its table, its id column, and the pack's values for it. */
export type UpsertSpec = {
  table: keyof Tables;
  idColumn: string;
  entityType: string;
  key: string;
  id: number | undefined;
  values: Row;
  insertOnly?: Row;
};

/** What the parts below share with the main import: the transaction, the company, and its helpers. */
export type ImportContext = {
  db: Db;
  idCompany: number;
  pack: Pack;
  /** A company administrator's import through the API (commercial settings are refused). */
  isApi: boolean;
  stamp: string;
  date: (value: string) => string;
  maybeDate: (value: string | null | undefined) => string | null;
  upsert: (spec: UpsertSpec) => Promise<number>;
  upsertKeyed: (spec: Omit<UpsertSpec, 'id'>) => Promise<number>;
  findKey: (entityType: string, key: string) => Promise<number | undefined>;
  required: (entityType: string, key: string, path: string, what: string) => Promise<number | undefined>;
  fail: (path: string, message: string) => void;
  appIds: Map<string, number>;
  record: (change: PackChange) => void;
  markUnchanged: () => void;
  /** How many changes the import has recorded so far. */
  changeCount: () => number;
};

/**
 * The content app's items, the community's authored entries (chat rooms, library, section messages,
 * announcements) and the account's settings (features, plans, the apps' plans, upgrade campaigns,
 * notification types, e-mail forms, responsibility terms), each found by its pack key or natural key so
 * that importing again updates it. Entities the pack does not mention are kept.
 */
export async function importAuthoredParts(context: ImportContext): Promise<void> {
  await importCommunity(context);
  await importAccount(context);
}

async function importCommunity(context: ImportContext): Promise<void> {
  const { db, idCompany, pack, upsert, upsertKeyed, required, fail, appIds, date, maybeDate, stamp } = context;
  const sectionApps = new Map<number, number>();
  const appOfSection = async (idSection: number) => {
    if (!sectionApps.has(idSection)) {
      const row = await db
        .selectFrom('sections')
        .select('idApp')
        .where('idCompany', '=', idCompany)
        .where('idSection', '=', idSection)
        .executeTakeFirst();
      if (row) sectionApps.set(idSection, row.idApp);
    }
    return sectionApps.get(idSection);
  };

  for (const [index, room] of (pack.chatRooms ?? []).entries()) {
    const idSection = room.section
      ? await required('section', room.section, `chatRooms[${index}].section`, 'A seção')
      : null;
    if (idSection === undefined) continue;
    await upsertKeyed({
      table: 'chat_rooms',
      idColumn: 'idChatRoom',
      entityType: 'chatRoom',
      key: room.key,
      values: { idCompany, idSection, name: room.name },
      insertOnly: { createdAt: stamp },
    });
  }

  // Content items of the content app, in the order of their section (or parent), with their parts.
  const positions = new Map<number, number>();
  const writeContent = async (
    item: PackSectionContentNode,
    owner: { idApp: number; idSection: number },
    parent: number | null,
    position: number,
    path: string,
  ): Promise<void> => {
    const idChatRoom = item.chatRoom
      ? ((await required('chatRoom', item.chatRoom, `${path}.chatRoom`, 'A sala de bate-papo')) ?? null)
      : null;
    const idContentItem = await upsertKeyed({
      table: 'content_items',
      idColumn: 'idContentItem',
      entityType: 'sectionContent',
      key: item.key,
      values: {
        idCompany,
        idApp: owner.idApp,
        idSection: owner.idSection,
        idContentType: item.type,
        idContentGroup: item.contentGroup ?? null,
        parent,
        position,
        text: item.text,
        description: item.description ?? null,
        image: item.image ?? null,
        imageSecondary: item.imageSecondary ?? null,
        author: item.author ?? null,
        content: item.content ?? null,
        contentLocation: item.contentLocation ?? null,
        referenceLink: item.referenceLink ?? null,
        backgroundColor: item.backgroundColor ?? null,
        duration: item.duration ?? null,
        idChatRoom,
        initDate: maybeDate(item.initDate),
        idClassification: item.classification?.id ?? null,
        classificationAbbreviation: item.classification?.abbreviation ?? null,
        classificationTitle: item.classification?.title ?? null,
        mimetype: item.mimetype ?? null,
        tags: item.tags?.length ? `,${item.tags.join(',')},` : '',
        files: item.files ? JSON.stringify(item.files.map(storedFile)) : null,
        active: item.active ?? 1,
      },
      insertOnly: { createdAt: stamp },
    });
    for (const [childIndex, child] of (item.children ?? []).entries()) {
      await writeContent(child, owner, idContentItem, childIndex, `${path}.children[${childIndex}]`);
    }
  };
  for (const [index, item] of (pack.sectionContents ?? []).entries()) {
    const path = `sectionContents[${index}]`;
    const idSection = await required('section', item.section, `${path}.section`, 'A seção');
    if (idSection === undefined) continue;
    const idApp = await appOfSection(idSection);
    if (idApp === undefined) continue;
    const position = positions.get(idSection) ?? 0;
    positions.set(idSection, position + 1);
    await writeContent(item, { idApp, idSection }, null, position, path);
  }

  // The library, by section and path.
  for (const [index, entry] of (pack.library ?? []).entries()) {
    const idSection = await required('section', entry.section, `library[${index}].section`, 'A seção');
    if (idSection === undefined) continue;
    const existing = await db
      .selectFrom('library_items')
      .select('idLibraryItem')
      .where('idCompany', '=', idCompany)
      .where('idSection', '=', idSection)
      .where('key', '=', entry.path)
      .orderBy('idLibraryItem')
      .executeTakeFirst();
    await upsert({
      table: 'library_items',
      idColumn: 'idLibraryItem',
      entityType: 'libraryItem',
      key: `${entry.section} ${entry.path}`,
      id: existing?.idLibraryItem,
      values: {
        idCompany,
        idSection,
        key: entry.path,
        url: entry.file ?? null,
        isFolder: entry.path.endsWith('/') ? 1 : 0,
        date: date(entry.date),
      },
    });
  }

  for (const [index, message] of (pack.sectionMessages ?? []).entries()) {
    const idSection = await required('section', message.section, `sectionMessages[${index}].section`, 'A seção');
    if (idSection === undefined) continue;
    await upsertKeyed({
      table: 'section_messages',
      idColumn: 'idMessage',
      entityType: 'sectionMessage',
      key: message.key,
      values: {
        idCompany,
        idSection,
        text: message.text,
        description: message.description,
        initDate: date(message.initDate),
      },
    });
  }

  for (const [index, entry] of (pack.announcements ?? []).entries()) {
    const idApp = appIds.get(entry.app);
    if (idApp === undefined) {
      fail(`announcements[${index}].app`, `O aplicativo '${entry.app}' não existe`);
      continue;
    }
    await upsertKeyed({
      table: 'member_notifications',
      idColumn: 'idNotification',
      entityType: 'announcement',
      key: entry.key,
      values: {
        idCompany,
        idApp,
        idUser: null,
        title: entry.title,
        text: entry.text,
        createdAt: date(entry.publishedAt),
      },
    });
  }
}

/** Media center files in one order and without empty fields, so an unchanged list compares equal. */
function storedFile(file: NonNullable<PackSectionContentNode['files']>[number]): Row {
  return Object.fromEntries(
    Object.entries({
      hashedId: file.hashedId,
      name: file.name,
      url: file.url,
      thumbnail: file.thumbnail,
      duration: file.duration,
      mimetype: file.mimetype,
    }).filter(([, value]) => value !== null && value !== undefined),
  );
}

async function importAccount(context: ImportContext): Promise<void> {
  const {
    db,
    idCompany,
    pack,
    isApi,
    upsert,
    upsertKeyed,
    fail,
    appIds,
    date,
    maybeDate,
    record,
    markUnchanged,
    changeCount,
  } = context;
  // What the company buys and how it is sold is the operator's: through the API they may be sent back as
  // exported, but any change to them is refused (the import then writes nothing).
  const changesBefore = changeCount();
  for (const [code, on] of Object.entries(pack.features ?? {})) {
    const active = on ? 1 : 0;
    const current = await db
      .selectFrom('company_features')
      .select('active')
      .where('idCompany', '=', idCompany)
      .where('code', '=', code)
      .executeTakeFirst();
    if (current?.active === active) {
      markUnchanged();
      continue;
    }
    if (current) {
      await db
        .updateTable('company_features')
        .set({ active })
        .where('idCompany', '=', idCompany)
        .where('code', '=', code)
        .execute();
    } else {
      await db.insertInto('company_features').values({ idCompany, code, active }).execute();
    }
    record({
      entityType: 'feature',
      key: code,
      action: current ? 'update' : 'create',
      before: current ? { active: current.active } : null,
      after: { active },
    });
  }

  const planIds = new Map<string, number>();
  for (const [position, plan] of (pack.plans ?? []).entries()) {
    const existing = await db
      .selectFrom('plans')
      .select('idPlan')
      .where('idCompany', '=', idCompany)
      .where('idRef', '=', plan.key)
      .orderBy('idPlan')
      .executeTakeFirst();
    const idPlan = await upsert({
      table: 'plans',
      idColumn: 'idPlan',
      entityType: 'plan',
      key: plan.key,
      id: existing?.idPlan,
      values: {
        idCompany,
        idRef: plan.key,
        name: plan.name,
        description: plan.description ?? null,
        features: JSON.stringify(plan.features ?? []),
        products: JSON.stringify(plan.products ?? []),
        trial: plan.trial ?? 1,
        position,
        agreementContent: plan.agreementContent ?? null,
      },
    });
    planIds.set(plan.key, idPlan);
    await importPricingTiers(context, idPlan, plan);
  }

  // The plan each app runs on: its latest row is made to match the pack. A different plan adds a row, so
  // the app's history stays; the same plan with other dates or counts updates the latest row.
  for (const [index, entry] of (pack.appPlans ?? []).entries()) {
    const path = `appPlans[${index}]`;
    const idApp = appIds.get(entry.app);
    if (idApp === undefined) {
      fail(`${path}.app`, `O aplicativo '${entry.app}' não existe`);
      continue;
    }
    const idPlan =
      planIds.get(entry.plan) ??
      (
        await db
          .selectFrom('plans')
          .select('idPlan')
          .where('idCompany', '=', idCompany)
          .where('idRef', '=', entry.plan)
          .executeTakeFirst()
      )?.idPlan;
    if (idPlan === undefined) {
      fail(`${path}.plan`, `O plano '${entry.plan}' não existe`);
      continue;
    }
    const latest = await db
      .selectFrom('company_plans')
      .select(['idCompanyPlan', 'idPlan'])
      .where('idCompany', '=', idCompany)
      .where('idApp', '=', idApp)
      .orderBy('idCompanyPlan', 'desc')
      .executeTakeFirst();
    await upsert({
      table: 'company_plans',
      idColumn: 'idCompanyPlan',
      entityType: 'appPlan',
      key: entry.app,
      id: latest?.idPlan === idPlan ? latest.idCompanyPlan : undefined,
      values: {
        idCompany,
        idApp,
        idPlan,
        trial: entry.trial ?? 0,
        trialsCount: entry.trialsCount ?? 1,
        startDate: date(entry.startDate),
        finishDate: maybeDate(entry.finishDate),
        numberOfEmployees: entry.numberOfEmployees ?? null,
      },
    });
  }

  for (const campaign of pack.planCampaigns ?? []) {
    await upsertKeyed({
      table: 'plan_campaigns',
      idColumn: 'idPlanCampaign',
      entityType: 'planCampaign',
      key: campaign.key,
      values: {
        idCompany,
        title: campaign.title,
        text: campaign.text ?? null,
        startDate: date(campaign.startDate),
        finishDate: date(campaign.finishDate),
        mediaType: campaign.mediaType ?? null,
        mediaUrl: campaign.media ?? null,
        frequencyToShow: campaign.frequencyToShow ?? null,
      },
    });
  }

  if (isApi && changeCount() > changesBefore) {
    fail(
      'plans',
      'Recursos, planos e campanhas de planos são mudados só pela importação de pacotes (npm run pack:import)',
    );
  }

  for (const [position, notification] of (pack.notifications ?? []).entries()) {
    const existing = await db
      .selectFrom('notifications')
      .select('idNotification')
      .where('idCompany', '=', idCompany)
      .where('type', '=', notification.type)
      .orderBy('idNotification')
      .executeTakeFirst();
    await upsert({
      table: 'notifications',
      idColumn: 'idNotification',
      entityType: 'notification',
      key: notification.type,
      id: existing?.idNotification,
      values: {
        idCompany,
        type: notification.type,
        description: notification.description,
        section: notification.section,
        status: notification.status,
        position,
      },
    });
  }

  for (const form of pack.emailForms ?? []) {
    const existing = await db
      .selectFrom('company_email_forms')
      .select('idCompanyEmailForm')
      .where('idCompany', '=', idCompany)
      .where('formKey', '=', form.form)
      .orderBy('idCompanyEmailForm')
      .executeTakeFirst();
    await upsert({
      table: 'company_email_forms',
      idColumn: 'idCompanyEmailForm',
      entityType: 'emailForm',
      key: form.form,
      id: existing?.idCompanyEmailForm,
      values: {
        idCompany,
        formKey: form.form,
        title: form.title,
        description: form.description ?? null,
        feedbackMessage: form.feedbackMessage ?? null,
        toAddress: form.to.toLowerCase(),
      },
    });
  }

  // A term's new version is a new text members sign again; their signatures of older versions stay.
  for (const term of pack.responsibilityTerms ?? []) {
    await upsertKeyed({
      table: 'learning_responsibility_terms',
      idColumn: 'idTermOfResponsibility',
      entityType: 'responsibilityTerm',
      key: term.key,
      values: {
        idCompany,
        name: term.name,
        content: term.content,
        versionNumber: term.version,
        active: term.active ?? 1,
      },
    });
  }
}

/**
 * Replaces a class's attachments when they differ from the pack's (they have no key of their own: the list
 * in order is the class's).
 */
export async function replaceAttachments(
  context: Pick<ImportContext, 'db' | 'idCompany' | 'record' | 'markUnchanged'>,
  idTeam: number,
  key: string,
  attachments: NonNullable<NonNullable<Pack['nodes']>[number]['classes']>[number]['attachments'],
): Promise<void> {
  const { db, idCompany } = context;
  const wanted = (attachments ?? []).map((entry, position) => ({
    idAttachmentType: entry.type,
    title: entry.title,
    url: entry.file,
    format: entry.format,
    position,
  }));
  const current = await db
    .selectFrom('learning_attachments')
    .select(['idAttachmentType', 'title', 'url', 'format', 'position'])
    .where('idCompany', '=', idCompany)
    .where('idTeam', '=', idTeam)
    .orderBy('position')
    .orderBy('idAttachment')
    .execute();
  if (isSame(current, wanted)) {
    if (wanted.length) context.markUnchanged();
    return;
  }
  await db.deleteFrom('learning_attachments').where('idCompany', '=', idCompany).where('idTeam', '=', idTeam).execute();
  for (const entry of wanted)
    await db
      .insertInto('learning_attachments')
      .values({ idCompany, idTeam, ...entry })
      .execute();
  context.record({
    entityType: 'classAttachments',
    key,
    action: current.length ? 'update' : 'create',
    before: current.length ? { attachments: current } : null,
    after: { attachments: wanted },
  });
}

type QuestionItems = NonNullable<NonNullable<Pack['evaluations']>[number]['questionItems']>;

/**
 * Gives an evaluation the pack's questions, in order. A question identical to one the evaluation has keeps
 * its row (only its place may change); a new or changed one is a new row. A question no longer wanted is
 * removed, or retired when an attempt shows it, so an open questionnaire keeps the version it started with
 * and a finished one keeps its answer key, while new attempts get the current questions.
 */
export async function replaceQuestions(
  context: Pick<ImportContext, 'db' | 'idCompany' | 'record' | 'markUnchanged' | 'fail' | 'stamp'>,
  idEvaluation: number,
  key: string,
  _path: string,
  items: QuestionItems,
): Promise<void> {
  const { db, idCompany } = context;
  const wanted = items.map((item) => ({
    id: item.id,
    type: item.type,
    statement: item.statement,
    mandatory: item.mandatory ?? 1,
    options: (item.options ?? []).map((option) => ({ description: option.description, correct: option.correct ?? 0 })),
    matches: item.matches ?? [],
    scales: item.scales ?? [],
    ...(item.commentLimit == null ? {} : { commentLimit: item.commentLimit }),
  }));
  const stored = await readStoredQuestions(db, idCompany, idEvaluation);
  const current = stored.map(({ idQuestion: _id, ...item }) => item);
  if (isSame(current, wanted)) {
    context.markUnchanged();
    return;
  }
  const repository = evaluationsRepository({ db });
  const unused = [...stored];
  const placed: number[] = [];
  for (const item of wanted) {
    const same = unused.findIndex(({ idQuestion: _id, ...question }) => isSame(question, item));
    if (same >= 0) {
      placed.push((unused.splice(same, 1)[0] as (typeof stored)[number]).idQuestion);
      continue;
    }
    const [idQuestion] = await repository.insertQuestions(
      idCompany,
      idEvaluation,
      [
        {
          sourceIdentifier: item.id,
          questionType: item.type,
          statement: item.statement,
          mandatory: item.mandatory,
          options: item.options.map((option) => ({ description: option.description, isCorrect: option.correct })),
          optionAnswers: item.matches.map((match) => ({
            description: match.description,
            correctOptionIndex: match.option,
          })),
          scales: item.scales,
          commentLimit: item.commentLimit ?? null,
        },
      ],
      context.stamp,
    );
    placed.push(idQuestion as number);
  }
  for (const [index, idQuestion] of placed.entries()) {
    await db
      .updateTable('learning_questions')
      .set({ position: index + 1 })
      .where('idQuestion', '=', idQuestion)
      .where('position', '!=', index + 1)
      .execute();
  }
  const gone = unused.map((question) => question.idQuestion);
  if (gone.length > 0) {
    const answered = new Set(
      (
        await db
          .selectFrom('learning_answers')
          .select('idQuestion')
          .distinct()
          .where('idCompany', '=', idCompany)
          .where('idQuestion', 'in', gone)
          .execute()
      ).map((row) => row.idQuestion),
    );
    const retired = gone.filter((id) => answered.has(id));
    const removed = gone.filter((id) => !answered.has(id));
    if (retired.length) {
      await db
        .updateTable('learning_questions')
        .set({ retiredAt: context.stamp })
        .where('idQuestion', 'in', retired)
        .execute();
    }
    if (removed.length) {
      await db.deleteFrom('learning_question_scales').where('idQuestion', 'in', removed).execute();
      await db.deleteFrom('learning_question_option_answers').where('idQuestion', 'in', removed).execute();
      await db.deleteFrom('learning_question_options').where('idQuestion', 'in', removed).execute();
      await db.deleteFrom('learning_questions').where('idQuestion', 'in', removed).execute();
    }
  }
  context.record({
    entityType: 'evaluationQuestions',
    key,
    action: current.length ? 'update' : 'create',
    before: current.length ? { questions: current } : null,
    after: { questions: wanted },
  });
}

/** An evaluation's current questions as the pack writes them (`questionItems`), in order. */
export async function readQuestions(db: Db, idCompany: number, idEvaluation: number) {
  return (await readStoredQuestions(db, idCompany, idEvaluation)).map(({ idQuestion: _id, ...item }) => item);
}

/** The current questions (not the retired ones) as `questionItems`, each with its row id. */
async function readStoredQuestions(db: Db, idCompany: number, idEvaluation: number) {
  const questions = await db
    .selectFrom('learning_questions')
    .selectAll()
    .where('idCompany', '=', idCompany)
    .where('idEvaluation', '=', idEvaluation)
    .where('retiredAt', 'is', null)
    .orderBy('position')
    .orderBy('idQuestion')
    .execute();
  if (questions.length === 0) return [];
  const ids = questions.map((question) => question.idQuestion);
  const options = await db
    .selectFrom('learning_question_options')
    .selectAll()
    .where('idQuestion', 'in', ids)
    .orderBy('position')
    .orderBy('idQuestionOption')
    .execute();
  const answers = await db
    .selectFrom('learning_question_option_answers')
    .selectAll()
    .where('idQuestion', 'in', ids)
    .orderBy('position')
    .orderBy('idQuestionOptionAnswer')
    .execute();
  const scales = await db
    .selectFrom('learning_question_scales')
    .selectAll()
    .where('idQuestion', 'in', ids)
    .orderBy('position')
    .orderBy('idQuestionScale')
    .execute();
  return questions.map((question) => {
    const own = options.filter((option) => option.idQuestion === question.idQuestion);
    return {
      idQuestion: question.idQuestion,
      id: question.sourceIdentifier ?? `questao-${question.position}`,
      type: question.questionType as QuestionItems[number]['type'],
      statement: question.statement,
      mandatory: question.mandatory === 1 ? (1 as const) : (0 as const),
      options: own.map((option) => ({
        description: option.description,
        correct: option.isCorrect === 1 ? (1 as const) : (0 as const),
      })),
      matches: answers
        .filter((answer) => answer.idQuestion === question.idQuestion)
        .map((answer) => ({
          description: answer.description,
          option: own.findIndex((option) => option.idQuestionOption === answer.idQuestionOption),
        })),
      scales: scales
        .filter((scale) => scale.idQuestion === question.idQuestion)
        .map((scale) => ({ description: scale.description, value: scale.value })),
      ...(question.commentLimit === null ? {} : { commentLimit: question.commentLimit }),
    };
  });
}

/** A plan's own price bands: replaced as a whole when the pack's differ from the stored ones. */
async function importPricingTiers(context: ImportContext, idPlan: number, plan: PackPlan): Promise<void> {
  const { db, idCompany, record, markUnchanged } = context;
  const wanted = (plan.pricingTiers ?? []).map((tier) => ({
    maxUsers: tier.maxUsers,
    unitPriceCents: Math.round(tier.unitPrice * 100),
  }));
  const stored = await db
    .selectFrom('plan_pricing_tiers')
    .select(['maxUsers', 'unitPriceCents'])
    .where('idCompany', '=', idCompany)
    .where('idPlan', '=', idPlan)
    .orderBy('idPlanPricingTier')
    .execute();
  if (JSON.stringify(stored) === JSON.stringify(wanted)) {
    if (wanted.length > 0) markUnchanged();
    return;
  }
  await db.deleteFrom('plan_pricing_tiers').where('idCompany', '=', idCompany).where('idPlan', '=', idPlan).execute();
  for (const tier of wanted) {
    await db
      .insertInto('plan_pricing_tiers')
      .values({ idCompany, idPlan, maxUsers: tier.maxUsers, unitPriceCents: tier.unitPriceCents })
      .execute();
  }
  record({
    entityType: 'planPricing',
    key: plan.key,
    action: stored.length === 0 ? 'create' : 'update',
    before: stored.length === 0 ? null : { tiers: stored },
    after: { tiers: wanted },
  });
}
