// Contracts of the payout-account calls (where a creator or affiliate is paid out: a Vietnamese bank account).
// The callables keep the product's names (getPaymentMethods, addPaymentMethod, deletePaymentMethod) and fields.
import { z } from 'zod';
import { id, isoDate, noInput, strict, text } from './common';

export const payoutAccountSchema = z.object({
  id: z.string(),
  type: z.literal('bank'),
  bankName: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
  createdAt: isoDate,
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export { MAX_PAYOUT_ACCOUNTS } from './limits';

export const getPaymentMethodsInput = noInput;
export const getPaymentMethodsOutput = z.array(payoutAccountSchema);

export const addPaymentMethodInput = strict({
  bankName: text('Tên ngân hàng', 100),
  accountNumber: z
    .string({ error: 'Vui lòng nhập số tài khoản.' })
    .trim()
    .regex(/^[0-9]{6,20}$/, { error: 'Số tài khoản chỉ gồm 6 đến 20 chữ số.' }),
  accountHolder: text('Tên chủ tài khoản', 100),
});
export const addPaymentMethodOutput = payoutAccountSchema;

/** The add-account form picks the bank from a list: a missing bank is "choose one", not "type its name". */
export const addPayoutAccountForm = addPaymentMethodInput.extend({
  bankName: z
    .string({ error: 'Vui lòng chọn ngân hàng.' })
    .trim()
    .min(1, { error: 'Vui lòng chọn ngân hàng.' })
    .max(100, { error: 'Tên ngân hàng không được dài quá 100 ký tự.' }),
});

export const deletePaymentMethodInput = strict({
  methodId: id('mã phương thức thanh toán', 'Thiếu mã phương thức thanh toán.'),
});
export const deletePaymentMethodOutput = z.object({ methodId: z.string(), deleted: z.literal(true) });
