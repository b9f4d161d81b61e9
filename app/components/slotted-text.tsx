/**
 * A sentence in the page's language with elements inside it (a store's name marked translate="no", a code
 * sample): the server writes the sentence with SLOTS where they go, so each language orders its own words, and
 * the page puts `parts[i]` in place of SLOTS[i]. No catalogue and no formatter reach the browser.
 */
import { Fragment, type ReactNode } from 'react';

/** Place-holders no message or name contains (control characters). */
export const SLOTS = ['\u0001', '\u0002', '\u0003', '\u0004'] as const;

export function Slotted({ text, parts }: { text: string; parts: readonly ReactNode[] }) {
  return (
    <>
      {text.split(/([\u0001-\u0004])/).map((piece, i) => {
        const slot = SLOTS.indexOf(piece as (typeof SLOTS)[number]);
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed sentence, never reordered.
        return <Fragment key={i}>{slot >= 0 ? parts[slot] : piece}</Fragment>;
      })}
    </>
  );
}
