import { describe, expect, it } from 'vitest';
import { CsvError, csvField, parseCsv, toCsv } from './csv';

const cells = (text: string) => parseCsv(text).map((r) => r.cells);

describe('parseCsv (RFC 4180)', () => {
  it('splits plain fields on commas and records on line ends', () => {
    expect(cells('a,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('keeps commas inside quoted fields', () => {
    expect(cells('name,price\n"Toyota, Axio","9,800"')).toEqual([
      ['name', 'price'],
      ['Toyota, Axio', '9,800'],
    ]);
  });

  it('reads a doubled quote inside a quoted field as one quote', () => {
    expect(cells('a\n"He said ""as new"""\n')).toEqual([['a'], ['He said "as new"']]);
  });

  it('keeps line breaks inside quoted fields in the same record, and numbers rows by record', () => {
    const records = parseCsv('sku,description\nA1,"line one\nline two"\nA2,plain\n');
    expect(records.map((r) => r.cells)).toEqual([
      ['sku', 'description'],
      ['A1', 'line one\nline two'],
      ['A2', 'plain'],
    ]);
    expect(records.map((r) => r.row)).toEqual([1, 2, 3]);
  });

  it('drops a UTF-8 byte-order mark so the first header is read as written', () => {
    expect(cells('\uFEFFsku,name\r\nA1,Shirt\r\n')[0]).toEqual(['sku', 'name']);
  });

  it('accepts CRLF line ends (and CRLF inside quotes stays in the field)', () => {
    expect(cells('a,b\r\n1,"x\r\ny"\r\n2,z')).toEqual([
      ['a', 'b'],
      ['1', 'x\r\ny'],
      ['2', 'z'],
    ]);
  });

  it('keeps empty fields, including a trailing one', () => {
    expect(cells('a,,c,\n')).toEqual([['a', '', 'c', '']]);
    expect(cells('""\n')).toEqual([['']]);
  });

  it('skips blank lines but keeps counting rows as a spreadsheet does', () => {
    const records = parseCsv('h\n\nx\n');
    expect(records.map((r) => [r.row, r.cells])).toEqual([
      [1, ['h']],
      [3, ['x']],
    ]);
  });

  it('refuses a quote that is never closed, naming the row', () => {
    expect(() => parseCsv('a\n"open,b\n')).toThrowError(CsvError);
    expect(() => parseCsv('a\n"open,b\n')).toThrowError(/Row 2: a quoted field is never closed/);
  });

  it('refuses text after a closing quote and a stray quote inside a bare field', () => {
    expect(() => parseCsv('"ab"c\n')).toThrowError(/text follows a closing quote/);
    expect(() => parseCsv('ab"c\n')).toThrowError(/quote appears inside a field/);
  });
});

describe('toCsv', () => {
  it('quotes only fields that need it and round-trips through parseCsv', () => {
    const rows = [
      ['sku', 'description'],
      ['A,1', 'say "hi"\nbye'],
      ['B2', ' padded '],
    ];
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    const text = toCsv(rows);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(cells(text)).toEqual(rows);
  });
});
