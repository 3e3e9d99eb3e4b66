/**
 * CSV as spreadsheets read it: a UTF-8 byte-order mark (so Excel takes the file as UTF-8), CRLF line ends, a cell
 * quoted when it holds a comma, quote or line break (its quotes doubled), and any cell that a spreadsheet would run
 * as a formula (starting with = + - @, a tab or CR) prefixed with ' — except plain numbers like -12.5, kept as they
 * are so they stay numbers.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

export const CSV_BOM = '\uFEFF';

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = Array.isArray(value)
    ? value.join('; ')
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row and one row per record, in `columns` order. */
export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const lines = [
    columns.map(csvCell).join(','),
    ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(',')),
  ];
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
