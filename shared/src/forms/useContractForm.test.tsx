import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addPaymentMethodInput } from '@app/shared/contracts/payout-accounts';
import { Field, FormError } from '@app/shared/ui/Field';
import { optional, readNumber, schemaResolver } from './schemaResolver';
import { useContractForm } from './useContractForm';

type Draft = { bankName: string; accountNumber: string; accountHolder: string };

const resolver = schemaResolver(addPaymentMethodInput, (draft: Draft) => ({
  ...draft,
  accountNumber: draft.accountNumber.replace(/\s/g, ''),
}));

function Demo({ onSave, onInvalid }: { onSave: (value: Draft) => Promise<string | null>; onInvalid?: () => void }) {
  const form = useContractForm<Draft, Draft>({
    resolver,
    defaultValues: { bankName: '', accountNumber: '', accountHolder: '' },
  });
  const onSubmit = form.submit(async (value) => {
    const failure = await onSave(value);
    if (failure) form.fail(failure);
  }, onInvalid);
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={form.busy}>
      <FormError message={form.failure} />
      <output data-testid="first-error" data-message={form.firstError} />
      <Field label="Ngân hàng" {...form.field('bankName', 'bank')} />
      <Field label="Số tài khoản" {...form.field('accountNumber', 'number')} />
      <Field label="Chủ tài khoản" {...form.field('accountHolder', 'holder')} />
      <button type="submit">{form.busy ? 'Đang lưu…' : 'Lưu'}</button>
    </form>
  );
}

describe('useContractForm', () => {
  it('shows the contract’s Vietnamese messages under each field and focuses the first invalid one', async () => {
    const onSave = jest.fn(async () => null);
    render(<Demo onSave={onSave} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Ngân hàng'), 'VCB');
    await user.type(screen.getByLabelText('Số tài khoản'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));

    expect(await screen.findByText('Số tài khoản chỉ gồm 6 đến 20 chữ số.')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng nhập tên chủ tài khoản.')).toBeInTheDocument();
    expect(screen.getByLabelText('Số tài khoản')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Số tài khoản')).toHaveAccessibleDescription('Số tài khoản chỉ gồm 6 đến 20 chữ số.');
    expect(screen.getByLabelText('Ngân hàng')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(screen.getByLabelText('Số tài khoản')).toHaveFocus());
    // The first error in the schema's order, for forms that say it in one line.
    expect(screen.getByTestId('first-error')).toHaveAttribute('data-message', 'Số tài khoản chỉ gồm 6 đến 20 chữ số.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('hands the schema’s parsed value to the handler', async () => {
    const onSave = jest.fn(async () => null);
    render(<Demo onSave={onSave} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Ngân hàng'), ' VCB ');
    await user.type(screen.getByLabelText('Số tài khoản'), '0123 456 789');
    await user.type(screen.getByLabelText('Chủ tài khoản'), 'NGUYEN VAN A');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));

    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        bankName: 'VCB',
        accountNumber: '0123456789',
        accountHolder: 'NGUYEN VAN A',
      }),
    );
  });

  it('tells the form when a submit is refused by the schema, and not when it passes', async () => {
    const onInvalid = jest.fn();
    const onSave = jest.fn(async () => null);
    render(<Demo onSave={onSave} onInvalid={onInvalid} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(1));
    await user.type(screen.getByLabelText('Ngân hàng'), 'VCB');
    await user.type(screen.getByLabelText('Số tài khoản'), '0123456789');
    await user.type(screen.getByLabelText('Chủ tài khoản'), 'NGUYEN VAN A');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onInvalid).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal as the form’s error until the next submit, and is busy meanwhile', async () => {
    let answer: (failure: string | null) => void = () => undefined;
    const onSave = jest.fn(() => new Promise<string | null>((resolve) => (answer = resolve)));
    render(<Demo onSave={onSave} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Ngân hàng'), 'VCB');
    await user.type(screen.getByLabelText('Số tài khoản'), '0123456789');
    await user.type(screen.getByLabelText('Chủ tài khoản'), 'NGUYEN VAN A');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));

    const busy = await screen.findByRole('button', { name: 'Đang lưu…' });
    await user.click(busy);
    expect(onSave).toHaveBeenCalledTimes(1);
    answer('Bạn chỉ được lưu tối đa 5 tài khoản.');
    expect(await screen.findByRole('alert')).toHaveTextContent('Bạn chỉ được lưu tối đa 5 tài khoản.');

    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('schemaResolver helpers', () => {
  it('drops an empty optional field and reads numbers typed the Vietnamese way', () => {
    expect(optional('  ')).toBeUndefined();
    expect(optional('a')).toBe('a');
    expect(readNumber('79.000')).toBe(79000);
    expect(readNumber('79 000')).toBe(79000);
    expect(readNumber('7,5')).toBe(7.5);
    expect(readNumber('')).toBeNaN();
  });
});
