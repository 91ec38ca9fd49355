import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnswerValue } from '@trilha/shared/rules/evaluation-grading';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PreTestGateModal } from '../../ui/pre-test-gate';
import { SurveyForm } from './survey-form';
import { buildAnswer, buildQuestion, SCALE } from './test-data';

function renderSurvey(thanksOpen = false) {
  const answers = [
    buildAnswer(buildQuestion('LIKERT_SCALE', 'O treinamento foi útil.', { scales: SCALE }), 1),
    buildAnswer(buildQuestion('COMMENT', 'O que podemos melhorar?'), 2),
    buildAnswer(buildQuestion('COMMENT', 'Algo mais?', { mandatory: 0 }), 3),
  ];
  const onSave = vi.fn();
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  function Harness() {
    const [values, setValues] = useState<Record<number, AnswerValue>>({});
    return (
      <SurveyForm
        title="Pesquisa de satisfação"
        description="Leva dois minutos."
        answers={answers}
        values={values}
        onAnswer={(idAnswer, value) => setValues((current) => ({ ...current, [idAnswer]: value }))}
        onSave={onSave}
        onSubmit={onSubmit}
        saving={false}
        submitting={false}
        message={null}
        thanks={{ open: thanksOpen, closingText: 'Obrigado por responder!', onClose }}
      />
    );
  }
  render(<Harness />);
  return { onSave, onSubmit, onClose, user: userEvent.setup() };
}

describe('SurveyForm', () => {
  it('shows every question; Salvar works at any time, Enviar only once the mandatory ones are answered', async () => {
    const { user, onSave, onSubmit } = renderSurvey();
    expect(screen.getAllByRole('group')).toHaveLength(3);
    const submit = screen.getByRole('button', { name: 'Enviar' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSave).toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Concordo' }));
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Seu comentário' }), 'Mais exemplos práticos.');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('thanks with the closing text after submitting', async () => {
    const { user, onClose } = renderSurvey(true);
    const dialog = screen.getByRole('dialog', { name: 'Obrigado!' });
    expect(dialog).toHaveTextContent('Obrigado por responder!');
    await user.click(screen.getAllByRole('button', { name: 'Fechar' })[0]!);
    expect(onClose).toHaveBeenCalled();
  });
});

describe('PreTestGateModal', () => {
  it('not started: Não iniciado at 0% with Agora não and Iniciar pré-teste', async () => {
    const onLater = vi.fn();
    const onStart = vi.fn();
    render(
      <PreTestGateModal
        title="Pré-teste: vendas consultivas"
        description={null}
        gate={{ status: 'NOT_ATTEMPTED', progress: 0, action: 'START' }}
        onLater={onLater}
        onStart={onStart}
      />,
    );
    // The dialog library loads when the gate first opens.
    expect(await screen.findByRole('dialog', { name: 'Pré-teste: vendas consultivas' })).toHaveTextContent(
      'Não iniciado',
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Iniciar pré-teste' }));
    await user.click(screen.getByRole('button', { name: 'Agora não' }));
    expect(onStart).toHaveBeenCalled();
    expect(onLater).toHaveBeenCalled();
  });

  it('started: Em andamento with Continuar pré-teste', () => {
    render(
      <PreTestGateModal
        title="Pré-teste"
        description={null}
        gate={{ status: 'IN_PROGRESS', progress: 50, action: 'CONTINUE' }}
        onLater={vi.fn()}
        onStart={vi.fn()}
      />,
    );
    expect(screen.getByText('Em andamento')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar pré-teste' })).toBeInTheDocument();
  });
});
