/**
 * The editors' reads and writes of pages (/{slug}/: about, terms, privacy…), as admin-posts-queries.ts does for
 * posts: stamped writes guarded by revision or status, the list last edited first through pages_updated_idx.
 * A page lives at the site's top level, so its slug may not be the first segment of another screen's address.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RestContentItem } from '../../schema/rest/admin-content';
import { routeTable } from '../../schema/site-routes';
import type { Db } from '../db/client';
import { pages } from '../db/schema';
import { matching, type ContentList, type ContentStore, type SavedFields } from './admin-posts-store';

/** First path segments the Worker or another screen answers: a page there would never be reached. */
export const RESERVED_PAGE_SLUGS: ReadonlySet<string> = new Set([
  ...routeTable.map((r) => r.path.split('/')[1] ?? '').filter((segment) => segment && !segment.startsWith('{')),
  'graphql',
  'wp-json',
  'images',
  'assets',
  'build',
  'media',
]);

function itemOf(page: typeof pages.$inferSelect): RestContentItem {
  return {
    id: page.id,
    kind: 'page',
    status: page.status === 'publish' ? 'published' : 'draft',
    slug: page.slug,
    title: page.title,
    excerpt: page.excerpt,
    content: page.content,
    categoryId: null,
    categoryName: null,
    image: null,
    videoUrl: null,
    durationSeconds: null,
    authorName: '',
    sticky: false,
    position: 0,
    revision: page.revision,
    slugLocked: page.status === 'publish' || page.firstPublishedAt !== null,
    publishedAt: null,
    updatedAt: page.updatedAt,
  };
}

export function pagesListQuery(db: Db, list: ContentList) {
  const where = and(
    list.status === 'all' ? undefined : eq(pages.status, list.status === 'published' ? 'publish' : 'draft'),
    list.search ? matching(pages.title, pages.slug, list.search) : undefined,
  );
  return {
    where,
    rows: db
      .select()
      .from(pages)
      .where(where)
      .orderBy(desc(pages.updatedAt), desc(pages.id))
      .limit(list.perPage)
      .offset((list.page - 1) * list.perPage),
  };
}

const columnsOf = (fields: SavedFields) => ({ slug: fields.slug, title: fields.title, excerpt: fields.excerpt, content: fields.content });

export const pageStore: ContentStore = {
  objectType: 'page',
  table: 'pages',
  byId: async (db, id) => {
    const [row] = await db.select().from(pages).where(eq(pages.id, id)).limit(1);
    return row ? itemOf(row) : null;
  },
  byStamp: async (db, stamp) => {
    const [row] = await db.select().from(pages).where(eq(pages.changeKey, stamp)).limit(1);
    return row ? itemOf(row) : null;
  },
  async list(db, list) {
    const { where, rows } = pagesListQuery(db, list);
    const [[{ total }], found] = await Promise.all([db.select({ total: count() }).from(pages).where(where), rows]);
    return { load: found.map(itemOf), total };
  },
  categories: async () => [],
  validCategory: async (_db, categoryId) => categoryId === null,
  async takenSlugs(db, candidates, exceptId) {
    const rows = await db
      .select({ slug: pages.slug })
      .from(pages)
      .where(and(inArray(pages.slug, candidates), exceptId ? sql`${pages.id} <> ${exceptId}` : undefined));
    return new Set([...rows.map((r) => r.slug), ...candidates.filter((c) => RESERVED_PAGE_SLUGS.has(c))]);
  },
  insert: (db, fields, stamp, at) => db.insert(pages).values({ ...columnsOf(fields), status: 'draft', updatedAt: at, changeKey: stamp }),
  update: (db, id, revision, fields, stamp, at) =>
    db
      .update(pages)
      .set({ ...columnsOf(fields), updatedAt: at, revision: sql`${pages.revision} + 1`, changeKey: stamp })
      .where(and(eq(pages.id, id), eq(pages.revision, revision))),
  setStatus: (db, id, to, stamp, at) =>
    db
      .update(pages)
      .set({
        status: to === 'published' ? 'publish' : 'draft',
        firstPublishedAt: sql`coalesce(${pages.firstPublishedAt}, ${at})`,
        updatedAt: at,
        revision: sql`${pages.revision} + 1`,
        changeKey: stamp,
      })
      .where(and(eq(pages.id, id), eq(pages.status, to === 'published' ? 'draft' : 'publish'))),
};
