/** ezw/v1 blog and knowledge base (spec §7 "knowledge base"): posts, videos, FAQs and their categories. */
import { z } from 'zod';
import { defineCall, noInput, queryInt, slugParam } from './call';
import { pageInfo } from './shared';

export const POST_TYPES = ['post', 'video', 'faq'] as const;
export const postType = z.enum(POST_TYPES);
export type RestPostType = z.infer<typeof postType>;

/** WordPress taxonomies: `category` for posts and videos, `faq_category` for FAQs. */
export const taxonomy = z.enum(['category', 'faq_category']);

/** Blog pages show 9 posts (a 3×3 grid); the knowledge base lists up to 50 FAQs at once. */
export const POSTS_PER_PAGE = 9;
export const MAX_PER_PAGE = 50;

export const postCategory = z.object({
  id: z.number().int(),
  taxonomy,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  count: z.number().int(),
});
export type RestPostCategory = z.infer<typeof postCategory>;

export const post = z.object({
  id: z.number().int(),
  postType,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** Trusted HTML written by site editors. */
  content: z.string(),
  category: postCategory.omit({ count: true }).nullable(),
  image: z.string().nullable(),
  videoUrl: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  authorName: z.string(),
  sticky: z.boolean(),
  publishedAt: z.string(),
  updatedAt: z.string(),
});
export type RestPost = z.infer<typeof post>;

const postList = z.object({ load: z.array(post), pageInfo });
/** Search terms: plain words; wildcards and quotes are matched literally by the backend. */
const term = z.string().trim().min(2, 'Type at least 2 characters to search').max(100, 'The search is too long');

/** GET /posts?postType&category&page&per_page — newest first. */
export const listPosts = defineCall({
  name: 'listPosts',
  method: 'GET',
  path: '/posts',
  query: z.object({
    postType: postType.default('post'),
    category: slugParam.optional(),
    page: queryInt(1, 1000).default(1),
    per_page: queryInt(1, MAX_PER_PAGE).default(POSTS_PER_PAGE),
  }),
  body: noInput,
  data: postList,
});

/** GET /post?slug&postType — answers `data.post`; 404 when there is none. */
export const getPost = defineCall({
  name: 'getPost',
  method: 'GET',
  path: '/post',
  query: z.object({ slug: slugParam, postType: postType.default('post') }),
  body: noInput,
  data: z.object({ post }),
  unwrap: 'post',
});

/** GET /posts/categories?postType=category|faq_category — with how many posts each holds. */
export const postCategories = defineCall({
  name: 'postCategories',
  method: 'GET',
  path: '/posts/categories',
  query: z.object({ postType: taxonomy.default('category') }),
  body: noInput,
  data: z.object({ load: z.array(postCategory) }),
  unwrap: 'load',
});

/** GET /posts/option?option=sticky_posts — the sticky posts, newest first (the blog shows them first). */
export const postsOption = defineCall({
  name: 'postsOption',
  method: 'GET',
  path: '/posts/option',
  query: z.object({ option: z.literal('sticky_posts', { errorMap: () => ({ message: 'Unknown option' }) }) }),
  body: noInput,
  data: z.object({ load: z.array(post) }),
  unwrap: 'load',
});

/** GET /posts/search?term&postType&page&per_page — title, excerpt and content; every type when none is given. */
export const searchPosts = defineCall({
  name: 'searchPosts',
  method: 'GET',
  path: '/posts/search',
  query: z.object({
    term,
    postType: postType.optional(),
    page: queryInt(1, 1000).default(1),
    per_page: queryInt(1, MAX_PER_PAGE).default(POSTS_PER_PAGE),
  }),
  body: noInput,
  data: postList,
});

/** GET /faqs?slug= — the FAQs of one faq_category (every FAQ without a slug), in their set order. */
export const listFaqs = defineCall({
  name: 'listFaqs',
  method: 'GET',
  path: '/faqs',
  query: z.object({ slug: slugParam.optional() }),
  body: noInput,
  data: z.object({ load: z.array(post), category: postCategory.nullable() }),
});
