import type {
  AvailableTagsResponse,
  CatalogEnrollmentsResponse,
  CatalogResponse,
  EnrollmentsInProgressResponse,
  EquivalencesResponse,
  RecommendationsResponse,
  SearchResponse,
  SideMenuResponse,
} from '@trilha/shared/api/learning-catalog';
import type { LearningCard, NodeResponse } from '@trilha/shared/api/learning-common';
import { deriveEnrollmentStatus, isCompleted } from '@trilha/shared/rules/learning-status';
import type { NodeRow } from '../../../db/schema';
import { type AuthContext, memberDepartment, requireOwnUser } from '../../../platform/auth-context';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import type { EnrollmentRepository } from '../enrollment/enrollment.repository';
import {
  hasNodeAccess,
  isFuture,
  isTeamOpen,
  type LearningTree,
  MAX_TREE_DEPTH,
  viewerOfMember,
} from '../learning-tree';
import type { CatalogRepository, ElementRow } from './catalog.repository';

type CatalogServiceDeps = {
  catalogRepository: CatalogRepository;
  enrollmentRepository: EnrollmentRepository;
  tree: LearningTree;
  clock: Clock;
};

/** Home, catalog pages, side menu, tags, search and recommendations (spec 3, 2.2, 2.4 and 7.1). */
export const catalogService = ({ catalogRepository, enrollmentRepository, tree, clock }: CatalogServiceDeps) => {
  const viewerOf = (auth: AuthContext) => viewerOfMember(auth, catalogRepository, clock);

  /** `:id` is the company id (the home) or a node code; another company's id is not found. */
  async function requireNode(auth: AuthContext, id: string): Promise<NodeRow> {
    const node = /^\d+$/.test(id)
      ? Number(id) === auth.idCompany
        ? await catalogRepository.findRootNode(auth.idCompany)
        : undefined
      : await catalogRepository.findNodeByCode(auth.idCompany, id);
    if (!node || node.status === 'ARCHIVED') throw new AppError('NOT_FOUND');
    // A page not published yet opens only for the company's administrators: their preview as a member.
    if (node.status === 'DRAFT' && auth.admin !== 1 && auth.admin !== 2) throw new AppError('NOT_FOUND');
    return node;
  }

  /** The nodes and catalog contents under a node, breadth first, up to `depth` levels. */
  async function descendants(idCompany: number, root: NodeRow, depth: number, department: string | null) {
    const seen = new Set([root.idNode]);
    const found: ElementRow[] = [];
    let frontier: Array<{ idNode: number; nodeType: string }> = [root];
    for (let level = 0; level < Math.min(depth, MAX_TREE_DEPTH) && frontier.length > 0; level++) {
      // Only catalogs are listed without an enrollment: a training's inside is not walked.
      const catalogs = frontier.filter((node) => node.nodeType === 'ORGANIZATION').map((node) => node.idNode);
      const elements = await catalogRepository.findElementsOfNodes(idCompany, catalogs);
      const next: Array<{ idNode: number; nodeType: string }> = [];
      for (const element of elements) {
        if (element.elementType === 'NODE' && element.idNode !== null) {
          if (seen.has(element.idNode) || element.nodeStatus !== 'PUBLISHED') continue;
          seen.add(element.idNode);
          found.push(element);
          // A restricted catalog is listed (its card says 'Acesso restrito') but not walked into.
          if (hasNodeAccess({ visibility: element.visibility, audience: element.audience }, department)) {
            next.push({ idNode: element.idNode, nodeType: element.nodeType ?? 'LEARNING' });
          }
        } else if (element.elementType === 'CONTENT' && element.contentActive === 1) {
          if (found.some((other) => other.idContentItem === element.idContentItem)) continue;
          found.push(element);
        }
      }
      frontier = next;
    }
    return found;
  }

  /** Cards for nodes found outside blocks (search, recommendations) built as NODE elements. */
  function nodeAsElement(node: NodeRow): ElementRow {
    return {
      idBlockElement: null as unknown as number,
      idBlock: 0,
      parentIdNode: 0,
      parentNodeType: 'ORGANIZATION',
      parentNodeCode: '',
      blockPosition: 0,
      position: 0,
      elementType: 'NODE',
      idNode: node.idNode,
      idContentItem: null,
      idEvaluation: null,
      sequential: 0,
      mandatory: 1,
      title: null,
      image: null,
      mobileImage: null,
      link: null,
      nodeCode: node.nodeCode,
      nodeType: node.nodeType,
      nodeTitle: node.title,
      nodeLabel: node.label,
      nodeDescription: node.description,
      nodeImage: node.image,
      nodeMobileImage: node.mobileImage,
      nodeWorkload: node.workload,
      visibility: node.visibility,
      audience: node.audience,
      nodeStatus: node.status,
      selfEnrollment: node.selfEnrollment,
      idContentType: null,
      contentText: null,
      contentLabel: null,
      contentDescription: null,
      contentImage: null,
      contentMobileImage: null,
      contentWorkload: null,
      duration: null,
      contentActive: null,
      evaluationTitle: null,
      evaluationDescription: null,
      evaluationType: null,
      evaluationMasteryScore: null,
    };
  }

  function contentAsElement(
    content: Awaited<ReturnType<CatalogRepository['searchCatalogContents']>>[number],
  ): ElementRow {
    return {
      ...nodeAsElement({ idNode: 0 } as NodeRow),
      elementType: 'CONTENT',
      idNode: null,
      nodeCode: null,
      nodeType: null,
      nodeTitle: null,
      nodeLabel: null,
      nodeDescription: null,
      nodeImage: null,
      nodeMobileImage: null,
      nodeWorkload: null,
      visibility: null,
      audience: null,
      nodeStatus: null,
      selfEnrollment: null,
      idContentItem: content.idContentItem,
      idContentType: content.idContentType,
      contentText: content.text,
      contentLabel: content.label,
      contentDescription: content.description,
      contentImage: content.image,
      contentMobileImage: content.mobileImage,
      contentWorkload: content.workload,
      duration: content.duration,
      contentActive: content.active,
    };
  }

  const withoutElementIds = (cards: LearningCard[]) => cards.map((card) => ({ ...card, idBlockElement: null }));

  return {
    /** `GET /learning/nodes/:id`: the home (by company id) or a node with its blocks. */
    async getNode(auth: AuthContext, id: string): Promise<NodeResponse> {
      const node = await requireNode(auth, id);
      return { success: true, node: await tree.buildNode(await viewerOf(auth), node) };
    },

    /** `GET /learning/nodes/side-menu`: a node (the home by default) and its child pages. */
    async getSideMenu(auth: AuthContext, nodeCode: string | undefined): Promise<SideMenuResponse> {
      const node = nodeCode ? await requireNode(auth, nodeCode) : await requireNode(auth, String(auth.idCompany));
      const viewer = await viewerOf(auth);
      const elements = await catalogRepository.findElementsOfNodes(auth.idCompany, [node.idNode]);
      // Pages a block lists by code (a catalog block, a list of blocks) count as children too.
      const referenced = await catalogRepository.findReferencedNodes(auth.idCompany, node.idNode);
      const children = [...referenced.map((row) => ({ ...nodeAsElement(row), parentIdNode: node.idNode })), ...elements]
        .filter(
          (element) =>
            element.elementType === 'NODE' &&
            element.idNode !== null &&
            element.nodeStatus === 'PUBLISHED' &&
            hasNodeAccess({ visibility: element.visibility, audience: element.audience }, viewer.department),
        )
        .sort((a, b) => Number(a.nodeType === 'LEARNING') - Number(b.nodeType === 'LEARNING'));
      const uniqueChildren = children.filter(
        (child, index) => children.findIndex((c) => c.idNode === child.idNode) === index,
      );
      const grandChildren = await catalogRepository.findElementsOfNodes(
        auth.idCompany,
        uniqueChildren.map((child) => child.idNode as number),
      );
      const hasChildren = (idNode: number) =>
        grandChildren.some((element) => element.parentIdNode === idNode && element.elementType === 'NODE');
      const nodeHasChildren = uniqueChildren.length > 0;
      return {
        success: true,
        result: [
          {
            idNode: node.idNode,
            title: node.title,
            nodeCode: node.nodeCode,
            nodeType: node.nodeType === 'LEARNING' ? 'LEARNING' : 'ORGANIZATION',
            hasChildNodes: nodeHasChildren,
            childNodes: uniqueChildren.map((child) => ({
              idNode: child.idNode as number,
              title: child.nodeTitle as string,
              nodeCode: child.nodeCode as string,
              nodeType: child.nodeType === 'LEARNING' ? 'LEARNING' : 'ORGANIZATION',
              hasChildNodes: hasChildren(child.idNode as number),
            })),
          },
        ],
      };
    },

    /** `GET /learning/nodes/:id/equivalences`: nodes whose completion also counts for this one, and back. */
    async getEquivalences(auth: AuthContext, id: string): Promise<EquivalencesResponse> {
      const node = await requireNode(auth, id);
      const origins = await catalogRepository.findEquivalentNodes(auth.idCompany, node);
      const enrollments = await enrollmentRepository.findCurrentEnrollments(
        auth.idCompany,
        auth.idUser,
        origins.map((origin) => origin.idNode),
      );
      return {
        success: true,
        result: origins.map((origin) => {
          const enrollment = enrollments.find((row) => row.idNode === origin.idNode);
          return {
            origin: { idNode: origin.idNode, nodeCode: origin.nodeCode, title: origin.title },
            target: { idNode: node.idNode, nodeCode: node.nodeCode, title: node.title },
            // Concluded by the origin itself, not through yet another equivalence.
            completed:
              enrollment && enrollment.status !== 'EQUIVALENCY' && isCompleted(enrollment.status, enrollment.progress)
                ? 1
                : 0,
          };
        }),
      };
    },

    /**
     * `GET /learning/catalogs/:id`: the trainings, catalogs and free contents under a catalog node, with
     * text search (title, description, tags) and tag filter, paged.
     */
    async getCatalog(
      auth: AuthContext,
      id: string,
      query: {
        depth: number;
        offset: number;
        limit: number;
        searchString?: string | undefined;
        tags?: string[] | undefined;
      },
    ): Promise<CatalogResponse> {
      const node = await requireNode(auth, id);
      const viewer = await viewerOf(auth);
      const hasAccess = hasNodeAccess(node, viewer.department);
      if (!hasAccess) throw new AppError('ACCESS_RESTRICTED');
      if (node.nodeType !== 'ORGANIZATION') throw new AppError('ENROLLMENT_REQUIRED');
      let found = await descendants(auth.idCompany, node, query.depth, viewer.department);
      const search = query.searchString?.toLocaleLowerCase('pt-BR');
      const tags = query.tags ?? [];
      const nodeTags = await catalogRepository.findTags(
        auth.idCompany,
        found.filter((e) => e.idNode !== null).map((e) => e.idNode as number),
      );
      if (search) {
        found = found.filter((element) => {
          const texts = [
            element.nodeTitle ?? element.contentText ?? '',
            element.nodeDescription ?? element.contentDescription ?? '',
            ...(element.idNode ? (nodeTags.get(element.idNode) ?? []) : []),
          ];
          return texts.some((text) => text.toLocaleLowerCase('pt-BR').includes(search));
        });
      }
      if (tags.length > 0) {
        found = found.filter(
          (element) =>
            element.idNode !== null && tags.some((tag) => nodeTags.get(element.idNode as number)?.includes(tag)),
        );
      }
      const page = found.slice(query.offset, query.offset + query.limit);
      return {
        success: true,
        node: {
          idNode: node.idNode,
          nodeCode: node.nodeCode,
          title: node.title,
          nodeType: 'ORGANIZATION',
          description: node.description,
          image: node.image,
          hasAccess: 1,
        },
        totalRecords: found.length,
        data: withoutElementIds(await tree.buildCards(viewer, page)),
      };
    },

    /** `GET /learning/catalogs/enrollments`: the member's current enrollments as a tree of their pages. */
    async getEnrollmentTree(auth: AuthContext): Promise<CatalogEnrollmentsResponse> {
      const now = clock.now();
      const enrollments = await enrollmentRepository.findCurrentEnrollmentsOfUser(auth.idCompany, auth.idUser);
      const nodes = await catalogRepository.findNodesByIds(
        auth.idCompany,
        enrollments.map((row) => row.idNode),
      );
      const teams = await catalogRepository.findTeamsOfNodes(
        auth.idCompany,
        enrollments.map((row) => row.idNode),
      );
      const nodeTree: CatalogEnrollmentsResponse['nodeTree'] = [];
      for (const enrollment of enrollments) {
        const node = nodes.find((row) => row.idNode === enrollment.idNode);
        const team = teams.find((row) => row.idTeam === enrollment.idTeam);
        if (!node || !team) continue;
        const children = (await catalogRepository.findElementsOfNodes(auth.idCompany, [node.idNode])).filter(
          (element) => element.elementType === 'NODE' && element.idNode !== null,
        );
        const childEnrollments = await enrollmentRepository.findNodeEnrollments(
          auth.idCompany,
          enrollment.idEnrollment,
          children.map((child) => child.idNode as number),
        );
        const grandChildren = await catalogRepository.findElementsOfNodes(
          auth.idCompany,
          children.map((child) => child.idNode as number),
        );
        nodeTree.push({
          idEnrollment: enrollment.idEnrollment,
          idNode: node.idNode,
          nodeCode: node.nodeCode,
          title: node.title,
          image: node.image,
          status: deriveEnrollmentStatus(enrollment, team, now),
          progress: enrollment.progress,
          team: { idTeam: team.idTeam, name: team.name, initialDate: team.initialDate, finalDate: team.finalDate },
          childNodes: children.map((child) => {
            const ne = childEnrollments.find((row) => row.idNode === child.idNode);
            return {
              idNode: child.idNode as number,
              nodeCode: child.nodeCode as string,
              title: child.nodeTitle as string,
              status: ne ? deriveEnrollmentStatus(ne, null, now) : 'NOT_ATTEMPTED',
              progress: ne?.progress ?? 0,
              hasChildNodes: grandChildren.some((e) => e.parentIdNode === child.idNode && e.elementType === 'NODE'),
            };
          }),
        });
      }
      return { success: true, nodeTree };
    },

    /** `GET /learning/tags/available`: tags of the trainings under a catalog (all the company's without one). */
    async getAvailableTags(auth: AuthContext, nodeCode: string | undefined): Promise<AvailableTagsResponse> {
      if (!nodeCode) return { success: true, result: await catalogRepository.findDistinctTags(auth.idCompany, null) };
      const node = await requireNode(auth, nodeCode);
      const department = await memberDepartment(auth, catalogRepository.findUserDepartment);
      const found = await descendants(auth.idCompany, node, MAX_TREE_DEPTH, department);
      const ids = [node.idNode, ...found.filter((e) => e.idNode !== null).map((e) => e.idNode as number)];
      return { success: true, result: await catalogRepository.findDistinctTags(auth.idCompany, ids) };
    },

    /** `GET /learning/search`: trainings, catalogs and free contents whose text matches, paged (5 by default). */
    async search(
      auth: AuthContext,
      query: { searchString: string; offset: number; limit: number },
    ): Promise<SearchResponse> {
      const viewer = await viewerOf(auth);
      const [nodes, contents] = await Promise.all([
        catalogRepository.searchNodes(auth.idCompany, query.searchString),
        catalogRepository.searchCatalogContents(auth.idCompany, query.searchString),
      ]);
      const elements = [...nodes.map(nodeAsElement), ...contents.map(contentAsElement)];
      const page = elements.slice(query.offset, query.offset + query.limit);
      return {
        success: true,
        totalRecords: elements.length,
        data: withoutElementIds(await tree.buildCards(viewer, page)),
      };
    },

    /** `GET /learning/students/:idUser/recommendations`: open trainings the member is not enrolled in. */
    async getRecommendations(
      auth: AuthContext,
      idUser: number,
      page: { offset: number; limit: number },
    ): Promise<RecommendationsResponse> {
      requireOwnUser(auth, idUser);
      const viewer = await viewerOf(auth);
      const candidates = await catalogRepository.findRecommendable(auth.idCompany);
      const ids = candidates.map((node) => node.idNode);
      const [enrollments, teams] = await Promise.all([
        enrollmentRepository.findCurrentEnrollments(auth.idCompany, auth.idUser, ids),
        catalogRepository.findTeamsOfNodes(auth.idCompany, ids),
      ]);
      const open = candidates.filter(
        (node) =>
          hasNodeAccess(node, viewer.department) &&
          !enrollments.some((row) => row.idNode === node.idNode) &&
          teams.some((team) => team.idNode === node.idNode && isTeamOpen(team, viewer.now)),
      );
      // Trainings of the member's topics of interest come first, each group in its former order.
      const ofTopics = new Set(
        await catalogRepository.findNodesOfUserTopics(
          auth.idCompany,
          auth.idUser,
          open.map((node) => node.idNode),
        ),
      );
      const recommended = [
        ...open.filter((node) => ofTopics.has(node.idNode)),
        ...open.filter((node) => !ofTopics.has(node.idNode)),
      ];
      const slice = recommended.slice(page.offset, page.offset + page.limit);
      return {
        success: true,
        totalRecords: recommended.length,
        result: withoutElementIds(await tree.buildCards(viewer, slice.map(nodeAsElement))),
      };
    },

    /** `GET /learning/students/:idUser/enrollments-in-progress`: unfinished current enrollments of published trainings. */
    async getEnrollmentsInProgress(auth: AuthContext, idUser: number): Promise<EnrollmentsInProgressResponse> {
      requireOwnUser(auth, idUser);
      const now = clock.now();
      const enrollments = await enrollmentRepository.findCurrentEnrollmentsOfUser(auth.idCompany, auth.idUser);
      const ids = enrollments.map((row) => row.idNode);
      const [nodes, teams] = await Promise.all([
        catalogRepository.findNodesByIds(auth.idCompany, ids),
        catalogRepository.findTeamsOfNodes(auth.idCompany, ids),
      ]);
      const data: EnrollmentsInProgressResponse['data'] = [];
      for (const enrollment of enrollments) {
        const node = nodes.find((row) => row.idNode === enrollment.idNode);
        const team = teams.find((row) => row.idTeam === enrollment.idTeam);
        if (!node || !team || node.status !== 'PUBLISHED') continue;
        const status = deriveEnrollmentStatus(enrollment, team, now);
        if (status !== 'IN_PROGRESS' && status !== 'NOT_ATTEMPTED' && status !== 'INCOMPLETE') continue;
        data.push({
          idEnrollment: enrollment.idEnrollment,
          idTeam: enrollment.idTeam,
          status,
          progress: enrollment.progress,
          processing: enrollment.processing ? 1 : 0,
          idNode: node.idNode,
          nodeCode: node.nodeCode,
          title: node.title,
          image: node.image,
          mobileImage: node.mobileImage,
          teamName: team.name,
          lastAccessDate: enrollment.lastAccessDate,
          initialDate: team.initialDate,
          lock: isFuture(team.initialDate, now) ? 1 : 0,
        });
      }
      return { success: true, data };
    },
  };
};

export type CatalogService = ReturnType<typeof catalogService>;
