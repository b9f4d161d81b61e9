/**
 * Markup the server renders once and React then leaves alone: the category menu (~90 links) is the same on every
 * page, so each page rendering it again with React, and sending its data to the browser to hydrate it, cost
 * ~1 ms of Worker CPU per page and ~9 KB of every page's inline data (docs/decisions/004-page-cost.md, fifth pass).
 *
 * The server memoises the HTML per menu and hands it to this component through `IslandHtml`, which
 * entry.server.tsx provides from the load context; the loader data never carries it. In the browser the island
 * reads its markup from the page it is hydrating (React does not compare `dangerouslySetInnerHTML` then) and keeps
 * it, so a later mount of the same island (a re-keyed menu after navigating) writes the same markup again.
 * Without server-written markup (an error page whose root loader failed) it renders `fallback` as React children.
 */
import { createContext, useContext, useState, type HTMLAttributes, type ReactNode } from 'react';

/** Island name → its HTML, on the server only. */
export const IslandHtml = createContext<Readonly<Record<string, string>>>({});

const kept = new Map<string, string>();

type Props = HTMLAttributes<HTMLElement> & { name: string; as?: 'ul' | 'div' | 'nav'; fallback: ReactNode };

function markupOf(name: string, fromServer: string | undefined): string | undefined {
  if (fromServer !== undefined) return fromServer;
  const known = kept.get(name);
  if (known !== undefined || typeof document === 'undefined') return known;
  // Hydrating: the server wrote this island into the page.
  const element = document.querySelector(`[data-island="${name}"]`);
  if (element) kept.set(name, element.innerHTML);
  return element?.innerHTML;
}

export function StaticIsland({ name, as: Tag = 'div', fallback, ...props }: Props) {
  const fromServer = useContext(IslandHtml)[name];
  // Fixed for this mount, so React never rewrites the markup (which would close a group the visitor opened).
  const [html] = useState(() => markupOf(name, fromServer));
  if (html === undefined) return <Tag {...props}>{fallback}</Tag>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own escaped output (renderToStaticMarkup on the server), or in the browser the page's copy of it.
  return <Tag {...props} data-island={name} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
