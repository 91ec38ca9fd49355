import type { ScormSequencing, ScormSequencingSaveRequest } from '@trilha/shared/api/learning-scorm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScormApi } from '../../../scorm-host/scorm-api';
import { CourseSequencer } from './course-sequencer';

/**
 * A course in forced order, as SCORM's sample courses write it: flow and choice, the second lesson disabled
 * until the first is satisfied (through a global objective), the third an asset.
 */
const tree = {
  id: 'CURSO',
  title: 'Curso',
  sequencingControls: { choice: true, flow: true },
  children: [
    {
      id: 'A',
      title: 'A',
      deliveryControls: { completionSetByContent: true, objectiveSetByContent: true },
      primaryObjective: {
        objectiveID: 'a',
        mapInfo: [{ targetObjectiveID: 'curso.a', readSatisfiedStatus: true, writeSatisfiedStatus: true }],
      },
    },
    {
      id: 'B',
      title: 'B',
      deliveryControls: { completionSetByContent: true, objectiveSetByContent: true },
      sequencingRules: {
        preConditionRules: [
          {
            action: 'disabled',
            conditionCombination: 'any',
            conditions: [
              { condition: 'satisfied', operator: 'not', referencedObjective: 'anterior' },
              { condition: 'objectiveStatusKnown', operator: 'not', referencedObjective: 'anterior' },
            ],
          },
        ],
      },
      primaryObjective: { objectiveID: 'b' },
      objectives: [
        {
          objectiveID: 'anterior',
          mapInfo: [{ targetObjectiveID: 'curso.a', readSatisfiedStatus: true, writeSatisfiedStatus: false }],
        },
      ],
    },
    { id: 'C', title: 'C (material)' },
  ],
};

const place = { idEnrollment: 1, idContentItem: 2, idNodeEnrollment: 3 };

/** The server as the sequencer reaches it: the attempt kept in memory, every save recorded. */
function serverWith(state: string | null = null, globalObjectives = {}) {
  const saves: ScormSequencingSaveRequest[] = [];
  const opened = (): ScormSequencing => {
    const last = saves.at(-1);
    return {
      idScormPackage: 9,
      attempt: 1,
      sequencing: { activityTree: tree },
      state: last?.state ?? state,
      globalObjectives: (last?.globalObjectives as ScormSequencing['globalObjectives']) ?? globalObjectives,
      sharedData: last?.sharedData ?? {},
      lessons: [
        { idSco: 11, identifier: 'A' },
        { idSco: 12, identifier: 'B' },
        { idSco: 13, identifier: 'C' },
      ],
    };
  };
  return {
    saves,
    server: {
      open: async () => opened(),
      save: async (body: ScormSequencingSaveRequest) => {
        saves.push(body);
      },
    },
  };
}

/** The run-time of the delivered lesson, built as the player builds it. */
const runtimeOf = (sequencer: CourseSequencer) =>
  createScormApi('2004', { entry: 'ab-initio' }, sequencer.start, sequencer.listeners());

describe("a sequenced course's lessons, as the player asks the engine", () => {
  beforeEach(() => {
    // The engine writes each delivery to console.debug.
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('starts the course, keeps the state before the launch, and follows the request the SCO ends with', async () => {
    const { server, saves } = serverWith();
    const sequencer = await CourseSequencer.open(place, server);
    expect(await sequencer.navigate('start')).toEqual({ kind: 'deliver', identifier: 'A' });
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ ...place, idScormPackage: 9, attempt: 1, ended: false });
    expect(await sequencer.current()).toEqual({ identifier: 'A', active: true });
    expect(sequencer.validity).toMatchObject({ continue: true, previous: false });

    const api = await runtimeOf(sequencer);
    expect(api.Initialize('')).toBe('true');
    api.SetValue('cmi.completion_status', 'completed');
    api.SetValue('cmi.success_status', 'passed');
    api.SetValue('adl.nav.request', 'continue');
    expect(api.Terminate('')).toBe('true');
    // The rule that disabled B read the global objective A wrote: B is delivered.
    expect(await sequencer.afterTerminate(api)).toEqual({ kind: 'deliver', identifier: 'B' });
    expect(saves).toHaveLength(2);
    expect(Object.keys(saves[1]?.globalObjectives ?? {})).toEqual(['curso.a']);
    expect(await sequencer.current()).toEqual({ identifier: 'B', active: true });
  });

  it('lets the member continue while the lesson runs (its parent allows flow), and follows it once the attempt ended', async () => {
    const { server } = serverWith();
    const sequencer = await CourseSequencer.open(place, server);
    await sequencer.navigate('start');
    expect(sequencer.continueAllowed).toBe(true);
    const api = await runtimeOf(sequencer);
    api.Initialize('');
    api.SetValue('cmi.completion_status', 'completed');
    api.SetValue('cmi.success_status', 'passed');
    // The member's next button: the SCO is unloaded and terminates; B's rule reads what A's attempt wrote.
    sequencer.requestOnTerminate(api, 'continue');
    api.Terminate('');
    const outcome = (await sequencer.afterTerminate(api)) ?? (await sequencer.navigate('continue'));
    expect(outcome).toEqual({ kind: 'deliver', identifier: 'B' });
  });

  it('does not let the member continue from an activity whose parent has no flow', async () => {
    const { server } = serverWith();
    const noFlow = { ...tree, sequencingControls: { choice: true, flow: false } };
    const sequencer = await CourseSequencer.open(place, {
      ...server,
      open: async () => ({ ...(await server.open()), sequencing: { activityTree: noFlow } }),
    });
    expect(await sequencer.navigate('choice', 'A')).toEqual({ kind: 'deliver', identifier: 'A' });
    expect(sequencer.continueAllowed).toBe(false);
  });

  it('writes what a lesson left suspended reported: the next lesson its rules unlock can be chosen', async () => {
    const { server, saves } = serverWith();
    const first = await CourseSequencer.open(place, server);
    await first.navigate('start');
    const api = await runtimeOf(first);
    api.Initialize('');
    api.SetValue('cmi.completion_status', 'completed');
    api.SetValue('cmi.success_status', 'passed');
    api.SetValue('cmi.exit', 'suspend');
    first.requestOnTerminate(api, 'suspendAll');
    api.Terminate('');
    expect(await first.afterTerminate(api)).toEqual({ kind: 'end', suspended: true });
    expect(Object.keys(saves.at(-1)?.globalObjectives ?? {})).toEqual(['curso.a']);
    expect(saves.at(-1)?.globalObjectives).toMatchObject({ 'curso.a': { satisfiedStatus: true } });
    // Another page: an engine restored from the saved state reads B's objective from the global A wrote.
    const again = await CourseSequencer.open(place, server);
    expect(await again.navigate('choice', 'B')).toEqual({ kind: 'deliver', identifier: 'B' });
  });

  it('refuses what the rules forbid, and answers nothing to save', async () => {
    const { server, saves } = serverWith();
    const sequencer = await CourseSequencer.open(place, server);
    expect(await sequencer.navigate('choice', 'B')).toBeNull();
    expect(saves).toHaveLength(0);
  });

  it('suspends the course when the member leaves a running lesson, and resumes it there', async () => {
    const { server, saves } = serverWith();
    const first = await CourseSequencer.open(place, server);
    await first.navigate('start');
    const api = await runtimeOf(first);
    api.Initialize('');
    api.SetValue('cmi.location', '3');
    // The member's button while the SCO runs: the SCO is unloaded, and its Terminate processes the request.
    expect(first.requestOnTerminate(api, 'suspendAll')).toBe(true);
    api.Terminate('');
    expect(await first.afterTerminate(api)).toEqual({ kind: 'end', suspended: true });
    expect(saves.at(-1)?.ended).toBe(false);

    const again = await CourseSequencer.open(place, server);
    expect(await again.current()).toBeNull();
    expect(await again.resume()).toEqual({ kind: 'deliver', identifier: 'A' });
  });

  it('delivers again, as it is, the lesson a closed page left open', async () => {
    const { server, saves } = serverWith();
    const first = await CourseSequencer.open(place, server);
    await first.navigate('start');
    const api = await runtimeOf(first);
    api.Initialize('');
    // The tab closes: nothing terminates, and the state saved at the delivery is the one the server has.
    const again = await CourseSequencer.open(place, server);
    expect(await again.resume()).toEqual({ kind: 'deliver', identifier: 'A' });
    expect(saves).toHaveLength(1);
  });

  it('ends an asset attempt itself before going on, and ends the attempt on exitAll', async () => {
    const { server, saves } = serverWith();
    const sequencer = await CourseSequencer.open(place, server);
    await sequencer.navigate('start');
    const api = await runtimeOf(sequencer);
    api.Initialize('');
    api.SetValue('cmi.completion_status', 'completed');
    api.SetValue('cmi.success_status', 'passed');
    api.SetValue('adl.nav.request', '{target=C}choice');
    api.Terminate('');
    expect(await sequencer.afterTerminate(api)).toEqual({ kind: 'deliver', identifier: 'C' });
    // C is an asset: its page never talks to the run-time; 'previous' ends its attempt and goes back to B.
    expect(await sequencer.navigate('previous')).toEqual({ kind: 'deliver', identifier: 'B' });
    expect(await sequencer.navigate('exitAll')).toEqual({ kind: 'end', suspended: false });
    expect(saves.at(-1)?.ended).toBe(true);
  });
});
