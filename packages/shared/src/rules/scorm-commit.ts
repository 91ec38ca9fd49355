/**
 * How one commit of a SCO's run-time data changes its SCO enrollment, per SCORM version: which status
 * values it keeps (1.2 `lesson_status`; 2004 `completion_status` and `success_status`), the status set at
 * LMSFinish (1.2), the scores and the grade, location, suspend data, exit, objectives and interactions.
 * Pure: the lessons service reads the stored record, applies this and writes the change in its transaction.
 */
import type { CmiCommit, CmiExtra, ScoStatusAndScore } from './scorm-cmi';
import { statusAfterCommit } from './scorm-offline';
import { lessonStatusOnFinish12, type ScoStatus, scoGrade, scoStatusFromCmi } from './scorm-status';
import type { ScormVersion } from './scorm-time';

/** The SCO enrollment's run-time record as stored (JSON columns as text). */
export type StoredScoRecord = ScoStatusAndScore & {
  status: ScoStatus;
  grade: number | null;
  /** JSON of the CMI values kept as they are (comments, preferences). */
  extra: string | null;
};

/** What a commit needs beside the stored record. */
export type ScormCommitInput = {
  cmi: CmiCommit;
  /** The commit that follows LMSFinish/Terminate. */
  terminated: boolean;
  /** The SCO's `adlcp:masteryscore` (SCORM 1.2), or null. */
  masteryScore: number | null;
  /** Made before the data another session wrote since (`isStaleCommit`). */
  stale: boolean;
};

/** The columns of the SCO enrollment a commit changes (only those present change). */
export type ScoRecordChange = {
  status: ScoStatus;
  lessonStatus?: string | null;
  completionStatus?: string | null;
  successStatus?: string | null;
  scoreRaw?: number | null;
  scoreMin?: number | null;
  scoreMax?: number | null;
  scoreScaled?: number | null;
  grade?: number | null;
  progressMeasure?: number | null;
  location?: string;
  suspendData?: string;
  exitMode?: string;
  /** JSON. */
  objectives?: string;
  /** JSON; SCORM 2004 keeps interactions on the SCO enrollment, 1.2 on the session (`sessionInteractions`). */
  interactions?: string;
  /** JSON. */
  extra?: string;
};

const parseExtra = (text: string | null): CmiExtra => {
  if (!text) return {};
  try {
    return JSON.parse(text) as CmiExtra;
  } catch {
    return {};
  }
};

/** The status values of a commit the version reports (1.2 `lessonStatus`; 2004 the other two). */
function reportedStatusValues(version: ScormVersion, cmi: CmiCommit) {
  return {
    lessonStatus: version === '1.2' ? cmi.lessonStatus : undefined,
    completionStatus: version === '2004' ? cmi.completionStatus : undefined,
    successStatus: version === '2004' ? cmi.successStatus : undefined,
  };
}

/**
 * The change a commit makes to a SCO enrollment. A stale commit only raises the status label (its run-time
 * data does not overwrite newer data). Otherwise the values the commit sets replace the stored ones, a value
 * it leaves out stays; SCORM 1.2 at LMSFinish sets the status the SCO left unset and lets the mastery score
 * decide (`lessonStatusOnFinish12`); a status never goes back (`statusAfterCommit`); the grade changes only
 * with a score.
 */
export function applyScormCommit(
  version: ScormVersion,
  stored: StoredScoRecord,
  input: ScormCommitInput,
): ScoRecordChange {
  const { cmi } = input;
  if (input.stale) {
    return {
      status: statusAfterCommit(stored.status, scoStatusFromCmi(version, reportedStatusValues(version, cmi)), true),
    };
  }
  const lessonStatus12 = version === '1.2' && cmi.lessonStatus !== undefined ? cmi.lessonStatus : stored.lessonStatus;
  const scoreRaw = cmi.scoreRaw !== undefined ? cmi.scoreRaw : stored.scoreRaw;
  const next = {
    lessonStatus:
      version === '1.2' && input.terminated
        ? lessonStatusOnFinish12({
            lessonStatus: lessonStatus12,
            credit: 'credit',
            lessonMode: 'normal',
            masteryScore: input.masteryScore,
            scoreRaw,
          })
        : lessonStatus12,
    completionStatus: version === '2004' ? (cmi.completionStatus ?? stored.completionStatus) : null,
    successStatus: version === '2004' ? (cmi.successStatus ?? stored.successStatus) : null,
    scoreRaw,
    scoreMin: cmi.scoreMin !== undefined ? cmi.scoreMin : stored.scoreMin,
    scoreMax: cmi.scoreMax !== undefined ? cmi.scoreMax : stored.scoreMax,
    scoreScaled: version === '2004' && cmi.scoreScaled !== undefined ? cmi.scoreScaled : stored.scoreScaled,
  };
  const status = statusAfterCommit(stored.status, scoStatusFromCmi(version, next), false);
  const grade = scoGrade({ raw: next.scoreRaw, min: next.scoreMin, max: next.scoreMax, scaled: next.scoreScaled });
  return {
    ...next,
    status,
    grade: grade ?? stored.grade,
    ...(cmi.progressMeasure !== undefined ? { progressMeasure: cmi.progressMeasure } : {}),
    ...(cmi.location !== undefined ? { location: cmi.location } : {}),
    ...(cmi.suspendData !== undefined ? { suspendData: cmi.suspendData } : {}),
    ...(cmi.exit !== undefined ? { exitMode: cmi.exit } : {}),
    ...(cmi.objectives !== undefined ? { objectives: JSON.stringify(cmi.objectives) } : {}),
    ...(version === '2004' && cmi.interactions !== undefined ? { interactions: JSON.stringify(cmi.interactions) } : {}),
    ...(cmi.extra ? { extra: JSON.stringify({ ...parseExtra(stored.extra), ...cmi.extra }) } : {}),
  };
}

/** The interactions a SCORM 1.2 commit keeps on its session (JSON), or nothing (2004, or none sent). */
export function sessionInteractions(version: ScormVersion, cmi: CmiCommit): { interactions?: string } {
  return version === '1.2' && cmi.interactions ? { interactions: JSON.stringify(cmi.interactions) } : {};
}
