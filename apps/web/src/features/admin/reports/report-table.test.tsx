import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatValue } from './report-format';
import { ReportTable, type TableColumn } from './report-table';
import { PAGE_SIZE } from './use-report-query';

type Row = { idUser: number; name: string; grade: number | null; status: string };

const columns: Array<TableColumn<Row>> = [
  { key: 'name', kind: 'text', sort: 'name' },
  { key: 'grade', kind: 'grade', sort: 'grade' },
  { key: 'status', kind: 'status' },
];

/** The table at an address; answers the router, whose location is the report's shared address. */
function renderTable(address: string, rows: Row[], total = rows.length) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/relatorios/conclusao',
        element: (
          <ReportTable
            caption="Por membro"
            columns={columns}
            rows={rows}
            total={total}
            rowKey={(row) => row.idUser}
            defaultSort={{ sort: 'name', order: 'asc' }}
          />
        ),
      },
    ],
    { initialEntries: [address] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const params = (router: ReturnType<typeof createMemoryRouter>) => new URLSearchParams(router.state.location.search);

describe('a report table (issue 27: sorting and paging kept in the shared address)', { timeout: 30_000 }, () => {
  it('shows each value as people read it and says how it is sorted', () => {
    renderTable('/admin/relatorios/conclusao', [
      { idUser: 1, name: 'Otávio Prado', grade: 6.25, status: 'FAILED' },
      { idUser: 2, name: 'Sofia Ribeiro', grade: null, status: 'NOT_STARTED' },
    ]);
    const table = screen.getByRole('table', { name: 'Por membro' });
    expect(within(table).getByRole('row', { name: /Otávio Prado 6,3 Reprovado/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Sofia Ribeiro — Não iniciado/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Membro/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Nota/ })).not.toHaveAttribute('aria-sort');
    expect(screen.getByText('2 linhas')).toBeInTheDocument();
    // One page only: no pager.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('sorts through the address, keeping the filters and going back to the first page', async () => {
    const router = renderTable('/admin/relatorios/conclusao?department=Opera%C3%A7%C3%B5es&offset=20', [
      { idUser: 1, name: 'Otávio Prado', grade: 6, status: 'FAILED' },
    ]);
    // A number sorts from the highest first.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Nota/ })));
    expect(Object.fromEntries(params(router))).toEqual({ department: 'Operações', sort: 'grade', order: 'desc' });
    expect(screen.getByRole('columnheader', { name: /Nota/ })).toHaveAttribute('aria-sort', 'descending');
    // The same header again turns the order around.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Nota/ })));
    expect(params(router).get('order')).toBe('asc');
    expect(params(router).get('department')).toBe('Operações');
  });

  it('pages through the address and keeps the sort', async () => {
    const rows = Array.from({ length: PAGE_SIZE }, (_, index) => ({
      idUser: index + 1,
      name: `Membro ${index + 1}`,
      grade: null,
      status: 'IN_PROGRESS',
    }));
    const router = renderTable('/admin/relatorios/conclusao?sort=grade&order=desc', rows, 45);
    expect(screen.getByText(`1–${PAGE_SIZE} de 45`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Próxima' })));
    expect(Object.fromEntries(params(router))).toEqual({ sort: 'grade', order: 'desc', offset: String(PAGE_SIZE) });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Anterior' })));
    expect(params(router).has('offset')).toBe(false);
  });
});

describe('a report table header', () => {
  it("reads the catalogue's label it names when its field means something else in another table", () => {
    type Package = { idScormPackage: number; title: string };
    const router = createMemoryRouter(
      [
        {
          path: '/admin/relatorios/scorm',
          element: (
            <ReportTable<Package>
              caption="Por pacote"
              columns={[{ key: 'title', label: 'package', kind: 'text', sort: 'title' }]}
              rows={[{ idScormPackage: 1, title: 'Atendimento ao cliente' }]}
              total={1}
              rowKey={(row) => row.idScormPackage}
            />
          ),
        },
      ],
      { initialEntries: ['/admin/relatorios/scorm'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('columnheader', { name: /Pacote/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Avaliação/ })).not.toBeInTheDocument();
  });
});

describe('report values (issue 27)', () => {
  it('writes counts, rates, grades and empty values in pt-BR', () => {
    expect(formatValue('count', 12345)).toBe('12.345');
    expect(formatValue('grade', 7.04)).toBe('7');
    expect(formatValue('grade', 7.25)).toBe('7,3');
    expect(formatValue('status', 'OVERDUE')).toBe('Atrasado');
    expect(formatValue('grade', null)).toBe('—');
    expect(formatValue('text', '')).toBe('—');
  });
});
