import type { ImportContext } from './context';

/** The learning platform's contents, by key. */
export async function importContentItems(context: ImportContext): Promise<void> {
  const { idCompany, pack, stamp, upsertKeyed, required } = context;
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
}
