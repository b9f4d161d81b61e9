/**
 * The words of product cards, prices, pagers and breadcrumb trails (issue 33 §3), finished on the server in the page's language
 * (card-text.server.ts) and handed to every page through the root loader's `chrome`; components read them with
 * `useCardText()` (features/money/zwg-rate.tsx). No English copy is kept in the browser: the client JS budget has
 * no room for one, and the root loader always sends them. `km` and `pager.status` are messages filled in place.
 */
export interface CardText {
  auction: string;
  deal: string;
  featured: string;
  /** "{km} km away". */
  km: string;
  was: string;
  /** "per day" by rate unit (hour, day, week, job) or rent period (month). */
  per: Record<string, string>;
  /** Product kinds by their API name (GENERAL, REAL_ESTATE…). */
  kind: Record<string, string>;
  /** The breadcrumb trail's name (components/layout.tsx `Breadcrumbs`), for screen readers. */
  breadcrumb: string;
  /** The pager (components/pagination.tsx); `status` is "Page {page} of {total}". */
  pager: { label: string; previous: string; status: string; next: string };
}
