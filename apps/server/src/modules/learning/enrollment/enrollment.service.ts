import type { LearningNode } from '@trilha/shared/api/learning-common';
import type {
  CreateNodeEnrollmentRequest,
  CreateNodeEnrollmentResponse,
  EnrollmentDetail,
  EnrollmentNodeResponse,
  EnrollmentRequest,
  EnrollmentRequestsResponse,
  EnrollmentResponse,
  EnrollRequest,
  EnrollResponse,
  MapElement,
  NavigationMapResponse,
  Team,
  TeamsResponse,
} from '@trilha/shared/api/learning-enrollment';
import { deriveEnrollmentStatus } from '@trilha/shared/rules/learning-status';
import { reenrollmentRefusal } from '@trilha/shared/rules/reenrollment';
import type { EnrollmentRow, NodeEnrollmentRow, NodeRow, TeamRow } from '../../../db/schema';
import { type AuthContext, memberDepartment, requireOwnUser } from '../../../platform/auth-context';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import type { CatalogRepository } from '../catalog/catalog.repository';
import type { LearningTransaction } from '../learning-scope';
import {
  type ElementState,
  elementLabel,
  elementTitle,
  enrollmentSummaryOf,
  hasNodeAccess,
  isFuture,
  isTeamEnded,
  isTeamOpen,
  type LearningTree,
  MAX_TREE_DEPTH,
  nodeFields,
  viewerOfMember,
} from '../learning-tree';
import { type EnrollmentRepository, isUniqueViolation } from './enrollment.repository';
import { type EnrollmentContext, requireEnrollment, requireOpenEnrollment } from './enrollment-access';

type EnrollmentServiceDeps = {
  catalogRepository: CatalogRepository;
  enrollmentRepository: EnrollmentRepository;
  tree: LearningTree;
  transaction: LearningTransaction;
  clock: Clock;
};

/** A node enrollment as answers carry it. */
export function nodeEnrollmentOf(row: NodeEnrollmentRow) {
  return {
    idNodeEnrollment: row.idNodeEnrollment,
    idEnrollment: row.idEnrollment,
    idParentNodeEnrollment: row.idParentNodeEnrollment,
    status: deriveEnrollmentStatus(row, null, new Date(0)),
    progress: row.progress,
    startDate: row.startDate,
    finishDate: row.finishDate,
  };
}

/** The class fields a node enrollment and content answers carry. */
export function teamSummaryOf(team: TeamRow) {
  return {
    idTeam: team.idTeam,
    name: team.name,
    initialDate: team.initialDate,
    finalDate: team.finalDate,
    allowComments: team.allowComments ? (1 as const) : (0 as const),
    commentsLabel: team.commentsLabel,
    hasAttachments: team.hasAttachments ? (1 as const) : (0 as const),
  };
}

/** An enrollment with its training, class and root node enrollment (spec 3, 3 "Enrollment / team"). */
export function enrollmentDetailOf(
  { enrollment, team, node }: EnrollmentContext,
  rootNodeEnrollment: NodeEnrollmentRow | null,
  now: Date,
): EnrollmentDetail {
  return {
    idEnrollment: enrollment.idEnrollment,
    idUser: enrollment.idUser,
    idTeam: enrollment.idTeam,
    idNode: node.idNode,
    nodeCode: node.nodeCode,
    title: node.title,
    image: node.image,
    initialDate: team.initialDate,
    finalDate: team.finalDate,
    allowReenrollment: team.allowReenrollment ? 1 : 0,
    allowAccessUponCompletion: team.allowAccessUponCompletion ? 1 : 0,
    idCertificate: team.idCertificate,
    enableCertificateForChildren: team.enableCertificateForChildren ? 1 : 0,
    processing: enrollment.processing ? 1 : 0,
    progress: enrollment.progress,
    status: deriveEnrollmentStatus(enrollment, team, now),
    startDate: enrollment.startDate,
    finishDate: enrollment.finishDate,
    validityDate: enrollment.validityDate,
    team: teamSummaryOf(team),
    nodeEnrollment: rootNodeEnrollment ? nodeEnrollmentOf(rootNodeEnrollment) : null,
  };
}

/**
 * Classes and enrollment (spec 3, 4.4), requests, node enrollments, and a member's enrollment seen as
 * pages and as a navigation map (4.5).
 */
export const enrollmentService = ({
  catalogRepository,
  enrollmentRepository,
  tree,
  transaction,
  clock,
}: EnrollmentServiceDeps) => {
  const repositories = { catalogRepository, enrollmentRepository };

  const viewerOf = (auth: AuthContext) => viewerOfMember(auth, catalogRepository, clock);

  async function requireEnrollableNode(auth: AuthContext, node: NodeRow | undefined): Promise<NodeRow> {
    if (!node) throw new AppError('NOT_FOUND');
    const department = await memberDepartment(auth, catalogRepository.findUserDepartment);
    if (!hasNodeAccess(node, department)) throw new AppError('ACCESS_RESTRICTED');
    if (node.nodeType !== 'LEARNING' || node.status !== 'PUBLISHED') throw new AppError('NOT_ENROLLABLE');
    return node;
  }

  function requestOf(
    row: Awaited<ReturnType<EnrollmentRepository['findEnrollmentRequests']>>['rows'][number],
  ): EnrollmentRequest {
    return {
      ...row,
      status: row.status as EnrollmentRequest['status'],
    };
  }

  /**
   * Enrolls a member in a class in one transaction: the seat is taken by a conditional update, an expired
   * or failed enrollment is replaced when re-enrollment is allowed, and the training's root node
   * enrollment is created. Administrators approving a request use the same path.
   */
  async function enrollMember(idCompany: number, idUser: number, team: TeamRow, node: NodeRow) {
    const now = clock.now();
    return transaction(async (scope) => {
      const [current] = await scope.enrollmentRepository.findCurrentEnrollments(idCompany, idUser, [node.idNode]);
      let reenrollment = false;
      if (current) {
        const currentTeam = await scope.catalogRepository.findTeam(idCompany, current.idTeam);
        const status = deriveEnrollmentStatus(current, currentTeam ?? null, now);
        const refusal = reenrollmentRefusal(status, team.allowReenrollment === 1);
        if (refusal) throw new AppError(refusal);
        reenrollment = true;
      }
      if (!(await scope.enrollmentRepository.takeSeat(idCompany, team.idTeam))) throw new AppError('TEAM_FULL');
      if (current) await scope.enrollmentRepository.retireEnrollment(idCompany, current.idEnrollment);
      const idEnrollment = await scope.enrollmentRepository
        .insertEnrollment({
          idCompany,
          idUser,
          idNode: node.idNode,
          idTeam: team.idTeam,
          creationDate: now.toISOString(),
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? new AppError('ALREADY_ENROLLED') : error;
        });
      await scope.enrollmentRepository.ensureNodeEnrollment({
        idCompany,
        idUser,
        idEnrollment,
        idNode: node.idNode,
        idParentNodeEnrollment: null,
        startDate: now.toISOString(),
      });
      return { idEnrollment, reenrollment };
    });
  }

  function teamOf(
    team: TeamRow,
    node: NodeRow,
    now: Date,
    member: { enrollment: EnrollmentRow | undefined; pendingTeams: Set<number> },
    meetings: Team['meetings'],
  ): Team {
    return {
      idTeam: team.idTeam,
      name: team.name,
      description: team.description,
      duration: team.duration,
      initialDate: team.initialDate,
      finalDate: team.finalDate,
      capacity: team.capacity,
      totalVacanciesAvailable: team.capacity === null ? null : Math.max(0, team.capacity - team.enrolledCount),
      needApproval: team.needApproval ? 1 : 0,
      awaitingApproval: member.pendingTeams.has(team.idTeam) ? 1 : 0,
      allowReenrollment: team.allowReenrollment ? 1 : 0,
      nodeCode: node.nodeCode,
      isFuture: isFuture(team.initialDate, now) ? 1 : 0,
      isEnrolled: member.enrollment?.idTeam === team.idTeam ? 1 : 0,
      meetings,
    };
  }

  async function nodeInEnrollment(context: EnrollmentContext, nodeCode: string | undefined) {
    const node = nodeCode
      ? await catalogRepository.findNodeByCode(context.enrollment.idCompany, nodeCode)
      : context.node;
    if (!node) throw new AppError('NOT_FOUND');
    const path = await tree.findPath(context.enrollment.idCompany, context.enrollment.idNode, node.idNode);
    if (!path) throw new AppError('NOT_FOUND');
    return { node, path };
  }

  return {
    enrollMember,

    /** `GET /learning/teams`: the classes of a training, with seats, approval and the member's state. */
    async listTeams(
      auth: AuthContext,
      query: { nodeCode: string; limit: number; onlyAvailable?: boolean | undefined },
    ): Promise<TeamsResponse> {
      const now = clock.now();
      const node = await catalogRepository.findNodeByCode(auth.idCompany, query.nodeCode);
      if (!node || node.status === 'ARCHIVED') throw new AppError('NOT_FOUND');
      const department = await memberDepartment(auth, catalogRepository.findUserDepartment);
      if (!hasNodeAccess(node, department)) throw new AppError('ACCESS_RESTRICTED');
      const [teams, [enrollment], pending] = await Promise.all([
        catalogRepository.findTeamsOfNodes(auth.idCompany, [node.idNode]),
        enrollmentRepository.findCurrentEnrollments(auth.idCompany, auth.idUser, [node.idNode]),
        enrollmentRepository.findPendingRequests(auth.idCompany, auth.idUser, [node.idNode]),
      ]);
      // `onlyAvailable` (the app's call): classes that still take enrollments by their dates (spec 3, 4.4: not
      // after the final date); a full class stays listed, 'Sem vagas'.
      const listed = teams
        .filter((team) => team.status === 'ACTIVE')
        .filter((team) => !query.onlyAvailable || !isTeamEnded(team, now))
        .slice(0, query.limit);
      const meetings = await catalogRepository.findMeetingsOfTeams(
        auth.idCompany,
        listed.map((team) => team.idTeam),
      );
      const member = { enrollment, pendingTeams: new Set(pending.map((request) => request.idTeam)) };
      return {
        success: true,
        data: listed.map((team) =>
          teamOf(
            team,
            node,
            now,
            member,
            meetings
              .filter((row) => row.idTeam === team.idTeam)
              .map((row) => ({ ...row, nodeCode: node.nodeCode, nodeTitle: node.title, teamName: team.name })),
          ),
        ),
      };
    },

    /**
     * `POST /learning/enrollments`: enrolls the member in a class ('Matricular-se'), or, when the class
     * needs approval, creates a PENDING request ('Solicitar matrícula').
     */
    async enroll(auth: AuthContext, body: EnrollRequest): Promise<EnrollResponse> {
      if (body.idUser !== undefined) requireOwnUser(auth, body.idUser);
      const now = clock.now();
      const team = await catalogRepository.findTeam(auth.idCompany, body.idTeam);
      if (!team) throw new AppError('NOT_FOUND');
      const node = await requireEnrollableNode(auth, await catalogRepository.findNodeById(auth.idCompany, team.idNode));
      if (body.nodeCode !== undefined && body.nodeCode !== node.nodeCode) throw new AppError('NOT_FOUND');
      if (node.selfEnrollment !== 1) throw new AppError('SELF_ENROLLMENT_DISABLED');
      if (team.status !== 'ACTIVE' || (team.finalDate && Date.parse(team.finalDate) < now.getTime())) {
        throw new AppError('TEAM_CLOSED');
      }
      const pending = await enrollmentRepository.findPendingRequests(auth.idCompany, auth.idUser, [node.idNode]);
      if (pending.length > 0) throw new AppError('ENROLLMENT_REQUEST_PENDING');

      if (team.needApproval === 1) {
        const [current] = await enrollmentRepository.findCurrentEnrollments(auth.idCompany, auth.idUser, [node.idNode]);
        if (current) {
          const status = deriveEnrollmentStatus(
            current,
            (await catalogRepository.findTeam(auth.idCompany, current.idTeam)) ?? null,
            now,
          );
          const refusal = reenrollmentRefusal(status, team.allowReenrollment === 1);
          if (refusal) throw new AppError(refusal);
        }
        if (team.capacity !== null && team.enrolledCount >= team.capacity) throw new AppError('TEAM_FULL');
        const idEnrollmentRequest = await enrollmentRepository
          .insertEnrollmentRequest({
            idCompany: auth.idCompany,
            idUser: auth.idUser,
            idNode: node.idNode,
            idTeam: team.idTeam,
            creationDate: now.toISOString(),
          })
          .catch((error: unknown) => {
            throw isUniqueViolation(error) ? new AppError('ENROLLMENT_REQUEST_PENDING') : error;
          });
        const { rows } = await enrollmentRepository.findEnrollmentRequests(auth.idCompany, auth.idUser, {
          idEnrollmentRequest,
          offset: 0,
          limit: 1,
        });
        return {
          success: true,
          idEnrollment: null,
          reenrollment: 0,
          enrollmentRequest: rows[0] ? requestOf(rows[0]) : null,
        };
      }

      const { idEnrollment, reenrollment } = await enrollMember(auth.idCompany, auth.idUser, team, node);
      return { success: true, idEnrollment, reenrollment: reenrollment ? 1 : 0, enrollmentRequest: null };
    },

    /**
     * `POST /learning/node-enrollments`: the member enters a page of their training (spec 3, 2.3 and
     * 4.2). Missing node enrollments along the way are created; a locked page is refused.
     */
    async createNodeEnrollment(
      auth: AuthContext,
      body: CreateNodeEnrollmentRequest,
    ): Promise<CreateNodeEnrollmentResponse> {
      if (body.idUser !== undefined) requireOwnUser(auth, body.idUser);
      const context = await requireEnrollment(repositories, auth, auth.idUser, body.idEnrollment);
      if (body.idTeam !== undefined && body.idTeam !== context.enrollment.idTeam) throw new AppError('NOT_FOUND');
      if (body.idParentNodeEnrollment) {
        const parent = await enrollmentRepository.findNodeEnrollmentById(
          auth.idCompany,
          auth.idUser,
          body.idParentNodeEnrollment,
        );
        if (!parent || parent.idEnrollment !== context.enrollment.idEnrollment) throw new AppError('NOT_FOUND');
      }
      requireOpenEnrollment(context, clock.now());
      const { path } = await nodeInEnrollment(context, body.nodeCode);
      return transaction(async (scope) => {
        const { nodeEnrollment, created } = await scope.tree.ensurePathEnrollments(context.enrollment, path);
        const fresh = await scope.enrollmentRepository.findEnrollment(
          auth.idCompany,
          auth.idUser,
          context.enrollment.idEnrollment,
        );
        if (created.length > 0 && fresh) await scope.tree.rollUp(fresh, nodeEnrollment);
        return { success: true, data: { newId: nodeEnrollment.idNodeEnrollment, created: created.length > 0 ? 1 : 0 } };
      });
    },

    /** `GET /learning/enrollment-requests`: the member's requests, filtered by status, 10 a page. */
    async listEnrollmentRequests(
      auth: AuthContext,
      query: { idUser?: number | undefined; offset: number; limit: number; status?: string[] | undefined },
    ): Promise<EnrollmentRequestsResponse> {
      if (query.idUser !== undefined) requireOwnUser(auth, query.idUser);
      const { total, rows } = await enrollmentRepository.findEnrollmentRequests(auth.idCompany, auth.idUser, {
        ...(query.status ? { statuses: query.status } : {}),
        offset: query.offset,
        limit: query.limit,
      });
      return { success: true, totalRecords: total, result: rows.map(requestOf) };
    },

    /** `PUT /learning/enrollment-requests/:id/cancel`: only a PENDING request of the member. */
    async cancelEnrollmentRequest(auth: AuthContext, idEnrollmentRequest: number) {
      const { rows } = await enrollmentRepository.findEnrollmentRequests(auth.idCompany, auth.idUser, {
        idEnrollmentRequest,
        offset: 0,
        limit: 1,
      });
      if (!rows[0]) throw new AppError('NOT_FOUND');
      const canceled = await enrollmentRepository.cancelEnrollmentRequest(
        auth.idCompany,
        auth.idUser,
        idEnrollmentRequest,
        clock.now().toISOString(),
      );
      if (!canceled) throw new AppError('ENROLLMENT_REQUEST_NOT_PENDING');
      return { success: true as const };
    },

    async hasEnrollmentRequests(auth: AuthContext, idUser: number) {
      requireOwnUser(auth, idUser);
      return {
        success: true as const,
        hasEnrollmentRequests: await enrollmentRepository.hasEnrollmentRequests(auth.idCompany, auth.idUser),
      };
    },

    /** `GET /learning/students/:idUser/enrollments/:idEnrollment`. */
    async getEnrollment(auth: AuthContext, idUser: number, idEnrollment: number): Promise<EnrollmentResponse> {
      const context = await requireEnrollment(repositories, auth, idUser, idEnrollment);
      const root = await enrollmentRepository.findNodeEnrollment(auth.idCompany, idEnrollment, context.node.idNode);
      return { success: true, enrollment: enrollmentDetailOf(context, root ?? null, clock.now()) };
    },

    /**
     * `GET /learning/students/:idUser/enrollments/:idEnrollment/nodes/:id`: a page of the member's
     * training with each element's status, progress and lock. `nodeEnrollment` is null until the member
     * enters it (`POST /learning/node-enrollments`).
     */
    async getEnrollmentNode(
      auth: AuthContext,
      idUser: number,
      idEnrollment: number,
      nodeCode: string,
    ): Promise<EnrollmentNodeResponse> {
      const context = await requireEnrollment(repositories, auth, idUser, idEnrollment);
      const viewer = await viewerOf(auth);
      requireOpenEnrollment(context, viewer.now);
      const { node, path } = await nodeInEnrollment(context, nodeCode);
      const nodeEnrollments = await tree.checkPath(context.enrollment, path);
      const nodeEnrollment = nodeEnrollments[nodeEnrollments.length - 1] ?? null;
      const states = await tree.loadNodeState(context.enrollment, node.idNode, nodeEnrollment);
      const stateIds = new Set(states.map((state) => state.element.idBlockElement));
      const blocks = await tree.buildBlocks(node.idNode, viewer, async (elements) => [
        ...tree.buildEnrollmentCards(context.enrollment, context.team, states, viewer),
        ...(await tree.buildCards(
          viewer,
          elements.filter((element) => !stateIds.has(element.idBlockElement)),
        )),
      ]);
      const parents = await catalogRepository.findNodesByIds(auth.idCompany, path.slice(0, -1));
      const summary = enrollmentSummaryOf(context.enrollment, context.team, viewer.now);
      const teams = await catalogRepository.findTeamsOfNodes(auth.idCompany, [context.node.idNode]);
      const tags = await catalogRepository.findTags(auth.idCompany, [node.idNode]);
      const learningNode: LearningNode = {
        ...nodeFields(node),
        hasAccess: 1,
        hasTeamAvailable: teams.some((team) => isTeamOpen(team, viewer.now)) ? 1 : 0,
        tags: tags.get(node.idNode) ?? [],
        parentNodes: path
          .slice(0, -1)
          .map((idNode) => parents.find((parent) => parent.idNode === idNode))
          .filter((parent): parent is NodeRow => Boolean(parent))
          .map((parent) => ({ idNode: parent.idNode, nodeCode: parent.nodeCode, title: parent.title })),
        enrollment: summary,
        nodeEnrollment: nodeEnrollment ? nodeEnrollmentOf(nodeEnrollment) : null,
        registration: {
          processing: context.enrollment.processing === 1,
          archived: false,
          locked: false,
          teamNotStarted: isFuture(context.team.initialDate, viewer.now),
          isCatalog: false,
          freeContent: false,
          isNodeEnrollment: true,
          enrollment: summary,
          allowAccessUponCompletion: context.team.allowAccessUponCompletion === 1,
          canReenroll: false,
          canEnroll: false,
        },
        blocks,
      };
      const root = nodeEnrollments[0] ?? null;
      return { success: true, node: learningNode, enrollment: enrollmentDetailOf(context, root, viewer.now) };
    },

    /**
     * `GET .../navigation-map`: the elements of a page of the training (of the whole training with
     * `fullMap`), in order, with the member's status and the sequential locks (spec 3, 4.5).
     */
    async getNavigationMap(
      auth: AuthContext,
      idUser: number,
      idEnrollment: number,
      query: { nodeCode?: string | undefined; fullMap?: boolean | undefined },
    ): Promise<NavigationMapResponse> {
      const context = await requireEnrollment(repositories, auth, idUser, idEnrollment);
      const { node, path } = await nodeInEnrollment(context, query.nodeCode);
      const nodeEnrollments = await enrollmentRepository.findNodeEnrollments(auth.idCompany, idEnrollment, path);
      const nodeEnrollment = nodeEnrollments.find((row) => row.idNode === node.idNode) ?? null;
      const mapElements: MapElement[] = [];
      const toElement = (
        state: ElementState,
        locked: boolean,
        depth: number,
        parentCode: string,
        parent: NodeEnrollmentRow | null,
      ): MapElement => ({
        elementType: state.elementType,
        title: elementTitle(state.element),
        label: elementLabel(state.element),
        nodeCode: state.element.nodeCode ?? parentCode,
        parentNodeCode: parentCode,
        idParentNodeEnrollment: parent?.idNodeEnrollment ?? null,
        depth,
        idNode: state.element.idNode,
        idContentItem: state.element.idContentItem,
        idContentType: state.element.idContentType,
        idEvaluation: state.element.idEvaluation,
        mandatory: state.element.mandatory ? 1 : 0,
        sequential: state.element.sequential ? 1 : 0,
        status: state.status,
        progress: state.progress,
        lock: locked ? 1 : 0,
        nodeEnrollment: state.nodeEnrollment
          ? {
              idNodeEnrollment: state.nodeEnrollment.idNodeEnrollment,
              status: deriveEnrollmentStatus(state.nodeEnrollment, null, new Date(0)),
              progress: state.nodeEnrollment.progress,
            }
          : null,
        contentEnrollment: state.contentEnrollment
          ? {
              idContentEnrollment: state.contentEnrollment.idContentEnrollment,
              status: deriveEnrollmentStatus(state.contentEnrollment, null, new Date(0)),
              progress: state.contentEnrollment.progress,
            }
          : null,
        questionnaire: state.questionnaire
          ? {
              idQuestionnaire: state.questionnaire.idQuestionnaire,
              startDate: state.questionnaire.startDate,
              finishDate: state.questionnaire.finishDate,
              grade: state.questionnaire.grade,
            }
          : null,
      });
      const visited = new Set<number>();
      const walk = async (
        idNode: number,
        code: string,
        ne: NodeEnrollmentRow | null,
        depth: number,
        parentLocked: boolean,
      ) => {
        visited.add(idNode);
        const states = await tree.loadNodeState(context.enrollment, idNode, ne);
        for (const state of states) {
          const locked = parentLocked || state.locked;
          mapElements.push(toElement(state, locked, depth, code, ne));
          const child = state.element.idNode;
          if (
            query.fullMap &&
            state.elementType === 'NODE' &&
            child !== null &&
            !visited.has(child) &&
            depth < MAX_TREE_DEPTH
          ) {
            await walk(child, state.element.nodeCode as string, state.nodeEnrollment, depth + 1, locked);
          }
        }
      };
      await walk(node.idNode, node.nodeCode, nodeEnrollment, 0, false);
      return {
        success: true,
        title: node.title,
        label: node.label,
        mapElements,
        nodeEnrollment: nodeEnrollment ? nodeEnrollmentOf(nodeEnrollment) : null,
      };
    },
  };
};

export type EnrollmentService = ReturnType<typeof enrollmentService>;
