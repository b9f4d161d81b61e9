import { describe, expect, it } from 'vitest';
import { ftsMatchExpression, WORD_COLUMNS } from './search-term-queries';
import { SYNONYM_GROUPS, synonymsOf } from './search-synonyms';

const word = (w: string) => `${WORD_COLUMNS} : "${w}"*`;

describe('search synonyms across English, chiShona and isiNdebele', () => {
  it('searches a Shona word for clothes as any of its equivalents, and English as Shona and Ndebele', () => {
    expect(ftsMatchExpression('mbatya')).toBe(`(${['mbatya', 'clothes', 'clothing', 'izigqoko'].map(word).join(' OR ')})`);
    expect(ftsMatchExpression('Clothes')).toContain(word('mbatya'));
    expect(ftsMatchExpression('izigqoko')).toContain(word('clothes'));
  });

  it('ANDs an expanded word with the other words, and leaves words without synonyms alone', () => {
    expect(ftsMatchExpression('mbatya zvevana')).toBe(`(${synonymsOf('mbatya').map(word).join(' OR ')}) AND ${word('zvevana')}`);
    expect(ftsMatchExpression('solar')).toBe(word('solar'));
  });

  it('expands whole words only: a prefix typed so far is not a synonym', () => {
    expect(ftsMatchExpression('mbat')).toBe(word('mbat'));
  });

  it('holds only lower-case letter words, each in one group (they are spliced into FTS quotes)', () => {
    const all = SYNONYM_GROUPS.flat();
    for (const w of all) expect(w).toMatch(/^\p{Ll}+$/u);
    expect(new Set(all).size).toBe(all.length);
  });
});
