/**
 * Editors' testimonials (schema/rest/admin-site-content.ts; issue 29): create (a draft at the end), edit,
 * publish/unpublish, move one place up or down. One batch per action with its audit entry, guarded by the edit
 * key (admin-site-content-edit.ts); a repeat answers `changed: false`. Each write names `testimonials:all` in
 * x-musika-purge: the edge-cached GET /testimonials and the pages showing it are retired at once.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import * as contract from '../../schema/rest/admin-site-content';
import type { TestimonialInput } from '../../schema/rest/admin-site-content';
import type { OperatorRole } from '../../schema/rest/operators';
import { setPurgeHeader } from '../cache/purge-tags';
import { paging } from '../catalogue/product-summary-queries';
import { clockNow } from '../clock';
import type { Db } from '../db/client';
import { runBatch } from '../db/run-batch';
import { testimonials } from '../db/schema';
import { HttpError, mount, type BackendApp } from '../http';
import { requireOperator } from '../operators/require-operator';
import { auditCreated, guardedWrite, keyIs, newStamp, pathId, sameFields } from './admin-site-content-edit';
import { adminTestimonialOut, neighbourOf, testimonialById, testimonialsPage } from './testimonials-queries';

const M = contract.SITE_CONTENT_MESSAGES;
const EDIT = ['editor'] as const;
const PURGE = ['testimonials:all'];

/** Who may call each /admin route of this file (tests/integration/operators-role-matrix.test.ts reads it). */
export const ADMIN_ROUTE_ROLES: Record<string, readonly OperatorRole[]> = {
  'GET /admin/testimonials': EDIT,
  'POST /admin/testimonials': EDIT,
  'POST /admin/testimonials/:id': EDIT,
  'POST /admin/testimonials/:id/status': EDIT,
  'POST /admin/testimonials/:id/move': EDIT,
};

const fields = (t: TestimonialInput) => ({
  customerName: t.customerName,
  customerRole: t.customerRole,
  text: t.text,
  linkText: t.linkText,
  videoUrl: t.videoUrl || null,
  expandable: t.expandable,
});

async function start(c: Context, db: Db, key: string, withId = true) {
  const now = clockNow(c);
  const operator = await requireOperator(c, db, ADMIN_ROUTE_ROLES[key], now);
  if (!withId) return { now, operator, row: null };
  const row = await testimonialById(db, pathId(c, M.testimonialNotFound));
  if (!row) throw new HttpError(404, M.testimonialNotFound);
  return { now, operator, row };
}

const answer = async (db: Db, id: number, changed: boolean) => ({ testimonial: adminTestimonialOut((await testimonialById(db, id))!), changed });

async function create(c: Context, db: Db, input: TestimonialInput) {
  const { now, operator } = await start(c, db, 'POST /admin/testimonials', false);
  const v = fields(input);
  const stamp = newStamp();
  const at = now.toISOString();
  // The same story of the same customer again (a double submit) is the one already there.
  const [inserted] = (await runBatch(db, [
    db
      .insert(testimonials)
      .select(
        sql`select null, ${v.customerName}, ${v.customerRole}, ${v.text}, ${v.linkText}, ${v.videoUrl}, ${v.expandable ? 1 : 0}, (select coalesce(max(position), -1) + 1 from testimonials), 'draft', ${stamp}, ${at} where not exists (select 1 from testimonials where customer_name = ${v.customerName} and text = ${v.text})`,
      ),
    auditCreated(c, db, operator, { action: 'testimonial.created', objectType: 'testimonial', after: v }, 'testimonials', stamp, now),
  ])) as [{ meta?: { changes?: number } }];
  const [row] = await db
    .select()
    .from(testimonials)
    .where(and(eq(testimonials.customerName, v.customerName), eq(testimonials.text, v.text)))
    .limit(1);
  if (inserted.meta?.changes) setPurgeHeader(c, PURGE);
  return answer(db, row.id, Boolean(inserted.meta?.changes));
}

async function edit(c: Context, db: Db, input: TestimonialInput) {
  const { now, operator, row } = await start(c, db, 'POST /admin/testimonials/:id');
  const wanted = fields(input);
  if (sameFields(row!, wanted)) return answer(db, row!.id, false);
  const stamp = newStamp();
  const applied = await guardedWrite({
    ...{ c, db, operator, now, table: 'testimonials', id: row!.id, stamp, purge: PURGE },
    statements: [
      db
        .update(testimonials)
        .set({ ...wanted, editKey: stamp, updatedAt: now.toISOString() })
        .where(and(eq(testimonials.id, row!.id), keyIs('testimonials', row!.editKey))),
    ],
    audit: {
      action: 'testimonial.edited',
      objectType: 'testimonial',
      objectId: row!.id,
      before: fields({ ...row!, videoUrl: row!.videoUrl ?? '' }),
      after: wanted,
    },
    alreadyDone: async () => sameFields((await testimonialById(db, row!.id))!, wanted),
  });
  return answer(db, row!.id, applied);
}

async function setStatus(c: Context, db: Db, status: 'publish' | 'draft') {
  const { now, operator, row } = await start(c, db, 'POST /admin/testimonials/:id/status');
  if (row!.status === status) return answer(db, row!.id, false);
  const stamp = newStamp();
  const applied = await guardedWrite({
    ...{ c, db, operator, now, table: 'testimonials', id: row!.id, stamp, purge: PURGE },
    statements: [
      db
        .update(testimonials)
        .set({ status, editKey: stamp, updatedAt: now.toISOString() })
        .where(and(eq(testimonials.id, row!.id), ne(testimonials.status, status))),
    ],
    audit: {
      action: status === 'publish' ? 'testimonial.published' : 'testimonial.unpublished',
      objectType: 'testimonial',
      objectId: row!.id,
      before: { status: row!.status },
      after: { status },
    },
    alreadyDone: async () => (await testimonialById(db, row!.id))?.status === status,
  });
  return answer(db, row!.id, applied);
}

async function move(c: Context, db: Db, direction: 'up' | 'down') {
  const { now, operator, row } = await start(c, db, 'POST /admin/testimonials/:id/move');
  const other = await neighbourOf(db, row!, direction);
  if (!other) throw new HttpError(409, M.cannotMove(direction));
  // Equal positions (set outside the editor) still end in the asked order.
  const mine = other.position === row!.position ? other.position + (direction === 'up' ? -1 : 1) : other.position;
  const stamp = newStamp();
  const at = now.toISOString();
  // One statement swaps both rows, and only if neither changed since it was read: both move or neither does.
  const swap = db
    .update(testimonials)
    .set({
      position: sql`case ${testimonials.id} when ${row!.id} then ${mine} else ${row!.position} end`,
      editKey: stamp,
      updatedAt: at,
    })
    .where(
      sql`${testimonials.id} in (${row!.id}, ${other.id}) and (select count(*) from testimonials where (id = ${row!.id} and position = ${row!.position} and edit_key is ${row!.editKey}) or (id = ${other.id} and position = ${other.position} and edit_key is ${other.editKey})) = 2`,
    );
  await guardedWrite({
    ...{ c, db, operator, now, table: 'testimonials', id: row!.id, stamp, purge: PURGE, statements: [swap] },
    audit: {
      action: `testimonial.moved_${direction}`,
      objectType: 'testimonial',
      objectId: row!.id,
      before: { position: row!.position },
      after: { position: mine, swappedWith: other.id },
    },
    alreadyDone: async () => false,
  });
  return answer(db, row!.id, true);
}

export function registerAdminTestimonialRoutes(app: BackendApp): void {
  const options = { failure: M.save };
  mount(
    app,
    contract.listAdminTestimonials,
    async ({ db, c, query }) => {
      await start(c, db, 'GET /admin/testimonials', false);
      const { load, total } = await testimonialsPage(db, {
        status: query.status,
        search: query.search || undefined,
        page: query.page,
        perPage: query.per_page,
      });
      return { load, pageInfo: paging(query.page, query.per_page, total) };
    },
    { failure: M.list },
  );
  mount(app, contract.createTestimonial, ({ db, c, body }) => create(c, db, body), options);
  mount(app, contract.editTestimonial, ({ db, c, body }) => edit(c, db, body), options);
  mount(app, contract.setTestimonialStatus, ({ db, c, body }) => setStatus(c, db, body.status), options);
  mount(app, contract.moveTestimonial, ({ db, c, body }) => move(c, db, body.direction), options);
}
