/** TanStack Query keys of the console: the administration's lists and the editors. */

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
