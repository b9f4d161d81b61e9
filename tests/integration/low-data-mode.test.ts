/**
 * Low-data mode (issue 33 §1, decision 028) through the whole Worker: the switch and its cookie, Save-Data, the
 * page cache keeping a low-data and a normal copy apart, and the low-data page itself (no scripts, no module
 * preloads, photos as placeholders with their real weight).
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../server';
import { describe, expect, it } from 'vitest';
import { SELF, settleWorkerTasks } from './support/worker';
import { cookieHeader, loginAs } from './support/session';

const ORIGIN = 'http://musika.test';

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { headers: { host: 'musika.test', ...headers }, redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

async function productWithPhoto(): Promise<{ path: string; photo: string }> {
  const row = await env.DB.prepare(
    "select p.slug, i.url from products p join product_images i on i.product_id = p.id where p.status = 'publish' and p.kind = 'general' and i.url like '/images/%' order by p.id limit 1",
  ).first<{ slug: string; url: string }>();
  return { path: `/product/${row!.slug}/`, photo: row!.url };
}

describe('low-data switch', () => {
  it('turns the mode on with a cookie and returns to the page, and the page then has no scripts', async () => {
    const on = await get('/low-data?mode=on&back=%2Fshop%2Ffeatured%2F');
    expect(on.status).toBe(303);
    expect(on.headers.get('location')).toBe('/shop/featured/');
    const cookie = on.headers.get('set-cookie')!.split(';')[0];
    expect(cookie).toBe('low_data=on');
    const page = await get('/shop/featured/', { cookie });
    expect(page.status).toBe(200);
    expect(page.html).toContain('Low-data mode is on');
    expect(page.html).toContain('/low-data?mode=off&amp;back=%2Fshop%2Ffeatured%2F');
    expect(page.html).not.toMatch(/<script[^>]*\bsrc=|type="module"|__remixContext/);
  });

  it('offers the switch on every normal page, as a plain link', async () => {
    const page = await get('/shop/featured/');
    expect(page.html).toContain('href="/low-data?mode=on"');
    expect(page.html).not.toContain('Low-data mode is on');
  });
});

describe('low-data page', () => {
  it('follows Save-Data: no modulepreload, prefetch or module script, no <img>; placeholders carry the photo’s weight', async () => {
    const { path, photo } = await productWithPhoto();
    const page = await get(path, { 'save-data': 'on' });
    expect(page.status).toBe(200);
    expect(page.html).not.toMatch(/rel="(modulepreload|prefetch)"/);
    expect(page.html).not.toMatch(/<img\b/);
    const file = await (await env.ASSETS.fetch(new Request(`${ORIGIN}${photo}`))).arrayBuffer();
    expect(file.byteLength).toBeGreaterThan(0);
    const kb = Math.max(1, Math.round(file.byteLength / 1024));
    expect(page.html).toContain(`Photo · ${kb} KB`);
    // The main photo is a link to its smallest variant, so a tap loads it without JavaScript.
    expect(page.html).toMatch(new RegExp(`<a class="ld-photo[^"]*" data-ld-src="${photo.replace(/[.?]/g, '\\$&')}\\?w=425"[^>]*href=`));
    // One inline script only (photo taps, the page's cost), allowed by its hash on the shared copy.
    expect(page.html.match(/<script/g)).toHaveLength(1);
    expect(page.html).toContain("getEntriesByType('resource')");
  });

  it('keeps a low-data and a normal copy apart in the page cache', async () => {
    // A page no other test here asks for, so its first visit is a miss.
    const path = '/category';
    const normal = await get(path);
    expect(normal.headers.get('x-musika-cache')).toBe('MISS');
    await settleWorkerTasks();
    const low = await get(path, { 'save-data': 'on' });
    expect(low.headers.get('x-musika-cache')).toBe('MISS');
    await settleWorkerTasks();
    const [normalAgain, lowAgain, byCookie, offByCookie] = [
      await get(path),
      await get(path, { 'save-data': 'on' }),
      await get(path, { cookie: 'low_data=on' }),
      await get(path, { cookie: 'low_data=off', 'save-data': 'on' }),
    ];
    for (const hit of [normalAgain, lowAgain, byCookie, offByCookie]) expect(hit.headers.get('x-musika-cache')).toBe('HIT');
    // Booleans, not the pages: a failure should not print 100 KB of HTML.
    const lowDataCopy = (html: string) => html.includes('Low-data mode is on') && !html.includes('__remixContext');
    const normalCopy = (html: string) => !html.includes('Low-data mode is on') && html.includes('__remixContext');
    expect([normalAgain, lowAgain, byCookie, offByCookie].map((p) => [lowDataCopy(p.html), normalCopy(p.html)])).toEqual([
      [false, true],
      [true, false],
      [true, false],
      [false, true],
    ]);
    expect(lowAgain.headers.get('vary')).toContain('Save-Data');
    expect(lowAgain.headers.get('content-security-policy')).toMatch(/script-src 'sha256-[^']+'/);
  });
});

describe('low-data page for a logged-in buyer', () => {
  it('is private, never cached, and its one script carries the response’s nonce', async () => {
    const { jar } = await loginAs('buyer');
    const page = await get('/shop/featured/', { cookie: `${cookieHeader(jar)}; low_data=on` });
    expect(page.headers.get('x-musika-cache')).toBeNull();
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.html).toContain('Low-data mode is on');
    const scripts = page.html.match(/<script[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(1);
    const nonce = /nonce="([^"]+)"/.exec(scripts[0] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(page.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
  });
});

describe('low-data store finder', () => {
  it('leaves the map tiles out and offers this one page in full, with the map', async () => {
    // A tile server configured, as in production (wrangler.toml leaves it empty for development).
    const withTiles = { ...env, MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' };
    const fetchPage = async (path: string) => {
      const ctx = createExecutionContext();
      const request = new Request(`${ORIGIN}${path}`, { headers: { host: 'musika.test', cookie: 'low_data=on' } });
      const response = await worker.fetch(request as never, withTiles as never, ctx);
      const html = await response.text();
      await waitOnExecutionContext(ctx);
      return html;
    };
    const low = await fetchPage('/store-finder?city=harare');
    expect(low).toContain('Low-data mode is on');
    expect(low).toContain('href="/store-finder?city=harare&#38;full=1"');
    expect(low).not.toContain('__remixContext');
    const full = await fetchPage('/store-finder?city=harare&full=1');
    expect(full).not.toContain('Low-data mode is on');
    expect(full).toContain('__remixContext');
  });
});
