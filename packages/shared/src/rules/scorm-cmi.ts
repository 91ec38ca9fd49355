/**
 * The run-time data (CMI) a SCO keeps between launches, in one shape for both SCORM versions. The player
 * turns scorm-again's CMI object into a commit (`cmiToCommit`); the server stores commits and builds the
 * data the next launch starts from (`restoreCmi`), in the shape scorm-again's `loadFromJSON` takes.
 */
import { formatScormDuration, type ScormVersion } from './scorm-time';

/** Each version's largest `suspend_data` (SCORM 1.2 CMIString4096; SCORM 2004 4th edition, 64000). */
export const SUSPEND_DATA_LIMITS: Record<ScormVersion, number> = { '1.2': 4096, '2004': 64000 };
/** Each version's largest location (1.2 `lesson_location` CMIString255; 2004 `location`, 1000). */
export const LOCATION_LIMITS: Record<ScormVersion, number> = { '1.2': 255, '2004': 1000 };

export type CmiInteraction = {
  id: string;
  type: string;
  objectiveIds: string[];
  /** 1.2 `time`, 2004 `timestamp`. */
  timestamp: string;
  correctResponses: string[];
  weighting: string;
  /** 1.2 `student_response`, 2004 `learner_response`. */
  learnerResponse: string;
  result: string;
  latency: string;
  description: string;
};

export type CmiObjective = {
  id: string;
  scoreRaw: number | null;
  scoreMin: number | null;
  scoreMax: number | null;
  scoreScaled: number | null;
  /** 1.2 `status`. */
  status: string;
  successStatus: string;
  completionStatus: string;
  progressMeasure: number | null;
  description: string;
};

/** Elements restored as they were: comments and learner preferences. */
export type CmiExtra = {
  comments?: string;
  commentsFromLearner?: { comment: string; location: string; timestamp: string }[];
  preferences?: Record<string, string>;
};

/** What a commit carries; every element is optional (a final commit may carry only what changed). */
export type CmiCommit = {
  lessonStatus?: string;
  completionStatus?: string;
  successStatus?: string;
  scoreRaw?: number | null;
  scoreMin?: number | null;
  scoreMax?: number | null;
  scoreScaled?: number | null;
  progressMeasure?: number | null;
  location?: string;
  suspendData?: string;
  exit?: string;
  /** As the SCO wrote it (1.2 CMITimespan, 2004 ISO 8601 duration). */
  sessionTime?: string;
  interactions?: CmiInteraction[];
  objectives?: CmiObjective[];
  extra?: CmiExtra;
};

type Json = Record<string, unknown>;

const str = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
const num = (value: unknown): number | null => {
  if (value === '' || value === undefined || value === null) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};
const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
/** The raw, minimum and maximum of a CMI `score` element. */
const scoreOf = (value: unknown) => {
  const score = obj(value);
  return { scoreRaw: num(score.raw), scoreMin: num(score.min), scoreMax: num(score.max) };
};
/** scorm-again renders CMI arrays as objects keyed by index. */
const list = (value: unknown): Json[] =>
  Array.isArray(value)
    ? value.map(obj)
    : Object.entries(obj(value))
        .filter(([key]) => /^\d+$/.test(key))
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([, entry]) => obj(entry));

/** A commit from scorm-again's CMI object (`api.renderCMIToJSONObject().cmi`). */
export function cmiToCommit(version: ScormVersion, cmi: Json): CmiCommit {
  const interactions = list(cmi.interactions).map(
    (entry): CmiInteraction => ({
      id: str(entry.id),
      type: str(entry.type),
      objectiveIds: list(entry.objectives).map((objective) => str(objective.id)),
      timestamp: str(version === '1.2' ? entry.time : entry.timestamp),
      correctResponses: list(entry.correct_responses).map((response) => str(response.pattern)),
      weighting: str(entry.weighting),
      learnerResponse: str(version === '1.2' ? entry.student_response : entry.learner_response),
      result: str(entry.result),
      latency: str(entry.latency),
      description: str(entry.description),
    }),
  );
  const objectives = list(cmi.objectives).map((entry): CmiObjective => {
    return {
      id: str(entry.id),
      ...scoreOf(entry.score),
      scoreScaled: num(obj(entry.score).scaled),
      status: str(entry.status),
      successStatus: str(entry.success_status),
      completionStatus: str(entry.completion_status),
      progressMeasure: num(entry.progress_measure),
      description: str(entry.description),
    };
  });
  if (version === '1.2') {
    const core = obj(cmi.core);
    const preference = obj(cmi.student_preference);
    return {
      lessonStatus: str(core.lesson_status),
      ...scoreOf(core.score),
      location: str(core.lesson_location),
      suspendData: str(cmi.suspend_data),
      exit: str(core.exit),
      sessionTime: str(core.session_time),
      interactions,
      objectives,
      extra: { comments: str(cmi.comments), preferences: stringsOf(preference) },
    };
  }
  return {
    completionStatus: str(cmi.completion_status),
    successStatus: str(cmi.success_status),
    ...scoreOf(cmi.score),
    scoreScaled: num(obj(cmi.score).scaled),
    progressMeasure: num(cmi.progress_measure),
    location: str(cmi.location),
    suspendData: str(cmi.suspend_data),
    exit: str(cmi.exit),
    sessionTime: str(cmi.session_time),
    interactions,
    objectives,
    extra: {
      commentsFromLearner: list(cmi.comments_from_learner).map((entry) => ({
        comment: str(entry.comment),
        location: str(entry.location),
        timestamp: str(entry.timestamp),
      })),
      preferences: stringsOf(obj(cmi.learner_preference)),
    },
  };
}

function stringsOf(value: Json): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, entry]) => typeof entry === 'string' || typeof entry === 'number')
      .map(([key, entry]) => [key, String(entry)]),
  );
}

/** Only the elements of `next` that differ from `previous` (what a final commit on leaving sends). */
export function commitChanges(previous: CmiCommit | null, next: CmiCommit): CmiCommit {
  if (!previous) return next;
  const changes: CmiCommit = {};
  for (const key of Object.keys(next) as (keyof CmiCommit)[]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(previous[key])) {
      (changes as Record<string, unknown>)[key] = next[key];
    }
  }
  return changes;
}

/** A SCO enrollment's stored statuses (1.2 `lesson_status`; 2004 completion and success) and scores. */
export type ScoStatusAndScore = {
  lessonStatus: string | null;
  completionStatus: string | null;
  successStatus: string | null;
  scoreRaw: number | null;
  scoreMin: number | null;
  scoreMax: number | null;
  scoreScaled: number | null;
};

/** What the server knows when a SCO is launched. */
export type RestoreState = ScoStatusAndScore & {
  learnerId: string;
  learnerName: string;
  /** `ab-initio` on a first launch or a new attempt, `resume` after a suspend, '' otherwise (1.2). */
  entry: 'ab-initio' | 'resume' | '';
  /** false restores nothing the SCO wrote (a new 2004 attempt). */
  restoreData: boolean;
  progressMeasure: number | null;
  location: string | null;
  suspendData: string | null;
  totalTimeSeconds: number;
  launchData: string | null;
  masteryScore: number | null;
  scaledPassingScore: number | null;
  completionThreshold: number | null;
  maxTimeAllowed: string | null;
  timeLimitAction: string | null;
  interactions: CmiInteraction[];
  objectives: CmiObjective[];
  /** Objective ids the manifest declares, offered to the SCO on a fresh start (2004). */
  objectiveIds: string[];
  extra: CmiExtra;
};

const text = (value: number | null) => (value === null ? '' : String(value));
const indexed = <T>(entries: T[]) => Object.fromEntries(entries.map((entry, index) => [String(index), entry]));

/** The CMI a launch starts from, for scorm-again's `loadFromJSON` (before Initialize). */
export function restoreCmi(version: ScormVersion, state: RestoreState): Json {
  const keep = state.restoreData;
  const totalTime = formatScormDuration(version, state.totalTimeSeconds);
  if (version === '1.2') {
    return {
      core: {
        student_id: state.learnerId,
        student_name: state.learnerName,
        credit: 'credit',
        lesson_mode: 'normal',
        entry: state.entry,
        lesson_status: (keep && state.lessonStatus) || 'not attempted',
        lesson_location: keep ? (state.location ?? '') : '',
        total_time: totalTime,
        score: keep ? { raw: text(state.scoreRaw), min: text(state.scoreMin), max: text(state.scoreMax) } : {},
      },
      suspend_data: keep ? (state.suspendData ?? '') : '',
      launch_data: state.launchData ?? '',
      comments: keep ? (state.extra.comments ?? '') : '',
      student_data: {
        mastery_score: text(state.masteryScore),
        max_time_allowed: state.maxTimeAllowed ?? '',
        time_limit_action: state.timeLimitAction ?? '',
      },
      ...(keep && state.extra.preferences ? { student_preference: state.extra.preferences } : {}),
      objectives: indexed(
        (keep ? state.objectives : []).map((objective) => ({
          id: objective.id,
          status: objective.status || 'not attempted',
          score: { raw: text(objective.scoreRaw), min: text(objective.scoreMin), max: text(objective.scoreMax) },
        })),
      ),
    };
  }
  const objectives = keep
    ? state.objectives
    : state.objectiveIds.map((id) => ({
        id,
        scoreRaw: null,
        scoreMin: null,
        scoreMax: null,
        scoreScaled: null,
        status: '',
        successStatus: 'unknown',
        completionStatus: 'unknown',
        progressMeasure: null,
        description: '',
      }));
  return {
    learner_id: state.learnerId,
    learner_name: state.learnerName,
    credit: 'credit',
    mode: 'normal',
    entry: state.entry,
    completion_status: (keep && state.completionStatus) || 'unknown',
    success_status: (keep && state.successStatus) || 'unknown',
    location: keep ? (state.location ?? '') : '',
    suspend_data: keep ? (state.suspendData ?? '') : '',
    progress_measure: keep ? text(state.progressMeasure) : '',
    score: keep
      ? {
          raw: text(state.scoreRaw),
          min: text(state.scoreMin),
          max: text(state.scoreMax),
          scaled: text(state.scoreScaled),
        }
      : {},
    total_time: keep ? totalTime : 'PT0S',
    launch_data: state.launchData ?? '',
    scaled_passing_score: text(state.scaledPassingScore),
    completion_threshold: text(state.completionThreshold),
    max_time_allowed: state.maxTimeAllowed ?? '',
    time_limit_action: state.timeLimitAction ?? 'continue,no message',
    ...(keep && state.extra.preferences ? { learner_preference: state.extra.preferences } : {}),
    comments_from_learner: indexed(keep ? (state.extra.commentsFromLearner ?? []) : []),
    interactions: indexed(
      (keep ? state.interactions : []).map((interaction) => ({
        id: interaction.id,
        type: interaction.type,
        objectives: indexed(interaction.objectiveIds.map((id) => ({ id }))),
        timestamp: interaction.timestamp,
        correct_responses: indexed(interaction.correctResponses.map((pattern) => ({ pattern }))),
        weighting: interaction.weighting,
        learner_response: interaction.learnerResponse,
        result: interaction.result,
        latency: interaction.latency,
        description: interaction.description,
      })),
    ),
    objectives: indexed(
      objectives.map((objective) => ({
        id: objective.id,
        success_status: objective.successStatus || 'unknown',
        completion_status: objective.completionStatus || 'unknown',
        progress_measure: text(objective.progressMeasure),
        description: objective.description,
        score: {
          raw: text(objective.scoreRaw),
          min: text(objective.scoreMin),
          max: text(objective.scoreMax),
          scaled: text(objective.scoreScaled),
        },
      })),
    ),
  };
}

/** SCORM 1.2's convention for `student_name`: "Last, First". */
export function scorm12LearnerName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return parts[0] ?? '';
  const last = parts.pop() as string;
  return `${last}, ${parts.join(' ')}`;
}
