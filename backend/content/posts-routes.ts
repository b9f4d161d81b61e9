/** Blog and knowledge base (spec §7): posts, videos and FAQs, their categories, sticky posts and search. */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import * as contract from '../../schema/rest/posts';
import { HttpError, mount, type BackendApp } from '../http';
import { postCategories, posts } from '../db/schema';
import { containsTerm, findPost, isPublished, pagedPosts, toRestPost } from './posts-queries';

/** Blog categories hold posts and videos; FAQ categories hold FAQs. */
const TYPES_OF = { category: ['post', 'video'], faq_category: ['faq'] } as const;

export function registerPostRoutes(app: BackendApp): void {
  mount(app, contract.listPosts, async ({ db, query }) => {
    let where = eq(posts.postType, query.postType);
    if (query.category) {
      const taxonomy = query.postType === 'faq' ? 'faq_category' : 'category';
      const [category] = await db
        .select({ id: postCategories.id })
        .from(postCategories)
        .where(and(eq(postCategories.taxonomy, taxonomy), eq(postCategories.slug, query.category)))
        .limit(1);
      if (!category) throw new HttpError(404, `No category found with slug: ${query.category}`);
      where = and(where, eq(posts.categoryId, category.id))!;
    }
    return pagedPosts(db, { where, page: query.page, perPage: query.per_page, order: query.postType === 'faq' ? 'position' : 'newest' });
  });

  mount(app, contract.getPost, async ({ db, query }) => {
    const post = await findPost(db, query.slug, query.postType);
    if (!post)
      throw new HttpError(
        404,
        `No ${query.postType === 'video' ? 'video' : query.postType === 'faq' ? 'FAQ' : 'article'} found with slug: ${query.slug}`,
      );
    return { post };
  });

  mount(app, contract.postCategories, async ({ db, query }) => {
    const rows = await db
      .select({ category: postCategories, count: count(posts.id) })
      .from(postCategories)
      .leftJoin(posts, and(eq(posts.categoryId, postCategories.id), inArray(posts.postType, [...TYPES_OF[query.postType]]), isPublished))
      .where(eq(postCategories.taxonomy, query.postType))
      .groupBy(postCategories.id)
      .orderBy(asc(postCategories.position), asc(postCategories.id));
    return {
      load: rows.map(({ category: c, count: n }) => ({
        id: c.id,
        taxonomy: c.taxonomy,
        slug: c.slug,
        name: c.name,
        description: c.description,
        count: n,
      })),
    };
  });

  mount(app, contract.postsOption, async ({ db }) => {
    const rows = await db
      .select({ post: posts, category: postCategories })
      .from(posts)
      .leftJoin(postCategories, eq(postCategories.id, posts.categoryId))
      .where(and(eq(posts.isSticky, true), inArray(posts.postType, ['post', 'video']), isPublished))
      .orderBy(desc(posts.publishedAt), desc(posts.id))
      .limit(10);
    return { load: rows.map(toRestPost) };
  });

  mount(app, contract.searchPosts, async ({ db, query }) => {
    const match = containsTerm(query.term);
    const where = query.postType ? and(eq(posts.postType, query.postType), match) : match;
    return pagedPosts(db, { where, page: query.page, perPage: query.per_page });
  });

  mount(app, contract.listFaqs, async ({ db, query }) => {
    let category: contract.RestPostCategory | null = null;
    let where = eq(posts.postType, 'faq');
    if (query.slug) {
      const [row] = await db
        .select()
        .from(postCategories)
        .where(and(eq(postCategories.taxonomy, 'faq_category'), eq(postCategories.slug, query.slug)))
        .limit(1);
      if (!row) throw new HttpError(404, `No FAQ category found with slug: ${query.slug}`);
      where = and(where, eq(posts.categoryId, row.id))!;
      category = { id: row.id, taxonomy: row.taxonomy, slug: row.slug, name: row.name, description: row.description, count: 0 };
    }
    const { load, pageInfo } = await pagedPosts(db, { where, page: 1, perPage: contract.MAX_PER_PAGE, order: 'position' });
    return { load, category: category ? { ...category, count: pageInfo.total } : null };
  });
}
