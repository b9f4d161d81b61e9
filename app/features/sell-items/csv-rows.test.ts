import { describe, expect, it } from 'vitest';
import { CSV_HEADER } from '../../../schema/rest/product-csv';
import { parseCsv } from './csv';
import { normaliseHeader, rowsFromCsv, templateCsv } from './csv-rows';

describe('rowsFromCsv (row mapping)', () => {
  it('keys each row by column name and keeps its spreadsheet row number', () => {
    const result = rowsFromCsv(
      'SKU,Kind,Name,Category,Sale Price\nA1,general,"Kettle, 2 L",kitchenware,9.50\n\nA2,food,Maize meal,staples-and-grains,\n',
    );
    expect(result).toEqual({
      ok: true,
      ignoredColumns: [],
      rows: [
        { row: 2, values: { sku: 'A1', kind: 'general', name: 'Kettle, 2 L', category: 'kitchenware', sale_price: '9.50' } },
        { row: 4, values: { sku: 'A2', kind: 'food', name: 'Maize meal', category: 'staples-and-grains' } },
      ],
    });
  });

  it('names the columns a file lacks', () => {
    expect(rowsFromCsv('sku,name\nA1,x\n')).toEqual({ ok: false, error: expect.stringContaining('lacks the columns kind, category') });
  });

  it('reports unknown columns as ignored and skips rows of empty cells', () => {
    const result = rowsFromCsv('sku,kind,name,category,colour of box\nA1,general,Kettle,kitchenware,red\n,,,,\n');
    expect(result.ok && result.ignoredColumns).toEqual(['colour of box']);
    expect(result.ok && result.rows).toHaveLength(1);
  });

  it('refuses a file that is not CSV, is empty or has no product rows', () => {
    expect(rowsFromCsv('sku,kind\n"A1,general\n')).toEqual({ ok: false, error: expect.stringContaining('not valid CSV') });
    expect(rowsFromCsv('')).toEqual({ ok: false, error: expect.stringContaining('empty') });
    expect(rowsFromCsv('sku,kind,name,category\n')).toEqual({ ok: false, error: expect.stringContaining('no products') });
  });

  it('refuses a header that names a column twice', () => {
    expect(rowsFromCsv('sku,kind,name,category,SKU\nA,general,x,y,B\n')).toEqual({
      ok: false,
      error: 'The column sku appears twice in the header row.',
    });
  });

  it('normalises header names', () => {
    expect(normaliseHeader(' Mileage KM ')).toBe('mileage_km');
    expect(normaliseHeader('call-out-fee')).toBe('call_out_fee');
  });
});

describe('the CSV template', () => {
  it('is a header row of every column plus two example rows of different kinds', () => {
    const records = parseCsv(templateCsv());
    expect(records[0].cells).toEqual(CSV_HEADER);
    expect(records).toHaveLength(3);
    const kinds = records.slice(1).map((r) => r.cells[CSV_HEADER.indexOf('kind')]);
    expect(new Set(kinds).size).toBe(2);
  });

  it('reads back through rowsFromCsv with its multi-line description intact', () => {
    const result = rowsFromCsv(templateCsv());
    expect(result.ok && result.rows[0].values.description).toContain('\n');
  });
});
