import { describe, expect, it } from 'vitest';
import { ftsMatchExpression, likeContains, MAX_TERM_TOKENS, MAX_TOKEN_LENGTH, termTokens, WORD_COLUMNS } from './search-term-queries';

/** The expression a list of words becomes: each a quoted prefix in the word columns (never the store's token). */
const words = (...ws: string[]) => ws.map((w) => `${WORD_COLUMNS} : "${w}"*`).join(' ');

describe('search term sanitiser', () => {
  it('makes each word a quoted prefix query, ANDed', () => {
    expect(ftsMatchExpression('Solar panel')).toBe(words('solar', 'panel'));
    expect(ftsMatchExpression('  sol ')).toBe(words('sol'));
  });

  it('drops FTS5 operators and syntax so no term can be a syntax error', () => {
    expect(ftsMatchExpression('"solar')).toBe(words('solar'));
    expect(ftsMatchExpression("it's")).toBe(words('it', 's'));
    expect(ftsMatchExpression('name:solar')).toBe(words('name', 'solar'));
    expect(ftsMatchExpression('(a OR b) AND NOT c NEAR(d e, 2) ^f -g +h *')).toBe(
      words('a', 'or', 'b', 'and', 'not', 'c', 'near', 'd'), // 8 tokens: the cap
    );
    // Operator words survive only as quoted literals, never as operators.
    expect(ftsMatchExpression('NEAR')).toBe(words('near'));
    for (const hostile of ['"', "'", '*', '^', ':', '()', '-', 'AND', '"" OR ""', '\u0000', '\\']) {
      const expr = ftsMatchExpression(hostile);
      if (expr !== null) expect(expr).toMatch(/^(\{name summary description business category details\} : "[\p{L}\p{N}\p{M}]+"\* ?)+$/u);
    }
  });

  it('answers null (no term filter) when nothing usable is left', () => {
    for (const empty of [undefined, null, '', '   ', '"*^:()-', '🔥🔥', "'; --", '%_']) {
      expect(ftsMatchExpression(empty)).toBeNull();
    }
  });

  it('keeps letters and digits of every script, folding width and case', () => {
    expect(termTokens('Gwéru 4x4 Ｓｏｌａｒ 🚗 Ндебеле 日本')).toEqual(['gwéru', '4x4', 'solar', 'ндебеле', '日本']);
  });

  it('caps the number of tokens and their length, and drops repeats', () => {
    const many = Array.from({ length: 50 }, (_, i) => `w${i}`).join(' ');
    expect(termTokens(many)).toHaveLength(MAX_TERM_TOKENS);
    expect(termTokens('a'.repeat(10_000))).toEqual(['a'.repeat(MAX_TOKEN_LENGTH)]);
    expect(termTokens('tent Tent TENT hire')).toEqual(['tent', 'hire']);
  });

  it('never splits an astral letter when cutting a long word', () => {
    const astral = '𠀀'.repeat(100);
    const [token] = termTokens(astral);
    expect(Array.from(token)).toHaveLength(MAX_TOKEN_LENGTH);
    expect(token).toBe('𠀀'.repeat(MAX_TOKEN_LENGTH));
  });

  it('escapes LIKE wildcards so a business-name filter matches them literally', () => {
    expect(likeContains('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
