// CSV files people open in Excel or upload to a bank: UTF-8 with a byte-order mark (without it Excel reads
// Vietnamese diacritics as Windows-1258 garbage), CRLF line ends and RFC 4180 quoting, every text cell
// guarded against formula injection. Pure: a page turns the string into a Blob, the API streams the lines.

export const BOM = '\uFEFF';

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
// A text cell starting with one of these is run as a formula by spreadsheets (CSV injection): names,
// titles and notes are typed by users, so they are written as text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: numbers as they are, text neutralised against formulas and quoted when it must be. */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row as a line of the file, CRLF included (for a file written a row at a time, e.g. streamed). */
export function csvLine(row: readonly (string | number)[]): string {
  return row.map(csvCell).join(',') + '\r\n';
}

/** The whole file: the byte-order mark, one line per row (the header first), each line ended by CRLF. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return BOM + rows.map(csvLine).join('');
}
