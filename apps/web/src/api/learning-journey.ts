import type { OkResponse } from '@trilha/shared/api/common';
import type {
  AdminExternalCoursesResponse,
  AdminReportedCommentsResponse,
  AttachmentsResponse,
  CampaignCategoriesResponse,
  CampaignDepartmentsResponse,
  CampaignUserResponse,
  CertificateAuthenticityResponse,
  Comment,
  CommentsResponse,
  CreateExternalCourseRequest,
  ExternalCourseForm,
  ExternalCourseResponse,
  ExternalCoursesResponse,
  HistoryResponse,
  RankingResponse,
} from '@trilha/shared/api/learning-journey';
import { CERTIFICATE_TIMEOUT_MS } from '@trilha/shared/constants';
import {
  cancelEnrollmentRequest as cancelEnrollmentRequestCall,
  listEnrollmentRequests,
} from '@trilha/shared/contracts/learning-enrollment-requests';
import { apiErrorFrom, call, networkError, request } from './client';
import { getSession } from './session';

/** The learner's journey calls (spec 3, 7.4, 7.5 and 7.7). */

export const fetchHistory = (idUser: number, onlyWithCertificate = false) =>
  request<HistoryResponse>('GET', `/learning/students/${idUser}/history`, {
    query: onlyWithCertificate ? { onlyWithCertificate: 1 } : {},
  });

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
  request<CertificateAuthenticityResponse>(
    'GET',
    `/learning/students/certificate-authenticity/${encodeURIComponent(authenticityID)}`,
    { auth: false },
  );

export const fetchRanking = (idCampaign: number, query: { offset: number; limit: number; department?: string }) =>
  request<RankingResponse>('GET', `/campaign/listcampaignpointssummary/${idCampaign}`, { query });

export const fetchCampaignUser = (idCampaign: number, idUser: number, department?: string) =>
  request<CampaignUserResponse>('GET', `/campaign/${idCampaign}/users/${idUser}`, { query: { department } });

export const fetchCampaignDepartments = (idCampaign: number) =>
  request<CampaignDepartmentsResponse>('GET', `/campaign/${idCampaign}/departments`);

export const fetchCampaignCategories = (idCampaign: number) =>
  request<CampaignCategoriesResponse>('GET', `/learning/categories/campaign/${idCampaign}`);

export type CommentEntityType = 'TEAM' | 'NODE';
const commentsPath = (entityType: CommentEntityType, entityId: number) =>
  `/learning/comments/${entityType}/${entityId}`;

export const fetchComments = (
  entityType: CommentEntityType,
  entityId: number,
  query: { offset: number; limit: number; idParentComment?: number },
) => request<CommentsResponse>('GET', commentsPath(entityType, entityId), { query });

export const createComment = (
  entityType: CommentEntityType,
  entityId: number,
  body: { text: string; idParentComment?: number },
) => request<{ success: true; data: Comment }>('POST', commentsPath(entityType, entityId), { body });

export const updateComment = (entityType: CommentEntityType, entityId: number, idComment: number, text: string) =>
  request<{ success: true; data: Comment }>('PUT', `${commentsPath(entityType, entityId)}/${idComment}`, {
    body: { text },
  });

export const deleteComment = (entityType: CommentEntityType, entityId: number, idComment: number) =>
  request<OkResponse>('DELETE', `${commentsPath(entityType, entityId)}/${idComment}`);

export const reportComment = (entityType: CommentEntityType, entityId: number, idComment: number) =>
  request<OkResponse>('POST', `${commentsPath(entityType, entityId)}/report`, { body: { idComment } });

export const fetchAttachments = (idTeam: number, query: { offset: number; limit: number }) =>
  request<AttachmentsResponse>('GET', `/learning/attachments/teams/${idTeam}`, { query });

export const fetchExternalCourses = (query: { offset: number; limit: number; statuses?: string }) =>
  request<ExternalCoursesResponse>('GET', '/learning/externalcourses', { query });

export const createExternalCourse = (body: CreateExternalCourseRequest) =>
  request<ExternalCourseResponse>('POST', '/learning/externalcourses', { body });

export const updateExternalCourse = (id: number, body: ExternalCourseForm) =>
  request<ExternalCourseResponse>('PUT', `/learning/externalcourses/${id}`, {
    body: { ...body, idUserExternalCourse: id },
  });

export const cancelExternalCourse = (id: number) =>
  request<ExternalCourseResponse>('PUT', `/learning/externalcourses/${id}/cancel`);

/** `POST /uploads/externalcourse`: the evidence as multipart; answers its stored path. */
export function uploadEvidence(file: File, fileName: string) {
  const form = new FormData();
  form.append('fileName', fileName);
  form.append('fileData', file, fileName);
  return request<{ success: true; externalCourse: string }>('POST', '/uploads/externalcourse', { body: form });
}

export const fetchAdminExternalCourses = (query: { offset: number; limit: number; status?: string }) =>
  request<AdminExternalCoursesResponse>('GET', '/admin/external-courses', { query });

export const decideExternalCourse = (id: number, decision: { approve: true } | { approve: false; reason: string }) =>
  decision.approve
    ? request<ExternalCourseResponse>('PUT', `/admin/external-courses/${id}/approve`)
    : request<ExternalCourseResponse>('PUT', `/admin/external-courses/${id}/reject`, {
        body: { reason: decision.reason },
      });

export const fetchReportedComments = () => request<AdminReportedCommentsResponse>('GET', '/admin/comments/reported');

export const moderateComment = (idComment: number, decision: 'hide' | 'keep') =>
  request<OkResponse>('PUT', `/admin/comments/${idComment}/${decision}`);
