import { ELEMENT_TYPES, LEARNING_STATUSES } from '../rules/learning-status';
import { z } from '../zod';
import { flag } from './common';

/** Shapes several learning areas share: statuses, cards, blocks and nodes (spec 3, section 3). */

export const learningStatus = z.enum(LEARNING_STATUSES);
export const elementType = z.enum(ELEMENT_TYPES);
export const cardElementType = z.enum([...ELEMENT_TYPES, 'LINK']);
export type CardElementType = z.infer<typeof cardElementType>;
export const nodeType = z.enum(['ORGANIZATION', 'LEARNING']);
export type NodeType = z.infer<typeof nodeType>;

/** The 16 block types of spec 3, 2.2. */
export const BLOCK_TYPES = [
  'MasterBanner',
  'Carrousel',
  'Recommendation',
  'EnrollmentsInProgress',
  'Catalog',
  'Grid',
  'NodeLink',
  'Meeting',
  'List',
  'PreTest',
  'ListBlocks',
  'TitleSection',
  'TextSection',
  'Upgrade',
  'Calendar',
  'Campaign',
] as const;

/** A node code in a path or query: letters, digits, dash and underscore. */
export const nodeCode = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'Código de página inválido.');

/** `:nodeCode` of a path: a node code, or the company id for the home (`GET /learning/nodes/:idCompany`). */
export const nodeCodeParams = z.object({ nodeCode: z.string().trim().min(1).max(100) });
/** `:catalogCode` of `GET /learning/catalogs/:catalogCode`. */
export const catalogCodeParams = z.object({ catalogCode: z.string().trim().min(1).max(100) });

/** `idUser` in a `/learning/students/:idUser/...` path. */
export const studentParams = z.object({ idUser: z.coerce.number().int().positive() });
export const studentEnrollmentParams = studentParams.extend({ idEnrollment: z.coerce.number().int().positive() });

/** 0/1 or true/false in a query string. */
export const queryFlag = z
  .union([z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false'), z.boolean(), z.number()])
  .transform((value) => value === '1' || value === 'true' || value === true || value === 1);

/** Member state of an enrollment as cards and nodes show it. */
export const enrollmentSummary = z.object({
  idEnrollment: z.number(),
  idTeam: z.number(),
  status: learningStatus,
  progress: z.number(),
  processing: flag,
});
export type EnrollmentSummary = z.infer<typeof enrollmentSummary>;

/** What the registration badge is computed from (spec 3, 4.3; `registrationBadge` in the shared rules). */
export const registrationState = z.object({
  processing: z.boolean(),
  archived: z.boolean(),
  locked: z.boolean(),
  teamNotStarted: z.boolean(),
  isCatalog: z.boolean(),
  freeContent: z.boolean(),
  isNodeEnrollment: z.boolean(),
  enrollment: enrollmentSummary.nullable(),
  allowAccessUponCompletion: z.boolean(),
  canReenroll: z.boolean(),
  canEnroll: z.boolean(),
  /** A request to enroll in a class that needs approval waits (spec 3, 4.4); absent means none. */
  awaitingApproval: z.boolean().optional(),
});
export type RegistrationState = z.infer<typeof registrationState>;

/**
 * One card: an element of a block, a catalog item, a recommendation or a search result. Inside an
 * enrollment it carries the member's status, progress and lock for that element.
 */
export const learningCard = z.object({
  idBlockElement: z.number().nullable(),
  elementType: cardElementType,
  title: z.string(),
  label: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  mobileImage: z.string().nullable(),
  link: z.string().nullable(),
  sequential: flag,
  mandatory: flag,
  idNode: z.number().nullable(),
  nodeCode: z.string().nullable(),
  nodeType: nodeType.nullable(),
  idContentItem: z.number().nullable(),
  idContentType: z.number().nullable(),
  idEvaluation: z.number().nullable(),
  evaluationType: z.string().nullable(),
  workload: z.number().nullable(),
  duration: z.number().nullable(),
  hasAccess: flag,
  tags: z.array(z.string()),
  registration: registrationState,
  /** 1 when a click must do nothing. */
  lock: flag,
  status: learningStatus,
  progress: z.number(),
  idEnrollment: z.number().nullable(),
  idNodeEnrollment: z.number().nullable(),
  idContentEnrollment: z.number().nullable(),
  idQuestionnaire: z.number().nullable(),
  finishDate: z.string().nullable(),
});
export type LearningCard = z.infer<typeof learningCard>;

/** Block parameters (spec 3, 3). */
export const blockParameters = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  cardFormat: z.string().optional(),
  effects: z.string().optional(),
  type: z.string().optional(),
  nodeCode: z.string().optional(),
  depth: z.number().optional(),
  textSearch: flag.optional(),
  tagsFilter: flag.optional(),
  rotationInterval: z.number().optional(),
  size: z.string().optional(),
  margins: z.string().optional(),
  mediaType: z.string().optional(),
  mediaUrl: z.string().optional(),
  link: z.string().optional(),
  idEvaluation: z.number().optional(),
});
export type BlockParameters = z.infer<typeof blockParameters>;

export const learningBlock = z.object({
  idBlock: z.number(),
  type: z.string(),
  title: z.string().nullable(),
  text: z.string().nullable(),
  parameters: blockParameters,
  elements: z.array(learningCard),
});
export type LearningBlock = z.infer<typeof learningBlock>;

export const nodeRef = z.object({ idNode: z.number(), nodeCode: z.string(), title: z.string() });
export type NodeRef = z.infer<typeof nodeRef>;

export const nodeEnrollment = z.object({
  idNodeEnrollment: z.number(),
  idEnrollment: z.number(),
  idParentNodeEnrollment: z.number().nullable(),
  status: learningStatus,
  progress: z.number(),
  startDate: z.string(),
  finishDate: z.string().nullable(),
});
export type NodeEnrollment = z.infer<typeof nodeEnrollment>;

/** A node (page) as spec 3, 3 lists it, with its blocks. */
export const learningNode = z.object({
  idNode: z.number(),
  nodeCode: z.string(),
  originalNodeCode: z.string().nullable(),
  nodeType,
  entryPoint: flag,
  title: z.string(),
  shortTitle: z.string().nullable(),
  label: z.string().nullable(),
  description: z.string().nullable(),
  syllabus: z.string().nullable(),
  workload: z.number().nullable(),
  image: z.string().nullable(),
  mobileImage: z.string().nullable(),
  available: flag,
  selfEnrollment: flag,
  hasTeamAvailable: flag,
  status: z.string(),
  visibility: z.string(),
  hasAccess: flag,
  hasCampaign: flag,
  allowComments: flag,
  commentsLabel: z.string().nullable(),
  equivalentNodeCode: z.string().nullable(),
  tags: z.array(z.string()),
  parentNodes: z.array(nodeRef),
  enrollment: enrollmentSummary.nullable(),
  nodeEnrollment: nodeEnrollment.nullable(),
  registration: registrationState,
  blocks: z.array(learningBlock),
});
export type LearningNode = z.infer<typeof learningNode>;

export const nodeResponse = z.object({ success: z.literal(true), node: learningNode });
export type NodeResponse = z.infer<typeof nodeResponse>;
