import type { z } from 'zod';
import type { adminPayoutSchema } from '@app/shared/contracts/ledger';
import { buildBulkTransferCsv, bulkTransferFileName } from './bulkTransferCsv';

type AdminPayout = z.infer<typeof adminPayoutSchema>;

const payout = (overrides: Partial<AdminPayout>): AdminPayout => ({
  id: 'PAYOUT000001',
  amount: 225_000,
  status: 'requested',
  bankName: 'Vietcombank',
  accountNumber: '0071000999888',
  accountHolder: 'Trịnh Quốc Anh',
  reference: null,
  failureReason: null,
  note: null,
  createdAt: '2026-11-20T03:00:00.000Z',
  decidedAt: null,
  userId: 'u1',
  userEmail: 'anh@example.com',
  userName: 'Trịnh Quốc Anh',
  ownerSuspension: null,
  overrideReason: null,
  ...overrides,
});

describe('buildBulkTransferCsv', () => {
  const csv = buildBulkTransferCsv([
    payout({}),
    payout({
      id: 'PAYOUT000002',
      amount: 1_500_000,
      bankName: 'Techcombank',
      accountNumber: '19033334444555',
      accountHolder: '  Đặng   thị Ngọc Ánh ',
    }),
  ]);

  it('is UTF-8 with a byte-order mark, CRLF line ends and the ASCII header of bank templates', () => {
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')[0]).toBe('STT,So tai khoan,Ten nguoi thu huong,Ngan hang,So tien,Noi dung');
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('writes one numbered line per payout: account, folded holder, bank, whole VND, RUT TIEN note', () => {
    expect(csv.slice(1).split('\r\n').slice(1)).toEqual([
      '1,0071000999888,TRINH QUOC ANH,Vietcombank,225000,RUT TIEN PAYOUT000001',
      '2,19033334444555,DANG THI NGOC ANH,Techcombank,1500000,RUT TIEN PAYOUT000002',
      '',
    ]);
  });

  it('keeps a holder or bank that a spreadsheet would run as a formula as text, quoted when needed', () => {
    const hostile = buildBulkTransferCsv([payout({ accountHolder: '=cmd|"/c calc"!A1', bankName: '@SUM(1,2)' })]);
    expect(hostile.split('\r\n')[1]).toBe(
      '1,0071000999888,"\'=CMD|""/C CALC""!A1","\'@SUM(1,2)",225000,RUT TIEN PAYOUT000001',
    );
  });

  it('is only the header without open payouts', () => {
    expect(buildBulkTransferCsv([])).toBe('\uFEFFSTT,So tai khoan,Ten nguoi thu huong,Ngan hang,So tien,Noi dung\r\n');
  });
});

describe('bulkTransferFileName', () => {
  it('names the file after the day in Vietnam (17:30 UTC is already the next day)', () => {
    expect(bulkTransferFileName(new Date('2026-11-20T17:30:00.000Z'))).toBe('chi-tra-2026-11-21.csv');
  });
});
