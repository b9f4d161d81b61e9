/** Post reads and their mapping to the REST shape (blog and knowledge base). */
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { RestPost, RestPostType } from '../../schema/rest/posts';
import type { Db } from '../db/client';
import { postCategories, posts } from '../db/schema';

const columns = { post: posts, category: postCategories };
type Row = { post: typeof posts.$inferSelect; category: typeof postCategories.$inferSelect | null };

export function toRestPost({ post, category }: Row): RestPost {
  return {
    id: post.id,
    postType: post.postType,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    category: category
      ? { id: category.id, taxonomy: category.taxonomy, slug: category.slug, name: category.name, description: category.description }
      : null,
    image: post.image,
    videoUrl: post.videoUrl,
    durationSeconds: post.durationSeconds,
    authorName: post.authorName,
    sticky: post.isSticky,
    publishedAt: post.publishedAt,
    updatedAt: post.updatedAt,
  };
}

export interface PostPage {
  where: SQL | undefined;
  page: number;
  perPage: number;
  /** FAQs keep the editors' order; posts and videos are newest first. */
  order?: 'newest' | 'position';
}

/** Public reads see published posts only; drafts and unpublished posts are the editors' (/admin/content/). */
export const isPublished = eq(posts.status, 'publish');

export async function pagedPosts(db: Db, { where: asked, page, perPage, order = 'newest' }: PostPage) {
  const where = and(asked, isPublished);
  const [{ total }] = await db.select({ total: count() }).from(posts).where(where);
  const rows = await db
    .select(columns)
    .from(posts)
    .leftJoin(postCategories, eq(postCategories.id, posts.categoryId))
    .where(where)
    .orderBy(...(order === 'position' ? [asc(posts.position), asc(posts.id)] : [desc(posts.publishedAt), desc(posts.id)]))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { load: rows.map(toRestPost), pageInfo: { page, perPage, total, totalPages: Math.ceil(total / perPage) } };
}

export async function findPost(db: Db, slug: string, postType: RestPostType): Promise<RestPost | null> {
  const [row] = await db
    .select(columns)
    .from(posts)
    .leftJoin(postCategories, eq(postCategories.id, posts.categoryId))
    .where(and(eq(posts.slug, slug), eq(posts.postType, postType), isPublished))
    .limit(1);
  return row ? toRestPost(row) : null;
}

/** LIKE with the user's % and _ taken literally. */
export function containsTerm(term: string): SQL {
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const like = (col: AnySQLiteColumn) => sql`${col} like ${pattern} escape '\\'`;
  return or(like(posts.title), like(posts.excerpt), like(posts.content))!;
}
