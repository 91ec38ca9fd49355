import { randomBytes } from 'node:crypto';
import type {
  ScoEnrollment,
  ScormCommitRequest,
  ScormCommitResponse,
  ScormCourse,
  ScormFinishRequest,
  ScormFinishResponse,
  ScormLesson,
  ScormPackageFiles,
  ScormPackageFilesQuery,
  ScormPlayRequest,
  ScormPlayResponse,
  ScormRootRollup,
  ScormSequencing,
  ScormSequencingPlace,
  ScormSequencingSaveRequest,
  ScormSequencingSaveResponse,
} from '@trilha/shared/api/learning-scorm';
import {
  type CmiExtra,
  type CmiInteraction,
  type CmiObjective,
  LOCATION_LIMITS,
  type RestoreState,
  restoreCmi,
  SUSPEND_DATA_LIMITS,
  scorm12LearnerName,
} from '@trilha/shared/rules/scorm-cmi';
import { applyScormCommit, sessionInteractions } from '@trilha/shared/rules/scorm-commit';
import { decideEntry, decideSequencedEntry, type LaunchEntry } from '@trilha/shared/rules/scorm-launch';
import { lockedLessons, neighbourLessons } from '@trilha/shared/rules/scorm-lessons';
import { commitMadeAt, isStaleCommit, offlineSessionStart } from '@trilha/shared/rules/scorm-offline';
import { arePrerequisitesMet, parsePrerequisites } from '@trilha/shared/rules/scorm-prerequisites';
import { contentStateOfRollup } from '@trilha/shared/rules/scorm-rollup';
import {
  isScoFinished,
  isScoSatisfied,
  lessonStatusOnFinish12,
  mergeScoStatus,
  type ScormContentState,
  type ScoStatus,
  scormContentState,
  scoStatusFromCmi,
} from '@trilha/shared/rules/scorm-status';
import { countedSessionSeconds, parseScormDuration, type ScormVersion } from '@trilha/shared/rules/scorm-time';
import type { ScoEnrollmentRow, ScoRow, ScormAttemptRow, ScormPackageRow } from '../../../db/schema';
import { type AuthContext, requireOwnUser } from '../../../platform/auth-context';
import { type Clock, isoNow } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import type { ContentHosts, RequestOrigin } from './content-hosts';
import type { ContentTokens } from './content-tokens';
import type { LessonsRepository } from './lessons.repository';
import { parseStoredSequencing, type StoredSequencing } from './package-sequencing';
import type { ManifestItem, ScormManifest } from './scorm-manifest';
import { type AttemptView, UnreadableSequencingState, viewAttempt } from './sequencing-engine';

/** The run-time data a SCO enrollment holds before its attempt has begun (cleared again for a new attempt). */
const EMPTY_RUN_TIME_DATA = {
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
  exitMode: null,
  interactions: null,
  objectives: null,
} as const;

/** Where a packaged course is played: the enrollment, and the node enrollment it counts in. */
export type LessonPlace = { idEnrollment: number; idContentItem: number; idNodeEnrollment: number | null };

/** The content enrollment a packaged course shows. */
export type ContentProgress = { status: string; progress: number; grade: number | null };

/**
 * What lessons need from the learning platform core: whether the member may open a content in an
 * enrollment, and storing the content enrollment's state derived from the SCOs (with the node and
 * enrollment roll-up).
 */
export type LessonsAccess = {
  /** Refuses with NOT_FOUND unless the member may open the content; answers the node enrollment to use. */
  requireContent(auth: AuthContext, place: LessonPlace): Promise<{ idNodeEnrollment: number | null }>;
  recordContentProgress(
    auth: AuthContext,
    place: LessonPlace,
    state: ScormContentState,
  ): Promise<ContentProgress | null>;
};

export type LessonsServiceDeps = {
  lessonsRepository: LessonsRepository;
  /** Runs work in one transaction with the repository bound to it. */
  transaction: <T>(work: (repository: LessonsRepository) => Promise<T>) => Promise<T>;
  contentTokens: ContentTokens;
  contentHosts: ContentHosts;
  access: LessonsAccess;
  clock: Clock;
};

/** A started session of a SCO: where its frame loads and the run-time data it starts from. */
export type ScoLaunch = {
  idScoEnrollment: number;
  sessionKey: string;
  version: ScormVersion;
  scormType: 'sco' | 'asset';
  /** The SCO's signed path on the content host, with the manifest's query and parameters. */
  url: string;
  /** What the player loads into the run-time API before the frame opens (`loadFromJSON`). */
  cmi: Record<string, unknown>;
  entry: RestoreState['entry'];
};

const parseJson = <T>(text: string | null, fallback: T): T => {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** A launch path's segments encoded for an address (spaces, accents, `#` and `?` in file names). */
export function encodeLaunchPath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/** The run-time side of packaged courses: launching SCOs, storing their commits, deriving progress. */
export const lessonsService = ({
  lessonsRepository: repository,
  transaction,
  contentTokens,
  contentHosts,
  access,
  clock,
}: LessonsServiceDeps) => {
  /** Loads a SCO of a processed package that the member may open in this enrollment. */
  async function requireSco(auth: AuthContext, idSco: number, place: Omit<LessonPlace, 'idContentItem'>) {
    const found = await repository.findSco(auth.idCompany, idSco);
    if (!found || found.pkg.idContentItem === null) throw new AppError('NOT_FOUND');
    const { idNodeEnrollment } = await access.requireContent(auth, {
      ...place,
      idContentItem: found.pkg.idContentItem,
    });
    if (found.pkg.status !== 'SUCCESS') throw new AppError('SCORM_PACKAGE_NOT_READY');
    return { ...found, place: { ...place, idContentItem: found.pkg.idContentItem, idNodeEnrollment } };
  }

  /**
   * SCORM 1.2 prerequisites of a SCO against the member's SCO statuses (the labels, which never go back). An
   * identifier of a folder item counts as completed when every lesson inside it is.
   */
  function prerequisitesMet(
    sco: ScoRow,
    scos: ScoRow[],
    enrollments: ScoEnrollmentRow[],
    organization: string | null = null,
  ): boolean {
    if (!sco.prerequisites) return true;
    const statusOf = new Map<string, string | undefined>();
    for (const other of scos)
      statusOf.set(other.identifier, enrollments.find((row) => row.idSco === other.idSco)?.status);
    const folders = folderContents(organization);
    return arePrerequisitesMet(parsePrerequisites(sco.prerequisites), (identifier) => {
      const inside = folders.get(identifier);
      if (inside && !statusOf.has(identifier)) {
        return inside.every((id) => isScoSatisfied(statusOf.get(id) as ScoStatus | undefined))
          ? 'completed'
          : 'incomplete';
      }
      return statusAsLessonStatus(statusOf.get(identifier));
    });
  }

  function describeScoEnrollment(row: ScoEnrollmentRow, prerequisites: boolean): ScoEnrollment {
    return {
      idScoEnrollment: row.idScoEnrollment,
      status: row.status,
      grade: row.grade,
      numberOfAccess: row.numberOfAccess,
      totalTime: Math.round(row.totalTime),
      finishDate: row.finishDate,
      prerequisitesMet: prerequisites,
      record: {
        lessonStatus: row.lessonStatus,
        completionStatus: row.completionStatus,
        successStatus: row.successStatus,
        scoreRaw: row.scoreRaw,
        scoreMin: row.scoreMin,
        scoreMax: row.scoreMax,
        scoreScaled: row.scoreScaled,
        location: row.location,
        attempt: row.attempt,
      },
    };
  }

  /** The member's latest attempt on a sequenced course and the engine's view of it (null when not sequenced). */
  async function sequencedAttempt(auth: AuthContext, pkg: ScormPackageRow, idEnrollment: number | null) {
    const stored = parseStoredSequencing(pkg.sequencing);
    if (!stored) return null;
    const attempt =
      idEnrollment === null
        ? undefined
        : await repository.findLatestAttempt(auth.idCompany, auth.idUser, idEnrollment, pkg.idScormPackage);
    // An attempt that ended is over: the next start begins a new one, as the course begins.
    const state = attempt && !attempt.ended ? attempt.state : null;
    // The rules read the member's global objectives of this course (its attempt's, or the system's).
    const scope = attempt && !attempt.ended ? sharedScopes(stored, attempt).objectives : null;
    const globalObjectives = scope
      ? pick(
          parseJson<Record<string, unknown>>(
            await repository.findSharedState(auth.idCompany, auth.idUser, 'objectives', scope),
            {},
          ),
          stored.mappedObjectiveIds,
        )
      : {};
    return { stored, attempt, view: viewAttempt(stored, state, globalObjectives) };
  }

  /**
   * Derives the content enrollment and hands it to the core (its completion path, as for any content): for a
   * sequenced course, from the root activity's rolled-up values of the member's attempt; otherwise from every
   * SCO of the package.
   */
  async function recordProgress(auth: AuthContext, pkg: ScormPackageRow, place: LessonPlace) {
    const [scos, enrollments] = await Promise.all([
      repository.findScos(auth.idCompany, pkg.idScormPackage),
      repository.findScoEnrollments(auth.idCompany, auth.idUser, place.idEnrollment, pkg.idScormPackage),
    ]);
    const lessons = scormContentState(
      scos.map((sco) => {
        const enrollment = enrollments.find((row) => row.idSco === sco.idSco);
        return { status: enrollment?.status ?? null, grade: enrollment?.grade ?? null };
      }),
    );
    if (!parseStoredSequencing(pkg.sequencing)) return access.recordContentProgress(auth, place, lessons);
    const attempt = await repository.findLatestAttempt(
      auth.idCompany,
      auth.idUser,
      place.idEnrollment,
      pkg.idScormPackage,
    );
    const state = contentStateOfRollup(
      {
        completionStatus: attempt?.completionStatus ?? 'unknown',
        successStatus: attempt?.successStatus ?? 'unknown',
        scoreScaled: attempt?.scoreScaled ?? null,
        progressMeasure: attempt?.progressMeasure ?? null,
      },
      { started: Boolean(attempt?.state) || lessons.status !== 'NOT_ATTEMPTED', progressOfLessons: lessons.progress },
    );
    return access.recordContentProgress(auth, place, state);
  }

  /**
   * The member left a lesson (the finish call): a SCORM 1.2 session that never got LMSFinish gets the status
   * the LMS sets when the member navigates away (RTE 3.4.4: completed when the SCO set none, then the mastery
   * score). The session ends with it, as if the SCO had finished: the member chose to leave, so the next launch
   * is not a resume unless the SCO set `suspend` (the data is kept either way). Only the member's own session
   * of this package, once it is known; repeating it changes nothing.
   */
  async function leaveSession(auth: AuthContext, pkg: ScormPackageRow, idScoEnrollment: number, sessionKey: string) {
    if (pkg.version !== '1.2') return;
    await transaction(async (repo) => {
      const enrollment = await repo.findScoEnrollment(auth.idCompany, auth.idUser, idScoEnrollment);
      if (!enrollment || enrollment.idScormPackage !== pkg.idScormPackage) return;
      const session = await repo.findSession(auth.idCompany, idScoEnrollment, sessionKey);
      if (!session || session.terminated) return;
      const found = await repo.findSco(auth.idCompany, enrollment.idSco);
      if (!found || found.sco.scormType === 'asset') return;
      const lessonStatus = lessonStatusOnFinish12({
        lessonStatus: enrollment.lessonStatus,
        credit: 'credit',
        lessonMode: 'normal',
        masteryScore: found.sco.masteryScore,
        scoreRaw: enrollment.scoreRaw,
      });
      const status = mergeScoStatus(enrollment.status, scoStatusFromCmi('1.2', { lessonStatus }));
      await repo.updateScoEnrollment(auth.idCompany, idScoEnrollment, {
        lessonStatus,
        status,
        ...(isScoFinished(status) && !enrollment.finishDate ? { finishDate: isoNow(clock) } : {}),
      });
      await repo.endSession(session.idScoSession);
    });
  }

  /**
   * The lessons of a processed package in tree order, with the member's records and locks: a sequenced
   * course's as its rules allow now (`view`), others by prerequisites and the groups' control modes.
   */
  function lessonsOf(
    pkg: ScormPackageRow,
    scos: ScoRow[],
    enrollments: ScoEnrollmentRow[],
    view: AttemptView | null = null,
  ): ScormLesson[] {
    if (view) {
      return scos.map((sco) => {
        const enrollment = enrollments.find((row) => row.idSco === sco.idSco) ?? null;
        const activity = view.activities.get(sco.identifier);
        const locked = !activity?.choice || activity.disabled;
        return {
          idSco: sco.idSco,
          identifier: sco.identifier,
          title: sco.title,
          scormType: sco.scormType === 'asset' ? 'asset' : 'sco',
          parentIdentifier: sco.parentIdentifier,
          depth: sco.depth,
          isVisible: sco.isVisible === 1 && !activity?.hidden,
          lock: locked ? 1 : 0,
          lockReason: locked ? 'rules' : null,
          scoEnrollment: enrollment ? describeScoEnrollment(enrollment, true) : null,
        };
      });
    }
    const organization = parseJson<ScormManifest['organization'] | null>(pkg.organization, null);
    const items = new Map<string, ManifestItem>();
    const walk = (item: ManifestItem) => {
      items.set(item.identifier, item);
      item.children.forEach(walk);
    };
    organization?.items.forEach(walk);
    const choiceAllowed = (parent: string | null) =>
      (parent === null ? organization?.sequencing : items.get(parent)?.sequencing)?.controlMode.choice ?? true;
    const rows = scos.map((sco) => {
      const enrollment = enrollments.find((row) => row.idSco === sco.idSco) ?? null;
      const met = prerequisitesMet(sco, scos, enrollments, pkg.organization);
      return { sco, enrollment, met };
    });
    const locks = lockedLessons(
      rows.map(({ sco, enrollment, met }) => ({
        idSco: sco.idSco,
        parentIdentifier: sco.parentIdentifier,
        status: enrollment?.status ?? null,
        prerequisitesMet: met,
      })),
      choiceAllowed,
    );
    return rows.map(({ sco, enrollment, met }, index) => ({
      idSco: sco.idSco,
      identifier: sco.identifier,
      title: sco.title,
      scormType: sco.scormType === 'asset' ? 'asset' : 'sco',
      parentIdentifier: sco.parentIdentifier,
      depth: sco.depth,
      isVisible: sco.isVisible === 1,
      lock: locks[index] ? 1 : 0,
      lockReason: !met ? 'prerequisites' : locks[index] ? 'order' : null,
      scoEnrollment: enrollment ? describeScoEnrollment(enrollment, met) : null,
    }));
  }

  async function loadLessons(
    auth: AuthContext,
    pkg: ScormPackageRow,
    idEnrollment: number | null,
    sequenced?: Awaited<ReturnType<typeof sequencedAttempt>>,
  ) {
    const [scos, enrollments, attempt] = await Promise.all([
      repository.findScos(auth.idCompany, pkg.idScormPackage),
      idEnrollment === null
        ? Promise.resolve([])
        : repository.findScoEnrollments(auth.idCompany, auth.idUser, idEnrollment, pkg.idScormPackage),
      sequenced === undefined ? sequencedAttempt(auth, pkg, idEnrollment) : Promise.resolve(sequenced),
    ]);
    return lessonsOf(pkg, scos, enrollments, attempt?.view ?? null);
  }

  /** The newest package of a content the member may open in the enrollment, processed and sequenced. */
  async function requireSequenced(auth: AuthContext, place: ScormSequencingPlace) {
    const { idNodeEnrollment } = await access.requireContent(auth, place);
    const pkg = await repository.findPackageOfContent(auth.idCompany, place.idContentItem);
    if (!pkg) throw new AppError('CONTENT_NOT_PACKAGED');
    if (pkg.status !== 'SUCCESS') throw new AppError('SCORM_PACKAGE_NOT_READY');
    const stored = parseStoredSequencing(pkg.sequencing);
    if (!stored) throw new AppError('SCORM_NOT_SEQUENCED');
    return { pkg, stored, place: { ...place, idNodeEnrollment } };
  }

  const service = {
    /**
     * The `scorm` of a content item of type 26 (spec 3, 3 "Content item"): the processing status of its
     * package and, once processed, its lessons with the member's records in this enrollment. Null when the
     * content has no package. The caller has checked that the member may see the content.
     */
    async describeCourse(
      auth: AuthContext,
      idContentItem: number,
      idEnrollment: number | null,
    ): Promise<ScormCourse | null> {
      const pkg = await repository.findPackageOfContent(auth.idCompany, idContentItem);
      if (!pkg) return null;
      const ready = pkg.status === 'SUCCESS';
      const sequenced = ready ? await sequencedAttempt(auth, pkg, idEnrollment) : null;
      const scos = ready ? await loadLessons(auth, pkg, idEnrollment, sequenced) : [];
      const next = sequenced?.view.nextActivityId;
      return {
        idScormPackage: pkg.idScormPackage,
        title: pkg.title,
        status: pkg.status,
        version: ready ? (pkg.version as ScormVersion) : null,
        scos,
        sequenced: sequenced !== null,
        nextRequest: sequenced?.view.nextRequest ?? null,
        nextIdSco: scos.find((lesson) => lesson.identifier === next)?.idSco ?? null,
        rollup: sequenced?.attempt ? rollupOf(sequenced.attempt) : null,
        attempt: sequenced?.attempt?.attempt ?? null,
      };
    },

    /**
     * `GET /learning/contents/:idContentItem/package`: the files of the package a member plays for this
     * content, with a fresh signed address to download them, so the device can keep the course. The member
     * must be able to open the content here, as to play it.
     */
    async describePackageFiles(
      auth: AuthContext,
      idContentItem: number,
      query: ScormPackageFilesQuery,
      origin: RequestOrigin,
    ): Promise<ScormPackageFiles> {
      await access.requireContent(auth, { ...query, idContentItem });
      const pkg = await repository.findPackageOfContent(auth.idCompany, idContentItem);
      if (!pkg) throw new AppError('CONTENT_NOT_PACKAGED');
      if (pkg.status !== 'SUCCESS' || !pkg.files || !pkg.version) throw new AppError('SCORM_PACKAGE_NOT_READY');
      const token = contentTokens.sign({ idCompany: auth.idCompany, idScormPackage: pkg.idScormPackage });
      return {
        idContentItem,
        idScormPackage: pkg.idScormPackage,
        title: pkg.title,
        version: pkg.version as ScormVersion,
        baseUrl: `${contentHosts.originOf(origin)}/scorm-content/${token}/`,
        files: parseJson<string[]>(pkg.files, []),
        totalBytes: pkg.totalBytes,
      };
    },

    /**
     * `POST /learning/scorm/play` (spec 3, 7.2): starts a session of a lesson of the content's package and
     * answers its address, the run-time data and the lessons before and after it in tree order.
     */
    async play(auth: AuthContext, request: ScormPlayRequest, origin: RequestOrigin): Promise<ScormPlayResponse> {
      const found = await repository.findSco(auth.idCompany, request.idSco);
      if (!found || found.pkg.idContentItem !== request.idContentItem) throw new AppError('NOT_FOUND');
      const newest = await repository.findPackageOfContent(auth.idCompany, request.idContentItem);
      if (newest?.idScormPackage !== found.pkg.idScormPackage) throw new AppError('NOT_FOUND');
      const sequenced =
        found.pkg.status === 'SUCCESS' ? await sequencedAttempt(auth, found.pkg, request.idEnrollment) : null;
      let activityAttempt: string | undefined;
      if (sequenced) {
        // A sequenced course plays only the activity its engine delivered (the player saves the engine's state
        // before the launch): no launch without a navigation request the rules allowed.
        const { attempt, view } = sequenced;
        const delivered =
          attempt && !attempt.ended && view.currentActive && view.currentActivityId === found.sco.identifier;
        if (!delivered) {
          await access.requireContent(auth, request);
          throw new AppError('SCORM_LESSON_LOCKED');
        }
        activityAttempt = `${attempt.attempt}.${view.activities.get(found.sco.identifier)?.attempts || 1}`;
      } else {
        const lessonsBefore = await loadLessons(auth, found.pkg, request.idEnrollment, null);
        if (lessonsBefore.find((lesson) => lesson.idSco === request.idSco)?.lock) {
          // Access is checked first, so a locked lesson of a content the member cannot open stays a 404.
          await access.requireContent(auth, request);
          throw new AppError('SCORM_LESSON_LOCKED');
        }
      }
      const launch = await service.startSession(
        auth,
        request.idSco,
        { idEnrollment: request.idEnrollment, idNodeEnrollment: request.idNodeEnrollment },
        activityAttempt,
      );
      const lessons = await loadLessons(auth, found.pkg, request.idEnrollment, sequenced);
      const current = lessons.find((lesson) => lesson.idSco === request.idSco) as ScormLesson;
      const { previous, next } = neighbourLessons(lessons, request.idSco);
      return {
        success: true,
        url: `${contentHosts.originOf(origin)}${launch.url}`,
        idScoEnrollment: launch.idScoEnrollment,
        sessionKey: launch.sessionKey,
        version: launch.version,
        scormType: launch.scormType,
        cmi: launch.cmi,
        entry: launch.entry,
        currentItem: { ...current, isLastContent: next === null },
        nextItem: next,
        previousItem: previous,
      };
    },

    /**
     * The SCORM finish call (spec 3, 4.7): the content enrollment derived again from the package's lessons,
     * rolled up to the node and the enrollment.
     */
    async finish(auth: AuthContext, request: ScormFinishRequest): Promise<ScormFinishResponse> {
      if (request.idUser !== undefined) requireOwnUser(auth, request.idUser);
      const place = {
        idEnrollment: request.idEnrollment,
        idContentItem: request.idContentItem,
        idNodeEnrollment: request.idNodeEnrollment,
      };
      const { idNodeEnrollment } = await access.requireContent(auth, place);
      const pkg = await repository.findPackageOfContent(auth.idCompany, request.idContentItem);
      if (!pkg) throw new AppError('NOT_FOUND');
      if (pkg.status !== 'SUCCESS') throw new AppError('SCORM_PACKAGE_NOT_READY');
      if (request.idScoEnrollment !== undefined && request.sessionKey !== undefined) {
        await leaveSession(auth, pkg, request.idScoEnrollment, request.sessionKey);
      }
      const contentEnrollment = await recordProgress(auth, pkg, { ...place, idNodeEnrollment });
      return { success: true, contentEnrollment };
    },

    /**
     * Starts a session of a SCO (spec 3, 7.2 `POST /learning/scorm/play`): creates the SCO enrollment on the
     * first launch, decides whether the launch resumes (after `suspend`, or after a session that ended
     * without Finish, such as a closed tab), starts a new attempt (SCORM 2004, after an attempt that ended),
     * and answers the signed address of the SCO with the run-time data to load.
     */
    async startSession(
      auth: AuthContext,
      idSco: number,
      place: Omit<LessonPlace, 'idContentItem'>,
      /** A sequenced course: the engine's attempt this launch belongs to (`<course>.<activity>`). */
      activityAttempt?: string,
    ): Promise<ScoLaunch> {
      const { sco, pkg, place: resolved } = await requireSco(auth, idSco, place);
      const version = pkg.version as ScormVersion;
      const [scos, enrollments] = await Promise.all([
        repository.findScos(auth.idCompany, pkg.idScormPackage),
        repository.findScoEnrollments(auth.idCompany, auth.idUser, resolved.idEnrollment, pkg.idScormPackage),
      ]);
      if (activityAttempt === undefined && !prerequisitesMet(sco, scos, enrollments, pkg.organization)) {
        throw new AppError('SCORM_LESSON_LOCKED');
      }
      const now = isoNow(clock);
      const isAsset = sco.scormType === 'asset';

      const launch = await transaction(async (repo) => {
        let enrollment = await repo.findOrCreateScoEnrollment({
          idCompany: auth.idCompany,
          idUser: auth.idUser,
          idSco: sco.idSco,
          idScormPackage: pkg.idScormPackage,
          idEnrollment: resolved.idEnrollment,
          idNodeEnrollment: resolved.idNodeEnrollment,
          status: 'NOT_ATTEMPTED',
          ...EMPTY_RUN_TIME_DATA,
          grade: null,
          extra: null,
          totalTime: 0,
          numberOfAccess: 0,
          attempt: 1,
          startDate: now,
          lastAccessDate: null,
          finishDate: null,
        });
        const last = await repo.findLastSession(auth.idCompany, enrollment.idScoEnrollment);
        // The exit the SCO set last (kept on the enrollment) with how its last session ended; in a sequenced
        // course, the engine's attempt.
        const lastSession = last ? { terminated: Boolean(last.terminated), exit: enrollment.exitMode } : null;
        const decision =
          activityAttempt === undefined
            ? decideEntry(version, lastSession)
            : decideSequencedEntry(lastSession, enrollment.activityAttempt, activityAttempt);
        if (decision.newAttempt) {
          // SCORM 2004: the attempt ended, so the next launch starts over; the status label stays (4.1).
          await repo.updateScoEnrollment(auth.idCompany, enrollment.idScoEnrollment, {
            attempt: enrollment.attempt + 1,
            ...EMPTY_RUN_TIME_DATA,
            // Commits of the ended attempt that arrive later (played offline) are older than the new attempt.
            dataAt: now,
          });
          enrollment = { ...enrollment, attempt: enrollment.attempt + 1 };
        }
        const sessionKey = randomBytes(18).toString('base64url');
        await repo.createSession({
          idCompany: auth.idCompany,
          idScoEnrollment: enrollment.idScoEnrollment,
          sessionKey,
          attempt: enrollment.attempt,
          seconds: 0,
          lastSequence: -1,
          terminated: 0,
          interactions: null,
          startedAt: now,
          lastCommitAt: null,
        });
        // An asset has no run-time API: opening it completes it.
        const status = isAsset ? mergeScoStatus(enrollment.status, 'COMPLETED') : enrollment.status;
        await repo.updateScoEnrollment(auth.idCompany, enrollment.idScoEnrollment, {
          numberOfAccess: enrollment.numberOfAccess + 1,
          lastAccessDate: now,
          status,
          ...(activityAttempt !== undefined ? { activityAttempt } : {}),
          ...(isAsset && !enrollment.finishDate ? { finishDate: now } : {}),
        });
        const attemptSeconds = await repo.sumSessionSeconds(enrollment.idScoEnrollment, enrollment.attempt);
        return {
          idScoEnrollment: enrollment.idScoEnrollment,
          sessionKey,
          entry: decision.entry,
          state: restoreState(version, sco, enrollment, decision, attemptSeconds),
        };
      });

      if (isAsset) await recordProgress(auth, pkg, resolved);
      const learnerName = await repository.findLearnerName(auth.idCompany, auth.idUser);
      const token = contentTokens.sign({ idCompany: auth.idCompany, idScormPackage: pkg.idScormPackage });
      return {
        idScoEnrollment: launch.idScoEnrollment,
        sessionKey: launch.sessionKey,
        version,
        scormType: isAsset ? 'asset' : 'sco',
        url: `/scorm-content/${token}/${encodeLaunchPath(sco.launchPath)}${sco.launchQuery}`,
        cmi: restoreCmi(version, {
          ...launch.state,
          learnerId: String(auth.idUser),
          learnerName: version === '1.2' ? scorm12LearnerName(learnerName) : learnerName,
        }),
        entry: launch.entry,
      };
    },

    /**
     * Stores a commit of a session: the CMI elements it carries, the session's time (summed into the SCO's
     * total), the SCO status (never going back) and grade; then derives the content enrollment. A commit
     * older than one already applied (a late request) changes nothing.
     */
    async commit(
      auth: AuthContext,
      idScoEnrollment: number,
      request: ScormCommitRequest,
    ): Promise<ScormCommitResponse> {
      const enrollment = await repository.findScoEnrollment(auth.idCompany, auth.idUser, idScoEnrollment);
      if (!enrollment) throw new AppError('NOT_FOUND');
      const found = await repository.findSco(auth.idCompany, enrollment.idSco);
      if (!found || found.pkg.idContentItem === null) throw new AppError('NOT_FOUND');
      const { sco, pkg } = found;
      const version = pkg.version as ScormVersion;
      const { cmi } = request;
      if (cmi.suspendData !== undefined && cmi.suspendData.length > SUSPEND_DATA_LIMITS[version]) {
        throw new AppError('SCORM_SUSPEND_DATA_TOO_LONG', {
          message: `Os dados de progresso da lição passam de ${SUSPEND_DATA_LIMITS[version]} caracteres, o limite do SCORM ${version}.`,
          field: 'cmi.suspendData',
        });
      }
      if (cmi.location !== undefined && cmi.location.length > LOCATION_LIMITS[version]) {
        throw new AppError('VALIDATION_FAILED', {
          message: `A posição na lição passa de ${LOCATION_LIMITS[version]} caracteres, o limite do SCORM ${version}.`,
          field: 'cmi.location',
        });
      }
      const now = isoNow(clock);

      const applied = await transaction(async (repo) => {
        let session = await repo.findSession(auth.idCompany, idScoEnrollment, request.sessionKey);
        if (!session && request.offline) {
          // A launch played offline: its session is opened by its first commit to arrive, once.
          const base = await repo.findSession(auth.idCompany, idScoEnrollment, request.offline.basedOn);
          if (!base) throw new AppError('NOT_FOUND');
          await repo.createSessionIfAbsent({
            idCompany: auth.idCompany,
            idScoEnrollment,
            sessionKey: request.sessionKey,
            attempt: enrollment.attempt,
            seconds: 0,
            lastSequence: -1,
            terminated: 0,
            interactions: null,
            startedAt: offlineSessionStart(request.offline.startedAt, {
              basedOnStartedAt: base.startedAt,
              now: clock.now(),
            }),
            lastCommitAt: null,
          });
          session = await repo.findSession(auth.idCompany, idScoEnrollment, request.sessionKey);
        }
        if (!session) throw new AppError('NOT_FOUND');
        const madeAt = commitMadeAt(request.madeAt, { sessionStartedAt: session.startedAt, now: clock.now() });
        const seconds = countedSessionSeconds({
          reported: parseScormDuration(version, cmi.sessionTime),
          measured: request.measuredSeconds ?? null,
          serverElapsed: (clock.now().getTime() - Date.parse(session.startedAt)) / 1000,
        });
        const advanced = await repo.advanceSession(session.idScoSession, request.sequence, {
          seconds: Math.max(session.seconds, seconds),
          terminated: request.terminated || session.terminated ? 1 : 0,
          lastCommitAt: now,
          ...sessionInteractions(version, cmi),
        });
        if (!advanced) return false;

        const current = (await repo.findScoEnrollment(
          auth.idCompany,
          auth.idUser,
          idScoEnrollment,
        )) as ScoEnrollmentRow;
        const stale = isStaleCommit(madeAt, current.dataAt);
        const change = applyScormCommit(version, current, {
          cmi,
          terminated: request.terminated ?? false,
          masteryScore: sco.masteryScore,
          stale,
        });
        const finished = isScoFinished(change.status) && !current.finishDate ? { finishDate: now } : {};
        const totalTime = await repo.sumSessionSeconds(idScoEnrollment);
        if (stale) {
          // Made before the data another session wrote since: its time counts, and a label it raises (a lesson
          // completed offline), but its run-time data does not overwrite the newer data.
          await repo.updateScoEnrollment(auth.idCompany, idScoEnrollment, { ...change, totalTime, ...finished });
          return false;
        }
        await repo.updateScoEnrollment(auth.idCompany, idScoEnrollment, {
          ...change,
          totalTime,
          lastAccessDate: now,
          dataAt: madeAt,
          ...finished,
        });
        return true;
      });

      const place = {
        idEnrollment: enrollment.idEnrollment,
        idContentItem: pkg.idContentItem as number,
        idNodeEnrollment: enrollment.idNodeEnrollment,
      };
      const contentEnrollment = await recordProgress(auth, pkg, place);
      const [scos, enrollments] = await Promise.all([
        repository.findScos(auth.idCompany, pkg.idScormPackage),
        repository.findScoEnrollments(auth.idCompany, auth.idUser, enrollment.idEnrollment, pkg.idScormPackage),
      ]);
      const row = enrollments.find((candidate) => candidate.idScoEnrollment === idScoEnrollment) as ScoEnrollmentRow;
      return {
        success: true,
        applied,
        scoEnrollment: describeScoEnrollment(row, prerequisitesMet(sco, scos, enrollments, pkg.organization)),
        contentEnrollment,
      };
    },

    /**
     * `POST /learning/scorm/sequencing`: the member's attempt on a sequenced course (a new one when the last
     * ended), with what the player's sequencing engine starts from: the activity tree read at import, the
     * state saved last, the global objectives and `adl.data` stores of the attempt's scopes.
     */
    async openSequencing(auth: AuthContext, place: ScormSequencingPlace): Promise<ScormSequencing> {
      const { pkg, stored } = await requireSequenced(auth, place);
      let attempt = await repository.findLatestAttempt(
        auth.idCompany,
        auth.idUser,
        place.idEnrollment,
        pkg.idScormPackage,
      );
      if (!attempt || attempt.ended) {
        const now = isoNow(clock);
        await repository.createAttempt({
          idCompany: auth.idCompany,
          idUser: auth.idUser,
          idEnrollment: place.idEnrollment,
          idScormPackage: pkg.idScormPackage,
          attempt: (attempt?.attempt ?? 0) + 1,
          state: null,
          completionStatus: null,
          successStatus: null,
          scoreScaled: null,
          progressMeasure: null,
          createdAt: now,
          updatedAt: now,
        });
        attempt = (await repository.findLatestAttempt(
          auth.idCompany,
          auth.idUser,
          place.idEnrollment,
          pkg.idScormPackage,
        )) as ScormAttemptRow;
      }
      const scopes = sharedScopes(stored, attempt);
      const [objectives, data, scos] = await Promise.all([
        repository.findSharedState(auth.idCompany, auth.idUser, 'objectives', scopes.objectives),
        repository.findSharedState(auth.idCompany, auth.idUser, 'data', scopes.data),
        repository.findScos(auth.idCompany, pkg.idScormPackage),
      ]);
      return {
        idScormPackage: pkg.idScormPackage,
        attempt: attempt.attempt,
        sequencing: stored.sequencing as Record<string, unknown>,
        state: attempt.state,
        // Only what this course maps: the package runs in the member's browser, and other courses' shared
        // objectives and data are not its business.
        globalObjectives: pick(parseJson(objectives, {}), stored.mappedObjectiveIds),
        sharedData: pick(parseJson(data, {}), stored.sharedDataIds),
        lessons: scos.map((sco) => ({ idSco: sco.idSco, identifier: sco.identifier })),
      };
    },

    /**
     * `PUT /learning/scorm/sequencing`: keeps the engine's state of the member's attempt (after a commit or a
     * navigation) with its global objectives and shared data, reads the root activity's rolled-up values
     * from it (the course's status and score) and derives the content enrollment from them.
     */
    async saveSequencing(auth: AuthContext, request: ScormSequencingSaveRequest): Promise<ScormSequencingSaveResponse> {
      const { pkg, stored, place } = await requireSequenced(auth, request);
      if (pkg.idScormPackage !== request.idScormPackage) throw new AppError('SCORM_ATTEMPT_ENDED');
      const attempt = await repository.findLatestAttempt(
        auth.idCompany,
        auth.idUser,
        place.idEnrollment,
        pkg.idScormPackage,
      );
      if (!attempt || attempt.attempt !== request.attempt || attempt.ended) throw new AppError('SCORM_ATTEMPT_ENDED');
      let view: AttemptView;
      try {
        view = viewAttempt(stored, request.state, request.globalObjectives);
      } catch (error) {
        if (!(error instanceof UnreadableSequencingState)) throw error;
        throw new AppError('VALIDATION_FAILED', {
          message: 'O estado do sequenciamento não pôde ser lido.',
          field: 'state',
        });
      }
      const now = isoNow(clock);
      const scopes = sharedScopes(stored, attempt);
      const [scos, enrollments] = await Promise.all([
        repository.findScos(auth.idCompany, pkg.idScormPackage),
        repository.findScoEnrollments(auth.idCompany, auth.idUser, place.idEnrollment, pkg.idScormPackage),
      ]);
      await transaction(async (repo) => {
        await repo.updateAttempt(auth.idCompany, attempt.idScormAttempt, {
          state: request.state,
          completionStatus: view.root.completionStatus,
          successStatus: view.root.successStatus,
          scoreScaled: view.root.scoreScaled,
          progressMeasure: view.root.progressMeasure,
          ended: request.ended ? 1 : 0,
          updatedAt: now,
        });
        // The scope's snapshots hold other courses' entries too (system scope): only this course's are replaced.
        const shared = { idCompany: auth.idCompany, idUser: auth.idUser, updatedAt: now };
        const merge = async (kind: 'objectives' | 'data', scope: string, values: object, ids: string[]) => {
          const current = parseJson<Record<string, unknown>>(
            await repo.findSharedState(auth.idCompany, auth.idUser, kind, scope),
            {},
          );
          const next = { ...current, ...pick(values as Record<string, unknown>, ids) };
          await repo.saveSharedState({ ...shared, kind, scope, snapshot: JSON.stringify(next) });
        };
        await merge('objectives', scopes.objectives, request.globalObjectives, stored.mappedObjectiveIds);
        await merge('data', scopes.data, request.sharedData, stored.sharedDataIds);
        // Each lesson's label follows its activity as the engine tracks it (the LMS's record: an activity
        // whose content sets no status is completed and satisfied when its attempt ends, SN UP.4); a label
        // never goes back.
        for (const enrollment of enrollments) {
          const sco = scos.find((row) => row.idSco === enrollment.idSco);
          const activity = sco ? view.activities.get(sco.identifier) : undefined;
          if (!activity || activity.attempts === 0) continue;
          const reported = scoStatusFromCmi('2004', {
            completionStatus: activity.completionStatus,
            successStatus: activity.successStatus,
          });
          if (!reported) continue;
          const status = mergeScoStatus(enrollment.status, reported);
          if (status === enrollment.status) continue;
          await repo.updateScoEnrollment(auth.idCompany, enrollment.idScoEnrollment, {
            status,
            ...(isScoFinished(status) && !enrollment.finishDate ? { finishDate: now } : {}),
          });
        }
      });
      const contentEnrollment = await recordProgress(auth, pkg, place);
      return { success: true, rollup: view.root, contentEnrollment };
    },

    /** Recomputes the content enrollment of a package from its SCOs (the finish call of spec 3, 4.7). */
    recordProgress,

    prerequisitesMet,
    describeScoEnrollment,
  };
  return service;
};

export type LessonsService = ReturnType<typeof lessonsService>;

function restoreState(
  version: ScormVersion,
  sco: ScoRow,
  enrollment: ScoEnrollmentRow,
  decision: LaunchEntry,
  attemptSeconds: number,
): Omit<RestoreState, 'learnerId' | 'learnerName'> {
  const sequencing = parseJson<{ objectiveIds?: string[] } | null>(sco.sequencing, null);
  return {
    entry: decision.entry,
    restoreData: decision.restore,
    lessonStatus: enrollment.lessonStatus,
    completionStatus: enrollment.completionStatus,
    successStatus: enrollment.successStatus,
    scoreRaw: enrollment.scoreRaw,
    scoreMin: enrollment.scoreMin,
    scoreMax: enrollment.scoreMax,
    scoreScaled: enrollment.scoreScaled,
    progressMeasure: enrollment.progressMeasure,
    location: enrollment.location,
    suspendData: enrollment.suspendData,
    totalTimeSeconds: version === '1.2' ? enrollment.totalTime : attemptSeconds,
    launchData: sco.dataFromLms,
    masteryScore: sco.masteryScore,
    scaledPassingScore: sco.scaledPassingScore,
    completionThreshold: sco.completionThreshold,
    maxTimeAllowed: sco.maxTimeAllowed,
    timeLimitAction: sco.timeLimitAction,
    interactions: parseJson<CmiInteraction[]>(enrollment.interactions, []),
    objectives: parseJson<CmiObjective[]>(enrollment.objectives, []),
    objectiveIds: sequencing?.objectiveIds ?? [],
    extra: parseJson<CmiExtra>(enrollment.extra, {}),
  };
}

/** The launchable identifiers inside each folder item of an organization's tree (as stored, JSON). */
function folderContents(organization: string | null): Map<string, string[]> {
  const folders = new Map<string, string[]>();
  const tree = parseJson<{ items?: ManifestItem[] } | null>(organization, null);
  const walk = (item: ManifestItem): string[] => {
    const inside = item.children.flatMap(walk);
    if (item.children.length > 0) folders.set(item.identifier, inside);
    return item.launch ? [item.identifier, ...inside] : inside;
  };
  for (const item of tree?.items ?? []) walk(item);
  return folders;
}

/** A SCO label read back as the SCORM 1.2 status prerequisites compare with. */
function statusAsLessonStatus(status: string | undefined): string {
  switch (status) {
    case 'PASSED':
      return 'passed';
    case 'COMPLETED':
      return 'completed';
    case 'FAILED':
      return 'failed';
    case 'IN_PROGRESS':
    case 'INCOMPLETE':
      return 'incomplete';
    default:
      return 'not attempted';
  }
}

/**
 * Where a member's shared sequencing data lives: global objectives are the member's across the system when
 * the manifest says `objectivesGlobalToSystem` (the default), else they belong to this attempt on the course;
 * `adl.data` stores likewise with `sharedDataGlobalToSystem`.
 */
function sharedScopes(stored: StoredSequencing, attempt: ScormAttemptRow): { objectives: string; data: string } {
  const ofAttempt = `attempt:${attempt.idScormAttempt}`;
  return {
    objectives: stored.objectivesGlobalToSystem ? 'system' : ofAttempt,
    data: stored.sharedDataGlobalToSystem ? 'system' : ofAttempt,
  };
}

/** The entries of `values` named in `ids`. */
function pick<T>(values: Record<string, T>, ids: string[]): Record<string, T> {
  return Object.fromEntries(ids.filter((id) => Object.hasOwn(values, id)).map((id) => [id, values[id] as T]));
}

/** An attempt's stored root rollup. */
function rollupOf(attempt: ScormAttemptRow): ScormRootRollup {
  return {
    completionStatus: attempt.completionStatus ?? 'unknown',
    successStatus: attempt.successStatus ?? 'unknown',
    scoreScaled: attempt.scoreScaled,
    progressMeasure: attempt.progressMeasure,
  };
}
