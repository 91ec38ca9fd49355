import type {
  ContentEnrollment,
  ContentEnrollmentResponse,
  ContentItem,
  CreateContentEnrollmentRequest,
  EnrollmentContentResponse,
  EnrollmentItem,
  FindContentResponse,
  TrackingResponse,
  UpdateContentEnrollmentRequest,
} from '@trilha/shared/api/learning-contents';
import type { ScormCourse } from '@trilha/shared/api/learning-scorm';
import { nextContentState } from '@trilha/shared/rules/learning-progress';
import { deriveEnrollmentStatus, isCompleted, SCORM_CONTENT_TYPE } from '@trilha/shared/rules/learning-status';
import { mergeScormContentState, type ScormContentState } from '@trilha/shared/rules/scorm-status';
import { maxReachablePosition } from '@trilha/shared/rules/seek';
import type { ContentEnrollmentRow, ContentRow, NodeEnrollmentRow } from '../../../db/schema';
import { type AuthContext, memberDepartment, requireOwnUser } from '../../../platform/auth-context';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import type { CatalogRepository } from '../catalog/catalog.repository';
import type { EnrollmentRepository, EnrollmentState } from '../enrollment/enrollment.repository';
import { teamSummaryOf } from '../enrollment/enrollment.service';
import { type EnrollmentContext, requireEnrollment, requireOpenEnrollment } from '../enrollment/enrollment-access';
import type { LearningScope, LearningTransaction } from '../learning-scope';
import { type ElementState, elementLabel, elementTitle, hasNodeAccess, type LearningTree } from '../learning-tree';
import type { ContentsRepository } from './contents.repository';

/** A content's node and training after the roll-up of its new state. */
type RolledUp = Awaited<ReturnType<LearningTree['rollUp']>>;

/** Content types whose progress is the part of the medium watched: audio and the two video types. */
const MEDIA_TYPES = new Set([1, 2, 6]);

/** What the SCORM area tells content answers about a packaged course (content type 26). */
export type PackagedCourses = {
  describeCourse(auth: AuthContext, idContentItem: number, idEnrollment: number | null): Promise<ScormCourse | null>;
};

/** Where a packaged course is played. */
type PackagedPlace = { idEnrollment: number; idContentItem: number; idNodeEnrollment: number | null };

type ContentsServiceDeps = {
  packagedCourses?: PackagedCourses | null;
  catalogRepository: CatalogRepository;
  enrollmentRepository: EnrollmentRepository;
  contentsRepository: ContentsRepository;
  tree: LearningTree;
  transaction: LearningTransaction;
  clock: Clock;
};

export function contentEnrollmentOf(row: ContentEnrollmentRow): ContentEnrollment {
  return {
    idContentEnrollment: row.idContentEnrollment,
    idNodeEnrollment: row.idNodeEnrollment,
    idEnrollment: row.idEnrollment,
    idContentItem: row.idContentItem,
    idUser: row.idUser,
    status: deriveEnrollmentStatus(row, null, new Date(0)),
    progress: row.progress,
    grade: row.grade,
    lastPosition: row.lastPosition,
    timeExecuted: row.timeExecuted,
    startDate: row.startDate,
    finishDate: row.finishDate,
  };
}

function contentItemOf(
  content: ContentRow,
  extra: {
    mandatory?: number;
    sequential?: number;
    contentEnrollment: ContentEnrollmentRow | null;
    parentType: string | null;
    idTeam: number | null;
    scorm?: ScormCourse | null;
  },
): ContentItem {
  const enrollment = extra.contentEnrollment;
  return {
    idContentItem: content.idContentItem,
    idContentType: content.idContentType,
    idSection: content.idSection,
    text: content.text,
    description: content.description,
    label: content.label,
    duration: content.duration,
    workload: content.workload,
    contentLocation: content.contentLocation,
    image: content.image,
    mobileImage: content.mobileImage,
    shareable: content.shareable ? 1 : 0,
    mandatory: extra.mandatory ? 1 : 0,
    sequential: extra.sequential ? 1 : 0,
    completed: enrollment && isCompleted(enrollment.status, enrollment.progress) ? 1 : 0,
    lastPosition: enrollment?.lastPosition ?? 0,
    timeExecuted: enrollment?.timeExecuted ?? 0,
    isSeekingBlocked: content.isSeekingBlocked ? 1 : 0,
    idChatRoom: content.idChatRoom,
    author: content.author,
    content: content.content,
    views: content.views,
    link: content.link,
    active: content.active ? 1 : 0,
    contentProgress: enrollment?.progress ?? 0,
    parentType: extra.parentType,
    contentEnrollment: enrollment ? contentEnrollmentOf(enrollment) : null,
    scorm: extra.scorm ?? null,
    team: extra.idTeam ? { idTeam: extra.idTeam } : null,
  };
}

/**
 * A content enrollment's next values after a progress report (spec 3, 4.6): completed never goes back and
 * progress never decreases; a seek-blocked medium cannot be reported beyond what could have been watched
 * since the last report (SEEK_BLOCKED).
 */
function nextContentValues(
  current: ContentEnrollmentRow,
  content: { isSeekingBlocked: number; idContentType: number; duration: number | null },
  body: UpdateContentEnrollmentRequest,
  now: Date,
) {
  const next = nextContentState(
    { status: deriveEnrollmentStatus(current, null, new Date(0)), progress: current.progress },
    { status: body.status, progress: body.progress },
  );
  let furthestPosition = current.furthestPosition;
  let furthestAt = current.furthestAt;
  if (content.isSeekingBlocked === 1 && MEDIA_TYPES.has(content.idContentType) && content.duration) {
    const reported = isCompleted(next.status, next.progress)
      ? content.duration
      : Math.max(body.lastPosition ?? 0, (next.progress / 100) * content.duration);
    if (reported > maxReachablePosition(current.furthestPosition, current.furthestAt, now)) {
      throw new AppError('SEEK_BLOCKED');
    }
    if (reported > furthestPosition) {
      furthestPosition = reported;
      furthestAt = now.toISOString();
    }
  }

  const done = isCompleted(next.status, next.progress);
  return {
    status: next.status,
    progress: next.progress,
    ...(body.grade !== undefined
      ? { grade: body.grade === null ? null : Math.round(body.grade) }
      : done
        ? { grade: current.grade ?? 0 }
        : {}),
    ...(body.lastPosition !== undefined ? { lastPosition: body.lastPosition } : {}),
    furthestPosition,
    furthestAt,
    timeExecuted: current.timeExecuted + (body.timeExecuted ?? 0),
    finishDate: done ? now.toISOString() : null,
  };
}

/**
 * Opening content, content enrollments and their progress, seek blocking and viewing records
 * (spec 3, 2.5, 4.2, 4.6 and 7.2). Progress is rolled up to the node and the enrollment in the same
 * transaction that stores it.
 */
export const contentsService = ({
  catalogRepository,
  enrollmentRepository,
  contentsRepository,
  tree,
  transaction,
  clock,
  packagedCourses = null,
}: ContentsServiceDeps) => {
  const repositories = { catalogRepository, enrollmentRepository };

  /**
   * Stores a content enrollment's new state and what follows it, in the caller's transaction: a content
   * completed now (not failed) is a learning event (a packaged course's also SCORM_COMPLETED), so every kind
   * of content earns the same campaign points; then progress rolls up to the node and the training, which
   * records a training completed now. Every change of a content's progress goes through here.
   */
  async function storeContentState(
    scope: LearningScope,
    auth: AuthContext,
    row: ContentEnrollmentRow,
    values: Parameters<EnrollmentRepository['updateContentEnrollment']>[2] & { status: string; progress: number },
  ): Promise<RolledUp | null> {
    await scope.enrollmentRepository.updateContentEnrollment(auth.idCompany, row.idContentEnrollment, values);
    const wasDone = isCompleted(row.status, row.progress) && row.status !== 'FAILED';
    if (!wasDone && values.status !== 'FAILED' && isCompleted(values.status, values.progress)) {
      const content = await scope.catalogRepository.findContent(auth.idCompany, row.idContentItem);
      const event = {
        idCompany: auth.idCompany,
        idUser: auth.idUser,
        element: { kind: 'LEARNING_CONTENT' as const, id: row.idContentItem, title: content?.text ?? null },
        idEnrollment: row.idEnrollment,
      };
      await scope.events.record({ ...event, type: 'CONTENT_COMPLETED' });
      if (content?.idContentType === SCORM_CONTENT_TYPE)
        await scope.events.record({ ...event, type: 'SCORM_COMPLETED' });
    }
    const [enrollment, nodeEnrollment] = await Promise.all([
      scope.enrollmentRepository.findEnrollment(auth.idCompany, auth.idUser, row.idEnrollment),
      scope.enrollmentRepository.findNodeEnrollmentById(auth.idCompany, auth.idUser, row.idNodeEnrollment),
    ]);
    return enrollment && nodeEnrollment ? await scope.tree.rollUp(enrollment, nodeEnrollment) : null;
  }

  /**
   * The content as an element of a node the member has entered, refused while locked; the member's rows
   * from `known` (the enrollment's, read at once) when given.
   */
  async function locateContent(
    context: EnrollmentContext,
    nodeEnrollment: NodeEnrollmentRow,
    idContentItem: number,
    known?: EnrollmentState,
  ) {
    const path = await tree.findPath(context.enrollment.idCompany, context.enrollment.idNode, nodeEnrollment.idNode);
    if (!path) throw new AppError('NOT_FOUND');
    await tree.checkPath(context.enrollment, path, known);
    const states = await tree.loadNodeState(context.enrollment, nodeEnrollment.idNode, nodeEnrollment, known);
    const index = states.findIndex(
      (state) => state.elementType === 'CONTENT' && state.element.idContentItem === idContentItem,
    );
    const state = states[index];
    if (!state) throw new AppError('NOT_FOUND');
    if (state.locked) throw new AppError('ELEMENT_LOCKED');
    return { states, index, state, path };
  }

  async function requireNodeEnrollment(auth: AuthContext, context: EnrollmentContext, idNodeEnrollment: number) {
    const nodeEnrollment = await enrollmentRepository.findNodeEnrollmentById(
      auth.idCompany,
      auth.idUser,
      idNodeEnrollment,
    );
    if (!nodeEnrollment || nodeEnrollment.idEnrollment !== context.enrollment.idEnrollment)
      throw new AppError('NOT_FOUND');
    return nodeEnrollment;
  }

  function itemOf(context: EnrollmentContext, nodeCode: string, state: ElementState): EnrollmentItem {
    const isNode = state.elementType === 'NODE';
    return {
      idEnrollment: context.enrollment.idEnrollment,
      idNodeEnrollment: isNode ? (state.nodeEnrollment?.idNodeEnrollment ?? null) : state.idNodeEnrollment,
      idContentEnrollment: state.idContentEnrollment,
      idContentItem: state.element.idContentItem,
      idContentType: state.element.idContentType,
      idEvaluation: state.element.idEvaluation,
      idQuestionnaire: state.questionnaire?.idQuestionnaire ?? null,
      idTeam: context.enrollment.idTeam,
      idUser: context.enrollment.idUser,
      nodeCode: isNode ? (state.element.nodeCode as string) : nodeCode,
      sequential: state.element.sequential ? 1 : 0,
      mandatory: state.element.mandatory ? 1 : 0,
      title: elementTitle(state.element),
      label: elementLabel(state.element),
      status: state.status,
      progress: state.progress,
      startDate: state.nodeEnrollment?.startDate ?? state.questionnaire?.startDate ?? null,
      finishDate: state.nodeEnrollment?.finishDate ?? state.questionnaire?.finishDate ?? null,
      grade: state.questionnaire?.grade ?? null,
      elementType: state.elementType,
      lock: state.locked ? 1 : 0,
    };
  }

  async function snapshot(
    context: EnrollmentContext,
    idNodeEnrollment: number,
    row: ContentEnrollmentRow,
    created: boolean,
  ) {
    const [nodeEnrollment, enrollment] = await Promise.all([
      enrollmentRepository.findNodeEnrollmentById(
        context.enrollment.idCompany,
        context.enrollment.idUser,
        idNodeEnrollment,
      ),
      enrollmentRepository.findEnrollment(
        context.enrollment.idCompany,
        context.enrollment.idUser,
        context.enrollment.idEnrollment,
      ),
    ]);
    const response: ContentEnrollmentResponse = {
      success: true,
      created: created ? 1 : 0,
      contentEnrollment: contentEnrollmentOf(row),
      nodeEnrollment: {
        idNodeEnrollment,
        status: deriveEnrollmentStatus(nodeEnrollment ?? { status: 'IN_PROGRESS', progress: 0 }, null, new Date(0)),
        progress: nodeEnrollment?.progress ?? 0,
      },
      enrollment: {
        idEnrollment: context.enrollment.idEnrollment,
        status: deriveEnrollmentStatus(enrollment ?? context.enrollment, context.team, clock.now()),
        progress: enrollment?.progress ?? context.enrollment.progress,
      },
    };
    return response;
  }

  return {
    /** `GET /content/find/:id`: a free content item (one placed on a catalog page the member can open). */
    async findContent(auth: AuthContext, idContentItem: number): Promise<FindContentResponse> {
      const content = await catalogRepository.findContent(auth.idCompany, idContentItem);
      if (content?.active !== 1) throw new AppError('NOT_FOUND');
      const catalogIds = await catalogRepository.findCatalogNodeIdsHoldingContent(auth.idCompany, idContentItem);
      if (catalogIds.length === 0) throw new AppError('ENROLLMENT_REQUIRED');
      const [catalogs, department] = await Promise.all([
        catalogRepository.findNodesByIds(auth.idCompany, catalogIds),
        memberDepartment(auth, catalogRepository.findUserDepartment),
      ]);
      if (!catalogs.some((node) => node.status === 'PUBLISHED' && hasNodeAccess(node, department))) {
        throw new AppError('ACCESS_RESTRICTED');
      }
      const scorm =
        content.idContentType === SCORM_CONTENT_TYPE && packagedCourses
          ? await packagedCourses.describeCourse(auth, idContentItem, null)
          : null;
      return {
        success: true,
        content: [contentItemOf(content, { contentEnrollment: null, parentType: 'ORGANIZATION', idTeam: null, scorm })],
        scorm,
      };
    },

    /**
     * `GET /learning/students/:idUser/enrollments/:idEnrollment/contents/:idContentItem`: a content of
     * the member's training with their content enrollment, class and the items before and after it.
     * A locked content is refused here too, so it cannot be opened by address.
     */
    async getEnrollmentContent(
      auth: AuthContext,
      params: { idUser: number; idEnrollment: number; idContentItem: number },
      idNodeEnrollment: number,
    ): Promise<EnrollmentContentResponse> {
      const context = await requireEnrollment(repositories, auth, params.idUser, params.idEnrollment);
      requireOpenEnrollment(context, clock.now());
      const nodeEnrollment = await requireNodeEnrollment(auth, context, idNodeEnrollment);
      const { states, index, state, path } = await locateContent(context, nodeEnrollment, params.idContentItem);
      const [content, contentEnrollment, nodes] = await Promise.all([
        catalogRepository.findContent(auth.idCompany, params.idContentItem),
        enrollmentRepository.findContentEnrollment(
          auth.idCompany,
          nodeEnrollment.idNodeEnrollment,
          params.idContentItem,
        ),
        catalogRepository.findNodesByIds(auth.idCompany, path),
      ]);
      if (!content) throw new AppError('NOT_FOUND');
      const node = nodes.find((row) => row.idNode === nodeEnrollment.idNode);
      if (!node) throw new AppError('NOT_FOUND');
      const previous = states[index - 1];
      const next = states[index + 1];
      const scorm =
        content.idContentType === SCORM_CONTENT_TYPE && packagedCourses
          ? await packagedCourses.describeCourse(auth, content.idContentItem, context.enrollment.idEnrollment)
          : null;
      return {
        success: true,
        content: contentItemOf(content, {
          mandatory: state.element.mandatory,
          sequential: state.element.sequential,
          contentEnrollment: contentEnrollment ?? null,
          parentType: node.nodeType,
          idTeam: context.team.idTeam,
          scorm,
        }),
        contentEnrollment: contentEnrollment ? contentEnrollmentOf(contentEnrollment) : null,
        team: teamSummaryOf(context.team),
        node: {
          idNode: node.idNode,
          nodeCode: node.nodeCode,
          title: node.title,
          parentNodes: path
            .slice(0, -1)
            .map((id) => nodes.find((row) => row.idNode === id))
            .filter((row): row is NonNullable<typeof row> => Boolean(row))
            .map((row) => ({ idNode: row.idNode, nodeCode: row.nodeCode, title: row.title })),
        },
        currentItem: {
          ...itemOf(context, node.nodeCode, state),
          isLastContent: !states.slice(index + 1).some((other) => other.elementType === 'CONTENT'),
        },
        nextItem: next ? itemOf(context, node.nodeCode, next) : null,
        previousItem: previous ? itemOf(context, node.nodeCode, previous) : null,
      };
    },

    /**
     * `POST /learning/content-enrollments`: opening a content creates its enrollment IN_PROGRESS with
     * progress 0 (spec 3, 4.2), or returns the existing one.
     */
    async createContentEnrollment(
      auth: AuthContext,
      body: CreateContentEnrollmentRequest,
    ): Promise<ContentEnrollmentResponse> {
      if (body.idUser !== undefined) requireOwnUser(auth, body.idUser);
      const context = await requireEnrollment(repositories, auth, auth.idUser, body.idEnrollment);
      requireOpenEnrollment(context, clock.now());
      const nodeEnrollment = await requireNodeEnrollment(auth, context, body.idNodeEnrollment);
      await locateContent(context, nodeEnrollment, body.idContentItem);
      const { row, created } = await transaction(async (scope) => {
        const result = await scope.enrollmentRepository.ensureContentEnrollment({
          idCompany: auth.idCompany,
          idUser: auth.idUser,
          idEnrollment: context.enrollment.idEnrollment,
          idNodeEnrollment: nodeEnrollment.idNodeEnrollment,
          idContentItem: body.idContentItem,
          startDate: clock.now().toISOString(),
        });
        if (result.created) {
          await scope.contentsRepository.incrementViews(auth.idCompany, body.idContentItem);
          const enrollment = await scope.enrollmentRepository.findEnrollment(
            auth.idCompany,
            auth.idUser,
            context.enrollment.idEnrollment,
          );
          const fresh = await scope.enrollmentRepository.findNodeEnrollmentById(
            auth.idCompany,
            auth.idUser,
            nodeEnrollment.idNodeEnrollment,
          );
          if (enrollment && fresh) await scope.tree.rollUp(enrollment, fresh);
        } else {
          await scope.enrollmentRepository.touchEnrollment(
            auth.idCompany,
            context.enrollment.idEnrollment,
            clock.now().toISOString(),
          );
        }
        return result;
      });
      return snapshot(context, nodeEnrollment.idNodeEnrollment, row, created);
    },

    /**
     * `PUT /learning/content-enrollments/:id`: the member's progress on a content. Completed never goes
     * back and progress never decreases; a seek-blocked medium cannot be reported beyond what could have
     * been watched since the last report (spec 3, 4.6). Node and enrollment progress follow in the same
     * transaction.
     */
    async updateContentEnrollment(
      auth: AuthContext,
      idContentEnrollment: number,
      body: UpdateContentEnrollmentRequest,
    ): Promise<ContentEnrollmentResponse> {
      const current = await enrollmentRepository.findContentEnrollmentById(
        auth.idCompany,
        auth.idUser,
        idContentEnrollment,
      );
      if (!current) throw new AppError('NOT_FOUND');
      // The checks read the member's state once: the enrollment, every row of its progress and the content.
      const [context, known, content] = await Promise.all([
        requireEnrollment(repositories, auth, auth.idUser, current.idEnrollment),
        enrollmentRepository.findEnrollmentState(auth.idCompany, current.idEnrollment),
        catalogRepository.findContent(auth.idCompany, current.idContentItem),
      ]);
      const now = clock.now();
      if (isCompleted(current.status, current.progress)) {
        return snapshot(context, current.idNodeEnrollment, current, false);
      }
      requireOpenEnrollment(context, now);
      const nodeEnrollment = known.nodeEnrollments.find((row) => row.idNodeEnrollment === current.idNodeEnrollment);
      if (!nodeEnrollment) throw new AppError('NOT_FOUND');
      await locateContent(context, nodeEnrollment, current.idContentItem, known);
      if (!content) throw new AppError('NOT_FOUND');

      // The new state is computed from the row as the transaction reads it (locked on PostgreSQL): two updates
      // of one content at once each add their time and never take progress back, whatever their order.
      const { locked, values, rolledUp, earnPoints } = await transaction(async (scope) => {
        const locked = await scope.enrollmentRepository.findContentEnrollmentById(
          auth.idCompany,
          auth.idUser,
          idContentEnrollment,
          { forUpdate: true },
        );
        if (!locked) throw new AppError('NOT_FOUND');
        if (isCompleted(locked.status, locked.progress)) return { locked, values: null, rolledUp: null, earnPoints: 0 };
        const values = nextContentValues(locked, content, body, now);
        return {
          locked,
          values,
          rolledUp: await storeContentState(scope, auth, locked, values),
          earnPoints: scope.events.earned(),
        };
      });
      if (!values) return snapshot(context, locked.idNodeEnrollment, locked, false);
      const row: ContentEnrollmentRow = { ...locked, ...values };
      if (!rolledUp) return { ...(await snapshot(context, current.idNodeEnrollment, row, false)), earnPoints };
      return {
        success: true,
        created: 0,
        contentEnrollment: contentEnrollmentOf(row),
        nodeEnrollment: {
          idNodeEnrollment: current.idNodeEnrollment,
          status: deriveEnrollmentStatus(rolledUp.node, null, new Date(0)),
          progress: rolledUp.node.progress,
        },
        enrollment: {
          idEnrollment: context.enrollment.idEnrollment,
          status: deriveEnrollmentStatus({ ...context.enrollment, ...rolledUp.enrollment }, context.team, now),
          progress: rolledUp.enrollment.progress,
        },
        earnPoints,
      };
    },

    /**
     * For the SCORM area: refuses (NOT_FOUND, or the enrollment's and the map's own refusals) unless the
     * member may open this packaged course in this enrollment and node enrollment now; a content the member
     * may open that is not a packaged course is refused with CONTENT_NOT_PACKAGED.
     */
    async requirePackagedContent(auth: AuthContext, place: PackagedPlace): Promise<{ idNodeEnrollment: number }> {
      if (place.idNodeEnrollment === null) throw new AppError('NOT_FOUND');
      const context = await requireEnrollment(repositories, auth, auth.idUser, place.idEnrollment);
      requireOpenEnrollment(context, clock.now());
      const nodeEnrollment = await requireNodeEnrollment(auth, context, place.idNodeEnrollment);
      const { state } = await locateContent(context, nodeEnrollment, place.idContentItem);
      if (state.element.idContentType !== SCORM_CONTENT_TYPE) throw new AppError('CONTENT_NOT_PACKAGED');
      return { idNodeEnrollment: nodeEnrollment.idNodeEnrollment };
    },

    /**
     * For the SCORM area: stores the content enrollment derived from a packaged course's lessons (created on
     * the first launch; completed never goes back) through the same content-progress path as every content
     * (learning events, roll-up), in one transaction (spec 3, 4.1 and 4.7). `earnPoints`: the campaign
     * points this earned now (the course completed or passed, the training completed).
     */
    async recordPackagedProgress(
      auth: AuthContext,
      place: PackagedPlace,
      derived: ScormContentState,
    ): Promise<{ status: string; progress: number; grade: number | null; earnPoints: number } | null> {
      const idNodeEnrollment = place.idNodeEnrollment;
      if (idNodeEnrollment === null) return null;
      const now = clock.now().toISOString();
      return transaction(async (scope) => {
        const { row, created } = await scope.enrollmentRepository.ensureContentEnrollment({
          idCompany: auth.idCompany,
          idUser: auth.idUser,
          idEnrollment: place.idEnrollment,
          idNodeEnrollment,
          idContentItem: place.idContentItem,
          startDate: now,
        });
        if (created) await scope.contentsRepository.incrementViews(auth.idCompany, place.idContentItem);
        const merged = mergeScormContentState(row, derived);
        const done = isCompleted(merged.status, merged.progress);
        await storeContentState(scope, auth, row, {
          status: merged.status,
          progress: merged.progress,
          grade: merged.grade,
          finishDate: done ? (row.finishDate ?? now) : null,
        });
        return { ...merged, earnPoints: scope.events.earned() };
      });
    },

    /** `POST /learning/contents/:id/trackings`: a viewing record of a content the member can open. */
    async recordTracking(
      auth: AuthContext,
      idContentItem: number,
      body: { startTime: string; idContentItem: number; idSection?: number | null | undefined; secondsPlayed: number },
    ): Promise<TrackingResponse> {
      if (body.idContentItem !== idContentItem) {
        throw new AppError('VALIDATION_FAILED', {
          field: 'idContentItem',
          message: 'O conteúdo não confere com o endereço.',
        });
      }
      const content = await catalogRepository.findContent(auth.idCompany, idContentItem);
      if (!content) throw new AppError('NOT_FOUND');
      const free = (await catalogRepository.findCatalogNodeIdsHoldingContent(auth.idCompany, idContentItem)).length > 0;
      if (!free && !(await contentsRepository.hasContentEnrollment(auth.idCompany, auth.idUser, idContentItem))) {
        throw new AppError('NOT_FOUND');
      }
      const earnPoints = await transaction(async (scope) => {
        await scope.contentsRepository.insertTracking({
          idCompany: auth.idCompany,
          idUser: auth.idUser,
          idContentItem,
          idSection: body.idSection ?? null,
          startTime: `${body.startTime.replace(' ', 'T')}Z`,
          secondsPlayed: body.secondsPlayed,
          createdAt: clock.now().toISOString(),
        });
        // spec 3, 4.9: the viewing is a learning event a running campaign may reward; the app shows the points.
        const outcome = await scope.events.record({
          type: 'CONTENT_ACCESSED',
          idCompany: auth.idCompany,
          idUser: auth.idUser,
          element: { kind: 'LEARNING_CONTENT', id: idContentItem, title: content.text },
        });
        return outcome.earnPoints;
      });
      return { success: true, earnPoints };
    },
  };
};

export type ContentsService = ReturnType<typeof contentsService>;
