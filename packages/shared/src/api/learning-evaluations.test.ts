import { describe, expect, it } from 'vitest';
import { z } from '../zod';
import {
  answerResultResponse,
  CORRECTNESS_KEYS,
  evaluationResponse,
  publicQuestion,
  questionnaireResponse,
  resultResponse,
  saveAnswerRequest,
  saveAnswerResponse,
  saveSurveyResponse,
  saveTimeResponse,
  startQuestionnaireResponse,
} from './learning-evaluations';

/** Every property name anywhere in a schema's JSON Schema. */
function propertyNames(schema: z.ZodType): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record.properties && typeof record.properties === 'object') {
      for (const name of Object.keys(record.properties)) names.add(name);
    }
    for (const value of Object.values(record)) walk(value);
  };
  walk(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }));
  return names;
}

describe('what the member receives before finishing carries no correctness data', () => {
  it.each([
    ['GET .../evaluations/:idEvaluation', evaluationResponse],
    ['POST Q', startQuestionnaireResponse],
    ['GET Q/:idQuestionnaire', questionnaireResponse],
    ['PUT Q/:idQuestionnaire/answers/:idAnswer', saveAnswerResponse],
    ['PUT Q/:idQuestionnaire/time', saveTimeResponse],
    ['POST Q/:idQuestionnaire/save', saveSurveyResponse],
  ])('%s has no field that reveals the answer key', (_route, schema) => {
    const names = propertyNames(schema);
    for (const key of CORRECTNESS_KEYS) expect(names.has(key)).toBe(false);
    expect([...names].filter((name) => /correct/i.test(name))).toEqual([]);
  });

  it('the result shapes, answered after finishing, do carry it (the check above can see such fields)', () => {
    expect(propertyNames(resultResponse).has('isCorrect')).toBe(true);
    expect(propertyNames(answerResultResponse).has('correctIdQuestionOption')).toBe(true);
  });

  it('a question serialized through the public shape loses isCorrect and the expected matches', () => {
    const stored = {
      idQuestion: 1,
      statement: 'Qual EPI protege a cabeça?',
      questionType: 'SINGLE_OPTION',
      mandatory: 1,
      options: [
        { idQuestionOption: 10, description: 'Capacete', selected: 0, isCorrect: 1 },
        { idQuestionOption: 11, description: 'Luva', selected: 0, isCorrect: 0 },
      ],
      optionAnswers: [{ idQuestionOptionAnswer: 20, description: 'x', idQuestionOption: 10 }],
      scales: [],
      correctOptionIds: [10],
    };
    const sent = JSON.stringify(publicQuestion.parse(stored));
    expect(sent).not.toMatch(/isCorrect|correctOptionIds/);
    expect(JSON.parse(sent).optionAnswers).toEqual([{ idQuestionOptionAnswer: 20, description: 'x' }]);
  });
});

describe('saveAnswerRequest', () => {
  it('accepts the answer object as the player holds it and ignores its other fields', () => {
    const parsed = saveAnswerRequest.parse({
      idAnswer: 5,
      answerStatus: true,
      answerData: [{ idQuestionOption: 3 }],
      answerText: null,
      question: { statement: 'x' },
    });
    expect(parsed).toEqual({ answerData: [{ idQuestionOption: 3 }], answerText: null });
  });

  it('refuses a comment over 4000 characters with the Portuguese message', () => {
    const result = saveAnswerRequest.safeParse({ answerData: [], answerText: 'a'.repeat(4001) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('O comentário pode ter no máximo 4000 caracteres.');
  });

  it('refuses ids that are not positive integers', () => {
    expect(saveAnswerRequest.safeParse({ answerData: [{ idQuestionOption: -1 }] }).success).toBe(false);
    expect(saveAnswerRequest.safeParse({ answerData: [{ idQuestionOption: 1.5 }] }).success).toBe(false);
  });
});
