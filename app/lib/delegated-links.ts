/**
 * Long lists of links (the category menu, the footer) render plain <a href> elements with one click handler on
 * their container, instead of a react-router <Link> each. A <Link> runs several hooks on the server and again
 * when the page hydrates on the phone; ninety of them in the menu cost both for nothing a plain link lacks.
 * The handler gives the same client-side navigation a <Link> does and leaves every other click to the browser
 * (new tab, modifier keys, other sites, downloads); without JavaScript they are ordinary links.
 */
import { useNavigate } from '@remix-run/react';
import { useCallback, type MouseEvent } from 'react';
import { isPlainClick } from './plain-click';

/** What the handler reads of a click: React's MouseEvent, or a stand-in in tests. */
export interface LinkClick {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  target: unknown;
  currentTarget: { contains(node: Node | null): boolean };
}

/**
 * Where a click on a container of plain links should navigate client-side, or null to leave it to the browser:
 * the clicks a <Link> takes over (a plain left click on a same-site link that opens in this tab).
 */
export function clientNavigationTarget(event: LinkClick, origin: string): string | null {
  if (event.defaultPrevented || !isPlainClick(event)) return null;
  const target = event.target as Partial<Element> | null;
  const anchor = target?.closest?.('a[href]') as HTMLAnchorElement | null | undefined;
  if (!anchor || !event.currentTarget.contains(anchor)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href);
  if (url.origin !== origin) return null;
  return url.pathname + url.search + url.hash;
}

/** The onClick for a container of plain links: navigates client-side as their <Link>s would have. */
export function useDelegatedLinks() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const to = clientNavigationTarget(event, window.location.origin);
      if (to === null) return;
      event.preventDefault();
      navigate(to);
    },
    [navigate],
  );
}
