/** Review counts (issue): the seed's ratings are computed from the review rows it writes, never stored alone. */
import { describe, expect, it } from 'vitest';
import { withDemoOwners } from './accounts.mjs';
import { businesses, users } from './businesses.mjs';
import { reviews as handwritten } from './buying.mjs';
import { products } from './products.mjs';
import { applyRatings, seedReviews } from './reviews.mjs';

const input = () => ({ products: products.map((p) => ({ ...p })), businesses: withDemoOwners(businesses), authors: users, handwritten });

describe('seeded ratings come from seeded reviews', () => {
  const { products: rated, ...rest } = input();
  const reviews = seedReviews({ products: rated, ...rest });
  applyRatings(rated, reviews);

  it('every product’s count is its rows and its average their mean to 2 places; rated products have reviews', () => {
    for (const p of rated) {
      const mine = reviews.filter((r) => r.productId === p.id).map((r) => r.rating);
      expect(p.reviewCount, p.slug).toBe(mine.length);
      expect(p.ratingAverage, p.slug).toBe(mine.length ? Math.round((mine.reduce((a, b) => a + b, 0) / mine.length) * 100) / 100 : 0);
    }
    expect(rated.filter((p) => p.reviewCount > 0).length).toBeGreaterThan(100);
  });

  it('keeps the handwritten reviews, one review per product and author, never by the product’s own vendor', () => {
    for (const h of handwritten) expect(reviews).toContainEqual(h);
    expect(new Set(reviews.map((r) => `${r.productId}:${r.authorId}`)).size).toBe(reviews.length);
    const owner = new Map(withDemoOwners(businesses).map((b: { id: number; ownerId: number }) => [b.id, b.ownerId]));
    const product = new Map(rated.map((p) => [p.id, p]));
    for (const r of reviews) {
      expect(owner.get(product.get(r.productId)!.businessId)).not.toBe(r.authorId);
      expect(r.createdAt > product.get(r.productId)!.createdAt).toBe(true);
    }
  });

  it('leaves auction lots unreviewed, and is the same on every run', () => {
    expect(rated.filter((p) => p.kind.startsWith('auction') && p.reviewCount > 0)).toEqual([]);
    const again = input();
    expect(seedReviews(again)).toEqual(reviews);
  });
});
