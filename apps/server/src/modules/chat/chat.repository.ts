import { fromCompany } from '../../db/company-rows';
import type { Db } from '../../db/database';
import type { NewRow } from '../../db/schema';

export type ChatMessageRow = {
  idChatMessage: number;
  idChatRoom: number;
  idUser: number;
  userName: string;
  message: string;
  moment: string;
};

/** Chat rooms and their messages, always within one company. */
export const chatRepository = ({ db }: { db: Db }) => ({
  async findRoom(idCompany: number, idChatRoom: number) {
    return fromCompany(db, 'chat_rooms', idCompany, { idChatRoom })
      .select(['idChatRoom', 'name', 'idSection'])
      .executeTakeFirst();
  },

  async findSectionRoom(idCompany: number, idSection: number) {
    return fromCompany(db, 'chat_rooms', idCompany, { idSection })
      .select(['idChatRoom', 'name'])
      .orderBy('idChatRoom')
      .executeTakeFirst();
  },

  async insertRoom(room: { idCompany: number; idSection: number | null; name: string; createdAt: string }) {
    return db.insertInto('chat_rooms').values(room).returning(['idChatRoom', 'name']).executeTakeFirstOrThrow();
  },

  async findUserName(idCompany: number, idUser: number): Promise<string | undefined> {
    const row = await fromCompany(db, 'users', idCompany, { idUser }).select('name').executeTakeFirst();
    return row?.name;
  },

  async insertMessage(message: NewRow<'chat_messages'>): Promise<ChatMessageRow> {
    const { idChatMessage } = await db
      .insertInto('chat_messages')
      .values(message)
      .returning('idChatMessage')
      .executeTakeFirstOrThrow();
    return { idChatMessage, ...message };
  },

  /** The latest `limit` messages of a room, oldest first. */
  async findLatestMessages(idCompany: number, idChatRoom: number, limit: number): Promise<ChatMessageRow[]> {
    const rows = await fromCompany(db, 'chat_messages', idCompany, { idChatRoom })
      .select(['idChatMessage', 'idChatRoom', 'idUser', 'userName', 'message', 'moment'])
      .orderBy('moment', 'desc')
      .orderBy('idChatMessage', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse();
  },
});

export type ChatRepository = ReturnType<typeof chatRepository>;
