import type * as learning from '../api/learning-common';
import type * as journey from '../api/learning-journey';
import { contract } from '../contract';

/** The member's learning history, optionally only what has a certificate (spec 3, 7.4). */
export const listHistory = contract<{
  params: typeof learning.studentParams;
  query: typeof journey.historyQuery;
  response: typeof journey.historyResponse;
}>('GET', '/learning/students/:idUser/history');

/** Whether a certificate code is authentic, and whose it is; public (spec 3, 7.4). */
export const getCertificateAuthenticity = contract<{
  params: typeof journey.authenticityParams;
  response: typeof journey.certificateAuthenticityResponse;
}>('GET', '/learning/students/certificate-authenticity/:authenticityID');

/** A class's attachments, a page at a time (spec 3, 7.7). */
export const listTeamAttachments = contract<{
  params: typeof journey.attachmentsParams;
  query: typeof journey.attachmentsQuery;
  response: typeof journey.attachmentsResponse;
}>('GET', '/learning/attachments/teams/:idTeam');
