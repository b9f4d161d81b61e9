/**
 * Words for common goods in English, chiShona and isiNdebele (issue 33 §3): a buyer who types "mbatya" should
 * find listings a store wrote in English as "clothes", and the other way round. Each group is a set of
 * equivalents; a buyer's word that is exactly one of them is searched as any of them (ftsMatchExpression).
 *
 * Kept small on purpose: every group turns one FTS lookup into several. Words marked in
 * docs/glossary/marketplace-terms.md as awaiting a native reviewer are in use here too; a correction there
 * belongs here as well. Lower case, letters only (the index's tokens, termTokens).
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['clothes', 'clothing', 'mbatya', 'izigqoko'],
  ['shoes', 'shangu', 'izicathulo'],
  ['phone', 'phones', 'nhare', 'ucingo'],
  ['car', 'cars', 'motokari', 'imoto'],
  ['house', 'houses', 'imba', 'indlu'],
  ['food', 'chikafu', 'ukudla'],
  ['mealie', 'upfu', 'impuphu'],
  ['chicken', 'huku', 'inkukhu'],
  ['meat', 'nyama', 'inyama'],
  ['vegetables', 'muriwo', 'imibhida'],
  ['bed', 'mubhedha', 'umbheda'],
  ['blanket', 'gumbeze', 'ingubo'],
  ['bag', 'bhegi', 'isikhwama'],
  ['water', 'mvura', 'amanzi'],
];

const BY_WORD: ReadonlyMap<string, readonly string[]> = new Map(SYNONYM_GROUPS.flatMap((group) => group.map((word) => [word, group] as const)));

/** The word first, then its equivalents; just the word when it has none. */
export function synonymsOf(word: string): readonly string[] {
  const group = BY_WORD.get(word);
  return group ? [word, ...group.filter((w) => w !== word)] : [word];
}
