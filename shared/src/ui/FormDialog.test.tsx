import { useRef } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';
import { FormDialog } from './FormDialog';

function Demo({ onSubmit }: { onSubmit: (values: { code: string; note: string }) => Promise<string | null> }) {
  const after = useRef<HTMLParagraphElement>(null);
  return (
    <>
      <p ref={after} tabIndex={-1}>
        Kết quả
      </p>
      <FormDialog
        trigger={<Button>Mở</Button>}
        title="Nhập mã"
        description="Mã gồm 3 chữ số."
        fields={[
          {
            name: 'code',
            label: 'Mã',
            required: 'Vui lòng nhập mã.',
            check: (v) => (/^\d{3}$/.test(v) ? null : 'Mã sai.'),
          },
          { name: 'note', label: 'Ghi chú', multiline: true },
        ]}
        submitLabel="Lưu"
        busyLabel="Đang lưu…"
        cancelLabel="Hủy"
        onSubmit={onSubmit}
        focusAfterSuccess={() => after.current}
      />
    </>
  );
}

describe('FormDialog', () => {
  it('checks required fields and the caller’s check before submitting', async () => {
    const onSubmit = jest.fn(async () => null);
    render(<Demo onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mở' }));
    const dialog = screen.getByRole('dialog', { name: 'Nhập mã' });
    expect(dialog).toHaveAccessibleDescription('Mã gồm 3 chữ số.');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(within(dialog).getByLabelText('Mã')).toHaveAccessibleDescription('Vui lòng nhập mã.');
    await user.type(within(dialog).getByLabelText('Mã'), '12a');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(within(dialog).getByLabelText('Mã')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Mã sai.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits trimmed values, closes on success and puts focus where asked', async () => {
    const onSubmit = jest.fn(async () => null);
    render(<Demo onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mở' }));
    await user.type(screen.getByLabelText('Mã'), ' 123 ');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSubmit).toHaveBeenCalledWith({ code: '123', note: '' });
    expect(screen.getByText('Kết quả')).toHaveFocus();
  });

  it('shows a refusal inside the dialog, keeps what was typed, and starts empty when opened again', async () => {
    let answer: (value: string | null) => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<string | null>((resolve) => (answer = resolve)));
    render(<Demo onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mở' }));
    await user.type(screen.getByLabelText('Mã'), '123');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    // Locked while the call runs.
    expect(screen.getByRole('button', { name: 'Đang lưu…' })).toBeDisabled();
    // The × and the cancel button share their name; the cancel button is the one in the form.
    expect(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Hủy' }).at(-1)).toBeDisabled();
    answer('Mã đã được dùng.');
    expect(await screen.findByRole('alert')).toHaveTextContent('Mã đã được dùng.');
    expect(screen.getByLabelText('Mã')).toHaveValue('123');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Mở' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Mở' }));
    expect(screen.getByLabelText('Mã')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
