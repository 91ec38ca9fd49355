import type {
  availableTagsQuery,
  availableTagsResponse,
  catalogEnrollmentsResponse,
  catalogQuery,
  catalogResponse,
  enrollmentsInProgressResponse,
  equivalencesResponse,
  recommendationsQuery,
  recommendationsResponse,
  searchQuery,
  searchResponse,
  sideMenuQuery,
  sideMenuResponse,
} from '../api/learning-catalog';
import type { catalogCodeParams, nodeCodeParams, nodeResponse, studentParams } from '../api/learning-common';
import { contract } from '../contract';

/** The side menu: the company's catalogs and pages, from a node's point of view (spec 3, 7.1). */
export const getSideMenu = contract<{ query: typeof sideMenuQuery; response: typeof sideMenuResponse }>(
  'GET',
  '/learning/nodes/side-menu',
);

/** A node (the home, a page, a catalog or a training) with its blocks (spec 3, 7.1). */
export const getNode = contract<{ params: typeof nodeCodeParams; response: typeof nodeResponse }>(
  'GET',
  '/learning/nodes/:nodeCode',
);

/** The trainings whose completion counts for this one, with whether the member completed them (spec 3, 7.1). */
export const getEquivalences = contract<{ params: typeof nodeCodeParams; response: typeof equivalencesResponse }>(
  'GET',
  '/learning/nodes/:nodeCode/equivalences',
);

/** The tree of the catalogs the member is enrolled in (spec 3, 7.1). */
export const getEnrollmentTree = contract<{ response: typeof catalogEnrollmentsResponse }>(
  'GET',
  '/learning/catalogs/enrollments',
);

/** A catalog's page of children, filtered by text and tags (spec 3, 7.1). */
export const getCatalog = contract<{
  params: typeof catalogCodeParams;
  query: typeof catalogQuery;
  response: typeof catalogResponse;
}>('GET', '/learning/catalogs/:catalogCode');

/** The tags one may filter a catalog by (spec 3, 7.1). */
export const getAvailableTags = contract<{ query: typeof availableTagsQuery; response: typeof availableTagsResponse }>(
  'GET',
  '/learning/tags/available',
);

/** The search over the trainings the member may see (spec 3, 7.1). */
export const searchLearning = contract<{ query: typeof searchQuery; response: typeof searchResponse }>(
  'GET',
  '/learning/search',
);

/** The trainings recommended to a member (spec 3, 7.1). */
export const getRecommendations = contract<{
  params: typeof studentParams;
  query: typeof recommendationsQuery;
  response: typeof recommendationsResponse;
}>('GET', '/learning/students/:idUser/recommendations');

/** A member's enrollments in progress (spec 3, 7.1). */
export const getEnrollmentsInProgress = contract<{
  params: typeof studentParams;
  response: typeof enrollmentsInProgressResponse;
}>('GET', '/learning/students/:idUser/enrollments-in-progress');
