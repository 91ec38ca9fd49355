import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnswerValue } from '@trilha/shared/rules/evaluation-grading';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuestionInput } from './question-input';
import { buildQuestion, SCALE } from './test-data';

const EMPTY: AnswerValue = { answerData: [], answerText: null };

/** The input with its value kept, as the player keeps it; `changes` records what it reports. */
function renderQuestion(question: ReturnType<typeof buildQuestion>) {
  const changes: Array<{ value: AnswerValue; typing: boolean }> = [];
  function Harness() {
    const [value, setValue] = useState(EMPTY);
    return (
      <QuestionInput
        question={question}
        value={value}
        label="Questão 1 de 1"
        onChange={(next, options) => {
          changes.push({ value: next, typing: Boolean(options?.typing) });
          setValue(next);
        }}
      />
    );
  }
  render(<Harness />);
  return { changes, last: () => changes.at(-1)?.value };
}

describe('QuestionInput', () => {
  it('SINGLE_OPTION is a group named by its statement, answered with the keyboard', async () => {
    const question = buildQuestion('SINGLE_OPTION', 'Qual EPI protege a cabeça?', {
      options: ['Capacete', 'Luva', 'Botina'],
    });
    const { last } = renderQuestion(question);
    const group = screen.getByRole('group', { name: /Qual EPI protege a cabeça\?/ });
    expect(group).toBeInTheDocument();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Capacete' })).toHaveFocus();
    await user.keyboard(' ');
    expect(last()).toEqual({
      answerData: [{ idQuestionOption: question.options[0]!.idQuestionOption }],
      answerText: null,
    });
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Luva' })).toBeChecked();
    expect(last()?.answerData).toEqual([{ idQuestionOption: question.options[1]!.idQuestionOption }]);
  });

  it('TRUE_OR_FALSE keeps one answer', async () => {
    const question = buildQuestion('TRUE_OR_FALSE', 'O CO2 serve para fogo elétrico.', {
      options: ['Verdadeiro', 'Falso'],
    });
    const { last } = renderQuestion(question);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Verdadeiro' }));
    await user.click(screen.getByRole('radio', { name: 'Falso' }));
    expect(last()?.answerData).toEqual([{ idQuestionOption: question.options[1]!.idQuestionOption }]);
    expect(screen.getByRole('radio', { name: 'Verdadeiro' })).not.toBeChecked();
  });

  it('MULTI_OPTION keeps several answers, toggled with Space', async () => {
    const question = buildQuestion('MULTI_OPTION', 'Marque os EPIs da solda.', {
      options: ['Máscara', 'Boné', 'Avental'],
    });
    const { last } = renderQuestion(question);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    const [mask, , apron] = question.options;
    expect(last()?.answerData).toEqual([
      { idQuestionOption: mask!.idQuestionOption },
      { idQuestionOption: apron!.idQuestionOption },
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'Máscara' }));
    expect(last()?.answerData).toEqual([{ idQuestionOption: apron!.idQuestionOption }]);
  });

  it('CORRELATE takes a number from 1 to the option count, or empty, for each item', async () => {
    const question = buildQuestion('CORRELATE', 'Associe cada placa.', {
      options: ['Proibição', 'Obrigação', 'Alerta'],
      items: ['Placa vermelha', 'Placa azul', 'Placa amarela'],
    });
    const { last, changes } = renderQuestion(question);
    const user = userEvent.setup();
    const red = screen.getByRole('textbox', { name: /Placa vermelha/ });
    await user.type(red, '1');
    const blue = screen.getByRole('textbox', { name: /Placa azul/ });
    await user.type(blue, '2');
    expect(last()?.answerData).toEqual([
      {
        idQuestionOptionAnswer: question.optionAnswers[0]!.idQuestionOptionAnswer,
        idQuestionOption: question.options[0]!.idQuestionOption,
      },
      {
        idQuestionOptionAnswer: question.optionAnswers[1]!.idQuestionOptionAnswer,
        idQuestionOption: question.options[1]!.idQuestionOption,
      },
    ]);
    const count = changes.length;
    const yellow = screen.getByRole('textbox', { name: /Placa amarela/ });
    await user.type(yellow, '7');
    expect(screen.getByRole('alert')).toHaveTextContent('Use um número de 1 a 3.');
    expect(yellow).toHaveAttribute('aria-invalid', 'true');
    expect(changes).toHaveLength(count);
    // A valid number typed over with one out of range is no longer the item's answer.
    await user.clear(blue);
    await user.type(blue, '9');
    expect(blue).toHaveValue('9');
    expect(last()?.answerData).toEqual([
      {
        idQuestionOptionAnswer: question.optionAnswers[0]!.idQuestionOptionAnswer,
        idQuestionOption: question.options[0]!.idQuestionOption,
      },
    ]);
    await user.clear(blue);
    await user.type(blue, 'x2');
    expect(blue).toHaveValue('2');
    await user.clear(red);
    expect(last()?.answerData).toEqual([
      {
        idQuestionOptionAnswer: question.optionAnswers[1]!.idQuestionOptionAnswer,
        idQuestionOption: question.options[1]!.idQuestionOption,
      },
    ]);
    expect(screen.getByRole('list', { name: 'Opções' })).toHaveTextContent('1. Proibição');
  });

  it('LIKERT_SCALE is one choice of the scale', async () => {
    const question = buildQuestion('LIKERT_SCALE', 'O treinamento foi útil.', { scales: SCALE });
    const { last } = renderQuestion(question);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Concordo totalmente' }));
    expect(last()?.answerData).toEqual([{ idQuestionScale: question.scales[4]!.idQuestionScale }]);
  });

  it('MULTI_LIKERT_SCALE rates each item in its own group', async () => {
    const question = buildQuestion('MULTI_LIKERT_SCALE', 'Avalie cada aspecto.', {
      options: ['Conteúdo', 'Instrutor'],
      scales: SCALE,
    });
    const { last } = renderQuestion(question);
    const user = userEvent.setup();
    const instructor = screen.getByRole('group', { name: 'Instrutor' });
    const content = screen.getByRole('group', { name: 'Conteúdo' });
    await user.click(within(instructor).getByRole('radio', { name: 'Concordo' }));
    await user.click(within(content).getByRole('radio', { name: 'Neutro' }));
    expect(last()?.answerData).toEqual([
      { idQuestionOption: question.options[0]!.idQuestionOption, idQuestionScale: question.scales[2]!.idQuestionScale },
      { idQuestionOption: question.options[1]!.idQuestionOption, idQuestionScale: question.scales[3]!.idQuestionScale },
    ]);
  });

  it('SINGLE_OPTION_COMMENT takes a choice and an optional comment', async () => {
    const question = buildQuestion('SINGLE_OPTION_COMMENT', 'Você recomendaria?', { options: ['Sim', 'Não'] });
    const { last } = renderQuestion(question);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Sim' }));
    await user.type(screen.getByRole('textbox', { name: 'Comentário (opcional)' }), 'Muito bom');
    expect(last()).toEqual({
      answerData: [{ idQuestionOption: question.options[0]!.idQuestionOption }],
      answerText: 'Muito bom',
    });
  });

  it('COMMENT is a text of up to 4000 characters, reported as typing', async () => {
    const question = buildQuestion('COMMENT', 'O que podemos melhorar?');
    const { changes } = renderQuestion(question);
    const field = screen.getByRole('textbox', { name: 'Seu comentário' });
    expect(field).toHaveAttribute('maxLength', '4000');
    await userEvent.setup().type(field, 'Pausas');
    expect(changes.at(-1)).toEqual({ value: { answerData: [], answerText: 'Pausas' }, typing: true });
    expect(screen.getByText('6 de 4000 caracteres')).toBeInTheDocument();
  });

  it('an optional survey question says so', () => {
    renderQuestion(buildQuestion('COMMENT', 'Algo mais?', { mandatory: 0 }));
    expect(screen.getByText('(opcional)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Comentário (opcional)' })).toBeInTheDocument();
  });

  it('a disabled question takes no answer', async () => {
    const onChange = vi.fn();
    const question = buildQuestion('SINGLE_OPTION', 'Pergunta', { options: ['A', 'B'] });
    render(<QuestionInput question={question} value={EMPTY} onChange={onChange} disabled />);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'A' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it("a question type this app does not know shows 'Componente não encontrado.' under its statement", () => {
    const question = { ...buildQuestion('SINGLE_OPTION', 'Arraste as peças'), questionType: 'DRAG_AND_DROP' };
    renderQuestion(question as unknown as ReturnType<typeof buildQuestion>);
    const group = screen.getByRole('group', { name: /Arraste as peças/ });
    expect(within(group).getByRole('alert')).toHaveTextContent('Componente não encontrado.');
    expect(within(group).queryByRole('radio')).not.toBeInTheDocument();
  });
});
