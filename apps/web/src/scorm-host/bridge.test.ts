import { type RestoreState, restoreCmi } from '@trilha/shared/rules/scorm-cmi';
import { describe, expect, it } from 'vitest';
import { createFacade } from './bridge';
import { createScormApi } from './scorm-api';

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
async function facadeOf(version: '1.2' | '2004', adl: Record<string, string> = {}) {
  const mirror = await createScormApi(version, restoreCmi(version, state));
  const sent: [string, ...string[]][] = [];
  const link = new Proxy({} as Record<string, (...args: unknown[]) => unknown>, {
    get:
      (_target, method: string) =>
      (...args: unknown[]) => {
        sent.push([method, ...(args as string[])]);
        return 'true';
      },
  });
  const values = new Map(Object.entries(adl));
  return { api: createFacade(version, mirror, link, values), sent, values };
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

  it("answers the player's sequencing values and passes writes of shared data on", async () => {
    const { api, sent, values } = await facadeOf('2004', {
      'adl.nav.request_valid.continue': 'true',
      'adl.nav.request_valid.previous': 'false',
      'adl.data._count': '1',
      'adl.data.0.id': 'notas',
      'adl.data.0.store': 'antes',
    });
    api.Initialize?.('');
    expect(api.GetValue?.('adl.nav.request_valid.continue')).toBe('true');
    expect(api.GetLastError?.()).toBe('0');
    expect(api.GetValue?.('adl.nav.request_valid.previous')).toBe('false');
    expect(api.GetValue?.('adl.data.0.store')).toBe('antes');
    expect(api.SetValue?.('adl.data.0.store', 'depois')).toBe('true');
    expect(api.GetValue?.('adl.data.0.store')).toBe('depois');
    values.set('adl.nav.request_valid.previous', 'true');
    expect(api.GetValue?.('adl.nav.request_valid.previous')).toBe('true');
    expect(api.SetValue?.('adl.nav.request', 'continue')).toBe('true');
    expect(sent).toEqual([
      ['Initialize', ''],
      ['SetValue', 'adl.data.0.store', 'depois'],
      ['SetValue', 'adl.nav.request', 'continue'],
    ]);
  });
});
