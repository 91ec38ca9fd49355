export { isUniqueViolation } from '../../../db/database';

import type { ImportedQuestion } from '@trilha/shared/api/learning-evaluations';
import { fromCompany, updateCompanyRows } from '../../../db/company-rows';
import type { Db } from '../../../db/database';
import type {
  AnswerRow,
  EvaluationRow,
  NewRow,
  OptionAnswerRow,
  OptionRow,
  QuestionnaireRow,
  QuestionRow,
  ScaleRow,
} from '../../../db/schema';

/** A question with everything it is made of, in order. */
export type QuestionDetail = {
  question: QuestionRow;
  options: OptionRow[];
  optionAnswers: OptionAnswerRow[];
  scales: ScaleRow[];
};

/** A question to store: as imported from a bank, optionally not mandatory (survey questions). */
export type NewQuestion = ImportedQuestion & { mandatory?: 0 | 1; commentLimit?: number | null };

/** Evaluations, their questions, the members' attempts (questionnaires) and answers. Every read takes `idCompany`. */
export const evaluationsRepository = ({ db }: { db: Db }) => ({
  async findEvaluation(idCompany: number, idEvaluation: number): Promise<EvaluationRow | undefined> {
    return fromCompany(db, 'learning_evaluations', idCompany, { idEvaluation }).selectAll().executeTakeFirst();
  },

  /** The evaluation's current questions (not the replaced ones older attempts keep), in order. */
  async findQuestions(idCompany: number, idEvaluation: number): Promise<QuestionRow[]> {
    return fromCompany(db, 'learning_questions', idCompany, { idEvaluation })
      .selectAll()
      .where('retiredAt', 'is', null)
      .orderBy('position')
      .orderBy('idQuestion')
      .execute();
  },

  async countQuestions(idCompany: number, idEvaluation: number): Promise<number> {
    const row = await fromCompany(db, 'learning_questions', idCompany, { idEvaluation })
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('retiredAt', 'is', null)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  },

  /** The questions with their options, items to match and scale points, in the order given. */
  async findQuestionDetails(idCompany: number, idQuestions: number[]): Promise<Map<number, QuestionDetail>> {
    const details = new Map<number, QuestionDetail>();
    if (idQuestions.length === 0) return details;
    const [questions, options, optionAnswers, scales] = await Promise.all([
      fromCompany(db, 'learning_questions', idCompany).selectAll().where('idQuestion', 'in', idQuestions).execute(),
      fromCompany(db, 'learning_question_options', idCompany)
        .selectAll()
        .where('idQuestion', 'in', idQuestions)
        .orderBy('position')
        .orderBy('idQuestionOption')
        .execute(),
      fromCompany(db, 'learning_question_option_answers', idCompany)
        .selectAll()
        .where('idQuestion', 'in', idQuestions)
        .orderBy('position')
        .orderBy('idQuestionOptionAnswer')
        .execute(),
      fromCompany(db, 'learning_question_scales', idCompany)
        .selectAll()
        .where('idQuestion', 'in', idQuestions)
        .orderBy('position')
        .orderBy('idQuestionScale')
        .execute(),
    ]);
    for (const question of questions) {
      details.set(question.idQuestion, { question, options: [], optionAnswers: [], scales: [] });
    }
    for (const option of options) details.get(option.idQuestion)?.options.push(option);
    for (const item of optionAnswers) details.get(item.idQuestion)?.optionAnswers.push(item);
    for (const scale of scales) details.get(scale.idQuestion)?.scales.push(scale);
    return details;
  },

  /** A member's attempts at an evaluation within one enrollment (null: outside any training), oldest first. */
  async findQuestionnaires(
    idCompany: number,
    idUser: number,
    idEvaluation: number,
    idEnrollment: number | null,
  ): Promise<QuestionnaireRow[]> {
    return fromCompany(db, 'learning_questionnaires', idCompany, { idUser, idEvaluation })
      .selectAll()
      .where('idEnrollment', idEnrollment === null ? 'is' : '=', idEnrollment)
      .orderBy('attempt')
      .orderBy('idQuestionnaire')
      .execute();
  },

  /** A member's attempts at several evaluations of an enrollment (the navigation map, the home gate). */
  async findQuestionnairesOfEnrollment(
    idCompany: number,
    idUser: number,
    idEnrollment: number,
    idEvaluations: number[],
  ): Promise<QuestionnaireRow[]> {
    if (idEvaluations.length === 0) return [];
    return fromCompany(db, 'learning_questionnaires', idCompany, { idUser, idEnrollment })
      .selectAll()
      .where('idEvaluation', 'in', idEvaluations)
      .orderBy('attempt')
      .execute();
  },

  async findQuestionnaire(idCompany: number, idQuestionnaire: number): Promise<QuestionnaireRow | undefined> {
    return fromCompany(db, 'learning_questionnaires', idCompany, { idQuestionnaire }).selectAll().executeTakeFirst();
  },

  async insertQuestionnaire(values: NewRow<'learning_questionnaires'>): Promise<number> {
    const row = await db
      .insertInto('learning_questionnaires')
      .values(values)
      .returning('idQuestionnaire')
      .executeTakeFirstOrThrow();
    return row.idQuestionnaire;
  },

  async insertAnswers(values: Array<NewRow<'learning_answers'>>): Promise<void> {
    if (values.length === 0) return;
    await db.insertInto('learning_answers').values(values).execute();
  },

  async findAnswers(idCompany: number, idQuestionnaire: number): Promise<AnswerRow[]> {
    return fromCompany(db, 'learning_answers', idCompany, { idQuestionnaire })
      .selectAll()
      .orderBy('position')
      .execute();
  },

  async findAnswer(idCompany: number, idQuestionnaire: number, idAnswer: number): Promise<AnswerRow | undefined> {
    return fromCompany(db, 'learning_answers', idCompany, { idQuestionnaire, idAnswer }).selectAll().executeTakeFirst();
  },

  /**
   * Takes the attempt's row lock while it is open (a no-op update), so a finish and an answer to the
   * same attempt run one after the other on PostgreSQL; false when the attempt is already finished.
   */
  async lockOpenQuestionnaire(idCompany: number, idQuestionnaire: number): Promise<boolean> {
    const result = await updateCompanyRows(db, 'learning_questionnaires', idCompany, { idQuestionnaire })
      .set((eb) => ({ attempt: eb.ref('attempt') }))
      .where('finishDate', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async updateAnswer(
    idCompany: number,
    idAnswer: number,
    values: Pick<AnswerRow, 'answerData' | 'answerText' | 'answerStatus' | 'revision' | 'answeredAt' | 'updatedAt'>,
  ): Promise<void> {
    await updateCompanyRows(db, 'learning_answers', idCompany, { idAnswer }).set(values).execute();
  },

  async reportTime(idCompany: number, idQuestionnaire: number, timeLeft: number | null, at: string): Promise<void> {
    await updateCompanyRows(db, 'learning_questionnaires', idCompany, { idQuestionnaire })
      .set({ timeLeft, timeReportedAt: at })
      .where('finishDate', 'is', null)
      .execute();
  },

  /** Finishes an open attempt; false when it was already finished. */
  async finishQuestionnaire(
    idCompany: number,
    idQuestionnaire: number,
    values: { finishDate: string; grade: number | null; finishReason: string; timeLeft: number | null },
  ): Promise<boolean> {
    const result = await updateCompanyRows(db, 'learning_questionnaires', idCompany, { idQuestionnaire })
      .set(values)
      .where('finishDate', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async setAnswerCorrectness(idCompany: number, results: Array<{ idAnswer: number; isCorrect: number | null }>) {
    for (const { idAnswer, isCorrect } of results) {
      await updateCompanyRows(db, 'learning_answers', idCompany, { idAnswer }).set({ isCorrect }).execute();
    }
  },

  /** The pages (nodes) whose blocks hold the evaluation as an element. */
  async findNodesHoldingEvaluation(idCompany: number, idEvaluation: number) {
    return db
      .selectFrom('learning_block_elements as e')
      .innerJoin('learning_blocks as b', 'b.idBlock', 'e.idBlock')
      .innerJoin('learning_nodes as n', 'n.idNode', 'b.idNode')
      .select(['n.idNode', 'n.nodeType', 'n.status', 'n.visibility', 'n.audience'])
      .where('e.idCompany', '=', idCompany)
      .where('n.idCompany', '=', idCompany)
      .where('e.elementType', '=', 'EVALUATION')
      .where('e.idEvaluation', '=', idEvaluation)
      .orderBy('n.idNode')
      .execute();
  },

  /** The pages whose PreTest blocks name the evaluation (`parameters.idEvaluation`). */
  async findNodesWithPreTest(idCompany: number, idEvaluation: number) {
    const blocks = await db
      .selectFrom('learning_blocks as b')
      .innerJoin('learning_nodes as n', 'n.idNode', 'b.idNode')
      .select(['n.idNode', 'n.nodeType', 'n.status', 'n.visibility', 'n.audience', 'b.parameters'])
      .where('b.idCompany', '=', idCompany)
      .where('n.idCompany', '=', idCompany)
      .where('b.type', '=', 'PreTest')
      .execute();
    return blocks.filter((block) => {
      try {
        return Number((JSON.parse(block.parameters) as { idEvaluation?: unknown }).idEvaluation) === idEvaluation;
      } catch {
        return false;
      }
    });
  },

  /** Appends questions to an evaluation, after the ones it has; returns the new ids in order. */
  async insertQuestions(
    idCompany: number,
    idEvaluation: number,
    questions: NewQuestion[],
    createdAt: string,
  ): Promise<number[]> {
    const last = await fromCompany(db, 'learning_questions', idCompany, { idEvaluation })
      .select((eb) => eb.fn.max('position').as('position'))
      .where('retiredAt', 'is', null)
      .executeTakeFirst();
    let position = Number(last?.position ?? 0);
    const ids: number[] = [];
    for (const question of questions) {
      position += 1;
      const { idQuestion } = await db
        .insertInto('learning_questions')
        .values({
          idCompany,
          idEvaluation,
          position,
          questionType: question.questionType,
          statement: question.statement,
          mandatory: question.mandatory ?? 1,
          sourceIdentifier: question.sourceIdentifier.slice(0, 200),
          commentLimit: question.commentLimit ?? null,
          createdAt,
        })
        .returning('idQuestion')
        .executeTakeFirstOrThrow();
      const optionIds: number[] = [];
      for (const [index, option] of question.options.entries()) {
        const { idQuestionOption } = await db
          .insertInto('learning_question_options')
          .values({
            idCompany,
            idQuestion,
            position: index + 1,
            description: option.description,
            isCorrect: option.isCorrect,
          })
          .returning('idQuestionOption')
          .executeTakeFirstOrThrow();
        optionIds.push(idQuestionOption);
      }
      for (const [index, item] of question.optionAnswers.entries()) {
        await db
          .insertInto('learning_question_option_answers')
          .values({
            idCompany,
            idQuestion,
            position: index + 1,
            description: item.description,
            idQuestionOption: optionIds[item.correctOptionIndex] ?? null,
          })
          .execute();
      }
      for (const [index, scale] of question.scales.entries()) {
        await db
          .insertInto('learning_question_scales')
          .values({ idCompany, idQuestion, position: index + 1, description: scale.description, value: scale.value })
          .execute();
      }
      ids.push(idQuestion);
    }
    return ids;
  },
});

export type EvaluationsRepository = ReturnType<typeof evaluationsRepository>;
