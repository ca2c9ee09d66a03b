import { emptyReconciliationDay } from '@app/shared/money/reconciliation';
import type { ReconciliationDay } from '@app/shared/contracts/reconciliation';
import { buildReconciliationCsv, reconciliationFileName, totalOf } from './reconciliationCsv';

const day = (overrides: Partial<ReconciliationDay>): ReconciliationDay => ({
  ...emptyReconciliationDay('2026-11-20'),
  ...overrides,
});

const days = [
  day({ transfers: 3, received: 320_000, ordersPaid: 250_000, excess: 20_000, unmatched: 50_000 }),
  day({ day: '2026-11-21', payoutsPaid: 200_000, cashOut: 190_000, outDifference: -10_000 }),
];

it('writes one line per day in whole đồng, then the total, with a BOM and CRLF', () => {
  expect(buildReconciliationCsv(days).split('\r\n')).toEqual([
    '\uFEFFNgày,Số giao dịch,Tiền vào,Đơn đã thanh toán,Tiền thừa,Chưa khớp,Chênh lệch tiền vào,Chi trả,Hoàn tiền,Trả lại chuyển khoản,Tiền ra (sổ cái),Chênh lệch tiền ra',
    '2026-11-20,3,320000,250000,20000,50000,0,0,0,0,0,0',
    '2026-11-21,0,0,0,0,0,0,200000,0,0,190000,-10000',
    'Tổng,3,320000,250000,20000,50000,0,200000,0,0,190000,-10000',
    '',
  ]);
});

it('adds every amount up and names the file after the range', () => {
  expect(totalOf(days)).toMatchObject({ received: 320_000, cashOut: 190_000, outDifference: -10_000 });
  expect(reconciliationFileName('2026-11-20', '2026-11-21')).toBe('doi-soat-2026-11-20-2026-11-21.csv');
});
