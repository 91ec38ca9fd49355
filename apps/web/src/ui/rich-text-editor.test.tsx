import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RICH_TEXT_MAX_LENGTH } from '@trilha/shared/constants';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './rich-text-editor';
import { RichTextField } from './rich-text-field';

/** The editor in a form that keeps its value, as a screen uses it. */
function Harness({ initial = '', onChange }: { initial?: string; onChange?: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Descrição"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange?.(html);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Limpar
      </button>
      <output data-testid="value">{value}</output>
    </>
  );
}

const box = () => screen.getByRole('textbox', { name: 'Descrição' });

/** Writes into the box as the browser does: the DOM changes, then an input event. */
function write(html: string) {
  box().innerHTML = html;
  fireEvent.input(box());
}

function select(node: Node, start: number, end: number) {
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, end);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

describe('RichTextEditor (spec 2, 5: 500 characters of HTML, links http(s):// or www)', () => {
  it('counts the characters of HTML as the member writes', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByText(`0 de ${RICH_TEXT_MAX_LENGTH} caracteres`)).toBeInTheDocument();
    write('Olá <b>equipe</b>');
    expect(onChange).toHaveBeenLastCalledWith('Olá <b>equipe</b>');
    expect(screen.getByText(`17 de ${RICH_TEXT_MAX_LENGTH} caracteres`)).toBeInTheDocument();
    expect(box()).toHaveAccessibleDescription(`17 de ${RICH_TEXT_MAX_LENGTH} caracteres`);
  });

  it('reads a box emptied by the member as no text at all', () => {
    const onChange = vi.fn();
    render(<Harness initial="texto" onChange={onChange} />);
    write('<p><br></p>');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('says when the text is over 500 characters of HTML', () => {
    const exactly = `<p>${'a'.repeat(RICH_TEXT_MAX_LENGTH - 7)}</p>`;
    render(<Harness initial={exactly} />);
    expect(screen.queryByRole('alert')).toBeNull();
    write(exactly);
    expect(box()).not.toHaveAttribute('aria-invalid');
    write(`<p><b>${'a'.repeat(RICH_TEXT_MAX_LENGTH - 7)}</b></p>`);
    expect(screen.getByRole('alert')).toHaveTextContent(
      `O texto pode ter no máximo ${RICH_TEXT_MAX_LENGTH} caracteres.`,
    );
    expect(box()).toHaveAttribute('aria-invalid', 'true');
  });

  it('stops typing at the limit but lets the member delete', () => {
    render(<Harness initial={'a'.repeat(RICH_TEXT_MAX_LENGTH)} />);
    const typing = new InputEvent('beforeinput', { inputType: 'insertText', data: 'b', cancelable: true });
    box().dispatchEvent(typing);
    expect(typing.defaultPrevented).toBe(true);
    const deleting = new InputEvent('beforeinput', { inputType: 'deleteContentBackward', cancelable: true });
    box().dispatchEvent(deleting);
    expect(deleting.defaultPrevented).toBe(false);
  });

  it('refuses a link that does not start with http(s):// or www, and links the selected text to one that does', async () => {
    const user = userEvent.setup();
    render(<Harness initial="Veja o site" />);
    const text = box().firstChild as Text;
    select(text, 7, 11);
    await user.click(screen.getByRole('button', { name: 'Inserir link' }));
    const address = screen.getByRole('textbox', { name: 'Endereço do link' });
    expect(address).toHaveFocus();
    await user.type(address, 'acme.example');
    await user.click(screen.getByRole('button', { name: 'Inserir' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Formato de url inválido');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('value')).toHaveTextContent('Veja o site');

    await user.clear(address);
    await user.type(address, 'www.acme.example{Enter}');
    expect(screen.queryByRole('textbox', { name: 'Endereço do link' })).toBeNull();
    expect(screen.getByTestId('value').textContent).toBe('Veja o <a href="https://www.acme.example">site</a>');
  });

  it('writes the address itself as the link text when nothing is selected', async () => {
    const user = userEvent.setup();
    render(<Harness initial="Fonte: " />);
    await user.click(screen.getByRole('button', { name: 'Inserir link' }));
    await user.type(screen.getByRole('textbox', { name: 'Endereço do link' }), 'https://acme.example/a');
    await user.click(screen.getByRole('button', { name: 'Inserir' }));
    expect(screen.getByTestId('value').textContent).toBe(
      'Fonte: <a href="https://acme.example/a">https://acme.example/a</a>',
    );
  });

  it('pastes plain text only, cut to the room left in characters of HTML', () => {
    render(<Harness initial={'a'.repeat(RICH_TEXT_MAX_LENGTH - 5)} />);
    select(box().firstChild as Text, RICH_TEXT_MAX_LENGTH - 5, RICH_TEXT_MAX_LENGTH - 5);
    fireEvent.paste(box(), {
      clipboardData: { getData: (type: string) => (type === 'text/plain' ? '<img src=x onerror=alert(1)>' : '') },
    });
    expect(box().querySelector('img')).toBeNull();
    expect(screen.getByTestId('value').textContent).toBe(`${'a'.repeat(RICH_TEXT_MAX_LENGTH - 5)}&lt;i`);
  });

  it('empties the box when the screen resets the value', () => {
    render(<Harness />);
    write('rascunho');
    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(box().innerHTML).toBe('');
  });

  it('names its formatting buttons for screen readers', () => {
    render(<Harness />);
    expect(screen.getByRole('toolbar', { name: 'Formatação' })).toBeInTheDocument();
    for (const name of ['Negrito', 'Itálico', 'Sublinhado', 'Inserir link']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });
});

describe('RichTextField', () => {
  it('loads the editor on first use', async () => {
    render(<RichTextField label="Descrição" value="" onChange={() => undefined} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Descrição' })).toBeInTheDocument());
    await act(async () => undefined);
  });
});
