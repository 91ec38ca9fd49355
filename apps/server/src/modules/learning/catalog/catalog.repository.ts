import { sql } from 'kysely';
import { fromCompany } from '../../../db/company-rows';
import type { Db } from '../../../db/database';
import type { BlockRow, ContentRow, NodeRow, TeamRow } from '../../../db/schema';
import { byText } from '../../../db/text-order';

export type ElementRow = Awaited<ReturnType<ReturnType<typeof catalogRepository>['findElements']>>[number];

/** `%text%` for LIKE, with the wildcards of the member's text escaped. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The structure of the learning platform: nodes, their blocks and elements, tags, classes and content
 * items. Every read is scoped by the company first.
 */
export const catalogRepository = ({ db }: { db: Db }) => ({
  async findNodeByCode(idCompany: number, nodeCode: string): Promise<NodeRow | undefined> {
    return fromCompany(db, 'learning_nodes', idCompany, { nodeCode }).selectAll().executeTakeFirst();
  },

  async findNodeById(idCompany: number, idNode: number): Promise<NodeRow | undefined> {
    return fromCompany(db, 'learning_nodes', idCompany, { idNode }).selectAll().executeTakeFirst();
  },

  /** The company's root node: the learning home. */
  async findRootNode(idCompany: number): Promise<NodeRow | undefined> {
    return fromCompany(db, 'learning_nodes', idCompany, { entryPoint: 1 })
      .selectAll()
      .orderBy('idNode')
      .executeTakeFirst();
  },

  async findNodesByIds(idCompany: number, ids: readonly number[]): Promise<NodeRow[]> {
    if (ids.length === 0) return [];
    return fromCompany(db, 'learning_nodes', idCompany)
      .selectAll()
      .where('idNode', 'in', [...new Set(ids)])
      .execute();
  },

  async findBlocks(idCompany: number, idNode: number): Promise<BlockRow[]> {
    return fromCompany(db, 'learning_blocks', idCompany, { idNode })
      .selectAll()
      .orderBy('position')
      .orderBy('idBlock')
      .execute();
  },

  async findBlock(idCompany: number, idBlock: number): Promise<BlockRow | undefined> {
    return fromCompany(db, 'learning_blocks', idCompany, { idBlock }).selectAll().executeTakeFirst();
  },

  /** The elements of blocks in page order, with what cards show of the node, content or evaluation. */
  async findElements(idCompany: number, blockIds: readonly number[]) {
    if (blockIds.length === 0) return [];
    return db
      .selectFrom('learning_block_elements as e')
      .innerJoin('learning_blocks as b', 'b.idBlock', 'e.idBlock')
      .innerJoin('learning_nodes as p', 'p.idNode', 'b.idNode')
      .leftJoin('learning_nodes as n', (join) =>
        join.onRef('n.idNode', '=', 'e.idNode').onRef('n.idCompany', '=', 'e.idCompany'),
      )
      .leftJoin('learning_content_items as c', (join) =>
        join.onRef('c.idContentItem', '=', 'e.idContentItem').onRef('c.idCompany', '=', 'e.idCompany'),
      )
      .leftJoin('learning_evaluations as v', (join) =>
        join.onRef('v.idEvaluation', '=', 'e.idEvaluation').onRef('v.idCompany', '=', 'e.idCompany'),
      )
      .select([
        'e.idBlockElement',
        'e.idBlock',
        'b.idNode as parentIdNode',
        'p.nodeType as parentNodeType',
        'p.nodeCode as parentNodeCode',
        'b.position as blockPosition',
        'e.position',
        'e.elementType',
        'e.idNode',
        'e.idContentItem',
        'e.idEvaluation',
        'e.sequential',
        'e.mandatory',
        'e.title',
        'e.image',
        'e.mobileImage',
        'e.link',
        'n.nodeCode',
        'n.nodeType',
        'n.title as nodeTitle',
        'n.label as nodeLabel',
        'n.description as nodeDescription',
        'n.image as nodeImage',
        'n.mobileImage as nodeMobileImage',
        'n.workload as nodeWorkload',
        'n.visibility',
        'n.audience',
        'n.status as nodeStatus',
        'n.selfEnrollment',
        'c.idContentType',
        'c.text as contentText',
        'c.label as contentLabel',
        'c.description as contentDescription',
        'c.image as contentImage',
        'c.mobileImage as contentMobileImage',
        'c.workload as contentWorkload',
        'c.duration',
        'c.active as contentActive',
        'v.title as evaluationTitle',
        'v.description as evaluationDescription',
        'v.evaluationType',
        'v.evaluationMasteryScore',
      ])
      .where('e.idCompany', '=', idCompany)
      .where('e.idBlock', 'in', [...new Set(blockIds)])
      .orderBy('b.position')
      .orderBy('e.idBlock')
      .orderBy('e.position')
      .orderBy('e.idBlockElement')
      .execute();
  },

  /** The elements of every block of the given nodes, in page order per node. */
  async findElementsOfNodes(idCompany: number, nodeIds: readonly number[]) {
    if (nodeIds.length === 0) return [];
    const blocks = await fromCompany(db, 'learning_blocks', idCompany)
      .select('idBlock')
      .where('idNode', 'in', [...new Set(nodeIds)])
      .execute();
    return this.findElements(
      idCompany,
      blocks.map((block) => block.idBlock),
    );
  },

  async findTags(idCompany: number, nodeIds: readonly number[]): Promise<Map<number, string[]>> {
    const tags = new Map<number, string[]>();
    if (nodeIds.length === 0) return tags;
    const rows = await fromCompany(db, 'learning_node_tags', idCompany)
      .select(['idNode', 'tag'])
      .where('idNode', 'in', [...new Set(nodeIds)])
      .orderBy(byText('tag'))
      .orderBy('tag')
      .execute();
    for (const row of rows) tags.set(row.idNode, [...(tags.get(row.idNode) ?? []), row.tag]);
    return tags;
  },

  /** The nodes whose blocks hold this node, first link first. */
  async findParentNodeIds(idCompany: number, idNode: number): Promise<number[]> {
    const rows = await db
      .selectFrom('learning_block_elements as e')
      .innerJoin('learning_blocks as b', 'b.idBlock', 'e.idBlock')
      .select('b.idNode')
      .where('e.idCompany', '=', idCompany)
      .where('e.idNode', '=', idNode)
      .where('e.elementType', '=', 'NODE')
      .orderBy('e.idBlockElement')
      .execute();
    return rows.map((row) => row.idNode);
  },

  /** Whether the content is an element of some catalog (organization) node: free content. */
  async findCatalogNodeIdsHoldingContent(idCompany: number, idContentItem: number): Promise<number[]> {
    const rows = await db
      .selectFrom('learning_block_elements as e')
      .innerJoin('learning_blocks as b', 'b.idBlock', 'e.idBlock')
      .innerJoin('learning_nodes as n', 'n.idNode', 'b.idNode')
      .select('n.idNode')
      .where('e.idCompany', '=', idCompany)
      .where('e.idContentItem', '=', idContentItem)
      .where('n.nodeType', '=', 'ORGANIZATION')
      .execute();
    return rows.map((row) => row.idNode);
  },

  async findTeamsOfNodes(idCompany: number, nodeIds: readonly number[]): Promise<TeamRow[]> {
    if (nodeIds.length === 0) return [];
    return fromCompany(db, 'learning_teams', idCompany)
      .selectAll()
      .where('idNode', 'in', [...new Set(nodeIds)])
      .orderBy('initialDate')
      .orderBy('idTeam')
      .execute();
  },

  async findTeam(idCompany: number, idTeam: number): Promise<TeamRow | undefined> {
    return fromCompany(db, 'learning_teams', idCompany, { idTeam }).selectAll().executeTakeFirst();
  },

  async findMeetingsOfTeams(idCompany: number, teamIds: readonly number[]) {
    if (teamIds.length === 0) return [];
    return fromCompany(db, 'learning_meetings', idCompany)
      .select(['idMeeting', 'idTeam', 'meetingType', 'title', 'startDate', 'finishDate', 'address', 'speaker'])
      .where('idTeam', 'in', [...new Set(teamIds)])
      .orderBy('startDate')
      .execute();
  },

  async findContent(idCompany: number, idContentItem: number): Promise<ContentRow | undefined> {
    return fromCompany(db, 'learning_content_items', idCompany, { idContentItem }).selectAll().executeTakeFirst();
  },

  /** The nodes among these that carry one of the member's topics of interest. */
  async findNodesOfUserTopics(idCompany: number, idUser: number, nodeIds: readonly number[]): Promise<number[]> {
    if (nodeIds.length === 0) return [];
    const rows = await db
      .selectFrom('learning_node_tags as t')
      .innerJoin('learning_user_tags as u', (join) =>
        join.onRef('u.tag', '=', 't.tag').onRef('u.idCompany', '=', 't.idCompany').on('u.idUser', '=', idUser),
      )
      .select('t.idNode')
      .distinct()
      .where('t.idCompany', '=', idCompany)
      .where('t.idNode', 'in', [...new Set(nodeIds)])
      .execute();
    return rows.map((row) => row.idNode);
  },

  /** Tag names used by the given nodes, alphabetically. */
  async findDistinctTags(idCompany: number, nodeIds: readonly number[] | null): Promise<string[]> {
    let query = db.selectFrom('learning_node_tags').select('tag').groupBy('tag').where('idCompany', '=', idCompany);
    if (nodeIds) {
      if (nodeIds.length === 0) return [];
      query = query.where('idNode', 'in', [...new Set(nodeIds)]);
    }
    const rows = await query.orderBy(byText('tag')).orderBy('tag').execute();
    return rows.map((row) => row.tag);
  },

  /** Published nodes (not the home) whose title, description or a tag contains the text. */
  async searchNodes(idCompany: number, text: string): Promise<NodeRow[]> {
    const pattern = likePattern(text);
    return db
      .selectFrom('learning_nodes as n')
      .selectAll('n')
      .where('n.idCompany', '=', idCompany)
      .where('n.entryPoint', '=', 0)
      .where('n.status', '=', 'PUBLISHED')
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['n.title']), 'like', sql<string>`${pattern} escape '\\'`),
          eb(eb.fn('lower', ['n.description']), 'like', sql<string>`${pattern} escape '\\'`),
          eb.exists(
            eb
              .selectFrom('learning_node_tags as t')
              .select('t.idNode')
              .whereRef('t.idNode', '=', 'n.idNode')
              .where((inner) => inner(inner.fn('lower', ['t.tag']), 'like', sql<string>`${pattern} escape '\\'`)),
          ),
        ]),
      )
      .orderBy(byText('n.title'))
      .orderBy('n.idNode')
      .limit(500)
      .execute();
  },

  /** Active content items of catalog pages whose title or description contains the text. */
  async searchCatalogContents(idCompany: number, text: string) {
    const pattern = likePattern(text);
    return db
      .selectFrom('learning_content_items as c')
      .selectAll('c')
      .where('c.idCompany', '=', idCompany)
      .where('c.active', '=', 1)
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['c.text']), 'like', sql<string>`${pattern} escape '\\'`),
          eb(eb.fn('lower', ['c.description']), 'like', sql<string>`${pattern} escape '\\'`),
        ]),
      )
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('learning_block_elements as e')
            .innerJoin('learning_blocks as b', 'b.idBlock', 'e.idBlock')
            .innerJoin('learning_nodes as n', 'n.idNode', 'b.idNode')
            .select('e.idBlockElement')
            .whereRef('e.idContentItem', '=', 'c.idContentItem')
            .where('n.nodeType', '=', 'ORGANIZATION'),
        ),
      )
      .orderBy(byText('c.text'))
      .orderBy('c.idContentItem')
      .limit(500)
      .execute();
  },

  /** Published trainings the member may enroll in by themselves, most enrolled first. */
  async findRecommendable(idCompany: number): Promise<Array<NodeRow & { enrollments: number }>> {
    return db
      .selectFrom('learning_nodes as n')
      .selectAll('n')
      .select((eb) =>
        eb
          .selectFrom('learning_enrollments as en')
          .select(eb.fn.countAll<number>().as('count'))
          .whereRef('en.idNode', '=', 'n.idNode')
          .as('enrollments'),
      )
      .where('n.idCompany', '=', idCompany)
      .where('n.nodeType', '=', 'LEARNING')
      .where('n.status', '=', 'PUBLISHED')
      .where('n.selfEnrollment', '=', 1)
      .orderBy('enrollments', 'desc')
      .orderBy('n.createdAt', 'desc')
      .orderBy('n.idNode', 'desc')
      .limit(500)
      .execute() as Promise<Array<NodeRow & { enrollments: number }>>;
  },

  /** Nodes named by the `nodeCode` parameter of a node's blocks (catalog blocks, lists of blocks). */
  async findReferencedNodes(idCompany: number, idNode: number): Promise<NodeRow[]> {
    const blocks = await fromCompany(db, 'learning_blocks', idCompany, { idNode })
      .select('parameters')
      .orderBy('position')
      .execute();
    const codes = blocks
      .map((block) => {
        try {
          const code = (JSON.parse(block.parameters) as { nodeCode?: unknown }).nodeCode;
          return typeof code === 'string' ? code : null;
        } catch {
          return null;
        }
      })
      .filter((code): code is string => code !== null);
    if (codes.length === 0) return [];
    const rows = await fromCompany(db, 'learning_nodes', idCompany)
      .selectAll()
      .where('nodeCode', 'in', [...new Set(codes)])
      .execute();
    return codes.map((code) => rows.find((row) => row.nodeCode === code)).filter((row): row is NodeRow => Boolean(row));
  },

  /** Nodes equivalent to this one: the one it names, and those that name it. */
  async findEquivalentNodes(idCompany: number, node: { nodeCode: string; equivalentNodeCode: string | null }) {
    return fromCompany(db, 'learning_nodes', idCompany)
      .selectAll()
      .where('status', '=', 'PUBLISHED')
      .where((eb) =>
        eb.or([
          eb('equivalentNodeCode', '=', node.nodeCode),
          ...(node.equivalentNodeCode ? [eb('nodeCode', '=', node.equivalentNodeCode)] : []),
        ]),
      )
      .where('nodeCode', '!=', node.nodeCode)
      .orderBy(byText('title'))
      .orderBy('idNode')
      .execute();
  },

  async findUserDepartment(idCompany: number, idUser: number): Promise<string | null> {
    const row = await fromCompany(db, 'users', idCompany, { idUser }).select('department').executeTakeFirst();
    return row?.department ?? null;
  },
});

export type CatalogRepository = ReturnType<typeof catalogRepository>;
