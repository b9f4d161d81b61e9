/**
 * The admin overview's counts and the audit log's pages. Every count is answered from an index (migration
 * 0025 adds those the overview needs; tests/integration/operators-overview.test.ts checks each plan).
 */
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { RestAdminOverview, RestAuditEntry } from '../../schema/rest/operators';
import { STUCK_PAYMENT_MINUTES } from '../../schema/rest/operators';
import { harareDay, harareMidnight } from '../analytics/harare-range';
import type { Db } from '../db/client';
import { ledgerAlerts } from '../ledger/ledger-drift';
import { users } from '../db/schema-core';
import { operatorAuditLog, operatorRoles } from './operators-tables';

/** The overview's statements, exported so the test can EXPLAIN each one. */
export function overviewStatements(now: Date) {
  const day = harareDay(now);
  const start = harareMidnight(day).toISOString();
  const end = new Date(Date.parse(start) + 86_400_000).toISOString();
  const stuckBefore = new Date(now.getTime() - STUCK_PAYMENT_MINUTES * 60_000).toISOString();
  return {
    day,
    sql: {
      openReports: sql`select count(*) as n from product_reports where resolved_at is null`,
      feedback: sql`select count(*) as n from feedback where read_at is null`,
      contact: sql`select count(*) as n from contact_messages where read_at is null`,
      customPackages: sql`select count(*) as n from outbox where kind = 'custom_package_request' and read_at is null`,
      stuckPayments: sql`select count(*) as n from payments where status = 'pending' and created_at < ${stuckBefore}`,
      orders: sql`select count(*) as n from orders where created_at >= ${start} and created_at < ${end}`,
      payments: sql`select count(*) as n from payments where status = 'paid' and created_at >= ${start} and created_at < ${end}`,
      signUps: sql`select count(*) as n from users where created_at >= ${start} and created_at < ${end}`,
    },
  };
}

export async function overview(db: Db, now: Date): Promise<RestAdminOverview> {
  const { day, sql: statements } = overviewStatements(now);
  const names = Object.keys(statements) as (keyof typeof statements)[];
  // One round trip: each count is a scalar subquery of one select.
  const columns = sql.join(
    names.map((name) => sql`(${statements[name]}) as ${sql.identifier(name)}`),
    sql`, `,
  );
  const [row, ledger] = await Promise.all([db.get<Record<(typeof names)[number], number>>(sql`select ${columns}`), ledgerAlerts(db)]);
  const n = Object.fromEntries(names.map((name) => [name, Number(row?.[name] ?? 0)])) as Record<(typeof names)[number], number>;
  return {
    openReports: n.openReports,
    unreadInbox: { feedback: n.feedback, contact: n.contact, customPackages: n.customPackages, total: n.feedback + n.contact + n.customPackages },
    stuckPayments: n.stuckPayments,
    ledger,
    today: { day, orders: n.orders, payments: n.payments, signUps: n.signUps },
  };
}

export interface AuditFilter {
  page: number;
  perPage: number;
  operator?: number;
  action?: string;
  objectType?: string;
  from?: string;
  to?: string;
}

/** Newest first. Dates are Harare days, both ends included. */
export async function auditPage(db: Db, f: AuditFilter): Promise<{ load: RestAuditEntry[]; total: number }> {
  const where: SQL[] = [];
  if (f.operator) where.push(eq(operatorAuditLog.operatorId, f.operator));
  if (f.action) where.push(eq(operatorAuditLog.action, f.action));
  if (f.objectType) where.push(eq(operatorAuditLog.objectType, f.objectType));
  if (f.from) where.push(gte(operatorAuditLog.createdAt, harareMidnight(f.from).toISOString()));
  if (f.to) where.push(lt(operatorAuditLog.createdAt, new Date(harareMidnight(f.to).getTime() + 86_400_000).toISOString()));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: operatorAuditLog, operatorName: users.displayName })
      .from(operatorAuditLog)
      .innerJoin(users, eq(users.id, operatorAuditLog.operatorId))
      .where(condition)
      .orderBy(desc(operatorAuditLog.createdAt), desc(operatorAuditLog.id))
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db.select({ n: count() }).from(operatorAuditLog).where(condition),
  ]);
  const load = rows.map(({ entry, operatorName }) => ({
    id: entry.id,
    operatorId: entry.operatorId,
    operatorName,
    roles: parseRoles(entry.roles),
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId,
    before: entry.before,
    after: entry.after,
    address: entry.address,
    createdAt: entry.createdAt,
  }));
  return { load, total: total?.n ?? 0 };
}

function parseRoles(text: string): string[] {
  try {
    const roles = JSON.parse(text);
    return Array.isArray(roles) ? roles.map(String) : [];
  } catch {
    return [];
  }
}

/** Everyone who holds or held an operator role, for the audit filter's list. */
export async function operatorsList(db: Db): Promise<{ id: number; name: string }[]> {
  return db
    .selectDistinct({ id: users.id, name: users.displayName })
    .from(operatorRoles)
    .innerJoin(users, eq(users.id, operatorRoles.userId))
    .orderBy(users.displayName);
}
