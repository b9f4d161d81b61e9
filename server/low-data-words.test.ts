/**
 * Low-data mode's edge-written words in the page's language (issue 33 §3): the footer line, the photo boxes'
 * labels and the page cost the inline script fills in, in chiShona and isiNdebele; English as before.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { lowDataFooterHtml } from './low-data-page';
import { LOW_DATA_SCRIPT } from './low-data-script';
import { lowDataWords } from './low-data-words';
import { photoLabel } from './photo-weights';

/** Runs the page's inline script against a page whose #ld-cost carries `template`; returns what it wrote. */
function costLine(template: string): string {
  const line = { textContent: '', getAttribute: (name: string) => (name === 'data-t' ? template : null) };
  const entries = { navigation: [{ transferSize: 20 * 1024 }], resource: [{ transferSize: 18 * 1024 }] };
  const document = { readyState: 'complete', getElementById: () => line, addEventListener: () => undefined };
  const window = { performance: { getEntriesByType: (type: 'navigation' | 'resource') => entries[type] } };
  runInNewContext(LOW_DATA_SCRIPT, { document, window, addEventListener: () => undefined, setTimeout });
  return line.textContent;
}

describe('low-data words in the page’s language', () => {
  it('labels photos in chiShona and isiNdebele', () => {
    expect(photoLabel(38 * 1024, false, lowDataWords('sn'))).toBe('Mufananidzo · 38 KB');
    expect(photoLabel(null, false, lowDataWords('sn'))).toBe('Mufananidzo · ukuru hahuzivikanwe');
    expect(photoLabel(38 * 1024, false, lowDataWords('nd'))).toBe('Umfanekiso · 38 KB');
    expect(photoLabel(38 * 1024, false, lowDataWords('en'))).toBe('Photo · 38 KB');
  });

  it('writes the footer line in the language, with the cost template for the script', () => {
    const sn = lowDataFooterHtml('/shop/', 'n1', lowDataWords('sn'));
    expect(sn).toContain('Mamiriro ekushandisa dhata shoma ari pachena');
    expect(sn).toContain('>Dzima mamiriro ekushandisa dhata shoma</a>');
    expect(sn).not.toMatch(/Low-data|Turn off/);
    const en = lowDataFooterHtml('/shop/', 'n1');
    expect(en).toContain('Low-data mode is on: photos load when tapped.');
    expect(en).toContain('>Turn off low-data mode</a>');
  });

  it('has the inline script fill the page cost into the language’s sentence', () => {
    expect(costLine(lowDataWords('sn').cost)).toBe('Peji iri rashandisa dhata inenge 38 KB kuvhurika.');
    expect(costLine(lowDataWords('nd').cost)).toBe('Ikhasi leli lisebenzise idatha engaba ngu-38 KB ukuvuleka.');
    expect(costLine(lowDataWords('en').cost)).toBe('This page cost about 38 KB to load.');
  });
});
