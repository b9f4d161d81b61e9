/**
 * Reads of the testimonials table (migration 0032): the public list (published, editors' order, through
 * testimonials_status_position_idx) and the editors' pages (every one through testimonials_position_idx, or one
 * status), searchable by the customer's name or the story.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminTestimonial } from '../../schema/rest/admin-site-content';
import type { Testimonial } from '../../schema/rest/testimonials-rules';
import type { Db } from '../db/client';
import { testimonials } from '../db/schema';
import { containing } from '../moderation/reports-queries';

type Row = typeof testimonials.$inferSelect;

export const publicTestimonial = (t: Row): Testimonial => ({
  id: t.id,
  customerName: t.customerName,
  customerRole: t.customerRole,
  text: t.text,
  linkText: t.linkText,
  videoUrl: t.videoUrl,
  expandable: t.expandable,
});

export const adminTestimonialOut = (t: Row): AdminTestimonial => ({
  ...publicTestimonial(t),
  position: t.position,
  status: t.status,
  updatedAt: t.updatedAt,
});

export const publishedTestimonialsQuery = (db: Db) =>
  db.select().from(testimonials).where(eq(testimonials.status, 'publish')).orderBy(asc(testimonials.position), asc(testimonials.id));

/** The editors' list statement, exported so the plan test can EXPLAIN it. */
export function testimonialsListQuery(db: Db, opts: { status: 'all' | 'publish' | 'draft'; search?: string; page: number; perPage: number }) {
  const conditions: SQL[] = [];
  if (opts.status !== 'all') conditions.push(eq(testimonials.status, opts.status));
  if (opts.search) {
    const term = containing(opts.search);
    conditions.push(sql`(${testimonials.customerName} like ${term} escape '\\' or ${testimonials.text} like ${term} escape '\\')`);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  return {
    rows: db
      .select()
      .from(testimonials)
      .where(where)
      .orderBy(asc(testimonials.position), asc(testimonials.id))
      .limit(opts.perPage)
      .offset((opts.page - 1) * opts.perPage),
    total: db.select({ total: sql<number>`count(*)` }).from(testimonials).where(where),
  };
}

export async function testimonialsPage(db: Db, opts: Parameters<typeof testimonialsListQuery>[1]) {
  const q = testimonialsListQuery(db, opts);
  const [rows, [{ total }]] = await Promise.all([q.rows, q.total]);
  return { load: rows.map(adminTestimonialOut), total: Number(total) };
}

export async function testimonialById(db: Db, id: number) {
  const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id)).limit(1);
  return row ?? null;
}

/** Its neighbour in the editors' order: the one just before (up) or after (down), or null at the end. */
export async function neighbourOf(db: Db, row: Row, direction: 'up' | 'down') {
  const [next] = await db
    .select()
    .from(testimonials)
    .where(
      direction === 'up'
        ? sql`(${testimonials.position} < ${row.position} or (${testimonials.position} = ${row.position} and ${testimonials.id} < ${row.id}))`
        : sql`(${testimonials.position} > ${row.position} or (${testimonials.position} = ${row.position} and ${testimonials.id} > ${row.id}))`,
    )
    .orderBy(
      ...(direction === 'up'
        ? [sql`${testimonials.position} desc`, sql`${testimonials.id} desc`]
        : [asc(testimonials.position), asc(testimonials.id)]),
    )
    .limit(1);
  return next ?? null;
}
