import type { Pack, PackBlock } from '@trilha/shared/api/pack-format';
import { deleteCompanyRows, fromCompany, updateCompanyRows } from '../../db/company-rows';
import type { NewRow } from '../../db/schema';
import { type ImportContext, isSame, type Row } from './context';

type BlockRow = Omit<NewRow<'learning_blocks'>, 'idBlock' | 'idCompany' | 'idNode'>;
type BlockElementRow = Omit<NewRow<'learning_block_elements'>, 'idBlockElement' | 'idCompany' | 'idBlock'>;

/** Pages, by code; then their blocks (elements may name pages that come later), classes and meetings. */
export async function importNodes(context: ImportContext): Promise<void> {
  const { db, idCompany, pack, stamp, date, maybeDate, upsert, upsertKeyed, record, findNode, rememberNode } = context;
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
    rememberNode(node.code, idNode);
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
          record({
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
      await updateCompanyRows(db, 'learning_nodes', idCompany, { entryPoint: 1 })
        .set({ entryPoint: 0 })
        .where('idNode', '!=', idNode)
        .execute();
    }
  }
  for (const [nodeIndex, node] of (pack.nodes ?? []).entries()) {
    const idNode = (await findNode(node.code)) as number;
    if (node.blocks) await replaceBlocks(context, idNode, node.code, node.blocks, `nodes[${nodeIndex}].blocks`);
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
      if (team.attachments) await replaceAttachments(context, idTeam, team.key, team.attachments);
      await meetingsOf(team.meetings ?? [], { idTeam, idNode: null });
    }
    await meetingsOf(node.meetings ?? [], { idTeam: null, idNode });
  }
}

/** Replaces a page's blocks and their elements when they differ from the pack's (they have no key of their own). */
async function replaceBlocks(
  context: ImportContext,
  idNode: number,
  code: string,
  blocks: PackBlock[],
  path: string,
): Promise<void> {
  const { db, idCompany, findNode, required, fail, record, markUnchanged } = context;
  const wanted: Array<{ block: BlockRow; elements: BlockElementRow[] }> = [];
  for (const [blockIndex, block] of blocks.entries()) {
    const elements: BlockElementRow[] = [];
    for (const [position, element] of (block.elements ?? []).entries()) {
      const where = `${path}[${blockIndex}].elements[${position}]`;
      const base = { position, idNode: null, idContentItem: null, idEvaluation: null, sequential: 0, mandatory: 1 };
      const flags = 'link' in element ? {} : { sequential: element.sequential ?? 0, mandatory: element.mandatory ?? 1 };
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
    markUnchanged();
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
      .values({ idCompany, idNode, ...entry.block })
      .returning('idBlock')
      .executeTakeFirstOrThrow();
    for (const element of entry.elements) {
      await db
        .insertInto('learning_block_elements')
        .values({ idCompany, idBlock, ...element })
        .execute();
    }
  }
  record({
    entityType: 'nodeBlocks',
    key: code,
    action: current.length ? 'update' : 'create',
    before: current.length ? { blocks: current } : null,
    after: { blocks: wanted },
  });
}

/**
 * Replaces a class's attachments when they differ from the pack's (they have no key of their own: the list
 * in order is the class's).
 */
async function replaceAttachments(
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
  const current = await fromCompany(db, 'learning_attachments', idCompany, { idTeam })
    .select(['idAttachmentType', 'title', 'url', 'format', 'position'])
    .orderBy('position')
    .orderBy('idAttachment')
    .execute();
  if (isSame(current, wanted)) {
    if (wanted.length) context.markUnchanged();
    return;
  }
  await deleteCompanyRows(db, 'learning_attachments', idCompany, { idTeam }).execute();
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
