import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@app/shared/testing/render';
import { OrderReview, type ReviewItem } from './OrderReview';

const item: ReviewItem = {
  kind: 'product',
  title: 'Trợ lý viết bài chuẩn SEO',
  whatYouGet: ['Mẫu bài viết', 'Mẫu bài viết'],
  refund: 'Hoàn tiền: bạn có thể yêu cầu hoàn tiền trong 7 ngày sau khi thanh toán, từ Thư viện của bạn.',
};

describe('OrderReview', () => {
  it('lists the item, the price, each line of what the buyer gets (twice when written twice), refund and method', () => {
    renderAt(
      '/',
      <OrderReview item={item} price={199_000} step={{ status: 'ready' }} onConfirm={jest.fn()} backTo="/p" />,
    );
    const summary = screen.getByRole('region', { name: 'Tóm tắt đơn hàng' });
    expect(within(summary).getByText('Sản phẩm')).toBeInTheDocument();
    expect(within(summary).getByText('Trợ lý viết bài chuẩn SEO')).toBeInTheDocument();
    expect(screen.getByTestId('review-price')).toHaveTextContent(/^199\.000\s₫$/);
    expect(within(summary).getAllByRole('listitem')).toHaveLength(2);
    expect(within(summary).getByRole('region', { name: 'Hoàn tiền' })).toHaveTextContent(/7 ngày/);
    expect(within(summary).getByRole('region', { name: 'Phương thức thanh toán' })).toHaveTextContent(
      'Chuyển khoản ngân hàng bằng mã VietQR',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves out the parts the item does not have', () => {
    renderAt(
      '/',
      <OrderReview
        item={{ ...item, whatYouGet: [], refund: null }}
        price={0}
        step={{ status: 'ready' }}
        onConfirm={jest.fn()}
        backTo="/p"
      />,
    );
    expect(screen.queryByRole('region', { name: 'Bạn nhận được gì' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Hoàn tiền' })).not.toBeInTheDocument();
    expect(screen.getByTestId('review-price')).toHaveTextContent(/^0\s₫$/);
  });

  it('confirms with the keyboard; busy while confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const { unmount } = renderAt(
      '/',
      <OrderReview item={item} price={199_000} step={{ status: 'ready' }} onConfirm={onConfirm} backTo="/p" />,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Quay lại' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Xác nhận và thanh toán' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    unmount();
    renderAt(
      '/',
      <OrderReview item={item} price={199_000} step={{ status: 'confirming' }} onConfirm={onConfirm} backTo="/p" />,
    );
    expect(screen.getByRole('button', { name: 'Đang tạo đơn hàng…' })).toBeDisabled();
  });

  it('says a changed price with both amounts, and a refusal with its message', () => {
    const { unmount } = renderAt(
      '/',
      <OrderReview
        item={item}
        price={249_000}
        step={{ status: 'price-changed', from: 199_000, to: 249_000 }}
        onConfirm={jest.fn()}
        backTo="/p"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/từ 199\.000\s₫ thành 249\.000\s₫/);
    unmount();
    renderAt(
      '/',
      <OrderReview
        item={item}
        price={249_000}
        step={{ status: 'failed', message: 'Bạn đã sở hữu sản phẩm này.' }}
        onConfirm={jest.fn()}
        backTo="/p"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Bạn đã sở hữu sản phẩm này.');
  });
});
