import { SURVEY_COMMENT_MAX_LENGTH } from '../constants';
import { CARD_FORMATS } from '../rules/catalog-paging';
import { CPF_INVALID_MESSAGE, isValidCpf } from '../rules/cpf';
import type { QuestionnaireType } from '../rules/evaluation-flow';
import { QUESTION_TYPES } from '../rules/evaluation-grading';
import { isValidPhone, PHONE_INVALID_MESSAGE } from '../rules/phone';
import { isKnownSectionType } from '../rules/section-types';
import { z } from '../zod';
import { sectionFormat } from './auth';
import { CONTENT_APP_TYPES } from './content';
import { BLOCK_TYPES } from './learning-common';
import type { EXTERNAL_COURSE_TYPES as JOURNEY_COURSE_TYPES } from './learning-journey';
import { samlConfiguration } from './saml';

/**
 * The tenant pack format, version 1 (`docs/packs.md`): a folder with a manifest (`pack.yaml`, `pack.yml` or
 * `pack.json`) and the files it names. Every object is strict, so a misspelt field is an error, not a
 * silent default. Flags are booleans (0 and 1 are accepted too); dates are ISO-8601 or relative to the
 * import (`now`, `now+7d`, `now-400d 11:00`).
 */
export const PACK_FORMAT = 'trilha-pack/1';

/**
 * `now`, `now+7d`, `now-30d`, optionally with a UTC time of day (`now-400d 11:00`), or an offset in minutes
 * from the moment itself (`now-90m`, `now-2d-30m`) for what happened minutes before the import.
 */
export const RELATIVE_DATE = /^now(?:([+-]\d{1,5})d)?(?:(?:([+-]\d{1,7})m)|(?: (\d{2}):(\d{2})))?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

/** A date of the pack: ISO-8601 or relative to the moment of the import. */
export const packDate = z
  .string()
  .refine(
    (value) => (ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))) || RELATIVE_DATE.test(value),
    'Data inválida: use ISO-8601 (2026-03-01T12:00:00Z) ou uma data relativa (now, now+7d, now-30d 11:00, now-90m)',
  );

/** Resolves a pack date against the moment of the import; ISO dates come back normalised to UTC. */
export function resolvePackDate(value: string, now: Date): string {
  const relative = RELATIVE_DATE.exec(value);
  if (!relative) return new Date(value).toISOString();
  const minutes = Number(relative[1] ?? 0) * 24 * 60 + Number(relative[2] ?? 0);
  const date = new Date(now.getTime() + minutes * 60 * 1000);
  if (relative[3] !== undefined) date.setUTCHours(Number(relative[3]), Number(relative[4]), 0, 0);
  return date.toISOString();
}

/** A 0/1 flag written as a boolean (or as 0 and 1, as the database keeps it). */
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((value) => (value ? 1 : 0) as 0 | 1);

/** A key of the pack: letters, digits, `-`, `_` and `.`, so it reads well in references and file names. */
export const packKey = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, 'Chave inválida: use letras, números, "-", "_" e "." (até 200)');

const text = (max: number) => z.string().max(max);
/** A colour as the apps store it: `#rgb` or `#rrggbb`. */
const color = z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'Cor inválida: use #rrggbb');
/**
 * A file or an address: `./path` names a file of the pack (stored on import, exported back), anything else
 * (`https://...`, `/files/...`) is kept as written.
 */
export const packFile = z.string().min(1).max(2000);

export const packSection: z.ZodType<PackSectionInput, PackSectionInput> = z.lazy(() =>
  z.strictObject({
    key: packKey,
    text: text(200),
    /** A section type of the dispatcher's list (`rules/section-types`). */
    type: z
      .number()
      .int()
      .refine(isKnownSectionType, 'Tipo de seção desconhecido: escolha um dos tipos da lista de seções'),
    description: text(2000).nullish(),
    image: packFile.nullish(),
    imageSecondary: packFile.nullish(),
    color: color.nullish(),
    imageStyle: z.enum(['icon', 'hybrid', 'tile', 'default']).optional(),
    showText: flag.optional(),
    content: text(100_000).nullish(),
    url: text(2000).nullish(),
    /** Key of the section this one opens. */
    sectionTo: packKey.nullish(),
    design: sectionFormat.strict().nullish(),
    active: flag.optional(),
    children: z.array(packSection).optional(),
  }),
);

/** A menu section of an app, with its children (one level of options below a top-level section). */
export type PackSectionInput = {
  key: string;
  text: string;
  type: number;
  description?: string | null | undefined;
  image?: string | null | undefined;
  imageSecondary?: string | null | undefined;
  color?: string | null | undefined;
  imageStyle?: 'icon' | 'hybrid' | 'tile' | 'default' | undefined;
  showText?: boolean | 0 | 1 | undefined;
  content?: string | null | undefined;
  url?: string | null | undefined;
  sectionTo?: string | null | undefined;
  design?: z.input<typeof sectionFormat> | null | undefined;
  active?: boolean | 0 | 1 | undefined;
  children?: PackSectionInput[] | undefined;
};

export const packApp = z.strictObject({
  /** The app's bucket: its key, unique across the installation. */
  bucket: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'Bucket inválido: use letras minúsculas, números e "-"'),
  /** 1 the content app, 2 the learning platform. */
  type: z.union([z.literal(1), z.literal(2)]),
  name: text(200).min(1),
  hosts: z.array(z.string().regex(/^[a-z0-9.-]{1,253}$/i, 'Endereço inválido')).min(1),
  logo: packFile.nullish(),
  favIcon: packFile.nullish(),
  primaryColor: color,
  secondaryColor: color,
  thirdColor: color,
  companyLogin: text(200).nullish(),
  loginImage: packFile.nullish(),
  loginImageMobile: packFile.nullish(),
  loginPosition: z.enum(['top', 'middle', 'bottom']).optional(),
  showLoginLogo: flag.optional(),
  landingPage: flag.optional(),
  landingLogo: packFile.nullish(),
  landingPageLocation: packFile.nullish(),
  landingPageContact: text(2000).nullish(),
  lastContentRedirect: flag.optional(),
  agreementVersion: z.number().int().min(0).optional(),
  agreementTerms: text(200_000).nullish(),
  onBoardScreen: flag.optional(),
  onBoardUrl: packFile.nullish(),
  askPWA: flag.optional(),
  gamification: flag.optional(),
  adminUrl: text(2000).nullish(),
  /** The side menu's name for the contents entry: 'Conteúdos' unless `productsAndTrails` ('Produtos e Trilhas'). */
  contentsMenuName: z.enum(['contents', 'productsAndTrails']).optional(),
  homeDesign: sectionFormat.strict().nullish(),
  /** Single sign-on (`docs/api.md`); the same checks as the sign-on itself. */
  samlConfiguration: samlConfiguration.strict().nullish(),
  sections: z.array(packSection).optional(),
});
export type PackApp = z.output<typeof packApp>;

export const packUser = z.strictObject({
  /** The login name: the member's key in the company. */
  username: z.string().trim().toLowerCase().min(1).max(254),
  email: z.email('E-mail inválido.').max(254).optional(),
  name: text(200).min(1),
  phone: z.string().refine(isValidPhone, PHONE_INVALID_MESSAGE).nullish(),
  cpf: z.string().refine(isValidCpf, CPF_INVALID_MESSAGE).nullish(),
  userType: z.number().int().optional(),
  department: text(200).nullish(),
  role: text(200).nullish(),
  managerName: text(200).nullish(),
  /** The username of the member's manager. */
  manager: z.string().trim().toLowerCase().max(254).nullish(),
  unit: text(200).nullish(),
  branch: text(200).nullish(),
  employeeCode: text(100).nullish(),
  guestCompany: text(200).nullish(),
  guestCnpj: text(20).nullish(),
  /** 0 member, 1 or 2 administrator. */
  admin: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  canAccessSupport: flag.optional(),
  active: flag.optional(),
  askPWA: flag.optional(),
  photo: packFile.nullish(),
  communicationAccepted: flag.optional(),
  emailNotification: flag.optional(),
  smsNotification: flag.optional(),
  /** Buckets of the apps the member may open; every app of the pack when absent. */
  apps: z.array(z.string()).optional(),
  /** A password set when the member is created (demos); a real member sets theirs by e-mail or PIN. */
  password: z.string().min(8).max(200).optional(),
  /** A password hash (scrypt, as the server writes it) set when the member is created. */
  passwordHash: z.string().max(500).optional(),
});
export type PackUser = z.output<typeof packUser>;

export const packContentItem = z.strictObject({
  key: packKey,
  /** `idContentType` (spec 3, 2.5): 1 audio, 2 video, 4 site, 5 page, 7 video list, 18 PDF, 26 SCORM, 27 link... */
  type: z.number().int().min(1).max(999),
  /** The content app's section it belongs to, when it is one of a section's items. */
  section: packKey.nullish(),
  text: text(300).min(1),
  description: text(5000).nullish(),
  label: text(100).nullish(),
  author: text(200).nullish(),
  /** HTML of a page, or the list of a video list. */
  content: z.union([text(200_000), z.array(z.record(z.string(), z.unknown()))]).nullish(),
  contentLocation: packFile.nullish(),
  link: text(2000).nullish(),
  image: packFile.nullish(),
  mobileImage: packFile.nullish(),
  /** Seconds of audio or video. */
  duration: z.number().int().min(0).nullish(),
  /** Minutes. */
  workload: z.number().int().min(0).nullish(),
  shareable: flag.optional(),
  isSeekingBlocked: flag.optional(),
  active: flag.optional(),
});
export type PackContentItem = z.output<typeof packContentItem>;

/**
 * A question of an evaluation: its `id` (kept as the question's source identifier), type, statement, the
 * options (`correct` marks the right ones), a CORRELATE question's `matches` (each naming the index of its
 * option, from 0) and a Likert question's `scales`.
 */
export const packQuestionItem = z.strictObject({
  id: text(200).min(1),
  type: z.enum(QUESTION_TYPES),
  statement: text(20_000).min(1),
  /** 0 for an optional survey question. */
  mandatory: flag.optional(),
  options: z.array(z.strictObject({ description: text(5000), correct: flag.optional() })).optional(),
  matches: z.array(z.strictObject({ description: text(5000), option: z.number().int().min(0) })).optional(),
  scales: z.array(z.strictObject({ description: text(500), value: z.number() })).optional(),
  /** A comment's most characters (COMMENT, SINGLE_OPTION_COMMENT), within the spec's 4000; absent: 4000. */
  commentLimit: z
    .number({ error: 'Informe um número de caracteres' })
    .int('Informe um número inteiro de caracteres')
    .min(1, 'O limite do comentário é de ao menos 1 caractere')
    .max(SURVEY_COMMENT_MAX_LENGTH, `O limite do comentário é de no máximo ${SURVEY_COMMENT_MAX_LENGTH} caracteres`)
    .nullish(),
});
export type PackQuestionItem = z.output<typeof packQuestionItem>;

/**
 * What each question type needs to be answered and, in a scored evaluation (KNOWLEDGE, PRE_TEST), graded:
 * options to choose, the right ones, items to match, scale points. A survey's choices have no right answer.
 */
export function checkQuestionItems(
  evaluation: { type: 'REACTION' | 'KNOWLEDGE' | 'PRE_TEST'; questionItems?: PackQuestionItem[] | undefined },
  check: z.core.$RefinementCtx,
): void {
  const isScored = evaluation.type !== 'REACTION';
  evaluation.questionItems?.forEach((question, index) => {
    const problem = (field: string, message: string) =>
      check.addIssue({ code: 'custom', path: ['questionItems', index, field], message });
    const options = question.options ?? [];
    const correct = options.filter((option) => option.correct === 1).length;
    const needsOptions = !['LIKERT_SCALE', 'COMMENT'].includes(question.type);
    const minimum = question.type === 'MULTI_LIKERT_SCALE' ? 1 : 2;
    if (needsOptions && options.length < minimum)
      problem('options', minimum === 1 ? 'Inclua ao menos um item para avaliar' : 'Inclua ao menos duas opções');
    if (isScored && (question.type === 'SINGLE_OPTION' || question.type === 'TRUE_OR_FALSE') && correct !== 1)
      problem('options', 'Marque uma opção correta');
    if (isScored && question.type === 'MULTI_OPTION' && correct === 0)
      problem('options', 'Marque ao menos uma opção correta');
    if (question.type === 'CORRELATE' && (question.matches ?? []).length === 0)
      problem('matches', 'Inclua os itens a associar, cada um com a sua opção');
    if (
      (question.type === 'LIKERT_SCALE' || question.type === 'MULTI_LIKERT_SCALE') &&
      (question.scales ?? []).length < 2
    )
      problem('scales', 'Inclua ao menos dois pontos na escala');
    if (question.commentLimit != null && question.type !== 'COMMENT' && question.type !== 'SINGLE_OPTION_COMMENT')
      problem('commentLimit', 'Só questões com comentário têm limite de caracteres');
  });
}

/** An evaluation's fields; `packEvaluation` adds the checks of its questions. */
export const packEvaluationFields = z.strictObject({
  key: packKey,
  title: text(300).min(1),
  description: text(5000).nullish(),
  type: z.enum(['REACTION', 'KNOWLEDGE', 'PRE_TEST']),
  masteryScore: z.number().min(0).max(100).nullish(),
  /** A question file of the pack (a QTI 2.x/3.0 item or package, or Moodle XML); read into `questionItems`. */
  questions: packFile.nullish(),
  questionFormat: z.enum(['qti', 'moodle']).optional(),
  /** The questions written in the pack itself, in order (spec 3, 4.9); instead of a question file. */
  questionItems: z.array(packQuestionItem).optional(),
  /** Minutes to answer from the start; untimed when absent. */
  timeLimit: z.number().int().min(1).nullish(),
  /** Questions drawn for each attempt; all when absent. */
  questionAmount: z.number().int().min(1).nullish(),
  /** Each question must be answered before the next, with no going back. */
  lockNavigation: flag.optional(),
  /** Attempts allowed; unlimited when absent. */
  maxTries: z.number().int().min(1).nullish(),
  showResponseSummary: flag.optional(),
  /** No new attempt once passed. */
  lockAfterApproval: flag.optional(),
  closingText: text(5000).nullish(),
});
export const packEvaluation = packEvaluationFields.superRefine(checkQuestionItems);
export type PackEvaluation = z.output<typeof packEvaluation>;

export const packMeeting = z.strictObject({
  key: packKey,
  type: z.enum(['PRESENCIAL', 'ONLINE']),
  title: text(300).min(1),
  startDate: packDate,
  finishDate: packDate,
  address: text(500).nullish(),
  speaker: text(200).nullish(),
});
export type PackMeeting = z.output<typeof packMeeting>;

/** A file of a class (spec 3, 9): its kind (1 PDF, 2 presentation, 3 spreadsheet, 4 document, 5 image, 6 audio, 7 video). */
export const packAttachment = z.strictObject({
  type: z.number().int().min(1).max(7),
  title: text(300).min(1),
  file: packFile,
  /** The extension shown on the file's card (`pdf`, `pptx`). */
  format: z.string().regex(/^[a-z0-9]{1,10}$/, 'Formato inválido: use a extensão do arquivo (pdf, pptx)'),
});
export type PackAttachment = z.output<typeof packAttachment>;

export const packClass = z.strictObject({
  key: packKey,
  name: text(200).min(1),
  description: text(5000).nullish(),
  initialDate: packDate.nullish(),
  finalDate: packDate.nullish(),
  /** Days. */
  duration: z.number().int().min(0).nullish(),
  /** Seats; absent is unlimited. */
  capacity: z.number().int().min(0).nullish(),
  needApproval: flag.optional(),
  allowReenrollment: flag.optional(),
  allowAccessUponCompletion: flag.optional(),
  allowComments: flag.optional(),
  commentsLabel: text(100).nullish(),
  hasAttachments: flag.optional(),
  status: z.enum(['ACTIVE', 'INACTIVE']).optional(),
  /** The certificate template a completed enrollment gets (spec 3, 4.11); no certificate when absent. */
  certificate: z.number().int().min(1).nullish(),
  /** The modules (child pages) of the training give a certificate of their own too. */
  certificateForChildren: flag.optional(),
  /** Files of the class's 'Anexos' drawer, in order. */
  attachments: z.array(packAttachment).optional(),
  meetings: z.array(packMeeting).optional(),
});
export type PackClass = z.output<typeof packClass>;

export const packElement = z.union([
  z.strictObject({ node: z.string().min(1), sequential: flag.optional(), mandatory: flag.optional() }),
  z.strictObject({ content: packKey, sequential: flag.optional(), mandatory: flag.optional() }),
  z.strictObject({ evaluation: packKey, sequential: flag.optional(), mandatory: flag.optional() }),
  z.strictObject({ link: text(2000), title: text(300), image: packFile.nullish(), mobileImage: packFile.nullish() }),
]);
export type PackElement = z.output<typeof packElement>;

/** A block's parameters (spec 3, 3 "Block parameters"), as the pages read them. */
export const packBlockParameters = z.strictObject({
  title: text(300).optional(),
  description: text(5000).optional(),
  /** The cards' shape: portrait, square or one of the landscape sizes. */
  cardFormat: z.enum(CARD_FORMATS, 'Formato de card inválido').optional(),
  effects: text(100).optional(),
  type: text(100).optional(),
  /** The page a Catalog or ListBlocks block shows. */
  nodeCode: z.string().max(100).optional(),
  /** How many levels below `nodeCode` a catalog lists. */
  depth: z.number().int().min(1).max(10).optional(),
  textSearch: flag.optional(),
  tagsFilter: flag.optional(),
  /** Seconds between banners. */
  rotationInterval: z.number().int().min(1).max(600).optional(),
  size: text(100).optional(),
  margins: text(100).optional(),
  mediaType: z.enum(['image', 'video'], 'Tipo de mídia inválido: imagem ou vídeo').optional(),
  mediaUrl: packFile.optional(),
  link: text(2000).optional(),
  /** The pre-test a PreTest block asks for. */
  idEvaluation: z.number().int().min(1).optional(),
});

export const packBlock = z.strictObject({
  /** One of the block types of spec 3, 2.2 (MasterBanner, Carrousel, Grid, List, Catalog...). */
  type: z.enum(BLOCK_TYPES, 'Tipo de bloco desconhecido: escolha um dos tipos da lista'),
  title: text(300).nullish(),
  text: text(20_000).nullish(),
  parameters: packBlockParameters.optional(),
  elements: z.array(packElement).optional(),
});
export type PackBlock = z.output<typeof packBlock>;

export const packNode = z.strictObject({
  /** The node code: the page's key and address (`/catalog/<code>`); never only digits. */
  code: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, 'Código inválido: use letras, números, "-" e "_"')
    .refine((value) => !/^\d+$/.test(value), 'O código não pode ter só números'),
  type: z.enum(['ORGANIZATION', 'LEARNING']),
  /** The learning home (the company's root node). */
  entryPoint: flag.optional(),
  title: text(200).min(1),
  shortTitle: text(100).nullish(),
  label: text(100).nullish(),
  description: text(5000).nullish(),
  syllabus: text(20_000).nullish(),
  /** Minutes. */
  workload: z.number().int().min(0).nullish(),
  image: packFile.nullish(),
  mobileImage: packFile.nullish(),
  selfEnrollment: flag.optional(),
  /** Departments that may open the node; open to everyone when absent. */
  audience: z.array(text(200)).nullish(),
  status: z.enum(['PUBLISHED', 'DRAFT', 'ARCHIVED']).optional(),
  allowComments: flag.optional(),
  commentsLabel: text(100).nullish(),
  hasCampaign: flag.optional(),
  /** The code of a node whose completion counts for this one. */
  equivalentNode: z.string().max(100).nullish(),
  /** A training every member of its audience must complete (the compliance report). */
  mandatory: flag.optional(),
  /** A mandatory training's deadline: a date, and/or days from the member's enrollment (from joining when not enrolled). */
  dueDate: packDate.nullish(),
  dueDays: z.number().int().min(1).max(3650).nullish(),
  tags: z.array(text(100)).optional(),
  blocks: z.array(packBlock).optional(),
  classes: z.array(packClass).optional(),
  meetings: z.array(packMeeting).optional(),
});
export type PackNode = z.output<typeof packNode>;

export const packScheduleType = z.strictObject({ key: packKey, description: text(200).min(1), color: color.nullish() });
export const packSchedule = z.strictObject({
  key: packKey,
  /** Key of a schedule type. */
  type: packKey,
  title: text(300).min(1),
  description: text(5000).nullish(),
  url: text(2000).nullish(),
  startDate: packDate,
  endDate: packDate,
});

/** Codes of the events that earn campaign points (the `gamification_events` catalogue). */
export const GAMIFICATION_EVENT_CODES = [
  'CONTENT_COMPLETED',
  'RATING_SENT',
  'CONTENT_ACCESSED',
  'COURSE_COMPLETED',
  'EVALUATION_PASSED',
  'PROFILE_COMPLETED',
  'EVALUATION_FINISHED',
  'CERTIFICATE_ISSUED',
  'SCORM_COMPLETED',
] as const;
const eventCode = z.enum(GAMIFICATION_EVENT_CODES);

/** The kinds of element a ledger line is about (modules/learning-events `ElementKind`). */
export const POINT_ELEMENT_TYPES = ['CONTENT_ITEM', 'LEARNING_CONTENT', 'EVALUATION', 'NODE', 'PROFILE'] as const;

/** The kind of element an event is about when a ledger line does not say (the kind its event is usually on). */
export function defaultPointElementType(
  event: (typeof GAMIFICATION_EVENT_CODES)[number],
): (typeof POINT_ELEMENT_TYPES)[number] {
  switch (event) {
    case 'CONTENT_ACCESSED':
    case 'SCORM_COMPLETED':
      return 'LEARNING_CONTENT';
    case 'COURSE_COMPLETED':
    case 'CERTIFICATE_ISSUED':
      return 'NODE';
    case 'EVALUATION_PASSED':
    case 'EVALUATION_FINISHED':
      return 'EVALUATION';
    case 'PROFILE_COMPLETED':
      return 'PROFILE';
    default:
      return 'CONTENT_ITEM';
  }
}

export const packCampaign = z.strictObject({
  key: packKey,
  name: text(200).min(1),
  description: text(5000).nullish(),
  startDate: packDate,
  endDate: packDate,
  active: flag.optional(),
  /** Points per event code. */
  events: z.partialRecord(eventCode, z.number().int().min(0).max(1_000_000)).optional(),
  /**
   * The departments the campaign is open to, as members' `department` is written: only their members earn
   * points, see its announcement and its ranking. Every member when absent or empty.
   */
  departments: z
    .array(text(200).min(1, 'Informe o nome do departamento'))
    .max(200)
    .refine((names) => new Set(names).size === names.length, 'Um departamento aparece duas vezes')
    .optional(),
});
export type PackCampaign = z.output<typeof packCampaign>;

/** A band of a plan's own price (spec 3, 3 "Pricing tier"): users up to `maxUsers` (none: the rest) at `unitPrice`. */
export const packPricingTier = z.strictObject({
  maxUsers: z.number().int().min(1).max(10_000_000).nullable(),
  /** Per user per month, in reais with at most two decimals. */
  unitPrice: z
    .number()
    .positive()
    .max(100_000)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'Use no máximo duas casas decimais'),
});

/**
 * A plan the company's apps may run on (spec 3, 4.10), by `key` (its `idRef`). A plan without
 * `pricingTiers` is priced by the platform's bands (`PLAN_PRICE_BANDS`, spec 3, 9).
 */
export const packPlan = z.strictObject({
  key: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,59}$/, 'Chave de plano inválida: use letras minúsculas, números, "-" e "_" (até 60)'),
  name: text(200).min(1),
  description: text(5000).nullish(),
  features: z.array(text(300)).optional(),
  products: z.array(text(300)).optional(),
  /** Whether the plan can be tried for free (Enterprise cannot). */
  trial: flag.optional(),
  /** The agreement shown when a trial or the plan is taken (HTML). */
  agreementContent: text(100_000).nullish(),
  /** Its own price bands, from the fewest users up; only the last may have no `maxUsers`. */
  pricingTiers: z
    .array(packPricingTier)
    .max(20)
    .superRefine((tiers, check) => {
      tiers.forEach((tier, index) => {
        const previous = tiers[index - 1];
        if (tier.maxUsers === null && index < tiers.length - 1) {
          check.addIssue({
            code: 'custom',
            path: [index, 'maxUsers'],
            message: 'Só a última faixa pode não ter limite',
          });
        } else if (previous?.maxUsers != null && tier.maxUsers !== null && tier.maxUsers <= previous.maxUsers) {
          check.addIssue({
            code: 'custom',
            path: [index, 'maxUsers'],
            message: 'As faixas devem crescer: maxUsers maior que o da faixa anterior',
          });
        }
      });
    })
    .optional(),
});
export type PackPlan = z.output<typeof packPlan>;

/** The plan an app runs on now: a trial with its count and end, or a contract. */
export const packAppPlan = z.strictObject({
  /** The app's bucket. */
  app: z.string(),
  /** The key of a plan of the pack. */
  plan: z.string(),
  trial: flag.optional(),
  /** How many trials the app has had (the trial may be extended once, spec 3, 4.10). */
  trialsCount: z.number().int().min(0).max(100).optional(),
  startDate: packDate,
  finishDate: packDate.nullish(),
  /** The company size given when the trial started (`101-250`). */
  numberOfEmployees: text(20).nullish(),
});
export type PackAppPlan = z.output<typeof packAppPlan>;

/** An upgrade campaign shown on the learning home during its period. */
export const packPlanCampaign = z.strictObject({
  key: packKey,
  title: text(200).min(1),
  text: text(5000).nullish(),
  startDate: packDate,
  finishDate: packDate,
  mediaType: text(20).nullish(),
  media: packFile.nullish(),
  /** Minutes before the campaign shows again to a member who closed it. */
  frequencyToShow: z.number().int().min(0).nullish(),
});
export type PackPlanCampaign = z.output<typeof packPlanCampaign>;

/** A notification the company sends, and whether members may switch it off (spec 3, 4.15), by its `type`. */
export const packNotification = z.strictObject({
  type: z.string().regex(/^[A-Z0-9_]{1,60}$/, 'Tipo inválido: use letras maiúsculas, números e "_"'),
  description: text(300).min(1),
  section: z.enum(['LEARNING', 'SYSTEM', 'TEAM']),
  status: z.enum(['OPTIONAL', 'MANDATORY', 'DEACTIVATED']),
});
export type PackNotification = z.output<typeof packNotification>;

/** The texts of a company e-mail form (`CONTACT_US`) and the address its messages go to. */
export const packEmailForm = z.strictObject({
  form: z.string().regex(/^[A-Z0-9_]{1,60}$/, 'Formulário inválido: use letras maiúsculas, números e "_"'),
  title: text(200).min(1),
  description: text(5000).nullish(),
  feedbackMessage: text(500).nullish(),
  to: z.email('E-mail inválido.').max(254),
});
export type PackEmailForm = z.output<typeof packEmailForm>;

/** A responsibility term members sign before the learning home; a new `version` asks everyone again. */
export const packResponsibilityTerm = z.strictObject({
  key: packKey,
  name: text(200).min(1),
  /** HTML. */
  content: text(200_000).min(1),
  version: z.number().int().min(1),
  active: flag.optional(),
});
export type PackResponsibilityTerm = z.output<typeof packResponsibilityTerm>;

/** A media center file of a content item. */
const contentFile = z.strictObject({
  hashedId: text(200),
  name: text(300),
  url: packFile,
  thumbnail: packFile.nullish(),
  mimetype: text(100).nullish(),
  duration: z.number().min(0).nullish(),
});

const sectionContentFields = {
  key: packKey,
  /** `idContentType` (spec 2, 2.2): 1 audio, 2 video, 3 article, 4 site, 5 post, 6 live, 7 video list, 25 PDF... */
  type: z
    .number()
    .int()
    .refine((type) => CONTENT_APP_TYPES.includes(type), 'Tipo de conteúdo desconhecido: escolha um dos tipos da lista'),
  text: text(300).min(1),
  description: text(5000).nullish(),
  image: packFile.nullish(),
  imageSecondary: packFile.nullish(),
  author: text(200).nullish(),
  /** HTML of a page, or the content type's own text. */
  content: text(200_000).nullish(),
  contentLocation: packFile.nullish(),
  referenceLink: text(1000).nullish(),
  backgroundColor: text(20).nullish(),
  /** Seconds of audio or video. */
  duration: z.number().int().min(0).nullish(),
  /** When a live or dated item happens (or is published). */
  initDate: packDate.nullish(),
  contentGroup: z.number().int().nullish(),
  classification: z
    .strictObject({ id: z.number().int(), abbreviation: text(20).nullish(), title: text(200).nullish() })
    .nullish(),
  mimetype: text(100).nullish(),
  tags: z.array(z.string().regex(/^[^,]{1,100}$/, 'Etiqueta inválida: sem vírgulas, até 100 caracteres')).optional(),
  files: z.array(contentFile).nullish(),
  /** The key of the chat room of the item (a live transmission's chat). */
  chatRoom: packKey.nullish(),
  active: flag.optional(),
};

const sectionContentChild: z.ZodType<PackSectionContentNode, PackSectionContentChildInput> = z.lazy(() =>
  z.strictObject({ ...sectionContentFields, children: z.array(sectionContentChild).optional() }),
);

/**
 * A content item of a content app's section (spec 2, 3 "Content item"), with its parts (`children`: a
 * journey's steps, a playlist's videos, an impact menu's options), which belong to the same section.
 */
export const packSectionContent = z.strictObject({
  ...sectionContentFields,
  /** The key of the menu section the item is listed in. */
  section: packKey,
  children: z.array(sectionContentChild).optional(),
});
type SectionContentFields = z.input<z.ZodObject<typeof sectionContentFields>>;
export type PackSectionContentChildInput = SectionContentFields & {
  children?: PackSectionContentChildInput[] | undefined;
};
export type PackSectionContent = z.output<typeof packSectionContent>;
/** A content item or one of its parts, as the import walks them. */
export type PackSectionContentNode = z.output<z.ZodObject<typeof sectionContentFields>> & {
  children?: PackSectionContentNode[] | undefined;
};

/** A chat room: of a chat section (type 36), or free-standing for a content item. */
export const packChatRoom = z.strictObject({ key: packKey, name: text(200).min(1), section: packKey.nullish() });

/**
 * An entry of a library section (type 13), by its path in the section: `Manuais/` is a folder,
 * `Manuais/epi.pdf` a file in it.
 */
export const packLibraryItem = z.strictObject({
  section: packKey,
  path: z
    .string()
    .min(1)
    .max(1000)
    .refine(
      (value) => !value.startsWith('/') && !value.split('/').some((part) => part === '..' || part === '.'),
      'Caminho inválido: sem "/" no começo, sem "." ou ".."',
    ),
  file: packFile.nullish(),
  date: packDate,
});
export type PackLibraryItem = z.output<typeof packLibraryItem>;

/** A message of a message section (type 33), shown from `initDate` on. */
export const packSectionMessage = z.strictObject({
  key: packKey,
  section: packKey,
  text: text(300).min(1),
  description: text(20_000),
  initDate: packDate,
});

/** A notification sent to every member of an app (the bell's list). */
export const packAnnouncement = z.strictObject({
  key: packKey,
  app: z.string(),
  title: text(200).min(1),
  text: text(20_000).min(1),
  publishedAt: packDate,
});

/** A SCORM 1.2 or 2004 zip of the pack, imported as a packaged course (content type 26). */
export const packScormPackage = z.strictObject({
  key: packKey,
  file: packFile,
  title: text(300).nullish(),
  /** The content item (type 26) the package plays in. */
  content: packKey.nullish(),
});

/** A product of an app's store (spec document 2, 3 "Offer/product"): its price and the menu section owning it unlocks. */
export const packStoreProduct = z.strictObject({
  key: packKey,
  /** The bucket of the content app whose store sells it. */
  app: z.string(),
  title: text(200).min(1),
  description: text(5000).nullish(),
  content: text(20000).nullish(),
  image: packFile.nullish(),
  /** Key of the menu section it unlocks (hidden from members who do not own the product). */
  section: packKey.nullish(),
  priceCents: z.number().int().min(0).max(100_000_000),
  active: flag.optional(),
});

const enrollmentStatus = z.enum(['NOT_ATTEMPTED', 'IN_PROGRESS', 'COMPLETED', 'PASSED', 'FAILED', 'EXPIRED']);

// Written out rather than imported: a value import from these modules moves them into a chunk of their own,
// which the learning home's first screen then loads (the types keep the lists in step).
const QUESTIONNAIRE_TYPES = ['EVALUATION', 'SURVEY'] as const satisfies readonly QuestionnaireType[];
const EXTERNAL_COURSE_TYPES = [
  'IN_PERSON',
  'ONLINE',
  'BLENDED',
] as const satisfies readonly (typeof JOURNEY_COURSE_TYPES)[number][];

/** A member's username in activity lists. */
const member = z.string().trim().toLowerCase();

/** A comment of member activity, its replies nested. */
type PackCommentInput = {
  class?: string;
  node?: string;
  user: string;
  text: string;
  creationDate: string;
  lastModifiedDate?: string | null;
  hiddenBy?: string | null;
  hiddenAt?: string | null;
  reportsReviewedAt?: string | null;
  replies?: PackCommentInput[];
};
const packComment: z.ZodType<PackCommentInput> = z.lazy(() =>
  z.strictObject({
    class: packKey.optional(),
    node: z.string().optional(),
    user: member,
    text: text(20000).min(1),
    creationDate: packDate,
    lastModifiedDate: packDate.nullish(),
    hiddenBy: member.nullish(),
    hiddenAt: packDate.nullish(),
    reportsReviewedAt: packDate.nullish(),
    replies: z.array(packComment).optional(),
  }),
);

/** Member activity (demo tenants, moves between installations): created when missing, never overwritten. */
export const packActivity = z.strictObject({
  termsAcceptances: z
    .array(
      z.strictObject({
        user: z.string().trim().toLowerCase(),
        app: z.string(),
        version: z.number().int().min(1),
        communicationAccepted: flag.optional(),
        acceptedAt: packDate,
      }),
    )
    .optional(),
  enrollments: z
    .array(
      z.strictObject({
        user: z.string().trim().toLowerCase(),
        /** Key of a class. */
        class: packKey,
        status: enrollmentStatus,
        progress: z.number().int().min(0).max(100),
        creationDate: packDate,
        startDate: packDate.nullish(),
        finishDate: packDate.nullish(),
        lastAccessDate: packDate.nullish(),
        /** A completion that must be renewed by then (it shows as expired after). */
        validityDate: packDate.nullish(),
        contents: z
          .array(
            z.strictObject({
              content: packKey,
              status: enrollmentStatus,
              progress: z.number().int().min(0).max(100),
              grade: z.number().nullish(),
              lastPosition: z.number().min(0).optional(),
              timeExecuted: z.number().min(0).optional(),
              startDate: packDate,
              finishDate: packDate.nullish(),
            }),
          )
          .optional(),
      }),
    )
    .optional(),
  enrollmentRequests: z
    .array(
      z.strictObject({
        user: z.string().trim().toLowerCase(),
        class: packKey,
        status: z.enum(['PENDING', 'APPROVED', 'DENIED', 'CANCELED']),
        reason: text(2000).nullish(),
        creationDate: packDate,
        statusDate: packDate,
      }),
    )
    .optional(),
  campaignPoints: z
    .array(
      z.strictObject({
        campaign: packKey,
        user: z.string().trim().toLowerCase(),
        event: eventCode,
        /** The kind of element (the kind the event is usually on when absent). */
        elementType: z.enum(POINT_ELEMENT_TYPES).optional(),
        /** The element the event happened on (a content id of the original installation, or any number). */
        element: z.number().int().min(0),
        elementText: text(300).nullish(),
        /** The event's points in the campaign when absent. */
        points: z.number().int().optional(),
        eventDate: packDate,
      }),
    )
    .optional(),
  /** Store products members own. */
  storeOwnerships: z
    .array(z.strictObject({ user: z.string().trim().toLowerCase(), product: packKey, acquiredAt: packDate }))
    .optional(),
  /** Campaigns whose announcement a member has seen. */
  campaignNotices: z.array(z.strictObject({ campaign: packKey, user: member, notifiedAt: packDate })).optional(),
  /** Messages of a chat room, by its key. */
  chatMessages: z
    .array(z.strictObject({ room: packKey, user: member, userName: text(200), message: text(4000), moment: packDate }))
    .optional(),
  /** A member's vote (1 to 5) on a content app item. */
  contentRatings: z
    .array(z.strictObject({ user: member, content: packKey, vote: z.number().int().min(1).max(5), ratedAt: packDate }))
    .optional(),
  /** Notifications sent to one member of an app. */
  memberNotifications: z
    .array(z.strictObject({ app: z.string(), user: member, title: text(200), text: text(2000), createdAt: packDate }))
    .optional(),
  /** A member's visit to a content app item (with `content`) or to a section (without). */
  navigationTrackings: z
    .array(
      z.strictObject({
        user: member,
        app: z.string(),
        content: packKey.optional(),
        section: packKey.nullish(),
        timeStart: packDate,
        timeExecuted: z.number().int().min(0),
      }),
    )
    .optional(),
  /** Files members shared in a section (the team wall). */
  userUploads: z
    .array(
      z.strictObject({
        user: member,
        section: packKey,
        title: text(300),
        description: text(2000),
        name: text(300),
        mimetype: text(100),
        extension: text(20),
        file: z.string().min(1),
        size: z.number().int().min(0),
        createdAt: packDate,
      }),
    )
    .optional(),
  /** Interests a member chose (recommendations put trainings with these tags first). */
  userTags: z.array(z.strictObject({ user: member, tag: text(100).min(1) })).optional(),
  /** Responsibility terms a member signed, by the term's key. */
  termSignatures: z
    .array(z.strictObject({ user: member, term: packKey, version: z.number().int().min(1), signedAt: packDate }))
    .optional(),
  /** Certificates issued for a member's enrollment in a class (of the training, or of one of its modules by `node`). */
  certificates: z
    .array(
      z.strictObject({
        user: member,
        class: packKey,
        node: z.string().optional(),
        authenticityId: z.string().regex(/^[0-9a-f]{32}$/, 'Use 32 dígitos hexadecimais'),
        title: text(300),
        username: text(200),
        workload: z.number().int().nullish(),
        startDate: packDate.nullish(),
        finishDate: packDate.nullish(),
        progress: z.number().int().min(0).max(100),
        createdAt: packDate,
      }),
    )
    .optional(),
  /** Comments on a class (`class`) or a page (`node`), with their replies. */
  comments: z.array(packComment).optional(),
  /** Courses a member took elsewhere and sent for approval. */
  externalCourses: z
    .array(
      z.strictObject({
        user: member,
        title: text(300),
        type: z.enum(EXTERNAL_COURSE_TYPES),
        workload: z.number().min(0),
        startDate: packDate,
        finishDate: packDate,
        expirationDate: packDate.nullish(),
        entityName: text(300),
        evidence: z.string().nullish(),
        status: z.enum(['PENDING', 'APPROVED', 'REJECTED', 'CANCELED']),
        statusReason: text(2000).nullish(),
        reviewedBy: member.nullish(),
        creationDate: packDate,
        lastModifiedDate: packDate,
      }),
    )
    .optional(),
  /** A member's record of one SCO of a SCORM package, inside an enrollment in a class. */
  scoEnrollments: z
    .array(
      z.strictObject({
        user: member,
        class: packKey,
        package: packKey,
        /** The SCO's identifier in the manifest. */
        sco: z.string().min(1),
        status: z.enum(['NOT_ATTEMPTED', 'IN_PROGRESS', 'INCOMPLETE', 'COMPLETED', 'PASSED', 'FAILED']),
        lessonStatus: z.string().nullish(),
        completionStatus: z.string().nullish(),
        successStatus: z.string().nullish(),
        scoreRaw: z.number().nullish(),
        scoreMin: z.number().nullish(),
        scoreMax: z.number().nullish(),
        scoreScaled: z.number().nullish(),
        grade: z.number().nullish(),
        progressMeasure: z.number().nullish(),
        location: z.string().nullish(),
        suspendData: z.string().nullish(),
        exitMode: z.string().nullish(),
        interactions: z.string().nullish(),
        objectives: z.string().nullish(),
        extra: z.string().nullish(),
        totalTime: z.number().min(0),
        numberOfAccess: z.number().int().min(0),
        attempt: z.number().int().min(1),
        startDate: packDate,
        lastAccessDate: packDate.nullish(),
        finishDate: packDate.nullish(),
      }),
    )
    .optional(),
  /** Attempts at an evaluation or survey, with their answers (questions, options and scales by their place, from 1). */
  evaluationAttempts: z
    .array(
      z.strictObject({
        user: member,
        evaluation: packKey,
        /** The class of the enrollment the attempt belongs to, if any. */
        class: packKey.optional(),
        type: z.enum(QUESTIONNAIRE_TYPES).nullish(),
        startDate: packDate,
        finishDate: packDate.nullish(),
        grade: z.number().nullish(),
        attempt: z.number().int().min(1),
        deadline: packDate.nullish(),
        finishReason: z.enum(['SUBMITTED', 'TIME_EXPIRED']).nullish(),
        answers: z
          .array(
            z.strictObject({
              question: z.number().int().min(1),
              position: z.number().int().min(1),
              data: z
                .array(
                  z.strictObject({
                    option: z.number().int().min(1).optional(),
                    scale: z.number().int().min(1).optional(),
                    item: z.number().int().min(1).optional(),
                  }),
                )
                .default([]),
              text: text(20000).nullish(),
              status: z.number().int(),
              revision: z.number().int().min(0),
              correct: flag.nullish(),
              answeredAt: packDate.nullish(),
              updatedAt: packDate,
            }),
          )
          .optional(),
      }),
    )
    .optional(),
});
export type PackActivity = z.output<typeof packActivity>;

/** What any manifest file may hold: the root one adds `format`, `company` and `include`. */
export const packPart = z.strictObject({
  apps: z.array(packApp).optional(),
  users: z.array(packUser).optional(),
  contentItems: z.array(packContentItem).optional(),
  evaluations: z.array(packEvaluation).optional(),
  nodes: z.array(packNode).optional(),
  scheduleTypes: z.array(packScheduleType).optional(),
  schedules: z.array(packSchedule).optional(),
  campaigns: z.array(packCampaign).optional(),
  /** Company features by code (EXTERNAL_COURSES, CONTACT_US, RECOMMENDATION_BLOCK...): on or off. */
  features: z
    .record(z.string().regex(/^[A-Z0-9_]{1,60}$/, 'Código inválido: use letras maiúsculas, números e "_"'), z.boolean())
    .optional(),
  sectionContents: z.array(packSectionContent).optional(),
  chatRooms: z.array(packChatRoom).optional(),
  library: z.array(packLibraryItem).optional(),
  sectionMessages: z.array(packSectionMessage).optional(),
  announcements: z.array(packAnnouncement).optional(),
  plans: z.array(packPlan).optional(),
  appPlans: z.array(packAppPlan).optional(),
  planCampaigns: z.array(packPlanCampaign).optional(),
  notifications: z.array(packNotification).optional(),
  emailForms: z.array(packEmailForm).optional(),
  responsibilityTerms: z.array(packResponsibilityTerm).optional(),
  scormPackages: z.array(packScormPackage).optional(),
  storeProducts: z.array(packStoreProduct).optional(),
  activity: packActivity.optional(),
});
export type PackPart = z.output<typeof packPart>;

export const packCompany = z.strictObject({
  /** The company's key across the installation (the pack's identity). */
  key: packKey,
  name: text(200).min(1),
  design: z.strictObject({ firstColor: color, secondColor: color, thirdColor: color, fourthColor: color }),
});

export const packRoot = packPart.extend({
  format: z.literal(PACK_FORMAT, { error: `Formato desconhecido: use "format: ${PACK_FORMAT}"` }),
  company: packCompany,
  /** Further manifest files of the folder, each with any of the lists above. */
  include: z
    .array(z.string().regex(/^[A-Za-z0-9._/-]+\.(ya?ml|json)$/, 'Inclua arquivos .yaml, .yml ou .json'))
    .optional(),
});

/** The whole pack once its files are merged. */
export type Pack = PackPart & { format: string; company: z.output<typeof packCompany> };

/** The list fields a manifest file may carry, merged across files in order. */
export const PACK_LISTS = [
  'apps',
  'users',
  'contentItems',
  'evaluations',
  'nodes',
  'scheduleTypes',
  'schedules',
  'campaigns',
  'scormPackages',
  'storeProducts',
  'sectionContents',
  'chatRooms',
  'library',
  'sectionMessages',
  'announcements',
  'plans',
  'appPlans',
  'planCampaigns',
  'notifications',
  'emailForms',
  'responsibilityTerms',
] as const;

/** A pack as written in its manifest (flags as booleans), before validation: what an export produces. */
export type PackDocument = Omit<z.input<typeof packRoot>, 'include'>;
