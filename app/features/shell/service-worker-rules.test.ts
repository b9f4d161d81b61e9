/**
 * The service worker's "what may be cached" rule (issue 13: it caches the app shell and an offline page,
 * never a logged-in page). public/sw.js is a plain script, so its rule functions are loaded in a sandbox.
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { serviceWorkerUrl } from './service-worker-client';

type Kind = 'shell' | 'page' | 'product' | 'cart' | 'post' | null;
interface Rules {
  requestKind(method: string, url: string, mode: string, origin: string): Kind;
  mayCache(kind: Kind, status: number, headers: Headers): boolean;
}

const sandbox: Record<string, unknown> = { URL };
// sw.js loads its helpers with importScripts, which a sandbox lacks: they are loaded first, as the worker does.
for (const file of ['sw-offline-words.js', 'sw-offline-copy.js', 'sw-offline-queue.js', 'sw.js']) {
  runInNewContext(readFileSync(new URL(`../../../public/${file}`, import.meta.url), 'utf8'), sandbox);
}
const { requestKind, mayCache } = sandbox as unknown as Rules;

const ORIGIN = 'https://musika.co.zw';
const nav = (path: string, method = 'GET') => requestKind(method, ORIGIN + path, 'navigate', ORIGIN);
const headers = (h: Record<string, string>) => new Headers(h);
const SHARED_PAGE = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' };

describe('service worker: what it precaches', () => {
  it('precaches the offline page and the favicon only, so installing it costs a low-data visitor nothing more (issue 33 §1)', () => {
    expect(sandbox.PRECACHE).toEqual(['/offline', '/favicon.svg']);
    // A photo a low-data visitor tapped is not kept by the worker either: only the hashed app-shell files are.
    expect(requestKind('GET', `${ORIGIN}/images/seed/products/a-1.svg?w=425`, 'no-cors', ORIGIN)).toBeNull();
  });
});

describe('service worker: which requests it answers', () => {
  it('caches the app shell: hashed assets and the favicon', () => {
    expect(requestKind('GET', `${ORIGIN}/assets/entry.client-njI8Mbhw.js`, 'no-cors', ORIGIN)).toBe('shell');
    expect(requestKind('GET', `${ORIGIN}/favicon.svg`, 'no-cors', ORIGIN)).toBe('shell');
  });

  it('answers public page navigations network-first', () => {
    expect(nav('/')).toBe('page');
    expect(nav('/blog/article/buying-a-used-car-in-harare')).toBe('page');
    // Product pages too, kept apart (the last 30): offline-worker-rules.test.ts.
    expect(nav('/product/toyota-hilux/')).toBe('product');
  });

  // The cart page is the one exception (issue 33 §2): offline-worker-rules.test.ts.
  it('never handles /account, /dashboard, /checkout or other personal pages', () => {
    for (const path of ['/account', '/account/orders', '/dashboard/', '/dashboard/orders', '/checkout/', '/login', '/logout', '/offer/abc']) {
      expect(nav(path), path).toBeNull();
    }
  });

  it('never handles other scripts’ POSTs, other origins, API calls or one-time links', () => {
    // A form's own POST is answered only when the network fails (offline-worker-rules.test.ts).
    expect(requestKind('POST', `${ORIGIN}/contact-us`, 'cors', ORIGIN)).toBeNull();
    expect(requestKind('GET', 'https://www.googletagmanager.com/gtm.js', 'no-cors', ORIGIN)).toBeNull();
    expect(requestKind('GET', `${ORIGIN}/graphql`, 'cors', ORIGIN)).toBeNull();
    expect(nav('/wp-json/ezw/v1/posts')).toBeNull();
    expect(nav('/password-reset?key=abc')).toBeNull();
    expect(nav('/?token=abc')).toBeNull();
  });

  it('leaves Remix data requests to the network', () => {
    expect(requestKind('GET', `${ORIGIN}/blog.data`, 'cors', ORIGIN)).toBeNull();
  });
});

describe('service worker: what may be cached', () => {
  it('stores the shared anonymous page', () => {
    expect(mayCache('page', 200, headers(SHARED_PAGE))).toBe(true);
  });

  it('never stores a logged-in page (private, no-store)', () => {
    expect(mayCache('page', 200, headers({ 'content-type': 'text/html', 'cache-control': 'private, no-store', vary: 'Cookie' }))).toBe(false);
  });

  it('never stores a page without an explicit public Cache-Control', () => {
    expect(mayCache('page', 200, headers({ 'content-type': 'text/html' }))).toBe(false);
  });

  it('never stores a response that sets a cookie', () => {
    expect(mayCache('page', 200, headers({ ...SHARED_PAGE, 'set-cookie': 'ezw_session=1' }))).toBe(false);
    expect(mayCache('shell', 200, headers({ 'set-cookie': 'a=1' }))).toBe(false);
  });

  it('never stores no-store or no-cache shell files, errors or redirects', () => {
    expect(mayCache('shell', 200, headers({ 'cache-control': 'no-store' }))).toBe(false);
    expect(mayCache('page', 404, headers(SHARED_PAGE))).toBe(false);
    expect(mayCache('page', 301, headers(SHARED_PAGE))).toBe(false);
  });

  it('stores hashed assets', () => {
    expect(mayCache('shell', 200, headers({ 'cache-control': 'public, max-age=31536000, immutable', 'content-type': 'text/javascript' }))).toBe(true);
  });

  it('stores nothing it does not handle', () => {
    expect(mayCache(null, 200, headers(SHARED_PAGE))).toBe(false);
  });
});

describe('service worker registration', () => {
  it('names each build its own worker, so a deployment is a new version', () => {
    expect(serviceWorkerUrl('9acbf0f2')).toBe('/sw.js?v=9acbf0f2');
    expect(serviceWorkerUrl(undefined)).toBe('/sw.js');
  });
});
