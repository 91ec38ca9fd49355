import type { Pack } from '@trilha/shared/api/pack-format';
import type { Db } from '../../db/database';
import { evaluationsRepository } from '../../modules/learning/evaluations/evaluations.repository';
import { type ImportContext, isSame } from './context';

/** Evaluations, by key, with their questions. */
export async function importEvaluations(context: ImportContext): Promise<void> {
  const { idCompany, pack, stamp, upsertKeyed, fail } = context;
  for (const [index, evaluation] of (pack.evaluations ?? []).entries()) {
    const idEvaluation = await upsertKeyed({
      table: 'learning_evaluations',
      idColumn: 'idEvaluation',
      entityType: 'evaluation',
      key: evaluation.key,
      values: {
        idCompany,
        title: evaluation.title,
        description: evaluation.description ?? null,
        evaluationType: evaluation.type,
        evaluationMasteryScore: evaluation.masteryScore ?? null,
        timeLimit: evaluation.timeLimit ?? null,
        questionAmount: evaluation.questionAmount ?? null,
        lockNavigation: evaluation.lockNavigation ?? 0,
        maxTries: evaluation.maxTries ?? null,
        showResponseSummary: evaluation.showResponseSummary ?? 1,
        lockAfterApproval: evaluation.lockAfterApproval ?? 0,
        closingText: evaluation.closingText ?? null,
      },
      insertOnly: { createdAt: stamp },
    });
    // A question file arrives read by the pack reader, as questionItems beside the file's name.
    const questionsField = evaluation.questions ? 'questions' : 'questionItems';
    if (evaluation.questions && !evaluation.questionItems) {
      fail(`evaluations[${index}].questions`, 'O arquivo de questões só é lido de uma pasta do pacote (pack:import)');
    } else if (evaluation.questionItems) {
      await replaceQuestions(
        context,
        idEvaluation,
        evaluation.key,
        `evaluations[${index}].${questionsField}`,
        evaluation.questionItems,
      );
    }
  }
}

type QuestionItems = NonNullable<NonNullable<Pack['evaluations']>[number]['questionItems']>;

/**
 * Gives an evaluation the pack's questions, in order. A question identical to one the evaluation has keeps
 * its row (only its place may change); a new or changed one is a new row. A question no longer wanted is
 * removed, or retired when an attempt shows it, so an open questionnaire keeps the version it started with
 * and a finished one keeps its answer key, while new attempts get the current questions.
 */
export async function replaceQuestions(
  context: Pick<ImportContext, 'db' | 'idCompany' | 'record' | 'markUnchanged' | 'fail' | 'stamp'>,
  idEvaluation: number,
  key: string,
  _path: string,
  items: QuestionItems,
): Promise<void> {
  const { db, idCompany } = context;
  const wanted = items.map((item) => ({
    id: item.id,
    type: item.type,
    statement: item.statement,
    mandatory: item.mandatory ?? 1,
    options: (item.options ?? []).map((option) => ({ description: option.description, correct: option.correct ?? 0 })),
    matches: item.matches ?? [],
    scales: item.scales ?? [],
    ...(item.commentLimit == null ? {} : { commentLimit: item.commentLimit }),
  }));
  const stored = await readStoredQuestions(db, idCompany, idEvaluation);
  const current = stored.map(({ idQuestion: _id, ...item }) => item);
  if (isSame(current, wanted)) {
    context.markUnchanged();
    return;
  }
  const repository = evaluationsRepository({ db });
  const unused = [...stored];
  const placed: number[] = [];
  for (const item of wanted) {
    const same = unused.findIndex(({ idQuestion: _id, ...question }) => isSame(question, item));
    if (same >= 0) {
      placed.push((unused.splice(same, 1)[0] as (typeof stored)[number]).idQuestion);
      continue;
    }
    const [idQuestion] = await repository.insertQuestions(
      idCompany,
      idEvaluation,
      [
        {
          sourceIdentifier: item.id,
          questionType: item.type,
          statement: item.statement,
          mandatory: item.mandatory,
          options: item.options.map((option) => ({ description: option.description, isCorrect: option.correct })),
          optionAnswers: item.matches.map((match) => ({
            description: match.description,
            correctOptionIndex: match.option,
          })),
          scales: item.scales,
          commentLimit: item.commentLimit ?? null,
        },
      ],
      context.stamp,
    );
    placed.push(idQuestion as number);
  }
  for (const [index, idQuestion] of placed.entries()) {
    await db
      .updateTable('learning_questions')
      .set({ position: index + 1 })
      .where('idQuestion', '=', idQuestion)
      .where('position', '!=', index + 1)
      .execute();
  }
  const gone = unused.map((question) => question.idQuestion);
  if (gone.length > 0) {
    const answered = new Set(
      (
        await db
          .selectFrom('learning_answers')
          .select('idQuestion')
          .distinct()
          .where('idCompany', '=', idCompany)
          .where('idQuestion', 'in', gone)
          .execute()
      ).map((row) => row.idQuestion),
    );
    const retired = gone.filter((id) => answered.has(id));
    const removed = gone.filter((id) => !answered.has(id));
    if (retired.length) {
      await db
        .updateTable('learning_questions')
        .set({ retiredAt: context.stamp })
        .where('idQuestion', 'in', retired)
        .execute();
    }
    if (removed.length) {
      await db.deleteFrom('learning_question_scales').where('idQuestion', 'in', removed).execute();
      await db.deleteFrom('learning_question_option_answers').where('idQuestion', 'in', removed).execute();
      await db.deleteFrom('learning_question_options').where('idQuestion', 'in', removed).execute();
      await db.deleteFrom('learning_questions').where('idQuestion', 'in', removed).execute();
    }
  }
  context.record({
    entityType: 'evaluationQuestions',
    key,
    action: current.length ? 'update' : 'create',
    before: current.length ? { questions: current } : null,
    after: { questions: wanted },
  });
}

/** An evaluation's current questions as the pack writes them (`questionItems`), in order. */
export async function readQuestions(db: Db, idCompany: number, idEvaluation: number) {
  return (await readStoredQuestions(db, idCompany, idEvaluation)).map(({ idQuestion: _id, ...item }) => item);
}

/** The current questions (not the retired ones) as `questionItems`, each with its row id. */
async function readStoredQuestions(db: Db, idCompany: number, idEvaluation: number) {
  const questions = await evaluationsRepository({ db }).findQuestions(idCompany, idEvaluation);
  if (questions.length === 0) return [];
  const ids = questions.map((question) => question.idQuestion);
  const options = await db
    .selectFrom('learning_question_options')
    .selectAll()
    .where('idQuestion', 'in', ids)
    .orderBy('position')
    .orderBy('idQuestionOption')
    .execute();
  const answers = await db
    .selectFrom('learning_question_option_answers')
    .selectAll()
    .where('idQuestion', 'in', ids)
    .orderBy('position')
    .orderBy('idQuestionOptionAnswer')
    .execute();
  const scales = await db
    .selectFrom('learning_question_scales')
    .selectAll()
    .where('idQuestion', 'in', ids)
    .orderBy('position')
    .orderBy('idQuestionScale')
    .execute();
  return questions.map((question) => {
    const own = options.filter((option) => option.idQuestion === question.idQuestion);
    return {
      idQuestion: question.idQuestion,
      id: question.sourceIdentifier ?? `questao-${question.position}`,
      type: question.questionType,
      statement: question.statement,
      mandatory: question.mandatory === 1 ? (1 as const) : (0 as const),
      options: own.map((option) => ({
        description: option.description,
        correct: option.isCorrect === 1 ? (1 as const) : (0 as const),
      })),
      matches: answers
        .filter((answer) => answer.idQuestion === question.idQuestion)
        .map((answer) => ({
          description: answer.description,
          option: own.findIndex((option) => option.idQuestionOption === answer.idQuestionOption),
        })),
      scales: scales
        .filter((scale) => scale.idQuestion === question.idQuestion)
        .map((scale) => ({ description: scale.description, value: scale.value })),
      ...(question.commentLimit === null ? {} : { commentLimit: question.commentLimit }),
    };
  });
}

/** The row ids of an evaluation's current questions in order, with their options, scales and matching items. */
export async function readQuestionPlaces(db: Db, idCompany: number, idEvaluation: number) {
  const questions = await evaluationsRepository({ db }).findQuestions(idCompany, idEvaluation);
  if (questions.length === 0) return [];
  const ids = questions.map((question) => question.idQuestion);
  const rows = async (
    table: 'learning_question_options' | 'learning_question_scales' | 'learning_question_option_answers',
    idColumn: 'idQuestionOption' | 'idQuestionScale' | 'idQuestionOptionAnswer',
  ) =>
    (await db
      .selectFrom(table)
      .select(['idQuestion', `${idColumn} as id`])
      .where('idQuestion', 'in', ids)
      .orderBy('position')
      .orderBy(idColumn)
      .execute()) as Array<{ idQuestion: number; id: number }>;
  const options = await rows('learning_question_options', 'idQuestionOption');
  const scales = await rows('learning_question_scales', 'idQuestionScale');
  const items = await rows('learning_question_option_answers', 'idQuestionOptionAnswer');
  const of = (list: Array<{ idQuestion: number; id: number }>, idQuestion: number) =>
    list.filter((row) => row.idQuestion === idQuestion).map((row) => row.id);
  return questions.map((question) => ({
    idQuestion: question.idQuestion,
    options: of(options, question.idQuestion),
    scales: of(scales, question.idQuestion),
    items: of(items, question.idQuestion),
  }));
}
