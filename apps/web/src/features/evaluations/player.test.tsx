import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnswerValue } from '@trilha/shared/rules/evaluation-grading';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EvaluationPlayer, type PlayerProps } from './player';
import { buildAnswer, buildQuestion } from './test-data';

function build() {
  return [
    buildAnswer(buildQuestion('SINGLE_OPTION', 'Qual EPI protege a cabeça?', { options: ['Capacete', 'Luva'] }), 1),
    buildAnswer(
      buildQuestion('TRUE_OR_FALSE', 'O CO2 serve para fogo elétrico.', { options: ['Verdadeiro', 'Falso'] }),
      2,
    ),
    buildAnswer(buildQuestion('MULTI_OPTION', 'Marque os EPIs da solda.', { options: ['Máscara', 'Avental'] }), 3),
  ];
}

function renderPlayer(overrides: Partial<PlayerProps> = {}) {
  const answers = overrides.answers ?? build();
  const onFinish = vi.fn();
  const onAnswer = vi.fn();
  function Harness() {
    const [values, setValues] = useState<Record<number, AnswerValue>>({});
    return (
      <EvaluationPlayer
        title="Avaliação de segurança"
        answers={answers}
        values={values}
        pendingIds={new Set()}
        online
        sending={false}
        lockNavigation={false}
        timeLeft={null}
        startIndex={0}
        finishing={false}
        onAnswer={(idAnswer, value) => {
          onAnswer(idAnswer, value);
          setValues((current) => ({ ...current, [idAnswer]: value }));
        }}
        onFinish={onFinish}
        {...overrides}
      />
    );
  }
  render(<Harness />);
  return { answers, onFinish, onAnswer, user: userEvent.setup() };
}

describe('EvaluationPlayer', () => {
  it('shows one question at a time and moves with Próxima and Anterior, focusing the new question', async () => {
    const { user } = renderPlayer();
    expect(screen.getByRole('group', { name: /Questão 1 de 3.*Qual EPI/ })).toBeInTheDocument();
    expect(screen.queryByText('O CO2 serve para fogo elétrico.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(screen.getByText('O CO2 serve para fogo elétrico.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Questão 2 de 3' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByText('Qual EPI protege a cabeça?')).toBeInTheDocument();
  });

  it('resumes at the question it is given', () => {
    renderPlayer({ startIndex: 2 });
    expect(screen.getByText('Marque os EPIs da solda.')).toBeInTheDocument();
  });

  it('refuses to send a blank attempt with the spec message', async () => {
    const { user, onFinish } = renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'É necessário responder todas as questões para enviar a avaliação.',
    );
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('lists the missing questions as questão N, and each one leads to its question', async () => {
    const { user } = renderPlayer();
    await user.click(screen.getByRole('radio', { name: 'Capacete' }));
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Faltam responder as seguintes questões:');
    expect(alert).toHaveTextContent('questão 2');
    expect(alert).toHaveTextContent('questão 3');
    await user.click(screen.getByRole('button', { name: 'questão 3' }));
    expect(screen.getByText('Marque os EPIs da solda.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Avental' }));
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Falta responder a seguinte questão.questão 2');
  });

  it('a one-question evaluation names the question', async () => {
    const [first] = build();
    const { user } = renderPlayer({ answers: [first!] });
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(screen.getByRole('alert')).toHaveTextContent('É necessário responder a questão para enviar a avaliação.');
  });

  it('asks for confirmation and finishes when every question is answered', async () => {
    const { user, onFinish } = renderPlayer();
    await user.click(screen.getByRole('radio', { name: 'Capacete' }));
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await user.click(screen.getByRole('radio', { name: 'Falso' }));
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await user.click(screen.getByRole('checkbox', { name: 'Máscara' }));
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    const dialog = screen.getByRole('dialog', { name: 'Enviar avaliação?' });
    expect(dialog).toHaveTextContent('Depois de enviar, não é possível alterar as respostas.');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('with lockNavigation the next question opens only after the current one is answered', async () => {
    const { user } = renderPlayer({ lockNavigation: true });
    const next = screen.getByRole('button', { name: 'Próxima' });
    expect(next).toBeDisabled();
    expect(screen.getByText('Responda a questão para avançar.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ir para a questão 3/ })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Luva' }));
    expect(next).toBeEnabled();
  });

  it('shows answers waiting for the network on their question and in the status', () => {
    const answers = build();
    renderPlayer({ answers, pendingIds: new Set([answers[0]!.idAnswer, answers[1]!.idAnswer]), online: false });
    expect(screen.getByRole('status')).toHaveTextContent('2 respostas aguardando conexão');
    expect(screen.getByRole('button', { name: 'Ir para a questão 1, aguardando envio' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir para a questão 3, não respondida' })).toBeInTheDocument();
  });

  it('shows the time left as a timer', () => {
    renderPlayer({ timeLeft: 9 * 60 + 5 });
    expect(screen.getByRole('timer', { name: 'Tempo restante' })).toHaveTextContent('09:05');
  });
});
