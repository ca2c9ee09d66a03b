import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PeriodFigures } from './PeriodFigures';

const figures = [{ label: 'Lượt nhấp', value: '42' }];
const messages = { periodTitle: (days: number) => `${days} ngày gần nhất`, updating: 'Đang cập nhật…' };

describe('PeriodFigures', () => {
  it('names its section by the period and lets the user pick another period', async () => {
    const onDays = jest.fn();
    render(
      <PeriodFigures
        view={{ data: { days: 30 }, days: 30, onDays, updating: false }}
        messages={messages}
        figures={figures}
      />,
    );
    expect(screen.getByRole('region', { name: '30 ngày gần nhất' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('term')).toHaveTextContent('Lượt nhấp');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /7 ngày/ }));
    expect(onDays).toHaveBeenCalledWith(7);
  });

  it('says, politely, that the figures of a newly picked period are on their way', () => {
    // The figures on screen are still those of 30 days while the 7 days' are on their way.
    render(
      <PeriodFigures
        view={{ data: { days: 30 }, days: 7, onDays: jest.fn(), updating: true }}
        messages={messages}
        figures={figures}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Đang cập nhật…');
    expect(screen.getByRole('region', { name: '30 ngày gần nhất' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('radio', { name: /7 ngày/ })).toBeChecked();
  });
});
