import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it('is a labelled navigation with the current page marked; the ends disable their button', () => {
    render(<Pagination page={1} pages={3} onPage={jest.fn()} label="Phân trang sản phẩm" />);
    const nav = screen.getByRole('navigation', { name: 'Phân trang sản phẩm' });
    expect(nav).toHaveTextContent('Trang 1 / 3');
    expect(screen.getByText('Trang 1 / 3')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Trang trước' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Trang sau' })).toBeEnabled();
  });

  it('turns the page from the keyboard: Tab to a button, then Enter or Space', async () => {
    const onPage = jest.fn();
    const user = userEvent.setup();
    render(<Pagination page={2} pages={3} onPage={onPage} label="Phân trang" />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Trang trước' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPage).toHaveBeenLastCalledWith(1);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Trang sau' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onPage).toHaveBeenLastCalledWith(3);
  });

  it('is left out for a single page unless the count is part of the answer', () => {
    const { rerender } = render(<Pagination page={1} pages={1} onPage={jest.fn()} label="Phân trang" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    rerender(<Pagination page={1} pages={1} onPage={jest.fn()} label="Phân trang" showSinglePage />);
    expect(screen.getByRole('navigation', { name: 'Phân trang' })).toHaveTextContent('Trang 1 / 1');
  });
});
