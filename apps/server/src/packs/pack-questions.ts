import { readFile, stat } from 'node:fs/promises';
import type { ImportedQuestion } from '@trilha/shared/api/learning-evaluations';
import type { PackEvaluation, PackQuestionItem } from '@trilha/shared/api/pack-format';
import type { QuestionBankFormat } from '@trilha/shared/api/question-bank';
import { type QuestionBank, readQuestionBank } from '../modules/learning/evaluations/question-import';
import { AppError } from '../platform/errors';

/** The largest question file a pack may carry; a QTI package's own limits apply inside it too. */
const MAX_QUESTION_FILE_BYTES = 20 * 1024 * 1024;

const FORMATS: Record<NonNullable<PackEvaluation['questionFormat']>, QuestionBankFormat[]> = {
  qti: ['QTI_2_1', 'QTI_3_0'],
  moodle: ['MOODLE_XML'],
};

/** The questions a pack's question file gives, or every reason it cannot be imported as a whole. */
export type QuestionFileResult = { ok: true; items: PackQuestionItem[] } | { ok: false; problems: string[] };

/**
 * Reads an evaluation's question file (a QTI 2.x/3.0 item or package, or Moodle XML) with the parser of an
 * administrator's import, and answers its questions as `questionItems` would write them. An operator importing
 * a pack expects every question, so an item the parser cannot represent is a problem, not a warning.
 */
export async function readQuestionFile(
  absolute: string,
  format: PackEvaluation['questionFormat'],
): Promise<QuestionFileResult> {
  const info = await stat(absolute);
  if (info.size > MAX_QUESTION_FILE_BYTES) {
    return { ok: false, problems: ['O arquivo de questões é grande demais (até 20 MB)'] };
  }
  let bank: QuestionBank;
  try {
    bank = await readQuestionBank(await readFile(absolute));
  } catch (error) {
    if (error instanceof AppError && error.code === 'QUESTION_IMPORT_INVALID')
      return { ok: false, problems: [error.message] };
    throw error;
  }
  const problems: string[] = [];
  if (format && !FORMATS[format].includes(bank.format)) {
    problems.push(
      `O arquivo é ${bank.format === 'MOODLE_XML' ? 'Moodle XML' : 'QTI'}, mas questionFormat diz ${format}`,
    );
  }
  for (const item of bank.unsupported) problems.push(`Questão ${item.identifier} não importada: ${item.reason}`);
  if (bank.questions.length === 0 && problems.length === 0) problems.push('O arquivo não tem questões');
  return problems.length > 0 ? { ok: false, problems } : { ok: true, items: bank.questions.map(toQuestionItem) };
}

/** An imported question as `questionItems` writes it, so both kinds reach the evaluation by the same code. */
export function toQuestionItem(question: ImportedQuestion): PackQuestionItem {
  return {
    // The stored identifier is cut at 200 characters; cut it here too so a re-import compares equal.
    id: question.sourceIdentifier.slice(0, 200),
    type: question.questionType,
    statement: question.statement,
    mandatory: 1,
    options: question.options.map((option) => ({ description: option.description, correct: option.isCorrect })),
    matches: question.optionAnswers.map((answer) => ({
      description: answer.description,
      option: answer.correctOptionIndex,
    })),
    scales: question.scales,
  };
}
