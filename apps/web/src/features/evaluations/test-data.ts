import type { PublicAnswer, PublicQuestion } from '@trilha/shared/api/learning-evaluations';

/** Builders of public questions and answers for component tests. */

let nextId = 1;
const id = () => nextId++;

export function buildQuestion(
  questionType: PublicQuestion['questionType'],
  statement: string,
  parts: { options?: string[]; items?: string[]; scales?: string[]; mandatory?: 0 | 1 } = {},
): PublicQuestion {
  return {
    idQuestion: id(),
    statement,
    questionType,
    mandatory: parts.mandatory ?? 1,
    options: (parts.options ?? []).map((description) => ({ idQuestionOption: id(), description, selected: 0 })),
    optionAnswers: (parts.items ?? []).map((description) => ({ idQuestionOptionAnswer: id(), description })),
    scales: (parts.scales ?? []).map((description, index) => ({
      idQuestionScale: id(),
      description,
      value: index + 1,
    })),
  };
}

export function buildAnswer(question: PublicQuestion, position: number): PublicAnswer {
  return { idAnswer: id(), position, answerData: [], answerText: null, answerStatus: false, revision: 0, question };
}

export const SCALE = ['Discordo totalmente', 'Discordo', 'Neutro', 'Concordo', 'Concordo totalmente'];
