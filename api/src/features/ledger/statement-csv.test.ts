// A statement line as a row of the CSV file: Vietnam time, the kind in Vietnamese, signed integer VND, and the
// end of the hold only for money earned (the file's quoting is @app/shared/csv's, tested there).
import { csvLine } from '@app/shared/csv';
import { statementCsvRow } from './statement-csv';

describe('statementCsvRow', () => {
  it('writes times in Vietnam time, amounts as signed integers, and quotes commas, quotes and newlines', () => {
    const sale = statementCsvRow({
      // 17:30 UTC on 31 October is already 1 November in Vietnam: it belongs to November's statement.
      at: '2026-10-31T17:30:00.000Z',
      kind: 'sale',
      description: 'Pong Neon, bản "Pro"\nkèm hướng dẫn',
      orderId: 'ORD1',
      payoutId: null,
      amount: 179_100,
      availableAt: '2026-11-07T17:30:00.000Z',
    });
    expect(csvLine(sale)).toBe(
      '2026-11-01 00:30:00,Bán hàng,"Pong Neon, bản ""Pro""\nkèm hướng dẫn",ORD1,,179100,2026-11-08 00:30:00\r\n',
    );
  });

  it('leaves the end of the hold out for money taken out', () => {
    const paid = statementCsvRow({
      at: '2026-11-20T03:00:00.000Z',
      kind: 'payout_paid',
      description: 'Đã chuyển khoản về Vietcombank •••• 4567',
      orderId: null,
      payoutId: 'PO1',
      amount: -90_000,
      availableAt: '2026-11-20T03:00:00.000Z',
    });
    expect(csvLine(paid)).toBe(
      '2026-11-20 10:00:00,Đã chi trả,Đã chuyển khoản về Vietcombank •••• 4567,,PO1,-90000,\r\n',
    );
  });
});
