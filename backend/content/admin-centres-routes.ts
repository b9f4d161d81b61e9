/**
 * Editors' shopping centres (schema/rest/admin-site-content.ts; issue 29): create (a draft), edit, publish or
 * unpublish, link and unlink stores. Every write is one batch with its audit entry, guarded by the centre's edit
 * key (admin-site-content-edit.ts); a repeat answers `changed: false`. The answer names the centre in
 * x-musika-purge, so cached pages that list it (keyed by the catalogue generation) are retired at once.
 */
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import * as contract from '../../schema/rest/admin-site-content';
import type { CentreInput } from '../../schema/rest/admin-site-content';
import type { OperatorRole } from '../../schema/rest/operators';
import { setPurgeHeader } from '../cache/purge-tags';
import { paging } from '../catalogue/product-summary-queries';
import { clockNow } from '../clock';
import type { Db } from '../db/client';
import { runBatch, type Statement } from '../db/run-batch';
import { shoppingCentres, shoppingCentreStores } from '../db/schema';
import { HttpError, mount, type BackendApp } from '../http';
import { requireOperator } from '../operators/require-operator';
import { centreRowById, centreSlug, centresPage, centreWithStores, storeByWebName } from './admin-centres-queries';
import { auditCreated, guardedWrite, keyIs, newStamp, pathId, sameFields, stampHolds } from './admin-site-content-edit';

const M = contract.SITE_CONTENT_MESSAGES;
const EDIT = ['editor'] as const;

/** Who may call each /admin route of this file (tests/integration/operators-role-matrix.test.ts reads it). */
export const ADMIN_ROUTE_ROLES: Record<string, readonly OperatorRole[]> = {
  'GET /admin/shopping-centres': EDIT,
  'GET /admin/shopping-centres/:id': EDIT,
  'POST /admin/shopping-centres': EDIT,
  'POST /admin/shopping-centres/:id': EDIT,
  'POST /admin/shopping-centres/:id/status': EDIT,
  'POST /admin/shopping-centres/:id/stores': EDIT,
  'POST /admin/shopping-centres/:id/stores/:businessId/remove': EDIT,
};

const fields = (input: CentreInput) => ({
  name: input.name,
  description: input.description,
  streetAddress: input.streetAddress,
  suburb: input.suburb,
  city: input.city,
  lat: input.lat,
  lng: input.lng,
  hours: input.hours,
  parking: input.parking,
  image: input.image || null,
});

async function answer(db: Db, id: number, changed: boolean) {
  const found = (await centreWithStores(db, id))!;
  return { ...found, changed };
}

async function operatorFor(c: Context, db: Db, key: string) {
  const now = clockNow(c);
  return { now, operator: await requireOperator(c, db, ADMIN_ROUTE_ROLES[key], now) };
}

async function create(c: Context, db: Db, input: CentreInput) {
  const { now, operator } = await operatorFor(c, db, 'POST /admin/shopping-centres');
  const slug = centreSlug(input.name);
  if (!slug) throw new HttpError(400, `name: ${M.centreName}`);
  const stamp = newStamp();
  const values = { ...fields(input), slug, status: 'draft' as const, editKey: stamp };
  const free = sql`not exists (select 1 from shopping_centres where slug = ${slug} or lower(name) = lower(${input.name}))`;
  const [inserted] = (await runBatch(db, [
    db
      .insert(shoppingCentres)
      .select(
        sql`select null, ${slug}, ${values.name}, ${values.description}, ${values.streetAddress}, ${values.suburb}, ${values.city}, ${values.lat}, ${values.lng}, ${values.hours}, ${values.parking}, 'draft', ${values.image}, ${stamp} where ${free}`,
      ),
    auditCreated(c, db, operator, { action: 'centre.created', objectType: 'shopping_centre', after: values }, 'shopping_centres', stamp, now),
  ])) as [{ meta?: { changes?: number } }];
  const [existing] = await db
    .select()
    .from(shoppingCentres)
    .where(or(eq(shoppingCentres.slug, slug), sql`lower(${shoppingCentres.name}) = lower(${input.name})`))
    .orderBy(sql`${shoppingCentres.editKey} = ${stamp} desc`)
    .limit(1);
  if (!inserted.meta?.changes) {
    // The same centre again (a double submit) changes nothing; another centre of that name is a field error.
    if (existing && sameFields(existing, fields(input))) return answer(db, existing.id, false);
    throw new HttpError(409, `name: ${M.centreTaken}`);
  }
  setPurgeHeader(c, [`centre:${slug}`]);
  return answer(db, existing!.id, true);
}

async function edit(c: Context, db: Db, input: CentreInput) {
  const { now, operator } = await operatorFor(c, db, 'POST /admin/shopping-centres/:id');
  const id = pathId(c, M.centreNotFound);
  const row = await centreRowById(db, id);
  if (!row) throw new HttpError(404, M.centreNotFound);
  const wanted = fields(input);
  if (sameFields(row, wanted)) return answer(db, id, false);
  const [namesake] = await db
    .select({ id: shoppingCentres.id })
    .from(shoppingCentres)
    .where(and(ne(shoppingCentres.id, id), sql`lower(${shoppingCentres.name}) = lower(${input.name})`))
    .limit(1);
  if (namesake) throw new HttpError(409, `name: ${M.centreTaken}`);
  const stamp = newStamp();
  const statements: Statement[] = [
    db
      .update(shoppingCentres)
      .set({ ...wanted, editKey: stamp })
      .where(and(eq(shoppingCentres.id, id), keyIs('shopping_centres', row.editKey))),
  ];
  const applied = await guardedWrite({
    ...{ c, db, operator, now, table: 'shopping_centres', id, stamp, statements },
    audit: {
      action: 'centre.edited',
      objectType: 'shopping_centre',
      objectId: id,
      before: fields({ ...row, image: row.image ?? '' }),
      after: wanted,
    },
    purge: [`centre:${row.slug}`],
    alreadyDone: async () => sameFields((await centreRowById(db, id))!, wanted),
  });
  return answer(db, id, applied);
}

async function setStatus(c: Context, db: Db, status: 'publish' | 'draft') {
  const { now, operator } = await operatorFor(c, db, 'POST /admin/shopping-centres/:id/status');
  const id = pathId(c, M.centreNotFound);
  const row = await centreRowById(db, id);
  if (!row) throw new HttpError(404, M.centreNotFound);
  if (row.status === status) return answer(db, id, false);
  const stamp = newStamp();
  const applied = await guardedWrite({
    ...{ c, db, operator, now, table: 'shopping_centres', id, stamp },
    statements: [
      db
        .update(shoppingCentres)
        .set({ status, editKey: stamp })
        .where(and(eq(shoppingCentres.id, id), ne(shoppingCentres.status, status))),
    ],
    audit: {
      action: status === 'publish' ? 'centre.published' : 'centre.unpublished',
      objectType: 'shopping_centre',
      objectId: id,
      before: { status: row.status },
      after: { status },
    },
    purge: [`centre:${row.slug}`],
    alreadyDone: async () => (await centreRowById(db, id))?.status === status,
  });
  return answer(db, id, applied);
}

/** Links a store (or changes its shop number), or unlinks it when `unit` is null. */
async function setStore(c: Context, db: Db, key: string, businessId: number | string, unit: string | null) {
  const { now, operator } = await operatorFor(c, db, key);
  const id = pathId(c, M.centreNotFound);
  const row = await centreRowById(db, id);
  if (!row) throw new HttpError(404, M.centreNotFound);
  const store = typeof businessId === 'string' ? await storeByWebName(db, businessId) : { id: businessId, slug: '', name: '' };
  if (!store) throw new HttpError(404, `store: ${M.storeNotFound}`);
  const linked = (await centreWithStores(db, id))!.stores.find((s) => s.businessId === store.id);
  if (unit === null ? !linked : linked?.unit === unit) return answer(db, id, false);
  const stamp = newStamp();
  const holds = stampHolds('shopping_centres', id, stamp);
  const link = and(eq(shoppingCentreStores.centreId, id), eq(shoppingCentreStores.businessId, store.id), holds);
  const statements: Statement[] = [
    db
      .update(shoppingCentres)
      .set({ editKey: stamp })
      .where(and(eq(shoppingCentres.id, id), keyIs('shopping_centres', row.editKey))),
    unit === null
      ? db.delete(shoppingCentreStores).where(link)
      : linked
        ? db.update(shoppingCentreStores).set({ unit }).where(link)
        : db.insert(shoppingCentreStores).select(sql`select ${id}, ${store.id}, ${unit} where ${holds}`),
  ];
  const applied = await guardedWrite({
    ...{ c, db, operator, now, table: 'shopping_centres', id, stamp, statements },
    audit: {
      action: unit === null ? 'centre.store_unlinked' : 'centre.store_linked',
      objectType: 'shopping_centre',
      objectId: id,
      before: linked ? { businessId: store.id, unit: linked.unit } : undefined,
      after: unit === null ? undefined : { businessId: store.id, unit },
    },
    purge: [`centre:${row.slug}`],
    alreadyDone: async () => {
      const now2 = (await centreWithStores(db, id))!.stores.find((s) => s.businessId === store.id);
      return unit === null ? !now2 : now2?.unit === unit;
    },
  });
  return answer(db, id, applied);
}

export function registerAdminCentreRoutes(app: BackendApp): void {
  const options = { failure: M.save };
  mount(
    app,
    contract.listAdminCentres,
    async ({ db, c, query }) => {
      await operatorFor(c, db, 'GET /admin/shopping-centres');
      const opts = { status: query.status, search: query.search || undefined, page: query.page, perPage: query.per_page };
      const { load, total } = await centresPage(db, opts);
      return { load, pageInfo: paging(query.page, query.per_page, total) };
    },
    { failure: M.list },
  );
  mount(
    app,
    contract.getAdminCentre,
    async ({ db, c }) => {
      await operatorFor(c, db, 'GET /admin/shopping-centres/:id');
      const found = await centreWithStores(db, pathId(c, M.centreNotFound));
      if (!found) throw new HttpError(404, M.centreNotFound);
      return found;
    },
    { failure: M.list },
  );
  mount(app, contract.createCentre, ({ db, c, body }) => create(c, db, body), options);
  mount(app, contract.editCentre, ({ db, c, body }) => edit(c, db, body), options);
  mount(app, contract.setCentreStatus, ({ db, c, body }) => setStatus(c, db, body.status), options);
  mount(
    app,
    contract.linkCentreStore,
    ({ db, c, body }) => setStore(c, db, 'POST /admin/shopping-centres/:id/stores', body.store, body.unit),
    options,
  );
  mount(
    app,
    contract.unlinkCentreStore,
    ({ db, c }) => setStore(c, db, 'POST /admin/shopping-centres/:id/stores/:businessId/remove', pathId(c, M.storeNotFound, 'businessId'), null),
    options,
  );
}
