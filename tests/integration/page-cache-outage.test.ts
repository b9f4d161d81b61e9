/**
 * Whole-page edge cache and outages (the hardening and performance issues), calling the Worker's own fetch so
 * one test can run it against a dead API (EZW_API_BASE on a closed port) and move the clock.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../server';
import { loginAs, cookieHeader } from './support/session';
import { buyerToken, checkout, P, product } from './support/buying';
import { settleWorkerTasks } from './support/worker';

const ORIGIN = 'http://musika.test';
const DEAD_API = { ...env, EZW_API_BASE: 'http://127.0.0.1:9' };

async function get(path: string, workerEnv: typeof env = env, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { headers: { host: 'musika.test', ...headers } }), workerEnv as never, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, headers: response.headers, html };
}

async function productPath(): Promise<string> {
  const row = await env.DB.prepare("select slug from products where status = 'publish' and kind = 'general' order by id limit 1").first<{
    slug: string;
  }>();
  return `/product/${row!.slug}/`;
}

afterEach(() => vi.useRealTimers());

describe('page cache for anonymous visitors', () => {
  it('serves the second anonymous visit from the cache, with hashed scripts and no nonce', async () => {
    const first = await get('/shop/featured/');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-musika-cache')).toBe('MISS');
    await settleWorkerTasks();
    const second = await get('/shop/featured/');
    expect(second.headers.get('x-musika-cache')).toBe('HIT');
    expect(second.headers.get('cache-control')).toContain('public');
    expect(second.html).not.toMatch(/\bnonce=/);
    expect(second.headers.get('content-security-policy')).toMatch(/script-src 'sha256-[^']+'/);
    expect(second.headers.get('content-security-policy')).not.toContain('nonce-');
  });

  it('never serves a cached page to a logged-in visitor, and keeps theirs private', async () => {
    await get('/shop/featured/');
    const { jar } = await loginAs('buyer');
    const mine = await get('/shop/featured/', env, { cookie: cookieHeader(jar) });
    expect(mine.headers.get('x-musika-cache')).toBeNull();
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.html).toMatch(/\bnonce="/);
  });

  it('keeps a visitor with a cart cookie out of the shared cache', async () => {
    const carted = await get('/shop/featured/', env, { cookie: 'musika_cart=abc' });
    expect(carted.headers.get('x-musika-cache')).toBeNull();
    expect(carted.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('purge: a change to what a page shows', () => {
  it('is visible on the next anonymous visit (well within 5 s) after a write that names it', async () => {
    const row = await product(P.jbl);
    const path = `/product/${row.slug}/`;
    await get(path);
    await settleWorkerTasks();
    expect((await get(path)).headers.get('x-musika-cache')).toBe('HIT');
    // Checkout takes stock: the backend names the product in x-musika-purge and the Worker bumps the generation.
    const token = await buyerToken();
    const ctx = createExecutionContext();
    const placed = await worker.fetch(
      new Request(`${ORIGIN}/wp-json/ezw/v1/orders/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(checkout({ items: [{ product: P.jbl, quantity: 1 }] })),
      }),
      env as never,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(placed.status).toBe(201);
    expect(placed.headers.get('x-musika-purge')).toBeNull();
    const after = await get(path);
    expect(after.headers.get('x-musika-cache')).toBe('MISS');
  });
});

describe('outage: the API is unreachable', () => {
  it('serves every cached public page through a 10-minute outage', async () => {
    const paths = ['/', '/category', '/vendors', '/search?term=maize', await productPath()];
    for (const path of paths) expect((await get(path)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    let served = 0;
    let asked = 0;
    for (let minute = 1; minute <= 10; minute++) {
      vi.setSystemTime(start + minute * 60_000);
      for (const path of paths) {
        asked++;
        const during = await get(path, DEAD_API);
        if (during.status === 200 && during.html.includes('</html>')) served++;
      }
    }
    expect(served / asked).toBeGreaterThanOrEqual(0.99);
  });

  it('answers 503 "temporarily unavailable" with Retry-After, never not found, for what is not cached', async () => {
    for (const path of ['/search?term=nothing-cached-yet', '/product/never-cached-product/', '/vendor/never-cached-store']) {
      const page = await get(path, DEAD_API);
      expect(page.status, path).toBe(503);
      expect(page.headers.get('retry-after')).toBe('30');
      expect(page.html).toContain('temporarily unavailable');
      // What the page shows (every page's data also carries the error screens' words, not-found's among them).
      const shown = page.html.match(/<main[\s\S]*<\/main>/)?.[0] ?? '';
      expect(shown).toContain('temporarily unavailable');
      expect(shown).not.toContain('listing may have ended');
    }
  });
});
