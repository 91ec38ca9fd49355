import type { Insertable, Updateable } from 'kysely';
import type {
  CampaignDepartmentsTable,
  CampaignEventsTable,
  CampaignNoticesTable,
  CampaignPointsTable,
  CampaignsTable,
  GamificationEventsTable,
  LearningEventsTable,
} from './campaigns';
import type {
  ChatMessagesTable,
  ChatRoomsTable,
  ContentItemsTable,
  ContentProgressTable,
  ContentRatingsTable,
  LibraryItemsTable,
  NavigationTrackingsTable,
  SectionMessagesTable,
  SectionsTable,
  UserUploadsTable,
} from './content';
import type {
  LearningAnswersTable,
  LearningEvaluationsTable,
  LearningQuestionnairesTable,
  LearningQuestionOptionAnswersTable,
  LearningQuestionOptionsTable,
  LearningQuestionScalesTable,
  LearningQuestionsTable,
} from './evaluations';
import type {
  LearningAttachmentsTable,
  LearningBlockElementsTable,
  LearningBlocksTable,
  LearningCertificatesTable,
  LearningCommentReportsTable,
  LearningCommentsTable,
  LearningContentEnrollmentsTable,
  LearningContentItemsTable,
  LearningContentTrackingsTable,
  LearningEnrollmentRequestsTable,
  LearningEnrollmentsTable,
  LearningExternalCoursesTable,
  LearningLikesTable,
  LearningMeetingsTable,
  LearningNodeEnrollmentsTable,
  LearningNodesTable,
  LearningNodeTagsTable,
  LearningResponsibilityTermsTable,
  LearningSchedulesTable,
  LearningScheduleTypesTable,
  LearningTeamsTable,
  LearningTermSignaturesTable,
  LearningUserTagsTable,
} from './learning';
import type { MemberNotificationsTable, NotificationsTable, NotificationUsersTable } from './notifications';
import type {
  CompanyPlansTable,
  PlanCampaignsTable,
  PlanPricingTiersTable,
  PlanRequestsTable,
  PlansTable,
} from './plans';
import type {
  AuditLogTable,
  ClientLogsTable,
  IdempotencyKeysTable,
  JobsTable,
  OutboxTable,
  PackKeysTable,
} from './platform';
import type {
  LearningScoEnrollmentsTable,
  LearningScormAttemptsTable,
  LearningScormPackagesTable,
  LearningScormSharedStatesTable,
  LearningScoSessionsTable,
  LearningScosTable,
} from './scorm';
import type {
  StoreCartItemsTable,
  StoreCartsTable,
  StoreOffersTable,
  StoreOrderItemsTable,
  StoreOrdersTable,
  StoreOwnershipsTable,
  StoreProductsTable,
} from './store';
import type {
  AppHostsTable,
  AppsTable,
  CacheVersionsTable,
  CompaniesTable,
  CompanyEmailFormsTable,
  CompanyFeaturesTable,
  HostVersionsTable,
} from './tenancy';
import type {
  ActivationPinsTable,
  ActivationRequestsTable,
  AppSwitchCodesTable,
  PasswordResetsTable,
  SsoRequestsTable,
  TermsAcceptancesTable,
  UserAppsTable,
  UserSessionsTable,
  UsersTable,
} from './users';

export type * from './campaigns';
export type * from './content';
export type * from './evaluations';
export type * from './learning';
export type * from './notifications';
export type * from './plans';
export type * from './platform';
export type * from './scorm';
export type * from './store';
export type * from './tenancy';
export type * from './users';

/**
 * Row types of every table. Columns use the specification's names (`idCompany`, `idSectionType`);
 * dates are ISO-8601 UTC strings and flags are 0/1 integers on both engines.
 */
export interface Tables {
  companies: CompaniesTable;
  apps: AppsTable;
  app_hosts: AppHostsTable;
  users: UsersTable;
  user_apps: UserAppsTable;
  cache_versions: CacheVersionsTable;
  host_versions: HostVersionsTable;
  sections: SectionsTable;
  password_resets: PasswordResetsTable;
  user_sessions: UserSessionsTable;
  outbox: OutboxTable;
  jobs: JobsTable;
  terms_acceptances: TermsAcceptancesTable;
  gamification_events: GamificationEventsTable;
  campaigns: CampaignsTable;
  campaign_events: CampaignEventsTable;
  campaign_points: CampaignPointsTable;
  campaign_notices: CampaignNoticesTable;
  campaign_departments: CampaignDepartmentsTable;
  learning_events: LearningEventsTable;
  activation_pins: ActivationPinsTable;
  activation_requests: ActivationRequestsTable;
  navigation_trackings: NavigationTrackingsTable;
  sso_requests: SsoRequestsTable;
  content_items: ContentItemsTable;
  content_ratings: ContentRatingsTable;
  content_progress: ContentProgressTable;
  learning_nodes: LearningNodesTable;
  learning_node_tags: LearningNodeTagsTable;
  learning_content_items: LearningContentItemsTable;
  learning_evaluations: LearningEvaluationsTable;
  learning_blocks: LearningBlocksTable;
  learning_block_elements: LearningBlockElementsTable;
  learning_teams: LearningTeamsTable;
  learning_meetings: LearningMeetingsTable;
  learning_enrollments: LearningEnrollmentsTable;
  learning_enrollment_requests: LearningEnrollmentRequestsTable;
  learning_node_enrollments: LearningNodeEnrollmentsTable;
  learning_content_enrollments: LearningContentEnrollmentsTable;
  learning_questionnaires: LearningQuestionnairesTable;
  learning_content_trackings: LearningContentTrackingsTable;
  learning_likes: LearningLikesTable;
  client_logs: ClientLogsTable;
  learning_schedule_types: LearningScheduleTypesTable;
  learning_schedules: LearningSchedulesTable;
  learning_questions: LearningQuestionsTable;
  learning_question_options: LearningQuestionOptionsTable;
  learning_question_option_answers: LearningQuestionOptionAnswersTable;
  learning_question_scales: LearningQuestionScalesTable;
  learning_answers: LearningAnswersTable;
  learning_scorm_packages: LearningScormPackagesTable;
  learning_scos: LearningScosTable;
  learning_sco_enrollments: LearningScoEnrollmentsTable;
  learning_sco_sessions: LearningScoSessionsTable;
  learning_scorm_attempts: LearningScormAttemptsTable;
  learning_scorm_shared_states: LearningScormSharedStatesTable;
  audit_log: AuditLogTable;
  pack_keys: PackKeysTable;
  idempotency_keys: IdempotencyKeysTable;
  store_products: StoreProductsTable;
  store_offers: StoreOffersTable;
  store_carts: StoreCartsTable;
  store_cart_items: StoreCartItemsTable;
  store_orders: StoreOrdersTable;
  store_order_items: StoreOrderItemsTable;
  store_ownerships: StoreOwnershipsTable;
  company_features: CompanyFeaturesTable;
  learning_certificates: LearningCertificatesTable;
  learning_comments: LearningCommentsTable;
  learning_comment_reports: LearningCommentReportsTable;
  learning_external_courses: LearningExternalCoursesTable;
  learning_attachments: LearningAttachmentsTable;
  chat_rooms: ChatRoomsTable;
  chat_messages: ChatMessagesTable;
  user_uploads: UserUploadsTable;
  library_items: LibraryItemsTable;
  member_notifications: MemberNotificationsTable;
  section_messages: SectionMessagesTable;
  notifications: NotificationsTable;
  notification_users: NotificationUsersTable;
  company_email_forms: CompanyEmailFormsTable;
  learning_user_tags: LearningUserTagsTable;
  learning_responsibility_terms: LearningResponsibilityTermsTable;
  learning_term_signatures: LearningTermSignaturesTable;
  app_switch_codes: AppSwitchCodesTable;
  plans: PlansTable;
  plan_pricing_tiers: PlanPricingTiersTable;
  company_plans: CompanyPlansTable;
  plan_requests: PlanRequestsTable;
  plan_campaigns: PlanCampaignsTable;
}

/** A row of `table` as an insert takes it (generated columns may be left out). */
export type NewRow<T extends keyof Tables> = Insertable<Tables[T]>;

/** The columns of a row of `table` that an update may set. */
export type RowPatch<T extends keyof Tables> = Updateable<Tables[T]>;
