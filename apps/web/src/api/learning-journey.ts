import type * as journey from '@trilha/shared/api/learning-journey';
import { CERTIFICATE_TIMEOUT_MS } from '@trilha/shared/constants';
import * as campaignCalls from '@trilha/shared/contracts/campaigns';
import * as commentCalls from '@trilha/shared/contracts/learning-comments';
import * as enrollmentRequestCalls from '@trilha/shared/contracts/learning-enrollment-requests';
import * as externalCourseCalls from '@trilha/shared/contracts/learning-external-courses';
import * as journeyCalls from '@trilha/shared/contracts/learning-journey';
import { apiErrorFrom, call, networkError, sendForm } from './client';
import { getSession } from './session';

/** The learner's journey calls (spec 3, 7.4, 7.5 and 7.7). */

export const fetchHistory = (idUser: number, onlyWithCertificate = false) =>
  call(journeyCalls.listHistory, {
    params: { idUser },
    query: onlyWithCertificate ? { onlyWithCertificate: '1' } : {},
  });

export const fetchEnrollmentRequests = (query: { idUser: number; offset: number; limit: number; status?: string }) =>
  call(enrollmentRequestCalls.listEnrollmentRequests, { query });

export const cancelEnrollmentRequest = (idEnrollmentRequest: number) =>
  call(enrollmentRequestCalls.cancelEnrollmentRequest, { params: { idEnrollmentRequest } });

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
  call(journeyCalls.getCertificateAuthenticity, { params: { authenticityID }, auth: false });

export const fetchRanking = (idCampaign: number, query: { offset: number; limit: number; department?: string }) =>
  call(campaignCalls.listCampaignRanking, { params: { idCampaign }, query });

export const fetchCampaignUser = (idCampaign: number, idUser: number, department?: string) =>
  call(campaignCalls.getCampaignUser, { params: { idCampaign, idUser }, query: { department } });

export const fetchCampaignDepartments = (idCampaign: number) =>
  call(campaignCalls.listCampaignDepartments, { params: { idCampaign } });

export const fetchCampaignCategories = (idCampaign: number) =>
  call(campaignCalls.getCampaignCategories, { params: { id: idCampaign } });

export type CommentEntityType = 'TEAM' | 'NODE';

export const fetchComments = (
  entityType: CommentEntityType,
  entityId: number,
  query: { offset: number; limit: number; idParentComment?: number },
) => call(commentCalls.listComments, { params: { commentEntityType: entityType, entityId }, query });

export const createComment = (
  entityType: CommentEntityType,
  entityId: number,
  body: { text: string; idParentComment?: number },
) => call(commentCalls.postComment, { params: { commentEntityType: entityType, entityId }, body });

export const updateComment = (entityType: CommentEntityType, entityId: number, idComment: number, text: string) =>
  call(commentCalls.editComment, { params: { commentEntityType: entityType, entityId, idComment }, body: { text } });

export const deleteComment = (entityType: CommentEntityType, entityId: number, idComment: number) =>
  call(commentCalls.removeComment, { params: { commentEntityType: entityType, entityId, idComment } });

export const reportComment = (entityType: CommentEntityType, entityId: number, idComment: number) =>
  call(commentCalls.flagComment, { params: { commentEntityType: entityType, entityId }, body: { idComment } });

export const fetchAttachments = (idTeam: number, query: { offset: number; limit: number }) =>
  call(journeyCalls.listTeamAttachments, { params: { idTeam }, query });

export const fetchExternalCourses = (query: { offset: number; limit: number; statuses?: string }) =>
  call(externalCourseCalls.listExternalCourses, { query });

export const createExternalCourse = (body: journey.CreateExternalCourseRequest) =>
  call(externalCourseCalls.registerExternalCourse, { body });

export const updateExternalCourse = (id: number, body: journey.ExternalCourseForm) =>
  call(externalCourseCalls.changeExternalCourse, { params: { id }, body: { ...body, idUserExternalCourse: id } });

export const cancelExternalCourse = (id: number) => call(externalCourseCalls.cancelExternalCourse, { params: { id } });

/** `POST /uploads/externalcourse`: the evidence as multipart; answers its stored path. */
export function uploadEvidence(file: File, fileName: string) {
  const form = new FormData();
  form.append('fileName', fileName);
  form.append('fileData', file, fileName);
  return sendForm(externalCourseCalls.uploadExternalCourseEvidence, form);
}

export const fetchAdminExternalCourses = (query: {
  offset: number;
  limit: number;
  status?: (typeof journey.EXTERNAL_COURSE_STATUSES)[number];
}) => call(externalCourseCalls.listAdminExternalCourses, { query });

export const decideExternalCourse = (id: number, decision: { approve: true } | { approve: false; reason: string }) =>
  decision.approve
    ? call(externalCourseCalls.approveExternalCourse, { params: { id } })
    : call(externalCourseCalls.rejectExternalCourse, { params: { id }, body: { reason: decision.reason } });

export const fetchReportedComments = () => call(commentCalls.listReportedComments);

export const moderateComment = (idComment: number, decision: 'hide' | 'keep') =>
  call(decision === 'hide' ? commentCalls.hideReportedComment : commentCalls.keepReportedComment, {
    params: { idComment },
  });
