/**
 * One CSV cell (RFC 4180: quoted when it holds a quote, comma or line break). A text a spreadsheet would run as a
 * formula (starting with =, +, -, @, tab or carriage return) is defused with a leading apostrophe.
 */
export const csvCell = (value: string | number | null): string => {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
