import type { LedgerStatement } from '@app/shared/contracts/ledger';
import { BOM } from '@app/shared/csv';
import { buildStatementCsv, statementFileName } from './statementCsv';

const statement: LedgerStatement = {
  month: '2026-11',
  openingBalance: 0,
  closingBalance: 89_100,
  lines: [
    {
      // 17:30 UTC on 31 October is already 1 November in Vietnam: it belongs to November's statement.
      at: '2026-10-31T17:30:00.000Z',
      kind: 'sale',
      description: 'Pong Neon, bản "Pro"\nkèm hướng dẫn',
      orderId: 'ORD1',
      payoutId: null,
      amount: 179_100,
      availableAt: '2026-11-07T17:30:00.000Z',
    },
    {
      at: '2026-11-20T03:00:00.000Z',
      kind: 'payout_requested',
      description: 'Rút về Vietcombank •••• 4567',
      orderId: null,
      payoutId: 'PO1',
      amount: -90_000,
      availableAt: '2026-11-20T03:00:00.000Z',
    },
  ],
};

describe('buildStatementCsv', () => {
  const csv = buildStatementCsv(statement);
  const rows = csv.slice(BOM.length).split('\r\n');

  it('starts with a UTF-8 byte-order mark and a Vietnamese header row', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(rows[0]).toBe(
      'Thời gian (giờ Việt Nam),Loại,Mô tả,Mã đơn hàng,Mã yêu cầu rút tiền,Số tiền (VND),Ngày khả dụng',
    );
  });

  it('writes times in Vietnam time, amounts as signed integers, and quotes commas, quotes and newlines', () => {
    expect(csv).toContain(
      '2026-11-01 00:30:00,Bán hàng,"Pong Neon, bản ""Pro""\nkèm hướng dẫn",ORD1,,179100,2026-11-08 00:30:00\r\n',
    );
    expect(csv).toContain('2026-11-20 10:00:00,Yêu cầu rút tiền,Rút về Vietcombank •••• 4567,,PO1,-90000,\r\n');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('is only the header for a month without movements', () => {
    expect(buildStatementCsv({ ...statement, lines: [] }).split('\r\n')).toHaveLength(2);
  });

  it('names the file after the month', () => {
    expect(statementFileName('2026-11')).toBe('sao-ke-2026-11.csv');
  });
});
