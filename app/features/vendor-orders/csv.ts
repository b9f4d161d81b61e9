/**
 * CSV for spreadsheets: RFC 4180 quoting, CRLF rows, and no formulas — a cell a spreadsheet would run
 * (starting with = + - @, or a tab / carriage return) gets a leading quote so it stays text (OWASP CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: (string | number | null | undefined)[]): string {
  return cells.map(csvCell).join(',');
}

export function csvDocument(header: string[], rows: (string | number | null | undefined)[][]): string {
  return `${[csvRow(header), ...rows.map(csvRow)].join('\r\n')}\r\n`;
}

/** Rows without a header, each ending in CRLF: a later chunk of a streamed document. */
export function csvRows(rows: (string | number | null | undefined)[][]): string {
  return rows.map((r) => `${csvRow(r)}\r\n`).join('');
}
