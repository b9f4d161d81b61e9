/**
 * Reads and writes of API clients shared by the store owner's calls and the operators' (issue 32 §3): a page of
 * clients (one owner's, or every one matching a search), a new client with its random id, and the guarded
 * revocation statement, which changes a row only while it is live, so a repeat answers `changed: false`.
 */
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { CLIENT_HOURLY_BUDGET, type RestApiClient, type RestApiClientInput } from '../../schema/rest/api-clients';
import { paging } from '../catalogue/product-summary-queries';
import type { Db } from '../db/client';
import { containing } from '../moderation/reports-queries';
import { base32Encode } from '../operators/totp';
import { apiClients } from './api-clients-tables';

const columns = {
  id: apiClients.id,
  name: apiClients.name,
  owner: apiClients.owner,
  contactEmail: apiClients.contactEmail,
  hourlyBudget: apiClients.hourlyBudget,
  ownerUserId: apiClients.ownerUserId,
  createdAt: apiClients.createdAt,
  revokedAt: apiClients.revokedAt,
};

/** 128 random bits as `mk_` + 26 lower-case base32 characters: unguessable, and easy to read out and paste. */
export function newClientId(): string {
  return `mk_${base32Encode(crypto.getRandomValues(new Uint8Array(16))).toLowerCase()}`;
}

/** One page, newest first: `ownerUserId` limits it to that store owner's clients; `search` matches name, owner, e-mail or id. */
export async function listClients(db: Db, filter: { ownerUserId?: number; search?: string }, page: number, perPage: number) {
  const parts: SQL[] = [];
  if (filter.ownerUserId !== undefined) parts.push(eq(apiClients.ownerUserId, filter.ownerUserId));
  if (filter.search) {
    const like = containing(filter.search);
    parts.push(
      sql`(${apiClients.name} like ${like} escape '\\' or ${apiClients.owner} like ${like} escape '\\' or ${apiClients.contactEmail} like ${like} escape '\\' or ${apiClients.id} = ${filter.search})`,
    );
  }
  const where = parts.length ? and(...parts) : undefined;
  const [load, [count]] = await Promise.all([
    db
      .select(columns)
      .from(apiClients)
      .where(where)
      .orderBy(desc(apiClients.createdAt), desc(apiClients.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: sql<number>`count(*)` }).from(apiClients).where(where),
  ]);
  return { load, pageInfo: paging(page, perPage, count?.n ?? 0) };
}

export async function findClient(db: Db, id: string): Promise<RestApiClient | null> {
  const [row] = await db.select(columns).from(apiClients).where(eq(apiClients.id, id)).limit(1);
  return row ?? null;
}

/** The insert of a new client (for a batch) and the client as it will read. */
export function newClient(db: Db, input: RestApiClientInput, by: { userId: number; ownerUserId: number | null }, now: Date) {
  const client: RestApiClient = {
    id: newClientId(),
    ...input,
    hourlyBudget: CLIENT_HOURLY_BUDGET,
    ownerUserId: by.ownerUserId,
    createdAt: now.toISOString(),
    revokedAt: null,
  };
  const insert = db.insert(apiClients).values({ ...client, createdBy: by.userId });
  return { client, insert };
}

/** SQL true while the client is live: the guard of its revocation and of the audit entry that records it. */
export const clientLive = (id: string) => sql`exists (select 1 from api_clients where id = ${id} and revoked_at is null)`;

export function revokeStatement(db: Db, id: string, byUserId: number, now: Date) {
  return db
    .update(apiClients)
    .set({ revokedAt: now.toISOString(), revokedBy: byUserId })
    .where(and(eq(apiClients.id, id), isNull(apiClients.revokedAt)));
}
