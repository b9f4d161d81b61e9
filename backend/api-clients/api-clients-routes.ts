/**
 * A store owner's own API clients (issue 32 §3; schema/rest/api-clients.ts): anyone who owns a store lists,
 * registers and revokes clients of their own account. Another person's client answers 404, never "not yours":
 * ids are secrets, and an answer must not tell a stranger that one exists.
 */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import * as contract from '../../schema/rest/api-clients';
import { API_CLIENT_MESSAGES } from '../../schema/rest/api-clients';
import { requireUser, type TokenOwner } from '../auth/tokens';
import { clockNow } from '../clock';
import type { Db } from '../db/client';
import { businesses } from '../db/schema-core';
import { runBatch } from '../db/run-batch';
import { HttpError, mount, type BackendApp } from '../http';
import { findClient, listClients, newClient, revokeStatement } from './api-client-queries';

/** The caller, when they own at least one store (staff of someone else's store do not count). */
async function requireStoreOwner(c: Context, db: Db): Promise<TokenOwner> {
  const owner = await requireUser(c, db);
  const [store] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.ownerId, owner.userId)).limit(1);
  if (!store) throw new HttpError(403, API_CLIENT_MESSAGES.storeOwnersOnly);
  return owner;
}

async function revokeOwn(c: Context, db: Db) {
  const now = clockNow(c);
  const owner = await requireStoreOwner(c, db);
  const id = contract.clientIdParam.safeParse(c.req.param('id'));
  const before = id.success ? await findClient(db, id.data) : null;
  if (!id.success || !before || before.ownerUserId !== owner.userId) throw new HttpError(404, API_CLIENT_MESSAGES.notFound);
  const [result] = await runBatch(db, [revokeStatement(db, before.id, owner.userId, now)]);
  const changed = Boolean((result as { meta?: { changes?: number } }).meta?.changes);
  return { client: (await findClient(db, before.id))!, changed };
}

export function registerApiClientRoutes(app: BackendApp): void {
  mount(
    app,
    contract.listMyApiClients,
    async ({ db, query, c }) => {
      const owner = await requireStoreOwner(c, db);
      return listClients(db, { ownerUserId: owner.userId }, query.page, query.per_page);
    },
    { failure: API_CLIENT_MESSAGES.list },
  );
  mount(
    app,
    contract.registerMyApiClient,
    async ({ db, body, c }) => {
      const owner = await requireStoreOwner(c, db);
      const { client, insert } = newClient(db, body, { userId: owner.userId, ownerUserId: owner.userId }, clockNow(c));
      await insert;
      return { client };
    },
    { failure: API_CLIENT_MESSAGES.register, status: 201 },
  );
  mount(app, contract.revokeMyApiClient, ({ db, c }) => revokeOwn(c, db), { failure: API_CLIENT_MESSAGES.revoke });
}
