/**
 * A sentence in the page's language with a name in it (a store's, a product's): the server wrote the sentence
 * with the mark \u0001 where the name goes (`t(key, { name: NAME_MARK })`), and the name is shown marked
 * translate="no", since it is content, not the site's words. English pages write the name into the sentence (no
 * mark: `nameOrMark`), so their HTML reads exactly as before.
 */
import type { ReactNode } from 'react';

export const NAME_MARK = '\u0001';

/** What the server puts where the name goes: the mark, or in English the name itself (the page as before). */
export const nameOrMark = (language: string, name: string) => (language === 'en' ? name : NAME_MARK);

export function Named({ text, children }: { text: string; children: ReactNode }) {
  if (!text.includes(NAME_MARK)) return <>{text}</>;
  const [before, after = ''] = text.split(NAME_MARK);
  return (
    <>
      {before}
      <span translate="no">{children}</span>
      {after}
    </>
  );
}
