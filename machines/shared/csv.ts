/**
 * What a spreadsheet may run as a formula: a cell starting with = + - @ (or their full-width forms ＝ ＋ － ＠, which
 * some spreadsheets fold to ASCII), a tab or a carriage return, also after leading spaces or line breaks.
 */
const FORMULA_START = /^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/;

/**
 * One CSV cell, for every export (the app's and the demo backend's): always quoted (RFC 4180), and never read as a
 * formula by a spreadsheet (a leading apostrophe defuses a text that would be one).
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '""';
  // A number is data, never a formula: a rank change of -1 stays -1.
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return `"${text.replace(/"/g, '""')}"`;
}

/** Rows as the text of a CSV file: CRLF line ends, one after the last row too. */
export const csvText = (rows: readonly (readonly (string | number | null)[])[]): string =>
  `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
