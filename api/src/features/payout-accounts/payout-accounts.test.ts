import { MAX_PAYOUT_ACCOUNTS, type PayoutAccount } from '@app/shared/contracts/payout-accounts';
import { useApi } from '../../../test/suite';

const api = useApi();

const account = (accountNumber: string) => ({ bankName: 'Vietcombank', accountNumber, accountHolder: 'Nguyen Van An' });

describe('payment methods', () => {
  it('adds, lists and deletes the caller’s own methods', async () => {
    const buyer = await api.user();
    expect((await api.call('getPaymentMethods', null, buyer.token)).body.result).toEqual([]);
    const added = await api.call('addPaymentMethod', account('0011001234567'), buyer.token);
    expect(added.status).toBe(200);
    const method = added.body.result as PayoutAccount;
    expect(method).toMatchObject({
      type: 'bank',
      bankName: 'Vietcombank',
      accountNumber: '0011001234567',
      accountHolder: 'NGUYEN VAN AN',
    });
    const listed = await api.call('getPaymentMethods', null, buyer.token);
    expect(listed.body.result).toEqual([method]);
    const deleted = await api.call('deletePaymentMethod', { methodId: method.id }, buyer.token);
    expect(deleted.status).toBe(200);
    expect(deleted.body.result).toEqual({ methodId: method.id, deleted: true });
    expect((await api.call('getPaymentMethods', null, buyer.token)).body.result).toEqual([]);
  });

  it('refuses a duplicate account and more than five methods', async () => {
    const buyer = await api.user();
    await api.call('addPaymentMethod', account('1000000001'), buyer.token);
    const duplicate = await api.call('addPaymentMethod', account('1000000001'), buyer.token);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error?.message).toBe('Tài khoản ngân hàng này đã được thêm.');
    for (let i = 2; i <= 5; i += 1)
      expect((await api.call('addPaymentMethod', account(`100000000${i}`), buyer.token)).status).toBe(200);
    const sixth = await api.call('addPaymentMethod', account('1000000006'), buyer.token);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toEqual({
      status: 'RESOURCE_EXHAUSTED',
      message: 'Bạn chỉ có thể lưu tối đa 5 phương thức thanh toán.',
    });
  });

  it('does not show or delete someone else’s methods', async () => {
    const owner = await api.user();
    const other = await api.user();
    const method = (await api.call('addPaymentMethod', account('2000000001'), owner.token)).body
      .result as PayoutAccount;
    expect((await api.call('getPaymentMethods', null, other.token)).body.result).toEqual([]);
    const foreign = await api.call('deletePaymentMethod', { methodId: method.id }, other.token);
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toEqual({
      status: 'PERMISSION_DENIED',
      message: 'Không thể xóa phương thức thanh toán.',
    });
    const unknown = await api.call('deletePaymentMethod', { methodId: 'khong-ton-tai' }, owner.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.message).toBe('Không tìm thấy phương thức thanh toán.');
  });

  it.each([
    [
      'addPaymentMethod',
      { bankName: 'VCB', accountNumber: '12ab', accountHolder: 'A' },
      'Số tài khoản chỉ gồm 6 đến 20 chữ số.',
    ],
    ['addPaymentMethod', { accountNumber: '123456', accountHolder: 'A' }, 'Vui lòng nhập tên ngân hàng.'],
    ['addPaymentMethod', { bankName: 'VCB', accountNumber: '123456' }, 'Vui lòng nhập tên chủ tài khoản.'],
    ['addPaymentMethod', { bankName: 'VCB', accountHolder: 'A' }, 'Vui lòng nhập số tài khoản.'],
    ['deletePaymentMethod', {}, 'Thiếu mã phương thức thanh toán.'],
    ['deletePaymentMethod', { methodId: '../x' }, 'Mã phương thức thanh toán không hợp lệ.'],
  ])('%s rejects %j with 400 "%s"', async (name, data, message) => {
    const buyer = await api.user();
    const answer = await api.call(name, data, buyer.token);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toBe(message);
  });

  it('requires sign-in', async () => {
    for (const [name, data] of [
      ['getPaymentMethods', null],
      ['addPaymentMethod', account('3000000001')],
      ['deletePaymentMethod', { methodId: 'x' }],
    ] as const) {
      expect((await api.call(name, data)).status).toBe(401);
    }
  });
});

describe('the cap holds under concurrency', () => {
  it('20 concurrent adds by one user store exactly MAX_PAYOUT_ACCOUNTS; the rest are refused', async () => {
    const user = await api.user();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.call(
          'addPaymentMethod',
          { bankName: 'Vietcombank', accountNumber: String(100_000_000 + i), accountHolder: 'NGUYEN VAN A' },
          user.token,
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX_PAYOUT_ACCOUNTS);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20 - MAX_PAYOUT_ACCOUNTS);
    const list = await api.call('getPaymentMethods', null, user.token);
    expect(list.body.result).toHaveLength(MAX_PAYOUT_ACCOUNTS);
  });
});
