import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FiguresChart, type ChartFigure } from './FiguresChart';

// The real chart draws on a canvas jsdom does not have: a stand-in that shows what it was asked to draw.
jest.mock('@app/shared/ui/charts/DailyBarChart', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const FIGURES = [
  { value: 'revenue', label: 'Doanh thu', unit: 'vnd' },
  { value: 'orders', label: 'Đơn hàng', unit: 'count' },
] as const satisfies readonly ChartFigure<'revenue' | 'orders'>[];

const daily = [
  { day: '2026-11-20', revenue: 100_000, orders: 1 },
  { day: '2026-11-21', revenue: 250_000, orders: 3 },
];

const messages = {
  chartTitle: 'Doanh thu theo ngày',
  chartFigure: 'Số liệu',
  chartLabel: (figure: string, days: number, total: string) => `${figure} ${days} ngày: ${total}`,
  dailyCaption: (days: number) => `Số liệu ${days} ngày`,
};

function renderChart() {
  render(<FiguresChart data={{ daily, days: 2 }} figures={FIGURES} name="test-figure" messages={messages} />);
}

describe('FiguresChart', () => {
  it('draws the first figure, with its total in its own unit, and switches to another with the picker', async () => {
    renderChart();
    expect(await screen.findByRole('img', { name: /^Doanh thu 2 ngày: 350\.000\s₫$/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Đơn hàng' }));
    expect(await screen.findByRole('img', { name: 'Đơn hàng 2 ngày: 4' })).toBeInTheDocument();
  });

  it('with nothing but zeros says so instead of drawing an empty axis; the table is still offered', async () => {
    const zeros = daily.map((row) => ({ ...row, revenue: 0, orders: 0 }));
    render(<FiguresChart data={{ daily: zeros, days: 2 }} figures={FIGURES} name="test-figure" messages={messages} />);
    expect(screen.getByText('Chưa có số liệu nào trong khoảng thời gian này.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Xem bảng dữ liệu' })).toBeInTheDocument();
  });

  it('offers every figure as a column of its data table, money as đồng and counts as numbers', async () => {
    renderChart();
    await userEvent.click(screen.getByRole('button', { name: 'Xem bảng dữ liệu' }));
    const table = screen.getByRole('table', { name: 'Số liệu 2 ngày' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Ngày', 'Doanh thu', 'Đơn hàng']);
    const [, , second] = within(table).getAllByRole('row');
    expect(
      within(second)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['250.000 ₫', '3']);
  });
});
