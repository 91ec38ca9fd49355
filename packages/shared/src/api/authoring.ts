import { z } from '../zod';
import { id, idParam } from './common';
import {
  checkQuestionItems,
  packApp,
  packCampaign,
  packClass,
  packContentItem,
  packEvaluationFields,
  packKey,
  packNode,
  packQuestionItem,
  packSection,
  packSectionContent,
} from './pack-format';
import { questionBankFormat, skippedItem } from './question-bank';

/**
 * The console's authoring calls (`/admin/authoring/...`, docs/api.md). Every entity is written in its tenant
 * pack form (`pack-format.ts`): the console, `pack:import` and `PUT /admin/pack` check it with the same
 * schemas and store it with the same code, so what an administrator builds exports and imports back.
 */

/**
 * An entity's version as the console read it: a digest of the entity's pack form. A save naming an older
 * version is refused (409 AUTHORING_VERSION_CONFLICT), whoever changed it in between (another
 * administrator, a pack import, a package upload).
 */
export const authoringVersion = z.string().min(1, 'Versão ausente: recarregue a página.').max(100);

/** The company features an administrator switches in the console (onboarding is an app setting). */
export const CONSOLE_FEATURES = ['EXTERNAL_COURSES', 'CONTACT_US', 'RECOMMENDATION_BLOCK'] as const;
export type ConsoleFeature = (typeof CONSOLE_FEATURES)[number];
export const consoleFeatures = z.strictObject({
  EXTERNAL_COURSES: z.boolean(),
  CONTACT_US: z.boolean(),
  RECOMMENDATION_BLOCK: z.boolean(),
});
export type ConsoleFeatures = z.infer<typeof consoleFeatures>;

/**
 * An entity's pack form in an answer, typed as its schema's input (flags as booleans): what the server's
 * answer is built as and the console edits. It is checked as an object only (the server reads it from the
 * stored pack), which keeps the answer's compiled serializer.
 */
const documentOf = <T extends z.ZodType>(_form: T) =>
  z.record(z.string(), z.unknown()) as unknown as z.ZodType<z.input<T>>;

// ------------------------------------------------------------------------------------------ Brand and apps

/** An app's brand and settings: its pack form without the bucket, type and menu (those have their own calls). */
export const authoringApp = packApp.omit({ bucket: true, type: true, sections: true });
export type AuthoringAppInput = z.input<typeof authoringApp>;
export const saveAppRequest = z.strictObject({
  version: authoringVersion,
  app: authoringApp,
  features: consoleFeatures,
});
export type SaveAppRequest = z.input<typeof saveAppRequest>;

export const authoringAppSummary = z.object({
  idApp: z.number(),
  bucket: z.string(),
  type: z.union([z.literal(1), z.literal(2)]),
  name: z.string(),
  hosts: z.array(z.string()),
  logo: z.string().nullable(),
  primaryColor: z.string(),
});
export type AuthoringAppSummary = z.infer<typeof authoringAppSummary>;
export const authoringAppsResponse = z.object({ success: z.literal(true), apps: z.array(authoringAppSummary) });
export type AuthoringAppsResponse = z.infer<typeof authoringAppsResponse>;

export const authoringAppResponse = z.object({
  success: z.literal(true),
  idApp: z.number(),
  bucket: z.string(),
  type: z.union([z.literal(1), z.literal(2)]),
  version: z.string(),
  app: documentOf(authoringApp),
  features: consoleFeatures,
});
export type AuthoringAppResponse = z.infer<typeof authoringAppResponse>;

// --------------------------------------------------------------------------------------- Content app menu

/** Which store product unlocks which section (a product unlocks one section, or none). */
export const productUnlock = z.strictObject({ product: packKey, section: packKey.nullable() });
export const saveMenuRequest = z.strictObject({
  version: authoringVersion,
  /** The whole menu in order: top-level sections with their children. */
  sections: z.array(packSection).max(500),
  unlocks: z.array(productUnlock).max(500).optional(),
});
export type SaveMenuRequest = z.input<typeof saveMenuRequest>;
export type AuthoringSectionInput = z.input<typeof packSection>;

export const authoringMenuResponse = z.object({
  success: z.literal(true),
  idApp: z.number(),
  version: z.string(),
  sections: z.array(documentOf(packSection)),
  /** Each section's row id and how many content items it holds, by key. */
  sectionIds: z.record(z.string(), z.number()),
  contentCounts: z.record(z.string(), z.number()),
  products: z.array(z.object({ key: z.string(), title: z.string(), section: z.string().nullable() })),
});
export type AuthoringMenuResponse = z.infer<typeof authoringMenuResponse>;

// ------------------------------------------------------------------------------ Content app content items

/** A content item of a section: its pack form without the section (the path names it). */
export const authoringSectionContent = packSectionContent.omit({ section: true });
export type AuthoringSectionContentInput = z.input<typeof authoringSectionContent>;
export const createSectionContentRequest = z.strictObject({
  item: authoringSectionContent,
  /** A live transmission's chat room: created for the item when asked and it has none. */
  withChatRoom: z.boolean().optional(),
});
export const saveSectionContentRequest = createSectionContentRequest.extend({ version: authoringVersion });
export type SaveSectionContentRequest = z.input<typeof saveSectionContentRequest>;

export const authoringItemSummary = z.object({
  idContentItem: z.number(),
  key: z.string(),
  text: z.string(),
  type: z.number(),
  active: z.boolean(),
  image: z.string().nullable(),
  parts: z.number(),
});
export type AuthoringItemSummary = z.infer<typeof authoringItemSummary>;
export const sectionContentsResponse = z.object({
  success: z.literal(true),
  idSection: z.number(),
  idApp: z.number(),
  sectionKey: z.string(),
  sectionText: z.string(),
  /** The version of the section's order. */
  version: z.string(),
  items: z.array(authoringItemSummary),
});
export type SectionContentsResponse = z.infer<typeof sectionContentsResponse>;
export const reorderRequest = z.strictObject({ version: authoringVersion, order: z.array(id).max(2000) });
export type ReorderRequest = z.infer<typeof reorderRequest>;

export const sectionContentResponse = z.object({
  success: z.literal(true),
  idContentItem: z.number(),
  idSection: z.number(),
  idApp: z.number(),
  version: z.string(),
  item: documentOf(authoringSectionContent),
  /** The name of the item's chat room, when it has one. */
  chatRoomName: z.string().nullable(),
});
export type SectionContentResponse = z.infer<typeof sectionContentResponse>;

/** A removal names the version the administrator saw. */
export const versionQuery = z.object({ version: authoringVersion });

// --------------------------------------------------------------------------------------------- Learning

/** A page or training without its classes (each class is saved on its own). */
export const authoringNode = packNode.omit({ classes: true });
export type AuthoringNodeInput = z.input<typeof authoringNode>;
export const createNodeRequest = z.strictObject({ node: authoringNode });
export const saveNodeRequest = z.strictObject({ version: authoringVersion, node: authoringNode });
export type SaveNodeRequest = z.input<typeof saveNodeRequest>;
export type AuthoringClassInput = z.input<typeof packClass>;
export const createClassRequest = z.strictObject({ class: packClass });
export const saveClassRequest = z.strictObject({ version: authoringVersion, class: packClass });
export type SaveClassRequest = z.input<typeof saveClassRequest>;

export const nodeClassSummary = z.object({
  idTeam: z.number(),
  version: z.string(),
  class: documentOf(packClass),
  enrolled: z.number(),
});
export const authoringNodeResponse = z.object({
  success: z.literal(true),
  idNode: z.number(),
  version: z.string(),
  node: documentOf(authoringNode),
  classes: z.array(nodeClassSummary),
});
export type AuthoringNodeResponse = z.infer<typeof authoringNodeResponse>;
export const authoringClassResponse = z.object({
  success: z.literal(true),
  idTeam: z.number(),
  idNode: z.number(),
  version: z.string(),
  class: documentOf(packClass),
});
export type AuthoringClassResponse = z.infer<typeof authoringClassResponse>;

export type AuthoringLearningContentInput = z.input<typeof packContentItem>;
export const createLearningContentRequest = z.strictObject({ item: packContentItem });
export const saveLearningContentRequest = z.strictObject({ version: authoringVersion, item: packContentItem });
export const authoringLearningContentResponse = z.object({
  success: z.literal(true),
  idContentItem: z.number(),
  version: z.string(),
  item: documentOf(packContentItem),
});
export type AuthoringLearningContentResponse = z.infer<typeof authoringLearningContentResponse>;

/** An evaluation with its settings and questions (`questionItems`); question files come in through the reader. */
export const authoringEvaluation = packEvaluationFields
  .omit({ questions: true, questionFormat: true })
  .superRefine(checkQuestionItems);
export type AuthoringEvaluationInput = z.input<typeof authoringEvaluation>;
export type AuthoringQuestionInput = z.input<typeof packQuestionItem>;
export const createEvaluationRequest = z.strictObject({ evaluation: authoringEvaluation });
export const saveEvaluationRequest = z.strictObject({ version: authoringVersion, evaluation: authoringEvaluation });
export type SaveEvaluationRequest = z.input<typeof saveEvaluationRequest>;
export const authoringEvaluationResponse = z.object({
  success: z.literal(true),
  idEvaluation: z.number(),
  version: z.string(),
  evaluation: documentOf(authoringEvaluation),
  /** Members' attempts: a changed question is a new version they do not see. */
  attempts: z.number(),
});
export type AuthoringEvaluationResponse = z.infer<typeof authoringEvaluationResponse>;

/** A question bank to read into the question editor (QTI 2.x/3.0 item or package, or Moodle XML). */
export const readQuestionFileRequest = z.strictObject({
  content: z
    .string()
    .min(1, 'Envie um arquivo de questões.')
    .max(28 * 1024 * 1024),
  encoding: z.enum(['utf8', 'base64']),
});
export const readQuestionFileResponse = z.object({
  success: z.literal(true),
  format: questionBankFormat,
  questions: z.array(documentOf(packQuestionItem)),
  unsupported: z.array(skippedItem),
  warnings: z.array(skippedItem),
});
export type ReadQuestionFileResponse = z.infer<typeof readQuestionFileResponse>;

export const learningSummaryResponse = z.object({
  success: z.literal(true),
  nodes: z.array(
    z.object({
      idNode: z.number(),
      code: z.string(),
      title: z.string(),
      type: z.enum(['ORGANIZATION', 'LEARNING']),
      status: z.string(),
      entryPoint: z.boolean(),
      classes: z.number(),
    }),
  ),
  contents: z.array(z.object({ idContentItem: z.number(), key: z.string(), text: z.string(), type: z.number() })),
  evaluations: z.array(
    z.object({
      idEvaluation: z.number(),
      key: z.string(),
      title: z.string(),
      type: z.string(),
      questions: z.number(),
    }),
  ),
});
export type LearningSummaryResponse = z.infer<typeof learningSummaryResponse>;

// -------------------------------------------------------------------------------------------- Campaigns

export type AuthoringCampaignInput = z.input<typeof packCampaign>;
export const createCampaignRequest = z.strictObject({ campaign: packCampaign });
export const saveCampaignRequest = z.strictObject({
  version: authoringVersion,
  campaign: packCampaign,
  /** Shows the campaign's announcement again to every member taking part, also to those who closed it. */
  announceAgain: z.boolean().optional(),
});
export const authoringCampaignResponse = z.object({
  success: z.literal(true),
  idCampaign: z.number(),
  version: z.string(),
  campaign: documentOf(packCampaign),
  /** How many members closed the campaign's announcement (it is not shown to them again). */
  announcementSeen: z.number(),
});
export type AuthoringCampaignResponse = z.infer<typeof authoringCampaignResponse>;

/** The departments of the company's members, by name: what a campaign (or a page's audience) can name. */
export const departmentsResponse = z.object({ success: z.literal(true), departments: z.array(z.string()) });
export type DepartmentsResponse = z.infer<typeof departmentsResponse>;

// ---------------------------------------------------------------------------------------------- Uploads

/** A file an administrator uploaded for a content, an image or an attachment, and where it is now. */
export const mediaUploadResponse = z.object({
  success: z.literal(true),
  url: z.string(),
  name: z.string(),
  size: z.number(),
  mimetype: z.string(),
  /** image, audio, video, pdf or file. */
  kind: z.enum(['image', 'audio', 'video', 'pdf', 'file']),
});
export type MediaUploadResponse = z.infer<typeof mediaUploadResponse>;

/** Path parameters of the authoring calls. */
export const authoringParams = {
  idApp: z.object({ idApp: idParam }),
  idSection: z.object({ idSection: idParam }),
  idContentItem: z.object({ idContentItem: idParam }),
  idNode: z.object({ idNode: idParam }),
  idTeam: z.object({ idTeam: idParam }),
  idEvaluation: z.object({ idEvaluation: idParam }),
  idCampaign: z.object({ idCampaign: idParam }),
};

/** A saved entity: its row id and new version. */
export const savedResponse = z.object({ success: z.literal(true), id: z.number(), version: z.string() });
export type SavedResponse = z.infer<typeof savedResponse>;
