import type { imageStyle } from '@trilha/shared/api/auth';
import type { z } from '@trilha/shared/zod';
import type { Generated, Selectable } from 'kysely';

type ImageStyle = z.infer<typeof imageStyle>;

// The content app: sections, content items, votes, progress, visits, chat, uploads, library and messages.

export interface SectionsTable {
  idSection: Generated<number>;
  idCompany: number;
  idApp: number;
  idSectionType: number;
  parentIdSection: number | null;
  sectionTo: number | null;
  position: number;
  text: string;
  description: string | null;
  image: string | null;
  imageSecondary: string | null;
  color: string | null;
  imageStyle: ImageStyle;
  showText: number;
  content: string | null;
  url: string | null;
  /** Section design format as JSON (see `sectionFormat` in the shared schemas). */
  design: string | null;
  active: number;
}

/** A content item of a content app's section (migration 0400-content). */
export interface ContentItemsTable {
  idContentItem: Generated<number>;
  idCompany: number;
  idApp: number;
  idSection: number;
  idContentType: number;
  idContentGroup: number | null;
  /** The item this one is a part of (journey step, playlist video, impact menu entry). */
  parent: number | null;
  position: Generated<number>;
  text: string;
  description: string | null;
  image: string | null;
  imageSecondary: string | null;
  author: string | null;
  content: string | null;
  contentLocation: string | null;
  referenceLink: string | null;
  backgroundColor: string | null;
  /** Average vote and vote count, updated together with each vote. */
  rating: Generated<number>;
  numberVotes: Generated<number>;
  duration: number | null;
  idChatRoom: number | null;
  initDate: string | null;
  idClassification: number | null;
  classificationAbbreviation: string | null;
  classificationTitle: string | null;
  mimetype: string | null;
  /** Lower-case tags wrapped in commas: `,seguranca,epi,`. */
  tags: Generated<string>;
  /** Media center files as JSON. */
  files: string | null;
  active: Generated<number>;
  createdAt: string;
}

/** A member's vote on a content item, one per member. */
export interface ContentRatingsTable {
  idContentItem: number;
  idUser: number;
  idCompany: number;
  vote: number;
  ratedAt: string;
}

/** A member's progress in a content item: percent, completion, resume position and seconds played. */
export interface ContentProgressTable {
  idContentItem: number;
  idUser: number;
  idCompany: number;
  progress: Generated<number>;
  completed: Generated<number>;
  lastPosition: Generated<number>;
  timeExecuted: Generated<number>;
  updatedAt: string;
}

/** A visit to a section or content item, recorded when the member leaves it. */
export interface NavigationTrackingsTable {
  idNavigationTracking: Generated<number>;
  idCompany: number;
  idApp: number;
  idUser: number;
  idNavigationItem: number;
  /** 1 content item, 2 section. */
  idNavigationType: number;
  idSection: number | null;
  timeStart: string;
  timeExecuted: number;
  createdAt: string;
}

/** A chat room: of a chat room section (type 36) or of a content item (its `idChatRoom`). */
export interface ChatRoomsTable {
  idChatRoom: Generated<number>;
  idCompany: number;
  idSection: number | null;
  name: string;
  createdAt: string;
}

/** One chat message; the history groups them into day entries. Text only, never HTML. */
export interface ChatMessagesTable {
  idChatMessage: Generated<number>;
  idCompany: number;
  idChatRoom: number;
  idUser: number;
  userName: string;
  message: string;
  moment: string;
}

/** A member's upload to a section (`POST /uploads/usercontent`). */
export interface UserUploadsTable {
  idUserUpload: Generated<number>;
  idCompany: number;
  idSection: number;
  idUser: number;
  title: string;
  description: string;
  name: string;
  mimetype: string;
  extension: string;
  storageKey: string;
  url: string;
  size: number;
  createdAt: string;
}

/** A folder ('key/' with isFolder 1) or a file of a library section (type 13). */
export interface LibraryItemsTable {
  idLibraryItem: Generated<number>;
  idCompany: number;
  idSection: number;
  key: string;
  url: string | null;
  isFolder: number;
  date: string;
}

/** A message of a message section (type 33), shown from initDate on. */
export interface SectionMessagesTable {
  idMessage: Generated<number>;
  idCompany: number;
  idSection: number;
  text: string;
  description: string;
  initDate: string;
}

// Rows as the queries read them.
export type ContentItemRow = Selectable<ContentItemsTable>;
export type ContentProgressRow = Selectable<ContentProgressTable>;
export type SectionRow = Selectable<SectionsTable>;
