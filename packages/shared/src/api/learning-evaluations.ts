import { SURVEY_COMMENT_MAX_LENGTH } from '../constants';
import { EVALUATION_TYPES, QUESTIONNAIRE_TYPES } from '../rules/evaluation-flow';
import { QUESTION_TYPES } from '../rules/evaluation-grading';
import { z } from '../zod';
import { flag, idParam, MAX_ID } from './common';
import { questionBankFormat, skippedItem } from './question-bank';

/**
 * Evaluations and surveys (spec 3, 3 "Evaluation", "Answer", "Result" and 7.3). Everything a member
 * receives before finishing is a public shape: options, items to match and scale points without
 * `isCorrect`, correct option ids or expected matches. Correctness appears only in the result shapes,
 * which the server answers once the questionnaire is finished.
 */

export const evaluationType = z.enum(EVALUATION_TYPES);
export const questionnaireType = z.enum(QUESTIONNAIRE_TYPES);
export const questionType = z.enum(QUESTION_TYPES);

/**
 * The enrollment in the path: an id, or '-' for an evaluation taken outside any training (the pre-test
 * on the home, an evaluation on a catalog page), as the web's `/evaluations/-/:idEvaluation` says. The web
 * sends '-' or the id's number (the input type says so, otherwise `idParam`'s checks); the server reads the path's
 * text.
 */
export const enrollmentParam = z
  .union([z.literal('-'), z.coerce.number<number>().int().positive().max(MAX_ID)])
  .transform((value) => (value === '-' ? null : value));

/** The path of every questionnaire call: Q = /learning/students/:idUser/enrollments/:idEnrollment/evaluations/:idEvaluation/questionnaires. */
export const evaluationParams = z.object({ idUser: idParam, idEnrollment: enrollmentParam, idEvaluation: idParam });
export type EvaluationParams = z.infer<typeof evaluationParams>;
export const questionnaireParams = evaluationParams.extend({ idQuestionnaire: idParam });
export type QuestionnaireParams = z.infer<typeof questionnaireParams>;
export const answerParams = questionnaireParams.extend({ idAnswer: idParam });
export type AnswerParams = z.infer<typeof answerParams>;

/** `/learning/evaluations/:idEvaluation/...`: the evaluation alone (administrators). */
export const evaluationIdParams = z.object({ idEvaluation: idParam });

/** Settings of an evaluation (spec 3, 3 "Evaluation" parameters). */
export const evaluationParameters = z.object({
  /** Minutes to answer, counted from the start on the server; null when untimed. */
  timeLimit: z.number().int().positive().nullable(),
  /** Questions drawn for each attempt; null for all of them. */
  questionAmount: z.number().int().positive().nullable(),
  /** 1: the next question opens only after the current one is answered. */
  lockNavigation: flag,
  /** Attempts allowed; null for unlimited (a PRE_TEST always has one). */
  maxTries: z.number().int().positive().nullable(),
  /** 1: the feedback lists each question with its answer key. */
  showResponseSummary: flag,
  /** 1: no more attempts after a pass. */
  lockAfterApproval: flag,
  /** Shown at the end of a survey; a thanks when empty. */
  closingText: z.string().nullable(),
});
export type EvaluationParameters = z.infer<typeof evaluationParameters>;

/** One entry of `answerData` (spec 3, 3 "Answer"). */
export const answerDataItem = z.object({
  idQuestionOption: z.number().int().positive().optional(),
  idQuestionOptionAnswer: z.number().int().positive().optional(),
  idQuestionScale: z.number().int().positive().optional(),
});
export type AnswerDataItem = z.infer<typeof answerDataItem>;

const answerText = z
  .string()
  .max(SURVEY_COMMENT_MAX_LENGTH, `O comentário pode ter no máximo ${SURVEY_COMMENT_MAX_LENGTH} caracteres.`)
  .nullable();

/** An option as the member sees it while answering: no `isCorrect`. */
export const publicQuestionOption = z.object({
  idQuestionOption: z.number(),
  description: z.string(),
  /** 1 when the member chose it. */
  selected: flag,
});
export type PublicQuestionOption = z.infer<typeof publicQuestionOption>;

/** An item to match with an option (CORRELATE), without the option it belongs to. */
export const publicOptionAnswer = z.object({
  idQuestionOptionAnswer: z.number(),
  description: z.string(),
});
export type PublicOptionAnswer = z.infer<typeof publicOptionAnswer>;

/** A point of a Likert scale. */
export const questionScale = z.object({
  idQuestionScale: z.number(),
  description: z.string(),
  value: z.number(),
});
export type QuestionScale = z.infer<typeof questionScale>;

/** A question before the questionnaire is finished: its text and choices, never its answer key. */
export const publicQuestion = z.object({
  idQuestion: z.number(),
  statement: z.string(),
  questionType,
  /** 0 for optional survey questions. */
  mandatory: flag,
  options: z.array(publicQuestionOption),
  optionAnswers: z.array(publicOptionAnswer),
  scales: z.array(questionScale),
  /** A comment's most characters (the question's own limit, else the spec's 4000). */
  commentLimit: z.number().int().positive().optional(),
});
export type PublicQuestion = z.infer<typeof publicQuestion>;

/** One answer of a questionnaire, with its public question (spec 3, 3 "Answer"). */
export const publicAnswer = z.object({
  idAnswer: z.number(),
  /** 1-based place of the question in this attempt ('questão N'). */
  position: z.number(),
  answerData: z.array(answerDataItem),
  answerText: z.string().nullable(),
  /** The answer counts as given (every question must have it before sending). */
  answerStatus: z.boolean(),
  /** Increases with every saved change; a write older than the stored one is ignored. */
  revision: z.number(),
  question: publicQuestion,
});
export type PublicAnswer = z.infer<typeof publicAnswer>;

/** The attempt itself: start, the server's deadline, finish and grade. */
export const questionnaireSummary = z.object({
  idQuestionnaire: z.number(),
  questionnaireType,
  startDate: z.string(),
  /** Start plus the time limit; null when untimed. */
  deadline: z.string().nullable(),
  finishDate: z.string().nullable(),
  grade: z.number().nullable(),
  /** The attempt's number, from 1. */
  attempt: z.number(),
});
export type QuestionnaireSummary = z.infer<typeof questionnaireSummary>;

/** An evaluation as the introduction, the player and the survey page need it (spec 3, 3 "Evaluation"). */
export const evaluation = z.object({
  idEvaluation: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  /** Any stored type; the web shows 'TIPO DE AVALIAÇÃO NÃO ENCONTRADA.' for one it does not know. */
  evaluationType: z.string(),
  questionnaireType,
  evaluationMasteryScore: z.number().nullable(),
  parameters: evaluationParameters,
  /** Number of questions an attempt has. */
  questionCount: z.number(),
  /** The current attempt (open, or the last finished one); null before the first start. */
  questionnaire: questionnaireSummary.nullable(),
  /** Finished attempts. */
  attempts: z.number(),
  /** Attempts left; null when unlimited. */
  remainingTries: z.number().nullable(),
  idNodeEnrollment: z.number().nullable(),
});
export type Evaluation = z.infer<typeof evaluation>;

/** `GET .../evaluations/:idEvaluation`: the evaluation and the member's current attempt. */
export const evaluationResponse = z.object({ success: z.literal(true), evaluation });
export type EvaluationResponse = z.infer<typeof evaluationResponse>;

/** `GET Q/:idQuestionnaire`: the evaluation with the attempt's answers, the finish date and the time left. */
export const questionnaireResponse = z.object({
  success: z.literal(true),
  evaluation: evaluation.extend({
    questionnaire: questionnaireSummary,
    answers: z.array(publicAnswer),
    finishDate: z.string().nullable(),
    /** Seconds left by the server's clock; null when untimed. */
    timeLeft: z.number().nullable(),
  }),
});
export type QuestionnaireResponse = z.infer<typeof questionnaireResponse>;
export type QuestionnaireDetail = QuestionnaireResponse['evaluation'];

/**
 * `POST Q`: starts an attempt, or returns the open one. The body repeats what the path says (spec 3,
 * 7.3); a value that contradicts the path is refused.
 */
export const startQuestionnaireRequest = z
  .object({
    idEnrollment: z.number().int().positive().optional(),
    idNodeEnrollment: z.number().int().positive().nullable().optional(),
    idEvaluation: z.number().int().positive().optional(),
    idUser: z.number().int().positive().optional(),
    questionnaireType: questionnaireType.optional(),
  })
  .default({});
export type StartQuestionnaireRequest = z.infer<typeof startQuestionnaireRequest>;

export const startQuestionnaireResponse = z.object({
  success: z.literal(true),
  idQuestionnaire: z.number(),
  /** false when an open attempt was returned instead of a new one. */
  created: z.boolean(),
  questionnaire: questionnaireSummary,
});
export type StartQuestionnaireResponse = z.infer<typeof startQuestionnaireResponse>;

/** `PUT Q/:idQuestionnaire/answers/:idAnswer`: the answer as given; other fields of the answer are ignored. */
export const saveAnswerRequest = z.object({
  answerData: z.array(answerDataItem).max(100),
  answerText: answerText.optional(),
  /** The device's change counter for this answer; replays of older changes do not overwrite newer ones. */
  revision: z.number().int().min(0).optional(),
});
export type SaveAnswerRequest = z.infer<typeof saveAnswerRequest>;

export const savedAnswer = z.object({
  idAnswer: z.number(),
  answerData: z.array(answerDataItem),
  answerText: z.string().nullable(),
  answerStatus: z.boolean(),
  revision: z.number(),
});
export type SavedAnswer = z.infer<typeof savedAnswer>;

export const saveAnswerResponse = z.object({
  success: z.literal(true),
  answer: savedAnswer,
  timeLeft: z.number().nullable(),
});
export type SaveAnswerResponse = z.infer<typeof saveAnswerResponse>;

/** `PUT Q/:idQuestionnaire/time`: the time the device shows; the server answers with its own. */
export const saveTimeRequest = z.object({ timeLeft: z.number().min(0).max(100_000_000).nullable().optional() });
export type SaveTimeRequest = z.infer<typeof saveTimeRequest>;

export const saveTimeResponse = z.object({
  success: z.literal(true),
  timeLeft: z.number().nullable(),
  deadline: z.string().nullable(),
  /** Set when the clock ran out and the server finished the attempt. */
  finishDate: z.string().nullable(),
});
export type SaveTimeResponse = z.infer<typeof saveTimeResponse>;

/** `POST Q/:idQuestionnaire/save`: a survey page's answers saved together. */
export const saveSurveyRequest = z.object({
  answers: z
    .array(
      z.object({
        idAnswer: z.number().int().positive(),
        answerData: z.array(answerDataItem).max(100),
        answerText: answerText.optional(),
        revision: z.number().int().min(0).optional(),
      }),
    )
    .max(500),
});
export type SaveSurveyRequest = z.infer<typeof saveSurveyRequest>;

export const saveSurveyResponse = z.object({ success: z.literal(true), answers: z.array(savedAnswer) });
export type SaveSurveyResponse = z.infer<typeof saveSurveyResponse>;

/** `POST Q/:idQuestionnaire/finish`. */
export const finishQuestionnaireResponse = z.object({
  success: z.literal(true),
  idQuestionnaire: z.number(),
  finishDate: z.string(),
  grade: z.number().nullable(),
  /** Campaign points finishing earned now (evaluation passed or finished, training completed). */
  earnPoints: z.number().int().min(0).optional(),
});
export type FinishQuestionnaireResponse = z.infer<typeof finishQuestionnaireResponse>;

/** The result of a finished attempt (spec 3, 3 "Result"). */
export const evaluationResult = z.object({
  idQuestionnaire: z.number(),
  evaluationType: z.string(),
  questionnaireType,
  grade: z.number().nullable(),
  masteryScore: z.number().nullable(),
  passed: z.boolean(),
  /** Finished attempts. */
  attempts: z.number(),
  remainingTries: z.number().nullable(),
  description: z.string().nullable(),
  finishDate: z.string(),
  /** SUBMITTED by the member, or TIME_EXPIRED when the clock ran out. */
  finishReason: z.enum(['SUBMITTED', 'TIME_EXPIRED']),
  /** Each question right or wrong; empty when the evaluation does not show its answer key. */
  summary: z.array(
    z.object({
      idAnswer: z.number(),
      position: z.number(),
      statement: z.string(),
      questionType,
      /** null for questions that are not scored. */
      isCorrect: z.boolean().nullable(),
    }),
  ),
});
export type EvaluationResult = z.infer<typeof evaluationResult>;

export const resultResponse = z.object({ success: z.literal(true), result: evaluationResult });
export type ResultResponse = z.infer<typeof resultResponse>;

/** One question's answer key after finishing: the member's choices and the right ones. */
export const answerResult = z.object({
  idAnswer: z.number(),
  position: z.number(),
  statement: z.string(),
  questionType,
  isCorrect: z.boolean().nullable(),
  answerText: z.string().nullable(),
  options: z.array(
    z.object({ idQuestionOption: z.number(), description: z.string(), selected: flag, isCorrect: flag }),
  ),
  optionAnswers: z.array(
    z.object({
      idQuestionOptionAnswer: z.number(),
      description: z.string(),
      /** The option the member numbered this item with. */
      chosenIdQuestionOption: z.number().nullable(),
      /** The option it belongs to. */
      correctIdQuestionOption: z.number().nullable(),
    }),
  ),
  scales: z.array(questionScale.extend({ selected: flag })),
  /** MULTI_LIKERT_SCALE: the scale point chosen for each item. */
  ratings: z.array(z.object({ idQuestionOption: z.number(), idQuestionScale: z.number() })),
});
export type AnswerResult = z.infer<typeof answerResult>;

export const answerResultResponse = z.object({ success: z.literal(true), answer: answerResult });
export type AnswerResultResponse = z.infer<typeof answerResultResponse>;

/** Keys that reveal the right answer; none may appear in a shape the member receives before finishing. */
export const CORRECTNESS_KEYS = ['isCorrect', 'correctOptionIds', 'correctMatches', 'correctIdQuestionOption'] as const;

/** A question imported from a question bank, before it is stored. */
export const importedQuestion = z.object({
  sourceIdentifier: z.string(),
  questionType,
  statement: z.string(),
  options: z.array(z.object({ description: z.string(), isCorrect: flag })),
  optionAnswers: z.array(z.object({ description: z.string(), correctOptionIndex: z.number().int().min(0) })),
  scales: z.array(z.object({ description: z.string(), value: z.number() })),
});
export type ImportedQuestion = z.infer<typeof importedQuestion>;

/**
 * The question bank to import: the XML text (utf8) or a QTI package (.zip) in base64. The same route also
 * takes the raw file as the body (application/xml, text/xml or application/zip).
 */
export const importQuestionsRequest = z.object({
  content: z.string().min(1, 'Envie o arquivo de questões.').max(28_000_000, 'O arquivo de questões é grande demais.'),
  encoding: z.enum(['utf8', 'base64']).default('utf8'),
});
export type ImportQuestionsRequest = z.infer<typeof importQuestionsRequest>;

export const importQuestionsQuery = z.object({
  /** 1: only report what would be imported. */
  dryRun: z.coerce.number().int().min(0).max(1).default(0),
});

/** `POST /learning/evaluations/:idEvaluation/questions/import` (administrators). */
export const importQuestionsResponse = z.object({
  success: z.literal(true),
  format: questionBankFormat,
  imported: z.number(),
  questions: z.array(
    z.object({
      idQuestion: z.number().nullable(),
      sourceIdentifier: z.string(),
      questionType,
      statement: z.string(),
    }),
  ),
  /** Items not imported, each with its identifier and the reason. */
  unsupported: z.array(skippedItem),
  /** Items imported with a change worth knowing (partial credit turned into all or nothing...). */
  warnings: z.array(skippedItem),
});
export type ImportQuestionsResponse = z.infer<typeof importQuestionsResponse>;
