import type {
  ScormCommitResponse,
  ScormFinishRequest,
  ScormFinishResponse,
  ScormPackageFiles,
  ScormPackageFilesQuery,
  ScormPackageFilesResponse,
  ScormPlayRequest,
  ScormPlayResponse,
  ScormSequencing,
  ScormSequencingPlace,
  ScormSequencingResponse,
  ScormSequencingSaveRequest,
  ScormSequencingSaveResponse,
} from '@trilha/shared/api/learning-scorm';
import type { CommitBody } from '../features/learning/lessons/scorm-runtime';
import { request } from './client';
import { outbox } from './outbox';

/** `POST /learning/scorm/play` (spec 3, 7.2): starts a lesson's session. */
export const playScorm = (body: ScormPlayRequest) =>
  request<ScormPlayResponse>('POST', '/learning/scorm/play', { body });

/**
 * A commit of a lesson's run-time data; `keepalive` lets the last one outlive the page. Without a network
 * it waits on the device and is sent, in order, when the network returns.
 */
export const commitScorm = (idScoEnrollment: number, body: CommitBody, options: { keepalive: boolean }) =>
  outbox.send<ScormCommitResponse>('PUT', `/learning/scorm/sco-enrollments/${idScoEnrollment}/cmi`, body, options);

/** The SCORM finish call (spec 3, 4.7). */
export const finishScorm = (body: ScormFinishRequest) =>
  request<ScormFinishResponse>('POST', '/learning/scorm/finish', { body });

/** A packaged course's files with a fresh address to download them (for keeping it on the device). */
export const fetchPackageFiles = async (
  idContentItem: number,
  query: ScormPackageFilesQuery,
): Promise<ScormPackageFiles> =>
  (await request<ScormPackageFilesResponse>('GET', `/learning/contents/${idContentItem}/package`, { query })).data;

/** A sequenced course's attempt, opened with what the player's sequencing engine starts from. */
export const openScormSequencing = async (place: ScormSequencingPlace): Promise<ScormSequencing> =>
  (await request<ScormSequencingResponse>('POST', '/learning/scorm/sequencing', { body: place })).data;

/** Keeps the sequencing engine's state of the attempt (after a delivery, or a lesson's end). */
export const saveScormSequencing = (body: ScormSequencingSaveRequest) =>
  request<ScormSequencingSaveResponse>('PUT', '/learning/scorm/sequencing', { body });
