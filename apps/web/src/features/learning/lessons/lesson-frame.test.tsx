import { act, render, screen, waitFor } from '@testing-library/react';
import { type RestoreState, restoreCmi } from '@trilha/shared/rules/scorm-cmi';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

const launch = (version: '1.2' | '2004', scormType: 'sco' | 'asset' = 'sco'): FrameLaunch => ({
  idScoEnrollment: 41,
  sessionKey: 'sessao-de-teste-0001',
  version,
  scormType,
  url: '/scorm-content/token/index.html',
  cmi: restoreCmi(version, state),
});

afterEach(() => {
  delete (window as any).API;
  delete (window as any).API_1484_11;
});

describe('the lesson frame', () => {
  it('installs the run-time on the window before the frame is in the page', async () => {
    let apiWhenFrameAppeared: unknown;
    const observer = new MutationObserver(() => {
      if (document.querySelector('iframe') && apiWhenFrameAppeared === undefined) {
        apiWhenFrameAppeared = (window as any).API ?? null;
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    render(
      <LessonFrame launch={launch('1.2')} title="Lição 1" send={vi.fn()} onFinished={vi.fn()} onNavigation={vi.fn()} />,
    );
    const frame = await screen.findByTitle('Lição 1');
    observer.disconnect();
    expect(apiWhenFrameAppeared).toBeTruthy();
    expect(frame.getAttribute('src')).toBe('/scorm-content/token/index.html');
    expect(frame.getAttribute('sandbox')).toBe(LESSON_FRAME_SANDBOX);
    expect(LESSON_FRAME_SANDBOX).not.toContain('allow-top-navigation');
  });

  it('tells the lesson to finish by unloading it, then saves what it had not', async () => {
    const send = vi.fn(async () => undefined);
    const ref = createRef<LessonFrameHandle>();
    render(
      <LessonFrame
        ref={ref}
        launch={launch('2004')}
        title="Módulo"
        send={send}
        onFinished={vi.fn()}
        onNavigation={vi.fn()}
      />,
    );
    const frame = await screen.findByTitle('Módulo');
    const api = (window as any).API_1484_11;
    api.Initialize('');
    api.SetValue('cmi.location', '7');
    await act(() => ref.current?.finish(50));
    expect(frame.getAttribute('src')).toBe('about:blank');
    expect(send).toHaveBeenCalledWith(
      41,
      expect.objectContaining({ cmi: expect.objectContaining({ location: '7' }) }),
      { keepalive: false },
    );
  });

  it('sends with keepalive when the page is hidden, and removes the run-time when it closes', async () => {
    const send = vi.fn(async () => undefined);
    const { unmount } = render(
      <LessonFrame launch={launch('1.2')} title="Lição" send={send} onFinished={vi.fn()} onNavigation={vi.fn()} />,
    );
    await screen.findByTitle('Lição');
    const api = (window as any).API;
    api.LMSInitialize('');
    api.LMSSetValue('cmi.core.lesson_location', '2');
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        41,
        expect.objectContaining({ cmi: expect.objectContaining({ location: '2' }) }),
        { keepalive: true },
      ),
    );
    unmount();
    expect((window as any).API).toBeUndefined();
  });

  it('reports the end of the lesson, also when the frame says scormFinished', async () => {
    const onFinished = vi.fn();
    render(
      <LessonFrame
        launch={launch('1.2')}
        title="Lição"
        send={async () => undefined}
        onFinished={onFinished}
        onNavigation={vi.fn()}
      />,
    );
    await screen.findByTitle('Lição');
    (window as any).API.LMSInitialize('');
    (window as any).API.LMSFinish('');
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
  });

  it('opens an asset without a run-time', async () => {
    render(
      <LessonFrame
        launch={launch('2004', 'asset')}
        title="Apostila"
        send={vi.fn()}
        onFinished={vi.fn()}
        onNavigation={vi.fn()}
      />,
    );
    expect(await screen.findByTitle('Apostila')).toBeInTheDocument();
    expect((window as any).API_1484_11).toBeUndefined();
  });
});
