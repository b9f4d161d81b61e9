/**
 * The kinds of content the editors manage (/admin/content/): their names in addresses (post, video, faq, page),
 * in GraphQL (POST…), on screen, and where a published one is public. The knowledge base's articles are
 * articles (filed under its guide categories), so they are edited under Articles.
 */
import type { AreaWords } from './admin-words.server';
import type { adminContent } from '~/lib/i18n/catalogues/en/admin-content';
import type { ContentKind } from '~/graphql/generated/graphql';
import { href } from '~/routes';

export const KIND_SLUGS = ['post', 'video', 'faq', 'page'] as const;
export type KindSlug = (typeof KIND_SLUGS)[number];

export const KINDS: Record<KindSlug, { kind: ContentKind; plural: string; one: string }> = {
  post: { kind: 'POST', plural: 'Articles', one: 'article' },
  video: { kind: 'VIDEO', plural: 'Videos', one: 'video' },
  faq: { kind: 'FAQ', plural: 'FAQs', one: 'FAQ' },
  page: { kind: 'PAGE', plural: 'Pages', one: 'page' },
};

/** A kind from an address; null for anything else (the route answers 404). */
export const kindSlugOf = (value: string | null | undefined): KindSlug | null =>
  (KIND_SLUGS as readonly string[]).includes(value ?? '') ? (value as KindSlug) : null;

/** Where a published item is read by the public. */
export function publicPath(kind: KindSlug, slug: string): string {
  if (kind === 'post') return href('article', { slug });
  if (kind === 'video') return href('video', { slug });
  if (kind === 'faq') return href('faqs');
  return href('generic-page', { slug });
}

/** The words of the content screens in the page's language (admin-words.server.ts `areaWords`). */
export type ContentWords = AreaWords<typeof adminContent>;

/** A kind's names in the page's language: its tab, one item and several items (the last two inside a sentence). */
export const kindWords = (w: ContentWords, kind: KindSlug) => ({ plural: w[`${kind}Plural`], one: w[`${kind}One`], many: w[`${kind}Many`] });
