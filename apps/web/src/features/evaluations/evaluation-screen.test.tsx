import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Evaluation, QuestionnaireDetail } from '@trilha/shared/api/learning-evaluations';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EvaluationScreen } from './evaluation-screen';
import { buildAnswer, buildQuestion } from './test-data';

const REF = { idUser: 1, idEnrollment: 2, idEvaluation: 3 };
const BASE = '/learning/students/1/enrollments/2/evaluations/3';

const evaluation = (overrides: Partial<Evaluation> = {}): Evaluation => ({
  idEvaluation: 3,
  title: 'Avaliação de segurança',
  description: 'Cinco questões sobre EPIs.',
  evaluationType: 'KNOWLEDGE',
  questionnaireType: 'EVALUATION',
  evaluationMasteryScore: 70,
  parameters: {
    timeLimit: 10,
    questionAmount: null,
    lockNavigation: 0,
    maxTries: 3,
    showResponseSummary: 1,
    lockAfterApproval: 0,
    closingText: null,
  },
  questionCount: 1,
  questionnaire: null,
  attempts: 0,
  remainingTries: 3,
  idNodeEnrollment: 20,
  ...overrides,
});

const attempt = {
  idQuestionnaire: 9,
  questionnaireType: 'EVALUATION' as const,
  startDate: '2026-11-21T12:00:00.000Z',
  deadline: '2026-11-21T12:10:00.000Z',
  finishDate: null,
  grade: null,
  attempt: 1,
};

/** A fake API answering by method and path; fakes stay inside tests. */
function serve(routes: Record<string, (body: unknown) => [number, unknown]>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const key = `${init.method} ${url}`;
    calls.push(key);
    const handler = routes[key];
    const [status, payload] = handler
      ? handler(init.body ? JSON.parse(String(init.body)) : undefined)
      : [404, { code: 'NOT_FOUND', message: 'Não encontrado.' }];
    return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

function renderScreen(initial?: number) {
  function Harness() {
    const [idQuestionnaire, setIdQuestionnaire] = useState(initial);
    return (
      <EvaluationScreen
        evaluationRef={REF}
        idQuestionnaire={idQuestionnaire}
        onQuestionnaire={setIdQuestionnaire}
        onDone={() => undefined}
      />
    );
  }
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Harness />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EvaluationScreen', () => {
  it('an unknown evaluation type says TIPO DE AVALIAÇÃO NÃO ENCONTRADA.', async () => {
    serve({ [`GET ${BASE}`]: () => [200, { success: true, evaluation: evaluation({ evaluationType: 'GAME' }) }] });
    renderScreen();
    expect(await screen.findByText('TIPO DE AVALIAÇÃO NÃO ENCONTRADA.')).toBeInTheDocument();
  });

  it('an evaluation that is not the member’s shows PÁGINA NÃO ENCONTRADA. with a way back', async () => {
    serve({});
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'PÁGINA NÃO ENCONTRADA.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para tela inicial' })).toHaveAttribute('href', '/');
  });

  it('opens on the introduction, and Iniciar starts an attempt at question 1', async () => {
    const question = buildQuestion('SINGLE_OPTION', 'Qual EPI protege a cabeça?', { options: ['Capacete', 'Luva'] });
    const detail: QuestionnaireDetail = {
      ...evaluation({ questionnaire: attempt }),
      questionnaire: { ...attempt, finishDate: null },
      answers: [buildAnswer(question, 1)],
      finishDate: null,
      timeLeft: 600,
    };
    let started = false;
    const calls = serve({
      [`GET ${BASE}`]: () => [
        200,
        { success: true, evaluation: evaluation(started ? { questionnaire: { ...attempt, finishDate: null } } : {}) },
      ],
      [`POST ${BASE}/questionnaires`]: (body) => {
        started = true;
        expect(body).toMatchObject({ idUser: 1, idEnrollment: 2, idEvaluation: 3, questionnaireType: 'EVALUATION' });
        return [
          200,
          { success: true, idQuestionnaire: 9, created: true, questionnaire: { ...attempt, finishDate: null } },
        ];
      },
      [`GET ${BASE}/questionnaires/9`]: () => [200, { success: true, evaluation: detail }],
    });
    const user = renderScreen();
    expect(await screen.findByRole('heading', { name: 'Avaliação de segurança' })).toBeInTheDocument();
    expect(screen.getByText('Tempo: 10 minutos a partir do início')).toBeInTheDocument();
    expect(screen.getByText('Nota mínima: 70%')).toBeInTheDocument();
    expect(screen.getByText('Restam 3 tentativas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Iniciar avaliação' }));
    expect(await screen.findByRole('group', { name: /Questão 1 de 1/ })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('10:00');
    expect(calls).toContain(`POST ${BASE}/questionnaires`);
  });

  it('a finished attempt opens on the feedback', async () => {
    const question = buildQuestion('SINGLE_OPTION', 'Qual EPI?', { options: ['Capacete', 'Luva'] });
    const finished = { ...attempt, finishDate: '2026-11-21T12:05:00.000Z', grade: 100 };
    serve({
      [`GET ${BASE}`]: () => [
        200,
        { success: true, evaluation: evaluation({ questionnaire: finished, attempts: 1, remainingTries: 2 }) },
      ],
      [`GET ${BASE}/questionnaires/9`]: () => [
        200,
        {
          success: true,
          evaluation: {
            ...evaluation({ questionnaire: finished }),
            questionnaire: finished,
            answers: [
              {
                ...buildAnswer(question, 1),
                answerStatus: true,
                answerData: [{ idQuestionOption: question.options[0]!.idQuestionOption }],
              },
            ],
            finishDate: finished.finishDate,
            timeLeft: null,
          },
        },
      ],
      [`GET ${BASE}/questionnaires/9/result`]: () => [
        200,
        {
          success: true,
          result: {
            idQuestionnaire: 9,
            evaluationType: 'KNOWLEDGE',
            questionnaireType: 'EVALUATION',
            grade: 100,
            masteryScore: 70,
            passed: true,
            attempts: 1,
            remainingTries: 2,
            description: null,
            finishDate: finished.finishDate,
            finishReason: 'SUBMITTED',
            summary: [],
          },
        },
      ],
    });
    renderScreen();
    expect(await screen.findByText('Aprovado')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Nota 100 de 100' })).toBeInTheDocument();
  });
});
