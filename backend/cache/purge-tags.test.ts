import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { PURGE_HEADER, purgeHeaderValue, purgeTagsForProduct, setPurgeHeader } from './purge-tags';

describe('edge-cache purge tags', () => {
  it('names a product by its detail and its store', () => {
    expect(purgeTagsForProduct({ slug: 'jbl-flip-6-48', businessSlug: 'borrowdale-digital' })).toEqual([
      'product:jbl-flip-6-48',
      'business:borrowdale-digital',
    ]);
  });

  it('lists each tag once, comma-separated, and nothing when there is nothing to purge', () => {
    const a = purgeTagsForProduct({ slug: 'a', businessSlug: 'shop' });
    const b = purgeTagsForProduct({ slug: 'b', businessSlug: 'shop' });
    expect(purgeHeaderValue([...a, ...b, ...a])).toBe('product:a, business:shop, product:b');
    expect(purgeHeaderValue([])).toBeNull();
    // A malformed tag would split or corrupt the list: left out.
    expect(purgeHeaderValue(['product:x, business:y', 'product: spaced', 'product:ok'])).toBe('product:ok');
  });

  it('rides on the handler response as x-musika-purge', async () => {
    const app = new Hono();
    app.post('/w', (c) => {
      setPurgeHeader(c, purgeTagsForProduct({ slug: 'maize-meal-10kg-7', businessSlug: 'mbare-grocers' }));
      return c.json({ ok: true });
    });
    app.post('/none', (c) => {
      setPurgeHeader(c, []);
      return c.json({ ok: true });
    });
    expect((await app.request('/w', { method: 'POST' })).headers.get(PURGE_HEADER)).toBe('product:maize-meal-10kg-7, business:mbare-grocers');
    expect((await app.request('/none', { method: 'POST' })).headers.has(PURGE_HEADER)).toBe(false);
  });
});
