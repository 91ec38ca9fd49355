import type * as content from '../api/content';
import type * as scorm from '../api/learning-scorm';
import { contract } from '../contract';

/** Starts a lesson's session (spec 3, 7.2). */
export const playScorm = contract<{ body: typeof scorm.scormPlayRequest; response: typeof scorm.scormPlayResponse }>(
  'POST',
  '/learning/scorm/play',
);

/** A packaged course's files with a fresh address to download them, to keep it on the device (not shown in the spec). */
export const getPackageFiles = contract<{
  params: typeof content.contentItemParams;
  query: typeof scorm.scormPackageFilesQuery;
  response: typeof scorm.scormPackageFilesResponse;
}>('GET', '/learning/contents/:idContentItem/package');

/** A commit of a lesson's run-time data (spec 3, 7.2; path not shown in the spec). */
export const commitScorm = contract<{
  params: typeof scorm.scoEnrollmentParams;
  body: typeof scorm.scormCommitRequest;
  response: typeof scorm.scormCommitResponse;
}>('PUT', '/learning/scorm/sco-enrollments/:idScoEnrollment/cmi');

/** Opens a sequenced course's attempt for the player's sequencing engine (not shown in the spec). */
export const openScormSequencing = contract<{
  body: typeof scorm.scormSequencingPlace;
  response: typeof scorm.scormSequencingResponse;
}>('POST', '/learning/scorm/sequencing');

/** Keeps the sequencing engine's state of an attempt (not shown in the spec). */
export const saveScormSequencing = contract<{
  body: typeof scorm.scormSequencingSaveRequest;
  response: typeof scorm.scormSequencingSaveResponse;
}>('PUT', '/learning/scorm/sequencing');

/** The SCORM finish call (spec 3, 4.7; path not shown in the spec). */
export const finishScorm = contract<{
  body: typeof scorm.scormFinishRequest;
  response: typeof scorm.scormFinishResponse;
}>('POST', '/learning/scorm/finish');

/** The newest SCORM packages and the contents one can be attached to (path not shown in the spec). */
export const listScormPackages = contract<{ response: typeof scorm.scormPackageListResponse }>(
  'GET',
  '/admin/scorm-packages',
);

/** Imports a SCORM package: multipart `file`, optional `title` and `idContentItem` (path not shown in the spec). */
export const uploadScormPackage = contract<{ response: typeof scorm.scormPackageResponse }>(
  'POST',
  '/admin/scorm-packages',
  201,
);

/** An imported SCORM package (path not shown in the spec). */
export const getScormPackage = contract<{
  params: typeof scorm.scormPackageParams;
  response: typeof scorm.scormPackageResponse;
}>('GET', '/admin/scorm-packages/:idScormPackage');

/** The outside origins an administrator allows a package to load from (not in the spec). */
export const allowScormOrigins = contract<{
  params: typeof scorm.scormPackageParams;
  body: typeof scorm.scormAllowedOriginsRequest;
  response: typeof scorm.scormPackageResponse;
}>('PUT', '/admin/scorm-packages/:idScormPackage/allowed-origins');
