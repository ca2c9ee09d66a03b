import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyButton } from './CopyButton';

const linkTexts = { copy: 'Sao chép liên kết', copied: 'Đã sao chép liên kết', failed: 'Không sao chép được.' };

describe('CopyButton', () => {
  it('copies the value and says so in the button, for sighted users and screen readers alike', async () => {
    const user = userEvent.setup();
    render(<CopyButton value="0123456789" label="Số tài khoản" />);
    const button = screen.getByRole('button', { name: 'Sao chép số tài khoản' });
    await user.click(button);
    expect(await navigator.clipboard.readText()).toBe('0123456789');
    expect(button).toHaveTextContent('Đã sao chép');
  });

  it('beside the button, announces the outcome in a status line', async () => {
    const user = userEvent.setup();
    render(
      <CopyButton
        value="https://x.vn/p?ref=A"
        label="Pong"
        name="Sao chép liên kết cho Pong"
        texts={linkTexts}
        outcome="beside"
      />,
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Sao chép liên kết cho Pong' }));
    expect(screen.getByRole('status')).toHaveTextContent('Đã sao chép liên kết');
  });

  it('when the clipboard is refused, says so and shows the value selected in a labelled field', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('NotAllowedError'));
    render(
      <CopyButton
        value="https://x.vn/p?ref=A"
        label="Pong"
        texts={linkTexts}
        outcome="beside"
        fallbackLabel="Liên kết giới thiệu cho Pong"
      />,
    );
    await user.click(screen.getByRole('button'));
    expect(await screen.findByRole('status')).toHaveTextContent('Không sao chép được.');
    const field = screen.getByRole('textbox', { name: 'Liên kết giới thiệu cho Pong' });
    expect(field).toHaveValue('https://x.vn/p?ref=A');
    expect(field).toHaveAttribute('readonly');
  });
});
