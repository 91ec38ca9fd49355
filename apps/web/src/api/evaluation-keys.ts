import type { EvaluationRef } from './learning-evaluations';

/** TanStack Query keys of an evaluation and its attempts; invalidating the first refreshes them all. */
export const evaluationKeys = {
  evaluation: (ref: EvaluationRef) => ['evaluation', ref.idUser, ref.idEnrollment, ref.idEvaluation] as const,
  questionnaire: (ref: EvaluationRef, id: number) => [...evaluationKeys.evaluation(ref), 'questionnaire', id] as const,
  result: (ref: EvaluationRef, id: number) => [...evaluationKeys.evaluation(ref), 'result', id] as const,
};
