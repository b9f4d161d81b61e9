/**
 * A finished sentence whose `{name}` place-holders are elements (a link, a code span): each language orders the
 * words around them, the page puts the elements in (each place-holder once per sentence: it is the key). The server leaves the place-holders in (t(key, { link: '{link}' })).
 */
import { Fragment, type ReactNode } from 'react';

export function placeNodes(sentence: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return sentence.split(/\{(\w+)\}/).map((part, i) => (i % 2 === 0 ? part : <Fragment key={part}>{nodes[part] ?? `{${part}}`}</Fragment>));
}
