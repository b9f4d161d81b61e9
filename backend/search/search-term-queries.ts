/**
 * Turns a buyer's search term into an FTS5 MATCH expression that can never be an FTS syntax error.
 *
 * FTS5 gives meaning to quotes, `*`, `^`, `:`, `+`, `-`, parentheses and the words AND OR NOT NEAR; a raw
 * term would fail ("fts5: syntax error") or be read as a column filter. So the term is cut into runs of
 * letters and digits (everything else — punctuation, operators, emoji — separates words), and each run is
 * emitted as a quoted string with a prefix star: `"sol"*`. Inside quotes FTS5 reads only `"` specially, and
 * a run never holds one. Words are ANDed (FTS5's implicit operator), so every word must match somewhere (in the
 * word columns: WORD_COLUMNS).
 */

import { synonymsOf } from './search-synonyms';

/** More words rarely narrow a marketplace search further, and each one is a b-tree lookup. */
export const MAX_TERM_TOKENS = 8;
/** Longer "words" are pasted junk; cut them so the query stays small. */
export const MAX_TOKEN_LENGTH = 40;

// A word starts with a letter or digit and may carry combining marks (NFKC leaves some uncomposed).
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;

/** The sanitised words of a term, lower case, de-duplicated, at most MAX_TERM_TOKENS. */
export function termTokens(term: string | null | undefined): string[] {
  if (!term) return [];
  const out: string[] = [];
  // NFKC folds full-width and styled letters (ｓｏｌａｒ, 𝐬𝐨𝐥𝐚𝐫) to the letters the index holds.
  for (const match of term.normalize('NFKC').toLowerCase().matchAll(WORD)) {
    // Array.from slices by code point, so an astral letter is never split in half.
    const word = Array.from(match[0]).slice(0, MAX_TOKEN_LENGTH).join('');
    if (!out.includes(word)) out.push(word);
    if (out.length === MAX_TERM_TOKENS) break;
  }
  return out;
}

/**
 * The columns a buyer's words are looked for in: every column of products_fts but `store`, which holds only its
 * store's token ('s4', migration 0055), so that "s4" (a phone) never finds store 4's listings.
 */
export const WORD_COLUMNS = '{name summary description business category details}';

/**
 * `{…} : "word"* {…} : "word"*`, or null when the term has no usable word (then there is no term filter at all).
 * A word for common goods in another language (search-synonyms.ts) becomes an OR of its equivalents:
 * `({…} : "mbatya"* OR {…} : "clothes"* …)`, ANDed explicitly with the other words. Synonyms are our own constants,
 * letters only, so the expression is still never a syntax error. Callers adding clauses join them with AND.
 */
export function ftsMatchExpression(term: string | null | undefined): string | null {
  const tokens = termTokens(term);
  const word = (t: string) => `${WORD_COLUMNS} : "${t}"*`;
  const clause = (t: string) => {
    const all = synonymsOf(t);
    return all.length === 1 ? word(t) : `(${all.map(word).join(' OR ')})`;
  };
  if (!tokens.length) return null;
  const clauses = tokens.map(clause);
  // FTS5 ANDs bare phrases implicitly but refuses a parenthesised group next to anything without an explicit AND.
  return clauses.join(clauses.some((c) => c.startsWith('(')) ? ' AND ' : ' ');
}

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards escaped (use with ESCAPE '\'). */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
