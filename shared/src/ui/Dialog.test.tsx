import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonMessages } from '@app/shared/messages/common';
import { Button } from './Button';
import { ConfirmDialog, Dialog } from './Dialog';

function Demo() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      trigger={<Button>Thử</Button>}
      open={open}
      onOpenChange={setOpen}
      title="Bản thử"
      description="Chơi thử."
      closeLabel="Đóng"
    >
      <input aria-label="ô nhập" />
    </Dialog>
  );
}

describe('Dialog', () => {
  it('is a labelled modal dialog that closes with Escape and gives focus back', async () => {
    render(<Demo />);
    const opener = screen.getByRole('button', { name: 'Thử' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Bản thử' });
    expect(dialog).toHaveAccessibleDescription('Chơi thử.');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its × button', async () => {
    render(<Demo />);
    await userEvent.click(screen.getByRole('button', { name: 'Thử' }));
    await userEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const confirmProps = {
  trigger: <Button variant="danger">Xóa tài khoản</Button>,
  title: 'Xóa tài khoản này?',
  description: 'Không thể hoàn tác.',
  confirmLabel: 'Xóa',
  busyLabel: 'Đang xóa…',
  cancelLabel: 'Giữ lại',
};

describe('ConfirmDialog', () => {
  it('focuses the safe choice first; cancelling does nothing', async () => {
    const onConfirm = jest.fn();
    render(<ConfirmDialog {...confirmProps} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Xóa tài khoản' }));
    expect(screen.getByRole('alertdialog', { name: 'Xóa tài khoản này?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Giữ lại' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Giữ lại' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('stays open and locked while the call works, then closes on success', async () => {
    const call = deferred<void>();
    render(<ConfirmDialog {...confirmProps} onConfirm={() => call.promise} />);
    await userEvent.click(screen.getByRole('button', { name: 'Xóa tài khoản' }));
    await userEvent.click(screen.getByRole('button', { name: 'Xóa' }));
    expect(screen.getByRole('button', { name: 'Đang xóa…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Giữ lại' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    call.resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows a failure inside the dialog and lets the user try again', async () => {
    const onConfirm = jest.fn().mockResolvedValueOnce('Không xóa được.').mockResolvedValueOnce(null);
    render(<ConfirmDialog {...confirmProps} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Xóa tài khoản' }));
    await userEvent.click(screen.getByRole('button', { name: 'Xóa' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Không xóa được.');
    await userEvent.click(screen.getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('a call that throws still gets words', async () => {
    render(<ConfirmDialog {...confirmProps} onConfirm={() => Promise.reject(new Error('boom'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Xóa tài khoản' }));
    await userEvent.click(screen.getByRole('button', { name: 'Xóa' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(commonMessages.errors.generic);
  });
});
