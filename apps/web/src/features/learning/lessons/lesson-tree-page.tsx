import { useQuery } from '@tanstack/react-query';
import type { ScormCourse, ScormLesson } from '@trilha/shared/api/learning-scorm';
import { AUTO_OPEN_DELAY_MS } from '@trilha/shared/constants';
import { SCO_STATUS_LABELS, scoProgress } from '@trilha/shared/rules/scorm-status';
import { formatLessonTime } from '@trilha/shared/rules/scorm-time';
import { useEffect } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { fetchEnrollmentContent } from '../../../api/learning';
import { learningKeys } from '../../../api/learning-keys';
import { useSession } from '../../../api/session';
import { type Crumb, useLearningHeader } from '../../../hooks/learning-header-context';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../ui/button';
import { CheckIcon, LockIcon, PlayIcon } from '../../../ui/icons';
import { KeepPackageButton } from '../../../ui/keep-package-button';
import { MessagePanel } from '../../../ui/message-panel';
import { ProgressBar } from '../../../ui/progress-bar';
import { Spinner } from '../../../ui/spinner';
import { LoadError } from '../components/load-error';

/** The player's address of a lesson (spec 3, 2.1 `/lessons/...`). */
export function lessonPath(
  ids: { idEnrollment: number; idContentItem: number; idNodeEnrollment: number },
  idSco: number,
  mode: 'single' | 'multi',
  completed: boolean,
): string {
  return `/lessons/${ids.idEnrollment}/${ids.idContentItem}/${idSco}/${ids.idNodeEnrollment}/${mode}/${completed}`;
}

/** The lesson tree of a packaged course (`/lms/...`). */
export function lessonTreePath(ids: { idEnrollment: number; idContentItem: number; idNodeEnrollment: number }) {
  return `/lms/${ids.idEnrollment}/${ids.idContentItem}/${ids.idNodeEnrollment}/1`;
}

/**
 * `/lms/:idEnrollment/:idContentItem/:idNodeEnrollment/:isFluidNavigation?` (spec 3, 2.6): the lessons of a
 * packaged course with lock, progress, grade and time. A processed course of one lesson opens it after 1 s;
 * a package still processing (or refused) shows the processing message. A sequenced course (SCORM 2004) lists
 * its lessons as its rules allow now, and has its own button to start it or go on where it stopped.
 */
export function LessonTreePage() {
  const { t } = useTranslation();
  const params = useParams();
  const session = useSession();
  const idUser = session?.loginInfo.idUser ?? 0;
  const idEnrollment = Number(params.idEnrollment);
  const idContentItem = Number(params.idContentItem);
  const idNodeEnrollment = Number(params.idNodeEnrollment);
  const valid = [idEnrollment, idContentItem, idNodeEnrollment].every((value) => Number.isInteger(value) && value > 0);

  const query = useQuery({
    queryKey: learningKeys.enrollmentContent(idEnrollment, idNodeEnrollment, idContentItem),
    queryFn: () => fetchEnrollmentContent(idUser, idEnrollment, idContentItem, idNodeEnrollment),
    enabled: valid,
    retry: false,
    refetchOnMount: 'always',
  });
  const context = query.data;
  const crumbs: Crumb[] = context
    ? [
        ...context.node.parentNodes.map((parent) => ({
          title: parent.title,
          to: `/level/${idEnrollment}/${parent.nodeCode}`,
        })),
        { title: context.node.title, to: `/level/${idEnrollment}/${context.node.nodeCode}` },
        { title: context.content.text, to: '.' },
      ]
    : [];
  useLearningHeader({
    mode: 'close',
    closeTo: context ? `/level/${idEnrollment}/${context.node.nodeCode}` : '/',
    crumbs,
    footer: 'hide',
  });

  if (!valid) return <Navigate to="/not-found" replace />;
  if (query.error) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!context) return <Spinner label={t('common.loading')} />;
  const course = context.content.scorm;
  if (!course) return <MessagePanel title={t('learning.viewer.unknownType')} tone="error" />;
  if (course.status !== 'SUCCESS') return <MessagePanel title={t('lessons.processing')} />;
  return (
    <LessonTree
      course={course}
      title={context.content.text}
      progress={context.contentEnrollment?.progress ?? 0}
      ids={{ idEnrollment, idContentItem, idNodeEnrollment }}
      autoOpen={course.scos.length === 1 && params.isFluidNavigation !== '1'}
    />
  );
}

function LessonTree({
  course,
  title,
  progress,
  ids,
  autoOpen,
}: {
  course: ScormCourse;
  title: string;
  progress: number;
  ids: { idEnrollment: number; idContentItem: number; idNodeEnrollment: number };
  autoOpen: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const single = course.scos.length === 1 ? course.scos[0] : undefined;
  // A sequenced course's own request (start, or go on where it stopped) opens the lesson it delivers.
  const next = course.nextRequest && course.nextIdSco ? { request: course.nextRequest, idSco: course.nextIdSco } : null;
  const nextRequest = next?.request ?? null;
  useEffect(() => {
    if (!autoOpen || !single || (single.lock && !nextRequest)) return;
    // A course of one lesson goes straight to it in single mode (spec 3, 2.6); closing it comes back past here.
    const timer = window.setTimeout(
      () =>
        navigate(lessonPath(ids, single.idSco, 'single', progress === 100), {
          replace: true,
          state: nextRequest ? { navigation: { request: nextRequest } } : null,
        }),
      AUTO_OPEN_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [autoOpen, single, nextRequest, ids, navigate, progress]);

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-4" aria-labelledby="lesson-tree-title">
      <header className="flex flex-col gap-2">
        <h1 id="lesson-tree-title" className="text-2xl font-bold text-ink">
          {title}
        </h1>
        <ProgressBar value={progress} label={t('lessons.progress', { value: progress })} />
        <div className="flex flex-wrap items-center gap-2">
          {next ? (
            <Button
              onClick={() =>
                navigate(lessonPath(ids, next.idSco, 'multi', progress === 100), {
                  state: { navigation: { request: next.request } },
                })
              }
            >
              {t(next.request === 'start' ? 'lessons.startCourse' : 'lessons.resumeCourse')}
            </Button>
          ) : null}
          <KeepPackageButton ids={ids} title={title} path={lessonTreePath(ids)} />
        </div>
      </header>
      <h2 className="text-lg font-semibold text-ink">{t('lessons.lessonsOf', { title })}</h2>
      <ol className="flex flex-col gap-3">
        {course.scos
          .filter((lesson) => lesson.isVisible)
          .map((lesson) => (
            <li key={lesson.idSco} style={{ marginInlineStart: `${Math.min(lesson.depth, 4) * 1}rem` }}>
              <LessonCard lesson={lesson} to={lessonPath(ids, lesson.idSco, 'multi', progress === 100)} />
            </li>
          ))}
      </ol>
    </section>
  );
}

/** Why a lesson is locked, as the member reads it. */
const LOCK_HINTS = {
  prerequisites: 'lessons.lockedByPrerequisites',
  order: 'lessons.lockedByOrder',
  rules: 'lessons.lockedByRules',
} as const;

function LessonCard({ lesson, to }: { lesson: ScormLesson; to: string }) {
  const { t } = useTranslation();
  const record = lesson.scoEnrollment;
  const status = record?.status ?? 'NOT_ATTEMPTED';
  const percent = record ? scoProgress(record.status) : 0;
  const finished = percent === 100;
  const body = (
    <>
      <span
        aria-hidden="true"
        className={`flex size-10 shrink-0 items-center justify-center rounded-full ${
          lesson.lock ? 'bg-line text-muted' : finished ? 'bg-brand text-on-brand' : 'bg-brand-3 text-brand'
        }`}
      >
        {lesson.lock ? <LockIcon /> : finished ? <CheckIcon /> : <PlayIcon />}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="font-semibold text-ink">{lesson.title}</span>
        <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <span>{lesson.lock ? t('lessons.locked') : t(`lessons.status.${SCO_STATUS_LABELS[status]}`)}</span>
          <span>{t('lessons.progress', { value: percent })}</span>
          {record?.grade !== null && record?.grade !== undefined ? (
            <span>
              {t('lessons.grade')}: {record.grade}
            </span>
          ) : null}
          {record ? (
            <span>
              {t('lessons.time')}: {formatLessonTime(record.totalTime)}
            </span>
          ) : null}
        </span>
        {lesson.lock ? <span className="text-xs text-muted">{t(LOCK_HINTS[lesson.lockReason ?? 'order'])}</span> : null}
      </span>
    </>
  );
  const box = 'flex items-center gap-3 rounded-xl border border-line bg-white p-4';
  if (lesson.lock) {
    return (
      <div className={`${box} opacity-80`} aria-disabled="true">
        {body}
      </div>
    );
  }
  return (
    <Link to={to} className={`${box} hover:border-brand focus-visible:outline-2 focus-visible:outline-brand`}>
      {body}
    </Link>
  );
}
