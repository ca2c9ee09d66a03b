import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';
import { LazyFormDialog } from './LazyFormDialog';

describe('LazyFormDialog', () => {
  // First in the file: the dialog's code is not in yet (a lazy component loads once per page).
  it('a press on the opener before the code is in opens the dialog once it is', async () => {
    render(
      <LazyFormDialog
        trigger={<Button>Trả lời</Button>}
        title="Trả lời đánh giá"
        fields={[{ name: 'text', label: 'Câu trả lời' }]}
        submitLabel="Gửi"
        busyLabel="Đang gửi…"
        cancelLabel="Hủy"
        onSubmit={async () => null}
      />,
    );
    // Pressed at once, while the dialog's code is still on its way (the opener drawn is the placeholder's): not
    // lost.
    expect(screen.getByRole('button', { name: 'Trả lời' })).not.toHaveAttribute('aria-haspopup');
    fireEvent.click(screen.getByRole('button', { name: 'Trả lời' }));
    expect(await screen.findByRole('dialog', { name: 'Trả lời đánh giá' })).toBeInTheDocument();
  });

  it('draws its opener at once, then works as the form dialog once its code is in', async () => {
    const onSubmit = jest.fn(async (_values: { reason: string }) => null);
    render(
      <LazyFormDialog
        trigger={<Button>Báo cáo</Button>}
        title="Báo cáo đánh giá"
        fields={[{ name: 'reason', label: 'Lý do', required: 'Vui lòng nhập lý do.' }]}
        submitLabel="Gửi"
        busyLabel="Đang gửi…"
        cancelLabel="Hủy"
        onSubmit={onSubmit}
      />,
    );
    // The opener shows before the dialog's code has arrived.
    expect(screen.getByRole('button', { name: 'Báo cáo' })).toBeInTheDocument();
    const user = userEvent.setup();
    // Once loaded, the opener is the dialog's own trigger.
    await screen.findByRole('button', { name: 'Báo cáo', expanded: false });
    await user.click(screen.getByRole('button', { name: 'Báo cáo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Báo cáo đánh giá' });
    await user.click(within(dialog).getByRole('button', { name: 'Gửi' }));
    expect(await within(dialog).findByText('Vui lòng nhập lý do.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/Lý do/), 'Nội dung quảng cáo');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi' }));
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'Nội dung quảng cáo' });
  });
});
