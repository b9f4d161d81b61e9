/**
 * A message whose values are page parts rather than text: an operator's or a store's own words inside a sentence
 * our code writes keep `translate="no"` on their own element. Plain `{name}` values only (no plurals).
 */
import { Fragment, type ReactNode } from 'react';

export function fillNodes(message: string, values: Record<string, ReactNode>): ReactNode[] {
  return message.split(/\{(\w+)\}/).map((part, i) => (i % 2 === 1 ? <Fragment key={part}>{values[part]}</Fragment> : part));
}

/** A value that is content: someone's own words, marked so translation tools (and our tests) leave it be. */
export const content = (text: ReactNode) => <span translate="no">{text}</span>;
