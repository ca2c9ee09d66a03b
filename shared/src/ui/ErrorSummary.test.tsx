import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorSummary } from './ErrorSummary';

describe('ErrorSummary', () => {
  it('says nothing while there are no errors', () => {
    const { container } = render(<ErrorSummary id="summary" title="Có 0 lỗi" errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('announces every error as a link that moves focus to its field', async () => {
    render(
      <>
        <ErrorSummary
          id="summary"
          title="Có 1 lỗi cần sửa"
          errors={[{ key: 'title', target: 'quiz-title', text: 'Vui lòng nhập tiêu đề.' }]}
        />
        <input id="quiz-title" aria-label="Tiêu đề" />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Có 1 lỗi cần sửa');
    expect(screen.getByRole('alert')).toHaveAttribute('tabindex', '-1');
    await userEvent.click(screen.getByRole('link', { name: 'Vui lòng nhập tiêu đề.' }));
    expect(screen.getByRole('textbox', { name: 'Tiêu đề' })).toHaveFocus();
  });
});
