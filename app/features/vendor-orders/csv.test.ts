import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv';

describe('CSV export escaping', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('Mbare, Harare')).toBe('"Mbare, Harare"');
    expect(csvCell('He said "hi"')).toBe('"He said ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
  });

  it('refuses formula injection: cells starting with = + - @ become text', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+263772146318')).toBe("'+263772146318");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('Tendai = buyer')).toBe('Tendai = buyer');
  });

  it('a document is a header and rows, CRLF-terminated', () => {
    expect(csvDocument(['a', 'b'], [[1, 'x,y']])).toBe('a,b\r\n1,"x,y"\r\n');
  });
});
