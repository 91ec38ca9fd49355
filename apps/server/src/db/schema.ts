import type { Generated } from 'kysely';

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

export interface CompaniesTable {
  idCompany: Generated<number>;
  name: string;
  /** Colours of the company design: firstColor to fourthColor, as JSON. */
  design: string;
  createdAt: string;
}

export interface AppsTable {
  idApp: Generated<number>;
  idCompany: number;
  idAppType: number;
  name: string;
  bucket: string;
  logo: string | null;
  favIcon: string | null;
  primaryColor: string;
  secondaryColor: string;
  thirdColor: string;
  companyLogin: string | null;
  loginImage: string | null;
  loginImageMobile: string | null;
  loginPosition: string;
  showLoginLogo: number;
  landingPage: number;
  landingLogo: string | null;
  landingPageLocation: string | null;
  landingPageContact: string | null;
  lastContentRedirect: number;
  agreementVersion: number;
  agreementTerms: string | null;
  onBoardScreen: number;
  onBoardUrl: string | null;
  askPWA: number;
  gamification: number;
  adminUrl: string | null;
  /** The home's design format as JSON (layout `home.homeType`, colours), or null for the defaults. */
  homeDesign: string | null;
  /** SAML settings as JSON, or null when the app has no single sign-on. */
  samlConfiguration: string | null;
  /** Which name the learning side menu gives its 'Conteúdos' entry: `productsAndTrails`, or null for 'Conteúdos'. */
  contentsMenuName: string | null;
  createdAt: string;
}

export interface AppHostsTable {
  host: string;
  idApp: number;
  /** The first host (lowest position) is the app's address in links sent by e-mail. */
  position: number;
}

export interface UsersTable {
  idUser: Generated<number>;
  idCompany: number;
  email: string;
  name: string;
  phone: string | null;
  cpf: string | null;
  userType: number;
  username: string;
  passwordHash: string | null;
  tokenVersion: number;
  /** The agreement version the member accepted; 0 when never. */
  userLicenceTermsAccepted: number;
  communicationAccepted: number;
  emailNotification: number;
  smsNotification: number;
  guestCompany: string | null;
  guestCnpj: string | null;
  department: string | null;
  role: string | null;
  managerName: string | null;
  idManager: number | null;
  unit: string | null;
  branch: string | null;
  employeeCode: string | null;
  admin: number;
  canAccessSupport: number;
  active: number;
  photo: string | null;
  askPWA: number;
  lastLogin: string | null;
  lastAccess: string | null;
  createdAt: string;
}

export interface UserAppsTable {
  idUser: number;
  idApp: number;
}

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
  imageStyle: string;
  showText: number;
  content: string | null;
  url: string | null;
  /** Section design format as JSON (see `sectionFormat` in the shared schemas). */
  design: string | null;
  active: number;
}

export interface PasswordResetsTable {
  idPasswordReset: Generated<number>;
  idUser: number;
  /** SHA-256 of the code sent by e-mail; the code itself is never stored. */
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

/** A signed-in session; its id is the token's `sid`. Ended sessions are kept for a while, then purged. */
export interface UserSessionsTable {
  idSession: Generated<number>;
  idCompany: number;
  idUser: number;
  idApp: number;
  /** The administrator behind a support session. */
  supportIdUser: number | null;
  /** The browser's User-Agent at sign-in (first 300 characters), shown as the device. */
  userAgent: string | null;
  createdAt: string;
  /** Updated at most every few minutes while the session is used. */
  lastUsedAt: string;
  expiresAt: string;
  /** When it was ended (logout, ended from another session, password change, deactivation). */
  endedAt: string | null;
}

export interface OutboxTable {
  idOutbox: Generated<number>;
  idCompany: number | null;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

export interface JobsTable {
  idJob: Generated<number>;
  /** The company the job works for, so its status can be shown to that company only; null for system jobs. */
  idCompany: number | null;
  type: string;
  /** The job's input as JSON. */
  payload: string;
  /** `queued`, `running`, `done` or `failed`. */
  status: string;
  attempts: number;
  maxAttempts: number;
  /** When the job may run next (later after a failed attempt). */
  runAt: string;
  /** The instance running the job. */
  lockedBy: string | null;
  /** A running job whose lock has passed this time is taken over (its instance died). */
  lockedUntil: string | null;
  lastError: string | null;
  /** The handler's answer as JSON once done. */
  result: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One acceptance of an app's agreement by a member; the highest version per app is the accepted one. */
export interface TermsAcceptancesTable {
  idTermsAcceptance: Generated<number>;
  idCompany: number;
  idUser: number;
  idApp: number;
  version: number;
  communicationAccepted: number;
  acceptedAt: string;
}

/** What earns campaign points (fixed catalogue, codes used by the areas that award them). */
export interface GamificationEventsTable {
  idEvent: number;
  code: string;
  name: string;
}

export interface CampaignsTable {
  idCampaign: Generated<number>;
  idCompany: number;
  name: string;
  description: string | null;
  /** Points count from `startDate` up to and including `endDate` (ISO-8601 UTC). */
  startDate: string;
  endDate: string;
  /** 1 active, 0 switched off by an administrator. */
  status: number;
  createdAt: string;
}

/** The points an event is worth in a campaign. */
export interface CampaignEventsTable {
  idCampaign: number;
  idEvent: number;
  points: number;
}

/** The points ledger: one row per campaign, member, event and item. */
export interface CampaignPointsTable {
  idCampaignPoint: Generated<number>;
  idCompany: number;
  idCampaign: number;
  idUser: number;
  idEvent: number;
  /** The kind of element (`CONTENT_ITEM` of the content app, `LEARNING_CONTENT`, `EVALUATION`, `NODE`, `PROFILE`). */
  elementType: string;
  /** The content item, course or other element the event happened on; 0 when the event has none. */
  idElement: number;
  /** The element's title when the points were earned ('Minhas atividades'). */
  elementText: string | null;
  points: number;
  eventDate: string;
}

/** A campaign limited to departments: only members of a listed department earn its points (none listed: all). */
export interface CampaignDepartmentsTable {
  idCampaign: number;
  idCompany: number;
  department: string;
}

/** A learning event of a member, once per element and enrollment (modules/learning-events). */
export interface LearningEventsTable {
  idLearningEvent: Generated<number>;
  idCompany: number;
  idUser: number;
  type: string;
  elementType: string;
  idElement: number;
  elementText: string | null;
  /** 0 outside an enrollment. */
  idEnrollment: number;
  createdAt: string;
}

/** A member closed a campaign's announcement (the campaign modal's `notified`). */
export interface CampaignNoticesTable {
  idCampaign: number;
  idUser: number;
  idCompany: number;
  notifiedAt: string;
}

/** A department a campaign is open to; a campaign without any is open to every member of the company. */
export interface CampaignDepartmentsTable {
  idCampaign: number;
  idCompany: number;
  /** As members' `users.department` is written. */
  department: string;
}

/** A PIN sent by SMS for first access; only its SHA-256 is stored. */
/** A PIN request for any number (limits count these); only a hash of the number is kept, for a day. */
export interface ActivationRequestsTable {
  idActivationRequest: Generated<number>;
  idApp: number;
  phoneHash: string;
  /** The requesting client's address (as the trusted proxies report it). */
  address: string;
  createdAt: string;
}

export interface ActivationPinsTable {
  idActivationPin: Generated<number>;
  idCompany: number;
  idApp: number;
  idUser: number;
  /** The 11 digits of the mobile number. */
  phone: string;
  pinHash: string;
  attempts: number;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
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

/** A SAML sign-on request waiting for its answer (InResponseTo check shared by every instance). */
export interface SsoRequestsTable {
  idRequest: string;
  idApp: number;
  createdAt: string;
}

/** An uploaded SCORM package and its processing (spec 3, 3: the content item's `scorm.status`). */
export interface LearningScormPackagesTable {
  idScormPackage: Generated<number>;
  idCompany: number;
  /** The packaged-course content item (type 26) that opens this package, once linked. */
  idContentItem: number | null;
  title: string;
  /** The uploaded file's name, as the administrator sent it. */
  fileName: string;
  /** Where the uploaded zip is kept. */
  uploadKey: string;
  uploadSize: number;
  /** PENDING while the package is processed, then SUCCESS or ERROR. */
  status: string;
  /** Why the package was refused, in Portuguese. */
  errorMessage: string | null;
  /** '1.2' or '2004', with the 2004 edition ('2nd', '3rd', '4th') when the manifest says. */
  version: string | null;
  edition: string | null;
  /** The storage prefix of the package's files (one key per file, by a hash of its path). */
  storagePrefix: string | null;
  /** The organization's item tree as JSON. */
  organization: string | null;
  /** The import's warnings as a JSON list. */
  warnings: string | null;
  /** Every file path of the package as a JSON list (to answer paths written in another letter case). */
  files: string | null;
  fileCount: number;
  totalBytes: number;
  idJob: number | null;
  createdBy: number;
  createdAt: string;
  processedAt: string | null;
  /** SCORM 2004: the manifest's sequencing as scorm-again's settings (JSON), read at import. */
  sequencing: Generated<string | null>;
  /** Origins outside the package its files reference, with what they load (JSON list), found at import. */
  externalOrigins: Generated<string | null>;
  /** Outside origins an administrator allowed for this package (JSON list): its pages' policy names them. */
  allowedOrigins: Generated<string | null>;
}

/**
 * A member's attempt on a sequenced SCORM 2004 course: the sequencing engine's state, and the root
 * activity's rolled-up status and score (what the content enrollment shows).
 */
export interface LearningScormAttemptsTable {
  idScormAttempt: Generated<number>;
  idCompany: number;
  idUser: number;
  idEnrollment: number;
  idScormPackage: number;
  attempt: number;
  /** scorm-again's serialized sequencing state, null before the first delivery. */
  state: string | null;
  completionStatus: string | null;
  successStatus: string | null;
  scoreScaled: number | null;
  progressMeasure: number | null;
  /** 1 once the attempt ended (exitAll, the course finished): the next start begins a new attempt. */
  ended: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

/**
 * Sequencing data shared by a member's courses: global objectives (`objectives`) and `adl.data` stores
 * (`data`), for a scope: `system` (every course of the member), or one course attempt.
 */
export interface LearningScormSharedStatesTable {
  idScormSharedState: Generated<number>;
  idCompany: number;
  idUser: number;
  kind: string;
  scope: string;
  /** The engine's snapshot (JSON). */
  snapshot: string;
  updatedAt: string;
}

/** A launchable item of a package (a SCO or an asset), in the tree order learners navigate. */
export interface LearningScosTable {
  idSco: Generated<number>;
  idCompany: number;
  idScormPackage: number;
  position: number;
  /** The item's identifier in the manifest. */
  identifier: string;
  /** The enclosing item's identifier, null at the organization's top level. */
  parentIdentifier: string | null;
  depth: number;
  title: string;
  /** `sco` or `asset`. */
  scormType: string;
  isVisible: number;
  /** The launch file's path inside the package, and the query and fragment to open it with. */
  launchPath: string;
  launchQuery: string;
  /** 0-100; SCORM 1.2 `masteryscore`, or 2004's minimum normalized measure times 100. */
  masteryScore: number | null;
  /** 2004 `cmi.scaled_passing_score` (-1..1). */
  scaledPassingScore: number | null;
  completionThreshold: number | null;
  /** SCORM 1.2 aicc_script prerequisites. */
  prerequisites: string | null;
  maxTimeAllowed: string | null;
  timeLimitAction: string | null;
  dataFromLms: string | null;
  /** The item's 2004 sequencing as JSON. */
  sequencing: string | null;
}

/** A member's run-time data for one SCO of one enrollment (spec 3, 3 "SCO enrollment"). */
export interface LearningScoEnrollmentsTable {
  idScoEnrollment: Generated<number>;
  idCompany: number;
  idUser: number;
  idSco: number;
  idScormPackage: number;
  idEnrollment: number;
  idNodeEnrollment: number | null;
  /** The SCO label (NOT_ATTEMPTED, IN_PROGRESS, INCOMPLETE, COMPLETED, PASSED, FAILED); never goes back. */
  status: string;
  /** What the SCO last reported: 1.2 `lesson_status`, 2004 `completion_status` and `success_status`. */
  lessonStatus: string | null;
  completionStatus: string | null;
  successStatus: string | null;
  scoreRaw: number | null;
  scoreMin: number | null;
  scoreMax: number | null;
  scoreScaled: number | null;
  /** 0-100, from the score. */
  grade: number | null;
  progressMeasure: number | null;
  /** 1.2 `lesson_location`, 2004 `location`. */
  location: string | null;
  suspendData: string | null;
  /** The last `exit` the SCO set (`suspend` resumes the attempt on the next launch). */
  exitMode: string | null;
  /** Interactions (SCORM 2004, of the current attempt) and objectives as JSON lists. */
  interactions: string | null;
  objectives: string | null;
  /** Other elements restored on the next launch (comments, learner preferences) as JSON. */
  extra: string | null;
  /** Seconds: the sum of the sessions' times. */
  totalTime: number;
  numberOfAccess: number;
  /** 2004 attempt number (a new one starts after an attempt ends without suspend). */
  attempt: number;
  startDate: string;
  lastAccessDate: string | null;
  /** When the SCO was first finished (completed, passed or failed). */
  finishDate: string | null;
  /** When the commit that wrote the run-time data was made (a later-arriving older commit does not overwrite it). */
  dataAt: Generated<string | null>;
  /**
   * A sequenced course: the engine's attempt the data belongs to (`<course attempt>.<activity attempt>`); a
   * launch in another one starts a new attempt of the SCO.
   */
  activityAttempt: Generated<string | null>;
}

/** One launch of a SCO: its time and the order of its commits. */
export interface LearningScoSessionsTable {
  idScoSession: Generated<number>;
  idCompany: number;
  idScoEnrollment: number;
  /** The random key the player sends with each commit of the session. */
  sessionKey: string;
  attempt: number;
  /** Seconds counted for the session so far. */
  seconds: number;
  /** The sequence of the last commit applied; older commits arriving late are ignored. */
  lastSequence: number;
  /** Set when the SCO called LMSFinish/Terminate. */
  terminated: number;
  /** SCORM 1.2 interactions of the session as JSON (write-only in 1.2, so each session starts a new list). */
  interactions: string | null;
  startedAt: string;
  lastCommitAt: string | null;
}

/** A page of the learning platform: a catalog (ORGANIZATION) or a training and its modules (LEARNING). */
export interface LearningNodesTable {
  idNode: Generated<number>;
  idCompany: number;
  /** The code the routes use (`/catalog/:nodeCode`); unique in the company and never only digits. */
  nodeCode: string;
  originalNodeCode: string | null;
  nodeType: string;
  /** 1 for the company's root node: the learning home. */
  entryPoint: number;
  title: string;
  shortTitle: string | null;
  label: string | null;
  description: string | null;
  syllabus: string | null;
  /** Minutes. */
  workload: number | null;
  image: string | null;
  mobileImage: string | null;
  selfEnrollment: number;
  /** PUBLIC, or RESTRICTED to the departments listed in `audience`. */
  visibility: string;
  /** JSON array of department names that may open a RESTRICTED node. */
  audience: string | null;
  status: string;
  allowComments: number;
  commentsLabel: string | null;
  hasCampaign: number;
  equivalentNodeCode: string | null;
  createdAt: string;
  /** 1 for a training every member of its audience must complete (the compliance report). */
  mandatory: Generated<number>;
  /** A mandatory training's fixed deadline (ISO-8601), or null. */
  dueDate: Generated<string | null>;
  /** Days a member has from their enrollment (or from joining, when not enrolled), or null. */
  dueDays: Generated<number | null>;
}

export interface LearningNodeTagsTable {
  idCompany: number;
  idNode: number;
  tag: string;
}

/** A learning content item; `idContentType` picks the renderer (spec 3, 2.5). */
export interface LearningContentItemsTable {
  idContentItem: Generated<number>;
  idCompany: number;
  idContentType: number;
  idSection: number | null;
  text: string;
  description: string | null;
  label: string | null;
  author: string | null;
  /** HTML of a single page, or the JSON list of a video list. */
  content: string | null;
  contentLocation: string | null;
  link: string | null;
  image: string | null;
  mobileImage: string | null;
  /** Seconds of audio or video. */
  duration: number | null;
  /** Minutes. */
  workload: number | null;
  shareable: number;
  isSeekingBlocked: number;
  idChatRoom: number | null;
  views: number;
  active: number;
  createdAt: string;
}

export interface LearningEvaluationsTable {
  idEvaluation: Generated<number>;
  idCompany: number;
  title: string;
  description: string | null;
  /** REACTION (a satisfaction survey), KNOWLEDGE or PRE_TEST. */
  evaluationType: string;
  evaluationMasteryScore: number | null;
  createdAt: string;
  /** Minutes to answer from the start; null when untimed. */
  timeLimit: Generated<number | null>;
  /** Questions drawn for each attempt; null for all. */
  questionAmount: Generated<number | null>;
  lockNavigation: Generated<number>;
  /** Attempts allowed; null for unlimited. */
  maxTries: Generated<number | null>;
  showResponseSummary: Generated<number>;
  lockAfterApproval: Generated<number>;
  closingText: Generated<string | null>;
}

export interface LearningBlocksTable {
  idBlock: Generated<number>;
  idCompany: number;
  idNode: number;
  position: number;
  /** One of the block types of spec 3, 2.2 (MasterBanner, Carrousel, ...). */
  type: string;
  title: string | null;
  text: string | null;
  /** Block parameters as JSON (cardFormat, nodeCode, depth, textSearch, ...). */
  parameters: string;
}

export interface LearningBlockElementsTable {
  idBlockElement: Generated<number>;
  idCompany: number;
  idBlock: number;
  position: number;
  /** NODE, CONTENT, EVALUATION, or LINK (a banner or link with its own title, image and address). */
  elementType: string;
  idNode: number | null;
  idContentItem: number | null;
  idEvaluation: number | null;
  sequential: number;
  mandatory: number;
  title: string | null;
  image: string | null;
  mobileImage: string | null;
  link: string | null;
}

/** A class of a training. */
export interface LearningTeamsTable {
  idTeam: Generated<number>;
  idCompany: number;
  idNode: number;
  name: string;
  description: string | null;
  initialDate: string | null;
  finalDate: string | null;
  /** Days. */
  duration: number | null;
  /** Seats; null is unlimited. */
  capacity: number | null;
  /** Seats taken; raised only by a conditional update so two members cannot take the last seat. */
  enrolledCount: number;
  needApproval: number;
  allowReenrollment: number;
  allowAccessUponCompletion: number;
  idCertificate: number | null;
  enableCertificateForChildren: number;
  allowComments: number;
  commentsLabel: string | null;
  hasAttachments: number;
  status: string;
  createdAt: string;
}

export interface LearningMeetingsTable {
  idMeeting: Generated<number>;
  idCompany: number;
  idTeam: number | null;
  idNode: number | null;
  /** PRESENCIAL or ONLINE. */
  meetingType: string;
  title: string;
  startDate: string;
  finishDate: string;
  address: string | null;
  speaker: string | null;
}

export interface LearningEnrollmentsTable {
  idEnrollment: Generated<number>;
  idCompany: number;
  idUser: number;
  idNode: number;
  idTeam: number;
  status: string;
  progress: number;
  /** 0 once a re-enrollment replaced it (kept for the history). */
  isCurrent: number;
  processing: number;
  startDate: string | null;
  finishDate: string | null;
  validityDate: string | null;
  lastAccessDate: string | null;
  creationDate: string;
  /** The seconds spent in its contents and packaged lessons (kept by triggers, migration 2551). */
  reportTime: Generated<number>;
  /** Its grade as the reports show it, or null (kept by triggers, migration 2551). */
  reportGrade: Generated<number | null>;
}

export interface LearningEnrollmentRequestsTable {
  idEnrollmentRequest: Generated<number>;
  idCompany: number;
  idUser: number;
  idNode: number;
  idTeam: number;
  /** PENDING, APPROVED, DENIED or CANCELED. */
  status: string;
  reason: string | null;
  idEnrollment: number | null;
  creationDate: string;
  statusDate: string;
}

export interface LearningNodeEnrollmentsTable {
  idNodeEnrollment: Generated<number>;
  idCompany: number;
  idUser: number;
  idEnrollment: number;
  idNode: number;
  idParentNodeEnrollment: number | null;
  status: string;
  progress: number;
  startDate: string;
  finishDate: string | null;
}

export interface LearningContentEnrollmentsTable {
  idContentEnrollment: Generated<number>;
  idCompany: number;
  idUser: number;
  idEnrollment: number;
  idNodeEnrollment: number;
  idContentItem: number;
  status: string;
  progress: number;
  grade: number | null;
  /** Seconds; where the player resumes. */
  lastPosition: number;
  /** Seconds; the furthest point accepted for a seek-blocked medium, and when it was accepted. */
  furthestPosition: number;
  furthestAt: string | null;
  /** Seconds spent. */
  timeExecuted: number;
  startDate: string;
  finishDate: string | null;
}

/** One attempt of a member at an evaluation. */
export interface LearningQuestionnairesTable {
  idQuestionnaire: Generated<number>;
  idCompany: number;
  idEvaluation: number;
  idUser: number;
  idEnrollment: number | null;
  idNodeEnrollment: number | null;
  questionnaireType: string | null;
  startDate: string;
  /** Set when finished: the evaluation element then counts as completed. */
  finishDate: string | null;
  grade: number | null;
  /** 1 for the first attempt. */
  attempt: Generated<number>;
  /** Start plus the time limit, fixed at the start; null when untimed. */
  deadline: Generated<string | null>;
  /** SUBMITTED or TIME_EXPIRED. */
  finishReason: Generated<string | null>;
  /** The seconds the member's device last reported (the server's deadline decides). */
  timeLeft: Generated<number | null>;
  timeReportedAt: Generated<string | null>;
}

export interface LearningContentTrackingsTable {
  idContentTracking: Generated<number>;
  idCompany: number;
  idUser: number;
  idContentItem: number;
  idSection: number | null;
  startTime: string;
  secondsPlayed: number;
  createdAt: string;
}

export interface LearningLikesTable {
  idCompany: number;
  idUser: number;
  entityType: string;
  entityId: string;
  createdAt: string;
}

/** Analytics events the app sends through `POST /logs` (share copy and click...). */
export interface ClientLogsTable {
  idClientLog: Generated<number>;
  idCompany: number;
  idUser: number;
  event: string;
  idContent: number | null;
  data: string | null;
  createdAt: string;
}

export interface LearningScheduleTypesTable {
  idScheduleType: Generated<number>;
  idCompany: number;
  description: string;
  color: string | null;
}

export interface LearningSchedulesTable {
  idSchedule: Generated<number>;
  idCompany: number;
  idScheduleType: number;
  title: string;
  description: string | null;
  url: string | null;
  startDate: string;
  endDate: string;
}

/** One administrative change: who (and the administrator behind a support session), when, what, before and after. */
export interface AuditLogTable {
  idAuditLog: Generated<number>;
  idCompany: number;
  /** The signed-in member who made the change; null for a pack imported from the command line. */
  idUser: number | null;
  /** The administrator acting as `idUser` during a support session. */
  supportIdUser: number | null;
  /** `admin` (the console and the admin API), `pack` (a pack import) or `support` (support access). */
  source: string;
  /** What happened, `<entity>.<verb>` (`user.create`, `enrollmentRequest.approve`). */
  action: string;
  entityType: string;
  /** The row's id or pack key. */
  entityId: string | null;
  summary: string | null;
  /** The entity as JSON before and after the change (null when created or removed). */
  before: string | null;
  after: string | null;
  requestId: string | null;
  createdAt: string;
}

/** The stable key a tenant pack gives an entity, so importing the pack again updates the same row. */
export interface PackKeysTable {
  idCompany: number;
  /** `company`, `section`, `contentItem`, `evaluation`, `team`, `meeting`, `campaign`, ... */
  entityType: string;
  packKey: string;
  entityId: number;
}

export interface LearningQuestionsTable {
  idQuestion: Generated<number>;
  idCompany: number;
  idEvaluation: number;
  position: number;
  /** One of the eight question types (SINGLE_OPTION ... COMMENT). */
  questionType: string;
  statement: string;
  /** 0 for optional survey questions. */
  mandatory: number;
  /** The item's identifier in the question bank it was imported from. */
  sourceIdentifier: string | null;
  createdAt: string;
  /** Set when an administrator replaced the question: attempts that show it keep it, new ones do not get it. */
  retiredAt: Generated<string | null>;
  /** A comment's most characters, within the spec's 4000 (`SURVEY_COMMENT_MAX_LENGTH`); null: those 4000. */
  commentLimit: Generated<number | null>;
}

export interface LearningQuestionOptionsTable {
  idQuestionOption: Generated<number>;
  idCompany: number;
  idQuestion: number;
  position: number;
  description: string;
  /** Never sent to a member before the questionnaire is finished. */
  isCorrect: number;
}

/** The items a CORRELATE question asks to number, each with the option it belongs to. */
export interface LearningQuestionOptionAnswersTable {
  idQuestionOptionAnswer: Generated<number>;
  idCompany: number;
  idQuestion: number;
  position: number;
  description: string;
  /** The right option; never sent to a member before the questionnaire is finished. */
  idQuestionOption: number | null;
}

/** The points of a Likert scale of one question. */
export interface LearningQuestionScalesTable {
  idQuestionScale: Generated<number>;
  idCompany: number;
  idQuestion: number;
  position: number;
  description: string;
  value: number;
}

/** One question of an attempt and what the member answered. */
export interface LearningAnswersTable {
  idAnswer: Generated<number>;
  idCompany: number;
  idQuestionnaire: number;
  idQuestion: number;
  /** 1-based place in the attempt ('questão N'). */
  position: number;
  /** The answerData entries as JSON. */
  answerData: string;
  answerText: string | null;
  answerStatus: number;
  /** The device's change counter of the stored answer. */
  revision: number;
  /** Set when the attempt is graded: 1 right, 0 wrong, null not scored. */
  isCorrect: number | null;
  answeredAt: string | null;
  updatedAt: string;
}

/** A write sent with an `Idempotency-Key`, and the answer it got (null while it is being processed). */
export interface IdempotencyKeysTable {
  idIdempotencyKey: Generated<number>;
  idCompany: number;
  idUser: number;
  key: string;
  method: string;
  path: string;
  statusCode: number | null;
  response: string | null;
  createdAt: string;
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
/** A product of the in-app store; owning it shows the menu section it unlocks (`idSection`). */
export interface StoreProductsTable {
  idProduct: Generated<number>;
  idCompany: number;
  idApp: number;
  title: string;
  description: string | null;
  content: string | null;
  imageURL: string | null;
  idSection: number | null;
  active: number;
  createdAt: string;
}

/** A price of a product, in integer cents of BRL. */
export interface StoreOffersTable {
  idOffer: Generated<number>;
  idCompany: number;
  idProduct: number;
  price: number;
  position: number;
  active: number;
  createdAt: string;
}

/** One cart per member and app; `version` changes with every change and every payment attempt. */
export interface StoreCartsTable {
  idShoppingCart: Generated<number>;
  idCompany: number;
  idUser: number;
  idApp: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface StoreCartItemsTable {
  idShoppingCart: number;
  idOffer: number;
  addedAt: string;
}

/** A payment attempt of a cart: pending, approved, declined or failed. Only brand and last four of the card. */
export interface StoreOrdersTable {
  idOrder: Generated<number>;
  idCompany: number;
  idUser: number;
  idApp: number;
  idShoppingCart: number;
  cartKey: string;
  requestKey: string | null;
  totalPrice: number;
  status: string;
  cardBrand: string;
  cardLastFour: string;
  gatewayReference: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The offers of an order with the price charged for each (cents). */
export interface StoreOrderItemsTable {
  idOrderItem: Generated<number>;
  idOrder: number;
  idCompany: number;
  idOffer: number;
  idProduct: number;
  title: string;
  price: number;
}

/** A product a member owns. */
export interface StoreOwnershipsTable {
  idCompany: number;
  idUser: number;
  idProduct: number;
  idOrder: number | null;
  acquiredAt: string;
}

/** A feature a company switched on (EXTERNAL_COURSES, CONTACT_US...); a missing row is off. */
export interface CompanyFeaturesTable {
  idCompany: number;
  code: string;
  active: number;
}

/** A certificate issued for a completed enrollment (or a child page of it), found by its unguessable id. */
export interface LearningCertificatesTable {
  idUserCertificate: Generated<number>;
  idCompany: number;
  idUser: number;
  idEnrollment: number;
  /** The root node enrollment for the training, a child's for a module certificate. */
  idNodeEnrollment: number;
  /** Random, 32 hexadecimal digits: the QR code's address and the token the authenticity page shows. */
  authenticityId: string;
  title: string;
  /** The member's name when issued. */
  username: string;
  /** Minutes. */
  workload: number | null;
  startDate: string | null;
  finishDate: string | null;
  progress: number;
  createdAt: string;
}

/** A comment or reply on a page (NODE, by idNode) or a class (TEAM, by idTeam). */
export interface LearningCommentsTable {
  idComment: Generated<number>;
  idCompany: number;
  entityType: string;
  entityId: number;
  idParentComment: number | null;
  /** HTML cleaned on the server to b, i, u, a, p and br. */
  text: string;
  createdBy: number;
  creationDate: string;
  /** Set when the author edits it ('editado'). */
  lastModifiedDate: string | null;
  /** The administrator who hid it for inappropriate content. */
  hiddenBy: number | null;
  hiddenAt: string | null;
  /** When an administrator reviewed its reports and kept it. */
  reportsReviewedAt: string | null;
}

/** One member's report of a comment (once per member). */
export interface LearningCommentReportsTable {
  idCompany: number;
  idComment: number;
  idUser: number;
  createdAt: string;
}

/** A course a member took elsewhere, sent for validation (document 3, 4.12). */
export interface LearningExternalCoursesTable {
  idUserExternalCourse: Generated<number>;
  idCompany: number;
  idUser: number;
  title: string;
  /** IN_PERSON, ONLINE or BLENDED. */
  type: string;
  /** Hours. */
  workload: number;
  /** YYYY-MM-DD. */
  startDate: string;
  finishDate: string;
  expirationDate: string | null;
  entityName: string;
  evidencePath: string | null;
  /** PENDING, APPROVED, REJECTED or CANCELED. */
  status: string;
  /** Why an administrator rejected it. */
  statusReason: string | null;
  /** 1 once a rejected request was fixed and sent again as a new request. */
  hasResubmission: number;
  idParentUserExternalCourse: number | null;
  reviewedBy: number | null;
  creationDate: string;
  lastModifiedDate: string;
}

/** A file of a class shown in the 'Anexos' drawer. */
export interface LearningAttachmentsTable {
  idAttachment: Generated<number>;
  idCompany: number;
  idTeam: number;
  /** 1 PDF, 2 presentation, 3 spreadsheet, 4 document, 5 image, 6 audio, 7 video. */
  idAttachmentType: number;
  title: string;
  url: string;
  format: string;
  position: number;
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

/** A notification to every member of an app (idUser null) or to one member. */
export interface MemberNotificationsTable {
  idNotification: Generated<number>;
  idCompany: number;
  idApp: number;
  idUser: number | null;
  title: string;
  text: string;
  createdAt: string;
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

/** A notification the company sends; `status` OPTIONAL, MANDATORY or DEACTIVATED; `section` LEARNING, SYSTEM, TEAM. */
export interface NotificationsTable {
  idNotification: Generated<number>;
  idCompany: number;
  type: string;
  description: string;
  section: string;
  status: string;
  position: number;
}

/** A member's choice for an OPTIONAL notification (no row: on). */
export interface NotificationUsersTable {
  idNotificationUser: Generated<number>;
  idCompany: number;
  idNotification: number;
  idUser: number;
  active: number;
  updatedAt: string;
}

/** The texts of a company e-mail form by key (CONTACT_US) and the address it goes to. */
export interface CompanyEmailFormsTable {
  idCompanyEmailForm: Generated<number>;
  idCompany: number;
  formKey: string;
  title: string;
  description: string | null;
  feedbackMessage: string | null;
  toAddress: string;
}

/** A topic of interest of a member. */
export interface LearningUserTagsTable {
  idUserTag: Generated<number>;
  idCompany: number;
  idUser: number;
  tag: string;
}

/** A responsibility term members sign, by version. */
export interface LearningResponsibilityTermsTable {
  idTermOfResponsibility: Generated<number>;
  idCompany: number;
  name: string;
  content: string;
  versionNumber: number;
  active: number;
}

/** A member's signature of one version of a responsibility term. */
export interface LearningTermSignaturesTable {
  idTermSignature: Generated<number>;
  idCompany: number;
  idUser: number;
  idTermOfResponsibility: number;
  versionNumber: number;
  signedAt: string;
}

/** A single-use code that opens another app of the member signed in; only its hash is stored. */
export interface AppSwitchCodesTable {
  codeHash: string;
  idCompany: number;
  idUser: number;
  idApp: number;
  supportIdUser: number | null;
  expiresAt: string;
  usedAt: string | null;
}

/** A plan offered to the company's apps; `features` and `products` are JSON lists of texts. */
/** A plan's own price per user up to `maxUsers` (null: no limit), in cents. */
export interface PlanPricingTiersTable {
  idPlanPricingTier: Generated<number>;
  idCompany: number;
  idPlan: number;
  maxUsers: number | null;
  unitPriceCents: number;
}

export interface PlansTable {
  idPlan: Generated<number>;
  idCompany: number;
  idRef: string;
  name: string;
  description: string | null;
  features: string;
  products: string;
  /** 0 for a plan without trial (Enterprise). */
  trial: number;
  position: number;
  agreementContent: string | null;
}

/** The plan an app runs on: a trial with its count and end, or a contract. */
export interface CompanyPlansTable {
  idCompanyPlan: Generated<number>;
  idCompany: number;
  idApp: number;
  idPlan: number;
  trial: number;
  trialsCount: number;
  startDate: string;
  finishDate: string | null;
  numberOfEmployees: string | null;
}

/** A request about plans: UPGRADE, PLAN, TRIAL, EXTEND_TRIAL or CONTACT; `details` is JSON. */
export interface PlanRequestsTable {
  idPlanRequest: Generated<number>;
  idCompany: number;
  idApp: number;
  idUser: number;
  idPlan: number | null;
  kind: string;
  numberOfLicences: number | null;
  price: number | null;
  details: string | null;
  createdAt: string;
}

/** An upgrade campaign shown on the home during its period. */
export interface PlanCampaignsTable {
  idPlanCampaign: Generated<number>;
  idCompany: number;
  title: string;
  text: string | null;
  startDate: string;
  finishDate: string;
  mediaType: string | null;
  mediaUrl: string | null;
  frequencyToShow: number | null;
}

/** Per company, the version of its learning catalog's structure (raised by triggers; see catalog-cache.ts). */
export interface CacheVersionsTable {
  idCompany: number;
  catalogVersion: Generated<number>;
  contentVersion: Generated<number>;
}

/** One row (id 1): raised by triggers on every write of `app_hosts` and of an app's bucket (host-company.ts). */
export interface HostVersionsTable {
  id: number;
  version: Generated<number>;
}
