import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * TanStack Query keys of the learning platform, one factory for every screen that reads it. Keys nest from
 * the area (`['learning']`) to the call and its arguments, so invalidating a shorter key refreshes what is
 * under it. The answers are kept offline by their key (`app/query-persistence.ts`): change a shape only with
 * that in mind.
 */
export const learningKeys = {
  all: ['learning'] as const,
  /** `GET /learning/nodes/:id`: the home (by the company id), a catalog page or a training (by its code). */
  nodes: () => [...learningKeys.all, 'node'] as const,
  node: (id: string | number | undefined) => [...learningKeys.nodes(), id] as const,
  sideMenu: (nodeCode: string | null) => [...learningKeys.all, 'side-menu', nodeCode] as const,
  catalog: (nodeCode: string, depth: number, search: string, tag: string) =>
    [...learningKeys.all, 'catalog', nodeCode, depth, search, tag] as const,
  catalogAll: (nodeCode: string) => [...learningKeys.all, 'catalog-all', nodeCode] as const,
  /** The member's trainings by catalog ('Inscritos' of the journey). */
  catalogEnrollments: () => [...learningKeys.all, 'catalog-enrollments'] as const,
  equivalences: (nodeCode: string) => [...learningKeys.all, 'equivalences', nodeCode] as const,
  tags: (nodeCode: string | undefined) => [...learningKeys.all, 'tags', nodeCode] as const,
  search: (text: string, page: number) => [...learningKeys.all, 'search', text, page] as const,
  recommendations: (idUser: number) => [...learningKeys.all, 'recommendations', idUser] as const,
  /** The home's 'Em andamento' block and the side menu's list of trainings in progress. */
  enrollmentsInProgress: (idUser?: number) =>
    idUser === undefined
      ? ([...learningKeys.all, 'enrollments-in-progress'] as const)
      : ([...learningKeys.all, 'enrollments-in-progress', idUser] as const),
  /** The classes of a training, with their seats and the member's pending request. */
  teams: (nodeCode: string) => [...learningKeys.all, 'teams', nodeCode] as const,
  /** An enrollment's summary; without an id, every enrollment's. */
  enrollment: (idEnrollment?: number) =>
    idEnrollment === undefined
      ? ([...learningKeys.all, 'enrollment'] as const)
      : ([...learningKeys.all, 'enrollment', idEnrollment] as const),
  /** The pages (levels) of an enrollment; without an id, of every enrollment. */
  enrollmentNodes: (idEnrollment?: number) =>
    idEnrollment === undefined
      ? ([...learningKeys.all, 'enrollment-node'] as const)
      : ([...learningKeys.all, 'enrollment-node', idEnrollment] as const),
  enrollmentNode: (idEnrollment: number, nodeCode: string | undefined) =>
    [...learningKeys.all, 'enrollment-node', idEnrollment, nodeCode] as const,
  /** Every content opened in an enrollment; with ids, one of them. */
  enrollmentContents: () => [...learningKeys.all, 'enrollment-content'] as const,
  enrollmentContent: (idEnrollment: number | null, idNodeEnrollment: number | null, idContentItem: number) =>
    [...learningKeys.enrollmentContents(), idEnrollment, idNodeEnrollment, idContentItem] as const,
  navigationMap: (idEnrollment?: number) =>
    idEnrollment === undefined
      ? ([...learningKeys.all, 'navigation-map'] as const)
      : ([...learningKeys.all, 'navigation-map', idEnrollment] as const),
  content: (idContent: number) => [...learningKeys.all, 'content', idContent] as const,
  likes: (entityType: string, id: number) => [...learningKeys.all, 'likes', entityType, id] as const,
  /** The comments of an entity; with a parent, the replies to one comment (0: the top level). */
  comments: (entityType: string, entityId: number) => [...learningKeys.all, 'comments', entityType, entityId] as const,
  commentPage: (entityType: string, entityId: number, idParentComment: number) =>
    [...learningKeys.comments(entityType, entityId), idParentComment] as const,
  attachments: (idTeam: number) => [...learningKeys.all, 'attachments', idTeam] as const,
  meetings: (nodeCode: string | null) => [...learningKeys.all, 'meetings', nodeCode] as const,
  scheduleTypes: () => [...learningKeys.all, 'schedule-types'] as const,
  schedules: (month: string, category: string | number | null | undefined) =>
    [...learningKeys.all, 'schedules', month, category] as const,
  /** The journey's history ('Histórico'); its certificates sit under it. */
  history: (idUser?: number) =>
    idUser === undefined
      ? ([...learningKeys.all, 'history'] as const)
      : ([...learningKeys.all, 'history', idUser] as const),
  certificates: (idUser: number) => [...learningKeys.history(idUser), 'certificates'] as const,
  hasEnrollmentRequests: (idUser?: number) =>
    idUser === undefined
      ? ([...learningKeys.all, 'has-enrollment-requests'] as const)
      : ([...learningKeys.all, 'has-enrollment-requests', idUser] as const),
  enrollmentRequests: () => [...learningKeys.all, 'enrollment-requests'] as const,
  enrollmentRequestPage: (status: string, offset: number) =>
    [...learningKeys.enrollmentRequests(), status, offset] as const,
  externalCourses: () => [...learningKeys.all, 'external-courses'] as const,
  externalCoursePage: (filter: string, offset: number) => [...learningKeys.externalCourses(), filter, offset] as const,
};

function invalidateAll(client: QueryClient, keys: QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined);
}

/**
 * After an enrollment (or a request for one) in a training: the training itself, its classes, the home's
 * 'Em andamento' block, the journey's history and trainings, and the request flags. Other trainings'
 * pages, catalogs and contents stay as they are.
 */
export function invalidateAfterEnrollment(client: QueryClient, nodeCode: string): Promise<void> {
  return invalidateAll(client, [
    learningKeys.node(nodeCode),
    learningKeys.teams(nodeCode),
    learningKeys.enrollmentsInProgress(),
    learningKeys.history(),
    learningKeys.catalogEnrollments(),
    learningKeys.hasEnrollmentRequests(),
    learningKeys.enrollmentRequests(),
  ]);
}

/** After a request for enrollment is cancelled: the requests, their flag, and the classes that showed it waiting. */
export function invalidateAfterRequestCancelled(client: QueryClient, nodeCode?: string): Promise<void> {
  return invalidateAll(client, [
    learningKeys.enrollmentRequests(),
    learningKeys.hasEnrollmentRequests(),
    ...(nodeCode ? [learningKeys.node(nodeCode), learningKeys.teams(nodeCode)] : []),
  ]);
}

/**
 * After progress in an enrollment (a content opened or completed, a lesson finished, an evaluation or survey
 * done): that enrollment's pages (every enrollment's when the id is not known), every opened content (their
 * locks follow the order), the nodes that show progress, 'Em andamento', the history and 'Inscritos'. Catalog
 * listings, classes, recommendations, comments, likes, search, the agenda and external courses stay.
 */
export function invalidateAfterProgress(client: QueryClient, idEnrollment?: number | null): Promise<void> {
  return invalidateAll(client, [
    learningKeys.enrollment(idEnrollment ?? undefined),
    learningKeys.enrollmentNodes(idEnrollment ?? undefined),
    learningKeys.navigationMap(idEnrollment ?? undefined),
    learningKeys.enrollmentContents(),
    learningKeys.nodes(),
    learningKeys.enrollmentsInProgress(),
    learningKeys.history(),
    learningKeys.catalogEnrollments(),
  ]);
}
