import type { BLOCK_TYPES, CardElementType, NodeType } from '@trilha/shared/api/learning-common';
import type { COMMENT_ENTITY_TYPES, EXTERNAL_COURSE_TYPES } from '@trilha/shared/api/learning-journey';
import type { LearningStatus } from '@trilha/shared/rules/learning-status';
import type { Generated, Selectable } from 'kysely';
import type { ReadTyped } from './columns';

type BlockType = (typeof BLOCK_TYPES)[number];
type CommentEntityType = (typeof COMMENT_ENTITY_TYPES)[number];
type ExternalCourseType = (typeof EXTERNAL_COURSE_TYPES)[number];

// The learning platform: pages (nodes), blocks, content items, classes, enrollments, certificates, comments
// and the member's own records.

/** A page of the learning platform: a catalog (ORGANIZATION) or a training and its modules (LEARNING). */
export interface LearningNodesTable {
  idNode: Generated<number>;
  idCompany: number;
  /** The code the routes use (`/catalog/:nodeCode`); unique in the company and never only digits. */
  nodeCode: string;
  originalNodeCode: string | null;
  nodeType: NodeType;
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
  visibility: 'PUBLIC' | 'RESTRICTED';
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

export interface LearningBlocksTable {
  idBlock: Generated<number>;
  idCompany: number;
  idNode: number;
  position: number;
  /** One of the block types of spec 3, 2.2 (MasterBanner, Carrousel, ...). */
  type: ReadTyped<BlockType>;
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
  elementType: CardElementType;
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
  meetingType: 'PRESENCIAL' | 'ONLINE';
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
  status: ReadTyped<LearningStatus>;
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
  status: ReadTyped<LearningStatus>;
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
  /** A learning status (`LearningStatus`); text because the shared SCORM merge computes it as a string. */
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
  entityType: CommentEntityType;
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
  type: ReadTyped<ExternalCourseType>;
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

// Rows as the queries read them.
export type BlockRow = Selectable<LearningBlocksTable>;
export type CertificateRow = Selectable<LearningCertificatesTable>;
export type CommentRow = Selectable<LearningCommentsTable>;
export type ContentEnrollmentRow = Selectable<LearningContentEnrollmentsTable>;
export type ContentRow = Selectable<LearningContentItemsTable>;
export type EnrollmentRequestRow = Selectable<LearningEnrollmentRequestsTable>;
export type EnrollmentRow = Selectable<LearningEnrollmentsTable>;
export type ExternalCourseRow = Selectable<LearningExternalCoursesTable>;
export type NodeEnrollmentRow = Selectable<LearningNodeEnrollmentsTable>;
export type NodeRow = Selectable<LearningNodesTable>;
export type TeamRow = Selectable<LearningTeamsTable>;
