import type * as scorm from '@trilha/shared/api/learning-scorm';
import * as scormCalls from '@trilha/shared/contracts/learning-scorm';
import type { CommitBody } from '../features/learning/lessons/scorm-runtime';
import { call } from './client';
import { outbox } from './outbox';

/** `POST /learning/scorm/play` (spec 3, 7.2): starts a lesson's session. */
export const playScorm = (body: scorm.ScormPlayRequest) => call(scormCalls.playScorm, { body });

/**
 * A commit of a lesson's run-time data; `keepalive` lets the last one outlive the page. Without a network
 * it waits on the device and is sent, in order, when the network returns. The data is the SCO's own, sent as
 * it set it: the server checks it against the request's schema.
 */
export const commitScorm = (idScoEnrollment: number, body: CommitBody, options: { keepalive: boolean }) =>
  outbox.send(scormCalls.commitScorm, { params: { idScoEnrollment }, body: body as scorm.ScormCommitRequest }, options);

/** The SCORM finish call (spec 3, 4.7). */
export const finishScorm = (body: scorm.ScormFinishRequest) => call(scormCalls.finishScorm, { body });

/** A packaged course's files with a fresh address to download them (for keeping it on the device). */
export const fetchPackageFiles = async (
  idContentItem: number,
  query: scorm.ScormPackageFilesQuery,
): Promise<scorm.ScormPackageFiles> =>
  (await call(scormCalls.getPackageFiles, { params: { idContentItem }, query })).data;

/** A sequenced course's attempt, opened with what the player's sequencing engine starts from. */
export const openScormSequencing = async (place: scorm.ScormSequencingPlace): Promise<scorm.ScormSequencing> =>
  (await call(scormCalls.openScormSequencing, { body: place })).data;

/** Keeps the sequencing engine's state of the attempt (after a delivery, or a lesson's end). */
export const saveScormSequencing = (body: scorm.ScormSequencingSaveRequest) =>
  call(scormCalls.saveScormSequencing, { body });
