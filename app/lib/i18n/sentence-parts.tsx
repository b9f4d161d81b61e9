/**
 * A sentence finished on the server with place-holders where the page puts its own parts — a link, or a name
 * that must stay `translate="no"` — so each language orders its words around them. The place-holders are
 * characters no language writes (as the order view's COURIER/NUMBER/NAME).
 */
import { Fragment, type ReactNode } from 'react';

export const PART_1 = '\u0001';
export const PART_2 = '\u0002';

/** The sentence with PART_1/PART_2 replaced by the given parts, in the language's order. */
export function SentenceParts({ sentence, parts }: { sentence: string; parts: [ReactNode, ReactNode?] }) {
  return (
    <>
      {sentence.split(/([\u0001\u0002])/).map((piece, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed sentence, never reordered.
        <Fragment key={i}>{piece === PART_1 ? parts[0] : piece === PART_2 ? parts[1] : piece}</Fragment>
      ))}
    </>
  );
}
