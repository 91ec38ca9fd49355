import type { AnswerDataItem } from '@trilha/shared/api/learning-evaluations';
import type { Db } from '../src/db/database';
import { evaluationsRepository, type NewQuestion } from '../src/modules/learning/evaluations/evaluations.repository';

/** Small builders of evaluations and questions for tests. */

type EvaluationOptions = {
  evaluationType?: string;
  title?: string;
  description?: string | null;
  evaluationMasteryScore?: number | null;
  timeLimit?: number | null;
  questionAmount?: number | null;
  lockNavigation?: 0 | 1;
  maxTries?: number | null;
  showResponseSummary?: 0 | 1;
  lockAfterApproval?: 0 | 1;
  closingText?: string | null;
  questions?: NewQuestion[];
};

/** Stores an evaluation of the company with its questions; returns the ids. */
export async function buildEvaluation(db: Db, idCompany: number, options: EvaluationOptions = {}) {
  const { idEvaluation } = await db
    .insertInto('learning_evaluations')
    .values({
      idCompany,
      title: options.title ?? 'Avaliação de segurança',
      description: options.description ?? 'Responda às questões sobre segurança no trabalho.',
      evaluationType: options.evaluationType ?? 'KNOWLEDGE',
      evaluationMasteryScore: options.evaluationMasteryScore === undefined ? 70 : options.evaluationMasteryScore,
      createdAt: new Date().toISOString(),
      timeLimit: options.timeLimit ?? null,
      questionAmount: options.questionAmount ?? null,
      lockNavigation: options.lockNavigation ?? 0,
      maxTries: options.maxTries === undefined ? 3 : options.maxTries,
      showResponseSummary: options.showResponseSummary ?? 1,
      lockAfterApproval: options.lockAfterApproval ?? 0,
      closingText: options.closingText ?? null,
    })
    .returning('idEvaluation')
    .executeTakeFirstOrThrow();
  const idQuestions = await evaluationsRepository({ db }).insertQuestions(
    idCompany,
    idEvaluation,
    options.questions ?? [singleOption('Qual EPI protege a cabeça?', ['Capacete', 'Luva', 'Botina'], 0)],
    new Date().toISOString(),
  );
  return { idEvaluation, idQuestions };
}

const q = (questionType: NewQuestion['questionType'], statement: string, rest: Partial<NewQuestion> = {}) =>
  ({
    sourceIdentifier: statement.slice(0, 40),
    questionType,
    statement,
    options: [],
    optionAnswers: [],
    scales: [],
    ...rest,
  }) satisfies NewQuestion;

export function singleOption(statement: string, options: string[], correct: number): NewQuestion {
  return q('SINGLE_OPTION', statement, {
    options: options.map((description, index) => ({ description, isCorrect: index === correct ? 1 : 0 })),
  });
}

export function trueOrFalse(statement: string, isTrue: boolean): NewQuestion {
  return q('TRUE_OR_FALSE', statement, {
    options: [
      { description: 'Verdadeiro', isCorrect: isTrue ? 1 : 0 },
      { description: 'Falso', isCorrect: isTrue ? 0 : 1 },
    ],
  });
}

export function multiOption(statement: string, options: Array<[string, boolean]>): NewQuestion {
  return q('MULTI_OPTION', statement, {
    options: options.map(([description, right]) => ({ description, isCorrect: right ? 1 : 0 })),
  });
}

/** CORRELATE: `options` are numbered 1..n; each item gives the index of its option. */
export function correlate(statement: string, options: string[], items: Array<[string, number]>): NewQuestion {
  return q('CORRELATE', statement, {
    options: options.map((description) => ({ description, isCorrect: 0 })),
    optionAnswers: items.map(([description, correctOptionIndex]) => ({ description, correctOptionIndex })),
  });
}

const AGREEMENT = ['Discordo totalmente', 'Discordo', 'Neutro', 'Concordo', 'Concordo totalmente'];

export function likert(statement: string): NewQuestion {
  return q('LIKERT_SCALE', statement, {
    scales: AGREEMENT.map((description, index) => ({ description, value: index + 1 })),
  });
}

export function multiLikert(statement: string, items: string[]): NewQuestion {
  return q('MULTI_LIKERT_SCALE', statement, {
    options: items.map((description) => ({ description, isCorrect: 0 })),
    scales: AGREEMENT.map((description, index) => ({ description, value: index + 1 })),
  });
}

export function singleOptionComment(statement: string, options: string[]): NewQuestion {
  return q('SINGLE_OPTION_COMMENT', statement, {
    options: options.map((description) => ({ description, isCorrect: 0 })),
  });
}

export function comment(statement: string, mandatory: 0 | 1 = 1): NewQuestion {
  return { ...q('COMMENT', statement), mandatory };
}

/** The right answerData of a stored scored question, read from the database. */
export async function rightAnswerData(db: Db, idQuestion: number): Promise<AnswerDataItem[]> {
  const question = await db
    .selectFrom('learning_questions')
    .select('questionType')
    .where('idQuestion', '=', idQuestion)
    .executeTakeFirstOrThrow();
  if (question.questionType === 'CORRELATE') {
    const items = await db
      .selectFrom('learning_question_option_answers')
      .select(['idQuestionOptionAnswer', 'idQuestionOption'])
      .where('idQuestion', '=', idQuestion)
      .orderBy('position')
      .execute();
    return items.map((item) => ({
      idQuestionOptionAnswer: item.idQuestionOptionAnswer,
      idQuestionOption: item.idQuestionOption!,
    }));
  }
  const options = await db
    .selectFrom('learning_question_options')
    .select('idQuestionOption')
    .where('idQuestion', '=', idQuestion)
    .where('isCorrect', '=', 1)
    .orderBy('position')
    .execute();
  return options.map((option) => ({ idQuestionOption: option.idQuestionOption }));
}

/** A wrong but complete answerData of a stored scored question. */
export async function wrongAnswerData(db: Db, idQuestion: number): Promise<AnswerDataItem[]> {
  const question = await db
    .selectFrom('learning_questions')
    .select('questionType')
    .where('idQuestion', '=', idQuestion)
    .executeTakeFirstOrThrow();
  if (question.questionType === 'CORRELATE') {
    const items = await db
      .selectFrom('learning_question_option_answers')
      .select(['idQuestionOptionAnswer', 'idQuestionOption'])
      .where('idQuestion', '=', idQuestion)
      .orderBy('position')
      .execute();
    // Shift every item to the next item's option.
    return items.map((item, index) => ({
      idQuestionOptionAnswer: item.idQuestionOptionAnswer,
      idQuestionOption: items[(index + 1) % items.length]!.idQuestionOption!,
    }));
  }
  const wrong = await db
    .selectFrom('learning_question_options')
    .select('idQuestionOption')
    .where('idQuestion', '=', idQuestion)
    .where('isCorrect', '=', 0)
    .orderBy('position')
    .executeTakeFirstOrThrow();
  return [{ idQuestionOption: wrong.idQuestionOption }];
}

let trainingCount = 0;

/** An element of a test training's page: an evaluation, or a content item. */
export type TrainingElement =
  | { idEvaluation: number; sequential?: 0 | 1; mandatory?: 0 | 1 }
  | { idContentItem: number; sequential?: 0 | 1; mandatory?: 0 | 1 };

/** A published training (LEARNING node) of the company whose page holds the given elements in one block. */
export async function buildTraining(
  db: Db,
  idCompany: number,
  elements: TrainingElement[],
  options: { title?: string; equivalentNodeCode?: string | null } = {},
): Promise<string> {
  trainingCount += 1;
  const nodeCode = `treino-avaliacao-${trainingCount}-${Math.random().toString(36).slice(2, 8)}`;
  const createdAt = new Date().toISOString();
  const { idNode } = await db
    .insertInto('learning_nodes')
    .values({
      idCompany,
      nodeCode,
      originalNodeCode: null,
      nodeType: 'LEARNING',
      entryPoint: 0,
      title: options.title ?? `Treinamento de teste ${trainingCount}`,
      shortTitle: null,
      label: null,
      description: null,
      syllabus: null,
      workload: null,
      image: null,
      mobileImage: null,
      selfEnrollment: 1,
      visibility: 'PUBLIC',
      audience: null,
      status: 'PUBLISHED',
      allowComments: 0,
      commentsLabel: null,
      hasCampaign: 0,
      equivalentNodeCode: options.equivalentNodeCode ?? null,
      createdAt,
    })
    .returning('idNode')
    .executeTakeFirstOrThrow();
  const { idBlock } = await db
    .insertInto('learning_blocks')
    .values({ idCompany, idNode, position: 0, type: 'List', title: 'Avaliações', text: null, parameters: '{}' })
    .returning('idBlock')
    .executeTakeFirstOrThrow();
  for (const [position, element] of elements.entries()) {
    await db
      .insertInto('learning_block_elements')
      .values({
        idCompany,
        idBlock,
        position,
        elementType: 'idEvaluation' in element ? 'EVALUATION' : 'CONTENT',
        idNode: null,
        idContentItem: 'idContentItem' in element ? element.idContentItem : null,
        idEvaluation: 'idEvaluation' in element ? element.idEvaluation : null,
        sequential: element.sequential ?? 0,
        mandatory: element.mandatory ?? 1,
        title: null,
        image: null,
        mobileImage: null,
        link: null,
      })
      .execute();
  }
  return nodeCode;
}
