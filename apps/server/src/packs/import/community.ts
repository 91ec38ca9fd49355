import type { PackSectionContentNode } from '@trilha/shared/api/pack-format';
import { fromCompany } from '../../db/company-rows';
import type { ImportContext, Row } from './context';

/**
 * The content app's items (in the order of their section, with their parts) and the community's authored
 * entries: chat rooms, library, section messages and announcements.
 */
export async function importCommunity(context: ImportContext): Promise<void> {
  const { db, idCompany, pack, upsert, upsertKeyed, required, fail, appIds, date, maybeDate, stamp } = context;
  const sectionApps = new Map<number, number>();
  const appOfSection = async (idSection: number) => {
    if (!sectionApps.has(idSection)) {
      const row = await fromCompany(db, 'sections', idCompany, { idSection }).select('idApp').executeTakeFirst();
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
    const existing = await fromCompany(db, 'library_items', idCompany, { idSection, key: entry.path })
      .select('idLibraryItem')
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
