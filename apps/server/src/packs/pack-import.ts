import type { Pack, PackBlock, PackSectionInput } from '@trilha/shared/api/pack-format';
import { defaultPointElementType, resolvePackDate } from '@trilha/shared/api/pack-format';
import { cpfDigits } from '@trilha/shared/rules/cpf';
import { phoneDigits } from '@trilha/shared/rules/phone';
import type { Db } from '../db/database';
import { hashPassword } from '../platform/passwords';
import {
  type ImportContext,
  importAuthoredParts,
  replaceAttachments,
  replaceQuestions,
  type UpsertSpec,
} from './pack-import-authored';
import type { PackError } from './pack-reader';

/** One entity the import created or changed, with the fields the pack manages before and after. */
export type PackChange = {
  entityType: string;
  key: string;
  action: 'create' | 'update';
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
};

export type PackImportResult = {
  idCompany: number;
  created: number;
  updated: number;
  unchanged: number;
  changes: PackChange[];
  /** Parts of the pack the format describes that this installation does not store yet. */
  notImported: string[];
};

/** The import met something only the database can tell (a bucket of another company, a missing reference). */
export class PackImportError extends Error {
  readonly errors: PackError[];
  constructor(errors: PackError[]) {
    super(errors.map((error) => `${error.path}: ${error.message}`).join('\n'));
    this.errors = errors;
  }
}

/**
 * An area that imports a part of the pack this module does not (SCORM zips):
 * it runs inside the import's transaction, after every entity of the pack has its row.
 */
export type PackExtension = {
  /** The part of the pack it imports, as `notImported` would name it. */
  part: string;
  appliesTo: (pack: Pack) => boolean;
  run: (context: {
    db: Db;
    idCompany: number;
    pack: Pack;
    now: Date;
    /** The row id of a pack key (`contentItem`, `evaluation`, `team`...). */
    idOf: (entityType: string, key: string) => Promise<number | undefined>;
  }) => Promise<{ changes: PackChange[]; unchanged: number } | undefined>;
};

export type PackImportOptions = {
  /** The moment relative dates (`now-30d`) are counted from. */
  now: Date;
  /**
   * Set for a company administrator's import through the API: the pack must belong to this company, apps are
   * not created and their hosts not changed, and member activity is refused.
   */
  idCompany?: number;
  /** The console's brand page: an administrator's import may change the hosts of the company's apps. */
  allowHostChanges?: boolean;
  extensions?: PackExtension[];
};

type Row = Record<string, unknown>;

/**
 * Imports a validated pack inside the caller's transaction. Entities are found by their stable keys (the
 * company key, app buckets, usernames, node codes, and the `key` of every other entity), so importing the
 * same pack again updates rows instead of adding new ones, and an unchanged entity is left untouched.
 * Entities the pack does not mention are kept. Member activity is created when missing and never
 * overwritten. `./` files must already be replaced by their stored addresses.
 */
export async function importPack(db: Db, pack: Pack, options: PackImportOptions): Promise<PackImportResult> {
  const t = db as any;
  const now = options.now;
  const stamp = now.toISOString();
  const date = (value: string) => resolvePackDate(value, now);
  const maybeDate = (value: string | null | undefined) => (value ? date(value) : null);
  const isApi = options.idCompany !== undefined;
  const changes: PackChange[] = [];
  const problems: PackError[] = [];
  let unchanged = 0;
  const fail = (path: string, message: string) => problems.push({ file: 'pack', line: null, path, message });

  /** Inserts or updates one row, recording the change; an identical row is left alone. */
  async function upsert(spec: UpsertSpec): Promise<number> {
    if (spec.id !== undefined) {
      const row = (await t.selectFrom(spec.table).selectAll().where(spec.idColumn, '=', spec.id).executeTakeFirst()) as
        | Row
        | undefined;
      if (row) {
        const before = pick(row, Object.keys(spec.values));
        if (isSame(before, spec.values)) {
          unchanged++;
          return spec.id;
        }
        await t.updateTable(spec.table).set(spec.values).where(spec.idColumn, '=', spec.id).execute();
        changes.push({ entityType: spec.entityType, key: spec.key, action: 'update', before, after: spec.values });
        return spec.id;
      }
    }
    const inserted = (await t
      .insertInto(spec.table)
      .values({ ...spec.insertOnly, ...spec.values })
      .returning(spec.idColumn)
      .executeTakeFirstOrThrow()) as Row;
    changes.push({ entityType: spec.entityType, key: spec.key, action: 'create', before: null, after: spec.values });
    return Number(inserted[spec.idColumn]);
  }

  // The company, by its key across the installation.
  let idCompany: number;
  if (options.idCompany !== undefined) {
    idCompany = options.idCompany;
  } else {
    const known = await db
      .selectFrom('pack_keys')
      .select('idCompany')
      .where('entityType', '=', 'company')
      .where('packKey', '=', pack.company.key)
      .executeTakeFirst();
    idCompany = await upsert({
      table: 'companies',
      idColumn: 'idCompany',
      entityType: 'company',
      key: pack.company.key,
      id: known?.idCompany,
      values: { name: pack.company.name, design: JSON.stringify(pack.company.design) },
      insertOnly: { createdAt: stamp },
    });
    if (!known) await setKey('company', pack.company.key, idCompany);
  }

  async function findKey(entityType: string, key: string): Promise<number | undefined> {
    const row = await db
      .selectFrom('pack_keys')
      .select('entityId')
      .where('idCompany', '=', idCompany)
      .where('entityType', '=', entityType)
      .where('packKey', '=', key)
      .executeTakeFirst();
    return row?.entityId;
  }
  async function setKey(entityType: string, key: string, entityId: number): Promise<void> {
    await db
      .insertInto('pack_keys')
      .values({ idCompany, entityType, packKey: key, entityId })
      .onConflict((conflict) => conflict.columns(['idCompany', 'entityType', 'packKey']).doUpdateSet({ entityId }))
      .execute();
  }
  /** Upserts an entity known by a pack key, keeping the key's row id. */
  async function upsertKeyed(spec: Omit<Parameters<typeof upsert>[0], 'id'>): Promise<number> {
    const existing = await findKey(spec.entityType, spec.key);
    const id = await upsert({ ...spec, id: existing });
    if (id !== existing) await setKey(spec.entityType, spec.key, id);
    return id;
  }
  const required = async (entityType: string, key: string, path: string, what: string) => {
    const id = await findKey(entityType, key);
    if (id === undefined) fail(path, `${what} '${key}' não existe`);
    return id;
  };

  // Apps, by bucket; hosts follow the pack.
  const companyApps = await db
    .selectFrom('apps')
    .select(['idApp', 'bucket'])
    .where('idCompany', '=', idCompany)
    .execute();
  const appIds = new Map(companyApps.map((app) => [app.bucket, app.idApp]));
  for (const [index, app] of (pack.apps ?? []).entries()) {
    const path = `apps[${index}]`;
    const existing = await db
      .selectFrom('apps')
      .select(['idApp', 'idCompany'])
      .where('bucket', '=', app.bucket)
      .executeTakeFirst();
    if (existing && existing.idCompany !== idCompany) {
      fail(`${path}.bucket`, `O bucket '${app.bucket}' pertence a outra empresa`);
      continue;
    }
    if (!existing && isApi) {
      fail(`${path}.bucket`, 'Novos aplicativos são criados só pela importação de pacotes (npm run pack:import)');
      continue;
    }
    const idApp = await upsert({
      table: 'apps',
      idColumn: 'idApp',
      entityType: 'app',
      key: app.bucket,
      id: existing?.idApp,
      values: {
        idCompany,
        idAppType: app.type,
        name: app.name,
        bucket: app.bucket,
        logo: app.logo ?? null,
        favIcon: app.favIcon ?? null,
        primaryColor: app.primaryColor,
        secondaryColor: app.secondaryColor,
        thirdColor: app.thirdColor,
        companyLogin: app.companyLogin ?? null,
        loginImage: app.loginImage ?? null,
        loginImageMobile: app.loginImageMobile ?? null,
        loginPosition: app.loginPosition ?? 'middle',
        showLoginLogo: app.showLoginLogo ?? 1,
        landingPage: app.landingPage ?? 0,
        landingLogo: app.landingLogo ?? null,
        landingPageLocation: app.landingPageLocation ?? null,
        landingPageContact: app.landingPageContact ?? null,
        lastContentRedirect: app.lastContentRedirect ?? 0,
        agreementVersion: app.agreementVersion ?? 0,
        agreementTerms: app.agreementTerms ?? null,
        onBoardScreen: app.onBoardScreen ?? 0,
        onBoardUrl: app.onBoardUrl ?? null,
        askPWA: app.askPWA ?? 0,
        gamification: app.gamification ?? 0,
        adminUrl: app.adminUrl ?? null,
        contentsMenuName: app.contentsMenuName === 'productsAndTrails' ? 'productsAndTrails' : null,
        homeDesign: app.homeDesign ? JSON.stringify(app.homeDesign) : null,
        samlConfiguration: app.samlConfiguration ? JSON.stringify(app.samlConfiguration) : null,
      },
      insertOnly: { createdAt: stamp },
    });
    appIds.set(app.bucket, idApp);

    const current = await db
      .selectFrom('app_hosts')
      .select(['host', 'position'])
      .where('idApp', '=', idApp)
      .orderBy('position')
      .execute();
    const wanted = app.hosts.map((host, position) => ({ host: host.toLowerCase(), position }));
    if (!isSame(current, wanted)) {
      if (isApi && !options.allowHostChanges) {
        fail(`${path}.hosts`, 'Os endereços de um aplicativo são mudados só pela importação de pacotes');
        continue;
      }
      const taken = await db
        .selectFrom('app_hosts as h')
        .innerJoin('apps as a', 'a.idApp', 'h.idApp')
        .select(['h.host', 'a.idCompany', 'a.name'])
        .where(
          'h.host',
          'in',
          wanted.map((entry) => entry.host),
        )
        .where('h.idApp', '!=', idApp)
        .execute();
      for (const { host, idCompany: owner, name } of taken) {
        const index = wanted.findIndex((entry) => entry.host === host);
        // Another company's address is not named: only that it is taken.
        fail(
          `${path}.hosts[${index}]`,
          owner === idCompany
            ? `O endereço '${host}' já é do aplicativo ${name}`
            : `O endereço '${host}' pertence a outra empresa`,
        );
      }
      if (taken.length === 0) {
        await db.deleteFrom('app_hosts').where('idApp', '=', idApp).execute();
        for (const entry of wanted)
          await db
            .insertInto('app_hosts')
            .values({ ...entry, idApp })
            .execute();
        changes.push({
          entityType: 'appHosts',
          key: app.bucket,
          action: current.length ? 'update' : 'create',
          before: current.length ? { hosts: current.map((entry) => entry.host) } : null,
          after: { hosts: wanted.map((entry) => entry.host) },
        });
      }
    }
  }

  // Sections of each app's menu, then the sections they open (`sectionTo`, which may come later).
  const sectionLinks: Array<{ idSection: number; sectionTo: string | null; path: string }> = [];
  for (const [appIndex, app] of (pack.apps ?? []).entries()) {
    const idApp = appIds.get(app.bucket);
    if (idApp === undefined) continue;
    const walk = async (list: PackSectionInput[] | undefined, parent: number | null, path: string) => {
      for (const [position, section] of (list ?? []).entries()) {
        const idSection = await upsertKeyed({
          table: 'sections',
          idColumn: 'idSection',
          entityType: 'section',
          key: section.key,
          values: {
            idCompany,
            idApp,
            idSectionType: section.type,
            parentIdSection: parent,
            position,
            text: section.text,
            description: section.description ?? null,
            image: section.image ?? null,
            imageSecondary: section.imageSecondary ?? null,
            color: section.color ?? null,
            imageStyle: section.imageStyle ?? 'default',
            showText: section.showText === undefined ? 1 : section.showText ? 1 : 0,
            content: section.content ?? null,
            url: section.url ?? null,
            design: section.design ? JSON.stringify(section.design) : null,
            active: section.active === undefined ? 1 : section.active ? 1 : 0,
          },
        });
        sectionLinks.push({ idSection, sectionTo: section.sectionTo ?? null, path: `${path}[${position}].sectionTo` });
        await walk(section.children, idSection, `${path}[${position}].children`);
      }
    };
    await walk(app.sections, null, `apps[${appIndex}].sections`);
  }
  for (const link of sectionLinks) {
    const target = link.sectionTo ? await required('section', link.sectionTo, link.path, 'A seção') : null;
    const row = await db
      .selectFrom('sections')
      .select('sectionTo')
      .where('idSection', '=', link.idSection)
      .executeTakeFirstOrThrow();
    if ((row.sectionTo ?? null) !== (target ?? null)) {
      await db
        .updateTable('sections')
        .set({ sectionTo: target ?? null })
        .where('idSection', '=', link.idSection)
        .execute();
    }
  }

  // Members, by username; what members edit themselves is set only when they are created.
  const passwords = new Map<string, string>();
  const userIds = new Map<string, number>();
  const findUser = async (username: string) => {
    if (userIds.has(username)) return userIds.get(username);
    const row = await db
      .selectFrom('users')
      .select('idUser')
      .where('idCompany', '=', idCompany)
      .where('username', '=', username)
      .executeTakeFirst();
    if (row) userIds.set(username, row.idUser);
    return row?.idUser;
  };
  for (const [index, user] of (pack.users ?? []).entries()) {
    const existing = await findUser(user.username);
    const before = existing
      ? await db
          .selectFrom('users')
          .select(['active', 'tokenVersion'])
          .where('idUser', '=', existing)
          .executeTakeFirst()
      : undefined;
    let passwordHash: string | null = user.passwordHash ?? null;
    if (!existing && user.password) {
      passwordHash = passwords.get(user.password) ?? (await hashPassword(user.password));
      passwords.set(user.password, passwordHash);
    }
    const active = user.active ?? 1;
    const idUser = await upsert({
      table: 'users',
      idColumn: 'idUser',
      entityType: 'user',
      key: user.username,
      id: existing,
      values: {
        idCompany,
        username: user.username,
        email: (user.email ?? user.username).toLowerCase(),
        name: user.name,
        userType: user.userType ?? 1,
        department: user.department ?? null,
        role: user.role ?? null,
        managerName: user.managerName ?? null,
        unit: user.unit ?? null,
        branch: user.branch ?? null,
        employeeCode: user.employeeCode ?? null,
        guestCompany: user.guestCompany ?? null,
        guestCnpj: user.guestCnpj ?? null,
        admin: user.admin ?? 0,
        canAccessSupport: user.canAccessSupport ?? 0,
        active,
      },
      insertOnly: {
        phone: user.phone ? phoneDigits(user.phone) : null,
        cpf: user.cpf ? cpfDigits(user.cpf) : null,
        photo: user.photo ?? null,
        askPWA: user.askPWA ?? 0,
        communicationAccepted: user.communicationAccepted ?? 0,
        emailNotification: user.emailNotification ?? 0,
        smsNotification: user.smsNotification ?? 0,
        passwordHash,
        tokenVersion: 0,
        userLicenceTermsAccepted: 0,
        idManager: null,
        lastLogin: null,
        lastAccess: null,
        createdAt: stamp,
      },
    });
    userIds.set(user.username, idUser);
    // A member switched off loses the sessions they have open.
    if (before?.active === 1 && active === 0) {
      await db
        .updateTable('users')
        .set({ tokenVersion: before.tokenVersion + 1 })
        .where('idUser', '=', idUser)
        .execute();
    }
    const wanted = new Set(
      (user.apps ?? [...appIds.keys()]).map((bucket) => {
        const idApp = appIds.get(bucket);
        if (idApp === undefined) fail(`users[${index}].apps`, `O aplicativo '${bucket}' não existe`);
        return idApp ?? 0;
      }),
    );
    const current = new Set(
      (
        await db
          .selectFrom('user_apps')
          .select('idApp')
          .where('idUser', '=', idUser)
          .where('idApp', 'in', [...appIds.values(), 0])
          .execute()
      ).map((row) => row.idApp),
    );
    const toAdd = [...wanted].filter((idApp) => idApp > 0 && !current.has(idApp));
    const toRemove = [...current].filter((idApp) => !wanted.has(idApp));
    for (const idApp of toAdd) await db.insertInto('user_apps').values({ idUser, idApp }).execute();
    if (toRemove.length)
      await db.deleteFrom('user_apps').where('idUser', '=', idUser).where('idApp', 'in', toRemove).execute();
    if ((toAdd.length || toRemove.length) && existing) {
      changes.push({
        entityType: 'userApps',
        key: user.username,
        action: 'update',
        before: { apps: [...current] },
        after: { apps: [...wanted] },
      });
    }
  }
  for (const [index, user] of (pack.users ?? []).entries()) {
    if (user.manager === undefined) continue;
    const idUser = userIds.get(user.username) as number;
    const idManager = user.manager ? ((await findUser(user.manager)) ?? null) : null;
    if (user.manager && idManager === null) fail(`users[${index}].manager`, `O gestor '${user.manager}' não existe`);
    await db.updateTable('users').set({ idManager }).where('idUser', '=', idUser).execute();
  }

  const authored: ImportContext = {
    db,
    idCompany,
    pack,
    isApi,
    stamp,
    date,
    maybeDate,
    upsert,
    upsertKeyed,
    findKey,
    required,
    fail,
    appIds,
    record: (change) => changes.push(change),
    markUnchanged: () => {
      unchanged++;
    },
    changeCount: () => changes.length,
  };

  // Learning content and evaluations.
  for (const [index, item] of (pack.contentItems ?? []).entries()) {
    const idSection = item.section
      ? await required('section', item.section, `contentItems[${index}].section`, 'A seção')
      : null;
    await upsertKeyed({
      table: 'learning_content_items',
      idColumn: 'idContentItem',
      entityType: 'contentItem',
      key: item.key,
      values: {
        idCompany,
        idContentType: item.type,
        idSection: idSection ?? null,
        text: item.text,
        description: item.description ?? null,
        label: item.label ?? null,
        author: item.author ?? null,
        content:
          item.content == null ? null : typeof item.content === 'string' ? item.content : JSON.stringify(item.content),
        contentLocation: item.contentLocation ?? null,
        link: item.link ?? null,
        image: item.image ?? null,
        mobileImage: item.mobileImage ?? null,
        duration: item.duration ?? null,
        workload: item.workload ?? null,
        shareable: item.shareable ?? 0,
        isSeekingBlocked: item.isSeekingBlocked ?? 0,
        active: item.active ?? 1,
      },
      insertOnly: { idChatRoom: null, views: 0, createdAt: stamp },
    });
  }
  for (const [index, evaluation] of (pack.evaluations ?? []).entries()) {
    const idEvaluation = await upsertKeyed({
      table: 'learning_evaluations',
      idColumn: 'idEvaluation',
      entityType: 'evaluation',
      key: evaluation.key,
      values: {
        idCompany,
        title: evaluation.title,
        description: evaluation.description ?? null,
        evaluationType: evaluation.type,
        evaluationMasteryScore: evaluation.masteryScore ?? null,
        timeLimit: evaluation.timeLimit ?? null,
        questionAmount: evaluation.questionAmount ?? null,
        lockNavigation: evaluation.lockNavigation ?? 0,
        maxTries: evaluation.maxTries ?? null,
        showResponseSummary: evaluation.showResponseSummary ?? 1,
        lockAfterApproval: evaluation.lockAfterApproval ?? 0,
        closingText: evaluation.closingText ?? null,
      },
      insertOnly: { createdAt: stamp },
    });
    // A question file arrives read by the pack reader, as questionItems beside the file's name.
    const questionsField = evaluation.questions ? 'questions' : 'questionItems';
    if (evaluation.questions && !evaluation.questionItems) {
      fail(`evaluations[${index}].questions`, 'O arquivo de questões só é lido de uma pasta do pacote (pack:import)');
    } else if (evaluation.questionItems) {
      await replaceQuestions(
        authored,
        idEvaluation,
        evaluation.key,
        `evaluations[${index}].${questionsField}`,
        evaluation.questionItems,
      );
    }
  }

  // Pages, by code; then their blocks (elements may name pages that come later), classes and meetings.
  const nodeIds = new Map<string, number>();
  const findNode = async (code: string) => {
    if (nodeIds.has(code)) return nodeIds.get(code);
    const row = await db
      .selectFrom('learning_nodes')
      .select('idNode')
      .where('idCompany', '=', idCompany)
      .where('nodeCode', '=', code)
      .executeTakeFirst();
    if (row) nodeIds.set(code, row.idNode);
    return row?.idNode;
  };
  for (const node of pack.nodes ?? []) {
    const idNode = await upsert({
      table: 'learning_nodes',
      idColumn: 'idNode',
      entityType: 'node',
      key: node.code,
      id: await findNode(node.code),
      values: {
        idCompany,
        nodeCode: node.code,
        nodeType: node.type,
        entryPoint: node.entryPoint ?? 0,
        title: node.title,
        shortTitle: node.shortTitle ?? null,
        label: node.label ?? null,
        description: node.description ?? null,
        syllabus: node.syllabus ?? null,
        workload: node.workload ?? null,
        image: node.image ?? null,
        mobileImage: node.mobileImage ?? null,
        selfEnrollment: node.selfEnrollment ?? 1,
        visibility: node.audience?.length ? 'RESTRICTED' : 'PUBLIC',
        audience: node.audience?.length ? JSON.stringify(node.audience) : null,
        status: node.status ?? 'PUBLISHED',
        allowComments: node.allowComments ?? 0,
        commentsLabel: node.commentsLabel ?? null,
        hasCampaign: node.hasCampaign ?? 0,
        equivalentNodeCode: node.equivalentNode ?? null,
        mandatory: node.mandatory ?? 0,
        dueDate: maybeDate(node.dueDate),
        dueDays: node.dueDays ?? null,
      },
      insertOnly: { originalNodeCode: null, createdAt: stamp },
    });
    nodeIds.set(node.code, idNode);
    if (node.tags) {
      const current = (
        await db.selectFrom('learning_node_tags').select('tag').where('idNode', '=', idNode).orderBy('tag').execute()
      ).map((row) => row.tag);
      const wanted = [...new Set(node.tags)].sort();
      if (!isSame(current, wanted)) {
        await db.deleteFrom('learning_node_tags').where('idNode', '=', idNode).execute();
        for (const tag of wanted)
          await db.insertInto('learning_node_tags').values({ idCompany, idNode, tag }).execute();
        if (current.length) {
          changes.push({
            entityType: 'nodeTags',
            key: node.code,
            action: 'update',
            before: { tags: current },
            after: { tags: wanted },
          });
        }
      }
    }
    if (node.entryPoint === 1) {
      await db
        .updateTable('learning_nodes')
        .set({ entryPoint: 0 })
        .where('idCompany', '=', idCompany)
        .where('entryPoint', '=', 1)
        .where('idNode', '!=', idNode)
        .execute();
    }
  }
  for (const [nodeIndex, node] of (pack.nodes ?? []).entries()) {
    const idNode = nodeIds.get(node.code) as number;
    if (node.blocks) await replaceBlocks(idNode, node.code, node.blocks, `nodes[${nodeIndex}].blocks`);
    const meetingsOf = async (
      list: NonNullable<typeof node.meetings>,
      owner: { idTeam: number | null; idNode: number | null },
    ) => {
      for (const meeting of list) {
        await upsertKeyed({
          table: 'learning_meetings',
          idColumn: 'idMeeting',
          entityType: 'meeting',
          key: meeting.key,
          values: {
            idCompany,
            ...owner,
            meetingType: meeting.type,
            title: meeting.title,
            startDate: date(meeting.startDate),
            finishDate: date(meeting.finishDate),
            address: meeting.address ?? null,
            speaker: meeting.speaker ?? null,
          },
        });
      }
    };
    for (const team of node.classes ?? []) {
      const idTeam = await upsertKeyed({
        table: 'learning_teams',
        idColumn: 'idTeam',
        entityType: 'team',
        key: team.key,
        values: {
          idCompany,
          idNode,
          name: team.name,
          description: team.description ?? null,
          initialDate: maybeDate(team.initialDate),
          finalDate: maybeDate(team.finalDate),
          duration: team.duration ?? null,
          capacity: team.capacity ?? null,
          needApproval: team.needApproval ?? 0,
          allowReenrollment: team.allowReenrollment ?? 0,
          allowAccessUponCompletion: team.allowAccessUponCompletion ?? 1,
          allowComments: team.allowComments ?? 0,
          commentsLabel: team.commentsLabel ?? null,
          hasAttachments: team.hasAttachments ?? 0,
          status: team.status ?? 'ACTIVE',
          idCertificate: team.certificate ?? null,
          enableCertificateForChildren: team.certificateForChildren ?? 0,
        },
        insertOnly: { enrolledCount: 0, createdAt: stamp },
      });
      if (team.attachments) await replaceAttachments(authored, idTeam, team.key, team.attachments);
      await meetingsOf(team.meetings ?? [], { idTeam, idNode: null });
    }
    await meetingsOf(node.meetings ?? [], { idTeam: null, idNode });
  }

  async function replaceBlocks(idNode: number, code: string, blocks: PackBlock[], path: string): Promise<void> {
    const wanted: Array<{ block: Row; elements: Row[] }> = [];
    for (const [blockIndex, block] of blocks.entries()) {
      const elements: Row[] = [];
      for (const [position, element] of (block.elements ?? []).entries()) {
        const where = `${path}[${blockIndex}].elements[${position}]`;
        const base = { position, idNode: null, idContentItem: null, idEvaluation: null, sequential: 0, mandatory: 1 };
        const flags =
          'link' in element ? {} : { sequential: element.sequential ?? 0, mandatory: element.mandatory ?? 1 };
        if ('node' in element) {
          const id = await findNode(element.node);
          if (id === undefined) fail(`${where}.node`, `A página '${element.node}' não existe`);
          elements.push({
            ...base,
            ...flags,
            elementType: 'NODE',
            idNode: id ?? null,
            title: null,
            image: null,
            mobileImage: null,
            link: null,
          });
        } else if ('content' in element) {
          const id = await required('contentItem', element.content, `${where}.content`, 'O conteúdo');
          elements.push({
            ...base,
            ...flags,
            elementType: 'CONTENT',
            idContentItem: id ?? null,
            title: null,
            image: null,
            mobileImage: null,
            link: null,
          });
        } else if ('evaluation' in element) {
          const id = await required('evaluation', element.evaluation, `${where}.evaluation`, 'A avaliação');
          elements.push({
            ...base,
            ...flags,
            elementType: 'EVALUATION',
            idEvaluation: id ?? null,
            title: null,
            image: null,
            mobileImage: null,
            link: null,
          });
        } else {
          elements.push({
            ...base,
            elementType: 'LINK',
            title: element.title,
            image: element.image ?? null,
            mobileImage: element.mobileImage ?? null,
            link: element.link,
          });
        }
      }
      wanted.push({
        block: {
          position: blockIndex,
          type: block.type,
          title: block.title ?? null,
          text: block.text ?? null,
          parameters: JSON.stringify(block.parameters ?? {}),
        },
        elements,
      });
    }
    const currentBlocks = await db
      .selectFrom('learning_blocks')
      .select(['idBlock', 'position', 'type', 'title', 'text', 'parameters'])
      .where('idNode', '=', idNode)
      .orderBy('position')
      .execute();
    const current: Array<{ block: Row; elements: Row[] }> = [];
    for (const { idBlock, ...block } of currentBlocks) {
      const elements = await db
        .selectFrom('learning_block_elements')
        .select([
          'position',
          'elementType',
          'idNode',
          'idContentItem',
          'idEvaluation',
          'sequential',
          'mandatory',
          'title',
          'image',
          'mobileImage',
          'link',
        ])
        .where('idBlock', '=', idBlock)
        .orderBy('position')
        .execute();
      current.push({ block, elements });
    }
    if (isSame(current, wanted)) {
      unchanged++;
      return;
    }
    const ids = currentBlocks.map((block) => block.idBlock);
    if (ids.length) {
      await db.deleteFrom('learning_block_elements').where('idBlock', 'in', ids).execute();
      await db.deleteFrom('learning_blocks').where('idBlock', 'in', ids).execute();
    }
    for (const entry of wanted) {
      const { idBlock } = await db
        .insertInto('learning_blocks')
        .values({ idCompany, idNode, ...(entry.block as any) })
        .returning('idBlock')
        .executeTakeFirstOrThrow();
      for (const element of entry.elements) {
        await db
          .insertInto('learning_block_elements')
          .values({ idCompany, idBlock, ...(element as any) })
          .execute();
      }
    }
    changes.push({
      entityType: 'nodeBlocks',
      key: code,
      action: current.length ? 'update' : 'create',
      before: current.length ? { blocks: current } : null,
      after: { blocks: wanted },
    });
  }

  // The calendar.
  for (const type of pack.scheduleTypes ?? []) {
    await upsertKeyed({
      table: 'learning_schedule_types',
      idColumn: 'idScheduleType',
      entityType: 'scheduleType',
      key: type.key,
      values: { idCompany, description: type.description, color: type.color ?? null },
    });
  }
  for (const [index, schedule] of (pack.schedules ?? []).entries()) {
    const idScheduleType = await required(
      'scheduleType',
      schedule.type,
      `schedules[${index}].type`,
      'O tipo de agenda',
    );
    if (idScheduleType === undefined) continue;
    await upsertKeyed({
      table: 'learning_schedules',
      idColumn: 'idSchedule',
      entityType: 'schedule',
      key: schedule.key,
      values: {
        idCompany,
        idScheduleType,
        title: schedule.title,
        description: schedule.description ?? null,
        url: schedule.url ?? null,
        startDate: date(schedule.startDate),
        endDate: date(schedule.endDate),
      },
    });
  }

  // Campaigns and the points their events are worth.
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
      changes.push({
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
        changes.push({
          entityType: 'campaignEvents',
          key: campaign.key,
          action: 'update',
          before: { events: current },
          after: { events: wanted },
        });
      }
    }
  }

  // Store products, each with one offer carrying its price.
  for (const [index, product] of (pack.storeProducts ?? []).entries()) {
    const path = `storeProducts[${index}]`;
    const idApp = appIds.get(product.app);
    if (idApp === undefined) {
      fail(`${path}.app`, `O aplicativo '${product.app}' não existe`);
      continue;
    }
    const idSection = product.section
      ? ((await required('section', product.section, `${path}.section`, 'A seção')) ?? null)
      : null;
    const active = product.active === undefined ? 1 : product.active ? 1 : 0;
    const idProduct = await upsertKeyed({
      table: 'store_products',
      idColumn: 'idProduct',
      entityType: 'storeProduct',
      key: product.key,
      values: {
        idCompany,
        idApp,
        title: product.title,
        description: product.description ?? null,
        content: product.content ?? null,
        imageURL: product.image ?? null,
        idSection,
        active,
      },
      insertOnly: { createdAt: stamp },
    });
    const offer = await db
      .selectFrom('store_offers')
      .select('idOffer')
      .where('idProduct', '=', idProduct)
      .orderBy('idOffer')
      .executeTakeFirst();
    await upsert({
      table: 'store_offers',
      idColumn: 'idOffer',
      entityType: 'storeOffer',
      key: product.key,
      id: offer?.idOffer,
      values: { idCompany, idProduct, price: product.priceCents, position: index, active },
      insertOnly: { createdAt: stamp },
    });
  }

  // The content app's items, the community's entries and the account's settings.
  await importAuthoredParts(authored);

  // Member activity: created when missing, never overwritten.
  const activity = pack.activity;
  if (activity && isApi) fail('activity', 'A atividade dos membros não é importada pela administração');
  if (activity && !isApi) {
    const created = (entityType: string, key: string, after: Row) =>
      changes.push({ entityType, key, action: 'create', before: null, after });
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
        unchanged++;
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
        unchanged++;
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
        unchanged++;
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
        unchanged++;
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
        unchanged++;
        continue;
      }
      const values = { idCompany, idUser, idProduct, idOrder: null, acquiredAt: date(entry.acquiredAt) };
      await db.insertInto('store_ownerships').values(values).execute();
      created('storeOwnership', `${entry.user} ${entry.product}`, values);
    }
  }

  if (problems.length > 0) throw new PackImportError(problems);

  // Parts that other areas import, when they are there.
  const notImported: string[] = [];
  const extensions = options.extensions ?? [];
  const parts: Array<[string, boolean]> = [['scormPackages', Boolean(pack.scormPackages?.length)]];
  for (const [part, present] of parts) {
    if (!present) continue;
    const extension = extensions.find((entry) => entry.part === part && entry.appliesTo(pack));
    if (!extension) {
      notImported.push(part);
      continue;
    }
    const outcome = await extension.run({ db, idCompany, pack, now, idOf: findKey });
    if (outcome) {
      changes.push(...outcome.changes);
      unchanged += outcome.unchanged;
    }
  }

  return {
    idCompany,
    created: changes.filter((change) => change.action === 'create').length,
    updated: changes.filter((change) => change.action === 'update').length,
    unchanged,
    changes,
    notImported,
  };
}

function pick(row: Row, keys: string[]): Row {
  return Object.fromEntries(keys.map((key) => [key, row[key] ?? null]));
}

/** Deep equality of plain values, where undefined and null are the same. */
export function isSame(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a == null || b == null) return a == null && b == null;
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => isSame(item, b[index]));
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!isSame((a as Row)[key], (b as Row)[key])) return false;
  return true;
}
