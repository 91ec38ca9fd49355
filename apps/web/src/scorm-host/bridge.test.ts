import { type RestoreState, restoreCmi } from '@trilha/shared/rules/scorm-cmi';
import { describe, expect, it } from 'vitest';
import { createFacade } from './bridge';
import { createScormApi, type SequencingStart } from './scorm-api';

const state: RestoreState = {
  learnerId: '7',
  learnerName: 'Maria Souza',
  entry: 'resume',
  restoreData: true,
  lessonStatus: 'incomplete',
  completionStatus: 'incomplete',
  successStatus: 'unknown',
  scoreRaw: null,
  scoreMin: null,
  scoreMax: null,
  scoreScaled: null,
  progressMeasure: null,
  location: '3',
  suspendData: '{"page":3}',
  totalTimeSeconds: 120,
  launchData: null,
  masteryScore: 70,
  scaledPassingScore: null,
  completionThreshold: null,
  maxTimeAllowed: null,
  timeLimitAction: null,
  interactions: [],
  objectives: [],
  objectiveIds: [],
  extra: {},
};

/** A facade over a real local copy of the run-time, with a link that records what it would send. */
async function facadeOf(version: '1.2' | '2004', sequencing: SequencingStart | null = null) {
  const mirror = await createScormApi(version, restoreCmi(version, state), sequencing);
  const sent: [string, ...string[]][] = [];
  const link = new Proxy({} as Record<string, (...args: unknown[]) => unknown>, {
    get:
      (_target, method: string) =>
      (...args: unknown[]) => {
        sent.push([method, ...(args as string[])]);
        return 'true';
      },
  });
  return { api: createFacade(version, mirror, link), sent };
}

describe("the SCO's API in the lesson frame", () => {
  it('answers at once from the restored data and repeats each accepted call on the player, in order', async () => {
    const { api, sent } = await facadeOf('1.2');
    expect(api.LMSGetValue?.('cmi.core.lesson_location')).toBe('');
    expect(api.LMSGetLastError?.()).toBe('301');
    expect(api.LMSInitialize?.('')).toBe('true');
    expect(api.LMSGetValue?.('cmi.core.lesson_location')).toBe('3');
    expect(api.LMSGetValue?.('cmi.core.entry')).toBe('resume');
    expect(api.LMSSetValue?.('cmi.core.lesson_location', '4')).toBe('true');
    expect(api.LMSGetValue?.('cmi.core.lesson_location')).toBe('4');
    expect(api.LMSCommit?.('')).toBe('true');
    expect(api.LMSFinish?.('')).toBe('true');
    expect(sent).toEqual([
      ['LMSInitialize', ''],
      ['LMSSetValue', 'cmi.core.lesson_location', '4'],
      ['LMSCommit', ''],
      ['LMSFinish', ''],
    ]);
  });

  it('refuses as SCORM does, at once and without telling the player: read-only, wrong type, too long', async () => {
    const { api, sent } = await facadeOf('1.2');
    api.LMSInitialize?.('');
    expect(api.LMSSetValue?.('cmi.core.student_name', 'Outro Nome')).toBe('false');
    expect(api.LMSGetLastError?.()).toBe('403');
    expect(api.LMSSetValue?.('cmi.core.score.raw', 'cem')).toBe('false');
    expect(api.LMSGetLastError?.()).toBe('405');
    expect(api.LMSSetValue?.('cmi.suspend_data', 'x'.repeat(4097))).toBe('false');
    expect(api.LMSGetLastError?.()).toBe('405');
    expect(api.LMSGetValue?.('cmi.core.session_time')).toBe('');
    expect(api.LMSGetLastError?.()).toBe('404');
    expect(sent).toEqual([['LMSInitialize', '']]);
  });

  it('has no score maximum before the SCO scores (SCORM 1.2), and keeps one the record has', async () => {
    const { api } = await facadeOf('1.2');
    api.LMSInitialize?.('');
    expect(api.LMSGetValue?.('cmi.core.score.max')).toBe('');
    expect(api.LMSGetValue?.('cmi.core.score.raw')).toBe('');
    const mirror = await createScormApi('1.2', restoreCmi('1.2', { ...state, scoreRaw: 8, scoreMax: 10, scoreMin: 0 }));
    mirror.LMSInitialize('');
    expect(mirror.LMSGetValue('cmi.core.score.max')).toBe('10');
  });

  it('counts interactions as the SCO writes them, without waiting for the player', async () => {
    const { api, sent } = await facadeOf('2004');
    api.Initialize?.('');
    for (let index = 0; index < 3; index++) {
      const next = api.GetValue?.('cmi.interactions._count');
      expect(next).toBe(String(index));
      expect(api.SetValue?.(`cmi.interactions.${next}.id`, `q${index}`)).toBe('true');
      expect(api.SetValue?.(`cmi.interactions.${next}.type`, 'true-false')).toBe('true');
    }
    expect(api.GetValue?.('cmi.interactions._count')).toBe('3');
    expect(sent.filter(([method]) => method === 'SetValue')).toHaveLength(6);
  });

  it("answers a sequenced course's navigation validity and shared data from its own engine, as the player's", async () => {
    const settings = {
      activityTree: {
        id: 'CURSO',
        title: 'Curso',
        sequencingControls: { choice: true, flow: true },
        children: [
          { id: 'A', title: 'A', sharedDataMaps: [{ targetID: 'notas', readSharedData: true, writeSharedData: true }] },
          { id: 'B', title: 'B' },
        ],
      },
    };
    // The player delivered A (a start) and kept the engine's state: the frame's copy starts from it.
    const player = await createScormApi('2004', {}, { settings, state: '', globalObjectives: {}, sharedData: {} });
    const engine = player as unknown as {
      processNavigationRequest: (request: string) => boolean;
      serializeSequencingState: () => string;
    };
    const debug = console.debug;
    console.debug = () => undefined;
    expect(engine.processNavigationRequest('start')).toBe(true);
    const start = {
      settings,
      state: engine.serializeSequencingState(),
      globalObjectives: {},
      sharedData: { notas: 'antes' },
    };
    const { api, sent } = await facadeOf('2004', start);
    expect(api.Initialize?.('')).toBe('true');
    expect(api.GetValue?.('adl.nav.request_valid.continue')).toBe('true');
    expect(api.GetValue?.('adl.nav.request_valid.previous')).toBe('false');
    expect(api.GetValue?.('adl.data._count')).toBe('1');
    expect(api.GetValue?.('adl.data.0.id')).toBe('notas');
    expect(api.GetValue?.('adl.data.0.store')).toBe('antes');
    expect(api.SetValue?.('adl.data.0.store', 'depois')).toBe('true');
    expect(api.GetValue?.('adl.data.0.store')).toBe('depois');
    expect(api.SetValue?.('adl.nav.request', 'continue')).toBe('true');
    console.debug = debug;
    expect(sent).toEqual([
      ['Initialize', ''],
      ['SetValue', 'adl.data.0.store', 'depois'],
      ['SetValue', 'adl.nav.request', 'continue'],
    ]);
  });
});
