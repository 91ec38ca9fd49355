import {
  CATALOG_MAX_DEPTH,
  CATALOG_SEARCH_MAX_LENGTH,
  LEARNING_SEARCH_PAGE_SIZE,
  SEARCH_MIN_LENGTH,
} from '../constants';
import { z } from '../zod';
import { flag, pageFields, recordsPage } from './common';
import { enrollmentSummary, learningCard, learningStatus, nodeCode, nodeRef, nodeType } from './learning-common';

/** Catalogs, side menu, tags, equivalences, search and recommendations (spec 3, 7.1). */

export const sideMenuQuery = z.object({ nodeCode: nodeCode.optional() });
export const sideMenuNode = z.object({
  idNode: z.number(),
  title: z.string(),
  nodeCode: z.string(),
  nodeType,
  hasChildNodes: z.boolean(),
});
export const sideMenuResponse = z.object({
  success: z.literal(true),
  result: z.array(sideMenuNode.extend({ childNodes: z.array(sideMenuNode) })),
});
export type SideMenuResponse = z.infer<typeof sideMenuResponse>;

export const equivalencesResponse = z.object({
  success: z.literal(true),
  result: z.array(
    z.object({
      origin: nodeRef,
      target: nodeRef,
      completed: flag,
    }),
  ),
});
export type EquivalencesResponse = z.infer<typeof equivalencesResponse>;

/** Comma-separated tags in a query string. */
const tagList = z
  .string()
  .max(1000)
  .transform((value) =>
    value
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean)
      .slice(0, 20),
  );

export const catalogQuery = z.object({
  depth: z.coerce.number().int().min(1).max(CATALOG_MAX_DEPTH).default(1),
  ...pageFields(100, 20),
  searchString: z
    .string()
    .trim()
    .max(CATALOG_SEARCH_MAX_LENGTH, `Use no máximo ${CATALOG_SEARCH_MAX_LENGTH} caracteres.`)
    .optional(),
  tags: tagList.optional(),
});
export type CatalogQuery = z.input<typeof catalogQuery>;

export const catalogResponse = z.object({
  success: z.literal(true),
  node: z.object({
    ...nodeRef.shape,
    nodeType,
    description: z.string().nullable(),
    image: z.string().nullable(),
    hasAccess: flag,
  }),
  totalRecords: z.number(),
  data: z.array(learningCard),
});
export type CatalogResponse = z.infer<typeof catalogResponse>;

export const catalogEnrollmentsResponse = z.object({
  success: z.literal(true),
  nodeTree: z.array(
    z.object({
      idEnrollment: z.number(),
      ...nodeRef.shape,
      image: z.string().nullable(),
      status: learningStatus,
      progress: z.number(),
      team: z.object({
        idTeam: z.number(),
        name: z.string(),
        initialDate: z.string().nullable(),
        finalDate: z.string().nullable(),
      }),
      childNodes: z.array(
        z.object({
          ...nodeRef.shape,
          status: learningStatus,
          progress: z.number(),
          hasChildNodes: z.boolean(),
        }),
      ),
    }),
  ),
});
export type CatalogEnrollmentsResponse = z.infer<typeof catalogEnrollmentsResponse>;

export const availableTagsQuery = z.object({ nodeCode: nodeCode.optional() });
export const availableTagsResponse = z.object({ success: z.literal(true), result: z.array(z.string()) });
export type AvailableTagsResponse = z.infer<typeof availableTagsResponse>;

export const searchQuery = z.object({
  searchString: z
    .string()
    .trim()
    .min(SEARCH_MIN_LENGTH, `Digite ao menos ${SEARCH_MIN_LENGTH} caracteres.`)
    .max(300, 'Use no máximo 300 caracteres.'),
  ...pageFields(50, LEARNING_SEARCH_PAGE_SIZE),
});
export type SearchQuery = z.input<typeof searchQuery>;
export const searchResponse = z.object({
  success: z.literal(true),
  totalRecords: z.number(),
  data: z.array(learningCard),
});
export type SearchResponse = z.infer<typeof searchResponse>;

export const recommendationsQuery = z.object(pageFields(50, 10));
export const recommendationsResponse = recordsPage(learningCard);
export type RecommendationsResponse = z.infer<typeof recommendationsResponse>;

export const enrollmentInProgress = enrollmentSummary.extend({
  ...nodeRef.shape,
  image: z.string().nullable(),
  mobileImage: z.string().nullable(),
  teamName: z.string(),
  lastAccessDate: z.string().nullable(),
  /** When the class starts. */
  initialDate: z.string().nullable(),
  /** 1 while the class has not started: the card is locked and says when it starts (spec 3, 2.3 and 4.4). */
  lock: flag,
});
export type EnrollmentInProgress = z.infer<typeof enrollmentInProgress>;
export const enrollmentsInProgressResponse = z.object({
  success: z.literal(true),
  data: z.array(enrollmentInProgress),
});
export type EnrollmentsInProgressResponse = z.infer<typeof enrollmentsInProgressResponse>;
