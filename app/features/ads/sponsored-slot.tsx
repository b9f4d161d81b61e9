/**
 * A placement's sponsored ads (issue #12 item 2), in the page from its first byte: the loader made their HTML
 * (sponsored-html.server.tsx), so they are there at first paint and nothing moves; on a client navigation they
 * arrive with the page's data, in the same render. No ads: nothing renders and the page keeps its own layout.
 * Once it is in the document the impression observer is loaded lazily (no first-load cost). Kept this small on
 * purpose: every byte here is in the first load of each page with a slot (scripts/client-budget.test.ts).
 *
 * The cards are rendered on the server only, so their styles reach the browser through these imports: without
 * them a page whose own modules do not import the card styles (the stores list) or the ads' styles (every page)
 * would show unstyled cards.
 */
import '~/components/product-card.css';
import './sponsored.css';

// A ref callback, not an effect: React calls it when the slot is attached (hydration included), and observeAds
// ignores an ad it already watches, so a repeat call is harmless.
const observe = (root: HTMLElement | null) => root && import('./impression-observer').then((m) => m.observeAds(root));

export function SponsoredSlot({ html }: { html: string | null | undefined }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the slot's markup is rendered by our own server (escaped there), not taken from users.
  return html ? <div ref={observe} dangerouslySetInnerHTML={{ __html: html }} /> : null;
}
