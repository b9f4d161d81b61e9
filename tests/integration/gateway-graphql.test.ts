/** The GraphQL gateway through the Worker (SELF.fetch): Yoga → REST client → embedded ezw/v1 → D1. */
import { describe, expect, it } from 'vitest';
import { gql } from './support/http';

describe('GraphQL catalogue', () => {
  it('serves the home page data in one query', async () => {
    const { data, errors } = await gql(`{
      promotedProducts { slug price { amountCents currency } }
      deals(perPage: 4) { items { slug onSale regularPrice { amountCents } } pageInfo { total totalPages } }
      popularCategories { slug productCount }
      promotedBusinesses(limit: 3) { slug name }
      categoryMenu { title subitems { title url } }
    }`);
    expect(errors).toBeUndefined();
    expect(data.promotedProducts).toHaveLength(3);
    expect(data.promotedProducts[0].price.currency).toBe('USD');
    expect(data.deals.items).toHaveLength(4);
    expect(data.deals.items.every((d: { onSale: boolean }) => d.onSale)).toBe(true);
    expect(data.popularCategories.length).toBeGreaterThan(0);
    expect(data.promotedBusinesses).toHaveLength(3);
    expect(data.categoryMenu.length).toBeGreaterThan(5);
  });

  it('pages a category 12 at a time', async () => {
    const { data } = await gql(
      `query($slug: String!) { category(slug: $slug, page: 2) { category { name } ancestors { slug } products { items { slug } pageInfo { page perPage total totalPages } } } }`,
      { slug: 'electronics' },
    );
    expect(data.category.products.pageInfo).toMatchObject({ page: 2, perPage: 12 });
    expect(data.category.products.items.length).toBeGreaterThan(0);
  });

  it('answers null for an unknown category, product, business or page', async () => {
    const { data, errors } = await gql(`{
      category(slug: "nope") { category { id } }
      product(slug: "nope") { id }
      business(slug: "nope") { id }
      page(slug: "nope") { id }
    }`);
    expect(errors).toBeUndefined();
    expect(data).toEqual({ category: null, product: null, business: null, page: null });
  });

  it('resolves product details, its business and related products', async () => {
    const list = await gql(`{ category(slug: "houses-for-sale", perPage: 1) { products { items { slug } } } }`);
    const slug = list.data.category.products.items[0].slug;
    const { data, errors } = await gql(
      `query($slug: String!) { product(slug: $slug) { kind categories { slug } realEstate { bedrooms } business { name phone openingHours { day } } related(limit: 2) { slug } } }`,
      { slug },
    );
    expect(errors).toBeUndefined();
    expect(data.product.kind).toBe('REAL_ESTATE');
    expect(data.product.realEstate.bedrooms).toBeGreaterThan(0);
    expect(data.product.business.openingHours.map((d: { day: string }) => d.day)[0]).toBe('monday');
    expect(data.product.related).toHaveLength(2);
  });

  it('gives a business its products, all or paged', async () => {
    const { data } = await gql(`{ businesses(limit: 1) { slug productCount products { items { slug } pageInfo { total } } } }`);
    const [b] = data.businesses;
    expect(b.products.items).toHaveLength(b.productCount);
    const paged = await gql(`query($s: String!) { business(slug: $s) { products(page: 1, limit: 1) { items { slug } pageInfo { totalPages } } } }`, {
      s: b.slug,
    });
    expect(paged.data.business.products.items).toHaveLength(1);
  });

  it('carries REST failures with their message and code, never internals', async () => {
    const { errors } = await gql(`{ relatedProducts(slug: "no-such-product") { slug } }`);
    expect(errors?.[0].message).toBe('No product found with slug: no-such-product');
    expect(errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(JSON.stringify(errors)).not.toMatch(/select|sqlite|stack|at .*\.ts/i);
  });

  it('rejects malformed queries with a GraphQL validation error', async () => {
    const { errors } = await gql(`{ product(slug: 5) { nope } }`);
    expect(errors?.length).toBeGreaterThan(0);
  });
});
