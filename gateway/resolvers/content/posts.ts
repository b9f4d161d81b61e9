/** Blog and knowledge base: maps the REST posts calls (schema/rest/posts.ts) to GraphQL. */
import * as posts from '../../../schema/rest/posts';
import { nullIfNotFound } from '../../errors';
import type { Post, PostCategory, PostType, Resolvers } from '../../generated/resolvers';

const toType = (t: posts.RestPostType) => t.toUpperCase() as PostType;
const fromType = (t: PostType) => t.toLowerCase() as posts.RestPostType;

const category = (c: { id: number; slug: string; name: string; description: string; count?: number }): PostCategory => ({
  id: String(c.id),
  slug: c.slug,
  name: c.name,
  description: c.description,
  postCount: c.count ?? null,
});

export const toPost = (p: posts.RestPost): Post => ({
  id: String(p.id),
  type: toType(p.postType),
  slug: p.slug,
  title: p.title,
  excerpt: p.excerpt,
  content: p.content,
  category: p.category ? category(p.category) : null,
  image: p.image,
  videoUrl: p.videoUrl,
  durationSeconds: p.durationSeconds,
  authorName: p.authorName,
  sticky: p.sticky,
  publishedAt: p.publishedAt,
  updatedAt: p.updatedAt,
});

/** Slugs a REST call would refuse anyway (400) are simply "not found" here. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/i;
const boundedPage = (page: number | null | undefined) => Math.min(Math.max(1, Math.trunc(page ?? 1)), 1000);

export const postResolvers: Resolvers = {
  Query: {
    posts: async (_root, { type, category: slug, page, perPage }, ctx) => {
      if (slug != null && !SLUG.test(slug)) return null;
      const per_page = perPage == null ? undefined : Math.min(Math.max(1, Math.trunc(perPage)), posts.MAX_PER_PAGE);
      const data = await ctx.rest
        .call(posts.listPosts, { query: { postType: fromType(type ?? 'POST'), category: slug ?? undefined, page: boundedPage(page), per_page } })
        .catch(nullIfNotFound);
      return data ? { items: data.load.map(toPost), pageInfo: data.pageInfo } : null;
    },
    post: async (_root, { slug, type }, ctx) => {
      if (!SLUG.test(slug)) return null;
      const found = await ctx.rest.call(posts.getPost, { query: { slug, postType: fromType(type ?? 'POST') } }).catch(nullIfNotFound);
      return found ? toPost(found) : null;
    },
    postCategories: async (_root, { faq }, ctx) =>
      (await ctx.rest.call(posts.postCategories, { query: { postType: faq ? 'faq_category' : 'category' } })).map(category),
    stickyPosts: async (_root, _args, ctx) => (await ctx.rest.call(posts.postsOption, { query: { option: 'sticky_posts' } })).map(toPost),
    searchPosts: async (_root, { term, type, page }, ctx) => {
      const trimmed = term.trim().slice(0, 100);
      // Too short to mean anything: no results rather than an error (the page says what to type).
      if (trimmed.length < 2) return { items: [], pageInfo: { page: 1, perPage: posts.POSTS_PER_PAGE, total: 0, totalPages: 0 } };
      const data = await ctx.rest.call(posts.searchPosts, {
        query: { term: trimmed, postType: type ? fromType(type) : undefined, page: boundedPage(page) },
      });
      return { items: data.load.map(toPost), pageInfo: data.pageInfo };
    },
    faqs: async (_root, { slug }, ctx) => {
      if (slug != null && !SLUG.test(slug)) return null;
      const data = await ctx.rest.call(posts.listFaqs, { query: { slug: slug ?? undefined } }).catch(nullIfNotFound);
      return data ? { items: data.load.map(toPost), category: data.category ? category(data.category) : null } : null;
    },
  },
};
