/**
 * An admin resets another operator's authenticator (schema/rest/operator-reset.ts; issue 29), for a lost or
 * replaced phone. One D1 batch: the audit entry, the secret, the recovery codes and the code step of the operator's
 * open logins (so no screen of theirs opens until they enrol again at /admin/security/). The audit entry goes first,
 * guarded by the secret still being there: of two admins resetting at once, one is recorded and the other changed
 * nothing, and says so. Resetting yourself is refused — the admin who lost a phone would otherwise be the one
 * vouching for themselves.
 */
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import * as contract from '../../schema/rest/operator-reset';
import { OPERATOR_RESET_MESSAGES, type RestOperator } from '../../schema/rest/operator-reset';
import type { OperatorRole } from '../../schema/rest/operators';
import { paging } from '../catalogue/product-summary-queries';
import { clockNow } from '../clock';
import type { Db } from '../db/client';
import { runBatch } from '../db/run-batch';
import { authTokens } from '../db/schema-core';
import { HttpError, mount, type BackendApp } from '../http';
import { auditWhenApplied } from './audit-log';
import { containing } from '../moderation/reports-queries';
import { operatorRecoveryCodes, operatorTotp } from './operators-tables';
import { requireOperator } from './require-operator';

/** Who may call each /admin route of this file (tests/integration/operators-role-matrix.test.ts reads it). */
export const ADMIN_ROUTE_ROLES: Record<string, readonly OperatorRole[]> = {
  'GET /admin/operators': ['admin'],
  'POST /admin/operators/:id/totp/reset': ['admin'],
};

interface OperatorRow {
  id: number;
  name: string;
  email: string;
  roles: string;
  authenticator: RestOperator['authenticator'];
}

/** Operators are a handful of accounts: operator_roles is read whole, users and operator_totp by primary key. */
const operatorsSql = (where: ReturnType<typeof sql>) => sql`
  select u.id, u.display_name as name, u.email, group_concat(r.role) as roles,
         case when t.confirmed_at is not null then 'enrolled' when t.user_id is not null then 'pending' else 'none' end as authenticator
  from operator_roles r
  join users u on u.id = r.user_id
  left join operator_totp t on t.user_id = u.id
  where ${where}
  group by u.id`;

const operatorOut = (row: OperatorRow): RestOperator => ({ ...row, roles: row.roles.split(',').sort() as OperatorRole[] });

async function operatorById(db: Db, id: number): Promise<RestOperator | null> {
  const [row] = await db.all<OperatorRow>(operatorsSql(sql`u.id = ${id}`));
  return row ? operatorOut(row) : null;
}

async function operatorsPage(db: Db, search: string | undefined, page: number, perPage: number) {
  const where = search ? sql`(u.display_name like ${containing(search)} escape '\\' or u.email like ${containing(search)} escape '\\')` : sql`1 = 1`;
  const [rows, [count]] = await Promise.all([
    db.all<OperatorRow>(sql`${operatorsSql(where)} order by u.display_name, u.id limit ${perPage} offset ${(page - 1) * perPage}`),
    db.all<{ n: number }>(sql`select count(distinct r.user_id) as n from operator_roles r join users u on u.id = r.user_id where ${where}`),
  ]);
  return { load: rows.map(operatorOut), total: count?.n ?? 0 };
}

async function resetTotp(c: Context, db: Db) {
  const now = clockNow(c);
  const admin = await requireOperator(c, db, ADMIN_ROUTE_ROLES['POST /admin/operators/:id/totp/reset'], now);
  const id = contract.operatorIdParam.safeParse(c.req.param('id'));
  const before = id.success ? await operatorById(db, id.data) : null;
  if (!id.success || !before) throw new HttpError(404, OPERATOR_RESET_MESSAGES.operatorNotFound);
  if (before.id === admin.userId) throw new HttpError(400, OPERATOR_RESET_MESSAGES.resetSelf);
  if (before.authenticator === 'none') return { operator: before, changed: false };
  const [, removed] = await runBatch(db, [
    auditWhenApplied(
      c,
      db,
      admin,
      {
        action: 'operator.totp_reset',
        objectType: 'user',
        objectId: before.id,
        before: { authenticator: before.authenticator },
        after: { authenticator: 'none' },
      },
      sql`exists (select 1 from operator_totp where user_id = ${before.id})`,
      now,
    ),
    db.delete(operatorTotp).where(eq(operatorTotp.userId, before.id)),
    db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.userId, before.id)),
    // Their open logins lose the code step: they enrol again before any operator screen opens.
    db.update(authTokens).set({ secondFactorAt: null }).where(eq(authTokens.userId, before.id)),
  ]);
  const after = (await operatorById(db, before.id))!;
  return { operator: after, changed: Boolean((removed as { meta?: { changes?: number } }).meta?.changes) };
}

export function registerOperatorResetRoutes(app: BackendApp): void {
  mount(
    app,
    contract.listOperators,
    async ({ db, query, c }) => {
      await requireOperator(c, db, ADMIN_ROUTE_ROLES['GET /admin/operators']);
      const { load, total } = await operatorsPage(db, query.search || undefined, query.page, query.per_page);
      return { load, pageInfo: paging(query.page, query.per_page, total) };
    },
    { failure: OPERATOR_RESET_MESSAGES.listOperators },
  );
  mount(app, contract.resetOperatorTotp, ({ db, c }) => resetTotp(c, db), { failure: OPERATOR_RESET_MESSAGES.resetTotp });
}
