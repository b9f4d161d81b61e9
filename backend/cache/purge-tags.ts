/**
 * Telling the Worker's REST edge cache (server/edge-cache.ts) what a write made stale. Public product reads
 * are cached for up to an hour; a product that was unpublished or sold out must not keep being served from
 * there. The backend cannot reach that cache (it may run elsewhere), so a write names cache tags in a response
 * header and the edge wrapper purges the cached answers carrying them.
 *
 *   x-musika-purge: product:<product slug>, business:<business slug>[, …]
 *
 * One comma-separated list (RFC 9110 list syntax; slugs never contain commas or spaces), each tag once.
 * Any write that changes a product's status or stock calls purgeTagsForProduct and setPurgeHeader: checkout
 * and order cancellation today, the vendor's product edits when the vendor workspace brings them.
 */
import type { Context } from 'hono';

export const PURGE_HEADER = 'x-musika-purge';

export interface PurgeableProduct {
  slug: string;
  businessSlug: string;
}

/** The cache tags under which answers about this product are kept: its detail and its store's pages. */
export function purgeTagsForProduct(product: PurgeableProduct): string[] {
  return [`product:${product.slug}`, `business:${product.businessSlug}`];
}

/**
 * The cache tags of a post (`post:`, `video:`, `faq:`) or page (`page:`) an editor published, unpublished or
 * changed while published (backend/content/admin-posts-routes.ts): the blog, the knowledge base and the page.
 */
export function purgeTagsForContent(kind: 'post' | 'video' | 'faq' | 'page', slug: string): string[] {
  return [`${kind}:${slug}`];
}

/** The header value for these tags (each once, in first-seen order), or null when there is nothing to purge. */
export function purgeHeaderValue(tags: Iterable<string>): string | null {
  const unique = [...new Set(tags)].filter((t) => /^[a-z]+:[^\s,]+$/.test(t));
  return unique.length ? unique.join(', ') : null;
}

/** Sets the purge header on the handler's response; the envelope mount() builds keeps handler headers. */
export function setPurgeHeader(c: Context, tags: Iterable<string>): void {
  const value = purgeHeaderValue(tags);
  if (value) c.header(PURGE_HEADER, value);
}
