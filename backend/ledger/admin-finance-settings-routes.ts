/**
 * Finance's settings of the store ledger (issue 29; /admin/finance/): Musika's commission per subscription package
 * (schema/rest/admin-finance.ts), the hold after completion and the minimum payout (GET/PUT /admin/payouts/settings,
 * schema/rest/ledger.ts). Postings read them when they are made (ledger-postings.ts: the commission when a sale
 * settles, the hold when an order completes; earnings-routes.ts the minimum when a payout is asked for), so a change
 * applies to new postings only and never rewrites an entry.
 *
 * Every change is one D1 batch: the audit entry (before → after) and the update, both guarded by the values the
 * operator saw. Of two operators changing the same setting at once the first stands and the other hears 409; the
 * values already in force change nothing and say so (`changed: false`).
 */
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import * as finance from '../../schema/rest/admin-finance';
import { ADMIN_FINANCE_MESSAGES, formatCommission } from '../../schema/rest/admin-finance';
import * as ledger from '../../schema/rest/ledger';
import type { OperatorRole } from '../../schema/rest/operators';
import { clockNow } from '../clock';
import type { Db } from '../db/client';
import { runBatch, type Statement } from '../db/run-batch';
import { subscriptionPackages } from '../db/schema';
import { HttpError, mount, type BackendApp } from '../http';
import { auditWhenApplied } from '../operators/audit-log';
import type { AuditFacts } from '../operators/audit-log';
import { requireOperator } from '../operators/require-operator';
import { readSettings } from './ledger-queries';
import { ledgerSettings } from './ledger-tables';

/** Who may call each /admin route of this file (tests/integration/operators-role-matrix.test.ts reads it). */
export const ADMIN_ROUTE_ROLES: Record<string, readonly OperatorRole[]> = {
  'GET /admin/payouts/settings': ['finance'],
  'PUT /admin/payouts/settings': ['finance'],
  'GET /admin/finance/commissions': ['finance'],
  'PUT /admin/finance/packages/:id/commission': ['finance'],
};

const packageColumns = {
  id: subscriptionPackages.id,
  slug: subscriptionPackages.slug,
  name: subscriptionPackages.name,
  priceCents: subscriptionPackages.priceCents,
  commissionBp: subscriptionPackages.commissionBp,
};

async function packageById(db: Db, id: number) {
  const [row] = await db.select(packageColumns).from(subscriptionPackages).where(eq(subscriptionPackages.id, id)).limit(1);
  return row ?? null;
}

/** The audit entry first, then the update, both only while `unchanged` holds: answers whether the update applied. */
async function guardedChange(
  c: Context,
  db: Db,
  audit: { operator: Awaited<ReturnType<typeof requireOperator>>; facts: AuditFacts },
  update: Statement,
  unchanged: SQL,
  now: Date,
) {
  const [, updated] = await runBatch(db, [auditWhenApplied(c, db, audit.operator, audit.facts, unchanged, now), update]);
  return Boolean((updated as { meta?: { changes?: number } }).meta?.changes);
}

async function setCommission(c: Context, db: Db, commissionBp: number) {
  const now = clockNow(c);
  const operator = await requireOperator(c, db, ADMIN_ROUTE_ROLES['PUT /admin/finance/packages/:id/commission'], now);
  const id = finance.packageIdParam.safeParse(c.req.param('id'));
  const before = id.success ? await packageById(db, id.data) : null;
  if (!id.success || !before) throw new HttpError(404, ADMIN_FINANCE_MESSAGES.packageNotFound);
  if (before.commissionBp === commissionBp) return { package: before, changed: false };
  const where = sql`${subscriptionPackages.id} = ${before.id} and ${subscriptionPackages.commissionBp} = ${before.commissionBp}`;
  const applied = await guardedChange(
    c,
    db,
    {
      operator,
      facts: {
        action: 'package.commission',
        objectType: 'subscription_package',
        objectId: before.id,
        before: { package: before.slug, commissionBp: before.commissionBp },
        after: { package: before.slug, commissionBp },
      },
    },
    db.update(subscriptionPackages).set({ commissionBp }).where(where),
    sql`exists (select 1 from subscription_packages where id = ${before.id} and commission_bp = ${before.commissionBp})`,
    now,
  );
  const after = (await packageById(db, before.id))!;
  if (applied) return { package: after, changed: true };
  // Another operator changed it between our read and our batch: theirs stands.
  if (after.commissionBp === commissionBp) return { package: after, changed: false };
  throw new HttpError(409, ADMIN_FINANCE_MESSAGES.commissionRaced(formatCommission(after.commissionBp)));
}

async function setPayoutRules(c: Context, db: Db, wanted: { holdDays: number; minPayoutCents: number }) {
  const now = clockNow(c);
  const operator = await requireOperator(c, db, ADMIN_ROUTE_ROLES['PUT /admin/payouts/settings'], now);
  const before = await readSettings(db);
  const same = (s: typeof wanted) => s.holdDays === wanted.holdDays && s.minPayoutCents === wanted.minPayoutCents;
  if (same(before)) return { ...wanted, changed: false };
  const was = sql`hold_days = ${before.holdDays} and min_payout_cents = ${before.minPayoutCents}`;
  const applied = await guardedChange(
    c,
    db,
    {
      operator,
      facts: {
        action: 'ledger.settings',
        objectType: 'ledger_settings',
        objectId: 1,
        before: { holdDays: before.holdDays, minPayoutCents: before.minPayoutCents },
        after: wanted,
      },
    },
    db
      .update(ledgerSettings)
      .set({ ...wanted, updatedAt: now.toISOString() })
      .where(sql`${ledgerSettings.id} = 1 and ${was}`),
    sql`exists (select 1 from ledger_settings where id = 1 and ${was})`,
    now,
  );
  if (applied) return { ...wanted, changed: true };
  if (same(await readSettings(db))) return { ...wanted, changed: false };
  throw new HttpError(409, ADMIN_FINANCE_MESSAGES.settingsRaced);
}

export function registerAdminFinanceSettingsRoutes(app: BackendApp): void {
  // Before the payout queue's '/admin/payouts/:id/…' routes: a fixed path.
  mount(app, ledger.getLedgerSettings, async ({ db, c }) => {
    await requireOperator(c, db, ADMIN_ROUTE_ROLES['GET /admin/payouts/settings']);
    const s = await readSettings(db);
    return { holdDays: s.holdDays, minPayoutCents: s.minPayoutCents };
  });
  mount(app, ledger.updateLedgerSettings, ({ db, body, c }) => setPayoutRules(c, db, { holdDays: body.holdDays, minPayoutCents: body.minPayout }));

  mount(
    app,
    finance.listCommissions,
    async ({ db, c }) => {
      await requireOperator(c, db, ADMIN_ROUTE_ROLES['GET /admin/finance/commissions']);
      const [packages, settings] = await Promise.all([
        db.select(packageColumns).from(subscriptionPackages).orderBy(asc(subscriptionPackages.priceCents), asc(subscriptionPackages.id)),
        readSettings(db),
      ]);
      return { packages, defaultCommissionBp: settings.defaultCommissionBp };
    },
    { failure: ADMIN_FINANCE_MESSAGES.listCommissions },
  );
  mount(app, finance.setPackageCommission, ({ db, body, c }) => setCommission(c, db, body.commission), {
    failure: ADMIN_FINANCE_MESSAGES.setCommission,
  });
}
