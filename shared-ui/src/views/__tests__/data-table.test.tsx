import { screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import { renderWithShell } from '../../testing/render';
import { DataTable, type Column } from '../data-table';
import { PageHeader } from '../page-header';

type Row = { id: string; name: string };
const columns: Column<Row>[] = [
  { header: 'Name', cell: (row) => row.name },
  { header: 'Action', cell: (row) => <button>{`Edit ${row.name}`}</button> },
];

describe('DataTable', () => {
  it('numbers the rows under the headers and draws each cell', () => {
    renderWithShell(
      <DataTable
        caption="Produk"
        rows={[
          { id: 'a', name: 'LED' },
          { id: 'b', name: 'IC' },
        ]}
        columns={columns}
        rowKey={(r) => r.id}
        emptyText="No products found."
        numbered
      />,
    );
    const table = screen.getByRole('table', { name: 'Produk' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['No', 'Name', 'Action']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['1', '2']);
    expect(within(rows[1]).getByRole('button', { name: 'Edit IC' })).toBeInTheDocument();
  });

  it('draws a long list a screenful first, then the rest in commits of their own', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ id: String(i), name: `Part ${i + 1}` }));
    const rowsAtEachCommit: number[] = [];
    renderWithShell(
      <Profiler id="table" onRender={() => rowsAtEachCommit.push(document.querySelectorAll('tbody tr').length)}>
        <DataTable caption="Produk" rows={many} columns={columns} rowKey={(r) => r.id} emptyText="No products found." numbered />
      </Profiler>,
    );
    expect(await screen.findByRole('cell', { name: 'Part 30' })).toBeInTheDocument();
    expect(rowsAtEachCommit).toEqual([12, 24, 30]);
  });

  it('labels every cell with its header, which a phone shows in front of the value on each row’s card', () => {
    renderWithShell(
      <DataTable caption="Produk" rows={[{ id: 'a', name: 'LED' }]} columns={columns} rowKey={(r) => r.id} emptyText="No products found." numbered />,
    );
    const cells = within(screen.getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['No', 'Name', 'Action']);
  });

  it('keeps a nowrap column, such as a price, on one line', () => {
    const priced: Column<Row>[] = [{ header: 'Price', cell: () => 'Rp. 12.000', nowrap: true }, ...columns];
    renderWithShell(<DataTable caption="Produk" rows={[{ id: 'a', name: 'LED' }]} columns={priced} rowKey={(r) => r.id} emptyText="No products found." />);
    expect(getComputedStyle(screen.getByRole('cell', { name: 'Rp. 12.000' })).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(screen.getByRole('cell', { name: 'LED' })).whiteSpace).not.toBe('nowrap');
  });

  it('keeps the headers for screen readers while a phone shows cards', () => {
    renderWithShell(<DataTable caption="Produk" rows={[{ id: 'a', name: 'LED' }]} columns={columns} rowKey={(r) => r.id} emptyText="No products found." />);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
  });

  it('shows the empty text in one row across the table', () => {
    renderWithShell(<DataTable caption="Produk" rows={[]} columns={columns} rowKey={(r) => r.id} emptyText="No products found." />);
    const cell = screen.getByRole('cell', { name: 'No products found.' });
    expect(cell).toHaveAttribute('colspan', '2');
  });
});

describe('PageHeader', () => {
  it('titles the screen and holds its actions', () => {
    renderWithShell(<PageHeader title="Data Transaksi" actions={<button>Add Produk</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Data Transaksi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Produk' })).toBeInTheDocument();
  });
});
