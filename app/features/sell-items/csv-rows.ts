/**
 * From an uploaded file's text to the rows POST /products/bulk-import takes: the header row names the columns
 * (schema/rest/product-csv.ts, matched without regard to case or spaces), each further row becomes
 * {row, values} keyed by column. Problems with the file as a whole (not CSV, no header, missing columns, too
 * many rows) are reported before any row is sent.
 */
import { CSV_HEADER, CSV_TEMPLATE_ROWS, type CsvColumn } from '../../../schema/rest/product-csv';
import { MAX_FILE_ROWS, type RestImportRow } from '../../../schema/rest/vendor-catalogue';
import { CsvError, type CsvRecord, parseCsv, toCsv } from './csv';

export const REQUIRED_COLUMNS: CsvColumn[] = ['sku', 'kind', 'name', 'category'];

export type FileRows = { ok: true; rows: RestImportRow[]; ignoredColumns: string[] } | { ok: false; error: string };

/** "Sale Price", " sale_price " and "SALE-PRICE" all name sale_price. */
export function normaliseHeader(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

export function rowsFromCsv(text: string): FileRows {
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) return { ok: false, error: `This file is not valid CSV. ${error.message}.` };
    throw error;
  }
  const [header, ...body] = records;
  if (!header) return { ok: false, error: 'The file is empty: start from the template.' };
  const names = header.cells.map(normaliseHeader);
  const known = new Set<string>(CSV_HEADER);
  const missing = REQUIRED_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length)
    return { ok: false, error: `The header row lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}: start from the template.` };
  const seen = new Set<string>();
  for (const n of names) {
    if (known.has(n) && seen.has(n)) return { ok: false, error: `The column ${n} appears twice in the header row.` };
    seen.add(n);
  }
  if (body.length === 0) return { ok: false, error: 'The file has a header row but no products.' };
  if (body.length > MAX_FILE_ROWS) return { ok: false, error: `The file has ${body.length} rows: upload at most ${MAX_FILE_ROWS} at a time.` };

  const rows = body
    // A row of only empty cells (a spreadsheet's trailing ",,,,") is not a product.
    .filter((r) => r.cells.some((c) => c.trim() !== ''))
    .map((r) => {
      const values: Record<string, string> = {};
      names.forEach((name, i) => {
        if (known.has(name) && r.cells[i] !== undefined && r.cells[i].trim() !== '') values[name] = r.cells[i];
      });
      return { row: r.row, values };
    });
  const ignoredColumns = header.cells.filter((_c, i) => !known.has(names[i]) && names[i] !== '');
  return { ok: true, rows, ignoredColumns };
}

/** The downloadable template: the header and the example rows. */
export function templateCsv(): string {
  return toCsv([CSV_HEADER, ...CSV_TEMPLATE_ROWS.map((r) => CSV_HEADER.map((c) => r[c] ?? ''))]);
}
