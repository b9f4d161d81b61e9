/** The line above the stores list: how many stores, in words that agree with the number and the search. */
export function storeCountLabel(total: number, searched: boolean): string {
  const stores = `${total} ${total === 1 ? 'store' : 'stores'}`;
  if (!searched) return `${stores} across Zimbabwe.`;
  if (total === 0) return 'No stores match your search.';
  return `${stores} ${total === 1 ? 'matches' : 'match'} your search.`;
}
