import type { contentItemParams } from '../api/content';
import type {
  scoEnrollmentParams,
  scormAllowedOriginsRequest,
  scormCommitRequest,
  scormCommitResponse,
  scormFinishRequest,
  scormFinishResponse,
  scormPackageFilesQuery,
  scormPackageFilesResponse,
  scormPackageListResponse,
  scormPackageParams,
  scormPackageResponse,
  scormPlayRequest,
  scormPlayResponse,
  scormSequencingPlace,
  scormSequencingResponse,
  scormSequencingSaveRequest,
  scormSequencingSaveResponse,
} from '../api/learning-scorm';
import { contract } from '../contract';

/** Starts a lesson's session (spec 3, 7.2). */
export const playScorm = contract<{ body: typeof scormPlayRequest; response: typeof scormPlayResponse }>(
  'POST',
  '/learning/scorm/play',
);

/** A packaged course's files with a fresh address to download them, to keep it on the device (not shown in the spec). */
export const getPackageFiles = contract<{
  params: typeof contentItemParams;
  query: typeof scormPackageFilesQuery;
  response: typeof scormPackageFilesResponse;
}>('GET', '/learning/contents/:idContentItem/package');

/** A commit of a lesson's run-time data (spec 3, 7.2; path not shown in the spec). */
export const commitScorm = contract<{
  params: typeof scoEnrollmentParams;
  body: typeof scormCommitRequest;
  response: typeof scormCommitResponse;
}>('PUT', '/learning/scorm/sco-enrollments/:idScoEnrollment/cmi');

/** Opens a sequenced course's attempt for the player's sequencing engine (not shown in the spec). */
export const openScormSequencing = contract<{
  body: typeof scormSequencingPlace;
  response: typeof scormSequencingResponse;
}>('POST', '/learning/scorm/sequencing');

/** Keeps the sequencing engine's state of an attempt (not shown in the spec). */
export const saveScormSequencing = contract<{
  body: typeof scormSequencingSaveRequest;
  response: typeof scormSequencingSaveResponse;
}>('PUT', '/learning/scorm/sequencing');

/** The SCORM finish call (spec 3, 4.7; path not shown in the spec). */
export const finishScorm = contract<{ body: typeof scormFinishRequest; response: typeof scormFinishResponse }>(
  'POST',
  '/learning/scorm/finish',
);

/** The newest SCORM packages and the contents one can be attached to (path not shown in the spec). */
export const listScormPackages = contract<{ response: typeof scormPackageListResponse }>(
  'GET',
  '/admin/scorm-packages',
);

/** Imports a SCORM package: multipart `file`, optional `title` and `idContentItem` (path not shown in the spec). */
export const uploadScormPackage = contract<{ response: typeof scormPackageResponse }>(
  'POST',
  '/admin/scorm-packages',
  201,
);

/** An imported SCORM package (path not shown in the spec). */
export const getScormPackage = contract<{ params: typeof scormPackageParams; response: typeof scormPackageResponse }>(
  'GET',
  '/admin/scorm-packages/:idScormPackage',
);

/** The outside origins an administrator allows a package to load from (not in the spec). */
export const allowScormOrigins = contract<{
  params: typeof scormPackageParams;
  body: typeof scormAllowedOriginsRequest;
  response: typeof scormPackageResponse;
}>('PUT', '/admin/scorm-packages/:idScormPackage/allowed-origins');
