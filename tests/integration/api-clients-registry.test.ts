/**
 * Registering API clients (issue 32 §3) through GraphQL: a store owner registers, lists and revokes their own; an
 * operator (admin) registers for anyone and revokes any, audited once; a buyer cannot; one store owner never sees
 * nor revokes another's; the id a registration gives works at once in X-Musika-Client and is refused once revoked.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_CLIENT_MESSAGES, CLIENT_HOURLY_BUDGET, CLIENT_ID_PATTERN } from '../../schema/rest/api-clients';
import { clearRateLimits, loginToken, SEEDED } from './support/accounts';
import { CLIENT_INPUT, gqlAs, REGISTER, REVOKE, type Caller } from './support/api-clients';
import { operatorLogin } from './support/operators';

const MINE = '{ myApiClients { items { id name revokedAt } pageInfo { total } } }';
const ADMIN_LIST =
  'query ($search: String) { adminApiClients(search: $search) { items { id owner registeredByOperator revokedAt } pageInfo { total } } }';
const ADMIN_REGISTER = REGISTER.replace('registerApiClient', 'adminRegisterApiClient');
const ADMIN_REVOKE = REVOKE.replace('revokeApiClient', 'adminRevokeApiClient');

const audits = (action: string, id: string) =>
  env.DB.prepare('select count(*) as n from operator_audit_log where action = ? and object_id = ?').bind(action, id).first<number>('n');

let vendor: Caller;
let enterprise: Caller;
let buyer: Caller;

beforeAll(async () => {
  await clearRateLimits();
  vendor = { token: await loginToken(SEEDED.vendor.email, SEEDED.vendor.password, '198.51.100.80') };
  enterprise = { token: await loginToken('enterprise@musika.co.zw', SEEDED.vendor.password, '198.51.100.81') };
  buyer = { token: await loginToken(SEEDED.buyer.email, SEEDED.buyer.password, '198.51.100.82') };
});

describe('a store owner’s API clients', () => {
  it('registers a client with an unguessable id that works at once, lists it, and revokes it', async () => {
    const made = await gqlAs(vendor, REGISTER, { input: CLIENT_INPUT });
    const { client, userErrors } = made.data.registerApiClient;
    expect(userErrors).toEqual([]);
    expect(client).toEqual({
      ...CLIENT_INPUT,
      id: expect.stringMatching(CLIENT_ID_PATTERN),
      hourlyBudget: CLIENT_HOURLY_BUDGET,
      registeredByOperator: false,
      revokedAt: null,
    });
    const other = (await gqlAs(vendor, REGISTER, { input: { ...CLIENT_INPUT, name: 'Second app' } })).data.registerApiClient.client;
    expect(other.id).not.toBe(client.id);

    const mine = (await gqlAs(vendor, MINE)).data.myApiClients;
    expect(mine.items.map((c: { id: string }) => c.id)).toEqual([other.id, client.id]);

    const used = await gqlAs({ clientId: client.id }, '{ rateLimit { limit } }');
    expect([used.status, used.data.rateLimit.limit]).toEqual([200, CLIENT_HOURLY_BUDGET]);

    const revoked = (await gqlAs(vendor, REVOKE, { id: client.id })).data.revokeApiClient;
    expect([revoked.changed, revoked.client.revokedAt, revoked.userErrors]).toEqual([true, expect.any(String), []]);
    expect((await gqlAs(vendor, REVOKE, { id: client.id })).data.revokeApiClient.changed).toBe(false);
    const refused = await gqlAs({ clientId: client.id }, '{ ok }');
    expect([refused.status, refused.errors?.[0].extensions?.code]).toEqual([401, 'UNKNOWN_API_CLIENT']);
  });

  it('names the field of a bad input', async () => {
    const bad = await gqlAs(vendor, REGISTER, { input: { ...CLIENT_INPUT, contactEmail: 'not an address' } });
    expect(bad.data.registerApiClient).toEqual({ client: null, userErrors: [{ field: 'contactEmail', message: API_CLIENT_MESSAGES.contactEmail }] });
  });

  it('never shows nor revokes another store owner’s client', async () => {
    const theirs = (await gqlAs(enterprise, REGISTER, { input: { ...CLIENT_INPUT, owner: 'Kopje Wholesale Depot' } })).data.registerApiClient.client;
    const seen = (await gqlAs(vendor, MINE)).data.myApiClients.items.map((c: { id: string }) => c.id);
    expect(seen).not.toContain(theirs.id);
    expect((await gqlAs(enterprise, MINE)).data.myApiClients.items.map((c: { id: string }) => c.id)).toEqual([theirs.id]);
    const attempt = (await gqlAs(vendor, REVOKE, { id: theirs.id })).data.revokeApiClient;
    expect(attempt).toEqual({ client: null, changed: false, userErrors: [{ field: 'id', message: API_CLIENT_MESSAGES.notFound }] });
    expect((await gqlAs({ clientId: theirs.id }, '{ ok }')).status).toBe(200);
  });

  it('is refused to a buyer, who owns no store', async () => {
    const made = (await gqlAs(buyer, REGISTER, { input: CLIENT_INPUT })).data.registerApiClient;
    expect(made).toEqual({ client: null, userErrors: [{ field: null, message: API_CLIENT_MESSAGES.storeOwnersOnly }] });
    expect((await gqlAs(buyer, MINE)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gqlAs({}, REGISTER, { input: CLIENT_INPUT })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('operators’ API clients', () => {
  it('an admin registers for a partner, sees every client, and revokes a store owner’s, audited once', async () => {
    const admin = await operatorLogin('admin', '198.51.100.83');
    const as = { token: admin.token, now: admin.now };
    const partner = { name: 'PriceCheck ZW', owner: 'PriceCheck (Pvt) Ltd', contactEmail: 'api@pricecheck.co.zw' };
    const made = (await gqlAs(as, ADMIN_REGISTER, { input: partner })).data.adminRegisterApiClient;
    expect(made.client).toMatchObject({ ...partner, registeredByOperator: true });
    expect(await audits('api_client.registered', made.client.id)).toBe(1);

    const storeOwners = (await gqlAs(vendor, REGISTER, { input: { ...CLIENT_INPUT, name: 'Till app' } })).data.registerApiClient.client;
    const all = (await gqlAs(as, ADMIN_LIST)).data.adminApiClients;
    expect(all.items.map((c: { id: string }) => c.id)).toEqual(expect.arrayContaining([made.client.id, storeOwners.id]));
    const found = (await gqlAs(as, ADMIN_LIST, { search: 'pricecheck' })).data.adminApiClients;
    expect(found.items.map((c: { id: string }) => c.id)).toEqual([made.client.id]);

    const revoked = (await gqlAs(as, ADMIN_REVOKE, { id: storeOwners.id })).data.adminRevokeApiClient;
    expect([revoked.changed, revoked.userErrors]).toEqual([true, []]);
    expect((await gqlAs(as, ADMIN_REVOKE, { id: storeOwners.id })).data.adminRevokeApiClient.changed).toBe(false);
    expect(await audits('api_client.revoked', storeOwners.id)).toBe(1);
    expect((await gqlAs({ clientId: storeOwners.id }, '{ ok }')).status).toBe(401);
  });

  it('is refused to a store owner and to operators of other roles', async () => {
    expect((await gqlAs(vendor, ADMIN_LIST)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const moderator = await operatorLogin('moderator', '198.51.100.84');
    expect((await gqlAs({ token: moderator.token, now: moderator.now }, ADMIN_LIST)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
