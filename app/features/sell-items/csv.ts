/**
 * CSV as RFC 4180 writes it, plus what spreadsheets really save: a UTF-8 byte-order mark, CRLF or LF line ends,
 * quoted fields holding commas, quotes ("") and line breaks. Written here (no npm dependency) because the bulk
 * upload needs only this, and it must run in the Worker.
 *
 * Rows are numbered as a spreadsheet numbers them (the header is row 1; a blank line is a row too), but a
 * quoted line break stays inside its record, so errors point at the row the vendor sees.
 */

export interface CsvRecord {
  /** 1-based record number (the header is 1). */
  row: number;
  cells: string[];
}

export class CsvError extends Error {
  constructor(
    message: string,
    readonly row: number,
  ) {
    super(message);
  }
}

/** Parses CSV text into records. Throws CsvError for a quote left open or text after a closing quote. */
export function parseCsv(input: string): CsvRecord[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  /** The current cell began with a quote (and is still open or has just closed). */
  let inQuotes = false;
  let row = 1;
  const endCell = () => {
    cells.push(cell);
    cell = '';
    quoted = false;
  };
  const endRecord = () => {
    const wasQuoted = quoted;
    endCell();
    // A line with nothing on it (not even a comma or "") is not a record: blank lines between rows are skipped.
    if (!(cells.length === 1 && cells[0] === '' && !wasQuoted)) records.push({ row, cells });
    row += 1;
    cells = [];
  };

  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else inQuotes = false;
      } else cell += ch;
      continue;
    }
    if (ch === '"') {
      if (cell !== '' || quoted) throw new CsvError(`Row ${row}: a quote appears inside a field that is not quoted`, row);
      inQuotes = true;
      quoted = true;
    } else if (ch === ',') {
      endCell();
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
    } else {
      if (quoted) throw new CsvError(`Row ${row}: text follows a closing quote; write "" for a quote inside a field`, row);
      cell += ch;
    }
  }
  if (inQuotes) throw new CsvError(`Row ${row}: a quoted field is never closed`, row);
  if (cell !== '' || cells.length > 0 || quoted) endRecord();
  return records;
}

/** A field as CSV: quoted when it holds a comma, quote, line break or edge spaces. */
export function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Rows → CSV text with CRLF line ends (RFC 4180), as spreadsheets expect. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}
