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
  /** Attempts on it so far. */
  attempts: number;
};

/** The root activity's rolled-up values: the course's status and score. */
export type RootRollup = {
  completionStatus: string;
  successStatus: string;
  /** -1..1, or null when not known. */
  scoreScaled: number | null;
  /** 0..1, or null when not known. */
  progressMeasure: number | null;
};

/** The engine's view of an attempt: each activity, the root's rollup, and where the member is. */
export type AttemptView = {
  activities: Map<string, ActivityView>;
  root: RootRollup;
  /** The activity a `resumeAll` would deliver (the attempt was suspended), if any. */
  suspendedActivityId: string | null;
  /** The activity delivered last, if any. */
  currentActivityId: string | null;
};

type Activity = {
  id: string;
  isVisible: boolean;
  isHiddenFromChoice: boolean;
  isAvailable: boolean;
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
    } | null;
  };
  deserializeSequencingState: (state: string) => boolean;
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
 * The engine's view of a member's attempt on a sequenced course, from the state the player saved (or the
 * course as it starts, without one): the same scorm-again sequencing the player runs, restored on the server
 * to list the lessons as the rules allow and to read the root activity's rolled-up status and score, which
 * are the course's.
 */
export function viewAttempt(stored: StoredSequencing, state: string | null): AttemptView {
  return quietly(() => {
    const engine = new Scorm2004API({
      logLevel: 5,
      lmsCommitUrl: false,
      autocommit: false,
      sequencing: { ...stored.sequencing, autoRollupOnCMIChange: false },
    }) as unknown as Engine;
    // A state the engine cannot read is refused (the player sends what the engine serialized).
    if (state && !engine.deserializeSequencingState(state)) throw new Error('unreadable sequencing state');
    const tree = engine._sequencing.activityTree;
    const process = engine._sequencing.overallSequencingProcess;
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
      activities.set(activity.id, {
        hidden: !activity.isVisible || activity.isHiddenFromChoice || rule === 'hiddenFromChoice',
        disabled: !activity.isAvailable || rule === 'disabled',
        choice,
        attempts: activity.attemptCount ?? 0,
      });
      for (const child of activity.children ?? []) walk(child);
    };
    if (tree.root) walk(tree.root);
    const rootId = tree.root?.id ?? '';
    const tracking = engine.getActivityTrackingData(rootId);
    return {
      activities,
      root: {
        completionStatus: tracking?.completionStatus ?? 'unknown',
        successStatus: tracking?.successStatus ?? 'unknown',
        scoreScaled: tracking?.score ?? null,
        progressMeasure: tracking?.attemptCompletionAmountStatus ? tracking.attemptCompletionAmount : null,
      },
      suspendedActivityId: tree.suspendedActivity?.id ?? null,
      currentActivityId: tree.currentActivity?.id ?? null,
    };
  });
}
