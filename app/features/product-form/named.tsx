/**
 * A sentence in the page's language with a name in it (a store's, a product's): the server wrote the sentence
 * with the mark \u0001 where the name goes (`t(key, { name: NAME_MARK })`), and the name is shown marked
 * translate="no", since it is content, not the site's words.
 */
import type { ReactNode } from 'react';

export const NAME_MARK = '\u0001';

export function Named({ text, children }: { text: string; children: ReactNode }) {
  const [before, after = ''] = text.split(NAME_MARK);
  return (
    <>
      {before}
      <span translate="no">{children}</span>
      {after}
    </>
  );
}
