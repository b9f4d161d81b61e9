/**
 * patches/@remix-run+router+*.patch caches the ranked route branches per route tree and tries only the
 * branches whose first path segment can match. These checks pin that it still picks exactly what react-router
 * ranks first (static over dynamic, index, pathless layouts, splats, optional segments, any letter case).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// The Worker bundles the CommonJS build (through @remix-run/server-runtime); that is the patched file.
const require = createRequire(import.meta.url);
const { matchRoutes } = require('@remix-run/router') as typeof import('@remix-run/router');

type R = import('@remix-run/router').AgnosticRouteObject;
const tree = (): R[] => [
  {
    id: 'root',
    path: '',
    children: [
      { id: 'home', index: true },
      { id: 'product', path: 'product/:slug' },
      { id: 'product-new', path: 'product/new' },
      {
        id: 'dashboard',
        path: 'dashboard',
        children: [
          { id: 'dashboard-home', index: true },
          { id: 'order', path: 'order/:id' },
        ],
      },
      { id: 'shop-layout', children: [{ id: 'cart', path: 'cart' }] },
      { id: 'lang', path: ':lang?/about' },
      { id: 'page', path: ':slug' },
      { id: 'Exact', path: 'Exact', caseSensitive: true },
      { id: 'files', path: 'files/*' },
      { id: 'splat', path: '*' },
    ],
  },
];
const leaf = (routes: R[], path: string) => matchRoutes(routes, path)?.at(-1)?.route.id;

describe('route matching (patched @remix-run/router)', () => {
  it('the patch is applied by npm install (postinstall: patch-package)', () => {
    expect(readFileSync(require.resolve('@remix-run/router'), 'utf8')).toContain('function indexBranches(');
  });

  it('picks the same route react-router ranks first', () => {
    const routes = tree();
    const expected: Record<string, string> = {
      '/': 'home',
      '/product/new': 'product-new',
      '/product/solar-panel': 'product',
      '/PRODUCT/solar-panel': 'product',
      '/dashboard': 'dashboard-home',
      '/dashboard/': 'dashboard-home',
      '/Dashboard/order/42': 'order',
      '/cart': 'cart',
      '/about': 'lang',
      '/sn/about': 'lang',
      '/company': 'page',
      '/Exact': 'Exact',
      '/exact': 'page',
      '/files/a/b.pdf': 'files',
      '/dashboard/nothing/here': 'splat',
      '/caf%C3%A9': 'page',
    };
    for (const [path, id] of Object.entries(expected)) expect([path, leaf(routes, path)]).toEqual([path, id]);
  });

  it('gives the params of the match and the same answer on the second call (cached branches)', () => {
    const routes = tree();
    for (let i = 0; i < 2; i++) {
      expect(matchRoutes(routes, '/dashboard/order/42')?.at(-1)?.params).toEqual({ id: '42' });
      expect(matchRoutes(routes, '/files/a/b.pdf')?.at(-1)?.params).toEqual({ '*': 'a/b.pdf' });
    }
  });

  it('serves a route tree from its cache: the patched matcher, not the stock one, is what answers', () => {
    // The stock matcher flattens the tree on every call and would find a route added to it later; the patched
    // one ranked this tree once (the Worker's never changes), so it keeps answering from that ranking.
    const routes = tree();
    expect(leaf(routes, '/newcomer')).toBe('page');
    routes[0].children!.unshift({ id: 'newcomer', path: 'newcomer' });
    expect(leaf(routes, '/newcomer')).toBe('page');
    expect(leaf(tree(), '/newcomer')).toBe('page');
  });

  it('answers for each route tree separately (a new tree is not served from the old one)', () => {
    const first = tree();
    expect(leaf(first, '/cart')).toBe('cart');
    const second: R[] = [{ id: 'other-root', path: '', children: [{ id: 'other-cart', path: 'cart' }] }];
    expect(leaf(second, '/cart')).toBe('other-cart');
    expect(leaf(second, '/company')).toBeUndefined();
  });
});
