/**
 * Operators' API clients (issue 32 §3; /admin/api-clients/): every client, searchable; a client registered for
 * a partner who has no Musika account (a price-comparison service, a mobile app's maker); and any client revoked.
 * Registering and revoking are each one D1 batch with their audit entry; a revocation is guarded by the client
 * being live, so of two at once (or a repeat) one is recorded and the other answers `changed: false`.
 */
import type { Context } from 'hono';
import * as contract from '../../schema/rest/api-clients';
import { API_CLIENT_MESSAGES } from '../../schema/rest/api-clients';
import type { OperatorRole } from '../../schema/rest/operators';
import { clockNow } from '../clock';
import type { Db } from '../db/client';
import { runBatch } from '../db/run-batch';
import { HttpError, mount, type BackendApp } from '../http';
import { auditEntry, auditWhenApplied } from '../operators/audit-log';
import { requireOperator } from '../operators/require-operator';
import { clientLive, findClient, listClients, newClient, revokeStatement } from './api-client-queries';

/** Who may call each /admin route of this file (tests/integration/operators-role-matrix.test.ts reads it). */
export const ADMIN_ROUTE_ROLES: Record<string, readonly OperatorRole[]> = {
  'GET /admin/api-clients': ['admin'],
  'POST /admin/api-clients': ['admin'],
  'POST /admin/api-clients/:id/revoke': ['admin'],
};

async function register(c: Context, db: Db, body: contract.RestApiClientInput) {
  const now = clockNow(c);
  const operator = await requireOperator(c, db, ADMIN_ROUTE_ROLES['POST /admin/api-clients'], now);
  const { client, insert } = newClient(db, body, { userId: operator.userId, ownerUserId: null }, now);
  await runBatch(db, [
    insert,
    auditEntry(c, db, operator, { action: 'api_client.registered', objectType: 'api_client', objectId: client.id, after: body }, now),
  ]);
  return { client };
}

async function revoke(c: Context, db: Db) {
  const now = clockNow(c);
  const operator = await requireOperator(c, db, ADMIN_ROUTE_ROLES['POST /admin/api-clients/:id/revoke'], now);
  const id = contract.clientIdParam.safeParse(c.req.param('id'));
  const before = id.success ? await findClient(db, id.data) : null;
  if (!id.success || !before) throw new HttpError(404, API_CLIENT_MESSAGES.notFound);
  const [, revoked] = await runBatch(db, [
    // Before the change it records, under the same guard: both see the client live, or neither runs.
    auditWhenApplied(
      c,
      db,
      operator,
      {
        action: 'api_client.revoked',
        objectType: 'api_client',
        objectId: before.id,
        before: { revokedAt: null },
        after: { revokedAt: now.toISOString() },
      },
      clientLive(before.id),
      now,
    ),
    revokeStatement(db, before.id, operator.userId, now),
  ]);
  const changed = Boolean((revoked as { meta?: { changes?: number } }).meta?.changes);
  return { client: (await findClient(db, before.id))!, changed };
}

export function registerAdminApiClientRoutes(app: BackendApp): void {
  mount(
    app,
    contract.listAdminApiClients,
    async ({ db, query, c }) => {
      await requireOperator(c, db, ADMIN_ROUTE_ROLES['GET /admin/api-clients']);
      return listClients(db, { search: query.search || undefined }, query.page, query.per_page);
    },
    { failure: API_CLIENT_MESSAGES.list },
  );
  mount(app, contract.registerAdminApiClient, ({ db, body, c }) => register(c, db, body), { failure: API_CLIENT_MESSAGES.register, status: 201 });
  mount(app, contract.revokeAdminApiClient, ({ db, c }) => revoke(c, db), { failure: API_CLIENT_MESSAGES.revoke });
}
