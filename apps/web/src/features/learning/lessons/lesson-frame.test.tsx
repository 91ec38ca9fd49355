import { act, render, screen, waitFor } from '@testing-library/react';
import { type RestoreState, restoreCmi } from '@trilha/shared/rules/scorm-cmi';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { readPlayerMessage } from '../../../scorm-host/protocol';
import { type FrameLaunch, LESSON_FRAME_SANDBOX, LessonFrame, type LessonFrameHandle } from './lesson-frame';

const state: RestoreState = {
  learnerId: '7',
  learnerName: 'Maria Souza',
  entry: 'ab-initio',
  restoreData: false,
  lessonStatus: null,
  completionStatus: null,
  successStatus: null,
  scoreRaw: null,
  scoreMin: null,
  scoreMax: null,
  scoreScaled: null,
  progressMeasure: null,
  location: null,
  suspendData: null,
  totalTimeSeconds: 0,
  launchData: null,
  masteryScore: null,
  scaledPassingScore: null,
  completionThreshold: null,
  maxTimeAllowed: null,
  timeLimitAction: null,
  interactions: [],
  objectives: [],
  objectiveIds: [],
  extra: {},
};

const CONTENT = 'https://1.scorm.example';

const launch = (version: '1.2' | '2004', scormType: 'sco' | 'asset' = 'sco'): FrameLaunch => ({
  idScoEnrollment: 41,
  sessionKey: 'sessao-de-teste-0001',
  version,
  scormType,
  url: `${CONTENT}/scorm-content/token/index.html`,
  cmi: restoreCmi(version, state),
});

/** Posts a message to the player as `source` on `origin` would. */
function receive(data: unknown, source: Window | null, origin = CONTENT) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

let calls = 0;
/** A SCORM call as the frame page's CrossFrameAPI sends it; answers what the player's API answered. */
function call(frame: HTMLIFrameElement, method: string, params: string[] = [], origin = CONTENT) {
  const target = frame.contentWindow as Window;
  const replies = vi.spyOn(target, 'postMessage');
  const messageId = `cfapi-${++calls}`;
  receive({ messageId, method, params }, target, origin);
  const reply = replies.mock.calls.find(([data]) => (data as { messageId?: string }).messageId === messageId);
  replies.mockRestore();
  return (reply?.[0] as { result?: unknown } | undefined)?.result;
}

describe('the lesson frame', () => {
  it("opens the content host's frame page, and sends it the launch once it is ready, only to that origin", async () => {
    render(
      <LessonFrame
        launch={launch('1.2')}
        title="Lição 1"
        send={vi.fn()}
        onInitialized={vi.fn()}
        onFinished={vi.fn()}
        onNavigation={vi.fn()}
      />,
    );
    const frame = (await screen.findByTitle('Lição 1')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(`${CONTENT}/scorm-content/host/index.html`);
    expect(frame.getAttribute('sandbox')).toBe(LESSON_FRAME_SANDBOX);
    expect(LESSON_FRAME_SANDBOX).not.toContain('allow-top-navigation');
    // Nothing of the run-time is left on the app's window for a package to find.
    expect((window as Window & { API?: unknown; API_1484_11?: unknown }).API).toBeUndefined();
    const posted = vi.spyOn(frame.contentWindow as Window, 'postMessage');
    receive({ source: 'trilha-scorm-host', type: 'ready' }, frame.contentWindow, 'https://outro.example');
    expect(posted).not.toHaveBeenCalled();
    receive({ source: 'trilha-scorm-host', type: 'ready' }, frame.contentWindow);
    receive({ source: 'trilha-scorm-host', type: 'ready' }, frame.contentWindow);
    expect(posted).toHaveBeenCalledTimes(1);
    expect(posted).toHaveBeenCalledWith(
      expect.objectContaining({
        source: 'trilha-player',
        type: 'launch',
        version: '1.2',
        url: `${CONTENT}/scorm-content/token/index.html`,
        cmi: expect.objectContaining({ core: expect.objectContaining({ student_name: 'Maria Souza' }) }),
      }),
      CONTENT,
    );
  });

  it("records the SCO's calls that come from the content origin, and no one else's", async () => {
    const send = vi.fn(async () => undefined);
    render(
      <LessonFrame
        launch={launch('1.2')}
        title="Lição"
        send={send}
        onInitialized={vi.fn()}
        onFinished={vi.fn()}
        onNavigation={vi.fn()}
      />,
    );
    const frame = (await screen.findByTitle('Lição')) as HTMLIFrameElement;
    expect(call(frame, 'LMSInitialize', [''], 'https://acme.example')).toBeUndefined();
    expect(call(frame, 'LMSInitialize', [''])).toBe('true');
    expect(call(frame, 'LMSSetValue', ['cmi.core.lesson_location', '2'])).toBe('true');
    expect(call(frame, 'LMSCommit', [''])).toBe('true');
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        41,
        expect.objectContaining({ cmi: expect.objectContaining({ location: '2' }) }),
        { keepalive: false },
      ),
    );
    // Only SCORM methods cross: nothing else of the player's API can be called from the frame.
    expect(call(frame, 'loadFromJSON', [])).toBeUndefined();
  });

  it('unloads the lesson when told (its unload handlers finish it), and sends what it had not on request', async () => {
    const send = vi.fn(async () => undefined);
    const ref = createRef<LessonFrameHandle>();
    render(
      <LessonFrame
        ref={ref}
        launch={launch('2004')}
        title="Módulo"
        send={send}
        onInitialized={vi.fn()}
        onFinished={vi.fn()}
        onNavigation={vi.fn()}
      />,
    );
    const frame = (await screen.findByTitle('Módulo')) as HTMLIFrameElement;
    call(frame, 'Initialize', ['']);
    call(frame, 'SetValue', ['cmi.location', '7']);
    act(() => ref.current?.unload());
    expect(frame.getAttribute('src')).toBe('about:blank');
    await act(() => ref.current?.send(false));
    expect(send).toHaveBeenCalledWith(
      41,
      expect.objectContaining({ cmi: expect.objectContaining({ location: '7' }) }),
      { keepalive: false },
    );
  });

  it("once the SCO opened, unloads only the SCO's page: the frame page stays to repeat its last calls", async () => {
    const ref = createRef<LessonFrameHandle>();
    render(
      <LessonFrame
        ref={ref}
        launch={launch('2004')}
        title="Módulo"
        send={vi.fn(async () => undefined)}
        onInitialized={vi.fn()}
        onFinished={vi.fn()}
        onNavigation={vi.fn()}
      />,
    );
    const frame = (await screen.findByTitle('Módulo')) as HTMLIFrameElement;
    const posted = vi.spyOn(frame.contentWindow as Window, 'postMessage');
    receive({ source: 'trilha-scorm-host', type: 'ready' }, frame.contentWindow);
    expect(posted).toHaveBeenCalledWith(expect.objectContaining({ type: 'launch' }), CONTENT);
    act(() => ref.current?.unload());
    // The SCO's unload handlers (session time, exit, Terminate) run while their calls can still cross.
    expect(posted).toHaveBeenLastCalledWith({ source: 'trilha-player', type: 'unload' }, CONTENT);
    expect(frame.getAttribute('src')).toBe(`${CONTENT}/scorm-content/host/index.html`);
    expect(readPlayerMessage({ source: 'trilha-player', type: 'unload' })).toEqual({
      source: 'trilha-player',
      type: 'unload',
    });
  });

  it('sends with keepalive for a page going away, and tells when the SCO initialized', async () => {
    const send = vi.fn(async () => undefined);
    const onInitialized = vi.fn();
    const ref = createRef<LessonFrameHandle>();
    render(
      <LessonFrame
        ref={ref}
        launch={launch('1.2')}
        title="Lição"
        send={send}
        onInitialized={onInitialized}
        onFinished={vi.fn()}
        onNavigation={vi.fn()}
      />,
    );
    const frame = (await screen.findByTitle('Lição')) as HTMLIFrameElement;
    call(frame, 'LMSInitialize', ['']);
    expect(onInitialized).toHaveBeenCalledTimes(1);
    call(frame, 'LMSSetValue', ['cmi.core.lesson_location', '2']);
    act(() => void ref.current?.send(true));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        41,
        expect.objectContaining({ cmi: expect.objectContaining({ location: '2' }) }),
        { keepalive: true },
      ),
    );
  });

  it('reports the end of the lesson, also when the content origin says scormFinished', async () => {
    const onFinished = vi.fn();
    render(
      <LessonFrame
        launch={launch('1.2')}
        title="Lição"
        send={async () => undefined}
        onInitialized={vi.fn()}
        onFinished={onFinished}
        onNavigation={vi.fn()}
      />,
    );
    const frame = (await screen.findByTitle('Lição')) as HTMLIFrameElement;
    call(frame, 'LMSInitialize', ['']);
    call(frame, 'LMSFinish', ['']);
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
    receive('scormFinished', frame.contentWindow, 'https://outro.example');
    expect(onFinished).toHaveBeenCalledTimes(1);
    receive({ source: 'trilha-scorm-host', type: 'finished' }, frame.contentWindow);
    expect(onFinished).toHaveBeenCalledTimes(2);
  });

  it('says so when the lesson was refused content from outside the package', async () => {
    render(
      <LessonFrame
        launch={launch('2004')}
        title="Lição"
        send={vi.fn()}
        onInitialized={vi.fn()}
        onFinished={vi.fn()}
        onNavigation={vi.fn()}
      />,
    );
    const frame = (await screen.findByTitle('Lição')) as HTMLIFrameElement;
    receive(
      { source: 'trilha-scorm-host', type: 'blocked', origin: 'https://cdn.exemplo.com' },
      frame.contentWindow,
      'https://outro.example',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    receive({ source: 'trilha-scorm-host', type: 'blocked', origin: 'https://cdn.exemplo.com' }, frame.contentWindow);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este curso usa conteúdo de fora dele que não foi liberado (https://cdn.exemplo.com)',
    );
  });

  it('opens an asset directly, without a run-time', async () => {
    render(
      <LessonFrame
        launch={launch('2004', 'asset')}
        title="Apostila"
        send={vi.fn()}
        onInitialized={vi.fn()}
        onFinished={vi.fn()}
        onNavigation={vi.fn()}
      />,
    );
    const frame = await screen.findByTitle('Apostila');
    expect(frame.getAttribute('src')).toBe(`${CONTENT}/scorm-content/token/index.html`);
    expect((window as Window & { API?: unknown; API_1484_11?: unknown }).API_1484_11).toBeUndefined();
  });
});
