import type { ImportQuestionsResponse } from '@trilha/shared/api/learning-evaluations';
import { type AuthContext, requireAdmin } from '../../../platform/auth-context';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import type { EvaluationsRepository } from './evaluations.repository';
import type { EvaluationsTransaction } from './evaluations.service';
import { readQuestionBank } from './question-import';

type QuestionBankServiceDeps = {
  evaluationsRepository: EvaluationsRepository;
  transaction: EvaluationsTransaction;
  clock: Clock;
};

/** Imports questions from QTI 2.1/3.0 or Moodle XML into an evaluation of the administrator's company. */
export const questionBankService = ({ evaluationsRepository, transaction, clock }: QuestionBankServiceDeps) => ({
  /**
   * Reads the bank and appends its supported questions after the evaluation's own; every item left out
   * is listed with its identifier and reason. With `dryRun` nothing is stored.
   */
  async importQuestions(
    auth: AuthContext,
    idEvaluation: number,
    data: Buffer,
    options: { dryRun: boolean },
  ): Promise<ImportQuestionsResponse> {
    requireAdmin(auth);
    const evaluation = await evaluationsRepository.findEvaluation(auth.idCompany, idEvaluation);
    if (!evaluation) throw new AppError('NOT_FOUND');
    if (data.length === 0) throw new AppError('QUESTION_IMPORT_INVALID');
    const bank = await readQuestionBank(data);
    const ids =
      options.dryRun || bank.questions.length === 0
        ? []
        : await transaction((repository) =>
            repository.insertQuestions(auth.idCompany, idEvaluation, bank.questions, clock.now().toISOString()),
          );
    return {
      success: true,
      format: bank.format,
      imported: ids.length,
      questions: bank.questions.map((question, index) => ({
        idQuestion: ids[index] ?? null,
        sourceIdentifier: question.sourceIdentifier,
        questionType: question.questionType,
        statement: question.statement,
      })),
      unsupported: bank.unsupported,
      warnings: bank.warnings,
    };
  },
});

export type QuestionBankService = ReturnType<typeof questionBankService>;
