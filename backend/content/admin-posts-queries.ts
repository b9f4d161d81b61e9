/**
 * The editors' reads and writes of posts (articles, videos, FAQs; schema/rest/admin-content.ts). Every write
 * stamps the row with the request's own key (change_key) and bumps its revision, so the audit entry that rides in
 * the same batch can be selected from the row it describes: a write that matched nothing (lost a race, or the
 * item already was in that state) leaves no entry. The list reads a type's rows last edited first through
 * posts_type_updated_idx (migration 0031); tests/integration/admin-content.test.ts checks the plan.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ContentKind, RestContentItem } from '../../schema/rest/admin-content';
import type { Db } from '../db/client';
import { postCategories, posts } from '../db/schema';
import { matching, type ContentList, type ContentStore, type SavedFields } from './admin-posts-store';

export type PostKind = Exclude<ContentKind, 'page'>;
const TAXONOMY = { post: 'category', video: 'category', faq: 'faq_category' } as const;

type Row = { post: typeof posts.$inferSelect; categoryName: string | null };

function itemOf({ post, categoryName }: Row): RestContentItem {
  return {
    id: post.id,
    kind: post.postType,
    status: post.status === 'publish' ? 'published' : 'draft',
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    categoryId: post.categoryId,
    categoryName,
    image: post.image,
    videoUrl: post.videoUrl,
    durationSeconds: post.durationSeconds,
    authorName: post.authorName,
    sticky: post.isSticky,
    position: post.position,
    revision: post.revision,
    slugLocked: post.status === 'publish' || post.firstPublishedAt !== null,
    publishedAt: post.publishedAt,
    updatedAt: post.updatedAt,
  };
}

const select = (db: Db) =>
  db.select({ post: posts, categoryName: postCategories.name }).from(posts).leftJoin(postCategories, eq(postCategories.id, posts.categoryId));

/** The editors' list: one type, optionally one status and a title or slug search, last edited first. */
export function postsListQuery(db: Db, kind: PostKind, list: ContentList) {
  const where = and(
    eq(posts.postType, kind),
    list.status === 'all' ? undefined : eq(posts.status, list.status === 'published' ? 'publish' : 'draft'),
    list.search ? matching(posts.title, posts.slug, list.search) : undefined,
  );
  return {
    where,
    rows: select(db)
      .where(where)
      .orderBy(desc(posts.updatedAt), desc(posts.id))
      .limit(list.perPage)
      .offset((list.page - 1) * list.perPage),
  };
}

/** The columns a save writes, from the editor's fields (fields this type does not use are cleared). */
function columnsOf(kind: PostKind, fields: SavedFields) {
  return {
    slug: fields.slug,
    title: fields.title,
    excerpt: fields.excerpt,
    content: fields.content,
    categoryId: fields.categoryId,
    image: kind === 'faq' ? null : fields.image,
    videoUrl: kind === 'video' ? fields.videoUrl : null,
    durationSeconds: kind === 'video' ? fields.durationSeconds : null,
    authorName: fields.authorName,
    isSticky: kind === 'faq' ? false : fields.sticky,
    position: kind === 'faq' ? fields.position : 0,
  };
}

export function postStore(kind: PostKind): ContentStore {
  const one = (db: Db, where: SQL | undefined) =>
    select(db)
      .where(and(eq(posts.postType, kind), where))
      .limit(1)
      .then(([row]) => (row ? itemOf(row) : null));
  return {
    objectType: 'post',
    table: 'posts',
    byId: (db, id) => one(db, eq(posts.id, id)),
    byStamp: (db, stamp) => one(db, eq(posts.changeKey, stamp)),
    async list(db, list) {
      const { where, rows } = postsListQuery(db, kind, list);
      const [[{ total }], found] = await Promise.all([db.select({ total: count() }).from(posts).where(where), rows]);
      return { load: found.map(itemOf), total };
    },
    async categories(db) {
      const rows = await db
        .select({ id: postCategories.id, name: postCategories.name })
        .from(postCategories)
        .where(eq(postCategories.taxonomy, TAXONOMY[kind]))
        .orderBy(postCategories.position, postCategories.id);
      return rows;
    },
    async takenSlugs(db, candidates, exceptId) {
      const rows = await db
        .select({ slug: posts.slug })
        .from(posts)
        .where(and(eq(posts.postType, kind), inArray(posts.slug, candidates), exceptId ? sql`${posts.id} <> ${exceptId}` : undefined));
      return new Set(rows.map((r) => r.slug));
    },
    insert: (db, fields, stamp, at) =>
      db.insert(posts).values({
        postType: kind,
        ...columnsOf(kind, fields),
        status: 'draft',
        // A draft is dated when it is made; its first publication dates it again.
        publishedAt: at,
        updatedAt: at,
        changeKey: stamp,
      }),
    update: (db, id, revision, fields, stamp, at) =>
      db
        .update(posts)
        .set({ ...columnsOf(kind, fields), updatedAt: at, revision: sql`${posts.revision} + 1`, changeKey: stamp })
        .where(and(eq(posts.id, id), eq(posts.postType, kind), eq(posts.revision, revision))),
    setStatus: (db, id, to, stamp, at) =>
      db
        .update(posts)
        .set({
          status: to === 'published' ? 'publish' : 'draft',
          publishedAt: to === 'published' ? sql`case when ${posts.firstPublishedAt} is null then ${at} else ${posts.publishedAt} end` : undefined,
          firstPublishedAt: sql`coalesce(${posts.firstPublishedAt}, ${at})`,
          updatedAt: at,
          revision: sql`${posts.revision} + 1`,
          changeKey: stamp,
        })
        .where(and(eq(posts.id, id), eq(posts.postType, kind), eq(posts.status, to === 'published' ? 'draft' : 'publish'))),
    validCategory: async (db, categoryId) =>
      categoryId === null
        ? true
        : Boolean(
            (
              await db
                .select({ id: postCategories.id })
                .from(postCategories)
                .where(and(eq(postCategories.id, categoryId), eq(postCategories.taxonomy, TAXONOMY[kind])))
                .limit(1)
            ).length,
          ),
  };
}
