import type * as catalog from '../api/learning-catalog';
import type * as learning from '../api/learning-common';
import { contract } from '../contract';

/** The side menu: the company's catalogs and pages, from a node's point of view (spec 3, 7.1). */
export const getSideMenu = contract<{ query: typeof catalog.sideMenuQuery; response: typeof catalog.sideMenuResponse }>(
  'GET',
  '/learning/nodes/side-menu',
);

/** A node (the home, a page, a catalog or a training) with its blocks (spec 3, 7.1). */
export const getNode = contract<{ params: typeof learning.nodeCodeParams; response: typeof learning.nodeResponse }>(
  'GET',
  '/learning/nodes/:nodeCode',
);

/** The trainings whose completion counts for this one, with whether the member completed them (spec 3, 7.1). */
export const getEquivalences = contract<{
  params: typeof learning.nodeCodeParams;
  response: typeof catalog.equivalencesResponse;
}>('GET', '/learning/nodes/:nodeCode/equivalences');

/** The tree of the catalogs the member is enrolled in (spec 3, 7.1). */
export const getEnrollmentTree = contract<{ response: typeof catalog.catalogEnrollmentsResponse }>(
  'GET',
  '/learning/catalogs/enrollments',
);

/** A catalog's page of children, filtered by text and tags (spec 3, 7.1). */
export const getCatalog = contract<{
  params: typeof learning.catalogCodeParams;
  query: typeof catalog.catalogQuery;
  response: typeof catalog.catalogResponse;
}>('GET', '/learning/catalogs/:catalogCode');

/** The tags one may filter a catalog by (spec 3, 7.1). */
export const getAvailableTags = contract<{
  query: typeof catalog.availableTagsQuery;
  response: typeof catalog.availableTagsResponse;
}>('GET', '/learning/tags/available');

/** The search over the trainings the member may see (spec 3, 7.1). */
export const searchLearning = contract<{ query: typeof catalog.searchQuery; response: typeof catalog.searchResponse }>(
  'GET',
  '/learning/search',
);

/** The trainings recommended to a member (spec 3, 7.1). */
export const getRecommendations = contract<{
  params: typeof learning.studentParams;
  query: typeof catalog.recommendationsQuery;
  response: typeof catalog.recommendationsResponse;
}>('GET', '/learning/students/:idUser/recommendations');

/** A member's enrollments in progress (spec 3, 7.1). */
export const getEnrollmentsInProgress = contract<{
  params: typeof learning.studentParams;
  response: typeof catalog.enrollmentsInProgressResponse;
}>('GET', '/learning/students/:idUser/enrollments-in-progress');
