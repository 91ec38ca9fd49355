import type { ScormRootRollup, ScormStartRequest } from '@trilha/shared/api/learning-scorm';
import { Scorm2004API } from 'scorm-again';
import type { StoredSequencing } from './package-sequencing';

/** What the member's attempt on a sequenced course lets the lesson list show, per activity. */
export type ActivityView = {
  /** Hidden: `isvisible="false"`, or hidden from choice by the course's rules. */
  hidden: boolean;
  /** Disabled by a precondition rule, or not available (selection). */
  disabled: boolean;
  /** A choice navigation request to it would be allowed now. */
  choice: boolean;
  /** Attempts on it in this attempt on the course. */
  attempts: number;
  /** Its tracking status as the engine keeps it (the LMS's view: set at the end of each attempt on it). */
  completionStatus: string;
  successStatus: string;
};

/** The root activity's rolled-up values: the course's status and score. */
export type RootRollup = ScormRootRollup;

/** The engine's view of an attempt: each activity, the root's rollup, and where the member is. */
export type AttemptView = {
  activities: Map<string, ActivityView>;
  root: RootRollup;
  /** The activity a `resumeAll` would deliver (the attempt was suspended), if any. */
  suspendedActivityId: string | null;
  /** The activity delivered last, if any. */
  currentActivityId: string | null;
  /** The current activity's attempt is still open (delivered and not ended: a lesson left by a closed tab). */
  currentActive: boolean;
  /**
   * The request the course's own button makes (besides choosing a lesson): `resumeAll` to continue a suspended
   * attempt (or the lesson a closed tab left open), `start` to begin, `continue` to go on from the last lesson;
   * null when none of them would deliver anything.
   */
  nextRequest: ScormStartRequest | null;
  /** The activity `nextRequest` delivers. */
  nextActivityId: string | null;
};

type Activity = {
  id: string;
  sequencingControls?: { tracked: boolean; objectiveMeasureWeight: number };
  isVisible: boolean;
  isHiddenFromChoice: boolean;
  isAvailable: boolean;
  isActive: boolean;
  attemptCount: number;
  children: Activity[];
};

type Engine = {
  _sequencing: {
    activityTree: { root: Activity | null; suspendedActivity: Activity | null; currentActivity: Activity | null };
    overallSequencingProcess: {
      predictChoiceEnabled: (id: string) => boolean;
      sequencingProcess: {
        validateNavigationRequest: (request: string, target: string, current: Activity | null) => { valid: boolean };
      };
      navigationValidityService: { evaluatePreConditionRulesForChoice: (activity: Activity) => string | null };
      synchronizeGlobalObjectives: () => void;
      getGlobalObjectiveMapSnapshot: () => Record<string, unknown>;
    } | null;
  };
  deserializeSequencingState: (state: string) => boolean;
  restoreGlobalObjectiveSnapshot: (snapshot: object) => void;
  processNavigationRequest: (request: string, target?: string) => boolean;
  getActivityTrackingData: (id: string) => {
    completionStatus: string;
    successStatus: string;
    progressMeasure: number | null;
    attemptCompletionAmount: number;
    attemptCompletionAmountStatus: boolean;
    score: number | null;
  } | null;
};

/**
 * Runs scorm-again with its console quiet: the engine writes progress lines with `console.debug` whatever its
 * log level, which would fill the server's log. Its calls are synchronous, so nothing else runs meanwhile.
 */
function quietly<T>(work: () => T): T {
  const saved = { debug: console.debug, log: console.log, info: console.info, warn: console.warn };
  console.debug = console.log = console.info = console.warn = () => undefined;
  try {
    return work();
  } finally {
    Object.assign(console, saved);
  }
}

/**
 * A cluster's measure as SN RB.1.1 rolls it up: known only when its tracked children's objective measure
 * weights add up to more than 0 (a course that rolls up no score has none). scorm-again answers a measure of 0
 * when every weight is 0.
 */
function rolledUpMeasure(activity: Activity | null | undefined, measure: number | null): number | null {
  const children = activity?.children ?? [];
  if (measure === null || children.length === 0) return measure;
  const counted = children
    .filter((child) => child.sequencingControls?.tracked !== false)
    .reduce((sum, child) => sum + (child.sequencingControls?.objectiveMeasureWeight ?? 1), 0);
  return counted > 0 ? measure : null;
}

/** Thrown for a state the engine cannot read (the player sends what the engine serialized). */
export class UnreadableSequencingState extends Error {}

/**
 * The engine's view of a member's attempt on a sequenced course, from the state the player saved (or the
 * course as it starts, without one): the same scorm-again sequencing the player runs, restored on the server
 * to list the lessons as the rules allow, to read the root activity's rolled-up status and score (the
 * course's), and to know which lesson the engine delivered.
 */
export function viewAttempt(
  stored: StoredSequencing,
  state: string | null,
  globalObjectives: Record<string, unknown> = {},
): AttemptView {
  return quietly(() => {
    const delivered: string[] = [];
    const engine = new Scorm2004API({
      logLevel: 5,
      lmsCommitUrl: false,
      autocommit: false,
      sequencing: {
        ...stored.sequencing,
        autoRollupOnCMIChange: false,
        eventListeners: { onActivityDelivery: (activity) => delivered.push(activity.id) },
      },
    }) as unknown as Engine;
    // The member's global objectives first, as the player restores its engine; the activities' objectives
    // that read them are read again after the state (what another activity wrote since counts for the rules).
    engine.restoreGlobalObjectiveSnapshot(globalObjectives);
    if (state && !engine.deserializeSequencingState(state)) throw new UnreadableSequencingState();
    const tree = engine._sequencing.activityTree;
    const process = engine._sequencing.overallSequencingProcess;
    // The state carries the global objectives as they were when it was kept: the member's are newer.
    engine.restoreGlobalObjectiveSnapshot({ ...process?.getGlobalObjectiveMapSnapshot(), ...globalObjectives });
    process?.synchronizeGlobalObjectives();
    const activities = new Map<string, ActivityView>();
    const walk = (activity: Activity) => {
      let rule: string | null = null;
      try {
        rule = process?.navigationValidityService.evaluatePreConditionRulesForChoice(activity) ?? null;
      } catch {
        rule = null;
      }
      let choice = false;
      try {
        // Without a current activity (not started, or the session ended) the engine predicts no choice; the
        // choice request is validated as the engine would at the start of a session.
        choice = tree.currentActivity
          ? (process?.predictChoiceEnabled(activity.id) ?? false)
          : (process?.sequencingProcess.validateNavigationRequest('choice', activity.id, null).valid ?? false);
      } catch {
        choice = false;
      }
      const tracking = engine.getActivityTrackingData(activity.id);
      activities.set(activity.id, {
        hidden: !activity.isVisible || activity.isHiddenFromChoice || rule === 'hiddenFromChoice',
        disabled: !activity.isAvailable || rule === 'disabled',
        choice,
        attempts: activity.attemptCount ?? 0,
        completionStatus: tracking?.completionStatus ?? 'unknown',
        successStatus: tracking?.successStatus ?? 'unknown',
      });
      for (const child of activity.children ?? []) walk(child);
    };
    if (tree.root) walk(tree.root);
    const tracking = engine.getActivityTrackingData(tree.root?.id ?? '');
    const suspendedActivityId = tree.suspendedActivity?.id ?? null;
    const currentActivityId = tree.currentActivity?.id ?? null;
    const currentActive = Boolean(tree.currentActivity?.isActive);
    const next = nextOf();
    return {
      activities,
      root: {
        completionStatus: tracking?.completionStatus ?? 'unknown',
        successStatus: tracking?.successStatus ?? 'unknown',
        scoreScaled: rolledUpMeasure(tree.root, tracking?.score ?? null),
        progressMeasure: tracking?.attemptCompletionAmountStatus ? tracking.attemptCompletionAmount : null,
      },
      suspendedActivityId,
      currentActivityId,
      currentActive,
      nextRequest: next?.request ?? null,
      nextActivityId: next?.activityId ?? null,
    };

    /** The course's own request now, and what it delivers (played on this engine, which is thrown away). */
    function nextOf(): { request: ScormStartRequest; activityId: string } | null {
      if (currentActive && currentActivityId) return { request: 'resumeAll', activityId: currentActivityId };
      const request: ScormStartRequest = suspendedActivityId ? 'resumeAll' : currentActivityId ? 'continue' : 'start';
      try {
        const activityId = engine.processNavigationRequest(request) ? delivered.at(-1) : undefined;
        return activityId ? { request, activityId } : null;
      } catch {
        return null;
      }
    }
  });
}
