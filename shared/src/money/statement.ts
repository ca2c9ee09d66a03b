// The monthly statement's file and lines, as the API writes them and the page shows them (no zod: the page
// imports it).
import type { LedgerStatement } from '../contracts/ledger';

/**
 * The month's statement as a CSV file, streamed by the API (`GET`, the caller's ID token as on every call,
 * `?month=YYYY-MM`, contracts/ledger.ts statementCsvQuery): a month of tens of thousands of lines in one
 * answer, never held whole in memory.
 */
export const STATEMENT_CSV_PATH = '/ledger/statement.csv';

/** The name the CSV file is saved under. */
export const statementFileName = (month: string) => `sao-ke-${month}.csv`;

/** Lines that credit money earned: for them, and only them, the end of the hold matters. */
export const isStatementCredit = (kind: LedgerStatement['lines'][number]['kind']) =>
  kind === 'sale' || kind === 'commission';
