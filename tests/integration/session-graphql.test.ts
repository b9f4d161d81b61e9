/**
 * POST /session/graphql: the browser's cart island calls the gateway with the visitor's session cookie,
 * which scripts cannot read. It forwards the token, answers private data as private, and lets nothing but
 * same-origin JSON calls of the cart's operations through.
 */
import { SELF } from './support/worker';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, clearRateLimits } from './support/accounts';
import { buyerToken, P } from './support/buying';
import { cookieHeader, loginAs, ORIGIN } from './support/session';

const ENDPOINT = `${ORIGIN}/session/graphql`;
const CART = 'query CartRoute_ServerCart { cart { itemCount lines { quantity product { id } } } }';

function post(body: unknown, options: { cookie?: string; headers?: Record<string, string> } = {}) {
  return SELF.fetch(ENDPOINT, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      host: 'musika.test',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

let token: string;
let cookie: string;
let sessionToken: string;
beforeAll(async () => {
  await clearRateLimits();
  token = await buyerToken();
  const { jar } = await loginAs('buyer');
  cookie = cookieHeader(jar);
  // Remix cookies hold base64 JSON: the same value the browser must never be able to read.
  sessionToken = JSON.parse(atob(decodeURIComponent(jar.musika_session)));
});
beforeEach(async () => {
  await call('POST', '/products/cart/clear', { token });
  await call('POST', '/products/cart/add', { body: { product: P.jbl, quantity: 2 }, token });
});

describe('session GraphQL endpoint', () => {
  it("forwards the session cookie's token as a bearer: a logged-in visitor gets their own cart", async () => {
    const response = await post({ query: CART }, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ data: { cart: { itemCount: 2, lines: [{ quantity: 2, product: { id: String(P.jbl) } }] } } });
    expect(text).not.toContain(sessionToken);
  });

  it('runs the cart mutations on the logged-in cart', async () => {
    const response = await post(
      {
        query:
          'mutation CartIsland_Update($input: UpdateCartLineInput!) { updateCartLine(input: $input) { cart { itemCount } userErrors { message } } }',
        variables: { input: { productId: String(P.jbl), quantity: 5 } },
      },
      { cookie },
    );
    expect(await response.json()).toEqual({ data: { updateCartLine: { cart: { itemCount: 5 }, userErrors: [] } } });
    const { json } = await call('GET', '/products/cart', { token });
    expect(json.data.itemCount).toBe(5);
  });

  it('answers an anonymous visitor as the gateway does: no cart, and still private', async () => {
    const response = await post({ query: CART });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ data: { cart: null } });
  });

  it('refuses GET and other methods with 405', async () => {
    const get = await SELF.fetch(`${ENDPOINT}?query=${encodeURIComponent(CART)}`, { headers: { cookie, host: 'musika.test' } });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(get.headers.get('cache-control')).toBe('private, no-store');
    const put = await SELF.fetch(ENDPOINT, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: ORIGIN, host: 'musika.test', cookie },
      body: JSON.stringify({ query: CART }),
    });
    expect(put.status).toBe(405);
  });

  it('refuses a body that is not application/json with 415 (a form post or text/plain needs no CORS preflight)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await post(JSON.stringify({ query: CART }), { cookie, headers: { 'content-type': type } });
      expect(response.status, type).toBe(415);
    }
  });

  it('refuses cross-site calls with 403 before they reach the gateway', async () => {
    const fromOrigin = await post({ query: CART }, { cookie, headers: { origin: 'https://evil.example' } });
    expect(fromOrigin.status).toBe(403);
    const fromSite = await post({ query: CART }, { cookie, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(fromSite.status).toBe(403);
  });

  it('refuses a body over 16 KB with 413', async () => {
    const response = await post({ query: CART, variables: { padding: 'x'.repeat(16 * 1024) } }, { cookie });
    expect(response.status).toBe(413);
  });

  it('lets through only the root fields of the cart island, however they are dressed up', async () => {
    const refused = [
      'query { viewer { id displayName } }',
      'mutation { clearCart { userErrors { message } } addToCart(input: { productId: "48", quantity: 1 }) { userErrors { message } } }',
      'query Sneaky { ...Everything } fragment Everything on Query { viewer { id } }',
      `${CART} query Other { cart { itemCount } }`,
    ];
    for (const query of refused) {
      const response = await post({ query }, { cookie });
      expect(response.status, query).toBe(403);
      expect(await response.json()).toEqual({ errors: [{ message: 'This operation is not available here' }] });
    }
    const { json } = await call('GET', '/products/cart', { token });
    expect(json.data.itemCount).toBe(2);
  });

  it('answers a body that is not a GraphQL request with 400', async () => {
    expect((await post('{not json', { cookie })).status).toBe(400);
    expect((await post({ variables: {} }, { cookie })).status).toBe(400);
    expect((await post({ query: 'query {' }, { cookie })).status).toBe(400);
  });
});
