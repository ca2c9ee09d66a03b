// The open payout requests as one CSV file for a bank's bulk-transfer upload ("chuyển khoản theo lô").
//
// Layout (one documented format; Vietnamese banks' templates use ASCII headers like these):
//   file      chi-tra-YYYY-MM-DD.csv (the day in Vietnam time), UTF-8 with a byte-order mark, CRLF line ends
//   header    STT,So tai khoan,Ten nguoi thu huong,Ngan hang,So tien,Noi dung
//   STT                  1, 2, 3… in the order of the list
//   So tai khoan         the account number as saved, leading zeros included (a bank's import reads it as
//                        text; re-saving the file from Excel would drop them)
//   Ten nguoi thu huong  the holder's name in capitals without diacritics ("Trần Đức Minh" → "TRAN DUC MINH"),
//                        as banks print and check it
//   Ngan hang            the bank's short name as the user chose it (e.g. "Vietcombank")
//   So tien              whole VND, digits only (no separators a spreadsheet could read as decimals)
//   Noi dung             "RUT TIEN {payoutId}": the transfer note that ties the bank line to the request
// Cells are quoted when they must be (RFC 4180) and any text cell that a spreadsheet would run as a formula
// (starting with = + - @ or a tab) is written as text (@app/shared/csv).
import type { z } from 'zod';
import type { adminPayoutSchema } from '@app/shared/contracts/ledger';
import { toCsv } from '@app/shared/csv';
import { bankHolderName } from '@app/shared/text/fold';
import { vietnamDay } from '@app/shared/time/vietnam';

type AdminPayout = z.infer<typeof adminPayoutSchema>;

export const BULK_TRANSFER_HEADER = [
  'STT',
  'So tai khoan',
  'Ten nguoi thu huong',
  'Ngan hang',
  'So tien',
  'Noi dung',
] as const;

/** The transfer note of one payout: the bank statement line leads back to the request. */
export const payoutTransferNote = (payoutId: string) => `RUT TIEN ${payoutId}`;

export function buildBulkTransferCsv(payouts: readonly AdminPayout[]): string {
  return toCsv([
    BULK_TRANSFER_HEADER,
    ...payouts.map((payout, index) => [
      index + 1,
      payout.accountNumber,
      bankHolderName(payout.accountHolder),
      payout.bankName,
      payout.amount,
      payoutTransferNote(payout.id),
    ]),
  ]);
}

/** chi-tra-2026-11-21.csv: the day it was made, in Vietnam. */
export const bulkTransferFileName = (now: Date) => `chi-tra-${vietnamDay(now)}.csv`;
