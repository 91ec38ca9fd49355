import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScormCourse, ScormLesson, ScormPlayRequest, ScormPlayResponse } from '@trilha/shared/api/learning-scorm';
import { PACKAGE_FINISH_WAIT_MS } from '@trilha/shared/constants';
import type { CmiCommit } from '@trilha/shared/rules/scorm-cmi';
import { offlineLaunchCmi } from '@trilha/shared/rules/scorm-offline';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { fetchEnrollmentContent } from '../../../api/learning';
import { commitScorm, finishScorm, playScorm } from '../../../api/learning-scorm';
import { useSession } from '../../../api/session';
import { type Crumb, useLearningHeader } from '../../../app/learning/header-context';
import { KeepPackageButton } from '../../../app/offline/keep-package-button';
import { keptFiles } from '../../../app/offline/kept-files';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/button';
import { BackIcon, NextIcon } from '../../../ui/icons';
import { MessagePanel } from '../../../ui/message-panel';
import { Spinner } from '../../../ui/spinner';
import { LoadError } from '../components/load-error';
import { LoadingModal } from '../components/loading-modal';
import { type FrameLaunch, LessonFrame, type LessonFrameHandle } from './lesson-frame';
import { lessonPath, lessonTreePath } from './lesson-tree-page';
import type { NavigationRequest } from './scorm-runtime';

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
 * `/lessons/:idEnrollment/:idContentItem/:idSco/:idNodeEnrollment/:scoType?/:scormCompleted?` (spec 3, 2.6 and
 * 4.7): one lesson of a packaged course in its frame, with the run-time API on this page. Each visit starts a
 * session (resuming where the member left); another lesson is another page.
 */
export function LessonPlayerPage() {
  const params = useParams();
  return <LessonPlayer key={`${params.idContentItem}/${params.idSco}`} />;
}

function LessonPlayer() {
  const { t } = useTranslation();
  const params = useParams();
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

  // One session per visit: never cached, never refetched.
  const [visit] = useState(() => Math.random());
  const play = useQuery({
    queryKey: ['learning', 'scorm-play', ids.idContentItem, idSco, visit],
    queryFn: () => launchLesson({ ...ids, idSco, useCdn: false }),
    // Not paused without a network: a kept course's lesson starts from the device then.
    networkMode: 'always',
    enabled: valid,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const context = useQuery({
    queryKey: ['learning', 'enrollment-content', ids.idEnrollment, ids.idNodeEnrollment, ids.idContentItem],
    queryFn: () => fetchEnrollmentContent(idUser, ids.idEnrollment, ids.idContentItem, ids.idNodeEnrollment),
    enabled: valid,
    retry: false,
  });
  const lessons = (context.data?.content.scorm as ScormCourse | null | undefined)?.scos ?? [];

  const frame = useRef<LessonFrameHandle>(null);
  const [closing, setClosing] = useState(false);
  const finishedRef = useRef(false);
  const finishCall = useRef<Promise<unknown> | null>(null);
  const pendingNavigation = useRef<{ request: NavigationRequest; target: string | undefined } | null>(null);

  /** The package's finish call, once, after the spec's 2 s wait; then the lists show the new progress. */
  const callFinish = useCallback(() => {
    finishCall.current ??= wait(PACKAGE_FINISH_WAIT_MS)
      .then(() => finishScorm({ idUser, ...ids }))
      .catch(() => undefined)
      .then(() => queryClient.invalidateQueries({ queryKey: ['learning'] }));
    return finishCall.current;
  }, [idUser, ids, queryClient]);

  const treePath = lessonTreePath(ids);
  const levelPath = context.data ? `/level/${ids.idEnrollment}/${context.data.node.nodeCode}` : null;
  /** Tells the lesson to finish, waits for it and for the finish call, then goes to `to` (or back). */
  const leave = useCallback(
    async (to: string | 'back') => {
      setClosing(true);
      await frame.current?.finish(PACKAGE_FINISH_WAIT_MS);
      await callFinish();
      if (to !== 'back') navigate(to, { replace: true });
      // Back, unless this lesson was the first page of the app in this tab: then to its training.
      else if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) navigate(-1);
      else navigate(levelPath ?? treePath, { replace: true });
    },
    [callFinish, navigate, levelPath, treePath],
  );
  const close = useCallback(() => void leave(single ? 'back' : treePath), [leave, single, treePath]);
  const open = useCallback(
    (lesson: ScormLesson | null | undefined) => {
      // A lock seen at launch may be gone once this lesson finished; the server refuses one still locked.
      if (!lesson) return close();
      void leave(lessonPath(ids, lesson.idSco, single ? 'single' : 'multi', params.scormCompleted === 'true'));
    },
    [close, leave, single, params.scormCompleted, ids],
  );

  const navigateAsAsked = useCallback(
    (request: NavigationRequest, target: string | undefined) => {
      const data = play.data;
      if (request === 'continue') return open(data?.nextItem);
      if (request === 'previous') return open(data?.previousItem);
      if (request === 'choice' || request === 'jump') {
        const identifier = target?.match(/\{target=([^}]+)\}/)?.[1] ?? target;
        return open(lessons.find((lesson) => lesson.identifier === identifier));
      }
      return close();
    },
    [play.data, open, close, lessons],
  );

  const onFinished = useCallback(() => {
    finishedRef.current = true;
    const pending = pendingNavigation.current;
    if (pending) {
      pendingNavigation.current = null;
      navigateAsAsked(pending.request, pending.target);
      return;
    }
    // The lesson ended by itself (spec 3, 4.7): completes it and unlocks the next once the finish call ran.
    void callFinish();
  }, [callFinish, navigateAsAsked]);

  const onNavigation = useCallback(
    (request: NavigationRequest, target: string | undefined) => {
      if (finishedRef.current) navigateAsAsked(request, target);
      else pendingNavigation.current = { request, target };
    },
    [navigateAsAsked],
  );

  /** Keeps on the device what the lesson committed, so a launch without a network resumes from it. */
  const onCommitted = useCallback(
    (state: CmiCommit) => void keptFiles.saveCommitted(ids.idContentItem, idSco, state).catch(() => undefined),
    [ids.idContentItem, idSco],
  );

  const data = play.data;
  const crumbs: Crumb[] = context.data
    ? [
        { title: context.data.node.title, to: levelPath ?? treePath },
        { title: context.data.content.text, to: treePath },
        ...(data ? [{ title: data.currentItem.title, to: '.' }] : []),
      ]
    : [];
  useLearningHeader({ mode: 'back', crumbs, footer: 'hide' });

  useEffect(() => {
    if (play.error) void queryClient.invalidateQueries({ queryKey: ['learning', 'enrollment-content'] });
  }, [play.error, queryClient]);

  if (!valid) return <Navigate to="/not-found" replace />;
  if (play.error) {
    return (
      <div className="flex flex-col items-center gap-4">
        {isUnreachable(play.error) && keptFiles.findPackage(ids.idContentItem) ? (
          <MessagePanel title={t('lessons.notKept')} tone="error" />
        ) : (
          <LoadError error={play.error} />
        )}
        <Button variant="secondary" onClick={() => navigate(treePath, { replace: true })}>
          {t('lessons.close')}
        </Button>
      </div>
    );
  }
  if (!data) return <Spinner label={t('lessons.starting')} showLabel />;

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
            <Button
              variant="link"
              onClick={() => open(data.previousItem)}
              disabled={!data.previousItem || data.previousItem.lock === 1 || closing}
              aria-label={t('lessons.previous')}
            >
              <BackIcon />
            </Button>
            <Button
              variant="link"
              onClick={() => open(data.nextItem)}
              disabled={!data.nextItem || closing}
              aria-label={t('lessons.next')}
            >
              <NextIcon />
            </Button>
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
          <Button variant="secondary" className="px-3 py-2 text-sm" onClick={close} disabled={closing}>
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
          onCommitted={onCommitted}
          onFinished={onFinished}
          onNavigation={onNavigation}
        />
      </div>
      <LoadingModal text={closing ? t('lessons.closing') : null} />
    </section>
  );
}
