import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditChanges } from './audit-page';

describe('AuditChanges (the audit log says what changed, before and after)', () => {
  it('opens a table of the changed fields with their values before and after, a missing one as a dash', () => {
    render(
      <AuditChanges
        entry={{
          before: { text: 'Recado', active: 1, design: { color: '#000000' } },
          after: { text: 'Recado da diretoria', active: 0, design: { color: '#000000', image: '/files/a.png' } },
        }}
      />,
    );
    fireEvent.click(screen.getByText('Ver as alterações (3 campos)'));
    const table = screen.getByRole('table', { name: 'Campos alterados, com o valor antes e depois' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['text', 'Recado', 'Recado da diretoria'],
      ['active', '1', '0'],
      ['design.image', '—', '/files/a.png'],
    ]);
  });

  it('shows nothing for an entry without a stored form, and says when no field changed', () => {
    const { container } = render(<AuditChanges entry={{ before: null, after: null }} />);
    expect(container).toBeEmptyDOMElement();
    render(<AuditChanges entry={{ before: { a: 1 }, after: { a: 1 } }} />);
    expect(screen.getByText('Nenhum campo mudou.')).toBeInTheDocument();
  });
});
