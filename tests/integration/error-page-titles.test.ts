/**
 * Every error page is a full page with a <title> (issue 13), a product that does not exist included, in every
 * product variant. Needs a fresh `npm run build`.
 */
import { describe, expect, it } from 'vitest';
import { page } from './support/http';

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
/** A full page: the site's header, main and footer around the error, not a bare message. */
const isFullPage = (html: string) => html.includes('<header') && html.includes('id="main"') && html.includes('<footer');

describe('error pages have a title', () => {
  it('a missing product, in every product variant, is a full 404 page titled "Page not found"', async () => {
    const paths = [
      '/product/no-such-product-b13/',
      '/product/real-estate/no-such-product-b13/',
      '/product/trades-services/no-such-product-b13/',
      '/product/auction/no-such-product-b13/',
      '/product/auction/no-such-product-b13/approved/',
      '/product/auction-real-estate/no-such-product-b13/rejected/',
    ];
    for (const path of paths) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(title(html), path).toBe('Page not found — Musika');
      expect(isFullPage(html), path).toBe(true);
    }
  });

  it('a missing category is a full 404 page with a title', async () => {
    const { status, html } = await page('/category/no-such-category-b13');
    expect(status).toBe(404);
    expect(title(html)).toBe('Page not found — Musika');
    expect(isFullPage(html)).toBe(true);
  });

  it('the server-error and unauthorized screens have titles too', async () => {
    for (const path of ['/server-error/', '/unauthorized/', '/not-found/']) {
      const { html } = await page(path);
      expect(title(html).length, path).toBeGreaterThan(0);
      expect(isFullPage(html), path).toBe(true);
    }
  });
});
