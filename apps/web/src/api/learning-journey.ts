import type { OkResponse } from '@trilha/shared/api/common';
import type {
  CreateExternalCourseRequest,
  EXTERNAL_COURSE_STATUSES,
  ExternalCourseForm,
} from '@trilha/shared/api/learning-journey';
import { CERTIFICATE_TIMEOUT_MS } from '@trilha/shared/constants';
import { type AnswerOf, pathOf } from '@trilha/shared/contract';
import {
  getCampaignCategories,
  getCampaignUser,
  listCampaignDepartments,
  listCampaignRanking,
} from '@trilha/shared/contracts/campaigns';
import {
  editComment,
  flagComment,
  hideReportedComment,
  keepReportedComment,
  listComments,
  listReportedComments,
  postComment,
  removeComment,
} from '@trilha/shared/contracts/learning-comments';
import {
  cancelEnrollmentRequest as cancelEnrollmentRequestCall,
  listEnrollmentRequests,
} from '@trilha/shared/contracts/learning-enrollment-requests';
import {
  approveExternalCourse,
  cancelExternalCourse as cancelExternalCourseCall,
  changeExternalCourse,
  listAdminExternalCourses,
  listExternalCourses,
  registerExternalCourse,
  rejectExternalCourse,
  uploadExternalCourseEvidence,
} from '@trilha/shared/contracts/learning-external-courses';
import {
  getCertificateAuthenticity,
  listHistory,
  listTeamAttachments,
} from '@trilha/shared/contracts/learning-journey';
import { apiErrorFrom, call, networkError, request } from './client';
import { getSession } from './session';

/** The learner's journey calls (spec 3, 7.4, 7.5 and 7.7). */

export const fetchHistory = (idUser: number, onlyWithCertificate = false) =>
  call(listHistory, { params: { idUser }, query: onlyWithCertificate ? { onlyWithCertificate: '1' } : {} });

export const fetchEnrollmentRequests = (query: { idUser: number; offset: number; limit: number; status?: string }) =>
  call(listEnrollmentRequests, { query });

export const cancelEnrollmentRequest = (idEnrollmentRequest: number) =>
  call(cancelEnrollmentRequestCall, { params: { idEnrollmentRequest } });

/**
 * `POST /certificate`: the PDF, fetched with the session token (30 s), with the campaign points its first
 * issue earned (the `earn-points` header).
 */
export async function downloadCertificate(body: {
  idUser: number;
  idEnrollment: number;
  idNodeEnrollment?: number | null;
}): Promise<{ file: Blob; earnPoints: number }> {
  const session = getSession();
  let response: Response;
  try {
    response = await fetch('/certificate', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(session ? { authorization: `Bearer ${session.token}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(CERTIFICATE_TIMEOUT_MS),
    });
  } catch {
    throw networkError();
  }
  if (!response.ok)
    throw apiErrorFrom(response.status, await response.json().catch(() => null), 'Erro de carregamento.');
  const earnPoints = Number(response.headers.get('earn-points') ?? 0);
  return { file: await response.blob(), earnPoints: Number.isFinite(earnPoints) ? earnPoints : 0 };
}

export const fetchCertificateAuthenticity = (authenticityID: string) =>
  call(getCertificateAuthenticity, { params: { authenticityID }, auth: false });

export const fetchRanking = (idCampaign: number, query: { offset: number; limit: number; department?: string }) =>
  call(listCampaignRanking, { params: { idCampaign }, query });

export const fetchCampaignUser = (idCampaign: number, idUser: number, department?: string) =>
  call(getCampaignUser, { params: { idCampaign, idUser }, query: { department } });

export const fetchCampaignDepartments = (idCampaign: number) =>
  call(listCampaignDepartments, { params: { idCampaign } });

export const fetchCampaignCategories = (idCampaign: number) =>
  call(getCampaignCategories, { params: { id: idCampaign } });

export type CommentEntityType = 'TEAM' | 'NODE';

export const fetchComments = (
  entityType: CommentEntityType,
  entityId: number,
  query: { offset: number; limit: number; idParentComment?: number },
) => call(listComments, { params: { commentEntityType: entityType, entityId }, query });

export const createComment = (
  entityType: CommentEntityType,
  entityId: number,
  body: { text: string; idParentComment?: number },
) => call(postComment, { params: { commentEntityType: entityType, entityId }, body });

export const updateComment = (entityType: CommentEntityType, entityId: number, idComment: number, text: string) =>
  call(editComment, { params: { commentEntityType: entityType, entityId, idComment }, body: { text } });

export const deleteComment = (entityType: CommentEntityType, entityId: number, idComment: number) =>
  call(removeComment, { params: { commentEntityType: entityType, entityId, idComment } });

export const reportComment = (entityType: CommentEntityType, entityId: number, idComment: number) =>
  call(flagComment, { params: { commentEntityType: entityType, entityId }, body: { idComment } });

export const fetchAttachments = (idTeam: number, query: { offset: number; limit: number }) =>
  call(listTeamAttachments, { params: { idTeam }, query });

export const fetchExternalCourses = (query: { offset: number; limit: number; statuses?: string }) =>
  call(listExternalCourses, { query });

export const createExternalCourse = (body: CreateExternalCourseRequest) => call(registerExternalCourse, { body });

export const updateExternalCourse = (id: number, body: ExternalCourseForm) =>
  call(changeExternalCourse, { params: { id }, body: { ...body, idUserExternalCourse: id } });

export const cancelExternalCourse = (id: number) => call(cancelExternalCourseCall, { params: { id } });

/**
 * `POST /uploads/externalcourse`: the evidence as multipart; answers its stored path. The body is a form, which
 * the contract does not describe: sent to the contract's path as it is.
 */
export function uploadEvidence(file: File, fileName: string) {
  const form = new FormData();
  form.append('fileName', fileName);
  form.append('fileData', file, fileName);
  return request<AnswerOf<typeof uploadExternalCourseEvidence>>(
    uploadExternalCourseEvidence.method,
    pathOf(uploadExternalCourseEvidence),
    { body: form },
  );
}

export const fetchAdminExternalCourses = (query: {
  offset: number;
  limit: number;
  status?: (typeof EXTERNAL_COURSE_STATUSES)[number];
}) => call(listAdminExternalCourses, { query });

export const decideExternalCourse = (id: number, decision: { approve: true } | { approve: false; reason: string }) =>
  decision.approve
    ? call(approveExternalCourse, { params: { id } })
    : call(rejectExternalCourse, { params: { id }, body: { reason: decision.reason } });

export const fetchReportedComments = () => call(listReportedComments);

export const moderateComment = (idComment: number, decision: 'hide' | 'keep') =>
  call(decision === 'hide' ? hideReportedComment : keepReportedComment, { params: { idComment } });
