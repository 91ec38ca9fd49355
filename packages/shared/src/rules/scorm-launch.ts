/**
 * One launch of a lesson of a packaged course, from the navigation request that starts it to the one that
 * ends it, as a state machine the player follows: a navigation request (the member's, or the SCO's
 * `adl.nav.request`) -> the launch (`POST /learning/scorm/play`) -> the session open while the SCO runs and
 * commits -> the SCO's Terminate/LMSFinish -> the finish call -> the next delivery or back to the lessons,
 * as the request asked. Nothing is launched without a request, a launch is made once per request, the finish
 * call once per launch, and a page hidden or closed sends what changed once. Also how a launch starts: the
 * entry and attempt SCORM gives it from how the previous session ended.
 */
import type { ScormVersion } from './scorm-time';

/** Requests that deliver a lesson; the others leave the lesson (back to the list of lessons). */
const DELIVERING_REQUESTS = [
  'start',
  'resumeAll',
  'continue',
  'previous',
  'choice',
  'jump',
  'retry',
  'retryAll',
] as const;

/** The navigation requests of SCORM 2004 (SN book, 4.4.2), also made by the player's buttons and lesson list. */
export const NAVIGATION_REQUESTS = [
  ...DELIVERING_REQUESTS,
  'exit',
  'exitAll',
  'suspendAll',
  'abandon',
  'abandonAll',
] as const;
export type NavigationRequest = (typeof NAVIGATION_REQUESTS)[number];

const DELIVERING: ReadonlySet<NavigationRequest> = new Set(DELIVERING_REQUESTS);

/** True for a request that delivers a lesson (another, or the same one again). */
export const isDeliveringRequest = (request: NavigationRequest): boolean => DELIVERING.has(request);

/** A request with its target (`choice` and `jump` name a lesson by its identifier). */
export type Navigation = { request: NavigationRequest; target?: string };

/**
 * Reads `adl.nav.request` as a SCO writes it (`continue`, `{target=ID}choice`, `_none_`), or null for none or
 * anything else.
 */
export function parseNavigationRequest(value: string): Navigation | null {
  const text = value.trim();
  const targeted = /^\{target=([^}]+)\}(choice|jump)$/.exec(text);
  if (targeted) return { request: targeted[2] as NavigationRequest, target: targeted[1] as string };
  return (NAVIGATION_REQUESTS as readonly string[]).includes(text) && text !== 'choice' && text !== 'jump'
    ? { request: text as NavigationRequest }
    : null;
}

/**
 * - `waiting`: the page is open, nothing launched; only a navigation request launches.
 * - `launching`: the play call is on its way.
 * - `running`: the session is open, the SCO runs (and commits).
 * - `closing`: the member asked to leave; the SCO's page is being unloaded so it finishes (2 s at most).
 * - `ended`: the SCO finished by itself and nobody asked to go anywhere yet; its last page stays.
 * - `left`: the launch is over and the player follows the request; nothing more happens.
 * - `failed`: the play call was refused.
 */
export type LaunchPhase = 'waiting' | 'launching' | 'running' | 'closing' | 'ended' | 'left' | 'failed';

export type LaunchState = {
  phase: LaunchPhase;
  /** The SCO called Initialize / LMSInitialize. */
  initialized: boolean;
  /** The request to follow once the SCO has finished (the member's, or the one the SCO made before ending). */
  pending: Navigation | null;
  /** What changed was sent as the page went out of sight; sent again only after it came back. */
  sentOnHide: boolean;
};

export type LaunchEvent =
  | { type: 'request'; navigation: Navigation; from: 'learner' | 'sco' }
  | { type: 'launched' }
  | { type: 'launchFailed' }
  | { type: 'initialized' }
  /** The SCO called Terminate / LMSFinish; its final commit was made. */
  | { type: 'terminated' }
  /** The SCO being unloaded did not finish in time. */
  | { type: 'unloadTimedOut' }
  | { type: 'pageHidden' }
  | { type: 'pageShown' }
  /** The page is going away (tab closed, app killed, another address). */
  | { type: 'pageGone' };

export type LaunchEffect =
  /** Start the session the request delivers (`POST /learning/scorm/play`). */
  | { type: 'play'; navigation: Navigation }
  /** Unload the SCO's page: its unload handlers call Terminate / LMSFinish. */
  | { type: 'unloadSco' }
  /** Send what changed; `keepalive` for a page going away. */
  | { type: 'send'; keepalive: boolean }
  /** The finish call (spec 3, 4.7): the content enrollment from the lessons. */
  | { type: 'finishCall' }
  /** Follow the request: the next delivery, or back to the list of lessons. */
  | { type: 'follow'; navigation: Navigation };

export const INITIAL_LAUNCH: LaunchState = { phase: 'waiting', initialized: false, pending: null, sentOnHide: false };

type Step = { state: LaunchState; effects: LaunchEffect[] };
const stay = (state: LaunchState): Step => ({ state, effects: [] });

/** The next state of a launch and what the player must do, for one event. */
export function launchStep(state: LaunchState, event: LaunchEvent): Step {
  switch (event.type) {
    case 'request':
      return onRequest(state, event.navigation, event.from);
    case 'launched':
      return state.phase === 'launching' ? stay({ ...state, phase: 'running' }) : stay(state);
    case 'launchFailed':
      return state.phase === 'launching' ? stay({ ...state, phase: 'failed' }) : stay(state);
    case 'initialized':
      return state.phase === 'running' || state.phase === 'closing'
        ? stay({ ...state, initialized: true })
        : stay(state);
    case 'terminated':
      if (state.phase === 'running') {
        // A request the SCO made before ending is followed now; otherwise its last page stays.
        if (state.pending) return leave(state, state.pending);
        return { state: { ...state, phase: 'ended' }, effects: [{ type: 'finishCall' }] };
      }
      if (state.phase === 'closing' && state.pending) return leave(state, state.pending);
      return stay(state);
    case 'unloadTimedOut':
      if (state.phase !== 'closing' || !state.pending) return stay(state);
      return leave(state, state.pending, [{ type: 'send', keepalive: false }]);
    case 'pageHidden':
      if (!isOpen(state) || state.sentOnHide) return stay(state);
      return { state: { ...state, sentOnHide: true }, effects: [{ type: 'send', keepalive: true }] };
    case 'pageShown':
      return stay({ ...state, sentOnHide: false });
    case 'pageGone':
      if (!isOpen(state) || state.sentOnHide) return stay(state);
      // The session ends here without Terminate: what changed is sent once, and the next launch resumes.
      return { state: { ...state, phase: 'left', sentOnHide: true }, effects: [{ type: 'send', keepalive: true }] };
  }
}

const isOpen = (state: LaunchState) => state.phase === 'running' || state.phase === 'closing';

function onRequest(state: LaunchState, navigation: Navigation, from: 'learner' | 'sco'): Step {
  switch (state.phase) {
    case 'waiting':
      if (!isDeliveringRequest(navigation.request)) return leaveWithoutLaunch(state, navigation);
      return { state: { ...state, phase: 'launching' }, effects: [{ type: 'play', navigation }] };
    case 'launching':
      // Leaving before the lesson even started: the session, if it opens, is a closed tab's.
      return from === 'learner' ? leaveWithoutLaunch(state, navigation) : stay(state);
    case 'running':
      // The SCO's request waits for its Terminate (RTE 4.4.2: processed when the SCO ends).
      if (from === 'sco') return stay({ ...state, pending: navigation });
      // A SCO that never talked to the run-time has nothing to finish.
      if (!state.initialized) return leave({ ...state, pending: navigation }, navigation);
      return { state: { ...state, phase: 'closing', pending: navigation }, effects: [{ type: 'unloadSco' }] };
    case 'ended':
      return { state: { ...state, phase: 'left', pending: navigation }, effects: [{ type: 'follow', navigation }] };
    case 'closing':
      // The SCO asked for somewhere while it was being closed by the member's request: the member's wins.
      return stay(state);
    case 'failed':
      return from === 'learner' ? leaveWithoutLaunch(state, navigation) : stay(state);
    case 'left':
      return stay(state);
  }
}

function leave(state: LaunchState, navigation: Navigation, before: LaunchEffect[] = []): Step {
  return {
    state: { ...state, phase: 'left', pending: navigation },
    effects: [...before, { type: 'finishCall' }, { type: 'follow', navigation }],
  };
}

function leaveWithoutLaunch(state: LaunchState, navigation: Navigation): Step {
  return { state: { ...state, phase: 'left', pending: navigation }, effects: [{ type: 'follow', navigation }] };
}

/** How the last session of a SCO ended: by Terminate / LMSFinish (with the exit it set), or not at all. */
export type LastSession = { terminated: boolean; exit: string | null } | null;

/** How a launch starts: its `entry`, whether the data is restored, and whether a new attempt begins. */
export type LaunchEntry = { entry: 'ab-initio' | 'resume' | ''; restore: boolean; newAttempt: boolean };

/**
 * The entry and attempt of a launch from how the SCO's last session ended (RTE 4.2.8 `cmi.entry`, 4.2.9
 * `cmi.exit`; SCORM 1.2 RTE 3.4.4 `cmi.core.entry`). The first launch is `ab-initio`. After `suspend` it is
 * `resume` with everything restored; a session that never ended (the tab closed, the phone killed the
 * browser) counts as suspended, since the member did not choose to end it. After a session that ended
 * otherwise, SCORM 1.2 keeps the data with `entry` empty (1.2 has no attempts), and SCORM 2004 starts a new
 * attempt: data cleared, `ab-initio`. 2004's `logout` (deprecated) ends the attempt as `normal` does.
 */
export function decideEntry(version: ScormVersion, last: LastSession): LaunchEntry {
  if (!last) return { entry: 'ab-initio', restore: false, newAttempt: false };
  if (!last.terminated || last.exit === 'suspend') return { entry: 'resume', restore: true, newAttempt: false };
  if (version === '1.2') return { entry: '', restore: true, newAttempt: false };
  return { entry: 'ab-initio', restore: false, newAttempt: true };
}

/**
 * The entry and attempt of a launch in a sequenced course, where the sequencing engine decides the attempts
 * (SN book, DB.2: a delivery starts a new attempt on the activity unless it was suspended). `attempt` names
 * the engine's attempt the launch belongs to (`<course attempt>.<activity attempt>`), `recorded` the one the
 * SCO's data belongs to. The same attempt resumes with its data (it was suspended, by the SCO's `suspend` or a
 * `suspendAll`, or its page was closed before it ended); another one starts over (`ab-initio`, data cleared),
 * as the first launch does.
 */
export function decideSequencedEntry(last: LastSession, recorded: string | null, attempt: string): LaunchEntry {
  if (!last) return { entry: 'ab-initio', restore: false, newAttempt: false };
  if (recorded === attempt) return { entry: 'resume', restore: true, newAttempt: false };
  return { entry: 'ab-initio', restore: false, newAttempt: true };
}
