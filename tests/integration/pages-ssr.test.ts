/** Pages rendered on the server by the Worker: status codes, content, the unbuilt routes and error screens. */
import { describe, expect, it } from 'vitest';
import { page, rest } from './support/http';

const firstProduct = async (categorySlug: string) =>
  (await rest('GET', `/categories?slug=${categorySlug}&per_page=1`)).json.data.products[0].slug as string;

describe('server-rendered pages', () => {
  it('renders home with deals, popular categories and the category menu', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(html).toMatch(/Today(&#x27;|')s deals/);
    expect(html).toContain('Popular categories');
    expect(html).toContain('href="/category/electronics"');
    expect(html).toMatch(/href="\/product\/[^"]+\/"/);
  });

  it('renders a category with 12 products a page and paging links', async () => {
    const { status, html } = await page('/category/electronics');
    expect(status).toBe(200);
    // Product cards only: the seed's category ads add sponsored cards (data-ad-id) beside them.
    expect(html.match(/<article(?![^>]*data-ad-id)/g)?.length).toBe(12);
    expect(html).toContain('href="/category/electronics?page=2"');
    const second = await page('/category/electronics?page=2');
    expect(second.html).toMatch(/Page (<!-- -->)?2(<!-- -->)? of/);
  });

  it('renders a product page with price, specs and related products', async () => {
    const slug = await firstProduct('cars');
    const { status, html } = await page(`/product/${slug}/`);
    expect(status).toBe(200);
    expect(html).toContain('Mileage');
    expect(html).toContain('You may also like');
    expect(html).toMatch(/\$[\d,]+\.\d\d/);
  });

  it('opens real estate through its own variant and redirects the generic route there', async () => {
    const slug = await firstProduct('houses-for-sale');
    const variant = await page(`/product/real-estate/${slug}/`);
    expect(variant.status).toBe(200);
    expect(variant.html).toContain('Bedrooms');
    const generic = await page(`/product/${slug}/`);
    expect(generic.status).toBe(301);
    expect(generic.headers.get('location')).toBe(`/product/real-estate/${slug}/`);
  });

  it('sets the auction status from the -approved and -rejected routes', async () => {
    const slug = await firstProduct('vehicle-auctions');
    expect((await page(`/product/auction/${slug}/approved/`)).html).toContain('Auction approved');
    expect((await page(`/product/auction/${slug}/rejected/`)).html).toContain('Auction rejected');
  });

  it('renders deals, categories, popular categories, a storefront and a generic page', async () => {
    expect((await page('/shop/featured/')).html).toContain('biggest savings first');
    expect((await page('/category')).html).toContain('All categories');
    expect((await page('/popular-categories')).status).toBe(200);
    const [b] = (await rest('GET', '/businesses?limit=1')).json.data.load;
    expect((await page(`/vendor/${b.slug}`)).html).toContain(b.name.replace(/&/g, '&amp;'));
    const about = await page('/about-us/');
    expect(about.status).toBe(200);
    expect(about.html).toContain('<h1');
  });

  it('answers unknown paths, products and categories with the not-found screen and 404', async () => {
    for (const path of ['/no/such/path', '/product/nope-404/', '/category/nope-404', '/missing-page/', '/vendor/nobody']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain('Page not found');
    }
  });

  it('answers 404 for articles, videos, blog categories and shopping centres that do not exist', async () => {
    for (const path of [
      '/blog/article/nope-404',
      '/blog/video/nope-404',
      '/blog/category/nope-404',
      '/shopping-centres/999999',
      '/faqs?category=nope-404',
    ]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain('<title>Page not found — Musika</title>');
    }
  });

  it('has the not-found, server-error and unauthorized screens at their addresses', async () => {
    expect((await page('/not-found/')).status).toBe(404);
    const error = await page('/server-error/');
    expect(error.status).toBe(500);
    expect(error.html).toContain('Our server had a problem');
    const unauthorized = await page('/unauthorized/');
    expect(unauthorized.status).toBe(403);
    expect(unauthorized.html).toContain('Back to Musika');
  });

  it('keeps a bad page number from breaking a list', async () => {
    expect((await page('/shop/featured/?page=-3')).status).toBe(200);
    expect((await page('/shop/featured/?page=99999999')).status).toBe(200);
  });
});
