import type {
  ScormSequencing,
  ScormSequencingPlace,
  ScormSequencingSaveRequest,
} from '@trilha/shared/api/learning-scorm';
import type { NavigationRequest } from '@trilha/shared/rules/scorm-launch';
import { type AnyScormApi, createScormApi, type SequencingStart } from '../../../scorm-host/scorm-api';

/** What the sequencing engine decided: a lesson to deliver, or the end of the session (suspended or not). */
export type SequencerOutcome = { kind: 'deliver'; identifier: string } | { kind: 'end'; suspended: boolean };

/** The requests of the player's own buttons, as the engine allows them now, and those the course hides. */
export type SequencerValidity = { continue: boolean; previous: boolean; hidden: string[] };

type Engine = Pick<AnyScormApi, 'Initialize' | 'SetValue' | 'Terminate' | 'isInitialized'> & {
  processNavigationRequest: (request: string, target?: string) => boolean;
  serializeSequencingState: () => string;
  renderCommitObject: (terminate: boolean) => { globalObjectives?: Record<string, Record<string, unknown>> };
  captureSharedDataSnapshot: () => Record<string, string>;
  _sequencing: {
    activityTree: {
      currentActivity: {
        id: string;
        isActive: boolean;
        parent: { sequencingControls: { flow: boolean } } | null;
      } | null;
    };
  };
};

/** How the sequencer reaches the server (the player's API calls; tests give their own). */
export type SequencerServer = {
  open: (place: ScormSequencingPlace) => Promise<ScormSequencing>;
  save: (body: ScormSequencingSaveRequest) => Promise<unknown>;
};

/** Requests the engine processes while an activity's attempt is still open (they end it themselves). */
const WHILE_ACTIVE = new Set(['suspendAll', 'exitAll', 'abandon', 'abandonAll', 'choice', 'jump']);

/**
 * A member's attempt on a sequenced SCORM 2004 course, as the lesson player drives it with scorm-again's
 * sequencing engine (SN book): the attempt opened on the server, an engine restored from it for each
 * navigation request (the member's buttons and lesson list), the lesson's run-time built on the engine's
 * state after the delivery (`start`), and the state saved on the server after every delivery and every
 * end of a lesson, before anything is launched, so the server plays only what the engine delivered and a
 * closed tab resumes where the engine was.
 */
export class CourseSequencer {
  /** The engine's state and the member's shared data as they are now (what a run-time starts from). */
  start: SequencingStart;
  /** Lessons by their activity identifier. */
  readonly lessons: Map<string, number>;
  validity: SequencerValidity = { continue: false, previous: false, hidden: [] };
  private outcome: SequencerOutcome | null = null;
  private readonly validityListeners = new Set<(validity: SequencerValidity) => void>();

  constructor(
    private readonly place: ScormSequencingPlace,
    private readonly opened: ScormSequencing,
    private readonly server: SequencerServer,
  ) {
    this.start = {
      settings: opened.sequencing,
      state: opened.state ?? '',
      globalObjectives: opened.globalObjectives,
      sharedData: opened.sharedData,
    };
    this.lessons = new Map(opened.lessons.map((lesson) => [lesson.identifier, lesson.idSco]));
  }

  /** Opens the member's attempt on the course (a new one when the last ended). */
  static async open(place: ScormSequencingPlace, server: SequencerServer): Promise<CourseSequencer> {
    return new CourseSequencer(place, await server.open(place), server);
  }

  /** The listeners a run-time's engine takes, so what it decides at the SCO's Terminate is heard here. */
  listeners(): Record<string, unknown> {
    return {
      onActivityDelivery: (activity: { id: string }) => {
        this.outcome = { kind: 'deliver', identifier: activity.id };
      },
      onSequencingSessionEnd: (data: { reason?: string }) => {
        this.outcome = { kind: 'end', suspended: /suspend/i.test(data?.reason ?? '') };
      },
      onNavigationValidityUpdate: (validity: { continue?: boolean; previous?: boolean; hideLmsUi?: string[] }) => {
        this.validity = {
          continue: Boolean(validity?.continue),
          previous: Boolean(validity?.previous),
          hidden: [...(validity?.hideLmsUi ?? [])],
        };
        for (const listener of this.validityListeners) listener(this.validity);
      },
    };
  }

  /** Hears each change of what the player's buttons may ask. */
  onValidity(listener: (validity: SequencerValidity) => void): () => void {
    this.validityListeners.add(listener);
    return () => this.validityListeners.delete(listener);
  }

  /** The activity delivered last, and whether its attempt is still open. */
  async current(): Promise<{ identifier: string; active: boolean } | null> {
    const engine = await this.engine();
    this.readFlow(engine);
    const activity = engine._sequencing.activityTree.currentActivity;
    return activity ? { identifier: activity.id, active: activity.isActive } : null;
  }

  /**
   * Whether the member may ask to continue from the lesson delivered last: the Navigation Request Process (SN
   * NB.2.1) takes `continue` whenever the parent of the current activity allows flow; where the flow leads is
   * decided once the running attempt ended (its status written to the objectives the next rules read), so the
   * engine's look-ahead, made before that, may not say it yet. As the engine read it last (no engine is built
   * for it).
   */
  continueAllowed = false;

  /**
   * Processes a navigation request while no lesson runs on the page (the lesson list, the course's own button,
   * a button after the SCO ended, an asset): the engine decides, its state is saved, and the outcome answered
   * (null when the engine refused the request). An attempt still open (an asset, a lesson left before its SCO
   * started) is ended as the LMS ends it, by its own Terminate, with the request pending.
   */
  async navigate(request: NavigationRequest, target?: string): Promise<SequencerOutcome | null> {
    const engine = await this.engine();
    this.outcome = null;
    const active = engine._sequencing.activityTree.currentActivity?.isActive ?? false;
    if (active && !WHILE_ACTIVE.has(request)) {
      engine.Initialize('');
      const value = target ? `{target=${target}}${request}` : request;
      engine.SetValue('adl.nav.request', value);
      engine.Terminate('');
    } else {
      try {
        engine.processNavigationRequest(request, target);
      } catch {
        this.outcome = null;
      }
    }
    const outcome = this.outcome as SequencerOutcome | null;
    this.readFlow(engine);
    if (outcome) await this.keep(engine, outcome);
    return outcome;
  }

  /**
   * The course's `resumeAll`: the suspended attempt continues; a lesson whose page was closed before it ended is
   * still open in the engine, and is delivered again as it is.
   */
  async resume(): Promise<SequencerOutcome | null> {
    const current = await this.current();
    if (current?.active) return { kind: 'deliver', identifier: current.identifier };
    return this.navigate('resumeAll');
  }

  /**
   * Asks the running lesson's engine to follow `request` when the SCO terminates (the member's button while
   * the SCO runs: the SCO is unloaded, and its Terminate processes the request, SN's pending navigation
   * request). False when the engine would not take it.
   */
  requestOnTerminate(api: AnyScormApi, request: NavigationRequest, target?: string): boolean {
    const value = target ? `{target=${target}}${request}` : request;
    try {
      return api.SetValue('adl.nav.request', value) === 'true';
    } catch {
      return false;
    }
  }

  /** Ends the running lesson's attempt itself (its SCO did not terminate when unloaded). */
  terminate(api: AnyScormApi): void {
    try {
      if (api.isInitialized()) api.Terminate('');
    } catch {
      // Already terminated.
    }
  }

  /**
   * After the running lesson's SCO terminated: what its engine decided (the SCO's `adl.nav.request`, a
   * request of the member's buttons, or the course's rules), with the engine's state saved first.
   */
  async afterTerminate(api: AnyScormApi): Promise<SequencerOutcome | null> {
    const outcome = this.takeOutcome();
    await this.keep(api as unknown as Engine, outcome);
    return outcome;
  }

  /** What the running lesson's engine decided last, once. */
  takeOutcome(): SequencerOutcome | null {
    const outcome = this.outcome;
    this.outcome = null;
    return outcome;
  }

  private readFlow(engine: Engine): void {
    this.continueAllowed = engine._sequencing.activityTree.currentActivity?.parent?.sequencingControls.flow ?? false;
  }

  /** A throwaway engine restored from the state as it is now (a run-time is built the same way). */
  private async engine(): Promise<Engine> {
    return (await createScormApi('2004', {}, this.start, this.listeners())) as unknown as Engine;
  }

  /** Keeps what the engine holds now, here and on the server (the attempt ends unless it was suspended). */
  private async keep(engine: Engine, outcome: SequencerOutcome | null): Promise<void> {
    this.start = {
      settings: this.start.settings,
      state: engine.serializeSequencingState(),
      globalObjectives: engine.renderCommitObject(false).globalObjectives ?? {},
      sharedData: engine.captureSharedDataSnapshot(),
    };
    await this.server.save({
      ...this.place,
      idScormPackage: this.opened.idScormPackage,
      attempt: this.opened.attempt,
      state: this.start.state,
      globalObjectives: this.start.globalObjectives as ScormSequencingSaveRequest['globalObjectives'],
      sharedData: this.start.sharedData,
      ended: outcome?.kind === 'end' && !outcome.suspended,
    });
  }
}
