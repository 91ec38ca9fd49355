import { compareText } from '@trilha/shared/rules/text-order';
import { sql } from 'kysely';
import { deleteCompanyRows, fromCompany, updateCompanyRows } from '../../db/company-rows';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/migration-helpers';
import { byText } from '../../db/text-order';

/** The company's pack keys of one entity type: where every key lookup starts. */
function packKeys(db: Db, idCompany: number, entityType: string) {
  return fromCompany(db, 'pack_keys', idCompany, { entityType });
}

/** The rows the console finds, checks and removes; every function takes the company first. */
export const authoringRepository = ({ db }: { db: Db }) => ({
  /**
   * Serialises the console's saves of a company on PostgreSQL (SQLite runs one transaction at a time), so
   * two saves of the same entity cannot both pass the version check. Call inside the transaction.
   */
  async lockCompany(idCompany: number): Promise<void> {
    if (!isPostgres(db as never)) return;
    await sql`select pg_advisory_xact_lock(2600, ${idCompany})`.execute(db);
  },

  findApps(idCompany: number) {
    return fromCompany(db, 'apps', idCompany)
      .select(['idApp', 'bucket', 'idAppType', 'name', 'logo', 'primaryColor'])
      .orderBy('idApp')
      .execute();
  },

  findApp(idCompany: number, idApp: number) {
    return fromCompany(db, 'apps', idCompany, { idApp })
      .select(['idApp', 'bucket', 'idAppType', 'name'])
      .executeTakeFirst();
  },

  async findHosts(idApps: number[]) {
    if (idApps.length === 0) return [];
    return db.selectFrom('app_hosts').selectAll().where('idApp', 'in', idApps).orderBy('position').execute();
  },

  async findFeatures(idCompany: number): Promise<Map<string, boolean>> {
    const rows = await fromCompany(db, 'company_features', idCompany).select(['code', 'active']).execute();
    return new Map(rows.map((row) => [row.code, row.active === 1]));
  },

  async setFeature(idCompany: number, code: string, active: boolean): Promise<void> {
    const value = active ? 1 : 0;
    const updated = await updateCompanyRows(db, 'company_features', idCompany, { code })
      .set({ active: value })
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0)
      await db.insertInto('company_features').values({ idCompany, code, active: value }).execute();
  },

  findSection(idCompany: number, idSection: number) {
    return fromCompany(db, 'sections', idCompany, { idSection })
      .select(['idSection', 'idApp', 'idSectionType', 'text', 'parentIdSection'])
      .executeTakeFirst();
  },

  findSectionsOfApp(idCompany: number, idApp: number) {
    return fromCompany(db, 'sections', idCompany, { idApp }).select(['idSection', 'text', 'parentIdSection']).execute();
  },

  /** How many rows name a section, by kind: a section with any of them is not removed. */
  async sectionUsage(idCompany: number, idSection: number): Promise<number> {
    const count = async (table: 'content_items' | 'library_items' | 'section_messages' | 'user_uploads') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('idCompany', '=', idCompany)
            .where('idSection', '=', idSection)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const rooms = await fromCompany(db, 'chat_rooms', idCompany, { idSection })
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const learning = await fromCompany(db, 'learning_content_items', idCompany, { idSection })
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return (
      (await count('content_items')) +
      (await count('library_items')) +
      (await count('section_messages')) +
      (await count('user_uploads')) +
      Number(rooms.n) +
      Number(learning.n)
    );
  },

  /** Removes sections nobody names any more: the store's link to them and the menu's links to them go first. */
  async deleteSections(idCompany: number, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await updateCompanyRows(db, 'store_products', idCompany)
      .set({ idSection: null })
      .where('idSection', 'in', ids)
      .execute();
    await updateCompanyRows(db, 'sections', idCompany).set({ sectionTo: null }).where('sectionTo', 'in', ids).execute();
    await deleteCompanyRows(db, 'sections', idCompany).where('idSection', 'in', ids).execute();
    await this.forgetKeys(idCompany, 'section', ids);
  },

  findSectionContent(idCompany: number, idContentItem: number) {
    return fromCompany(db, 'content_items', idCompany, { idContentItem })
      .select(['idContentItem', 'idSection', 'idApp', 'parent', 'idChatRoom', 'text'])
      .executeTakeFirst();
  },

  /** The items listed in a section (not their parts), in order, with how many parts each has. */
  async findTopContents(idCompany: number, idSection: number) {
    const rows = await fromCompany(db, 'content_items', idCompany, { idSection })
      .select(['idContentItem', 'text', 'idContentType', 'active', 'image', 'position'])
      .where('parent', 'is', null)
      .orderBy('position')
      .orderBy('idContentItem')
      .execute();
    const parts = rows.length
      ? await fromCompany(db, 'content_items', idCompany)
          .select((eb) => ['parent', eb.fn.countAll<number>().as('n')])
          .where(
            'parent',
            'in',
            rows.map((row) => row.idContentItem),
          )
          .groupBy('parent')
          .execute()
      : [];
    return rows.map((row) => ({
      ...row,
      parts: Number(parts.find((entry) => entry.parent === row.idContentItem)?.n ?? 0),
    }));
  },

  /** Every part below an item (its children, their children...). */
  async findContentDescendants(idCompany: number, idContentItem: number): Promise<number[]> {
    const found: number[] = [];
    let level = [idContentItem];
    while (level.length > 0) {
      const rows = await fromCompany(db, 'content_items', idCompany)
        .select('idContentItem')
        .where('parent', 'in', level)
        .execute();
      level = rows.map((row) => row.idContentItem).filter((id) => !found.includes(id));
      found.push(...level);
    }
    return found;
  },

  /** Removes content items with the members' votes and progress on them (parts before the items they belong to). */
  async deleteSectionContents(idCompany: number, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await deleteCompanyRows(db, 'content_ratings', idCompany).where('idContentItem', 'in', ids).execute();
    await deleteCompanyRows(db, 'content_progress', idCompany).where('idContentItem', 'in', ids).execute();
    await updateCompanyRows(db, 'content_items', idCompany)
      .set({ parent: null })
      .where('idContentItem', 'in', ids)
      .execute();
    await deleteCompanyRows(db, 'content_items', idCompany).where('idContentItem', 'in', ids).execute();
    await this.forgetKeys(idCompany, 'sectionContent', ids);
  },

  async setContentPositions(idCompany: number, idSection: number, order: number[]): Promise<void> {
    for (const [position, idContentItem] of order.entries()) {
      await updateCompanyRows(db, 'content_items', idCompany, { idSection, idContentItem }).set({ position }).execute();
    }
  },

  findChatRoom(idCompany: number, idChatRoom: number) {
    return fromCompany(db, 'chat_rooms', idCompany, { idChatRoom }).select(['idChatRoom', 'name']).executeTakeFirst();
  },

  findNode(idCompany: number, idNode: number) {
    return fromCompany(db, 'learning_nodes', idCompany, { idNode })
      .select(['idNode', 'nodeCode', 'title', 'nodeType', 'entryPoint'])
      .executeTakeFirst();
  },

  findNodeByCode(idCompany: number, nodeCode: string) {
    return fromCompany(db, 'learning_nodes', idCompany, { nodeCode }).select(['idNode', 'nodeCode']).executeTakeFirst();
  },

  findTeam(idCompany: number, idTeam: number) {
    return fromCompany(db, 'learning_teams', idCompany, { idTeam })
      .select(['idTeam', 'idNode', 'name', 'enrolledCount'])
      .executeTakeFirst();
  },

  findTeamsOfNode(idCompany: number, idNode: number) {
    return fromCompany(db, 'learning_teams', idCompany, { idNode })
      .select(['idTeam', 'enrolledCount'])
      .orderBy('idTeam')
      .execute();
  },

  async countEnrollments(idCompany: number, idTeam: number): Promise<number> {
    const row = await fromCompany(db, 'learning_enrollments', idCompany, { idTeam })
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const requests = await fromCompany(db, 'learning_enrollment_requests', idCompany, { idTeam })
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n) + Number(requests.n);
  },

  async deleteTeam(idCompany: number, idTeam: number): Promise<void> {
    const meetings = await fromCompany(db, 'learning_meetings', idCompany, { idTeam }).select('idMeeting').execute();
    await this.deleteMeetings(
      idCompany,
      meetings.map((row) => row.idMeeting),
    );
    await deleteCompanyRows(db, 'learning_attachments', idCompany, { idTeam }).execute();
    await deleteCompanyRows(db, 'learning_comments', idCompany)
      .where('entityType', '=', 'TEAM')
      .where('entityId', '=', idTeam)
      .execute();
    await deleteCompanyRows(db, 'learning_teams', idCompany, { idTeam }).execute();
    await this.forgetKeys(idCompany, 'team', [idTeam]);
  },

  /** Meetings of a class (`idTeam`) or of a page (`idNode`, outside classes), with their pack keys. */
  async findMeetings(idCompany: number, owner: { idTeam: number } | { idNode: number }) {
    let query = fromCompany(db, 'learning_meetings', idCompany).select('idMeeting');
    query =
      'idTeam' in owner
        ? query.where('idTeam', '=', owner.idTeam)
        : query.where('idNode', '=', owner.idNode).where('idTeam', 'is', null);
    const rows = await query.execute();
    const keys = await this.keysOf(
      idCompany,
      'meeting',
      rows.map((row) => row.idMeeting),
    );
    return rows.map((row) => ({ idMeeting: row.idMeeting, key: keys.get(row.idMeeting) ?? null }));
  },

  async deleteMeetings(idCompany: number, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await deleteCompanyRows(db, 'learning_meetings', idCompany).where('idMeeting', 'in', ids).execute();
    await this.forgetKeys(idCompany, 'meeting', ids);
  },

  findLearningContent(idCompany: number, idContentItem: number) {
    return fromCompany(db, 'learning_content_items', idCompany, { idContentItem })
      .select(['idContentItem', 'text'])
      .executeTakeFirst();
  },

  findEvaluation(idCompany: number, idEvaluation: number) {
    return fromCompany(db, 'learning_evaluations', idCompany, { idEvaluation })
      .select(['idEvaluation', 'title'])
      .executeTakeFirst();
  },

  async countAttempts(idCompany: number, idEvaluation: number): Promise<number> {
    const row = await fromCompany(db, 'learning_questionnaires', idCompany, { idEvaluation })
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  findCampaign(idCompany: number, idCampaign: number) {
    return fromCompany(db, 'campaigns', idCompany, { idCampaign }).select(['idCampaign', 'name']).executeTakeFirst();
  },

  /** How many members closed a campaign's announcement. */
  async countCampaignNotices(idCompany: number, idCampaign: number): Promise<number> {
    const row = await fromCompany(db, 'campaign_notices', idCompany, { idCampaign })
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Forgets who closed a campaign's announcement, so every member taking part sees it again. */
  async clearCampaignNotices(idCompany: number, idCampaign: number): Promise<void> {
    await deleteCompanyRows(db, 'campaign_notices', idCompany, { idCampaign }).execute();
  },

  /** The departments of the company's members, by name. */
  async findDepartments(idCompany: number): Promise<string[]> {
    const rows = await db
      .selectFrom('users')
      .select('department')
      .distinct()
      .where('idCompany', '=', idCompany)
      .where('department', 'is not', null)
      .execute();
    return rows
      .map((row) => (row.department ?? '').trim())
      .filter((name) => name !== '')
      .sort(compareText);
  },

  /** The row id a pack key names in the company. */
  async idOfKey(idCompany: number, entityType: string, key: string): Promise<number | undefined> {
    const row = await packKeys(db, idCompany, entityType)
      .select('entityId')
      .where('packKey', '=', key)
      .executeTakeFirst();
    return row?.entityId;
  },

  /** The pack keys of some rows. */
  async keysOf(idCompany: number, entityType: string, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await packKeys(db, idCompany, entityType)
      .select(['entityId', 'packKey'])
      .where('entityId', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.entityId, row.packKey]));
  },

  async forgetKeys(idCompany: number, entityType: string, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await deleteCompanyRows(db, 'pack_keys', idCompany, { entityType }).where('entityId', 'in', ids).execute();
  },

  /** Learning nodes, contents and evaluations with what the console's lists show. */
  async learningSummary(idCompany: number) {
    const [nodes, teams, contents, evaluations, questions] = await Promise.all([
      fromCompany(db, 'learning_nodes', idCompany)
        .select(['idNode', 'nodeCode', 'title', 'nodeType', 'status', 'entryPoint'])
        .orderBy(byText('title'))
        .orderBy('title')
        .orderBy('idNode')
        .execute(),
      fromCompany(db, 'learning_teams', idCompany)
        .select((eb) => ['idNode', eb.fn.countAll<number>().as('n')])
        .groupBy('idNode')
        .execute(),
      fromCompany(db, 'learning_content_items', idCompany)
        .select(['idContentItem', 'text', 'idContentType'])
        .orderBy(byText('text'))
        .orderBy('text')
        .orderBy('idContentItem')
        .execute(),
      fromCompany(db, 'learning_evaluations', idCompany)
        .select(['idEvaluation', 'title', 'evaluationType'])
        .orderBy(byText('title'))
        .orderBy('title')
        .orderBy('idEvaluation')
        .execute(),
      fromCompany(db, 'learning_questions', idCompany)
        .select((eb) => ['idEvaluation', eb.fn.countAll<number>().as('n')])
        .where('retiredAt', 'is', null)
        .groupBy('idEvaluation')
        .execute(),
    ]);
    return { nodes, teams, contents, evaluations, questions };
  },

  /** The rows of the company's tables that name an entity by `column`, per table (only tables with some). */
  async usesOf(idCompany: number, column: UsedColumn, id: number, tables: readonly UsingTable[]) {
    const uses: Partial<Record<UsingTable, number>> = {};
    for (const table of tables) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('idCompany', '=', idCompany)
        .where(column as never, '=', id as never)
        .executeTakeFirstOrThrow();
      if (Number(row.n) > 0) uses[table] = Number(row.n);
    }
    return uses;
  },

  /** Pages other than the node itself that list it among their elements. */
  async pagesListing(idCompany: number, element: 'idNode' | 'idContentItem' | 'idEvaluation', id: number) {
    return db
      .selectFrom('learning_block_elements as e')
      .innerJoin('learning_blocks as b', 'b.idBlock', 'e.idBlock')
      .innerJoin('learning_nodes as n', 'n.idNode', 'b.idNode')
      .select(['n.idNode', 'n.title'])
      .distinct()
      .where('e.idCompany', '=', idCompany)
      .where(`e.${element}`, '=', id)
      .orderBy('n.title')
      .execute();
  },

  async countEquivalentsNaming(idCompany: number, code: string): Promise<number> {
    const row = await fromCompany(db, 'learning_nodes', idCompany, { equivalentNodeCode: code })
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Removes a page with its blocks, elements, themes, meetings and comments (its classes are gone already). */
  async deleteNode(idCompany: number, idNode: number): Promise<void> {
    const blocks = fromCompany(db, 'learning_blocks', idCompany, { idNode }).select('idBlock');
    await deleteCompanyRows(db, 'learning_block_elements', idCompany).where('idBlock', 'in', blocks).execute();
    await deleteCompanyRows(db, 'learning_blocks', idCompany, { idNode }).execute();
    await deleteCompanyRows(db, 'learning_node_tags', idCompany, { idNode }).execute();
    const meetings = await fromCompany(db, 'learning_meetings', idCompany, { idNode }).select('idMeeting').execute();
    await this.deleteMeetings(
      idCompany,
      meetings.map((row) => row.idMeeting),
    );
    await deleteCompanyRows(db, 'learning_comments', idCompany)
      .where('entityType', '=', 'NODE')
      .where('entityId', '=', idNode)
      .execute();
    await deleteCompanyRows(db, 'learning_nodes', idCompany, { idNode }).execute();
    await this.forgetKeys(idCompany, 'node', [idNode]);
  },

  async deleteLearningContent(idCompany: number, idContentItem: number): Promise<void> {
    await deleteCompanyRows(db, 'learning_content_items', idCompany, { idContentItem }).execute();
    await this.forgetKeys(idCompany, 'contentItem', [idContentItem]);
  },

  /** Removes an evaluation nobody answered, with its questions and their options, items and scales. */
  async deleteEvaluation(idCompany: number, idEvaluation: number): Promise<void> {
    const questions = fromCompany(db, 'learning_questions', idCompany, { idEvaluation }).select('idQuestion');
    await db.deleteFrom('learning_question_scales').where('idQuestion', 'in', questions).execute();
    await db.deleteFrom('learning_question_option_answers').where('idQuestion', 'in', questions).execute();
    await db.deleteFrom('learning_question_options').where('idQuestion', 'in', questions).execute();
    await deleteCompanyRows(db, 'learning_questions', idCompany, { idEvaluation }).execute();
    await deleteCompanyRows(db, 'learning_evaluations', idCompany, { idEvaluation }).execute();
    await this.forgetKeys(idCompany, 'evaluation', [idEvaluation]);
  },

  /** Removes a campaign nobody earned points in, with its events, departments and closed announcements. */
  async deleteCampaign(idCompany: number, idCampaign: number): Promise<void> {
    await deleteCompanyRows(db, 'campaign_notices', idCompany, { idCampaign }).execute();
    await deleteCompanyRows(db, 'campaign_departments', idCompany, { idCampaign }).execute();
    const own = fromCompany(db, 'campaigns', idCompany, { idCampaign }).select('idCampaign');
    await db.deleteFrom('campaign_events').where('idCampaign', 'in', own).execute();
    await deleteCompanyRows(db, 'campaigns', idCompany, { idCampaign }).execute();
    await this.forgetKeys(idCompany, 'campaign', [idCampaign]);
  },
});

/** Tables whose rows name a page, a content, an evaluation or a campaign of the company. */
type UsingTable =
  | 'learning_teams'
  | 'learning_enrollments'
  | 'learning_enrollment_requests'
  | 'learning_node_enrollments'
  | 'learning_content_enrollments'
  | 'learning_content_trackings'
  | 'learning_scorm_packages'
  | 'campaign_points';
type UsedColumn = 'idNode' | 'idContentItem' | 'idEvaluation' | 'idCampaign';

export type AuthoringRepository = ReturnType<typeof authoringRepository>;
