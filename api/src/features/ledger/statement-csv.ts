// GET /ledger/statement.csv?month=YYYY-MM: the caller's statement of one month (Vietnam time) as the CSV file a
// Vietnamese creator opens in Excel (@app/shared/csv: byte-order mark, CRLF, RFC 4180 quoting, formula guard):
// a Vietnamese header row, amounts as plain signed integers of VND (no separators a spreadsheet would read as
// decimals), times in Vietnam time. The month is one read, streamed a batch of lines at a time as it comes
// (statement-lines.ts statementLines: a cursor on PostgreSQL), so a month of tens of thousands of lines is
// neither held whole in memory nor sent as one JSON answer. The first batch is read before the answer starts,
// so a failure there is an ordinary error answer; a later one cuts the download short (the browser reports it).
import { Readable } from 'node:stream';
import { statementCsvQuery } from '@app/shared/contracts/ledger';
import { isStatementCredit, STATEMENT_CSV_PATH, statementFileName } from '@app/shared/money/statement';
import { parseInput } from '@app/shared/contracts/input';
import { BOM, csvLine } from '@app/shared/csv';
import { serverMessages } from '@app/shared/messages/server';
import { vietnamMonthBounds, vnTimestamp } from '@app/shared/time/vietnam';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { invalidArgument, MSG } from '../../http/errors';
import type { RouteTools } from '../../http/server';
import { statementLines, type StatementLine } from './statement-lines';

const t = serverMessages.ledger.statement.csv;

/** Ledger lines fetched at a time: a few round trips for a busy month, little memory at once. */
const BATCH = 2000;

/** One statement line as a row of the file. */
export function statementCsvRow(line: StatementLine): (string | number)[] {
  return [
    vnTimestamp(line.at),
    t.kind[line.kind],
    line.description,
    line.orderId ?? '',
    line.payoutId ?? '',
    line.amount,
    // The end of the hold matters for money earned, not for money taken out.
    isStatementCredit(line.kind) ? vnTimestamp(line.availableAt) : '',
  ];
}

export function registerStatementCsv(
  app: FastifyInstance,
  deps: { database: Database; signedIn: RouteTools['signedIn'] },
): void {
  app.get(STATEMENT_CSV_PATH, async (request, reply) => {
    const auth = await deps.signedIn(request, reply);
    const parsed = parseInput(statementCsvQuery, request.query);
    if (!parsed.success) throw invalidArgument(parsed.error.issues[0]?.message ?? MSG.badRequest);
    const { month } = parsed.data;
    const bounds = vietnamMonthBounds(month);
    const batches = statementLines(deps.database, auth.uid, bounds, BATCH);
    const first = await batches.next();
    const rows = (lines: StatementLine[]) => lines.map((line) => csvLine(statementCsvRow(line))).join('');
    async function* file(): AsyncGenerator<string> {
      yield BOM + csvLine(t.header) + (first.done ? '' : rows(first.value));
      for await (const lines of batches) yield rows(lines);
    }
    const stream = Readable.from(file(), { objectMode: false });
    stream.on('error', (error) => request.log.error({ err: error }, 'statement CSV cut short'));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${statementFileName(month)}"`)
      .header('cache-control', 'private, no-store')
      .send(stream);
  });
}
