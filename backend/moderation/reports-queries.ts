/**
 * Reads of the product reports queue (issue 29). Open reports come oldest first through
 * product_reports_open_idx (resolved_at, created_at); resolved ones newest first through
 * product_reports_resolved_idx (migration 0027). tests/integration/moderation-reports.test.ts checks the plans.
 */
import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { RestReport } from '../../schema/rest/moderation';
import type { Db } from '../db/client';
import { businesses, productReports, products, users } from '../db/schema';

const reporter = alias(users, 'reporter');
const resolver = alias(users, 'resolver');

/** A LIKE pattern matching `term` anywhere, with % and _ typed by the moderator taken literally. */
export const containing = (term: string) => `%${term.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;

/** Product name or store name contains the term. */
export const productOrStore = (term: string): SQL =>
  sql`(${products.name} like ${containing(term)} escape '\\' or ${businesses.name} like ${containing(term)} escape '\\')`;

const columns = {
  report: productReports,
  productName: products.name,
  productSlug: products.slug,
  productStatus: products.status,
  businessName: businesses.name,
  businessSlug: businesses.slug,
  ownerId: businesses.ownerId,
  reporterName: reporter.displayName,
  resolvedByName: resolver.displayName,
};

function base(db: Db) {
  return db
    .select(columns)
    .from(productReports)
    .innerJoin(products, eq(products.id, productReports.productId))
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .leftJoin(reporter, eq(reporter.id, productReports.reporterId))
    .leftJoin(resolver, eq(resolver.id, productReports.resolvedBy));
}

type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

export const reportOut = (r: Row): RestReport => ({
  id: r.report.id,
  productId: r.report.productId,
  productName: r.productName,
  productSlug: r.productSlug,
  productStatus: r.productStatus,
  businessName: r.businessName,
  reporterName: r.reporterName,
  reason: r.report.reason,
  details: r.report.details,
  createdAt: r.report.createdAt,
  resolvedAt: r.report.resolvedAt,
  resolvedByName: r.resolvedByName,
  outcome: r.report.outcome,
  resolutionNote: r.report.resolutionNote,
});

export async function reportById(db: Db, id: number) {
  const [row] = await base(db).where(eq(productReports.id, id)).limit(1);
  return row ?? null;
}

/** The list's statement, exported so the test can EXPLAIN it. */
export function reportsListQuery(db: Db, opts: { status: 'open' | 'resolved' | 'all'; search?: string; page: number; perPage: number }) {
  const conditions: SQL[] = [];
  if (opts.status === 'open') conditions.push(isNull(productReports.resolvedAt));
  if (opts.status === 'resolved') conditions.push(isNotNull(productReports.resolvedAt));
  if (opts.search) conditions.push(productOrStore(opts.search));
  const where = conditions.length ? and(...conditions) : undefined;
  const order =
    opts.status === 'open'
      ? [asc(productReports.createdAt), asc(productReports.id)]
      : opts.status === 'resolved'
        ? [desc(productReports.resolvedAt), desc(productReports.id)]
        : [sql`${productReports.resolvedAt} is not null`, desc(productReports.createdAt), desc(productReports.id)];
  return {
    rows: base(db)
      .where(where)
      .orderBy(...order)
      .limit(opts.perPage)
      .offset((opts.page - 1) * opts.perPage),
    total: db
      .select({ total: sql<number>`count(*)` })
      .from(productReports)
      .innerJoin(products, eq(products.id, productReports.productId))
      .innerJoin(businesses, eq(businesses.id, products.businessId))
      .where(where),
  };
}

export async function reportsPage(db: Db, opts: Parameters<typeof reportsListQuery>[1]) {
  const q = reportsListQuery(db, opts);
  const [rows, [{ total }], [{ open }]] = await Promise.all([
    q.rows,
    q.total,
    db.select({ open: sql<number>`count(*)` }).from(productReports).where(isNull(productReports.resolvedAt)),
  ]);
  return { load: rows.map(reportOut), total: Number(total), open: Number(open) };
}
