import {
  blockParameters,
  type LearningBlock,
  type LearningCard,
  type NodeRef,
  type RegistrationState,
} from '@trilha/shared/api/learning-common';
import { evaluationProgress, isEvaluationType, standingAttempt } from '@trilha/shared/rules/evaluation-flow';
import { lockElements } from '@trilha/shared/rules/learning-locking';
import { mergeRollUp, type ProgressState, rollUpNode } from '@trilha/shared/rules/learning-progress';
import {
  deriveEnrollmentStatus,
  type ElementType,
  evaluationItemState,
  isCompleted,
  type LearningStatus,
} from '@trilha/shared/rules/learning-status';
import { registrationBadge } from '@trilha/shared/rules/registration-badge';
import type {
  ContentEnrollmentRow,
  EnrollmentRow,
  NodeEnrollmentRow,
  NodeRow,
  QuestionnaireRow,
  TeamRow,
} from '../../db/schema';
import { type AuthContext, memberDepartment } from '../../platform/auth-context';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { EventRecorder } from '../learning-events/learning-events.service';
import type { CatalogRepository, ElementRow } from './catalog/catalog.repository';
import type { EnrollmentRepository, EnrollmentState } from './enrollment/enrollment.repository';

/** The deepest a tree of pages is walked (paths, full maps, catalogs). */
export const MAX_TREE_DEPTH = 6;

const ELEMENT_KINDS = new Set(['NODE', 'CONTENT', 'EVALUATION', 'LINK']);

/** Whether the member may open a node: public, or restricted to a list of departments that has theirs. */
export function hasNodeAccess(
  node: { visibility: string | null; audience: string | null },
  department: string | null,
): boolean {
  if (node.visibility !== 'RESTRICTED') return true;
  try {
    const audience = JSON.parse(node.audience ?? '[]') as unknown;
    return Array.isArray(audience) && department !== null && audience.includes(department);
  } catch {
    return false;
  }
}

/** True when a date-time string is after now. */
export function isFuture(date: string | null | undefined, now: Date): boolean {
  return Boolean(date) && Date.parse(date as string) > now.getTime();
}

/** True when a class's final date is past (spec 3, 4.4: no enrollment nor re-enrollment after it). */
export function isTeamEnded(team: Pick<TeamRow, 'finalDate'>, now: Date): boolean {
  return Boolean(team.finalDate) && Date.parse(team.finalDate as string) < now.getTime();
}

/** True when a class takes enrollments now: active, not ended, and with a free seat. */
export function isTeamOpen(team: TeamRow, now: Date): boolean {
  if (team.status !== 'ACTIVE') return false;
  if (isTeamEnded(team, now)) return false;
  return team.capacity === null || team.enrolledCount < team.capacity;
}

/** An element of a node in an enrollment with the member's state of it. */
export type ElementState = {
  element: ElementRow;
  elementType: ElementType;
  status: LearningStatus;
  progress: number;
  locked: boolean;
  idNodeEnrollment: number | null;
  idContentEnrollment: number | null;
  questionnaire: QuestionnaireRow | null;
  nodeEnrollment: NodeEnrollmentRow | null;
  contentEnrollment: { idContentEnrollment: number; status: string; progress: number } | null;
};

/** The member and moment cards are built for. */
export type Viewer = { idCompany: number; idUser: number; department: string | null; now: Date };

/** The signed-in member as the tree sees them: with their department (from the session when it has it) and now. */
export async function viewerOfMember(
  auth: AuthContext,
  catalogRepository: Pick<CatalogRepository, 'findUserDepartment'>,
  clock: Clock,
): Promise<Viewer> {
  return {
    idCompany: auth.idCompany,
    idUser: auth.idUser,
    department: await memberDepartment(auth, catalogRepository.findUserDepartment),
    now: clock.now(),
  };
}

function parseParameters(raw: string): LearningBlock['parameters'] {
  try {
    const parsed = blockParameters.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Completed with success: COMPLETED, PASSED or by equivalency (a FAILED training is finished, not completed). */
function isSuccess(state: ProgressState): boolean {
  return state.status !== 'FAILED' && state.status !== 'EXPIRED' && isCompleted(state.status, state.progress);
}

function asStatus(value: string): LearningStatus {
  return deriveEnrollmentStatus({ status: value, progress: 0 }, null, new Date(0));
}

/** What `loadNodeState` reads for a node, taken from the enrollment's rows read at once. */
function knownRowsOfNode(
  known: EnrollmentState,
  nodeEnrollment: NodeEnrollmentRow | null,
  childIds: number[],
  evaluationIds: number[],
): [ContentEnrollmentRow[], NodeEnrollmentRow[], QuestionnaireRow[]] {
  return [
    nodeEnrollment
      ? known.contentEnrollments.filter((row) => row.idNodeEnrollment === nodeEnrollment.idNodeEnrollment)
      : [],
    known.nodeEnrollments.filter((row) => childIds.includes(row.idNode)),
    known.questionnaires.filter((row) => evaluationIds.includes(row.idEvaluation)),
  ];
}

/**
 * How the learning platform's tree is read for a member: node and element states inside an
 * enrollment, sequential locks, cards, paths from a training's root, and the progress roll-up.
 * Built over repositories, so a transaction gets its own instance.
 */
export const learningTree = ({
  catalogRepository,
  enrollmentRepository,
  events,
  clock,
}: {
  catalogRepository: CatalogRepository;
  enrollmentRepository: EnrollmentRepository;
  /** Where a training the roll-up completes is recorded (campaign points, the certificate e-mail, equivalences). */
  events: EventRecorder;
  clock: Clock;
}) => {
  const validElements = (elements: ElementRow[]) =>
    elements.filter((element) => {
      if (!ELEMENT_KINDS.has(element.elementType)) return true;
      if (element.elementType === 'NODE') return element.nodeCode !== null && element.nodeStatus !== 'ARCHIVED';
      if (element.elementType === 'CONTENT') return element.idContentType !== null && element.contentActive === 1;
      if (element.elementType === 'EVALUATION') return element.evaluationTitle !== null;
      return true;
    });

  /**
   * The elements of a node in page order, with the member's state in the enrollment and the locks; the
   * member's rows from `known` (the whole enrollment's, read at once) when given, else read for this node.
   */
  async function loadNodeState(
    enrollment: EnrollmentRow,
    idNode: number,
    nodeEnrollment: NodeEnrollmentRow | null,
    known?: EnrollmentState,
  ): Promise<ElementState[]> {
    const { idCompany } = enrollment;
    const elements = validElements(await catalogRepository.findElementsOfNodes(idCompany, [idNode])).filter(
      (element) => element.elementType !== 'LINK' && ELEMENT_KINDS.has(element.elementType),
    );
    const childIds = elements.filter((e) => e.elementType === 'NODE').map((e) => e.idNode as number);
    const evaluationIds = elements.filter((e) => e.elementType === 'EVALUATION').map((e) => e.idEvaluation as number);
    const [contentEnrollments, childEnrollments, questionnaires] = known
      ? knownRowsOfNode(known, nodeEnrollment, childIds, evaluationIds)
      : await Promise.all([
          nodeEnrollment
            ? enrollmentRepository.findContentEnrollmentsOfNode(idCompany, nodeEnrollment.idNodeEnrollment)
            : Promise.resolve([]),
          enrollmentRepository.findNodeEnrollments(idCompany, enrollment.idEnrollment, childIds),
          enrollmentRepository.findQuestionnaires(idCompany, enrollment.idEnrollment, evaluationIds),
        ]);
    const states = elements.map((element): Omit<ElementState, 'locked'> => {
      const elementType = element.elementType as ElementType;
      const base = {
        element,
        elementType,
        idNodeEnrollment: nodeEnrollment?.idNodeEnrollment ?? null,
        idContentEnrollment: null,
        questionnaire: null,
        nodeEnrollment: null,
        contentEnrollment: null,
      };
      if (elementType === 'CONTENT') {
        const ce = contentEnrollments.find((row) => row.idContentItem === element.idContentItem);
        return ce
          ? {
              ...base,
              status: asStatus(ce.status),
              progress: ce.progress,
              idContentEnrollment: ce.idContentEnrollment,
              contentEnrollment: {
                idContentEnrollment: ce.idContentEnrollment,
                status: ce.status,
                progress: ce.progress,
              },
            }
          : { ...base, status: 'NOT_ATTEMPTED', progress: 0 };
      }
      if (elementType === 'NODE') {
        const ne = childEnrollments.find((row) => row.idNode === element.idNode) ?? null;
        return ne
          ? {
              ...base,
              status: asStatus(ne.status),
              progress: ne.progress,
              idNodeEnrollment: ne.idNodeEnrollment,
              nodeEnrollment: ne,
            }
          : { ...base, status: 'NOT_ATTEMPTED', progress: 0, idNodeEnrollment: null };
      }
      // spec 3, 4.8: the best finished attempt stands; a knowledge evaluation is passed or failed by its grade.
      const questionnaire = standingAttempt(questionnaires.filter((q) => q.idEvaluation === element.idEvaluation));
      const state = isEvaluationType(element.evaluationType)
        ? evaluationProgress(element.evaluationType, questionnaire, element.evaluationMasteryScore)
        : evaluationItemState(questionnaire);
      return { ...base, ...state, questionnaire };
    });
    const locks = lockElements(
      states.map((state) => ({
        sequential: state.element.sequential === 1,
        completed: isCompleted(state.status, state.progress),
      })),
    );
    return states.map((state, index) => ({ ...state, locked: locks[index] ?? false }));
  }

  /**
   * The chain of node ids from a training's root down to a node of it, or null when the node is not
   * part of that training.
   */
  async function findPath(idCompany: number, rootIdNode: number, targetIdNode: number): Promise<number[] | null> {
    if (rootIdNode === targetIdNode) return [rootIdNode];
    const parentOf = new Map<number, number>();
    const seen = new Set([rootIdNode]);
    let frontier = [rootIdNode];
    for (let depth = 0; depth < MAX_TREE_DEPTH && frontier.length > 0 && !seen.has(targetIdNode); depth++) {
      const elements = await catalogRepository.findElementsOfNodes(idCompany, frontier);
      const next: number[] = [];
      for (const element of elements) {
        if (element.elementType !== 'NODE' || element.idNode === null || seen.has(element.idNode)) continue;
        seen.add(element.idNode);
        parentOf.set(element.idNode, element.parentIdNode);
        next.push(element.idNode);
      }
      frontier = next;
    }
    if (!seen.has(targetIdNode)) return null;
    const path = [targetIdNode];
    while (path[0] !== rootIdNode) path.unshift(parentOf.get(path[0] as number) as number);
    return path;
  }

  /**
   * Checks each step of a path is open to the member (spec 3, 4.5: a locked node cannot be entered),
   * and returns the node enrollments that exist along it.
   */
  async function checkPath(
    enrollment: EnrollmentRow,
    path: number[],
    known?: EnrollmentState,
  ): Promise<Array<NodeEnrollmentRow | null>> {
    const nodeEnrollments = known
      ? known.nodeEnrollments.filter((row) => path.includes(row.idNode))
      : await enrollmentRepository.findNodeEnrollments(enrollment.idCompany, enrollment.idEnrollment, path);
    const byNode = (idNode: number) => nodeEnrollments.find((row) => row.idNode === idNode) ?? null;
    for (let index = 1; index < path.length; index++) {
      const parentId = path[index - 1] as number;
      const state = await loadNodeState(enrollment, parentId, byNode(parentId), known);
      const step = state.find((item) => item.elementType === 'NODE' && item.element.idNode === path[index]);
      if (!step) throw new AppError('NOT_FOUND');
      if (step.locked) throw new AppError('ELEMENT_LOCKED');
    }
    return path.map(byNode);
  }

  /** Creates the missing node enrollments along a path (each child linked to its parent's). */
  async function ensurePathEnrollments(enrollment: EnrollmentRow, path: number[]) {
    await checkPath(enrollment, path);
    const now = clock.now().toISOString();
    let parent: NodeEnrollmentRow | null = null;
    const created: NodeEnrollmentRow[] = [];
    for (const idNode of path) {
      const result: { row: NodeEnrollmentRow; created: boolean } = await enrollmentRepository.ensureNodeEnrollment({
        idCompany: enrollment.idCompany,
        idUser: enrollment.idUser,
        idEnrollment: enrollment.idEnrollment,
        idNode,
        idParentNodeEnrollment: parent?.idNodeEnrollment ?? null,
        startDate: now,
      });
      if (result.created) created.push(result.row);
      parent = result.row;
    }
    return { nodeEnrollment: parent as NodeEnrollmentRow, created };
  }

  /**
   * Rolls progress up from a node enrollment to the enrollment (spec 3, 4.1): each node's progress from
   * its elements, merged so that completed never goes back; the training's root sets the enrollment's.
   * Runs in the caller's transaction.
   */
  async function rollUp(
    enrollment: EnrollmentRow,
    from: NodeEnrollmentRow,
  ): Promise<{ node: ProgressState; enrollment: ProgressState }> {
    const now = clock.now().toISOString();
    let current: NodeEnrollmentRow | null | undefined = from;
    let first: ProgressState | null = null;
    let enrollmentState: ProgressState = { status: asStatus(enrollment.status), progress: enrollment.progress };
    for (let depth = 0; current && depth <= MAX_TREE_DEPTH; depth++) {
      const state = await loadNodeState(enrollment, current.idNode, current);
      const computed = rollUpNode(
        state.map((item) => ({
          elementType: item.elementType,
          mandatory: item.element.mandatory === 1,
          progress: item.progress,
          status: item.status,
        })),
        true,
      );
      const merged = mergeRollUp({ status: asStatus(current.status), progress: current.progress }, computed);
      const done = isCompleted(merged.status, merged.progress);
      if (merged.status !== current.status || merged.progress !== current.progress) {
        await enrollmentRepository.updateNodeEnrollment(enrollment.idCompany, current.idNodeEnrollment, {
          status: merged.status,
          progress: merged.progress,
          finishDate: done ? (current.finishDate ?? now) : null,
        });
      }
      first ??= merged;
      if (current.idNode === enrollment.idNode) {
        const stored: ProgressState = { status: asStatus(enrollment.status), progress: enrollment.progress };
        enrollmentState = mergeRollUp(stored, merged);
        const finished = isCompleted(enrollmentState.status, enrollmentState.progress);
        await enrollmentRepository.updateEnrollmentProgress(enrollment.idCompany, enrollment.idEnrollment, {
          status: enrollmentState.status,
          progress: enrollmentState.progress,
          startDate: enrollment.startDate ?? now,
          finishDate: finished ? (enrollment.finishDate ?? now) : null,
          lastAccessDate: now,
        });
        if (isSuccess(enrollmentState) && !isSuccess(stored)) await recordTrainingCompleted(enrollment);
        break;
      }
      current = current.idParentNodeEnrollment
        ? await enrollmentRepository.findNodeEnrollmentById(
            enrollment.idCompany,
            enrollment.idUser,
            current.idParentNodeEnrollment,
          )
        : null;
    }
    return { node: first ?? { status: 'IN_PROGRESS', progress: 0 }, enrollment: enrollmentState };
  }

  /** A training completed now (not failed): the learning event, with whether its class gives a certificate. */
  async function recordTrainingCompleted(enrollment: EnrollmentRow): Promise<void> {
    const [node, team] = await Promise.all([
      catalogRepository.findNodeById(enrollment.idCompany, enrollment.idNode),
      catalogRepository.findTeam(enrollment.idCompany, enrollment.idTeam),
    ]);
    await events.record({
      type: 'COURSE_COMPLETED',
      idCompany: enrollment.idCompany,
      idUser: enrollment.idUser,
      element: { kind: 'NODE', id: enrollment.idNode, title: node?.title ?? null },
      idEnrollment: enrollment.idEnrollment,
      hasCertificate: team?.idCertificate !== null && team?.idCertificate !== undefined,
    });
  }

  /** Cards of elements outside an enrollment: catalogs, trainings with the member's registration, free content. */
  async function buildCards(viewer: Viewer, elements: ElementRow[]): Promise<LearningCard[]> {
    return (await cardsWithContext(viewer, elements, [])).cards;
  }

  /** The cards, and the member's registrations read for them and for `otherNodeIds` in the same queries. */
  async function cardsWithContext(viewer: Viewer, elements: ElementRow[], otherNodeIds: number[]) {
    const valid = validElements(elements).filter((element) => ELEMENT_KINDS.has(element.elementType));
    const nodeIds = valid.filter((e) => e.elementType === 'NODE').map((e) => e.idNode as number);
    const context = await loadRegistrationContext(viewer, [...otherNodeIds, ...nodeIds]);
    const cards = valid.map((element) => {
      const nodeState =
        element.elementType === 'NODE'
          ? registrationOf(viewer, context, {
              idNode: element.idNode as number,
              nodeType: element.nodeType as string,
              status: element.nodeStatus as string,
              selfEnrollment: element.selfEnrollment ?? 0,
            })
          : null;
      const registration: RegistrationState = nodeState ?? {
        ...emptyRegistration(),
        freeContent: element.parentNodeType === 'ORGANIZATION' || element.elementType === 'LINK',
      };
      const hasAccess =
        element.elementType === 'NODE'
          ? hasNodeAccess({ visibility: element.visibility, audience: element.audience }, viewer.department)
          : true;
      const enrollment = registration.enrollment;
      return toCard(element, {
        registration,
        hasAccess,
        tags: element.idNode ? (context.tags.get(element.idNode) ?? []) : [],
        status: enrollment?.status ?? 'NOT_ATTEMPTED',
        progress: enrollment?.progress ?? 0,
        idEnrollment: enrollment?.idEnrollment ?? null,
      });
    });
    return { cards, context };
  }

  /** Cards of a node's elements inside an enrollment, with status, progress and locks. */
  function buildEnrollmentCards(
    enrollment: EnrollmentRow,
    team: TeamRow,
    states: ElementState[],
    viewer: Viewer,
  ): LearningCard[] {
    const summary = enrollmentSummaryOf(enrollment, team, viewer.now);
    return states.map((state) => {
      const registration: RegistrationState = {
        ...emptyRegistration(),
        processing: enrollment.processing === 1,
        locked: state.locked,
        teamNotStarted: isFuture(team.initialDate, viewer.now),
        isNodeEnrollment: true,
        enrollment: summary,
        allowAccessUponCompletion: team.allowAccessUponCompletion === 1,
      };
      return toCard(state.element, {
        registration,
        hasAccess: true,
        tags: [],
        status: state.status,
        progress: state.progress,
        idEnrollment: enrollment.idEnrollment,
        idNodeEnrollment:
          state.elementType === 'NODE' ? (state.nodeEnrollment?.idNodeEnrollment ?? null) : state.idNodeEnrollment,
        idContentEnrollment: state.idContentEnrollment,
        idQuestionnaire: state.questionnaire?.idQuestionnaire ?? null,
        finishDate: state.questionnaire?.finishDate ?? state.nodeEnrollment?.finishDate ?? null,
      });
    });
  }

  async function loadRegistrationContext(viewer: Viewer, nodeIds: number[]) {
    const [enrollments, teams, tags, pending] = await Promise.all([
      enrollmentRepository.findCurrentEnrollments(viewer.idCompany, viewer.idUser, nodeIds),
      catalogRepository.findTeamsOfNodes(viewer.idCompany, nodeIds),
      catalogRepository.findTags(viewer.idCompany, nodeIds),
      enrollmentRepository.findPendingRequests(viewer.idCompany, viewer.idUser, nodeIds),
    ]);
    return { enrollments, teams, tags, pending };
  }

  function registrationOf(
    viewer: Viewer,
    context: Awaited<ReturnType<typeof loadRegistrationContext>>,
    node: { idNode: number; nodeType: string; status: string; selfEnrollment: number },
  ): RegistrationState {
    const teams = context.teams.filter((team) => team.idNode === node.idNode);
    const enrollment = context.enrollments.find((row) => row.idNode === node.idNode) ?? null;
    const team = enrollment ? (teams.find((row) => row.idTeam === enrollment.idTeam) ?? null) : null;
    const open = teams.filter((row) => isTeamOpen(row, viewer.now));
    return {
      processing: enrollment?.processing === 1,
      archived: node.status === 'ARCHIVED',
      locked: false,
      teamNotStarted: Boolean(enrollment && team && isFuture(team.initialDate, viewer.now)),
      isCatalog: node.nodeType === 'ORGANIZATION',
      freeContent: false,
      isNodeEnrollment: false,
      enrollment: enrollment ? enrollmentSummaryOf(enrollment, team, viewer.now) : null,
      allowAccessUponCompletion: team ? team.allowAccessUponCompletion === 1 : true,
      canReenroll: open.some((row) => row.allowReenrollment === 1),
      canEnroll: node.selfEnrollment === 1 && open.length > 0,
      awaitingApproval: context.pending.some((request) => request.idNode === node.idNode),
    };
  }

  /** A node with its blocks as the member sees it outside an enrollment (catalogs and the home). */
  async function buildNode(viewer: Viewer, node: NodeRow) {
    const hasAccess = hasNodeAccess(node, viewer.department);
    // The node's own registration is read with its cards' (one read of enrollments, classes and tags).
    let context: Awaited<ReturnType<typeof loadRegistrationContext>> | undefined;
    const blocks =
      hasAccess && node.nodeType === 'ORGANIZATION'
        ? await buildBlocks(node.idNode, viewer, async (elements) => {
            const built = await cardsWithContext(viewer, elements, [node.idNode]);
            context = built.context;
            return built.cards;
          })
        : [];
    context ??= await loadRegistrationContext(viewer, [node.idNode]);
    const registration = registrationOf(viewer, context, node);
    return {
      ...nodeFields(node),
      hasAccess: hasAccess ? 1 : 0,
      hasTeamAvailable: context.teams.some((team) => team.idNode === node.idNode && isTeamOpen(team, viewer.now))
        ? 1
        : 0,
      tags: context.tags.get(node.idNode) ?? [],
      parentNodes: await catalogParents(viewer.idCompany, node),
      enrollment: registration.enrollment,
      nodeEnrollment: null,
      registration,
      blocks,
    } as const;
  }

  async function buildBlocks(
    idNode: number,
    viewer: Viewer,
    toCards: (elements: ElementRow[]) => Promise<LearningCard[]> | LearningCard[],
  ): Promise<LearningBlock[]> {
    const blocks = await catalogRepository.findBlocks(viewer.idCompany, idNode);
    const elements = await catalogRepository.findElements(
      viewer.idCompany,
      blocks.map((block) => block.idBlock),
    );
    const cards = await toCards(elements);
    const cardsByElement = new Map(cards.map((card) => [card.idBlockElement, card]));
    return blocks.map((block) => ({
      idBlock: block.idBlock,
      type: block.type,
      title: block.title,
      text: block.text,
      parameters: parseParameters(block.parameters),
      elements: elements
        .filter((element) => element.idBlock === block.idBlock)
        .map((element) => cardsByElement.get(element.idBlockElement))
        .filter((card): card is LearningCard => Boolean(card)),
    }));
  }

  /** The catalogs above a node, outermost first, without the home. */
  async function catalogParents(idCompany: number, node: NodeRow): Promise<NodeRef[]> {
    const parents: NodeRef[] = [];
    const seen = new Set([node.idNode]);
    let current = node;
    for (let depth = 0; depth < MAX_TREE_DEPTH; depth++) {
      const [parentId] = await catalogRepository.findParentNodeIds(idCompany, current.idNode);
      if (parentId === undefined || seen.has(parentId)) break;
      const parent = await catalogRepository.findNodeById(idCompany, parentId);
      if (!parent || parent.entryPoint === 1) break;
      seen.add(parentId);
      parents.unshift({ idNode: parent.idNode, nodeCode: parent.nodeCode, title: parent.title });
      current = parent;
    }
    return parents;
  }

  return {
    loadNodeState,
    findPath,
    checkPath,
    ensurePathEnrollments,
    rollUp,
    buildCards,
    buildEnrollmentCards,
    buildBlocks,
    buildNode,
    catalogParents,
  };
};

export type LearningTree = ReturnType<typeof learningTree>;

/** The node fields every node answer carries (spec 3, 3 "Node"). */
export function nodeFields(node: NodeRow) {
  return {
    idNode: node.idNode,
    nodeCode: node.nodeCode,
    originalNodeCode: node.originalNodeCode,
    nodeType: node.nodeType === 'LEARNING' ? ('LEARNING' as const) : ('ORGANIZATION' as const),
    entryPoint: node.entryPoint ? (1 as const) : (0 as const),
    title: node.title,
    shortTitle: node.shortTitle,
    label: node.label,
    description: node.description,
    syllabus: node.syllabus,
    workload: node.workload,
    image: node.image,
    mobileImage: node.mobileImage,
    available: node.status === 'PUBLISHED' ? (1 as const) : (0 as const),
    selfEnrollment: node.selfEnrollment ? (1 as const) : (0 as const),
    status: node.status,
    visibility: node.visibility,
    hasCampaign: node.hasCampaign ? (1 as const) : (0 as const),
    allowComments: node.allowComments ? (1 as const) : (0 as const),
    commentsLabel: node.commentsLabel,
    equivalentNodeCode: node.equivalentNodeCode,
  };
}

/** An enrollment's summary with the status it shows now (EXPIRED when its class ended unfinished). */
export function enrollmentSummaryOf(enrollment: EnrollmentRow, team: TeamRow | null, now: Date) {
  return {
    idEnrollment: enrollment.idEnrollment,
    idTeam: enrollment.idTeam,
    status: deriveEnrollmentStatus(enrollment, team, now),
    progress: enrollment.progress,
    processing: enrollment.processing ? (1 as const) : (0 as const),
  };
}

function emptyRegistration(): RegistrationState {
  return {
    processing: false,
    archived: false,
    locked: false,
    teamNotStarted: false,
    isCatalog: false,
    freeContent: false,
    isNodeEnrollment: false,
    enrollment: null,
    allowAccessUponCompletion: true,
    canReenroll: false,
    canEnroll: false,
  };
}

/** The title members see for an element: its own, else its page's, content's or evaluation's. */
export function elementTitle(element: ElementRow): string {
  return element.title ?? element.nodeTitle ?? element.contentText ?? element.evaluationTitle ?? '';
}

/** The label members see for an element: its page's, else its content's. */
export function elementLabel(element: ElementRow): string | null {
  return element.nodeLabel ?? element.contentLabel ?? null;
}

function toCard(
  element: ElementRow,
  state: {
    registration: RegistrationState;
    hasAccess: boolean;
    tags: string[];
    status: LearningStatus;
    progress: number;
    idEnrollment: number | null;
    idNodeEnrollment?: number | null;
    idContentEnrollment?: number | null;
    idQuestionnaire?: number | null;
    finishDate?: string | null;
  },
): LearningCard {
  const kind = element.elementType;
  return {
    idBlockElement: element.idBlockElement,
    elementType: kind,
    title: elementTitle(element),
    label: elementLabel(element),
    description: element.nodeDescription ?? element.contentDescription ?? element.evaluationDescription ?? null,
    image: element.image ?? element.nodeImage ?? element.contentImage ?? null,
    mobileImage: element.mobileImage ?? element.nodeMobileImage ?? element.contentMobileImage ?? null,
    link: element.link,
    sequential: element.sequential ? 1 : 0,
    mandatory: element.mandatory ? 1 : 0,
    idNode: element.idNode,
    nodeCode: element.nodeCode,
    nodeType:
      element.nodeType === 'LEARNING' ? 'LEARNING' : element.nodeType === 'ORGANIZATION' ? 'ORGANIZATION' : null,
    idContentItem: element.idContentItem,
    idContentType: element.idContentType,
    idEvaluation: element.idEvaluation,
    evaluationType: element.evaluationType,
    workload: element.nodeWorkload ?? element.contentWorkload ?? null,
    duration: element.duration,
    hasAccess: state.hasAccess ? 1 : 0,
    tags: state.tags,
    registration: state.registration,
    lock: registrationBadge(state.registration).lock,
    status: state.status,
    progress: state.progress,
    idEnrollment: state.idEnrollment,
    idNodeEnrollment: state.idNodeEnrollment ?? null,
    idContentEnrollment: state.idContentEnrollment ?? null,
    idQuestionnaire: state.idQuestionnaire ?? null,
    finishDate: state.finishDate ?? null,
  };
}
