import { render, screen, within } from '@testing-library/react';
import { creatorMessages } from '@app/shared/messages/creator';
import { RecentSalesTable, type RecentSalesTexts } from './RecentSalesTable';

// A seller's words, as the creator dashboard's catalogue has them.
const texts: RecentSalesTexts = creatorMessages.dashboard.recent;

// A seller's row as the server names its fields.
type Sale = {
  orderId: string;
  productTitle: string;
  buyer: string;
  price: number;
  net: number;
  paidAt: string;
  availableAt: string;
  status: 'pending' | 'available' | 'refunded';
};
const fields = { title: 'productTitle', amount: 'price', share: 'net', undone: 'refunded' } as const;

const sale = (over: Partial<Sale>): Sale => ({
  orderId: 'o1',
  productTitle: 'Ứng dụng A',
  buyer: 'Nguyễn V. A.',
  price: 100000,
  net: 85000,
  paidAt: '2026-03-01T03:00:00.000Z',
  availableAt: '2026-03-08T03:00:00.000Z',
  status: 'pending',
  ...over,
});

describe('RecentSalesTable', () => {
  it('lists each sale under its titled card: product, masked buyer, amounts and its state in words', () => {
    render(
      <RecentSalesTable
        rows={[sale({}), sale({ orderId: 'o2', productTitle: 'Ứng dụng B', status: 'refunded' })]}
        fields={fields}
        texts={texts}
      />,
    );
    const card = screen.getByRole('region', { name: 'Lượt bán gần đây' });
    const table = within(card).getByRole('table', { name: '10 lượt bán gần nhất' });
    const first = within(table).getByRole('row', { name: /Ứng dụng A/ });
    expect(first).toHaveTextContent('Nguyễn V. A.');
    expect(first).toHaveTextContent(/100\.000\s₫.*85\.000\s₫/);
    expect(first).toHaveTextContent('Đang chờ · khả dụng từ 08/03/2026');
    expect(within(table).getByRole('row', { name: /Ứng dụng B/ })).toHaveTextContent('Đã hoàn tiền');
    expect(within(table).getByRole('columnheader', { name: 'Thực nhận' })).toHaveClass('num');
  });

  it('says so instead of an empty table when given an empty text', () => {
    render(
      <RecentSalesTable rows={[] as Sale[]} fields={fields} texts={{ ...texts, empty: 'Chưa có đơn hàng nào.' }} />,
    );
    expect(screen.getByText('Chưa có đơn hàng nào.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
