import type { EvaluationType, QuestionnaireType } from '@trilha/shared/rules/evaluation-flow';
import type { QuestionType } from '@trilha/shared/rules/evaluation-grading';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ReadTyped } from './columns';

// Evaluations: questions and their options, attempts (questionnaires) and answers.

export interface LearningEvaluationsTable {
  idEvaluation: Generated<number>;
  idCompany: number;
  title: string;
  description: string | null;
  /** REACTION (a satisfaction survey), KNOWLEDGE or PRE_TEST. */
  evaluationType: ReadTyped<EvaluationType>;
  evaluationMasteryScore: number | null;
  createdAt: string;
  /** Minutes to answer from the start; null when untimed. */
  timeLimit: Generated<number | null>;
  /** Questions drawn for each attempt; null for all. */
  questionAmount: Generated<number | null>;
  lockNavigation: Generated<number>;
  /** Attempts allowed; null for unlimited. */
  maxTries: Generated<number | null>;
  showResponseSummary: Generated<number>;
  lockAfterApproval: Generated<number>;
  closingText: Generated<string | null>;
}

export interface LearningQuestionsTable {
  idQuestion: Generated<number>;
  idCompany: number;
  idEvaluation: number;
  position: number;
  /** One of the eight question types (SINGLE_OPTION ... COMMENT). */
  questionType: QuestionType;
  statement: string;
  /** 0 for optional survey questions. */
  mandatory: number;
  /** The item's identifier in the question bank it was imported from. */
  sourceIdentifier: string | null;
  createdAt: string;
  /** Set when an administrator replaced the question: attempts that show it keep it, new ones do not get it. */
  retiredAt: Generated<string | null>;
  /** A comment's most characters, within the spec's 4000 (`SURVEY_COMMENT_MAX_LENGTH`); null: those 4000. */
  commentLimit: Generated<number | null>;
}

export interface LearningQuestionOptionsTable {
  idQuestionOption: Generated<number>;
  idCompany: number;
  idQuestion: number;
  position: number;
  description: string;
  /** Never sent to a member before the questionnaire is finished. */
  isCorrect: number;
}

/** The items a CORRELATE question asks to number, each with the option it belongs to. */
export interface LearningQuestionOptionAnswersTable {
  idQuestionOptionAnswer: Generated<number>;
  idCompany: number;
  idQuestion: number;
  position: number;
  description: string;
  /** The right option; never sent to a member before the questionnaire is finished. */
  idQuestionOption: number | null;
}

/** The points of a Likert scale of one question. */
export interface LearningQuestionScalesTable {
  idQuestionScale: Generated<number>;
  idCompany: number;
  idQuestion: number;
  position: number;
  description: string;
  value: number;
}

/** One attempt of a member at an evaluation. */
export interface LearningQuestionnairesTable {
  idQuestionnaire: Generated<number>;
  idCompany: number;
  idEvaluation: number;
  idUser: number;
  idEnrollment: number | null;
  idNodeEnrollment: number | null;
  questionnaireType: QuestionnaireType | null;
  startDate: string;
  /** Set when finished: the evaluation element then counts as completed. */
  finishDate: string | null;
  grade: number | null;
  /** 1 for the first attempt. */
  attempt: Generated<number>;
  /** Start plus the time limit, fixed at the start; null when untimed. */
  deadline: Generated<string | null>;
  /** SUBMITTED or TIME_EXPIRED. */
  finishReason: ColumnType<'SUBMITTED' | 'TIME_EXPIRED' | null, string | null | undefined, string | null>;
  /** The seconds the member's device last reported (the server's deadline decides). */
  timeLeft: Generated<number | null>;
  timeReportedAt: Generated<string | null>;
}

/** One question of an attempt and what the member answered. */
export interface LearningAnswersTable {
  idAnswer: Generated<number>;
  idCompany: number;
  idQuestionnaire: number;
  idQuestion: number;
  /** 1-based place in the attempt ('questão N'). */
  position: number;
  /** The answerData entries as JSON. */
  answerData: string;
  answerText: string | null;
  answerStatus: number;
  /** The device's change counter of the stored answer. */
  revision: number;
  /** Set when the attempt is graded: 1 right, 0 wrong, null not scored. */
  isCorrect: number | null;
  answeredAt: string | null;
  updatedAt: string;
}

// Rows as the queries read them.
export type AnswerRow = Selectable<LearningAnswersTable>;
export type EvaluationRow = Selectable<LearningEvaluationsTable>;
export type OptionAnswerRow = Selectable<LearningQuestionOptionAnswersTable>;
export type OptionRow = Selectable<LearningQuestionOptionsTable>;
export type QuestionRow = Selectable<LearningQuestionsTable>;
export type QuestionnaireRow = Selectable<LearningQuestionnairesTable>;
export type ScaleRow = Selectable<LearningQuestionScalesTable>;
