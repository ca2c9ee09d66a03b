import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PeriodFigures } from './PeriodFigures';

const figures = [{ label: 'Lượt nhấp', value: '42' }];

describe('PeriodFigures', () => {
  it('names its section by the period and lets the user pick another period', async () => {
    const onDays = jest.fn();
    render(
      <PeriodFigures
        title="30 ngày gần nhất"
        figures={figures}
        days={30}
        onDays={onDays}
        updating={false}
        updatingText="Đang cập nhật…"
      />,
    );
    expect(screen.getByRole('region', { name: '30 ngày gần nhất' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('term')).toHaveTextContent('Lượt nhấp');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /7 ngày/ }));
    expect(onDays).toHaveBeenCalledWith(7);
  });

  it('says, politely, that the figures of a newly picked period are on their way', () => {
    render(
      <PeriodFigures
        title="7 ngày"
        figures={figures}
        days={7}
        onDays={jest.fn()}
        updating
        updatingText="Đang cập nhật…"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Đang cập nhật…');
    expect(screen.getByRole('region', { name: '7 ngày' })).toHaveAttribute('aria-busy', 'true');
  });
});
