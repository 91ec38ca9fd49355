import { type RestoreState, restoreCmi } from '@trilha/shared/rules/scorm-cmi';
import { offlineLaunchCmi } from '@trilha/shared/rules/scorm-offline';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CommitBody, type RuntimeOptions, type ScormRuntime, startScormRuntime } from './scorm-runtime';

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
  scaledPassingScore: 0.6,
  completionThreshold: null,
  maxTimeAllowed: null,
  timeLimitAction: null,
  interactions: [],
  objectives: [],
  objectiveIds: [],
  extra: {},
};

type Sent = { body: CommitBody; keepalive: boolean };
let runtime: ScormRuntime | undefined;
afterEach(() => runtime?.dispose());

async function install(version: '1.2' | '2004', overrides: Partial<RuntimeOptions> = {}) {
  const sent: Sent[] = [];
  runtime = await startScormRuntime({
    version,
    contentOrigin: null,
    cmi: restoreCmi(version, state),
    sessionKey: 'sessao-de-teste-0001',
    debounceMs: 30,
    send: async (body, { keepalive }) => {
      sent.push({ body: structuredClone(body), keepalive });
    },
    ...overrides,
  });
  return { runtime, sent, api: runtime.api };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 60));

describe('a launch started without a network', () => {
  it('resumes from the kept state and marks each commit with its time and the session it is based on', async () => {
    const committed: unknown[] = [];
    const offline = { basedOn: 'sessao-online-00001', startedAt: '2026-11-21T12:00:00.000Z' };
    const launched = restoreCmi('1.2', { ...state, entry: 'ab-initio' });
    const { api, sent } = await install('1.2', {
      cmi: offlineLaunchCmi('1.2', launched, { location: '7', suspendData: '{"page":7}' }),
      sessionKey: 'off-sessao-sem-rede-0001',
      offline,
      now: () => Date.parse('2026-11-21T12:05:00.000Z'),
      onCommitted: (value) => committed.push(value),
    });
    api.LMSInitialize('');
    expect(api.LMSGetValue('cmi.core.entry')).toBe('resume');
    expect(api.LMSGetValue('cmi.core.lesson_location')).toBe('7');
    api.LMSSetValue('cmi.core.lesson_status', 'completed');
    api.LMSCommit('');
    await settle();
    expect(sent[0]?.body).toMatchObject({
      sessionKey: 'off-sessao-sem-rede-0001',
      sequence: 0,
      madeAt: '2026-11-21T12:05:00.000Z',
      offline,
    });
    expect(committed.at(-1)).toMatchObject({ lessonStatus: 'completed', location: '7', suspendData: '{"page":7}' });
  });
});

describe('the SCORM 1.2 run-time of the player', () => {
  it('starts loaded with the restored data, and nothing on the player window', async () => {
    const { api } = await install('1.2');
    expect((window as Window & { API?: unknown; API_1484_11?: unknown }).API).toBeUndefined();
    expect(api.LMSInitialize('')).toBe('true');
    expect(api.LMSGetValue('cmi.core.entry')).toBe('resume');
    expect(api.LMSGetValue('cmi.core.lesson_location')).toBe('3');
    expect(api.LMSGetValue('cmi.suspend_data')).toBe('{"page":3}');
    expect(api.LMSGetValue('cmi.core.student_name')).toBe('Maria Souza');
    expect(api.LMSGetValue('cmi.student_data.mastery_score')).toBe('70');
  });

  it('commits after a quiet period, only what changed, in sequence', async () => {
    const { api, sent } = await install('1.2');
    api.LMSInitialize('');
    api.LMSSetValue('cmi.core.lesson_location', '4');
    api.LMSSetValue('cmi.suspend_data', '{"page":4}');
    expect(sent).toHaveLength(0);
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.keepalive).toBe(false);
    expect(sent[0]?.body).toMatchObject({ sequence: 0, terminated: false, sessionKey: 'sessao-de-teste-0001' });
    expect(sent[0]?.body.cmi).toMatchObject({ location: '4', suspendData: '{"page":4}' });

    api.LMSSetValue('cmi.core.lesson_location', '5');
    api.LMSCommit('');
    await settle();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body.sequence).toBe(1);
    expect(sent[1]?.body.cmi).toEqual({ location: '5' });
  });

  it('sends the final data with keepalive when the SCO finishes, then says so', async () => {
    const onFinish = vi.fn();
    const { api, sent } = await install('1.2', { onFinish });
    api.LMSInitialize('');
    api.LMSSetValue('cmi.core.lesson_status', 'passed');
    api.LMSSetValue('cmi.core.score.raw', '85');
    api.LMSSetValue('cmi.core.session_time', '00:04:00');
    api.LMSFinish('');
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ keepalive: true, body: { terminated: true } });
    expect(sent[0]?.body.cmi).toMatchObject({ lessonStatus: 'passed', scoreRaw: 85, sessionTime: '00:04:00' });
    expect(onFinish).toHaveBeenCalledOnce();
    expect(runtime?.isFinished).toBe(true);
    expect(await runtime?.waitForFinish(10)).toBe(true);
  });

  it('refuses suspend data over 4096 characters with error 405, as SCORM 1.2 does', async () => {
    const { api } = await install('1.2');
    api.LMSInitialize('');
    expect(api.LMSSetValue('cmi.suspend_data', 'x'.repeat(4097))).toBe('false');
    expect(api.LMSGetLastError()).toBe('405');
    expect(api.LMSSetValue('cmi.suspend_data', 'x'.repeat(4096))).toBe('true');
    expect(api.LMSGetLastError()).toBe('0');
  });

  it('sends what changed with keepalive when the page goes away, and again what a failed send lost', async () => {
    let fail = true;
    const sent: Sent[] = [];
    const { api } = await install('1.2', {
      send: async (body, { keepalive }) => {
        sent.push({ body: structuredClone(body), keepalive });
        if (fail) throw new Error('offline');
      },
      onSendError: () => undefined,
    });
    api.LMSInitialize('');
    api.LMSSetValue('cmi.core.lesson_location', '9');
    await runtime?.flush();
    fail = false;
    runtime?.flushOnLeave();
    await settle();
    expect(sent.map((entry) => [entry.keepalive, entry.body.cmi.location])).toEqual([
      [false, '9'],
      [true, '9'],
    ]);
    expect(sent[1]?.body.measuredSeconds).toBeGreaterThanOrEqual(0);
  });
});

describe('restoring data scorm-again refuses', () => {
  it('leaves out only the refused values and starts the lesson with the rest', async () => {
    const cmi = restoreCmi('2004', { ...state, timeLimitAction: 'sair sem aviso', maxTimeAllowed: '30 minutos' });
    const { api } = await install('2004', { cmi });
    expect(api.Initialize('')).toBe('true');
    expect(api.GetValue('cmi.location')).toBe('3');
    expect(api.GetValue('cmi.suspend_data')).toBe('{"page":3}');
    expect(api.GetValue('cmi.scaled_passing_score')).toBe('0.6');
  });
});

describe('the SCORM 2004 run-time', () => {
  it('has the passing score and accepts 64000 characters of suspend data', async () => {
    const { api } = await install('2004');
    expect((window as Window & { API?: unknown; API_1484_11?: unknown }).API_1484_11).toBeUndefined();
    expect(api.Initialize('')).toBe('true');
    expect(api.GetValue('cmi.location')).toBe('3');
    expect(api.GetValue('cmi.scaled_passing_score')).toBe('0.6');
    expect(api.SetValue('cmi.suspend_data', 'y'.repeat(64000))).toBe('true');
  });

  it('reports a request to continue when the SCO ends', async () => {
    const onNavigation = vi.fn();
    const { api, sent } = await install('2004', { onNavigation });
    api.Initialize('');
    api.SetValue('cmi.completion_status', 'completed');
    api.SetValue('adl.nav.request', 'continue');
    api.Terminate('');
    await settle();
    expect(onNavigation).toHaveBeenCalledWith('continue', undefined);
    expect(sent.at(-1)?.body).toMatchObject({ terminated: true, cmi: { completionStatus: 'completed' } });
  });

  it('reports a choice with its target', async () => {
    const onNavigation = vi.fn();
    const { api } = await install('2004', { onNavigation });
    api.Initialize('');
    api.SetValue('adl.nav.request', '{target=MODULO_2}choice');
    api.Terminate('');
    await settle();
    expect(onNavigation).toHaveBeenCalledWith('choice', 'MODULO_2');
  });
});
