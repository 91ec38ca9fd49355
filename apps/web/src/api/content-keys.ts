/**
 * TanStack Query keys of the content app (sections, items, community rooms) and of the public answers. The
 * answers are kept offline by their key (`app/query-persistence.ts`): change a shape only with that in mind.
 */

/** The content app's sections and items. */
export const contentKeys = {
  all: ['content'] as const,
  list: (idSection: number) => [...contentKeys.all, 'list', idSection] as const,
  posts: (idSection: number) => [...contentKeys.all, 'posts', idSection] as const,
  impact: (parentId: number | string | null | undefined) => [...contentKeys.all, 'impact', parentId] as const,
  /** An item; with the viewer's mode when it may be a preview. */
  item: (idContentItem: number, mode?: 'preview' | 'published') =>
    mode === undefined
      ? ([...contentKeys.all, 'item', idContentItem] as const)
      : ([...contentKeys.all, 'item', idContentItem, mode] as const),
  mediacenter: (idContentItem: number) => [...contentKeys.all, 'mediacenter', idContentItem] as const,
};

/** The community rooms of the content app: chat, notices, uploads, directory, library, calendar. */
export const communityKeys = {
  chatSectionRoom: (idSection: number) => ['chat-section-room', idSection] as const,
  chatHistory: (room: number | string) => ['chat-history', room] as const,
  notifications: () => ['notifications'] as const,
  sectionMessages: (idSection: number) => ['section-messages', idSection] as const,
  sectionUploads: (idSection: number) => ['user-uploads', idSection] as const,
  upload: (idUserUpload: number) => ['user-upload', idUserUpload] as const,
  directory: () => ['directory'] as const,
  library: (idSection: number, prefix: string) => ['library', idSection, prefix] as const,
  scheduleTypes: () => ['schedule-types'] as const,
  schedules: (from: string, to: string, type: number | string | null | undefined) =>
    ['schedules', from, to, type] as const,
};

/** Answers read by anyone: a certificate's authenticity, an evaluation's answer key. */
export const publicKeys = {
  certificateAuthenticity: (authenticityID: string) => ['certificate-authenticity', authenticityID] as const,
  evaluationAnswerKey: (idAnswer: number) => ['evaluation-answer-key', idAnswer] as const,
};
