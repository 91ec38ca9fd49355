import { z } from '../zod';
import { flag, idParam } from './common';
import { elementType, learningStatus, nodeRef } from './learning-common';
import { teamSummary } from './learning-enrollment';
import { scormCourse } from './learning-scorm';

/** Content items, content enrollments and viewing records (spec 3, 3, 4.2, 4.6 and 7.2). */

export const contentEnrollment = z.object({
  idContentEnrollment: z.number(),
  idNodeEnrollment: z.number(),
  idEnrollment: z.number(),
  idContentItem: z.number(),
  idUser: z.number(),
  status: learningStatus,
  progress: z.number(),
  grade: z.number().nullable(),
  lastPosition: z.number(),
  timeExecuted: z.number(),
  startDate: z.string(),
  finishDate: z.string().nullable(),
});
export type ContentEnrollment = z.infer<typeof contentEnrollment>;

/** A content item as the viewer reads it (spec 3, 3 "Content item"). */
export const contentItem = z.object({
  idContentItem: z.number(),
  idContentType: z.number(),
  idSection: z.number().nullable(),
  text: z.string(),
  description: z.string().nullable(),
  label: z.string().nullable(),
  duration: z.number().nullable(),
  workload: z.number().nullable(),
  contentLocation: z.string().nullable(),
  image: z.string().nullable(),
  mobileImage: z.string().nullable(),
  shareable: flag,
  mandatory: flag,
  sequential: flag,
  completed: flag,
  lastPosition: z.number(),
  timeExecuted: z.number(),
  isSeekingBlocked: flag,
  idChatRoom: z.number().nullable(),
  author: z.string().nullable(),
  content: z.string().nullable(),
  views: z.number(),
  link: z.string().nullable(),
  active: flag,
  contentProgress: z.number(),
  parentType: z.string().nullable(),
  contentEnrollment: contentEnrollment.nullable(),
  /** Packaged-course data; filled by the SCORM area for content type 26 with a package, null otherwise. */
  scorm: scormCourse.nullable(),
  team: z.object({ idTeam: z.number() }).nullable(),
});
export type ContentItem = z.infer<typeof contentItem>;

/** `GET /content/find/:id`: a free content item. */
export const findContentResponse = z.object({
  success: z.literal(true),
  content: z.array(contentItem),
  scorm: scormCourse.nullable(),
});
export type FindContentResponse = z.infer<typeof findContentResponse>;

/** An element of an enrollment in the order of the navigation map (spec 3, 3 "Enrollment item"). */
export const enrollmentItem = z.object({
  idEnrollment: z.number(),
  idNodeEnrollment: z.number().nullable(),
  idContentEnrollment: z.number().nullable(),
  idContentItem: z.number().nullable(),
  idContentType: z.number().nullable(),
  idEvaluation: z.number().nullable(),
  idQuestionnaire: z.number().nullable(),
  idTeam: z.number(),
  idUser: z.number(),
  nodeCode: z.string(),
  sequential: flag,
  mandatory: flag,
  title: z.string(),
  label: z.string().nullable(),
  status: learningStatus,
  progress: z.number(),
  startDate: z.string().nullable(),
  finishDate: z.string().nullable(),
  grade: z.number().nullable(),
  elementType,
  lock: flag,
});
export type EnrollmentItem = z.infer<typeof enrollmentItem>;

export const enrollmentContentParams = z.object({
  idUser: z.coerce.number().int().positive(),
  idEnrollment: z.coerce.number().int().positive(),
  idContentItem: z.coerce.number().int().positive(),
});
export const enrollmentContentQuery = z.object({ idNodeEnrollment: z.coerce.number().int().positive() });

/** A content inside an enrollment, with the member's enrollment of it and its neighbours in the map. */
export const enrollmentContentResponse = z.object({
  success: z.literal(true),
  content: contentItem,
  contentEnrollment: contentEnrollment.nullable(),
  team: teamSummary,
  node: nodeRef.extend({ parentNodes: z.array(nodeRef) }),
  currentItem: enrollmentItem.extend({ isLastContent: z.boolean() }),
  nextItem: enrollmentItem.nullable(),
  previousItem: enrollmentItem.nullable(),
});
export type EnrollmentContentResponse = z.infer<typeof enrollmentContentResponse>;

export const createContentEnrollmentRequest = z.object({
  idNodeEnrollment: z.number().int().positive(),
  idEnrollment: z.number().int().positive(),
  idContentItem: z.number().int().positive(),
  idUser: z.number().int().positive().optional(),
  progress: z.number().min(0).max(100).optional(),
  status: z.enum(['IN_PROGRESS', 'NOT_ATTEMPTED']).optional(),
});
export type CreateContentEnrollmentRequest = z.infer<typeof createContentEnrollmentRequest>;

export const progressSnapshot = z.object({ status: learningStatus, progress: z.number() });

export const contentEnrollmentResponse = z.object({
  success: z.literal(true),
  created: flag,
  contentEnrollment,
  nodeEnrollment: progressSnapshot.extend({ idNodeEnrollment: z.number() }),
  enrollment: progressSnapshot.extend({ idEnrollment: z.number() }),
  /** Campaign points this call earned (the content or the training completed now); the app shows a toast. */
  earnPoints: z.number().int().min(0).optional(),
});
export type ContentEnrollmentResponse = z.infer<typeof contentEnrollmentResponse>;

export const updateContentEnrollmentRequest = z.object({
  status: z.enum(['IN_PROGRESS', 'INCOMPLETE', 'COMPLETED', 'PASSED', 'FAILED']),
  progress: z.number().min(0).max(100),
  grade: z.number().min(0).max(100).nullable().optional(),
  /** Seconds: where the player is (resume point). */
  lastPosition: z.number().min(0).max(86_400).optional(),
  /** Seconds spent since the last report. */
  timeExecuted: z.number().int().min(0).max(86_400).optional(),
});
export type UpdateContentEnrollmentRequest = z.infer<typeof updateContentEnrollmentRequest>;

export const trackingRequest = z.object({
  /** UTC, `YYYY-MM-DD HH:mm:ss`. */
  startTime: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'Data inválida.')
    .refine((value) => !Number.isNaN(Date.parse(`${value.replace(' ', 'T')}Z`)), 'Data inválida.'),
  idContentItem: z.number().int().positive(),
  /** The constant 1 of the viewing record. */
  idTrackingType: z.literal(1).default(1),
  idSection: z.number().int().positive().nullable().optional(),
  secondsPlayed: z.number().int().min(0).max(86_400),
});
export type TrackingRequest = z.input<typeof trackingRequest>;
/** spec 3, 4.9: `earnPoints`, the campaign points the viewing earned now (0 when none). */
export const trackingResponse = z.object({ success: z.literal(true), earnPoints: z.number() });
export type TrackingResponse = z.infer<typeof trackingResponse>;

/** The path of a content enrollment (`/learning/content-enrollments/:idContentEnrollment`). */
export const contentEnrollmentParams = z.object({ idContentEnrollment: idParam });
