import { ENROLLMENT_REQUEST_PAGE_SIZE, TEAM_LIST_LIMIT } from '../constants';
import { z } from '../zod';
import { flag, pageFields, recordsPage } from './common';
import {
  elementType,
  learningNode,
  learningStatus,
  nodeCode,
  nodeEnrollment,
  nodeRef,
  queryFlag,
} from './learning-common';

/** Classes, enrollments, requests, node enrollments and the navigation map (spec 3, 4.4, 4.5 and 7.1). */

export const meeting = z.object({
  idMeeting: z.number(),
  meetingType: z.string(),
  title: z.string(),
  startDate: z.string(),
  finishDate: z.string(),
  address: z.string().nullable(),
  speaker: z.string().nullable(),
  nodeCode: z.string().nullable(),
  nodeTitle: z.string().nullable(),
  teamName: z.string().nullable(),
});
export type Meeting = z.infer<typeof meeting>;

export const team = z.object({
  idTeam: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  duration: z.number().nullable(),
  initialDate: z.string().nullable(),
  finalDate: z.string().nullable(),
  capacity: z.number().nullable(),
  /** null means unlimited. */
  totalVacanciesAvailable: z.number().nullable(),
  needApproval: flag,
  awaitingApproval: flag,
  allowReenrollment: flag,
  nodeCode: z.string(),
  /** The class starts in the future: it is shown locked. */
  isFuture: flag,
  isEnrolled: flag,
  meetings: z.array(meeting),
});
export type Team = z.infer<typeof team>;

export const teamsQuery = z.object({
  nodeCode,
  limit: z.coerce.number().int().min(1).max(TEAM_LIST_LIMIT).default(TEAM_LIST_LIMIT),
  onlyAvailable: queryFlag.optional(),
});
export type TeamsQuery = z.input<typeof teamsQuery>;
export const teamsResponse = z.object({ success: z.literal(true), data: z.array(team) });
export type TeamsResponse = z.infer<typeof teamsResponse>;

export const enrollmentRequestStatus = z.enum(['PENDING', 'APPROVED', 'DENIED', 'CANCELED']);
export const enrollmentRequest = z.object({
  idEnrollmentRequest: z.number(),
  title: z.string(),
  nodeCode: z.string(),
  idTeam: z.number(),
  teamName: z.string(),
  creationDate: z.string(),
  statusDate: z.string(),
  status: enrollmentRequestStatus,
  reason: z.string().nullable(),
  idEnrollment: z.number().nullable(),
});
export type EnrollmentRequest = z.infer<typeof enrollmentRequest>;

export const enrollRequest = z.object({
  idTeam: z.number().int().positive(),
  nodeCode: nodeCode.optional(),
  idUser: z.number().int().positive().optional(),
});
export type EnrollRequest = z.infer<typeof enrollRequest>;
export const enrollResponse = z.object({
  success: z.literal(true),
  /** The new enrollment, or null when the class needs approval and a request was created. */
  idEnrollment: z.number().nullable(),
  reenrollment: flag,
  enrollmentRequest: enrollmentRequest.nullable(),
});
export type EnrollResponse = z.infer<typeof enrollResponse>;

export const createNodeEnrollmentRequest = z.object({
  idEnrollment: z.number().int().positive(),
  nodeCode,
  idUser: z.number().int().positive().optional(),
  idTeam: z.number().int().positive().optional(),
  idParentNodeEnrollment: z.number().int().positive().nullable().optional(),
});
export type CreateNodeEnrollmentRequest = z.infer<typeof createNodeEnrollmentRequest>;
export const createNodeEnrollmentResponse = z.object({
  success: z.literal(true),
  data: z.object({ newId: z.number(), created: flag }),
});
export type CreateNodeEnrollmentResponse = z.infer<typeof createNodeEnrollmentResponse>;

export const enrollmentRequestsQuery = z.object({
  idUser: z.coerce.number().int().positive().optional(),
  ...pageFields(50, ENROLLMENT_REQUEST_PAGE_SIZE),
  status: z
    .string()
    .max(100)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(enrollmentRequestStatus))
    .optional(),
});
export type EnrollmentRequestsQuery = z.input<typeof enrollmentRequestsQuery>;
export const enrollmentRequestsResponse = recordsPage(enrollmentRequest);
export type EnrollmentRequestsResponse = z.infer<typeof enrollmentRequestsResponse>;
export const enrollmentRequestParams = z.object({ idEnrollmentRequest: z.coerce.number().int().positive() });
export const hasEnrollmentRequestsResponse = z.object({ success: z.literal(true), hasEnrollmentRequests: z.boolean() });

export const teamSummary = z.object({
  idTeam: z.number(),
  name: z.string(),
  initialDate: z.string().nullable(),
  finalDate: z.string().nullable(),
  allowComments: flag,
  commentsLabel: z.string().nullable(),
  hasAttachments: flag,
});
export type TeamSummary = z.infer<typeof teamSummary>;

export const enrollmentDetail = z.object({
  idEnrollment: z.number(),
  idUser: z.number(),
  idTeam: z.number(),
  ...nodeRef.shape,
  image: z.string().nullable(),
  initialDate: z.string().nullable(),
  finalDate: z.string().nullable(),
  allowReenrollment: flag,
  allowAccessUponCompletion: flag,
  idCertificate: z.number().nullable(),
  enableCertificateForChildren: flag,
  processing: flag,
  progress: z.number(),
  status: learningStatus,
  startDate: z.string().nullable(),
  finishDate: z.string().nullable(),
  validityDate: z.string().nullable(),
  team: teamSummary,
  nodeEnrollment: nodeEnrollment.nullable(),
});
export type EnrollmentDetail = z.infer<typeof enrollmentDetail>;
export const enrollmentResponse = z.object({ success: z.literal(true), enrollment: enrollmentDetail });
export type EnrollmentResponse = z.infer<typeof enrollmentResponse>;

export const enrollmentNodeParams = z.object({
  idUser: z.coerce.number().int().positive(),
  idEnrollment: z.coerce.number().int().positive(),
  nodeCode,
});
export const enrollmentNodeResponse = z.object({
  success: z.literal(true),
  node: learningNode,
  enrollment: enrollmentDetail,
});
export type EnrollmentNodeResponse = z.infer<typeof enrollmentNodeResponse>;

export const navigationMapQuery = z.object({ nodeCode: nodeCode.optional(), fullMap: queryFlag.optional() });
export const mapElement = z.object({
  elementType,
  title: z.string(),
  label: z.string().nullable(),
  nodeCode: z.string(),
  parentNodeCode: z.string(),
  /** The node enrollment of the page holding the element (null until the member enters it). */
  idParentNodeEnrollment: z.number().nullable(),
  depth: z.number(),
  idNode: z.number().nullable(),
  idContentItem: z.number().nullable(),
  idContentType: z.number().nullable(),
  idEvaluation: z.number().nullable(),
  mandatory: flag,
  sequential: flag,
  status: learningStatus,
  progress: z.number(),
  lock: flag,
  nodeEnrollment: z.object({ idNodeEnrollment: z.number(), status: learningStatus, progress: z.number() }).nullable(),
  contentEnrollment: z
    .object({ idContentEnrollment: z.number(), status: learningStatus, progress: z.number() })
    .nullable(),
  questionnaire: z
    .object({
      idQuestionnaire: z.number(),
      startDate: z.string(),
      finishDate: z.string().nullable(),
      grade: z.number().nullable(),
    })
    .nullable(),
});
export type MapElement = z.infer<typeof mapElement>;
export const navigationMapResponse = z.object({
  success: z.literal(true),
  title: z.string(),
  label: z.string().nullable(),
  mapElements: z.array(mapElement),
  nodeEnrollment: nodeEnrollment.nullable(),
});
export type NavigationMapResponse = z.infer<typeof navigationMapResponse>;
