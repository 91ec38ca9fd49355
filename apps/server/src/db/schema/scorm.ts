import type { ScormPackageStatus, scormVersion } from '@trilha/shared/api/learning-scorm';
import type { ScoStatus } from '@trilha/shared/rules/scorm-status';
import type { z } from '@trilha/shared/zod';
import type { Generated, Selectable } from 'kysely';
import type { ReadTyped } from './columns';

type ScormVersion = z.infer<typeof scormVersion>;

// Packaged (SCORM) courses: packages, their SCOs, members' run-time data, sessions and sequencing state.

/** An uploaded SCORM package and its processing (spec 3, 3: the content item's `scorm.status`). */
export interface LearningScormPackagesTable {
  idScormPackage: Generated<number>;
  idCompany: number;
  /** The packaged-course content item (type 26) that opens this package, once linked. */
  idContentItem: number | null;
  title: string;
  /** The uploaded file's name, as the administrator sent it. */
  fileName: string;
  /** Where the uploaded zip is kept. */
  uploadKey: string;
  uploadSize: number;
  /** PENDING while the package is processed, then SUCCESS or ERROR. */
  status: ReadTyped<ScormPackageStatus>;
  /** Why the package was refused, in Portuguese. */
  errorMessage: string | null;
  /** '1.2' or '2004', with the 2004 edition ('2nd', '3rd', '4th') when the manifest says. */
  version: ScormVersion | null;
  edition: string | null;
  /** The storage prefix of the package's files (one key per file, by a hash of its path). */
  storagePrefix: string | null;
  /** The organization's item tree as JSON. */
  organization: string | null;
  /** The import's warnings as a JSON list. */
  warnings: string | null;
  /** Every file path of the package as a JSON list (to answer paths written in another letter case). */
  files: string | null;
  fileCount: number;
  totalBytes: number;
  idJob: number | null;
  createdBy: number;
  createdAt: string;
  processedAt: string | null;
  /** SCORM 2004: the manifest's sequencing as scorm-again's settings (JSON), read at import. */
  sequencing: Generated<string | null>;
  /** Origins outside the package its files reference, with what they load (JSON list), found at import. */
  externalOrigins: Generated<string | null>;
  /** Outside origins an administrator allowed for this package (JSON list): its pages' policy names them. */
  allowedOrigins: Generated<string | null>;
}

/** A launchable item of a package (a SCO or an asset), in the tree order learners navigate. */
export interface LearningScosTable {
  idSco: Generated<number>;
  idCompany: number;
  idScormPackage: number;
  position: number;
  /** The item's identifier in the manifest. */
  identifier: string;
  /** The enclosing item's identifier, null at the organization's top level. */
  parentIdentifier: string | null;
  depth: number;
  title: string;
  /** `sco` or `asset`. */
  scormType: 'sco' | 'asset';
  isVisible: number;
  /** The launch file's path inside the package, and the query and fragment to open it with. */
  launchPath: string;
  launchQuery: string;
  /** 0-100; SCORM 1.2 `masteryscore`, or 2004's minimum normalized measure times 100. */
  masteryScore: number | null;
  /** 2004 `cmi.scaled_passing_score` (-1..1). */
  scaledPassingScore: number | null;
  completionThreshold: number | null;
  /** SCORM 1.2 aicc_script prerequisites. */
  prerequisites: string | null;
  maxTimeAllowed: string | null;
  timeLimitAction: string | null;
  dataFromLms: string | null;
  /** The item's 2004 sequencing as JSON. */
  sequencing: string | null;
}

/** A member's run-time data for one SCO of one enrollment (spec 3, 3 "SCO enrollment"). */
export interface LearningScoEnrollmentsTable {
  idScoEnrollment: Generated<number>;
  idCompany: number;
  idUser: number;
  idSco: number;
  idScormPackage: number;
  idEnrollment: number;
  idNodeEnrollment: number | null;
  /** The SCO label (NOT_ATTEMPTED, IN_PROGRESS, INCOMPLETE, COMPLETED, PASSED, FAILED); never goes back. */
  status: ReadTyped<ScoStatus>;
  /** What the SCO last reported: 1.2 `lesson_status`, 2004 `completion_status` and `success_status`. */
  lessonStatus: string | null;
  completionStatus: string | null;
  successStatus: string | null;
  scoreRaw: number | null;
  scoreMin: number | null;
  scoreMax: number | null;
  scoreScaled: number | null;
  /** 0-100, from the score. */
  grade: number | null;
  progressMeasure: number | null;
  /** 1.2 `lesson_location`, 2004 `location`. */
  location: string | null;
  suspendData: string | null;
  /** The last `exit` the SCO set (`suspend` resumes the attempt on the next launch). */
  exitMode: string | null;
  /** Interactions (SCORM 2004, of the current attempt) and objectives as JSON lists. */
  interactions: string | null;
  objectives: string | null;
  /** Other elements restored on the next launch (comments, learner preferences) as JSON. */
  extra: string | null;
  /** Seconds: the sum of the sessions' times. */
  totalTime: number;
  numberOfAccess: number;
  /** 2004 attempt number (a new one starts after an attempt ends without suspend). */
  attempt: number;
  startDate: string;
  lastAccessDate: string | null;
  /** When the SCO was first finished (completed, passed or failed). */
  finishDate: string | null;
  /** When the commit that wrote the run-time data was made (a later-arriving older commit does not overwrite it). */
  dataAt: Generated<string | null>;
  /**
   * A sequenced course: the engine's attempt the data belongs to (`<course attempt>.<activity attempt>`); a
   * launch in another one starts a new attempt of the SCO.
   */
  activityAttempt: Generated<string | null>;
}

/** One launch of a SCO: its time and the order of its commits. */
export interface LearningScoSessionsTable {
  idScoSession: Generated<number>;
  idCompany: number;
  idScoEnrollment: number;
  /** The random key the player sends with each commit of the session. */
  sessionKey: string;
  attempt: number;
  /** Seconds counted for the session so far. */
  seconds: number;
  /** The sequence of the last commit applied; older commits arriving late are ignored. */
  lastSequence: number;
  /** Set when the SCO called LMSFinish/Terminate. */
  terminated: number;
  /** SCORM 1.2 interactions of the session as JSON (write-only in 1.2, so each session starts a new list). */
  interactions: string | null;
  startedAt: string;
  lastCommitAt: string | null;
}

/**
 * A member's attempt on a sequenced SCORM 2004 course: the sequencing engine's state, and the root
 * activity's rolled-up status and score (what the content enrollment shows).
 */
export interface LearningScormAttemptsTable {
  idScormAttempt: Generated<number>;
  idCompany: number;
  idUser: number;
  idEnrollment: number;
  idScormPackage: number;
  attempt: number;
  /** scorm-again's serialized sequencing state, null before the first delivery. */
  state: string | null;
  completionStatus: string | null;
  successStatus: string | null;
  scoreScaled: number | null;
  progressMeasure: number | null;
  /** 1 once the attempt ended (exitAll, the course finished): the next start begins a new attempt. */
  ended: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

/**
 * Sequencing data shared by a member's courses: global objectives (`objectives`) and `adl.data` stores
 * (`data`), for a scope: `system` (every course of the member), or one course attempt.
 */
export interface LearningScormSharedStatesTable {
  idScormSharedState: Generated<number>;
  idCompany: number;
  idUser: number;
  kind: string;
  scope: string;
  /** The engine's snapshot (JSON). */
  snapshot: string;
  updatedAt: string;
}

// Rows as the queries read them.
export type ScoEnrollmentRow = Selectable<LearningScoEnrollmentsTable>;
export type ScoRow = Selectable<LearningScosTable>;
export type ScoSessionRow = Selectable<LearningScoSessionsTable>;
export type ScormAttemptRow = Selectable<LearningScormAttemptsTable>;
export type ScormPackageRow = Selectable<LearningScormPackagesTable>;
