import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnswerResult, EvaluationResult } from '@trilha/shared/api/learning-evaluations';
import { describe, expect, it, vi } from 'vitest';
import { EvaluationFeedback, ScoreGauge } from './feedback';

const result = (overrides: Partial<EvaluationResult> = {}): EvaluationResult => ({
  idQuestionnaire: 9,
  evaluationType: 'KNOWLEDGE',
  questionnaireType: 'EVALUATION',
  grade: 80,
  masteryScore: 70,
  passed: true,
  attempts: 1,
  remainingTries: 2,
  description: null,
  finishDate: '2026-11-21T12:10:00.000Z',
  finishReason: 'SUBMITTED',
  summary: [
    {
      idAnswer: 31,
      position: 1,
      statement: 'Qual EPI protege a cabeça?',
      questionType: 'SINGLE_OPTION',
      isCorrect: true,
    },
    {
      idAnswer: 32,
      position: 2,
      statement: 'O CO2 serve para fogo elétrico.',
      questionType: 'TRUE_OR_FALSE',
      isCorrect: false,
    },
  ],
  ...overrides,
});

const key: AnswerResult = {
  idAnswer: 32,
  position: 2,
  statement: 'O CO2 serve para fogo elétrico.',
  questionType: 'TRUE_OR_FALSE',
  isCorrect: false,
  answerText: null,
  options: [
    { idQuestionOption: 1, description: 'Verdadeiro', selected: 0, isCorrect: 1 },
    { idQuestionOption: 2, description: 'Falso', selected: 1, isCorrect: 0 },
  ],
  optionAnswers: [],
  scales: [],
  ratings: [],
};

function renderFeedback(value: EvaluationResult, onRetry = vi.fn(), loadAnswer = vi.fn(async () => key)) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <EvaluationFeedback title="Avaliação de segurança" result={value} onRetry={onRetry} loadAnswer={loadAnswer} />
    </QueryClientProvider>,
  );
  return { onRetry, loadAnswer, user: userEvent.setup() };
}

describe('ScoreGauge', () => {
  it.each([
    [0, 'rotate(-45deg)'],
    [50, 'rotate(45deg)'],
    [80, 'rotate(99deg)'],
    [100, 'rotate(135deg)'],
  ])('grade %i turns the gauge by grade * 180 / 100 - 45: %s', (grade, transform) => {
    render(<ScoreGauge grade={grade} />);
    expect(screen.getByTestId('gauge-fill')).toHaveStyle({ transform });
    expect(screen.getByRole('img', { name: `Nota ${grade} de 100` })).toBeInTheDocument();
  });
});

describe('EvaluationFeedback', () => {
  it('shows the grade, Aprovado, the mastery score, attempts and a retry while tries remain', async () => {
    const { user, onRetry } = renderFeedback(result());
    expect(screen.getByText('Aprovado')).toBeInTheDocument();
    expect(screen.getByText('Nota mínima para aprovação: 70%')).toBeInTheDocument();
    expect(screen.getByText('1 tentativa realizada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refazer avaliação' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows Reprovado below the mastery score and no retry without tries', () => {
    renderFeedback(result({ grade: 40, passed: false, remainingTries: 0 }));
    expect(screen.getByText('Reprovado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refazer avaliação' })).not.toBeInTheDocument();
  });

  it('a pre-test shows Aproveitamento instead of pass or fail', () => {
    renderFeedback(result({ evaluationType: 'PRE_TEST', masteryScore: null, passed: false, remainingTries: 0 }));
    expect(screen.getByText('Aproveitamento')).toBeInTheDocument();
    expect(screen.queryByText('Reprovado')).not.toBeInTheDocument();
  });

  it('says when the clock finished the attempt', () => {
    renderFeedback(result({ finishReason: 'TIME_EXPIRED' }));
    expect(screen.getByText('A avaliação foi enviada quando o tempo acabou.')).toBeInTheDocument();
  });

  it('lists the answer key and opens a modal per question with the chosen and the right option', async () => {
    const { user, loadAnswer } = renderFeedback(result());
    const row = screen.getByRole('button', { name: /Questão 2.*Incorreta/ });
    expect(screen.getByRole('button', { name: /Questão 1.*Correta/ })).toBeInTheDocument();
    await user.click(row);
    const dialog = await screen.findByRole('dialog', { name: 'Questão 2' });
    expect(loadAnswer).toHaveBeenCalledWith(32);
    expect(dialog).toHaveTextContent('Verdadeiro');
    expect(dialog).toHaveTextContent('Resposta correta');
    expect(dialog).toHaveTextContent('Sua resposta');
    await user.click(screen.getAllByRole('button', { name: 'Fechar' })[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no answer key when the evaluation does not show it', () => {
    renderFeedback(result({ summary: [] }));
    expect(screen.queryByRole('heading', { name: 'Gabarito' })).not.toBeInTheDocument();
  });
});
