/**
 * API clients in the integration tests (issue 32 §3): GraphQL over the network as an outside client sends it —
 * with or without X-Musika-Client and an address — at a pinned instant, and the budget counters read from D1.
 */
import { env } from 'cloudflare:test';
import { TEST_CLOCK_HEADER } from '../../../backend/clock';
import { CLIENT_HEADER } from '../../../schema/rest/api-clients';
import { SELF } from './worker';

export interface Caller {
  clientId?: string;
  ip?: string;
  token?: string;
  now?: number;
}

export interface GqlAnswer {
  status: number;
  headers: Headers;
  data?: any;
  errors?: { message: string; extensions?: Record<string, any> }[];
}

export async function gqlAs(caller: Caller, query: string, variables: Record<string, unknown> = {}): Promise<GqlAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (caller.clientId !== undefined) headers[CLIENT_HEADER] = caller.clientId;
  if (caller.ip !== undefined) headers['cf-connecting-ip'] = caller.ip;
  if (caller.token !== undefined) headers.authorization = `Bearer ${caller.token}`;
  if (caller.now !== undefined) headers[TEST_CLOCK_HEADER] = String(caller.now);
  const response = await SELF.fetch('http://musika.test/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as Pick<GqlAnswer, 'data' | 'errors'>;
  return { status: response.status, headers: response.headers, ...body };
}

export const REGISTER = `mutation ($input: RegisterApiClientInput!) {
  registerApiClient(input: $input) { client { id name owner contactEmail hourlyBudget registeredByOperator revokedAt } userErrors { field message } }
}`;
export const REVOKE = `mutation ($id: ID!) {
  revokeApiClient(input: { id: $id }) { client { id revokedAt } changed userErrors { field message } }
}`;

export const CLIENT_INPUT = { name: 'Harare Deals app', owner: 'Borrowdale Digital', contactEmail: 'dev@borrowdale.co.zw' };

/** A client registered straight in D1 (the registry has its own tests), with the budget a test wants. */
export async function seedClient(id: string, hourlyBudget: number, ownerUserId: number | null = null): Promise<void> {
  await env.DB.prepare(
    `insert into api_clients (id, name, owner, contact_email, hourly_budget, owner_user_id, created_by, created_at)
     values (?, 'Test client', 'Test owner', 'test@example.co.zw', ?, ?, 40, '2026-06-01T08:00:00.000Z')`,
  )
    .bind(id, hourlyBudget, ownerUserId)
    .run();
}

export async function spentBy(bucket: string): Promise<number | null> {
  return env.DB.prepare('select spent from api_budget_usage where bucket = ?').bind(bucket).first<number>('spent');
}
