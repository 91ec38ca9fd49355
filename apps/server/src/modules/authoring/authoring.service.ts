import { randomBytes } from 'node:crypto';
import {
  type AuthoringAppResponse,
  type AuthoringAppsResponse,
  type AuthoringCampaignResponse,
  type AuthoringClassResponse,
  type AuthoringEvaluationResponse,
  type AuthoringLearningContentResponse,
  type AuthoringMenuResponse,
  type AuthoringNodeResponse,
  CONSOLE_FEATURES,
  type ConsoleFeatures,
  type createCampaignRequest,
  type createClassRequest,
  type createEvaluationRequest,
  type createLearningContentRequest,
  type createNodeRequest,
  type createSectionContentRequest,
  type DepartmentsResponse,
  type LearningSummaryResponse,
  type SectionContentResponse,
  type SectionContentsResponse,
  type saveAppRequest,
  type saveCampaignRequest,
  type saveClassRequest,
  type saveEvaluationRequest,
  type saveLearningContentRequest,
  type saveMenuRequest,
  type saveNodeRequest,
  type saveSectionContentRequest,
} from '@trilha/shared/api/authoring';
import type { PackDocument } from '@trilha/shared/api/pack-format';
import type { z } from '@trilha/shared/zod';
import type { Db } from '../../db/database';
import { PackImportError } from '../../packs/import/context';
import { importPack, type PackImportResult } from '../../packs/import/import-pack';
import { type PackError, validatePackJson } from '../../packs/pack-reader';
import { PACK_EXTENSIONS } from '../../packs/packs';
import { auditActor, recordAudit } from '../../platform/audit';
import type { AuthContext } from '../../platform/auth-context';
import type { Clock } from '../../platform/clock';
import { AppError, type FieldProblem } from '../../platform/errors';
import { invalidateLearningCatalog } from '../learning/catalog/catalog-cache';
import { type AuthoringRepository, authoringRepository } from './authoring.repository';
import {
  appSettings,
  type ClassDocument,
  findApp,
  findByKey,
  findClass,
  findNode,
  findSectionContents,
  type NodeDocument,
  nodeWithoutClasses,
  readCompanyPack,
  requireVersion,
  type SectionContentDocument,
  sectionKeys,
  versionOf,
} from './authoring-documents';

type SaveAppBody = z.output<typeof saveAppRequest>;
type SaveMenuBody = z.output<typeof saveMenuRequest>;
type CreateSectionContentBody = z.output<typeof createSectionContentRequest>;
type SaveSectionContentBody = z.output<typeof saveSectionContentRequest>;

type AuthoringServiceDeps = {
  db: Db;
  clock: Clock;
  /** Forgets this process's host-to-company answers once an app's hosts are saved (others see the version move). */
  onHostsChanged?: () => void;
};

/** What one save works with: its transaction, the company's pack as it was when the save began, the moment. */
type Scope = { trx: Db; repository: AuthoringRepository; pack: PackDocument; now: Date };

/** Maps a problem's place in the imported fragment (`nodes.0.blocks.1.title`) to the field of the request. */
type FieldOf = (path: string) => string;

/** The pack lists whose entities are saved one at a time: the request's field, the key's type and the prefix of a new key. */
const LISTS = {
  contentItems: { field: 'item', keyType: 'contentItem', prefix: 'conteudo' },
  evaluations: { field: 'evaluation', keyType: 'evaluation', prefix: 'avaliacao' },
  campaigns: { field: 'campaign', keyType: 'campaign', prefix: 'campanha' },
};
type ListName = keyof typeof LISTS;

/** An evaluation as the pack takes it: a request without questions has none. */
function withQuestions<T extends { questionItems?: unknown[] | undefined }>(evaluation: T) {
  return { ...evaluation, questionItems: evaluation.questionItems ?? [] };
}

/** A campaign as the pack takes it: a request without events gives points for none. */
function withEvents<T extends { events?: object | undefined }>(campaign: T) {
  return { ...campaign, events: campaign.events ?? {} };
}

/** A kind of entity as saves see it: its answer, read from a scope, and its form in versions and audit entries. */
type Kind<A> = {
  entityType: string;
  answer: (scope: Scope, auth: AuthContext, id: number) => Promise<A>;
  formOf: (answer: A) => unknown;
};

function kind<A>(entityType: string, answer: Kind<A>['answer'], formOf: (answer: A) => unknown): Kind<A> {
  return { entityType, answer, formOf };
}

/** A kind of entity kept in a pack list, saved one at a time by its key. */
type ListedKind<A> = Kind<A> & { list: ListName; keyOf: (answer: A) => string };

function listedKind<A>(
  list: ListName,
  entityType: string,
  answer: Kind<A>['answer'],
  formOf: (answer: A) => { key: string },
): ListedKind<A> {
  return { list, entityType, answer, formOf, keyOf: (found) => formOf(found).key };
}

/** A pack path (`nodes[0].blocks[1].title`) written as a form's field name (`nodes.0.blocks.1.title`). */
function dotted(path: string): string {
  return path.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');
}

/** Replaces the leading part of a dotted path (`nodes.0` by `node`). */
function under(prefix: string, replacement: string): FieldOf {
  return (path) =>
    path === prefix ? replacement : path.startsWith(`${prefix}.`) ? `${replacement}${path.slice(prefix.length)}` : path;
}

/** A 400 naming every problem at its field, in Portuguese. */
function validationError(problems: FieldProblem[]): AppError {
  const first = problems[0];
  return new AppError('VALIDATION_FAILED', {
    message: first?.message ?? 'Dados inválidos.',
    ...(first?.field ? { field: first.field } : {}),
    errors: problems,
  });
}

function problemsOf(errors: PackError[], fieldOf: FieldOf): FieldProblem[] {
  return errors.map((error) => ({ field: fieldOf(dotted(error.path)), message: error.message }));
}

/** A fresh key for a new entity: readable prefix, random suffix (keys name entities across the company). */
function newKey(prefix: string): string {
  return `${prefix}-${randomBytes(5).toString('hex')}`;
}

/** Removes `undefined` fields, so a document compares and hashes the same after a round trip. */
function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * The console's authoring (`docs/api.md`, "Console authoring"): every entity is read and written in its
 * tenant pack form, checked by the pack's schemas and reference checks and stored by the pack import, in
 * one transaction per save with the version check and the audit entry (who, what, before, after). Members
 * read the change on their next load: every process's copy of the learning catalog is renewed by the
 * company's catalog version, raised in the save's transaction.
 */
export const authoringService = ({ db, clock, onHostsChanged }: AuthoringServiceDeps) => {
  const repository = authoringRepository({ db });

  /**
   * Runs a save in one transaction, the company's saves one at a time. The learning catalog kept by every
   * server process is renewed in the same transaction: the catalog tables' triggers raise the company's
   * version on their own writes, and the save raises it once more, so a change they do not see (a class, an
   * evaluation's questions) renews it too; a member's next request, on any process, reads the change.
   */
  async function save<T>(auth: AuthContext, work: (scope: Scope) => Promise<T & { id: number }>) {
    return db.transaction().execute(async (trx) => {
      const scoped = authoringRepository({ db: trx });
      await scoped.lockCompany(auth.idCompany);
      const pack = await readCompanyPack(trx, auth.idCompany);
      const result = await work({ trx, repository: scoped, pack, now: clock.now() });
      await invalidateLearningCatalog(trx, auth.idCompany);
      return result;
    });
  }

  /** Reads in a transaction too: the export gives keys to rows that had none. */
  function read<T>(auth: AuthContext, work: (scope: Scope) => Promise<T>): Promise<T> {
    return db.transaction().execute(async (trx) =>
      work({
        trx,
        repository: authoringRepository({ db: trx }),
        pack: await readCompanyPack(trx, auth.idCompany),
        now: clock.now(),
      }),
    );
  }

  /**
   * Checks a fragment of a pack with the pack's own checks and imports it in the save's transaction; every
   * problem comes back at the field of the request it belongs to.
   */
  async function importFragment(
    scope: Scope,
    auth: AuthContext,
    fragment: Record<string, unknown>,
    fieldOf: FieldOf,
    options: { allowHostChanges?: boolean } = {},
  ): Promise<PackImportResult> {
    const validated = validatePackJson(plain(fragment), scope.pack.company);
    if (!validated.ok) throw validationError(problemsOf(validated.errors, fieldOf));
    try {
      return await importPack(scope.trx, validated.pack, {
        now: scope.now,
        idCompany: auth.idCompany,
        extensions: PACK_EXTENSIONS,
        ...(options.allowHostChanges ? { allowHostChanges: true } : {}),
      });
    } catch (error) {
      if (error instanceof PackImportError) throw validationError(problemsOf(error.errors, fieldOf));
      throw error;
    }
  }

  /** Imports one entity of a pack list (a learning content, an evaluation, a campaign). */
  async function importListed(scope: Scope, auth: AuthContext, list: ListName, entity: Record<string, unknown>) {
    await importFragment(scope, auth, { [list]: [entity] }, under(`${list}.0`, LISTS[list].field));
  }

  /** Creates an entity of a pack list under the key it asks for, or a new one when the company has it. */
  function createListed<A extends object>(
    auth: AuthContext,
    requestId: string,
    kind: ListedKind<A>,
    created: { entity: { key: string }; summary: string },
  ) {
    const { keyType, prefix } = LISTS[kind.list];
    return save(auth, async (scope) => {
      const key = await unusedKey(scope, auth, keyType, created.entity.key, prefix);
      await importListed(scope, auth, kind.list, { ...created.entity, key });
      const id = (await scope.repository.idOfKey(auth.idCompany, keyType, key)) as number;
      return answerSaved(scope, auth, requestId, kind, { id, summary: created.summary, before: null });
    });
  }

  /**
   * Saves an entity of a pack list over the stored one (its key kept), when the request was made over its
   * current version; `afterImport` does what else the save needs in its transaction.
   */
  function saveListed<A extends object>(
    auth: AuthContext,
    requestId: string,
    kind: ListedKind<A>,
    id: number,
    version: string,
    saved: { entity: object; summary: string; afterImport?: (scope: Scope) => Promise<void> },
  ) {
    return save(auth, async (scope) => {
      const before = await currentAnswer(scope, auth, kind, id, version);
      await importListed(scope, auth, kind.list, { ...saved.entity, key: kind.keyOf(before) });
      await saved.afterImport?.(scope);
      return answerSaved(scope, auth, requestId, kind, { id, summary: saved.summary, before });
    });
  }

  /** The audit entry of a save: who, what, and the entity's pack form before and after. */
  async function audit(
    scope: Scope,
    auth: AuthContext,
    requestId: string,
    entry: { entityType: string; entityId: number; verb: 'create' | 'update' | 'delete'; summary: string },
    before: unknown,
    after: unknown,
  ) {
    await recordAudit(
      scope.trx,
      {
        ...auditActor(auth, requestId),
        source: 'admin',
        action: `${entry.entityType}.${entry.verb}`,
        entityType: entry.entityType,
        entityId: entry.entityId,
        summary: entry.summary,
        before: before ?? null,
        after: after ?? null,
      },
      scope.now,
    );
  }

  /** The key a new entity asks for, or a new one when the company already has it (a copy keeps its key). */
  async function unusedKey(scope: Scope, auth: AuthContext, entityType: string, key: string, prefix: string) {
    return (await scope.repository.idOfKey(auth.idCompany, entityType, key)) ? newKey(prefix) : key;
  }

  /**
   * The entity's answer as a save reads it first, refused when the request was made over an older form than
   * the one stored (another person saved first).
   */
  async function currentAnswer<A>(scope: Scope, auth: AuthContext, kind: Kind<A>, id: number, version: string) {
    const before = await kind.answer(scope, auth, id);
    const entity = { idCompany: auth.idCompany, entityType: kind.entityType, entityId: id };
    await requireVersion(scope.trx, entity, version, kind.formOf(before));
    return before;
  }

  /**
   * The end of a create or an update: the entity's answer read from the written pack, the audit entry with
   * its form before (none for a new one) and after, and the answer with the entity's id.
   */
  async function answerSaved<A extends object>(
    scope: Scope,
    auth: AuthContext,
    requestId: string,
    kind: Kind<A>,
    saved: { id: number; summary: string; before: A | null },
  ): Promise<A & { id: number }> {
    const { id, summary, before } = saved;
    const after = await kind.answer(await reread(scope, auth), auth, id);
    const verb = before ? 'update' : 'create';
    await audit(
      scope,
      auth,
      requestId,
      { entityType: kind.entityType, entityId: id, verb, summary },
      before && kind.formOf(before),
      kind.formOf(after),
    );
    return { ...after, id };
  }

  /**
   * A removal in its own save: the version check against the entity's form, the refusals of one in use
   * (each says why and what to do instead), the removal, and the audit entry with the form before and none
   * after. Every kind of entity removes through here, so they answer and record alike.
   */
  async function removeAuthored<A>(
    auth: AuthContext,
    requestId: string,
    kind: Kind<A>,
    entity: { id: number; version: string },
    removal: (scope: Scope) => {
      summary: (before: A) => string;
      refusals?: (before: A) => Promise<void>;
      remove: () => Promise<unknown>;
    },
  ) {
    const { id, version } = entity;
    return save(auth, async (scope) => {
      const { summary, refusals, remove } = removal(scope);
      const before = await currentAnswer(scope, auth, kind, id, version);
      await refusals?.(before);
      await remove();
      const entry = { entityType: kind.entityType, entityId: id, verb: 'delete' as const, summary: summary(before) };
      await audit(scope, auth, requestId, entry, kind.formOf(before), null);
      return { success: true as const, id, version: '' };
    });
  }

  /** Refuses keys of new nested entities that already name another entity of the company. */
  async function requireOwnKeys(
    scope: Scope,
    auth: AuthContext,
    entityType: string,
    wanted: Array<{ key: string; path: string }>,
    own: Set<number>,
  ) {
    const problems: FieldProblem[] = [];
    for (const { key, path } of wanted) {
      const id = await scope.repository.idOfKey(auth.idCompany, entityType, key);
      if (id !== undefined && !own.has(id)) problems.push({ field: path, message: `A chave '${key}' já está em uso` });
    }
    if (problems.length) throw validationError(problems);
  }

  /** Refuses meeting keys of a page or a class that name a meeting other than its own (stored under `owner`). */
  async function requireOwnMeetings(
    scope: Scope,
    auth: AuthContext,
    meetings: Array<{ key: string }> | undefined,
    path: string,
    owner?: { idTeam: number } | { idNode: number },
  ) {
    const stored = owner ? await scope.repository.findMeetings(auth.idCompany, owner) : [];
    const wanted = (meetings ?? []).map((meeting, index) => ({ key: meeting.key, path: `${path}.${index}.key` }));
    await requireOwnKeys(scope, auth, 'meeting', wanted, new Set(stored.map((meeting) => meeting.idMeeting)));
  }

  // ------------------------------------------------------------------------------------ Brand and apps

  async function appOf(auth: AuthContext, idApp: number) {
    const app = await repository.findApp(auth.idCompany, idApp);
    if (!app) throw new AppError('NOT_FOUND');
    return app;
  }

  async function featuresOf(scope: Scope, idCompany: number): Promise<ConsoleFeatures> {
    const stored = await scope.repository.findFeatures(idCompany);
    return Object.fromEntries(CONSOLE_FEATURES.map((code) => [code, stored.get(code) ?? false])) as ConsoleFeatures;
  }

  async function appAnswer(scope: Scope, auth: AuthContext, row: { idApp: number; bucket: string; idAppType: number }) {
    const app = appSettings(findApp(scope.pack, row.bucket));
    const features = await featuresOf(scope, auth.idCompany);
    return {
      success: true as const,
      idApp: row.idApp,
      bucket: row.bucket,
      type: (row.idAppType === 2 ? 2 : 1) as 1 | 2,
      version: versionOf({ app, features }),
      app,
      features,
    } satisfies AuthoringAppResponse;
  }

  // ------------------------------------------------------------------------------------------- Menus

  async function menuAnswer(scope: Scope, auth: AuthContext, idApp: number, bucket: string) {
    const app = findApp(scope.pack, bucket);
    const sections = app.sections ?? [];
    const keys = sectionKeys(sections).map((entry) => entry.key);
    const ids: Record<string, number> = {};
    const counts: Record<string, number> = {};
    for (const key of keys) {
      const idSection = await scope.repository.idOfKey(auth.idCompany, 'section', key);
      if (idSection === undefined) continue;
      ids[key] = idSection;
      counts[key] = (scope.pack.sectionContents ?? []).filter((item) => item.section === key).length;
    }
    const products = (scope.pack.storeProducts ?? [])
      .filter((product) => product.app === bucket)
      .map((product) => ({ key: product.key, title: product.title, section: product.section ?? null }));
    return {
      success: true as const,
      idApp,
      version: versionOf({ sections, products }),
      sections,
      sectionIds: ids,
      contentCounts: counts,
      products,
    } satisfies AuthoringMenuResponse;
  }

  // -------------------------------------------------------------------------------- Section contents

  async function sectionOf(auth: AuthContext, idSection: number) {
    const section = await repository.findSection(auth.idCompany, idSection);
    if (!section) throw new AppError('NOT_FOUND');
    return section;
  }

  async function sectionKeyOf(scope: Scope, auth: AuthContext, idSection: number): Promise<string> {
    const key = (await scope.repository.keysOf(auth.idCompany, 'section', [idSection])).get(idSection);
    if (!key) throw new AppError('NOT_FOUND');
    return key;
  }

  async function contentsAnswer(scope: Scope, auth: AuthContext, idSection: number) {
    const section = await scope.repository.findSection(auth.idCompany, idSection);
    if (!section) throw new AppError('NOT_FOUND');
    const sectionKey = await sectionKeyOf(scope, auth, idSection);
    const rows = await scope.repository.findTopContents(auth.idCompany, idSection);
    const keys = await scope.repository.keysOf(
      auth.idCompany,
      'sectionContent',
      rows.map((row) => row.idContentItem),
    );
    const items = rows.map((row) => ({
      idContentItem: row.idContentItem,
      key: keys.get(row.idContentItem) ?? '',
      text: row.text,
      type: row.idContentType,
      active: row.active === 1,
      image: row.image,
      parts: row.parts,
    }));
    return {
      success: true as const,
      idSection,
      idApp: section.idApp,
      sectionKey,
      sectionText: section.text,
      version: versionOf(items.map((item) => item.idContentItem)),
      items,
    } satisfies SectionContentsResponse;
  }

  async function contentKeyOf(scope: Scope, auth: AuthContext, idContentItem: number) {
    const row = await scope.repository.findSectionContent(auth.idCompany, idContentItem);
    // Parts are edited with the item they belong to.
    if (!row || row.parent !== null) throw new AppError('NOT_FOUND');
    const key = (await scope.repository.keysOf(auth.idCompany, 'sectionContent', [idContentItem])).get(idContentItem);
    if (!key) throw new AppError('NOT_FOUND');
    return { row, key };
  }

  async function contentAnswer(scope: Scope, auth: AuthContext, idContentItem: number) {
    const { row, key } = await contentKeyOf(scope, auth, idContentItem);
    const { section: _section, ...item } = findByKey(scope.pack.sectionContents, key);
    const room = row.idChatRoom ? await scope.repository.findChatRoom(auth.idCompany, row.idChatRoom) : undefined;
    return {
      success: true as const,
      idContentItem,
      idSection: row.idSection,
      idApp: row.idApp,
      version: versionOf(item),
      item,
      chatRoomName: room?.name ?? null,
    } satisfies SectionContentResponse;
  }

  /** Every key of an item and its parts, with its place in the request. */
  function partKeys(item: { key: string; children?: unknown[] | undefined }, path: string) {
    const found: Array<{ key: string; path: string }> = [{ key: item.key, path: `${path}.key` }];
    (item.children as Array<{ key: string; children?: unknown[] }> | undefined)?.forEach((child, index) => {
      found.push(...partKeys(child, `${path}.children.${index}`));
    });
    return found;
  }

  /**
   * Writes a section's items in their order with one of them new or changed: the import places items by
   * their order in the section, so the whole list goes in (the others as they are).
   */
  async function writeSectionContents(
    scope: Scope,
    auth: AuthContext,
    sectionKey: string,
    items: SectionContentDocument[],
    edited: number,
    chatRooms: Array<{ key: string; name: string; section: null }>,
  ) {
    await importFragment(
      scope,
      auth,
      { sectionContents: items, ...(chatRooms.length ? { chatRooms } : {}) },
      (path) => {
        const match = /^sectionContents\.(\d+)(.*)$/.exec(path);
        if (match) return Number(match[1]) === edited ? `item${match[2]}` : 'item';
        return path.startsWith('chatRooms') ? 'withChatRoom' : path;
      },
    );
    // Parts removed from the edited item go, with the members' votes and progress on them.
    const root = await scope.repository.idOfKey(auth.idCompany, 'sectionContent', items[edited]?.key ?? '');
    if (root === undefined) return;
    const descendants = await scope.repository.findContentDescendants(auth.idCompany, root);
    const keys = await scope.repository.keysOf(auth.idCompany, 'sectionContent', descendants);
    const wanted = new Set(partKeys(items[edited] as SectionContentDocument, 'item').map((entry) => entry.key));
    const removed = descendants.filter((id) => !wanted.has(keys.get(id) ?? ''));
    await scope.repository.deleteSectionContents(auth.idCompany, removed);
    void sectionKey;
  }

  /** The chat room a live item asks for: its own when it has one, a new one named after it otherwise. */
  function chatRoomFor(
    item: { key: string; text: string; chatRoom?: string | null | undefined },
    withChatRoom: boolean | undefined,
  ) {
    if (withChatRoom === false) return { chatRoom: null, rooms: [] };
    if (!withChatRoom || item.chatRoom) return { chatRoom: item.chatRoom ?? null, rooms: [] };
    const key = `sala-${item.key}`.slice(0, 200);
    return { chatRoom: key, rooms: [{ key, name: item.text.slice(0, 200), section: null as null }] };
  }

  // ---------------------------------------------------------------------------------------- Learning

  async function nodeOf(auth: AuthContext, idNode: number) {
    const node = await repository.findNode(auth.idCompany, idNode);
    if (!node) throw new AppError('NOT_FOUND');
    return node;
  }

  async function nodeAnswer(scope: Scope, auth: AuthContext, idNode: number) {
    const row = await scope.repository.findNode(auth.idCompany, idNode);
    if (!row) throw new AppError('NOT_FOUND');
    const full = findNode(scope.pack, row.nodeCode);
    const node = nodeWithoutClasses(full);
    const teams = await scope.repository.findTeamsOfNode(auth.idCompany, idNode);
    const keys = await scope.repository.keysOf(
      auth.idCompany,
      'team',
      teams.map((team) => team.idTeam),
    );
    const classes = teams.flatMap((team) => {
      const found = full.classes?.find((entry) => entry.key === keys.get(team.idTeam));
      return found
        ? [{ idTeam: team.idTeam, version: versionOf(found), class: found, enrolled: team.enrolledCount }]
        : [];
    });
    return {
      success: true as const,
      idNode,
      version: versionOf(node),
      node,
      classes,
    } satisfies AuthoringNodeResponse;
  }

  /** Meetings of a page or a class that the saved form no longer lists go. */
  async function removeMissingMeetings(
    scope: Scope,
    auth: AuthContext,
    owner: { idTeam: number } | { idNode: number },
    wanted: Array<{ key: string }> | undefined,
  ) {
    const keys = new Set((wanted ?? []).map((meeting) => meeting.key));
    const stored = await scope.repository.findMeetings(auth.idCompany, owner);
    await scope.repository.deleteMeetings(
      auth.idCompany,
      stored.filter((meeting) => !keys.has(meeting.key ?? '')).map((meeting) => meeting.idMeeting),
    );
  }

  async function teamAnswer(scope: Scope, auth: AuthContext, idTeam: number) {
    const row = await scope.repository.findTeam(auth.idCompany, idTeam);
    if (!row) throw new AppError('NOT_FOUND');
    const key = (await scope.repository.keysOf(auth.idCompany, 'team', [idTeam])).get(idTeam) ?? '';
    const { team } = findClass(scope.pack, key);
    return {
      success: true as const,
      idTeam,
      idNode: row.idNode,
      version: versionOf(team),
      class: team,
    } satisfies AuthoringClassResponse;
  }

  /** Writes one class of a page: the page goes in as it is (without blocks), with this class alone. */
  async function writeClass(scope: Scope, auth: AuthContext, node: NodeDocument, team: ClassDocument) {
    const { classes: _classes, blocks: _blocks, meetings: _meetings, tags: _tags, ...page } = node;
    await importFragment(scope, auth, { nodes: [{ ...page, classes: [team] }] }, under('nodes.0.classes.0', 'class'));
    const idTeam = await scope.repository.idOfKey(auth.idCompany, 'team', team.key);
    if (idTeam === undefined) throw new Error(`class ${team.key} was not written`);
    await removeMissingMeetings(scope, auth, { idTeam }, team.meetings);
    return idTeam;
  }

  async function keyedId(scope: Scope, auth: AuthContext, entityType: string, id: number): Promise<string> {
    const key = (await scope.repository.keysOf(auth.idCompany, entityType, [id])).get(id);
    if (!key) throw new AppError('NOT_FOUND');
    return key;
  }

  async function learningContentAnswer(scope: Scope, auth: AuthContext, idContentItem: number) {
    if (!(await scope.repository.findLearningContent(auth.idCompany, idContentItem))) throw new AppError('NOT_FOUND');
    const item = findByKey(scope.pack.contentItems, await keyedId(scope, auth, 'contentItem', idContentItem));
    return { success: true, idContentItem, version: versionOf(item), item } satisfies AuthoringLearningContentResponse;
  }

  async function evaluationAnswer(scope: Scope, auth: AuthContext, idEvaluation: number) {
    if (!(await scope.repository.findEvaluation(auth.idCompany, idEvaluation))) throw new AppError('NOT_FOUND');
    const evaluation = findByKey(scope.pack.evaluations, await keyedId(scope, auth, 'evaluation', idEvaluation));
    const version = versionOf(evaluation);
    const attempts = await scope.repository.countAttempts(auth.idCompany, idEvaluation);
    return { success: true, idEvaluation, version, evaluation, attempts } satisfies AuthoringEvaluationResponse;
  }

  async function campaignAnswer(scope: Scope, auth: AuthContext, idCampaign: number) {
    if (!(await scope.repository.findCampaign(auth.idCompany, idCampaign))) throw new AppError('NOT_FOUND');
    const campaign = findByKey(scope.pack.campaigns, await keyedId(scope, auth, 'campaign', idCampaign));
    const version = versionOf(campaign);
    const announcementSeen = await scope.repository.countCampaignNotices(auth.idCompany, idCampaign);
    return { success: true, idCampaign, version, campaign, announcementSeen } satisfies AuthoringCampaignResponse;
  }

  /** Re-reads the company's pack after a write, for the answer with the entity's new form and version. */
  async function reread(scope: Scope, auth: AuthContext): Promise<Scope> {
    return { ...scope, pack: await readCompanyPack(scope.trx, auth.idCompany) };
  }

  /** Each kind of entity a save writes: its answer and the form its version and audit entries are made of. */
  const sectionContentKind = kind('sectionContent', contentAnswer, (answer) => answer.item);
  const sectionOrderKind = kind('sectionOrder', contentsAnswer, (answer) =>
    answer.items.map((item) => item.idContentItem),
  );
  const nodeKind = kind('node', nodeAnswer, (answer) => answer.node);
  const classKind = kind('team', teamAnswer, (answer) => answer.class);
  const learningContentKind = listedKind(
    'contentItems',
    'learningContent',
    learningContentAnswer,
    (answer) => answer.item,
  );
  const evaluationKind = listedKind('evaluations', 'evaluation', evaluationAnswer, (answer) => answer.evaluation);
  const campaignKind = listedKind('campaigns', 'campaign', campaignAnswer, (answer) => answer.campaign);

  return {
    // ---------------------------------------------------------------------------------- Brand and apps

    async listApps(auth: AuthContext): Promise<AuthoringAppsResponse> {
      const apps = await repository.findApps(auth.idCompany);
      const hosts = await repository.findHosts(apps.map((app) => app.idApp));
      return {
        success: true,
        apps: apps.map((app) => ({
          idApp: app.idApp,
          bucket: app.bucket,
          type: app.idAppType === 2 ? 2 : 1,
          name: app.name,
          hosts: hosts.filter((host) => host.idApp === app.idApp).map((host) => host.host),
          logo: app.logo,
          primaryColor: app.primaryColor,
        })),
      };
    },

    async getApp(auth: AuthContext, idApp: number) {
      const row = await appOf(auth, idApp);
      return read(auth, (scope) => appAnswer(scope, auth, row));
    },

    /** Saves an app's brand, login, landing page, hosts, SAML and features; a host of another company is refused. */
    async saveApp(auth: AuthContext, idApp: number, body: SaveAppBody, requestId: string) {
      const row = await appOf(auth, idApp);
      const appKind = kind(
        'app',
        (scope) => appAnswer(scope, auth, row),
        (answer) => ({ app: answer.app, features: answer.features }),
      );
      const saved = await save(auth, async (scope) => {
        const before = await currentAnswer(scope, auth, appKind, idApp, body.version);
        const { sections: _sections, ...current } = findApp(scope.pack, row.bucket);
        await importFragment(
          scope,
          auth,
          { apps: [{ ...body.app, bucket: current.bucket, type: current.type }] },
          under('apps.0', 'app'),
          { allowHostChanges: true },
        );
        for (const code of CONSOLE_FEATURES) {
          if (before.features[code] !== body.features[code])
            await scope.repository.setFeature(auth.idCompany, code, body.features[code]);
        }
        return answerSaved(scope, auth, requestId, appKind, {
          id: idApp,
          summary: `Aplicativo alterado: ${body.app.name}`,
          before,
        });
      });
      // Once committed: a host just added opens the app, one just removed no longer does.
      onHostsChanged?.();
      return saved;
    },

    // ------------------------------------------------------------------------------------------- Menus

    async getMenu(auth: AuthContext, idApp: number) {
      const row = await appOf(auth, idApp);
      return read(auth, (scope) => menuAnswer(scope, auth, idApp, row.bucket));
    },

    /**
     * Saves a content app's whole menu (order, nesting and every section's fields) and which products unlock
     * which section. A section left out is removed when nothing names it; otherwise the save is refused.
     */
    async saveMenu(auth: AuthContext, idApp: number, body: SaveMenuBody, requestId: string) {
      const row = await appOf(auth, idApp);
      const menuKind = kind(
        'menu',
        (scope) => menuAnswer(scope, auth, idApp, row.bucket),
        (answer) => ({ sections: answer.sections, products: answer.products }),
      );
      return save(auth, async (scope) => {
        const before = await currentAnswer(scope, auth, menuKind, idApp, body.version);
        // A section key must be this app's or new: it may not take over another app's section.
        const own = new Set(
          (await scope.repository.findSectionsOfApp(auth.idCompany, idApp)).map((section) => section.idSection),
        );
        const wanted = sectionKeys(body.sections);
        await requireOwnKeys(scope, auth, 'section', wanted, own);
        const { sections: _sections, ...app } = findApp(scope.pack, row.bucket);
        const products = (body.unlocks ?? []).map((unlock, index) => {
          const product = scope.pack.storeProducts?.find(
            (entry) => entry.key === unlock.product && entry.app === row.bucket,
          );
          if (!product)
            throw validationError([{ field: `unlocks.${index}.product`, message: 'Produto não encontrado' }]);
          return { ...product, section: unlock.section };
        });
        await importFragment(
          scope,
          auth,
          { apps: [{ ...app, sections: body.sections }], ...(products.length ? { storeProducts: products } : {}) },
          (path) => {
            const unlock = /^storeProducts\.(\d+)\.section$/.exec(path);
            if (unlock) return `unlocks.${unlock[1]}.section`;
            return under('apps.0.sections', 'sections')(path);
          },
        );
        // Sections the menu no longer has: removed when empty, otherwise the save is refused.
        const kept = new Set(wanted.map((entry) => entry.key));
        const stored = await scope.repository.keysOf(auth.idCompany, 'section', [...own]);
        const removed: number[] = [];
        const problems: FieldProblem[] = [];
        for (const idSection of own) {
          if (kept.has(stored.get(idSection) ?? '')) continue;
          if ((await scope.repository.sectionUsage(auth.idCompany, idSection)) > 0) {
            const section = await scope.repository.findSection(auth.idCompany, idSection);
            problems.push({
              field: 'sections',
              message: `A seção '${section?.text ?? idSection}' tem conteúdos e não pode ser removida: despublique-a ou remova os conteúdos antes.`,
            });
          } else removed.push(idSection);
        }
        if (problems.length) throw validationError(problems);
        await scope.repository.deleteSections(auth.idCompany, removed);
        return answerSaved(scope, auth, requestId, menuKind, {
          id: idApp,
          summary: `Menu alterado: ${row.name}`,
          before,
        });
      });
    },

    // -------------------------------------------------------------------------------- Section contents

    async listSectionContents(auth: AuthContext, idSection: number) {
      await sectionOf(auth, idSection);
      return read(auth, (scope) => contentsAnswer(scope, auth, idSection));
    },

    async getSectionContent(auth: AuthContext, idContentItem: number) {
      return read(auth, (scope) => contentAnswer(scope, auth, idContentItem));
    },

    /** Adds an item at the end of a section (its key and its parts' keys new to the company). */
    async createSectionContent(
      auth: AuthContext,
      idSection: number,
      body: CreateSectionContentBody,
      requestId: string,
    ) {
      await sectionOf(auth, idSection);
      const created = await save(auth, async (scope) => {
        const sectionKey = await sectionKeyOf(scope, auth, idSection);
        const key = await unusedKey(scope, auth, 'sectionContent', body.item.key, 'conteudo');
        const item = { ...body.item, key, section: sectionKey };
        await requireOwnKeys(scope, auth, 'sectionContent', partKeys(item, 'item').slice(1), new Set());
        const room = chatRoomFor(item, body.withChatRoom);
        const items = [...findSectionContents(scope.pack, sectionKey), { ...item, chatRoom: room.chatRoom }];
        await writeSectionContents(scope, auth, sectionKey, items, items.length - 1, room.rooms);
        const id = (await scope.repository.idOfKey(auth.idCompany, 'sectionContent', key)) as number;
        return answerSaved(scope, auth, requestId, sectionContentKind, {
          id,
          summary: `Conteúdo criado: ${item.text}`,
          before: null,
        });
      });
      return created;
    },

    async saveSectionContent(
      auth: AuthContext,
      idContentItem: number,
      body: SaveSectionContentBody,
      requestId: string,
    ) {
      return save(auth, async (scope) => {
        const before = await currentAnswer(scope, auth, sectionContentKind, idContentItem, body.version);
        const { key } = await contentKeyOf(scope, auth, idContentItem);
        const own = new Set([
          idContentItem,
          ...(await scope.repository.findContentDescendants(auth.idCompany, idContentItem)),
        ]);
        const sectionKey = await sectionKeyOf(scope, auth, before.idSection);
        const item = { ...body.item, key, section: sectionKey };
        await requireOwnKeys(scope, auth, 'sectionContent', partKeys(item, 'item'), own);
        const room = chatRoomFor(item, body.withChatRoom);
        const items = findSectionContents(scope.pack, sectionKey);
        const index = items.findIndex((entry) => entry.key === key);
        items[index] = { ...item, chatRoom: room.chatRoom };
        await writeSectionContents(scope, auth, sectionKey, items, index, room.rooms);
        return answerSaved(scope, auth, requestId, sectionContentKind, {
          id: idContentItem,
          summary: `Conteúdo alterado: ${item.text}`,
          before,
        });
      });
    },

    /** Removes an item with its parts and the members' votes and progress on them. */
    async deleteSectionContent(auth: AuthContext, idContentItem: number, version: string, requestId: string) {
      return removeAuthored(auth, requestId, sectionContentKind, { id: idContentItem, version }, (scope) => ({
        summary: (before) => `Conteúdo removido: ${before.item.text}`,
        remove: async () => {
          const parts = await scope.repository.findContentDescendants(auth.idCompany, idContentItem);
          await scope.repository.deleteSectionContents(auth.idCompany, [...parts.reverse(), idContentItem]);
        },
      }));
    },

    /** Puts a section's items in the given order (every item of the section, each once). */
    async reorderSectionContents(
      auth: AuthContext,
      idSection: number,
      body: { version: string; order: number[] },
      requestId: string,
    ) {
      await sectionOf(auth, idSection);
      return save(auth, async (scope) => {
        const before = await currentAnswer(scope, auth, sectionOrderKind, idSection, body.version);
        const ids = before.items.map((item) => item.idContentItem);
        if (
          body.order.length !== ids.length ||
          new Set(body.order).size !== ids.length ||
          body.order.some((id) => !ids.includes(id))
        )
          throw validationError([{ field: 'order', message: 'A nova ordem deve ter cada conteúdo da seção uma vez' }]);
        await scope.repository.setContentPositions(auth.idCompany, idSection, body.order);
        const after = await contentsAnswer(scope, auth, idSection);
        await audit(
          scope,
          auth,
          requestId,
          {
            entityType: 'sectionOrder',
            entityId: idSection,
            verb: 'update',
            summary: `Ordem dos conteúdos alterada: ${before.sectionText}`,
          },
          { order: before.items.map((item) => item.text) },
          { order: after.items.map((item) => item.text) },
        );
        return { ...after, id: idSection };
      });
    },

    // ---------------------------------------------------------------------------------------- Learning

    async learningSummary(auth: AuthContext): Promise<LearningSummaryResponse> {
      return read(auth, async (scope) => {
        const found = await scope.repository.learningSummary(auth.idCompany);
        const contentKeys = await scope.repository.keysOf(
          auth.idCompany,
          'contentItem',
          found.contents.map((row) => row.idContentItem),
        );
        const evaluationKeys = await scope.repository.keysOf(
          auth.idCompany,
          'evaluation',
          found.evaluations.map((row) => row.idEvaluation),
        );
        return {
          success: true,
          nodes: found.nodes.map((node) => ({
            idNode: node.idNode,
            code: node.nodeCode,
            title: node.title,
            type: node.nodeType === 'ORGANIZATION' ? ('ORGANIZATION' as const) : ('LEARNING' as const),
            status: node.status,
            entryPoint: node.entryPoint === 1,
            classes: Number(found.teams.find((team) => team.idNode === node.idNode)?.n ?? 0),
          })),
          contents: found.contents.map((row) => ({
            idContentItem: row.idContentItem,
            key: contentKeys.get(row.idContentItem) ?? '',
            text: row.text,
            type: row.idContentType,
          })),
          evaluations: found.evaluations.map((row) => ({
            idEvaluation: row.idEvaluation,
            key: evaluationKeys.get(row.idEvaluation) ?? '',
            title: row.title,
            type: row.evaluationType,
            questions: Number(found.questions.find((entry) => entry.idEvaluation === row.idEvaluation)?.n ?? 0),
          })),
        };
      });
    },

    async getNode(auth: AuthContext, idNode: number) {
      await nodeOf(auth, idNode);
      return read(auth, (scope) => nodeAnswer(scope, auth, idNode));
    },

    /** Creates a page or training; its code is its address and key, so it must be new to the company. */
    async createNode(auth: AuthContext, body: z.output<typeof createNodeRequest>, requestId: string) {
      return save(auth, async (scope) => {
        if (await scope.repository.findNodeByCode(auth.idCompany, body.node.code))
          throw validationError([{ field: 'node.code', message: 'Já existe uma página com este código' }]);
        await requireOwnMeetings(scope, auth, body.node.meetings, 'node.meetings');
        await importFragment(scope, auth, { nodes: [body.node] }, under('nodes.0', 'node'));
        const id = (await scope.repository.findNodeByCode(auth.idCompany, body.node.code))?.idNode as number;
        return answerSaved(scope, auth, requestId, nodeKind, {
          id,
          summary: `Página criada: ${body.node.title}`,
          before: null,
        });
      });
    },

    async saveNode(auth: AuthContext, idNode: number, body: z.output<typeof saveNodeRequest>, requestId: string) {
      const row = await nodeOf(auth, idNode);
      return save(auth, async (scope) => {
        const before = await currentAnswer(scope, auth, nodeKind, idNode, body.version);
        if (body.node.code !== row.nodeCode)
          throw validationError([{ field: 'node.code', message: 'O código de uma página não muda depois de criada' }]);
        await requireOwnMeetings(scope, auth, body.node.meetings, 'node.meetings', { idNode });
        await importFragment(
          scope,
          auth,
          { nodes: [{ ...body.node, blocks: body.node.blocks ?? [], tags: body.node.tags ?? [] }] },
          under('nodes.0', 'node'),
        );
        await removeMissingMeetings(scope, auth, { idNode }, body.node.meetings);
        return answerSaved(scope, auth, requestId, nodeKind, {
          id: idNode,
          summary: `Página alterada: ${body.node.title}`,
          before,
        });
      });
    },

    async getClass(auth: AuthContext, idTeam: number) {
      if (!(await repository.findTeam(auth.idCompany, idTeam))) throw new AppError('NOT_FOUND');
      return read(auth, (scope) => teamAnswer(scope, auth, idTeam));
    },

    async createClass(auth: AuthContext, idNode: number, body: z.output<typeof createClassRequest>, requestId: string) {
      const row = await nodeOf(auth, idNode);
      return save(auth, async (scope) => {
        const key = await unusedKey(scope, auth, 'team', body.class.key, 'turma');
        const team = { ...body.class, key };
        await requireOwnMeetings(scope, auth, team.meetings, 'class.meetings');
        const id = await writeClass(scope, auth, findNode(scope.pack, row.nodeCode), team);
        return answerSaved(scope, auth, requestId, classKind, {
          id,
          summary: `Turma criada: ${team.name} (${row.title})`,
          before: null,
        });
      });
    },

    async saveClass(auth: AuthContext, idTeam: number, body: z.output<typeof saveClassRequest>, requestId: string) {
      if (!(await repository.findTeam(auth.idCompany, idTeam))) throw new AppError('NOT_FOUND');
      return save(auth, async (scope) => {
        const before = await currentAnswer(scope, auth, classKind, idTeam, body.version);
        const { node, team: current } = findClass(scope.pack, before.class.key);
        const team = { ...body.class, key: current.key };
        await requireOwnMeetings(scope, auth, team.meetings, 'class.meetings', { idTeam });
        await writeClass(scope, auth, node, { ...team, attachments: team.attachments ?? [] });
        return answerSaved(scope, auth, requestId, classKind, {
          id: idTeam,
          summary: `Turma alterada: ${team.name}`,
          before,
        });
      });
    },

    /** Removes a class nobody enrolled in (nor asked to); a class with members is closed instead (status). */
    async deleteClass(auth: AuthContext, idTeam: number, version: string, requestId: string) {
      if (!(await repository.findTeam(auth.idCompany, idTeam))) throw new AppError('NOT_FOUND');
      return removeAuthored(auth, requestId, classKind, { id: idTeam, version }, (scope) => ({
        summary: (before) => `Turma removida: ${before.class.name}`,
        refusals: async () => {
          if ((await scope.repository.countEnrollments(auth.idCompany, idTeam)) > 0)
            refuse('Esta turma tem matrículas: em vez de removê-la, mude a situação para inativa.');
        },
        remove: () => scope.repository.deleteTeam(auth.idCompany, idTeam),
      }));
    },

    async getLearningContent(auth: AuthContext, idContentItem: number) {
      return read(auth, (scope) => learningContentAnswer(scope, auth, idContentItem));
    },

    async createLearningContent(
      auth: AuthContext,
      body: z.output<typeof createLearningContentRequest>,
      requestId: string,
    ) {
      const summary = `Conteúdo criado: ${body.item.text}`;
      return createListed(auth, requestId, learningContentKind, { entity: body.item, summary });
    },

    async saveLearningContent(
      auth: AuthContext,
      idContentItem: number,
      body: z.output<typeof saveLearningContentRequest>,
      requestId: string,
    ) {
      const summary = `Conteúdo alterado: ${body.item.text}`;
      return saveListed(auth, requestId, learningContentKind, idContentItem, body.version, {
        entity: body.item,
        summary,
      });
    },

    async getEvaluation(auth: AuthContext, idEvaluation: number) {
      return read(auth, (scope) => evaluationAnswer(scope, auth, idEvaluation));
    },

    async createEvaluation(auth: AuthContext, body: z.output<typeof createEvaluationRequest>, requestId: string) {
      const summary = `Avaliação criada: ${body.evaluation.title}`;
      return createListed(auth, requestId, evaluationKind, { entity: withQuestions(body.evaluation), summary });
    },

    /**
     * Saves an evaluation's settings and questions. A changed question is a new version of it: attempts
     * already started keep the version they show (`docs/packs.md`, "Question files").
     */
    async saveEvaluation(
      auth: AuthContext,
      idEvaluation: number,
      body: z.output<typeof saveEvaluationRequest>,
      requestId: string,
    ) {
      const entity = withQuestions(body.evaluation);
      return saveListed(auth, requestId, evaluationKind, idEvaluation, body.version, {
        entity,
        summary: `Avaliação alterada: ${entity.title}`,
      });
    },

    // -------------------------------------------------------------------------------------- Campaigns

    async listDepartments(auth: AuthContext): Promise<DepartmentsResponse> {
      return { success: true, departments: await repository.findDepartments(auth.idCompany) };
    },

    async getCampaign(auth: AuthContext, idCampaign: number) {
      return read(auth, (scope) => campaignAnswer(scope, auth, idCampaign));
    },

    async createCampaign(auth: AuthContext, body: z.output<typeof createCampaignRequest>, requestId: string) {
      const summary = `Campanha criada: ${body.campaign.name}`;
      return createListed(auth, requestId, campaignKind, { entity: withEvents(body.campaign), summary });
    },

    async saveCampaign(
      auth: AuthContext,
      idCampaign: number,
      body: z.output<typeof saveCampaignRequest>,
      requestId: string,
    ) {
      const entity = withEvents(body.campaign);
      const summary = body.announceAgain
        ? `Campanha alterada e anunciada de novo: ${entity.name}`
        : `Campanha alterada: ${entity.name}`;
      // Announced again: the members who saw the announcement see it once more.
      const afterImport = async (scope: Scope) => {
        if (body.announceAgain) await scope.repository.clearCampaignNotices(auth.idCompany, idCampaign);
      };
      const saved = { entity, summary, afterImport };
      return saveListed(auth, requestId, campaignKind, idCampaign, body.version, saved);
    },

    /**
     * Removes a page nothing depends on: not the app's home, in no other page, without classes, enrollments,
     * certificates or a page naming it as its equivalent. One in use is refused, saying what to do instead
     * (archive it: `docs/decisions.md`, "Removing in the console").
     */
    async deleteNode(auth: AuthContext, idNode: number, version: string, requestId: string) {
      return removeAuthored(auth, requestId, nodeKind, { id: idNode, version }, (scope) => ({
        summary: (before) => `Página removida: ${before.node.title}`,
        refusals: async (before) => {
          const row = await scope.repository.findNode(auth.idCompany, idNode);
          if (row?.entryPoint === 1) refuse('A página inicial do aplicativo não pode ser removida.');
          await refuseWhenListed(scope, auth, 'idNode', idNode);
          if (before.classes.length > 0)
            refuse('Esta página tem turmas: remova-as antes, ou arquive a página (Situação: Arquivado).');
          const uses = await scope.repository.usesOf(auth.idCompany, 'idNode', idNode, [
            'learning_teams',
            'learning_enrollments',
            'learning_enrollment_requests',
            'learning_node_enrollments',
          ]);
          if (Object.keys(uses).length > 0)
            refuse('Membros já estudaram nesta página: em vez de removê-la, arquive-a (Situação: Arquivado).');
          if ((await scope.repository.countEquivalentsNaming(auth.idCompany, before.node.code)) > 0)
            refuse('Outra página tem esta como equivalente: mude aquela página antes de remover esta.');
        },
        remove: () => scope.repository.deleteNode(auth.idCompany, idNode),
      }));
    },

    /** Removes a learning content in no page that no member opened; one in use is unpublished instead. */
    async deleteLearningContent(auth: AuthContext, idContentItem: number, version: string, requestId: string) {
      return removeAuthored(auth, requestId, learningContentKind, { id: idContentItem, version }, (scope) => ({
        summary: (before) => `Conteúdo removido: ${before.item.text}`,
        refusals: async () => {
          await refuseWhenListed(scope, auth, 'idContentItem', idContentItem);
          const uses = await scope.repository.usesOf(auth.idCompany, 'idContentItem', idContentItem, [
            'learning_content_enrollments',
            'learning_content_trackings',
            'learning_scorm_packages',
          ]);
          if (Object.keys(uses).length > 0)
            refuse(
              'Membros já acessaram este conteúdo: em vez de removê-lo, desmarque “Publicado” para tirá-lo do ar.',
            );
        },
        remove: () => scope.repository.deleteLearningContent(auth.idCompany, idContentItem),
      }));
    },

    /** Removes an evaluation in no page that nobody started; one answered stays (its answers and grades). */
    async deleteEvaluation(auth: AuthContext, idEvaluation: number, version: string, requestId: string) {
      return removeAuthored(auth, requestId, evaluationKind, { id: idEvaluation, version }, (scope) => ({
        summary: (before) => `Avaliação removida: ${before.evaluation.title}`,
        refusals: async (before) => {
          await refuseWhenListed(scope, auth, 'idEvaluation', idEvaluation);
          if (before.attempts > 0)
            refuse('Membros já responderam esta avaliação: ela fica, com as respostas e notas; retire-a das páginas.');
        },
        remove: () => scope.repository.deleteEvaluation(auth.idCompany, idEvaluation),
      }));
    },

    /** Removes a campaign nobody earned points in; one with points is deactivated instead. */
    async deleteCampaign(auth: AuthContext, idCampaign: number, version: string, requestId: string) {
      return removeAuthored(auth, requestId, campaignKind, { id: idCampaign, version }, (scope) => ({
        summary: (before) => `Campanha removida: ${before.campaign.name}`,
        refusals: async () => {
          const uses = await scope.repository.usesOf(auth.idCompany, 'idCampaign', idCampaign, ['campaign_points']);
          if (Object.keys(uses).length > 0)
            refuse('Membros já ganharam pontos nesta campanha: em vez de removê-la, desmarque “Campanha ativa”.');
        },
        remove: () => scope.repository.deleteCampaign(auth.idCompany, idCampaign),
      }));
    },
  };
};

/** Refuses a removal, saying why and what to do instead. */
function refuse(message: string): never {
  throw new AppError('AUTHORING_IN_USE', { message });
}

/** What refuses removing what pages list among their elements, given the first names of those pages. */
const LISTED_REFUSALS = {
  idNode: (names: string) => `Esta página está em outras páginas (${names}): retire-a delas antes de removê-la.`,
  idContentItem: (names: string) => `Este conteúdo está em páginas (${names}): retire-o delas antes de removê-lo.`,
  idEvaluation: (names: string) => `Esta avaliação está em páginas (${names}): retire-a delas antes de removê-la.`,
};

/** Refuses removing what pages list among their elements, naming those pages. */
async function refuseWhenListed(
  scope: Scope,
  auth: AuthContext,
  element: 'idNode' | 'idContentItem' | 'idEvaluation',
  id: number,
) {
  const pages = (await scope.repository.pagesListing(auth.idCompany, element, id)).filter(
    (page) => element !== 'idNode' || page.idNode !== id,
  );
  if (pages.length === 0) return;
  const names = pages.slice(0, 3).map((page) => `“${page.title}”`);
  const more = pages.length > 3 ? ` e mais ${pages.length - 3}` : '';
  refuse(LISTED_REFUSALS[element](`${names.join(', ')}${more}`));
}

export type AuthoringService = ReturnType<typeof authoringService>;
