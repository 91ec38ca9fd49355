import { SCORM_TITLE_MAX_LENGTH } from '../constants';
import type { CmiCommit } from '../rules/scorm-cmi';
import { SCO_STATUSES } from '../rules/scorm-status';
import { z } from '../zod';
import { id, idParam } from './common';

/** Processing of an uploaded package (spec 3, 3: `scorm.status`, SUCCESS when processed). */
export const SCORM_PACKAGE_STATUSES = ['PENDING', 'SUCCESS', 'ERROR'] as const;
export const scormPackageStatus = z.enum(SCORM_PACKAGE_STATUSES);
export type ScormPackageStatus = z.infer<typeof scormPackageStatus>;

export const scormVersion = z.enum(['1.2', '2004']);

/** What a package loads from an origin outside it. */
export const EXTERNAL_ORIGIN_KINDS = ['script', 'style', 'font', 'frame', 'media', 'image', 'connect'] as const;
export const externalOriginKind = z.enum(EXTERNAL_ORIGIN_KINDS);
export type ExternalOriginKind = z.infer<typeof externalOriginKind>;

/** An origin outside the package its files reference, found at import. */
export const externalOrigin = z.object({ origin: z.string(), kinds: z.array(externalOriginKind) });
export type ExternalOrigin = z.infer<typeof externalOrigin>;

/** An outside origin as an administrator may allow it for a package: `https://host[:port]`, nothing more. */
export const allowedOrigin = z
  .string()
  .trim()
  .max(300)
  .regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, 'Use uma origem como https://cdn.exemplo.com, sem caminho.')
  .transform((value) => value.toLowerCase());

/** An uploaded package as its administrators see it. */
export const scormPackage = z.object({
  idScormPackage: id,
  idContentItem: id.nullable(),
  title: z.string(),
  fileName: z.string(),
  status: scormPackageStatus,
  /** Why the package was refused, in Portuguese. */
  errorMessage: z.string().nullable(),
  version: scormVersion.nullable(),
  edition: z.string().nullable(),
  warnings: z.array(z.string()),
  /** Origins outside the package its files load things from; blocked unless allowed below. */
  externalOrigins: z.array(externalOrigin),
  /** Outside origins the administrators allowed for this package (its pages' policy names them). */
  allowedOrigins: z.array(z.string()),
  fileCount: z.number().int(),
  totalBytes: z.number().int(),
  scos: z.array(z.object({ idSco: id, title: z.string(), scormType: z.enum(['sco', 'asset']) })),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type ScormPackage = z.infer<typeof scormPackage>;

export const scormPackageResponse = z.object({ success: z.literal(true), data: scormPackage });
export type ScormPackageResponse = z.infer<typeof scormPackageResponse>;

/** `GET /admin/scorm-packages`: the newest packages and the packaged-course contents one can be attached to. */
export const scormPackageList = z.object({
  packages: z.array(scormPackage),
  contents: z.array(z.object({ idContentItem: id, title: z.string() })),
});
export type ScormPackageList = z.infer<typeof scormPackageList>;
export const scormPackageListResponse = z.object({ success: z.literal(true), data: scormPackageList });
export type ScormPackageListResponse = z.infer<typeof scormPackageListResponse>;

/** `PUT /admin/scorm-packages/:idScormPackage/allowed-origins` (not in the spec). */
export const scormAllowedOriginsRequest = z.object({ origins: z.array(allowedOrigin).max(30) });
export type ScormAllowedOriginsRequest = z.input<typeof scormAllowedOriginsRequest>;

/** Multipart fields of an import besides the zip (`file`). */
export const scormPackageUploadFields = z.object({
  /** The course title; the manifest's when absent or blank. */
  title: z.string().trim().max(SCORM_TITLE_MAX_LENGTH).optional(),
  idContentItem: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type ScormPackageUploadFields = z.infer<typeof scormPackageUploadFields>;

const lessonStatus = z.enum(['passed', 'completed', 'failed', 'incomplete', 'browsed', 'not attempted', '']);
const completionStatus = z.enum(['completed', 'incomplete', 'not attempted', 'unknown', '']);
const successStatus = z.enum(['passed', 'failed', 'unknown', '']);
const exitValue = z.enum(['time-out', 'timeout', 'suspend', 'logout', 'normal', '']);
const score = z.number().min(-1e10).max(1e10).nullable();
const shortText = z.string().max(4000);

const cmiInteraction = z.object({
  id: shortText,
  type: z.string().max(50),
  objectiveIds: z.array(shortText).max(100),
  timestamp: z.string().max(100),
  correctResponses: z.array(z.string().max(8000)).max(100),
  weighting: z.string().max(50),
  learnerResponse: z.string().max(8000),
  result: z.string().max(50),
  latency: z.string().max(100),
  description: z.string().max(4000),
});

const cmiObjective = z.object({
  id: shortText,
  scoreRaw: score,
  scoreMin: score,
  scoreMax: score,
  scoreScaled: z.number().min(-1).max(1).nullable(),
  status: z.string().max(20),
  successStatus: z.string().max(20),
  completionStatus: z.string().max(20),
  progressMeasure: z.number().min(0).max(1).nullable(),
  description: z.string().max(4000),
});

/** The run-time data of a commit; every element optional (see `CmiCommit`). */
export const cmiCommit = z
  .object({
    lessonStatus,
    completionStatus,
    successStatus,
    scoreRaw: score,
    scoreMin: score,
    scoreMax: score,
    scoreScaled: z.number().min(-1).max(1).nullable(),
    progressMeasure: z.number().min(0).max(1).nullable(),
    location: z.string().max(1000),
    // The version's own limit (4096 or 64000) is checked by the server, which knows the version.
    suspendData: z.string().max(64000),
    exit: exitValue,
    sessionTime: z.string().max(50),
    interactions: z.array(cmiInteraction).max(500),
    objectives: z.array(cmiObjective).max(200),
    extra: z.object({
      comments: z.string().max(8000).optional(),
      commentsFromLearner: z
        .array(
          z.object({ comment: z.string().max(8000), location: z.string().max(1000), timestamp: z.string().max(100) }),
        )
        .max(250)
        .optional(),
      preferences: z.record(z.string().max(50), z.string().max(250)).optional(),
    }),
  })
  .partial() satisfies z.ZodType<CmiCommit>;

/**
 * `PUT /learning/scorm/sco-enrollments/:idScoEnrollment/cmi` (path not shown in the spec): a commit of the
 * session `sessionKey`. Commits of a session apply in `sequence` order; a late, older one is ignored.
 */
export const scormCommitRequest = z.object({
  sessionKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  sequence: z.number().int().min(0).max(1_000_000_000),
  /** Set by the commit that follows LMSFinish/Terminate. */
  terminated: z.boolean().default(false),
  /** Seconds the player saw between Initialize and this commit (used when the SCO reports no session time). */
  measuredSeconds: z.number().min(0).max(10_000_000).nullable().default(null),
  /**
   * When the device made the commit. Commits of other sessions are ordered by it, so a commit sent late (a
   * launch played offline) never overwrites the data a later commit wrote. Kept between the session's start
   * and the server's clock; absent, the commit counts as made when it arrives.
   */
  madeAt: z.iso.datetime({ offset: true }).optional(),
  /**
   * Set by a launch the player started without a network (from the last launch it kept on the device): the
   * session `sessionKey` does not exist yet and is opened by its first commit, based on the session
   * `basedOn` of the same SCO enrollment.
   */
  offline: z
    .object({
      basedOn: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
      startedAt: z.iso.datetime({ offset: true }),
    })
    .optional(),
  cmi: cmiCommit,
});
export type ScormCommitRequest = z.input<typeof scormCommitRequest>;

export const scoStatus = z.enum(SCO_STATUSES);

/** A SCO enrollment as the lesson tree shows it (spec 3, 3 "SCO enrollment"). */
export const scoEnrollment = z.object({
  idScoEnrollment: id,
  status: scoStatus,
  /** 0-100, from the SCO's score. */
  grade: z.number().nullable(),
  numberOfAccess: z.number().int(),
  /** Seconds. */
  totalTime: z.number(),
  finishDate: z.string().nullable(),
  prerequisitesMet: z.boolean(),
  /** The run-time record as the SCO reported it last (not in the spec): what an LMS proves. */
  record: z.object({
    /** SCORM 1.2 `lesson_status`; 2004 `completion_status` and `success_status`. */
    lessonStatus: z.string().nullable(),
    completionStatus: z.string().nullable(),
    successStatus: z.string().nullable(),
    scoreRaw: z.number().nullable(),
    scoreMin: z.number().nullable(),
    scoreMax: z.number().nullable(),
    scoreScaled: z.number().nullable(),
    location: z.string().nullable(),
    /** The attempt the data belongs to (SCORM 2004; 1.2 has one). */
    attempt: z.number().int(),
  }),
});
export type ScoEnrollment = z.infer<typeof scoEnrollment>;

export const scormCommitResponse = z.object({
  success: z.literal(true),
  /** False when the commit was older than one already applied. */
  applied: z.boolean(),
  scoEnrollment,
  /** The content enrollment derived from the SCOs (spec 3, 4.1). */
  contentEnrollment: z
    .object({ status: z.string(), progress: z.number().int(), grade: z.number().nullable() })
    .nullable(),
});
export type ScormCommitResponse = z.infer<typeof scormCommitResponse>;

/** A lesson (SCO or asset) of a packaged course as the lesson tree shows it (spec 3, 2.6). */
export const scormLesson = z.object({
  idSco: id,
  identifier: z.string(),
  title: z.string(),
  scormType: z.enum(['sco', 'asset']),
  /** The enclosing item's identifier (null at the top). */
  parentIdentifier: z.string().nullable(),
  depth: z.number().int(),
  /** False for an item the manifest hides (`isvisible="false"`) or sequencing hides from choice: not listed. */
  isVisible: z.boolean(),
  /** 1 when the lesson cannot be opened yet from the list (`lockReason` says why). */
  lock: z.union([z.literal(0), z.literal(1)]),
  /**
   * Why a lesson is locked: its SCORM 1.2 prerequisites (`adlcp:prerequisites`) are not met; it opens in the
   * course's order (a 2004 group without choice); or the course's sequencing rules disable it or do not let
   * it be chosen now. Null when it is not locked.
   */
  lockReason: z.enum(['prerequisites', 'order', 'rules']).nullable(),
  /** The member's run-time record of the lesson; null until it was first opened. */
  scoEnrollment: scoEnrollment.nullable(),
});
export type ScormLesson = z.infer<typeof scormLesson>;

/**
 * The request a sequenced course's own button makes (not a lesson's choice): `start` begins the course,
 * `resumeAll` continues a suspended attempt (or the lesson a closed tab left open), `continue` goes on from
 * the lesson played last.
 */
export const scormStartRequest = z.enum(['start', 'resumeAll', 'continue']);
export type ScormStartRequest = z.infer<typeof scormStartRequest>;

/** A sequenced course's root activity, rolled up by the sequencing engine: the course's status and score. */
export const scormRootRollup = z.object({
  completionStatus: z.string(),
  successStatus: z.string(),
  scoreScaled: z.number().nullable(),
  progressMeasure: z.number().nullable(),
});
export type ScormRootRollup = z.infer<typeof scormRootRollup>;

/** The `scorm` of a content item of type 26: the package's processing status and its lessons in tree order. */
export const scormCourse = z.object({
  idScormPackage: id,
  title: z.string(),
  /** SUCCESS when processed; PENDING or ERROR show the processing message (spec 3, 2.6). */
  status: scormPackageStatus,
  version: scormVersion.nullable(),
  scos: z.array(scormLesson),
  /** SCORM 2004 sequencing plays this course (navigation goes through its rules). */
  sequenced: z.boolean(),
  /** What the course's own button does now (a sequenced course), or null when it delivers nothing. */
  nextRequest: scormStartRequest.nullable(),
  /** The lesson `nextRequest` opens. */
  nextIdSco: id.nullable(),
  /** The member's current attempt on a sequenced course, rolled up (null otherwise). */
  rollup: scormRootRollup.nullable(),
  /** The attempt on a sequenced course (1 for the first), or null. */
  attempt: z.number().int().nullable(),
});
export type ScormCourse = z.infer<typeof scormCourse>;

/** `POST /learning/scorm/play` (spec 3, 7.2). */
export const scormPlayRequest = z.object({
  idEnrollment: id,
  idContentItem: id,
  idSco: id,
  idNodeEnrollment: id,
  /** Sent by the spec's player; package files are always served by the app's own origin (docs/scorm.md). */
  useCdn: z.union([z.boolean(), z.number(), z.string().max(10)]).optional(),
});
export type ScormPlayRequest = z.input<typeof scormPlayRequest>;

export const scormPlayResponse = z.object({
  success: z.literal(true),
  /** The lesson's address (same origin, signed path). */
  url: z.string(),
  idScoEnrollment: id,
  sessionKey: z.string(),
  version: scormVersion,
  scormType: z.enum(['sco', 'asset']),
  /** The run-time data the player loads before the frame opens. */
  cmi: z.record(z.string(), z.unknown()),
  entry: z.string(),
  currentItem: scormLesson.extend({ isLastContent: z.boolean() }),
  nextItem: scormLesson.nullable(),
  previousItem: scormLesson.nullable(),
});
export type ScormPlayResponse = z.infer<typeof scormPlayResponse>;

/** `GET /learning/contents/:idContentItem/package` (path not shown in the spec): where the content is played. */
export const scormPackageFilesQuery = z.object({
  idEnrollment: idParam,
  idNodeEnrollment: idParam,
});
export type ScormPackageFilesQuery = z.infer<typeof scormPackageFilesQuery>;

/** A packaged course's files, for a member who keeps it on the device. */
export const scormPackageFiles = z.object({
  idContentItem: id,
  idScormPackage: id,
  title: z.string(),
  version: scormVersion,
  /** `/scorm-content/<token>/`: each file is at this address followed by its path (encoded); the token expires. */
  baseUrl: z.string(),
  /** Every file's path inside the package. */
  files: z.array(z.string()),
  totalBytes: z.number().int(),
});
export type ScormPackageFiles = z.infer<typeof scormPackageFiles>;
export const scormPackageFilesResponse = z.object({ success: z.literal(true), data: scormPackageFiles });
export type ScormPackageFilesResponse = z.infer<typeof scormPackageFilesResponse>;

/** The SCORM finish call (spec 3, 4.7 and 7.2; path not shown in the spec: `POST /learning/scorm/finish`). */
export const scormFinishRequest = z.object({
  idUser: id.optional(),
  idEnrollment: id,
  idContentItem: id,
  idNodeEnrollment: id,
  /**
   * The session the member is leaving (not in the spec): a SCORM 1.2 SCO that did not finish it gets the
   * status the LMS sets when the member navigates away (RTE 3.4.4).
   */
  idScoEnrollment: id.optional(),
  sessionKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/)
    .optional(),
});
export type ScormFinishRequest = z.infer<typeof scormFinishRequest>;

export const scormFinishResponse = z.object({
  success: z.literal(true),
  contentEnrollment: z
    .object({ status: z.string(), progress: z.number().int(), grade: z.number().nullable() })
    .nullable(),
});
export type ScormFinishResponse = z.infer<typeof scormFinishResponse>;

/** Where a sequenced course is played (not in the spec). */
export const scormSequencingPlace = z.object({ idEnrollment: id, idContentItem: id, idNodeEnrollment: id });
export type ScormSequencingPlace = z.infer<typeof scormSequencingPlace>;

/**
 * `POST /learning/scorm/sequencing` (not in the spec): the member's attempt on a sequenced course, opened (a
 * new one when the last ended), with what the player's sequencing engine starts from.
 */
export const scormSequencing = z.object({
  idScormPackage: id,
  attempt: z.number().int(),
  /** scorm-again's `sequencing` setting (the activity tree) read from the manifest at import. */
  sequencing: z.record(z.string(), z.unknown()),
  /** The engine's state saved last in this attempt, or null for a new attempt. */
  state: z.string().nullable(),
  /** Global objectives the course reads and writes (the engine's snapshot). */
  globalObjectives: z.record(z.string(), z.record(z.string(), z.unknown())),
  /** `adl.data` stores by id. */
  sharedData: z.record(z.string(), z.string()),
  /** The lessons by their activity identifier. */
  lessons: z.array(z.object({ idSco: id, identifier: z.string() })),
});
export type ScormSequencing = z.infer<typeof scormSequencing>;
export const scormSequencingResponse = z.object({ success: z.literal(true), data: scormSequencing });
export type ScormSequencingResponse = z.infer<typeof scormSequencingResponse>;

const snapshotValue = z.union([z.string().max(4000), z.number(), z.boolean(), z.null()]);

/** `PUT /learning/scorm/sequencing` (not in the spec): the engine's state after a commit or a navigation. */
export const scormSequencingSaveRequest = scormSequencingPlace.extend({
  idScormPackage: id,
  attempt: z.number().int().min(1).max(100_000),
  /** scorm-again's serialized sequencing state. */
  state: z.string().min(2).max(3_000_000),
  globalObjectives: z
    .record(z.string().max(4000), z.record(z.string().max(100), snapshotValue))
    .refine((value) => Object.keys(value).length <= 2000, 'Objetivos globais demais.'),
  sharedData: z
    .record(z.string().max(4000), z.string().max(64000))
    .refine((value) => Object.keys(value).length <= 1000, 'Dados compartilhados demais.'),
  /** The attempt ended (exitAll, abandonAll, the course ended): the next start begins a new one. */
  ended: z.boolean(),
});
export type ScormSequencingSaveRequest = z.infer<typeof scormSequencingSaveRequest>;

export const scormSequencingSaveResponse = z.object({
  success: z.literal(true),
  rollup: scormRootRollup,
  contentEnrollment: z
    .object({ status: z.string(), progress: z.number().int(), grade: z.number().nullable() })
    .nullable(),
});
export type ScormSequencingSaveResponse = z.infer<typeof scormSequencingSaveResponse>;

/** The path of a lesson's SCO enrollment (`/learning/scorm/sco-enrollments/:idScoEnrollment/cmi`). */
export const scoEnrollmentParams = z.object({ idScoEnrollment: idParam });

/** The path of an imported SCORM package (`/admin/scorm-packages/:idScormPackage`). */
export const scormPackageParams = z.object({ idScormPackage: idParam });
