/**
 * TanStack Query keys of the member's account, campaigns, features and plans (learning: `learning-keys.ts`; the
 * content app: `content-keys.ts`; the console: `console-keys.ts`; the store: `features/store/use-store.ts`;
 * evaluations: `evaluation-keys.ts`): one factory per area, so a screen and the
 * mutation that changes its data name the same key. The answers are kept offline by their key
 * (`app/query-persistence.ts`): change a shape only with that in mind.
 */

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
