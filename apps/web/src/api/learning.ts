import type { TrackingRequest, UpdateContentEnrollmentRequest } from '@trilha/shared/api/learning-contents';
import type { LogRequest } from '@trilha/shared/api/learning-social';
import { TEAM_LIST_LIMIT } from '@trilha/shared/constants';
import * as agendaCalls from '@trilha/shared/contracts/learning-agenda';
import * as catalogCalls from '@trilha/shared/contracts/learning-catalog';
import * as learningContentCalls from '@trilha/shared/contracts/learning-contents';
import * as enrollmentCalls from '@trilha/shared/contracts/learning-enrollment';
import * as flagCalls from '@trilha/shared/contracts/learning-flags';
import * as socialCalls from '@trilha/shared/contracts/learning-social';
import { call } from './client';
import { outbox } from './outbox';

/** Typed calls of the learning platform (spec 3, 7.1 and 7.2). */

export const fetchNode = (id: string | number, signal?: AbortSignal) =>
  call(catalogCalls.getNode, { params: { nodeCode: String(id) }, ...(signal ? { signal } : {}) });

export const fetchSideMenu = (nodeCode?: string) => call(catalogCalls.getSideMenu, { query: { nodeCode } });

export const fetchCatalog = (
  nodeCode: string,
  query: { depth?: number; offset: number; limit: number; searchString?: string; tags?: string },
) => call(catalogCalls.getCatalog, { params: { catalogCode: nodeCode }, query });

export const fetchEnrollmentTree = () => call(catalogCalls.getEnrollmentTree);

export const fetchAvailableTags = (nodeCode?: string) => call(catalogCalls.getAvailableTags, { query: { nodeCode } });

export const searchLearning = (query: { searchString: string; offset: number; limit: number }) =>
  call(catalogCalls.searchLearning, { query });

export const fetchRecommendations = (idUser: number, query: { offset: number; limit: number }) =>
  call(catalogCalls.getRecommendations, { params: { idUser }, query });

export const fetchEnrollmentsInProgress = (idUser: number) =>
  call(catalogCalls.getEnrollmentsInProgress, { params: { idUser } });

export const fetchHasEnrollmentRequests = (idUser: number) =>
  call(enrollmentCalls.hasEnrollmentRequests, { params: { idUser } });

/** The classes a member may enroll in by their dates, as the app asks for them (spec 3, 7.1 and 9). */
export const fetchTeams = (nodeCode: string) =>
  call(enrollmentCalls.listTeams, { query: { nodeCode, onlyAvailable: true, limit: TEAM_LIST_LIMIT } });

/** The trainings whose completion counts for this one (spec 3, 7.1), with whether the member completed them. */
export const fetchEquivalences = (nodeCode: string) => call(catalogCalls.getEquivalences, { params: { nodeCode } });

export const enroll = (body: { idTeam: number; nodeCode: string; idUser: number }) =>
  call(enrollmentCalls.enroll, { body });

export const createNodeEnrollment = (body: { idEnrollment: number; nodeCode: string; idUser: number }) =>
  call(enrollmentCalls.createNodeEnrollment, { body });

export const fetchEnrollment = (idUser: number, idEnrollment: number) =>
  call(enrollmentCalls.getEnrollment, { params: { idUser, idEnrollment } });

export const fetchEnrollmentNode = (idUser: number, idEnrollment: number, nodeCode: string) =>
  call(enrollmentCalls.getEnrollmentNode, { params: { idUser, idEnrollment, nodeCode } });

export const fetchNavigationMap = (idUser: number, idEnrollment: number, query: { nodeCode?: string; fullMap?: 1 }) =>
  call(enrollmentCalls.getNavigationMap, { params: { idUser, idEnrollment }, query });

export const findContent = (idContentItem: number) =>
  call(learningContentCalls.findContent, { params: { idContentItem } });

export const fetchEnrollmentContent = (
  idUser: number,
  idEnrollment: number,
  idContentItem: number,
  idNodeEnrollment: number,
) =>
  call(learningContentCalls.getEnrollmentContent, {
    params: { idUser, idEnrollment, idContentItem },
    query: { idNodeEnrollment },
  });

export const createContentEnrollment = (body: {
  idNodeEnrollment: number;
  idEnrollment: number;
  idContentItem: number;
  idUser: number;
}) => call(learningContentCalls.createContentEnrollment, { body: { ...body, progress: 0, status: 'IN_PROGRESS' } });

/** Progress of a content; kept on the device and sent later when the network is missing. */
export const updateContentEnrollment = (
  idContentEnrollment: number,
  body: UpdateContentEnrollmentRequest,
  options: { keepalive?: boolean } = {},
) => outbox.send(learningContentCalls.updateContentEnrollment, { params: { idContentEnrollment }, body }, options);

/**
 * A viewing record: it leaves at once (with `keepalive` when the page is being left), never behind writes
 * waiting on the device, and is kept there only when it cannot go.
 */
export const recordTracking = (body: TrackingRequest, options: { keepalive?: boolean } = {}) =>
  outbox.send(
    learningContentCalls.recordTracking,
    { params: { idContentItem: body.idContentItem }, body },
    { ...options, ordered: false },
  );

export const fetchLikes = (type: 'CONTENT' | 'NODE', id: string | number) =>
  call(socialCalls.getLikes, { params: { likedType: type, likedId: String(id) } });

export const setLike = (type: 'CONTENT' | 'NODE', id: string | number, liked: boolean) =>
  call(liked ? socialCalls.like : socialCalls.unlike, { params: { likedType: type, likedId: String(id) } });

export const sendLog = (body: LogRequest) => call(socialCalls.sendLog, { body });

export const fetchMeetings = (query: { nodeCode?: string; offset?: number; limit?: number }) =>
  call(agendaCalls.listMeetings, { query });

export const fetchScheduleTypes = () => call(agendaCalls.listScheduleTypes);

export const fetchSchedules = (query: { types?: string; from?: string; to?: string }) =>
  call(agendaCalls.listSchedules, { query });

/** `GET /learning/features/:id`: whether a feature of the company is on (answers false until the feature exists). */
export const fetchFeature = (id: string) =>
  call(flagCalls.getFeature, { params: { id } }).then(
    (answer) => Boolean(answer.active),
    () => false,
  );

/** `GET /campaign/userisincampaign`: whether the member takes part in a campaign (false until campaigns exist). */
export const fetchIsInCampaign = () =>
  call(flagCalls.getUserIsInCampaign).then(
    (answer) => Boolean(answer.userIsInCampaign),
    () => false,
  );
