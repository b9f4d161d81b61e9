/**
 * The hardening issue, through the real Worker: the probe's GraphQL attacks are refused before any resolver
 * runs, bodies and documents are bounded, cross-origin reads never ride on cookies, and answers are no-store.
 */
import { SELF } from './support/worker';
import { describe, expect, it } from 'vitest';
import { gql } from './support/http';

const GRAPHQL = 'http://musika.test/graphql';

describe('GraphQL cost limits', () => {
  it('refuses the 96-byte related(limit:24)-nested-4-deep query at once, and a concurrent page still answers', async () => {
    const nested = '{product(slug:"x"){related(limit:24){related(limit:24){related(limit:24){related(limit:24){slug}}}}}}';
    const started = Date.now();
    const [attack, home] = await Promise.all([gql(nested), SELF.fetch('http://musika.test/')]);
    expect(attack.errors?.[0].extensions?.code).toBe('QUERY_TOO_EXPENSIVE');
    expect(attack.data).toBeUndefined();
    expect(home.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('caps business.products(limit: -1) inside a list instead of fetching every product of every store', async () => {
    const { data, errors } = await gql('{ businesses(limit: 5) { products(limit: -1) { items { slug } } } }');
    expect(errors).toBeUndefined();
    for (const b of data.businesses) expect(b.products.items.length).toBeLessThanOrEqual(20);
  });

  it('refuses a 10 MB body with 413 without reading it whole', async () => {
    const body = JSON.stringify({ query: `{ ok }`, pad: 'x'.repeat(10 * 1024 * 1024) });
    const response = await SELF.fetch(GRAPHQL, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(response.status).toBe(413);
  });

  it('refuses a 1 MB document', async () => {
    const { errors } = await gql(`{ ok ${'#'.repeat(1024 * 1024)}\n }`);
    expect(errors?.[0].extensions?.code).toMatch(/DOCUMENT_TOO_LARGE|BODY_TOO_LARGE/);
  });

  it('masks unexpected errors and gives no field suggestions or introspection', async () => {
    const typo = await gql('{ categoryMen { title } }');
    expect(JSON.stringify(typo.errors)).not.toMatch(/did you mean/i);
    const intro = await gql('{ __schema { queryType { name } } }');
    expect(intro.data).toBeUndefined();
  });
});

describe('cross-origin reads and tokens', () => {
  it('never allows a credentialed cross-origin read of /graphql', async () => {
    const response = await SELF.fetch(`${GRAPHQL}?query=${encodeURIComponent('{ ok }')}`, {
      headers: { origin: 'https://evil.example', cookie: 'ezw_session=abc' },
    });
    expect(response.headers.get('access-control-allow-credentials')).not.toBe('true');
    // Without Allow-Credentials a browser hides the answer from a page that sent cookies; and the Worker
    // dropped those cookies anyway, so the answer is the anonymous one.
    expect(((await response.json()) as { data?: unknown }).data).toEqual({ ok: true });
  });

  it('does not return a session token to a network request that carries the login cookie', async () => {
    const login = await SELF.fetch('http://musika.test/wp-json/ezw/v1/auth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'buyer@musika.co.zw', password: 'Buyer#2026!' }),
    });
    const apiCookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    expect(apiCookie).toMatch(/^ezw_session=/);
    const response = await SELF.fetch(`${GRAPHQL}?query=${encodeURIComponent('{ cookieSession { token } }')}`, {
      headers: { origin: 'https://evil.example', cookie: apiCookie },
    });
    const body = (await response.json()) as { data?: { cookieSession: unknown } };
    expect(body.data?.cookieSession).toBeNull();
  });

  it('sends token-bearing JSON with Cache-Control: no-store', async () => {
    const login = await SELF.fetch('http://musika.test/wp-json/ezw/v1/auth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'buyer@musika.co.zw', password: 'Buyer#2026!' }),
    });
    expect(login.headers.get('cache-control')).toBe('no-store');
    const { data } = (await login.json()) as { data: { token: string } };
    const token = data.token;
    expect(token).toBeTruthy();
    const viewer = await SELF.fetch(GRAPHQL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    expect(viewer.headers.get('cache-control')).toBe('no-store');
  });
});
