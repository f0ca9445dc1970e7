/**
 * CSV for French spreadsheets (Excel, LibreOffice in a fr-FR locale): UTF-8 with a BOM (else Excel
 * reads Latin-1), `;` between fields (`,` is the decimal separator there), decimal comma, CRLF
 * line ends, RFC 4180 quoting. Cells that a spreadsheet would take for a formula (`= + - @`, and
 * tab / carriage return that some apps strip first) are prefixed with `'` (CSV injection, OWASP).
 */

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_EOL = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, neutralised and quoted when needed. Numbers are written as given (use `decimalFr`). */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: ReadonlyArray<string | number | null | undefined>): string {
  return cells.map(csvCell).join(CSV_SEPARATOR) + CSV_EOL;
}

/** 23300 cents → « 233,00 » (no thousands separator: spreadsheets read it as a number). */
export function decimalFr(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}
