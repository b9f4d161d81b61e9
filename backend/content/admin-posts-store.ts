/**
 * What the editors' routes (admin-posts-routes.ts) need of a kind of content, so one set of handlers serves
 * articles, videos and FAQs (rows of `posts`: admin-posts-queries.ts) and pages (`pages`: admin-pages-queries.ts).
 * Writes are returned as statements for the caller's one D1 batch, each stamping the row with the request's key.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { ContentInput, RestContentItem } from '../../schema/rest/admin-content';
import type { CONTENT_FILTERS } from '../../schema/rest/admin-content';
import type { Db } from '../db/client';
import type { Statement } from '../db/run-batch';

export interface ContentList {
  status: (typeof CONTENT_FILTERS)[number];
  search?: string;
  page: number;
  perPage: number;
}

/** The editor's fields as saved: content through the allow-list, the slug decided, a category only where one applies. */
export type SavedFields = Omit<ContentInput, 'categoryId' | 'durationSeconds'> & {
  categoryId: number | null;
  durationSeconds: number | null;
};

export interface ContentStore {
  /** The audit log's object type. */
  objectType: 'post' | 'page';
  table: 'posts' | 'pages';
  byId(db: Db, id: number): Promise<RestContentItem | null>;
  /** The row a request's write stamped (a creation's new row). */
  byStamp(db: Db, stamp: string): Promise<RestContentItem | null>;
  list(db: Db, list: ContentList): Promise<{ load: RestContentItem[]; total: number }>;
  categories(db: Db): Promise<{ id: number; name: string }[]>;
  validCategory(db: Db, categoryId: number | null): Promise<boolean>;
  /** Which of these slugs another item of the kind holds. */
  takenSlugs(db: Db, candidates: string[], exceptId?: number): Promise<Set<string>>;
  insert(db: Db, fields: SavedFields, stamp: string, at: string): Statement;
  /** Applies only on `revision` (someone else's save in between matches nothing). */
  update(db: Db, id: number, revision: number, fields: SavedFields, stamp: string, at: string): Statement;
  /** Applies only from the other status (a repeated publish matches nothing). */
  setStatus(db: Db, id: number, to: 'published' | 'draft', stamp: string, at: string): Statement;
}

/** A LIKE pattern with the editor's % and _ taken literally. */
const containing = (term: string) => `%${term.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;

/** Title or slug contains the term. */
export const matching = (title: AnySQLiteColumn, slug: AnySQLiteColumn, term: string): SQL =>
  sql`(${title} like ${containing(term)} escape '\\' or ${slug} like ${containing(term)} escape '\\')`;
