/** A cell of a table written as CSV: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

/** Excel reads a UTF-8 file as UTF-8 (Chinese intact) only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';

/** Text a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first). */
const FORMULA = /^[=+\-@\t\r]/;

/** One cell as RFC 4180 writes it; text a spreadsheet would evaluate is kept as text ('=1+1). */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as a CSV file's text: CRLF line ends and the UTF-8 byte order mark first. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return UTF8_BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
