/** Helpers for the business settings tests: calls, the seeded vendors' businesses and a roomier package. */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { createBackend } from '../../../backend/app';
import { API } from './http';
import { expect } from 'vitest';
import { call, loginToken, SEEDED, type CallResult } from './accounts';

export const VENDOR_ID = 20;
export const NEW_VENDOR_ID = 21;
export const SUBSCRIBED_ID = 22;

export const tokenOf = (who: keyof typeof SEEDED) => loginToken(SEEDED[who].email, SEEDED[who].password);

export const create = (token: string | undefined, body: unknown) => call('POST', '/business/create', { token, body });
export const update = (token: string | undefined, body: unknown) => call('PUT', '/business/update', { token, body });
export const settingsOf = (token: string | undefined, bID: number | string) => call('GET', `/business/settings?bID=${bID}`, { token });
export const publicRead = (slug: string) => call('POST', `/business?bSlug=${encodeURIComponent(slug)}`);

/** The smallest draft the API takes. */
export const minimal = (name: string, extra: Record<string, unknown> = {}) => ({ name, address: { city: 'Harare' }, ...extra });

export interface BusinessRow {
  id: number;
  slug: string;
  name: string;
  owner_id: number;
  phone: string | null;
  city: string;
  lat: number;
  lng: number;
  opening_times: string;
  socials: string;
}

export async function businessRow(id: number): Promise<BusinessRow> {
  const row = await env.DB.prepare('select * from businesses where id = ?').bind(id).first<BusinessRow>();
  if (!row) throw new Error(`no business ${id}`);
  return row;
}

export async function businessesOf(ownerId: number): Promise<BusinessRow[]> {
  const { results } = await env.DB.prepare('select * from businesses where owner_id = ? order by id').bind(ownerId).all<BusinessRow>();
  return results;
}

/** A business some other owner runs (not the demo vendor, nor the test's own). */
export async function someoneElsesBusiness(...notOwners: number[]): Promise<BusinessRow> {
  const row = await env.DB.prepare(`select * from businesses where owner_id not in (${notOwners.map(() => '?').join(',')}) order by id limit 1`)
    .bind(...notOwners)
    .first<BusinessRow>();
  if (!row) throw new Error('no other business');
  return row;
}

/** Gives newvendor@ an active Enterprise subscription (5 businesses): room for the tests that create several. */
export async function giveEnterprise(userId = NEW_VENDOR_ID): Promise<void> {
  await env.DB.prepare(
    "insert into user_subscriptions (user_id, package_id, status, started_at, ends_at) values (?, 3, 'active', '2026-01-01T00:00:00.000Z', '2099-01-01T00:00:00.000Z')",
  )
    .bind(userId)
    .run();
}

/** A refusal with its status and exact message (or a pattern of it). */
export function expectRefused(result: CallResult, status: number, message: string | RegExp) {
  expect({ status: result.status, message: result.json.message }).toEqual({
    status,
    message: typeof message === 'string' ? message : expect.stringMatching(message),
  });
}

const backend = createBackend();

/** A call straight to the embedded backend, so the response still carries the purge header (the Worker strips it). */
export async function origin(method: string, path: string, token: string, body?: unknown) {
  const ctx = createExecutionContext();
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await backend.fetch(
    new Request(`${API}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { status: response.status, headers: response.headers, json: (await response.json()) as CallResult['json'] };
}
