/**
 * A sentence in the page's language with things inside it that the page renders as elements (a link, a code span,
 * a name marked translate="no"), so each language orders its own words around them. The one way to do it:
 *
 * - the server finishes the sentence with named `{name}` place-holders left in — `t(key, holes('link'))` — the
 *   same names the catalogue's ICU uses, so catalogues read as they are written;
 * - the page renders `<Placed text={sentence} nodes={{ link: <Link …/> }} />`.
 *
 * Names the server knows and the page does not (an ad's title, the inviter of a staff invitation) go through
 * `namedIn`, which hands the page `{ text, names }` for `<Placed {...named} />` to mark each translate="no". Kept
 * here rather than in a .server file because it imports nothing of the server and its result's type is the
 * component's props. In English `namedIn` puts the names in as words (one piece, no spans), exactly as the pages
 * always wrote English, so pages that English tests match as raw HTML are unchanged.
 *
 * No catalogue and no formatter reach the browser: the component only cuts a finished string.
 */
import { Fragment, type ReactNode } from 'react';
import type { Language } from '~/lib/i18n/language';

/** `{ link: '{link}', … }`: values for t() that leave the place-holders in the finished sentence. */
export function holes<N extends string>(...names: N[]): Record<N, string> {
  return Object.fromEntries(names.map((name) => [name, `{${name}}`])) as Record<N, string>;
}

/** A sentence with names in it the page marks translate="no" (see `namedIn`); spread into `<Placed>`. */
export type Named = { text: string; names: Record<string, string> };

/** A sentence with no names in it, in the shape of one that has them. */
export const unnamed = (text: string): Named => ({ text, names: {} });

/**
 * The sentence `key` with `names` (someone's words: a title, a business, a person) kept apart for the page to mark
 * translate="no", while the sentence's own words stay translatable. English comes as one piece with the names in.
 */
export function namedIn<K extends string>(
  language: Language,
  t: (key: K, values?: Record<string, string | number>) => string,
  key: K,
  values: Record<string, string | number>,
  names: Record<string, string>,
): Named {
  if (language === 'en') return unnamed(t(key, { ...values, ...names }));
  return { text: t(key, { ...values, ...holes(...Object.keys(names)) }), names };
}

/**
 * `text` with each `{name}` replaced by `nodes[name]`, or by `names[name]` marked translate="no"; a place-holder
 * with neither stays as written, so a missing node shows rather than vanishes.
 */
export function Placed({ text, nodes = {}, names = {} }: { text: string; nodes?: Record<string, ReactNode>; names?: Record<string, string> }) {
  // Nothing to put in (English from namedIn): one piece as written, even if someone's title has braces in it.
  if (!Object.keys(nodes).length && !Object.keys(names).length) return <>{text}</>;
  return (
    <>
      {text.split(/\{(\w+)\}/).map((piece, i) => {
        // Even pieces are the sentence's own words, odd ones place-holder names (the split's captured group).
        if (i % 2 === 0) return piece;
        const node = piece in nodes ? nodes[piece] : piece in names ? <span translate="no">{names[piece]}</span> : `{${piece}}`;
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one finished sentence, never reordered.
        return <Fragment key={i}>{node}</Fragment>;
      })}
    </>
  );
}
