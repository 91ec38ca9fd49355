/**
 * TanStack Query keys of every area but learning (`learning-keys.ts`), the store (`features/store/use-store.ts`)
 * and evaluations (`features/evaluations/evaluation-keys.ts`): one factory per area, so a screen and the
 * mutation that changes its data name the same key. The answers are kept offline by their key
 * (`app/query-persistence.ts`): change a shape only with that in mind.
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

/** Campaigns and points. The member's lists sit under `['campaign']`; points and events have their own roots. */
export const campaignKeys = {
  all: ['campaign'] as const,
  active: () => [...campaignKeys.all, 'active'] as const,
  userIsIn: () => [...campaignKeys.all, 'user-is-in'] as const,
  byUser: (idUser: number) => [...campaignKeys.all, 'list-by-user', idUser] as const,
  byContent: (idContentItem: number) => [...campaignKeys.all, 'list-by-content', idContentItem] as const,
  ranking: (idCampaign: number | undefined, department: string, page: number | 'me') =>
    [...campaignKeys.all, 'ranking', idCampaign, department, page] as const,
  departments: (idCampaign: number | undefined) => [...campaignKeys.all, 'departments', idCampaign] as const,
  categories: (idCampaign: number | undefined) => [...campaignKeys.all, 'categories', idCampaign] as const,
  /** Every campaign of the app (the points panel). */
  list: () => ['campaigns'] as const,
  points: () => ['campaign-points'] as const,
  userPoints: (idUser: number, idCampaign: number | null | undefined) =>
    [...campaignKeys.points(), idUser, idCampaign] as const,
  events: (idCampaign: number | null | undefined) => ['campaign-events', idCampaign] as const,
};

/** The member's account: terms, topics, notification choices, contact texts, profile and sessions. */
export const accountKeys = {
  pendingTerms: () => ['account', 'terms'] as const,
  userTags: (idUser: number) => ['account', 'user-tags', idUser] as const,
  tags: (search: string, offset: number) => ['account', 'tags', search, offset] as const,
  notifications: (idUser: number) => ['account', 'notifications', idUser] as const,
  emailForm: (key: string) => ['account', 'email-form', key] as const,
  profile: (idUser: number) => ['user', idUser] as const,
  sessions: (idUser: number) => ['profile', 'sessions', idUser] as const,
};

/** A company feature switch (`EXTERNAL_COURSES`, `CONTACT_US`, `RECOMMENDATION_BLOCK`...). */
export const featureKeys = {
  feature: (id: string) => ['feature', id] as const,
};

/** Plans and trials. */
export const planKeys = {
  list: () => ['plans', 'list'] as const,
  campaigns: () => ['plans', 'campaigns'] as const,
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

/** The administration's lists. */
export const adminKeys = {
  all: ['admin'] as const,
  /** Every page of the members' list; with filters and offset, one. */
  users: () => [...adminKeys.all, 'users'] as const,
  userPage: (filters: unknown, offset: number) => [...adminKeys.users(), filters, offset] as const,
  /** The audit log records every change the administration makes. */
  auditLog: () => [...adminKeys.all, 'audit-log'] as const,
  auditLogPage: (offset: number) => [...adminKeys.auditLog(), offset] as const,
  enrollmentRequests: () => [...adminKeys.all, 'enrollment-requests'] as const,
  enrollmentRequestPage: (status: string, offset: number) =>
    [...adminKeys.enrollmentRequests(), status, offset] as const,
  reportedComments: () => [...adminKeys.all, 'reported-comments'] as const,
  scormPackages: () => [...adminKeys.all, 'scorm-packages'] as const,
  campaigns: () => [...adminKeys.all, 'campaigns'] as const,
  campaignRanking: (idCampaign: number) => [...adminKeys.all, 'campaign-ranking', idCampaign] as const,
  externalCourses: () => [...adminKeys.all, 'external-courses'] as const,
  externalCoursePage: (status: string, offset: number) => [...adminKeys.externalCourses(), status, offset] as const,
};

/** The console's editors. */
export const authoringKeys = {
  all: ['authoring'] as const,
  apps: () => [...authoringKeys.all, 'apps'] as const,
  app: (idApp: number) => [...authoringKeys.all, 'app', idApp] as const,
  menu: (idApp: number) => [...authoringKeys.all, 'menu', idApp] as const,
  departments: () => [...authoringKeys.all, 'departments'] as const,
  campaign: (idCampaign: number | null) => [...authoringKeys.all, 'campaign', idCampaign] as const,
  sectionContents: (idSection: number) => [...authoringKeys.all, 'section-contents', idSection] as const,
  content: (idContentItem: number | null) => [...authoringKeys.all, 'content', idContentItem] as const,
  /** The learning summary (the tree of catalogs and trainings). */
  learning: () => [...authoringKeys.all, 'learning'] as const,
  learningContent: (idContentItem: number | null) => [...authoringKeys.all, 'learning-content', idContentItem] as const,
  node: (idNode: number | null) => [...authoringKeys.all, 'node', idNode] as const,
  evaluation: (idEvaluation: number | null) => [...authoringKeys.all, 'evaluation', idEvaluation] as const,
};
