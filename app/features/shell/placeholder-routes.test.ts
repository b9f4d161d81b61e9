import { describe, expect, it } from 'vitest';
import { routeTable } from '~/routes';
import { placeholderFor, placeholderForNavigation } from './placeholder-routes';

/** A sample address for a route path in spec notation. */
const sample = (path: string) => path.replace(/\{(\w+)\??\}/g, 'sample-$1');

describe('loading placeholders for product and category pages (spec §2 overlay 9)', () => {
  it('every product route gets the product placeholder', () => {
    const products = routeTable.filter((r) => r.module === 'routes/product.tsx');
    expect(products.length).toBeGreaterThan(3);
    for (const r of products) expect(placeholderFor(sample(r.path)), r.path).toBe('product');
  });

  it('every category screen (and its near-you page) gets the category placeholder', () => {
    const categories = routeTable.filter((r) => r.id.startsWith('category-') || r.id === 'categories');
    expect(categories.length).toBeGreaterThan(10);
    for (const r of categories) expect(placeholderFor(sample(r.path)), r.path).toBe('category');
  });

  it('other pages get none', () => {
    for (const path of ['/', '/blog', '/cart', '/dashboard/', '/search', '/vendor/x', '/categoryx']) expect(placeholderFor(path), path).toBeNull();
  });

  it('shows only for a navigation to another page, never for the reload after a form post', () => {
    const to = (pathname: string, extra = {}) => ({ state: 'loading', location: { pathname }, ...extra });
    expect(placeholderForNavigation(to('/product/a/'), '/')).toBe('product');
    expect(placeholderForNavigation(to('/product/a/', { formMethod: 'POST' }), '/product/a/')).toBeNull();
    expect(placeholderForNavigation(to('/category/phones'), '/category/phones')).toBeNull();
    expect(placeholderForNavigation({ state: 'idle' }, '/')).toBeNull();
  });
});
