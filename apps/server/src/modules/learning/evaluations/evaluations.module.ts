import type { Db } from '../../../db/database';
import { unitOfWork } from '../../../db/unit-of-work';
import type { Clock } from '../../../platform/clock';
import { evaluationsRepository } from './evaluations.repository';
import { type EnrollmentGate, type EvaluationsTransaction, evaluationsService } from './evaluations.service';
import { questionBankService } from './question-bank.service';

/** Runs work in one transaction with the evaluations repository bound to it. */
export function evaluationsTransaction(db: Db): EvaluationsTransaction {
  return unitOfWork(db, (trx) => evaluationsRepository({ db: trx }));
}

/** The question bank import, which needs no enrollment: administrators fill evaluations with it. */
export function createQuestionBank({ db, clock }: { db: Db; clock: Clock }) {
  return questionBankService({
    evaluationsRepository: evaluationsRepository({ db }),
    transaction: evaluationsTransaction(db),
    clock,
  });
}

/** The member's side of evaluations, given how the learning core places an evaluation in an enrollment. */
export function createEvaluations({
  db,
  clock,
  enrollmentGate,
}: {
  db: Db;
  clock: Clock;
  enrollmentGate: EnrollmentGate;
}) {
  return evaluationsService({
    evaluationsRepository: evaluationsRepository({ db }),
    transaction: evaluationsTransaction(db),
    enrollmentGate,
    clock,
  });
}
