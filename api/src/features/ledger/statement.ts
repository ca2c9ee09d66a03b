// getLedgerStatement: one calendar month (Vietnam time) of the caller's ledger movements, a page at a time
// under the month's totals, for /creator/payouts (statement-lines.ts reads them; statement-csv.ts streams the
// whole month as the CSV file).
import { STATEMENT_PAGE_SIZE } from '@app/shared/contracts/limits';
import { vietnamMonthBounds } from '@app/shared/time/vietnam';
import { requireUser, type Handler } from '../../http/context';
import { statementPage, statementTotals } from './statement-lines';

export const getLedgerStatement: Handler<'getLedgerStatement'> = async (input, ctx) => {
  const user = await requireUser(ctx);
  const month = vietnamMonthBounds(input.month);
  const [totals, page] = await Promise.all([
    // Planned for the month's values (the ordinary handle): a generic plan made a month's page at a million
    // orders 3–6 times slower.
    statementTotals(ctx.db, user.uid, month),
    statementPage(ctx.db, user.uid, month, input.after ?? null, STATEMENT_PAGE_SIZE),
  ]);
  return {
    month: input.month,
    openingBalance: totals.opening,
    closingBalance: totals.opening + totals.change,
    lineCount: totals.lines,
    lines: page.lines,
    nextCursor: page.next,
  };
};
