import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScormLesson, ScormPlayRequest, ScormPlayResponse } from '@trilha/shared/api/learning-scorm';
import { PACKAGE_FINISH_WAIT_MS } from '@trilha/shared/constants';
import type { CmiCommit } from '@trilha/shared/rules/scorm-cmi';
import {
  INITIAL_LAUNCH,
  type LaunchEffect,
  type LaunchEvent,
  type LaunchPhase,
  type LaunchState,
  launchStep,
  type Navigation,
  type NavigationRequest,
} from '@trilha/shared/rules/scorm-launch';
import { offlineLaunchCmi } from '@trilha/shared/rules/scorm-offline';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { fetchEnrollmentContent } from '../../../api/learning';
import { invalidateAfterProgress, learningKeys } from '../../../api/learning-keys';
import {
  commitScorm,
  finishScorm,
  openScormSequencing,
  playScorm,
  saveScormSequencing,
} from '../../../api/learning-scorm';
import { useSession } from '../../../api/session';
import { type Crumb, useLearningHeader } from '../../../hooks/learning-header-context';
import { useTranslation } from '../../../i18n';
import { keptFiles } from '../../../lib/offline/kept-files';
import { Button } from '../../../ui/button';
import { BackIcon, NextIcon } from '../../../ui/icons';
import { KeepPackageButton } from '../../../ui/keep-package-button';
import { MessagePanel } from '../../../ui/message-panel';
import { Spinner } from '../../../ui/spinner';
import { LoadError } from '../components/load-error';
import { LoadingModal } from '../components/loading-modal';
import { CourseSequencer, type SequencerOutcome, type SequencerValidity } from './course-sequencer';
import { type FrameLaunch, LessonFrame, type LessonFrameHandle } from './lesson-frame';
import { lessonPath, lessonTreePath } from './lesson-tree-page';
import { goBackOwnEntry } from './previous-entry';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A lesson's launch: the play answer, or one rebuilt on the device when the server cannot be reached. */
type Launch = ScormPlayResponse & Pick<FrameLaunch, 'offline'>;

/** True when the call never reached the server (no network, or a gateway with nothing behind it). */
const isUnreachable = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || (error.status >= 502 && error.status <= 504));

/**
 * Starts a lesson: `POST /learning/scorm/play`, whose answer is kept with the course when it is kept on the
 * device; without a network, a kept course's lesson starts from that answer and what the member committed
 * on this device since, in a session of its own that the server opens when its commits arrive.
 */
async function launchLesson(body: ScormPlayRequest & { idSco: number; idContentItem: number }): Promise<Launch> {
  try {
    const answer = await playScorm(body);
    await keptFiles.saveLaunch(body.idContentItem, body.idSco, answer).catch(() => undefined);
    return answer;
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const kept = await keptFiles.findLaunch(body.idContentItem, body.idSco).catch(() => null);
    if (!kept) throw error;
    return {
      ...kept.launch,
      sessionKey: `off-${crypto.randomUUID()}`,
      cmi: offlineLaunchCmi(kept.launch.version, kept.launch.cmi, kept.last),
      entry: 'resume',
      offline: { basedOn: kept.launch.sessionKey, startedAt: new Date().toISOString() },
    };
  }
}

/**
 * What a lesson page is opened with (the route's state): the navigation request, else the choice of its lesson;
 * `delivered` when a sequenced course's engine already delivered this lesson (the page before followed it).
 */
type PageRequest = { navigation?: Navigation; delivered?: boolean };

function requestOf(state: unknown, identifier: string | undefined): Navigation {
  const navigation = (state as PageRequest | null)?.navigation;
  return navigation ?? { request: 'choice', ...(identifier ? { target: identifier } : {}) };
}

/** The sequencing engine refused the request that opened the page. */
class NotAllowed extends Error {}

/** The player's server calls of a sequenced course. */
const SEQUENCER_SERVER = { open: openScormSequencing, save: saveScormSequencing };

/**
 * The request a member's button makes on a sequenced course while the lesson runs: leaving suspends the
 * course (it continues there), unless the course hides that (then the lesson is exited).
 */
function learnerRequest(navigation: Navigation, validity: SequencerValidity): Navigation {
  if (navigation.request !== 'exit') return navigation;
  return { request: validity.hidden.includes('suspendAll') ? 'exit' : 'suspendAll' };
}

/**
 * `/lessons/:idEnrollment/:idContentItem/:idSco/:idNodeEnrollment/:scoType?/:scormCompleted?` (spec 3, 2.6 and
 * 4.7): one lesson of a packaged course in its frame, with the run-time API on this page. The page follows one
 * launch (`rules/scorm-launch.ts`): the navigation request that opened it launches the lesson once, and the
 * request that ends it (the member's buttons, or the SCO's `adl.nav.request`) is followed once the SCO
 * finished and the finish call was made. Another lesson is another page.
 */
export function LessonPlayerPage() {
  const params = useParams();
  const location = useLocation();
  return <LessonPlayer key={`${params.idContentItem}/${params.idSco}/${location.key}`} />;
}

function LessonPlayer() {
  const { t } = useTranslation();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const idUser = session?.loginInfo.idUser ?? 0;
  const ids = useMemo(
    () => ({
      idEnrollment: Number(params.idEnrollment),
      idContentItem: Number(params.idContentItem),
      idNodeEnrollment: Number(params.idNodeEnrollment),
    }),
    [params.idEnrollment, params.idContentItem, params.idNodeEnrollment],
  );
  const idSco = Number(params.idSco);
  const single = params.scoType === 'single';
  const valid = [ids.idEnrollment, ids.idContentItem, ids.idNodeEnrollment, idSco].every(
    (value) => Number.isInteger(value) && value > 0,
  );

  const context = useQuery({
    queryKey: learningKeys.enrollmentContent(ids.idEnrollment, ids.idNodeEnrollment, ids.idContentItem),
    queryFn: () => fetchEnrollmentContent(idUser, ids.idEnrollment, ids.idContentItem, ids.idNodeEnrollment),
    enabled: valid,
    retry: false,
  });
  const course = context.data?.content.scorm;
  const lessons = course?.scos ?? [];

  const [launch, setLaunch] = useState<Launch | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [phase, setPhase] = useState<LaunchPhase>('waiting');
  const frame = useRef<LessonFrameHandle>(null);
  const machine = useRef<LaunchState>(INITIAL_LAUNCH);
  const latest = useRef({ launch, lessons });
  latest.current = { launch, lessons };

  // A sequenced course (SCORM 2004): its engine decides what each request delivers (`CourseSequencer`).
  const sequencer = useRef<CourseSequencer | null>(null);
  const [sequencing, setSequencing] = useState<{
    start: CourseSequencer['start'];
    listeners: Record<string, unknown>;
  } | null>(null);
  const [validity, setValidity] = useState<SequencerValidity | null>(null);
  /** The running lesson's parent allows flow: the next button may ask to continue (SN NB.2.1). */
  const [flowing, setFlowing] = useState(false);
  /** What the engine decided when the lesson's SCO terminated (once per launch). */
  const ending = useRef<Promise<SequencerOutcome | null> | null>(null);

  const treePath = lessonTreePath(ids);
  const levelPath = context.data ? `/level/${ids.idEnrollment}/${context.data.node.nodeCode}` : null;
  const paths = useRef({ treePath, levelPath });
  paths.current = { treePath, levelPath };

  /**
   * Back to where the lessons are: back in single mode (to the app's page before this one, past the entries the
   * SCO's frames added; to the training when there is none), to the lesson tree otherwise.
   */
  const close = useCallback(() => {
    if (!single) return navigate(paths.current.treePath, { replace: true });
    if (goBackOwnEntry()) return;
    return navigate(paths.current.levelPath ?? paths.current.treePath, { replace: true });
  }, [navigate, single]);

  /** Another lesson's page, which launches it (with the request that led there). */
  const openLesson = useCallback(
    (lesson: ScormLesson | null | undefined, state: PageRequest) => {
      // A lock seen at launch may be gone once this lesson finished; the server refuses one still locked.
      if (!lesson) return close();
      navigate(lessonPath(ids, lesson.idSco, single ? 'single' : 'multi', params.scormCompleted === 'true'), {
        replace: true,
        state,
      });
    },
    [close, ids, navigate, params.scormCompleted, single],
  );

  /** The lesson of an activity the engine delivered. */
  const lessonOf = (identifier: string) => latest.current.lessons.find((lesson) => lesson.identifier === identifier);

  /**
   * After a sequenced lesson: the engine's decision at the SCO's Terminate (ending it first when its SCO did
   * not), or, when it decided nothing, the request processed now; a delivery opens its lesson, anything else
   * (and leaving) goes back.
   */
  const followSequenced = async (navigation: Navigation, on: CourseSequencer) => {
    const api = frame.current?.api() ?? null;
    if (api?.isInitialized()) on.terminate(api);
    let outcome = api && !ending.current && api.isTerminated() ? await endLesson(on) : await ending.current;
    if (!outcome && navigation.request !== 'exit') {
      const current = await on.current();
      const leaving = ['suspendAll', 'exitAll', 'abandonAll'].includes(navigation.request);
      // Nothing running on the page: the engine takes the request now (leaving ends an asset's open attempt).
      if (current?.active || !leaving) {
        outcome =
          navigation.request === 'resumeAll'
            ? await on.resume()
            : await on.navigate(navigation.request, navigation.target);
      }
    } else if (!outcome && navigation.request === 'exit') {
      // Leaving a lesson whose attempt is still open (an asset, a lesson that never started) suspends the course.
      const current = await on.current();
      if (current?.active) await on.navigate(learnerRequest(navigation, on.validity).request);
    }
    const leaving = ['exit', 'suspendAll', 'exitAll', 'abandon', 'abandonAll'].includes(navigation.request);
    if (outcome?.kind === 'deliver' && !leaving) {
      return openLesson(lessonOf(outcome.identifier), { navigation, delivered: true });
    }
    return close();
  };

  /** The SCO of a sequenced lesson terminated: its engine's state is kept, and what it decided read, once. */
  const endLesson = (on: CourseSequencer): Promise<SequencerOutcome | null> => {
    const api = frame.current?.api();
    if (!ending.current) ending.current = api ? on.afterTerminate(api).catch(() => null) : Promise.resolve(null);
    return ending.current;
  };

  /** Follows a request that ended the launch: another lesson's page (which launches it), or back. */
  const follow = (navigation: Navigation) => {
    if (sequencer.current) return void followSequenced(navigation, sequencer.current);
    const current = latest.current.launch;
    const open = (lesson: ScormLesson | null | undefined) => openLesson(lesson, { navigation });
    switch (navigation.request) {
      case 'continue':
        return open(current?.nextItem);
      case 'previous':
        return open(current?.previousItem);
      case 'choice':
      case 'jump':
        return open(latest.current.lessons.find((lesson) => lesson.identifier === navigation.target));
      case 'retry':
      case 'start':
      case 'resumeAll':
      case 'retryAll':
        return open(current?.currentItem);
      default:
        return close();
    }
  };

  /**
   * A sequenced course's request that opened the page goes through its engine first: the lesson it delivers
   * is launched here, or on its own page; a request it refuses says so. Answers false when the page moved on.
   */
  async function deliver(navigation: Navigation, identifier: string | undefined): Promise<boolean> {
    const on = await CourseSequencer.open(ids, SEQUENCER_SERVER);
    const current = await on.current();
    let outcome: SequencerOutcome | null;
    const again =
      current?.active &&
      current.identifier === identifier &&
      ((location.state as PageRequest | null)?.delivered ||
        ((navigation.request === 'choice' || navigation.request === 'jump') && navigation.target === identifier));
    if (again) {
      // Delivered by the page before, or the lesson a closed page left open: launched as the engine has it.
      outcome = { kind: 'deliver', identifier: current.identifier };
    } else if (navigation.request === 'resumeAll') {
      outcome = await on.resume();
    } else {
      outcome = await on.navigate(navigation.request, navigation.target);
    }
    if (!outcome) throw new NotAllowed();
    if (outcome.kind === 'end') {
      close();
      return false;
    }
    if (outcome.identifier !== identifier) {
      openLesson(lessonOf(outcome.identifier), { navigation, delivered: true });
      return false;
    }
    sequencer.current = on;
    setFlowing(on.continueAllowed);
    setValidity(on.validity);
    on.onValidity(setValidity);
    setSequencing({ start: on.start, listeners: on.listeners() });
    return true;
  }

  // Effects run one after another, in the order the launch asks for them, with this render's values.
  const effects = useRef<Promise<void>>(Promise.resolve());
  const runner = useRef<(effect: LaunchEffect) => Promise<void>>(async () => undefined);
  const dispatch = useCallback((event: LaunchEvent) => {
    const step = launchStep(machine.current, event);
    machine.current = step.state;
    setPhase(step.state.phase);
    for (const effect of step.effects) {
      effects.current = effects.current.then(() => runner.current(effect)).catch(() => undefined);
    }
  }, []);

  runner.current = async (effect: LaunchEffect): Promise<void> => {
    switch (effect.type) {
      case 'play':
        try {
          if (course?.sequenced) {
            try {
              if (!(await deliver(effect.navigation, identifier))) return;
            } catch (error) {
              // Without a network a kept course plays the lesson chosen, from the device, without its engine.
              if (!isUnreachable(error)) throw error;
            }
          }
          setLaunch(await launchLesson({ ...ids, idSco, useCdn: false }));
          dispatch({ type: 'launched' });
        } catch (error) {
          setFailure(error);
          dispatch({ type: 'launchFailed' });
          void queryClient.invalidateQueries({ queryKey: learningKeys.enrollmentContents() });
        }
        return;
      case 'unloadSco': {
        // A sequenced lesson's SCO processes the member's request when it terminates (SN's pending request).
        const api = frame.current?.api();
        const pending = machine.current.pending;
        if (sequencer.current && api && pending) {
          const request = learnerRequest(pending, sequencer.current.validity);
          sequencer.current.requestOnTerminate(api, request.request, request.target);
        }
        frame.current?.unload();
        window.setTimeout(() => dispatch({ type: 'unloadTimedOut' }), PACKAGE_FINISH_WAIT_MS);
        return;
      }
      case 'send':
        await frame.current?.send(effect.keepalive);
        return;
      case 'finishCall':
        // The spec's 2 s before the finish call (3, 4.7); then the lists show the new progress.
        await wait(PACKAGE_FINISH_WAIT_MS);
        await finishScorm({
          idUser,
          ...ids,
          ...(latest.current.launch
            ? { idScoEnrollment: latest.current.launch.idScoEnrollment, sessionKey: latest.current.launch.sessionKey }
            : {}),
        }).catch(() => undefined);
        await invalidateAfterProgress(queryClient, ids.idEnrollment);
        return;
      case 'follow':
        follow(effect.navigation);
        return;
    }
  };

  // The request that opened this page launches its lesson, once (a sequenced course's through its engine, so
  // the course must be known first; without a network, the lesson kept on the device).
  const identifier = lessons.find((lesson) => lesson.idSco === idSco)?.identifier;
  const started = useRef(false);
  const known = context.isSuccess || context.isError;
  useEffect(() => {
    if (!valid || !known || started.current) return;
    started.current = true;
    dispatch({ type: 'request', navigation: requestOf(location.state, identifier), from: 'learner' });
  }, [valid, known, dispatch, location.state, identifier]);

  // A page out of sight or going away sends what changed (with keepalive), once.
  useEffect(() => {
    const hidden = () => dispatch({ type: document.visibilityState === 'hidden' ? 'pageHidden' : 'pageShown' });
    const gone = () => dispatch({ type: 'pageGone' });
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', gone);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', gone);
    };
  }, [dispatch]);

  const request = useCallback(
    (navigation: Navigation) => dispatch({ type: 'request', navigation, from: 'learner' }),
    [dispatch],
  );
  const onNavigation = useCallback(
    (navigationRequest: NavigationRequest, target: string | undefined) =>
      dispatch({
        type: 'request',
        navigation: target ? { request: navigationRequest, target } : { request: navigationRequest },
        from: 'sco',
      }),
    [dispatch],
  );
  const onInitialized = useCallback(() => dispatch({ type: 'initialized' }), [dispatch]);
  // The frame keeps its callbacks in a ref: a new function each render is fine.
  const onFinished = () => {
    const on = sequencer.current;
    if (!on) return dispatch({ type: 'terminated' });
    // The engine decided at the SCO's Terminate; its state is kept before anything follows.
    void endLesson(on).then((outcome) => {
      if (outcome) {
        const navigation: Navigation =
          outcome.kind === 'deliver'
            ? { request: 'choice', target: outcome.identifier }
            : { request: outcome.suspended ? 'suspendAll' : 'exitAll' };
        dispatch({ type: 'request', navigation, from: 'sco' });
      }
      dispatch({ type: 'terminated' });
    });
  };

  /** Keeps on the device what the lesson committed, so a launch without a network resumes from it. */
  const onCommitted = useCallback(
    (state: CmiCommit) => void keptFiles.saveCommitted(ids.idContentItem, idSco, state).catch(() => undefined),
    [ids.idContentItem, idSco],
  );

  const data = launch;
  const crumbs: Crumb[] = context.data
    ? [
        { title: context.data.node.title, to: levelPath ?? treePath },
        { title: context.data.content.text, to: treePath },
        ...(data ? [{ title: data.currentItem.title, to: '.' }] : []),
      ]
    : [];
  useLearningHeader({ mode: 'back', crumbs, footer: 'hide' });

  if (!valid) return <Navigate to="/not-found" replace />;
  if (failure) {
    return (
      <div className="flex flex-col items-center gap-4">
        {failure instanceof NotAllowed ? (
          <MessagePanel title={t('lessons.notAllowed')} />
        ) : isUnreachable(failure) && keptFiles.findPackage(ids.idContentItem) ? (
          <MessagePanel title={t('lessons.notKept')} tone="error" />
        ) : (
          <LoadError error={failure} />
        )}
        <Button variant="secondary" onClick={() => navigate(treePath, { replace: true })}>
          {t('lessons.close')}
        </Button>
      </div>
    );
  }
  if (!data) return <Spinner label={t('lessons.starting')} showLabel />;
  const busy = phase === 'closing' || phase === 'left';
  // A sequenced course's buttons are its engine's (what it allows now, and what the course hides).
  const previous = validity
    ? { shown: !validity.hidden.includes('previous'), enabled: validity.previous }
    : { shown: true, enabled: Boolean(data.previousItem) && data.previousItem?.lock !== 1 };
  const next = validity
    ? { shown: !validity.hidden.includes('continue'), enabled: validity.continue || flowing }
    : { shown: true, enabled: Boolean(data.nextItem) };

  return (
    <section
      className="flex h-[calc(100dvh-7rem)] min-h-[28rem] flex-col overflow-hidden rounded-xl border border-line"
      aria-labelledby="lesson-title"
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-line bg-white px-4 py-2">
        <h1
          id="lesson-title"
          className="min-w-0 basis-full truncate text-base font-semibold text-ink sm:flex-1 sm:basis-0"
        >
          {data.currentItem.title}
        </h1>
        {single ? null : (
          <>
            {previous.shown ? (
              <Button
                variant="link"
                onClick={() => request({ request: 'previous' })}
                disabled={!previous.enabled || busy}
                aria-label={t('lessons.previous')}
              >
                <BackIcon />
              </Button>
            ) : null}
            {next.shown ? (
              <Button
                variant="link"
                onClick={() => request({ request: 'continue' })}
                disabled={!next.enabled || busy}
                aria-label={t('lessons.next')}
              >
                <NextIcon />
              </Button>
            ) : null}
          </>
        )}
        <div className="ms-auto flex flex-wrap items-center gap-2">
          {context.data ? (
            <KeepPackageButton
              ids={ids}
              title={context.data.content.text}
              path={treePath}
              current={data.offline ? undefined : { idSco, launch: data }}
            />
          ) : null}
          <Button
            variant="secondary"
            className="px-3 py-2 text-sm"
            onClick={() => request({ request: 'exit' })}
            disabled={busy}
          >
            {t('lessons.close')}
          </Button>
        </div>
      </div>
      {data.offline ? (
        <p role="status" className="border-b border-line bg-brand-3 px-4 py-2 text-sm text-ink">
          {t('lessons.offlineLaunch')}
        </p>
      ) : null}
      <div className="relative min-h-0 flex-1">
        <LessonFrame
          ref={frame}
          launch={data}
          title={data.currentItem.title}
          send={commitScorm}
          sequencing={data.offline ? null : sequencing}
          onCommitted={onCommitted}
          onInitialized={onInitialized}
          onFinished={onFinished}
          onNavigation={onNavigation}
        />
      </div>
      <LoadingModal text={busy ? t('lessons.closing') : null} />
    </section>
  );
}
