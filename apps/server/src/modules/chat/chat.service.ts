import type { ChatDay, ChatHistoryResponse, ChatMessage, ChatRoom } from '@trilha/shared/api/chat';
import { chatText } from '@trilha/shared/api/chat';
import { CHAT_HISTORY_LIMIT } from '@trilha/shared/constants';
import { groupChatDays } from '@trilha/shared/rules/chat-days';
import type { AuthContext } from '../../platform/auth-context';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { COMMUNITY_SECTION_TYPES, type CommunitySections } from '../community/community-sections';
import type { ChatMessageRow, ChatRepository } from './chat.repository';

type ChatServiceDeps = { chatRepository: ChatRepository; sections: CommunitySections; clock: Clock };

const toMessage = (row: ChatMessageRow): ChatMessage => ({
  idChatMessage: row.idChatMessage,
  moment: row.moment,
  idUser: row.idUser,
  user: row.userName,
  message: row.message,
  room: row.idChatRoom,
});

/** Chat rooms of a company: who may be in them, their history as day entries, and new messages. */
export const chatService = ({ chatRepository, sections, clock }: ChatServiceDeps) => ({
  /** Whether the member may be in the room: rooms are of one company. */
  async canJoin(auth: AuthContext, idChatRoom: number): Promise<boolean> {
    return (await chatRepository.findRoom(auth.idCompany, idChatRoom)) !== undefined;
  },

  async getHistory(auth: AuthContext, idChatRoom: number): Promise<ChatHistoryResponse> {
    if (!(await chatRepository.findRoom(auth.idCompany, idChatRoom))) throw new AppError('NOT_FOUND');
    const rows = await chatRepository.findLatestMessages(auth.idCompany, idChatRoom, CHAT_HISTORY_LIMIT);
    const data: ChatDay[] = groupChatDays(rows.map(toMessage));
    return { success: true, data };
  },

  /** The room of a chat room section; made on first use when the section has none yet. */
  async getSectionRoom(auth: AuthContext, idSection: number): Promise<ChatRoom> {
    const section = await sections.requireSection(auth, idSection, COMMUNITY_SECTION_TYPES.chatRoom);
    const existing = await chatRepository.findSectionRoom(auth.idCompany, idSection);
    if (existing) return existing;
    await chatRepository.insertRoom({
      idCompany: auth.idCompany,
      idSection,
      name: section.text,
      createdAt: clock.now().toISOString(),
    });
    // Read back the first room, so two first visits at once agree on one.
    const room = await chatRepository.findSectionRoom(auth.idCompany, idSection);
    if (!room) throw new AppError('INTERNAL');
    return room;
  },

  async getUserName(auth: AuthContext): Promise<string> {
    return (await chatRepository.findUserName(auth.idCompany, auth.idUser)) ?? '';
  },

  /** Keeps a message of a member in a room of their company; the text is trimmed and length-checked. */
  async saveMessage(auth: AuthContext, idChatRoom: number, text: unknown, userName: string): Promise<ChatMessage> {
    const parsed = chatText.safeParse(text);
    if (!parsed.success) throw new AppError('CHAT_MESSAGE_INVALID');
    if (!(await chatRepository.findRoom(auth.idCompany, idChatRoom))) throw new AppError('NOT_FOUND');
    const row = await chatRepository.insertMessage({
      idCompany: auth.idCompany,
      idChatRoom,
      idUser: auth.idUser,
      userName,
      message: parsed.data,
      moment: clock.now().toISOString(),
    });
    return toMessage(row);
  },
});

export type ChatService = ReturnType<typeof chatService>;
