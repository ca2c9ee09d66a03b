import { render, screen, within } from '@testing-library/react';
import { Figures } from './Figures';

describe('Figures', () => {
  it('is a description list: each label with its value, change in words and notes', () => {
    render(
      <Figures
        figures={[
          {
            label: 'Doanh thu',
            value: '1.000.000 ₫',
            change: { direction: 'up', text: 'Tăng 10% so với 30 ngày trước' },
            notes: ['Kỳ trước: 900.000 ₫', false],
          },
          { label: 'Đơn hàng', value: 12 },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Doanh thu', 'Đơn hàng']);
    const revenue = screen.getAllByRole('definition').map((definition) => definition.textContent);
    expect(revenue).toEqual(['1.000.000 ₫', '▲ Tăng 10% so với 30 ngày trước', 'Kỳ trước: 900.000 ₫', '12']);
    // The arrow is decoration: the sentence carries the meaning.
    const change = screen.getByText('Tăng 10% so với 30 ngày trước');
    expect(within(change).getByText('▲', { exact: false })).toHaveAttribute('aria-hidden', 'true');
  });
});
