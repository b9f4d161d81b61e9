/**
 * Offline shopping's service worker rules (issue 33 §2, decision 029): which pages it keeps (the last 30
 * products, the cart in this device's cache only, never another logged-in page nor a payment page), how an
 * offline copy is marked, and the queue of changes made offline. public/sw*.js are plain scripts, loaded here
 * in one sandbox as the worker's importScripts loads them.
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

type Entry = Record<string, unknown>;
interface Worker {
  requestKind(method: string, url: string, mode: string, origin: string): string | null;
  mayCache(kind: string | null, status: number, headers: Headers): boolean;
  markOffline(html: string, mark: string): string;
  offlineMark(kind: string, storedAtMs: number, waiting: number): string;
  queueEntry(pathname: string, fields: { get(name: string): string | null }, now: number): Entry | null;
  flushQueue(
    store: { all(): Promise<{ key: number; entry: Entry }[]>; remove(key: number): Promise<void> },
    send: (entry: Entry) => Promise<{ message: string }>,
  ): Promise<{ messages: string[]; left: number }>;
  flushWithRetries(run: () => Promise<number>, wait: (ms: number) => Promise<void>): Promise<number>;
  RETRY_PAUSES_MS: number[];
  copyKey(kind: string, url: string): string;
  MAX_PRODUCT_ENTRIES: number;
}

const sandbox: Record<string, unknown> = { URL, Headers, Response, Promise };
for (const file of ['sw-offline-words.js', 'sw-offline-copy.js', 'sw-offline-queue.js', 'sw.js']) {
  runInNewContext(readFileSync(new URL(`../../../public/${file}`, import.meta.url), 'utf8'), sandbox);
}
const sw = sandbox as unknown as Worker;

const ORIGIN = 'https://musika.co.zw';
const nav = (path: string) => sw.requestKind('GET', ORIGIN + path, 'navigate', ORIGIN);
const PRIVATE_HTML = new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store', vary: 'Cookie' });
const SHARED_HTML = new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=60' });
const form = (fields: Record<string, string>) => ({ get: (name: string) => fields[name] ?? null });

describe('offline copies: what the worker keeps', () => {
  it('keeps product pages apart from other pages, the last 30 of them', () => {
    expect(nav('/product/solar-panel-400w-mono-50/')).toBe('product');
    expect(nav('/product/real-estate/avondale-cottage-12/')).toBe('product');
    expect(nav('/blog')).toBe('page');
    // The booking form needs the network; an auction's verdict pages are not a product to shop offline.
    expect(nav('/product/jcb-hire-9/book')).toBe('page');
    expect(nav('/product/auction/mazda-bt-50-7/approved/')).toBe('page');
    expect(sw.MAX_PRODUCT_ENTRIES).toBe(30);
    // One copy per product, whatever the query (?added=1 after an add without JavaScript).
    expect(sw.copyKey('product', `${ORIGIN}/product/solar/?added=1`)).toBe(`${ORIGIN}/product/solar/`);
    expect(sw.copyKey('page', `${ORIGIN}/search?q=solar`)).toBe(`${ORIGIN}/search?q=solar`);
  });

  it('keeps the cart page, private as it is, and no other personal or payment page', () => {
    expect(nav('/cart')).toBe('cart');
    expect(sw.mayCache('cart', 200, PRIVATE_HTML)).toBe(true);
    for (const path of ['/checkout', '/checkout/payment/12', '/billing/details', '/thank-you', '/account/orders', '/dashboard/', '/login']) {
      expect(nav(path), path).toBeNull();
    }
    expect(nav('/cart?token=abc')).toBeNull();
  });

  it('never keeps a logged-in product page: only the shared anonymous one', () => {
    expect(sw.mayCache('product', 200, PRIVATE_HTML)).toBe(false);
    expect(sw.mayCache('product', 200, SHARED_HTML)).toBe(true);
    expect(sw.mayCache('product', 404, SHARED_HTML)).toBe(false);
  });

  it('never keeps a cart answer that sets a cookie or is not a page', () => {
    expect(sw.mayCache('cart', 200, new Headers({ 'content-type': 'text/html', 'set-cookie': 'musika_cart=; Max-Age=0' }))).toBe(false);
    expect(sw.mayCache('cart', 200, new Headers({ 'content-type': 'application/json' }))).toBe(false);
    expect(sw.mayCache('cart', 302, PRIVATE_HTML)).toBe(false);
  });

  it('answers form posts (to queue them or say they need the network), but not other scripts’ posts', () => {
    expect(sw.requestKind('POST', `${ORIGIN}/cart`, 'cors', ORIGIN)).toBe('post');
    expect(sw.requestKind('POST', `${ORIGIN}/wishlist/`, 'cors', ORIGIN)).toBe('post');
    expect(sw.requestKind('POST', `${ORIGIN}/contact-us`, 'navigate', ORIGIN)).toBe('post');
    expect(sw.requestKind('POST', `${ORIGIN}/session/graphql`, 'cors', ORIGIN)).toBeNull();
    expect(sw.requestKind('POST', 'https://other.example/cart', 'navigate', ORIGIN)).toBeNull();
  });
});

describe('offline copies: the mark', () => {
  const storedAt = Date.UTC(2026, 10, 27, 9, 20);

  it('says when the prices were kept, in Harare time, on <html> where hydration leaves it be', () => {
    const mark = sw.offlineMark('product', storedAt, 0);
    expect(mark).toBe('Offline — prices as of 27 Nov 2026, 11:20');
    expect(sw.markOffline('<!DOCTYPE html><html lang="en"><body>', mark)).toBe(
      '<!DOCTYPE html><html data-offline="Offline — prices as of 27 Nov 2026, 11:20" lang="en"><body>',
    );
  });

  it('tells a page without JavaScript how many changes wait to be sent', () => {
    expect(sw.offlineMark('cart', storedAt, 2)).toBe(
      'Offline — prices as of 27 Nov 2026, 11:20 · 2 changes wait to be sent when you are back online',
    );
    expect(sw.offlineMark('page', storedAt, 1)).toMatch(/^Offline — saved 27 Nov 2026, 11:20 · 1 change waits/);
  });

  it('escapes what goes in the attribute', () => {
    expect(sw.markOffline('<html>', 'a "b" <c> & d')).toBe('<html data-offline="a &quot;b&quot; &lt;c> &amp; d">');
  });
});

describe('the offline queue', () => {
  it('keeps add to cart and favourites, with the price the buyer saw', () => {
    const add = sw.queueEntry('/cart', form({ intent: 'add', productId: '50', slug: 'solar-panel', quantity: '2', seenPriceCents: '11500' }), 7);
    expect(add).toEqual({ kind: 'cart', productId: '50', variationId: '0', quantity: 2, slug: 'solar-panel', seenPriceCents: 11500, queuedAt: 7 });
    expect(sw.queueEntry('/wishlist/', form({ intent: 'remove', productId: '50' }), 7)).toEqual({
      kind: 'wishlist',
      intent: 'remove',
      productId: '50',
      queuedAt: 7,
    });
  });

  it('keeps nothing else: other cart changes, bad input, other forms', () => {
    expect(sw.queueEntry('/cart', form({ intent: 'clear', productId: '50', slug: 's' }), 1)).toBeNull();
    expect(sw.queueEntry('/cart', form({ intent: 'add', productId: 'x', slug: 's' }), 1)).toBeNull();
    expect(sw.queueEntry('/cart', form({ intent: 'add', productId: '5', slug: 's', quantity: '500' }), 1)).toBeNull();
    expect(sw.queueEntry('/checkout', form({ intent: 'add', productId: '5', slug: 's' }), 1)).toBeNull();
  });

  it('sends in order, removes what the server answered, and keeps the rest when the network fails again', async () => {
    const queue = new Map<number, Entry>([
      [1, { productId: '1' }],
      [2, { productId: '2' }],
      [3, { productId: '3' }],
    ]);
    const store = { all: async () => [...queue].map(([key, entry]) => ({ key, entry })), remove: async (key: number) => void queue.delete(key) };
    const sent: unknown[] = [];
    const result = await sw.flushQueue(store, async (entry) => {
      if (entry.productId === '3') throw new TypeError('Failed to fetch');
      sent.push(entry.productId);
      return { message: `sent ${entry.productId}` };
    });
    expect(sent).toEqual(['1', '2']);
    expect(result).toEqual({ messages: ['sent 1', 'sent 2'], left: 1 });
    expect([...queue.keys()]).toEqual([3]);
  });

  it('tries a failed send again after growing pauses, and stops once nothing is left or the pauses run out', async () => {
    const pauses: number[] = [];
    const wait = async (ms: number) => void pauses.push(ms);
    let left = [1, 1, 0];
    expect(await sw.flushWithRetries(async () => left.shift() ?? 0, wait)).toBe(0);
    expect(pauses).toEqual(sw.RETRY_PAUSES_MS.slice(0, 2));

    pauses.length = 0;
    left = [2, 2, 2, 2, 2];
    expect(await sw.flushWithRetries(async () => left.shift() ?? 0, wait)).toBe(2);
    expect(pauses).toEqual(sw.RETRY_PAUSES_MS);
    expect(left).toHaveLength(5 - (sw.RETRY_PAUSES_MS.length + 1));
  });
});
