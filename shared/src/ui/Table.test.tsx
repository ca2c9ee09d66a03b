import { render, screen, within } from '@testing-library/react';
import { Table, TableCells, type Column } from './Table';

type Sale = { id: string; title: string; price: number };
const columns: Column<Sale>[] = [
  { label: 'Sản phẩm', rowHeader: true, cell: (sale) => sale.title },
  { label: 'Giá', numeric: true, cell: (sale) => `${sale.price} ₫` },
  { label: 'Thao tác', labelHidden: true, cell: () => <button type="button">Xem</button> },
];
const rows: Sale[] = [
  { id: 's1', title: 'Ứng dụng A', price: 100 },
  { id: 's2', title: 'Ứng dụng B', price: 2500 },
];

describe('Table', () => {
  it('is a captioned table inside a focusable region named by the caption, so a phone can scroll it by keyboard', () => {
    render(<Table caption="Lượt bán gần đây" columns={columns} rows={rows} />);
    const region = screen.getByRole('region', { name: 'Lượt bán gần đây' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Lượt bán gần đây' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Sản phẩm', 'Giá', 'Thao tác']);
    expect(within(table).getByRole('rowheader', { name: 'Ứng dụng B' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('keys rows by their id, or by rowKey for rows that have none', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(<Table caption="Lượt bán" columns={columns} rows={rows} />);
    type Line = { at: string; title: string; price: number };
    const lineColumns: Column<Line>[] = [{ label: 'Sản phẩm', cell: (line) => line.title }];
    const lines: Line[] = [
      { at: '2026-03-01', title: 'Ứng dụng A', price: 100 },
      { at: '2026-03-02', title: 'Ứng dụng A', price: 100 },
    ];
    rerender(<Table caption="Dòng" columns={lineColumns} rows={lines} rowKey={(line) => line.at} />);
    // @ts-expect-error -- a row without an id must say its key: without rowKey this does not compile.
    void (() => <Table caption="Dòng" columns={lineColumns} rows={lines} />);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    // No row without a key, nor two with the same one (React says so on the console).
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('marks numeric columns, heading and cells alike, for right alignment in tabular figures', () => {
    render(<Table caption="Giá" columns={columns} rows={rows} />);
    expect(screen.getByRole('columnheader', { name: 'Giá' })).toHaveClass('num');
    expect(screen.getByRole('cell', { name: '2500 ₫' })).toHaveClass('num');
    expect(screen.getByRole('rowheader', { name: 'Ứng dụng A' })).not.toHaveClass('num');
  });

  it('can hide its caption and a heading visually while screen readers still hear them', () => {
    render(<Table caption="Người dùng" captionHidden columns={columns} rows={rows} />);
    expect(screen.getByText('Người dùng')).toHaveClass('visually-hidden');
    expect(screen.getByText('Thao tác')).toHaveClass('visually-hidden');
  });

  it('takes hand-written rows in the same columns', () => {
    render(
      <Table caption="Nhật ký" columns={columns}>
        {rows.map((sale) => (
          <tr key={sale.id}>
            <TableCells columns={columns} row={sale} />
          </tr>
        ))}
      </Table>,
    );
    expect(screen.getByRole('rowheader', { name: 'Ứng dụng A' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Xem' })).toHaveLength(2);
  });

  it('says what is missing instead of drawing an empty table when there are no rows', () => {
    const { rerender } = render(<Table caption="Lượt bán" columns={columns} rows={[]} empty="Chưa có lượt bán nào." />);
    expect(screen.getByText('Chưa có lượt bán nào.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    rerender(
      <Table
        caption="Lượt bán"
        columns={columns}
        rows={rows}

        empty="Chưa có lượt bán nào."
      />,
    );
    expect(screen.queryByText('Chưa có lượt bán nào.')).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('without `empty`, an empty list still draws the table with its headings', () => {
    render(<Table caption="Lượt bán" columns={columns} rows={[]} />);
    expect(screen.getByRole('table', { name: 'Lượt bán' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });
});
