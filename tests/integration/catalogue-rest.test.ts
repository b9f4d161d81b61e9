/** The ezw/v1 catalogue contract on the embedded backend: good input, bad input, unknown slugs. */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { categoryMenu, getCategory, listAttributes, listCategories, popularCategories } from '../../schema/rest/categories';
import { businessProducts, getProduct, productsBySaleType, RELATED_ON_PAGE, relatedProducts, REVIEWS_ON_PAGE } from '../../schema/rest/products';
import { productReviews } from '../../schema/rest/reviews';
import { getBusiness, listBusinesses, promotedBusinesses } from '../../schema/rest/businesses';
import { getMenu, getPage } from '../../schema/rest/content';
import { rest } from './support/http';

describe('categories', () => {
  it('POST /categories lists every category; mini gives top-level id, slug and name', async () => {
    const all = await rest('POST', '/categories');
    expect(all.status).toBe(200);
    const full = listCategories.data.parse(all.json.data).load;
    expect(full.length).toBeGreaterThan(40);
    const mini = await rest('POST', '/categories?mini=1');
    const top = mini.json.data.load;
    expect(top.length).toBe(16);
    expect(Object.keys(top[0]).sort()).toEqual(['id', 'name', 'slug']);
  });

  it("GET /categories?slug answers the category with 12 products a page and message 'success'", async () => {
    const { status, json } = await rest('GET', '/categories?slug=electronics');
    expect(status).toBe(200);
    expect(json.message).toBe('success');
    const data = getCategory.data.parse(json.data);
    expect(data.category.slug).toBe('electronics');
    expect(data.products).toHaveLength(12);
    expect(data.pageInfo).toMatchObject({ page: 1, perPage: 12 });
    expect(data.pageInfo.total).toBe(data.category.count);
    expect(data.children.map((c) => c.slug)).toContain('phones');
  });

  it('pages through a category without repeating products', async () => {
    const p1 = await rest('GET', '/categories?slug=electronics&page=1&per_page=5');
    const p2 = await rest('GET', '/categories?slug=electronics&page=2&per_page=5');
    const ids1 = p1.json.data.products.map((p: { id: number }) => p.id);
    const ids2 = p2.json.data.products.map((p: { id: number }) => p.id);
    expect(ids1.filter((id: number) => ids2.includes(id))).toEqual([]);
  });

  it('finds a subcategory by id and by name, with its ancestors', async () => {
    const bySlug = await rest('GET', '/categories?slug=phones');
    const id = bySlug.json.data.category.id;
    const byId = await rest('GET', `/categories?id=${id}`);
    expect(byId.json.data.category.slug).toBe('phones');
    expect(byId.json.data.ancestors.map((a: { slug: string }) => a.slug)).toEqual(['electronics']);
    const byName = await rest('GET', '/categories?name=Phones');
    expect(byName.json.data.category.id).toBe(id);
  });

  it('answers an unknown slug with 404 and the spec message', async () => {
    const { status, json } = await rest('GET', '/categories?slug=no-such-thing');
    expect(status).toBe(404);
    expect(json.message).toBe('Failed to fetch category with slug: no-such-thing');
  });

  it('rejects bad input with a clear 400 message', async () => {
    const none = await rest('GET', '/categories');
    expect(none.status).toBe(400);
    expect(none.json.message).toBe('Give a category slug, name or id');
    const hostile = await rest('GET', `/categories?slug=${encodeURIComponent("x' OR 1=1 --")}`);
    expect(hostile.status).toBe(400);
    expect(hostile.json.message).toMatch(/slug may hold only letters, digits and dashes/);
    const huge = await rest('GET', '/categories?slug=electronics&per_page=1000');
    expect(huge.status).toBe(400);
    expect(huge.json.message).toMatch(/^per_page:/);
  });

  it('POST /attributes?categoryId= gives attributes with term counts', async () => {
    const cat = await rest('GET', '/categories?slug=clothing-apparel&per_page=1');
    const { status, json } = await rest('POST', `/attributes?categoryId=${cat.json.data.category.id}`);
    expect(status).toBe(200);
    const attrs = listAttributes.data.parse(json.data).load;
    expect(attrs.map((a) => a.slug)).toEqual(expect.arrayContaining(['clothing-size']));
    expect(attrs.flatMap((a) => a.terms).some((t) => t.count > 0)).toBe(true);
    expect((await rest('POST', '/attributes?categoryId=abc')).status).toBe(400);
    expect((await rest('POST', '/attributes?categoryId=999999')).status).toBe(404);
  });

  it('POST /categories/popularCategories gives the popular ones, busiest first', async () => {
    const { json } = await rest('POST', '/categories/popularCategories');
    const cats = popularCategories.data.parse(json.data).load;
    expect(cats.length).toBeGreaterThanOrEqual(6);
    const counts = cats.map((c) => c.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('POST /category/menu answers data.categoriesMenu with groups and subitems', async () => {
    const { json } = await rest('POST', '/category/menu');
    const menu = categoryMenu.data.parse(json.data).categoriesMenu;
    expect(menu.length).toBe(16);
    expect(menu[0].subitems.length).toBeGreaterThan(0);
    expect(menu[0].url).toMatch(/^\/category\//);
  });
});

describe('products', () => {
  it('POST /product?slug answers data with kind-specific details', async () => {
    const list = await rest('GET', '/categories?slug=cars&per_page=1');
    const slug = list.json.data.products[0].slug;
    const { status, json } = await rest('POST', `/product?slug=${slug}`);
    expect(status).toBe(200);
    const p = getProduct.data.parse(json.data);
    expect(p.kind).toBe('motor_vehicle');
    expect(p.vehicle).toMatchObject({ make: expect.any(String), year: expect.any(Number) });
    expect(p.images.length).toBeGreaterThan(0);
    expect(p.categories.map((c) => c.slug)).toEqual(['motor-vehicles', 'cars']);
  });

  it('gives real estate bedrooms and stand sizes', async () => {
    const list = await rest('GET', '/categories?slug=houses-for-sale&per_page=1');
    const { json } = await rest('POST', `/product?slug=${list.json.data.products[0].slug}`);
    expect(json.data.realEstate.bedrooms).toBeGreaterThan(0);
    expect(json.data.realEstate.standSizeSqm).toBeGreaterThan(0);
  });

  it('answers an unknown product with 404 and bad slugs with 400', async () => {
    expect((await rest('POST', '/product?slug=nope-404')).status).toBe(404);
    expect((await rest('POST', '/product')).status).toBe(400);
    expect((await rest('POST', `/product?slug=${'a'.repeat(10_000)}`)).json.message).toMatch(/too long/);
  });

  it("POST /product carries its page extras: the seller's card, first reviews and related products, equal to their own reads", async () => {
    const slug = 'samsung-galaxy-a15-128gb-37';
    const p = getProduct.data.parse((await rest('POST', `/product?slug=${slug}`)).json.data);
    const [business, reviews, related] = await Promise.all([
      rest('POST', `/business?bSlug=${p.business.slug}`),
      rest('GET', `/products/reviews?slug=${slug}&per_page=${REVIEWS_ON_PAGE}`),
      rest('GET', `/products/related?slug=${slug}&limit=${RELATED_ON_PAGE}`),
    ]);
    const seller = getBusiness.data.parse(business.json.data);
    expect(p.page?.seller).toEqual({
      logo: seller.logo,
      city: seller.city,
      phone: seller.phone,
      whatsApp: seller.whatsApp,
      productCount: seller.productCount,
    });
    const { message: _message, ...reviewsPage } = productReviews.data.parse(reviews.json.data);
    expect(p.page?.reviews).toEqual(reviewsPage);
    expect(p.page?.related).toEqual(relatedProducts.data.parse(related.json.data).load);
    expect(p.page?.related).toHaveLength(RELATED_ON_PAGE);
  });

  it('GET /products/related gives other products, most similar first', async () => {
    const list = await rest('GET', '/categories?slug=phones&per_page=1');
    const slug = list.json.data.products[0].slug;
    const { json } = await rest('GET', `/products/related?slug=${slug}&limit=3`);
    const related = relatedProducts.data.parse(json.data).load;
    expect(related).toHaveLength(3);
    expect(related.map((r) => r.slug)).not.toContain(slug);
    expect((await rest('GET', `/products/related?slug=${slug}&limit=0`)).status).toBe(400);
  });

  it('GET /products/sale-type gives deals paged and promoted 3 at a time', async () => {
    const deals = await rest('GET', '/products/sale-type?saleType[]=deals&page=2&per_page=10');
    const d = productsBySaleType.data.parse(deals.json.data);
    expect(d.load).toHaveLength(10);
    expect(d.pageInfo.page).toBe(2);
    expect(d.load.every((p) => p.isDeal && p.regularPriceCents! > p.priceCents)).toBe(true);
    // Promoted means a product whose ad can serve now (the seed runs some): the strongest bids, 3 to a page.
    const promoted = await rest('GET', '/products/sale-type?saleType=promoted&per_page=3');
    expect(promoted.json.data.load).toHaveLength(3);
    const running = await env.DB.prepare(
      "select distinct product_id as id from ads where paused = 0 and starts_on <= date('now') and ends_on >= date('now') and product_id is not null",
    ).all<{ id: number }>();
    const advertised = new Set(running.results.map((r) => r.id));
    expect(promoted.json.data.load.every((p: { id: number }) => advertised.has(p.id))).toBe(true);
  });

  it('rejects unknown sale types and a page past the end is empty, not an error', async () => {
    const bad = await rest('GET', '/products/sale-type?saleType=cheap');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/saleType must be 'deals' or 'promoted'/);
    const far = await rest('GET', '/products/sale-type?saleType[]=deals&page=9999&per_page=20');
    expect(far.status).toBe(200);
    expect(far.json.data.load).toEqual([]);
  });
});

describe('businesses', () => {
  it('GET /businesses?limit= and /businesses/promoted/ list businesses', async () => {
    const all = await rest('GET', '/businesses?limit=-1');
    const list = listBusinesses.data.parse(all.json.data).load;
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(new Set(list.map((b) => b.city)).size).toBeGreaterThanOrEqual(4);
    expect((await rest('GET', '/businesses?limit=3')).json.data.load).toHaveLength(3);
    const promoted = promotedBusinesses.data.parse((await rest('GET', '/businesses/promoted/?limit=-1')).json.data).load;
    expect(promoted.length).toBeGreaterThan(0);
    expect(promoted.every((b) => b.isPromoted)).toBe(true);
    expect((await rest('GET', '/businesses?limit=0')).status).toBe(400);
  });

  it('POST /business?bSlug gives the details and POST /products?bID lists its products', async () => {
    const [first] = (await rest('GET', '/businesses?limit=1')).json.data.load;
    const one = await rest('POST', `/business?bSlug=${first.slug}`);
    const b = getBusiness.data.parse(one.json.data);
    expect(b.openingTimes.monday).toMatchObject({ open: expect.any(String), close: expect.any(String) });
    const all = businessProducts.data.parse((await rest('POST', `/products?bID=${b.bID}`)).json.data);
    expect(all.load).toHaveLength(b.productCount);
    const paged = businessProducts.data.parse((await rest('POST', `/products?bID=${b.bID}&limit=1&page=1`)).json.data);
    expect(paged.load).toHaveLength(1);
    expect(paged.pageInfo.totalPages).toBe(b.productCount);
    expect((await rest('POST', '/business?bSlug=nobody-here')).status).toBe(404);
    expect((await rest('POST', '/products?bID=999999')).status).toBe(404);
  });
});

describe('pages and menus', () => {
  it('GET /pages?slug answers the page', async () => {
    const { json } = await rest('GET', '/pages?slug=about-us');
    expect(getPage.data.parse(json.data).page.title).toMatch(/About/);
    expect((await rest('GET', '/pages?slug=missing-page')).status).toBe(404);
  });

  it('POST /menu?menuSlug answers the menu items in order', async () => {
    const { json } = await rest('POST', '/menu?menuSlug=footer-company');
    const menu = getMenu.data.parse(json.data).load;
    expect(menu.items.map((i) => i.url)).toContain('/about-us/');
    expect((await rest('POST', '/menu?menuSlug=missing')).status).toBe(404);
  });
});

describe('the API as a whole', () => {
  it('answers unknown routes with a JSON 404, not HTML', async () => {
    const { status, json } = await rest('GET', '/no-such-endpoint');
    expect(status).toBe(404);
    expect(json.message).toBe('No route was found matching the URL and request method.');
  });

  it('rejects a malformed JSON body with 400', async () => {
    const { status, json } = await rest('POST', '/categories', '{not json');
    expect(status).toBe(400);
    expect(json.message).toBe('The request body is not valid JSON');
  });
});
