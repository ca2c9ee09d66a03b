// The days on screen as one CSV file (doi-soat-FROM-TO.csv): one line per Vietnam day, oldest first, the same
// columns as the table, whole VND as digits only, then a total line. UTF-8 with a byte-order mark and CRLF
// (@app/shared/csv), so Excel shows the Vietnamese headings as they are.
import type { ReconciliationDay } from '@app/shared/contracts/reconciliation';
import { toCsv } from '@app/shared/csv';

export const RECONCILIATION_CSV_HEADER = [
  'Ngày',
  'Số giao dịch',
  'Tiền vào',
  'Đơn đã thanh toán',
  'Tiền thừa',
  'Chưa khớp',
  'Chênh lệch tiền vào',
  'Chi trả',
  'Hoàn tiền',
  'Trả lại chuyển khoản',
  'Tiền ra (sổ cái)',
  'Chênh lệch tiền ra',
] as const;

type Amounts = Omit<ReconciliationDay, 'day'>;
const FIELDS: (keyof Amounts)[] = [
  'transfers',
  'received',
  'ordersPaid',
  'excess',
  'unmatched',
  'inDifference',
  'payoutsPaid',
  'refundsSent',
  'transfersReturned',
  'cashOut',
  'outDifference',
];

/** Every amount of the days added up (the total line, and the page's figures). */
export function totalOf(days: readonly ReconciliationDay[]): Amounts {
  const total = Object.fromEntries(FIELDS.map((field) => [field, 0])) as Amounts;
  for (const day of days) for (const field of FIELDS) total[field] += day[field];
  return total;
}

export function buildReconciliationCsv(days: readonly ReconciliationDay[]): string {
  const total = totalOf(days);
  return toCsv([
    RECONCILIATION_CSV_HEADER,
    ...days.map((day) => [day.day, ...FIELDS.map((field) => day[field])]),
    ['Tổng', ...FIELDS.map((field) => total[field])],
  ]);
}

export const reconciliationFileName = (from: string, to: string) => `doi-soat-${from}-${to}.csv`;
