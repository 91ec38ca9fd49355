import type { studentParams } from '../api/learning-common';
import type {
  attachmentsParams,
  attachmentsQuery,
  attachmentsResponse,
  authenticityParams,
  certificateAuthenticityResponse,
  historyQuery,
  historyResponse,
} from '../api/learning-journey';
import { contract } from '../contract';

/** The member's learning history, optionally only what has a certificate (spec 3, 7.4). */
export const listHistory = contract<{
  params: typeof studentParams;
  query: typeof historyQuery;
  response: typeof historyResponse;
}>('GET', '/learning/students/:idUser/history');

/** Whether a certificate code is authentic, and whose it is; public (spec 3, 7.4). */
export const getCertificateAuthenticity = contract<{
  params: typeof authenticityParams;
  response: typeof certificateAuthenticityResponse;
}>('GET', '/learning/students/certificate-authenticity/:authenticityID');

/** A class's attachments, a page at a time (spec 3, 7.7). */
export const listTeamAttachments = contract<{
  params: typeof attachmentsParams;
  query: typeof attachmentsQuery;
  response: typeof attachmentsResponse;
}>('GET', '/learning/attachments/teams/:idTeam');
