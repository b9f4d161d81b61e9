/**
 * Suspending and reinstating a store (issue 29). Each is one D1 batch: the store's conditional update (suspend
 * only an unsuspended store, reinstate only a suspended one), stamped with a key only this request knows; then —
 * each guarded by that key, so a request that lost the race writes nothing — the listings' moves, the owner's
 * notification and the audit entry.
 *
 * Suspending moves the store's public listings to draft and remembers each in suspended_listings: every product
 * read already asks for status = 'publish', so search, facets, categories, home, related products, product pages
 * and product ads drop them without a change of their own, and the vendor's screens show them as drafts (a status
 * they know). Reads of stores (storefront, stores list, finder, shopping centres, store ads) leave out suspended_at
 * IS NOT NULL. Reinstating republishes exactly the remembered listings. The answer names the store's and those
 * listings' cache tags in x-musika-purge, so the Worker bumps the catalogue generation at once.
 */
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { ADMIN_BUSINESS_MESSAGES as M } from '../../schema/rest/admin-businesses';
import { purgeTagsForProduct, setPurgeHeader } from '../cache/purge-tags';
import type { Db } from '../db/client';
import { runBatch, type Statement } from '../db/run-batch';
import { businesses, products, suspendedListings } from '../db/schema';
import { HttpError } from '../http';
import { auditWhenApplied } from '../operators/audit-log';
import { notifyWhenApplied } from '../notifications/notify-when-applied';
import type { Operator } from '../operators/require-operator';
import { businessWithOwner } from './admin-businesses-queries';

/**
 * At most this many listings are named in the purge header (each tag ~40 bytes, so the header stays far below
 * any proxy's limit). Any tag bumps the catalogue generation, which retires every cached copy whatever it names.
 */
const PURGE_TAG_LISTINGS = 100;

export type SuspensionAction = { kind: 'suspend'; reason: string } | { kind: 'reinstate'; note: string };

/** The store's tag and those of its public listings (suspending) or of the listings it held (reinstating). */
async function purgeTags(db: Db, businessId: number, businessSlug: string, which: 'public' | 'held') {
  const rows =
    which === 'public'
      ? await db
          .select({ slug: products.slug })
          .from(products)
          .where(and(eq(products.businessId, businessId), eq(products.status, 'publish')))
          .limit(PURGE_TAG_LISTINGS)
      : await db
          .select({ slug: products.slug })
          .from(suspendedListings)
          .innerJoin(products, eq(products.id, suspendedListings.productId))
          .where(eq(suspendedListings.businessId, businessId))
          .limit(PURGE_TAG_LISTINGS);
  return [`business:${businessSlug}`, ...rows.flatMap((p) => purgeTagsForProduct({ slug: p.slug, businessSlug }))];
}

export async function applySuspension(c: Context, db: Db, operator: Operator, id: number, action: SuspensionAction, now: Date) {
  const found = await businessWithOwner(db, id);
  if (!found) throw new HttpError(404, M.businessNotFound);
  const { business } = found;
  const suspending = action.kind === 'suspend';
  if (suspending && business.suspendedAt) throw new HttpError(409, M.alreadySuspended);
  if (!suspending && !business.suspendedAt) throw new HttpError(409, M.notSuspended);
  // The tags are read before the batch: after it the listings have changed status (suspend) or left the table (reinstate).
  const tags = await purgeTags(db, id, business.slug, suspending ? 'public' : 'held');

  const at = now.toISOString();
  const stamp = crypto.randomUUID();
  const applied = sql`exists (select 1 from businesses where id = ${id} and suspension_key = ${stamp})`;
  const statements: Statement[] = suspending
    ? [
        db
          .update(businesses)
          .set({ suspendedAt: at, suspensionReason: action.reason, suspensionKey: stamp })
          .where(and(eq(businesses.id, id), isNull(businesses.suspendedAt))),
        // Remember, then move: both read the same listings (status = 'publish') inside the batch.
        db
          .insert(suspendedListings)
          .select(sql`select ${id}, id from products where business_id = ${id} and status = 'publish' and ${applied}`)
          .onConflictDoNothing(),
        db.update(products).set({ status: 'draft' }).where(sql`${products.businessId} = ${id} and ${products.status} = 'publish' and ${applied}`),
      ]
    : [
        db
          .update(businesses)
          .set({ suspendedAt: null, suspensionKey: stamp })
          .where(and(eq(businesses.id, id), isNotNull(businesses.suspendedAt))),
        db
          .update(products)
          .set({ status: 'publish' })
          .where(
            sql`${products.businessId} = ${id} and ${products.status} = 'draft' and ${products.id} in (select product_id from suspended_listings where business_id = ${id}) and ${applied}`,
          ),
        db.delete(suspendedListings).where(sql`${suspendedListings.businessId} = ${id} and ${applied}`),
      ];
  statements.push(
    notifyWhenApplied(
      db,
      applied,
      suspending
        ? {
            userId: business.ownerId,
            kind: 'store_suspended',
            title: `Your store "${business.name}" was suspended`,
            body: `A Musika moderator suspended "${business.name}": ${action.reason} Buyers no longer see the store or its listings; nothing was deleted. Contact Musika support to have it reinstated.`,
            link: '/dashboard/',
            message: { key: 'notifications.storeSuspended', values: { store: business.name, reason: action.reason } },
          }
        : {
            userId: business.ownerId,
            kind: 'store_reinstated',
            title: `Your store "${business.name}" is back on Musika`,
            body: `A Musika moderator reinstated "${business.name}": buyers see the store and the listings that were public before the suspension again.${action.note ? ` ${action.note}` : ''}`,
            link: '/dashboard/',
            message: { key: 'notifications.storeReinstated', values: { store: business.name, note: action.note ? ` ${action.note}` : '' } },
          },
      now,
    ),
    auditWhenApplied(
      c,
      db,
      operator,
      {
        action: suspending ? 'business.suspended' : 'business.reinstated',
        objectType: 'business',
        objectId: id,
        before: { suspendedAt: business.suspendedAt, suspensionReason: business.suspensionReason },
        after: suspending ? { suspendedAt: at, suspensionReason: action.reason } : { suspendedAt: null, note: action.note || null },
      },
      applied,
      now,
    ),
  );
  const [update] = (await runBatch(db, statements)) as [{ meta?: { changes?: number } }];
  if (!update.meta?.changes) {
    // Another operator acted between our read and our batch: theirs stands, ours wrote nothing.
    throw new HttpError(409, suspending ? M.alreadySuspended : M.notSuspended);
  }
  setPurgeHeader(c, tags);
}
