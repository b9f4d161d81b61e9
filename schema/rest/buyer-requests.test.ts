/** Buyer request contract: city spelling, photo URLs and field bounds. */
import { describe, expect, it } from 'vitest';
import { buyerRequestIdParam, canonicalCity, createBuyerRequest, searchBuyerRequests } from './buyer-requests';

const valid = { title: 'Need 50 bags of cement', description: 'Delivered to Ruwa by Friday please.', categoryId: 3, city: 'Ruwa' };
const firstMessage = (r: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) =>
  r.success ? null : `${r.error!.issues[0].path.join('.')}: ${r.error!.issues[0].message}`;

describe('canonicalCity', () => {
  it('spells known cities as the list does, whatever the case and spacing', () => {
    expect(canonicalCity('harare')).toBe('Harare');
    expect(canonicalCity('  VICTORIA   falls ')).toBe('Victoria Falls');
  });
  it('keeps other places as typed (trimmed)', () => {
    expect(canonicalCity(' Domboshava ')).toBe('Domboshava');
  });
});

describe('POST /buyer-requests body', () => {
  it('accepts a plain request and fills defaults', () => {
    expect(createBuyerRequest.body.parse({ ...valid, city: 'ruwa' })).toEqual({ ...valid, photos: [] });
  });

  it.each([
    [{ title: 'Flat' }, 'title: title is too short (at least 5 characters)'],
    [{ title: 'x'.repeat(121) }, 'title: title is too long (at most 120 characters)'],
    [{ description: 'short' }, 'description: description is too short (at least 10 characters)'],
    [{ description: 'x'.repeat(2001) }, 'description: description is too long (at most 2000 characters)'],
    [{ categoryId: 15 }, 'categoryId: categoryId must be a number from 1 to 14'],
    [{ categoryId: 0 }, 'categoryId: categoryId must be a number from 1 to 14'],
    [{ budget: -100 }, 'budget: budget must be at least 1 cent'],
    [{ city: '' }, 'city: city is required'],
    [{ city: 'x'.repeat(61) }, 'city: city is too long (at most 60 characters)'],
    [{ city: '<script>' }, 'city: city may not hold < > or control characters'],
    [{ photos: ['http://example.com/a.jpg'] }, 'photos.0: each photo must be an https:// URL or a site path starting with /'],
    [{ photos: ['javascript:alert(1)'] }, 'photos.0: each photo must be an https:// URL or a site path starting with /'],
    [{ photos: ['//evil.example/a.jpg'] }, 'photos.0: each photo must be an https:// URL or a site path starting with /'],
    [{ photos: ['/a.jpg', '/b.jpg', '/c.jpg', '/d.jpg', '/e.jpg'] }, 'photos: at most 4 photos'],
  ])('%j → %s', (patch, message) => {
    expect(firstMessage(createBuyerRequest.body.safeParse({ ...valid, ...patch }))).toBe(message);
  });

  it('accepts https and site-relative photos', () => {
    const photos = ['https://images.example.co.zw/flat.jpg', '/images/seed/requests/flat.svg'];
    expect(createBuyerRequest.body.parse({ ...valid, photos }).photos).toEqual(photos);
  });
});

describe('search and detail parameters', () => {
  it('category is 1–14; empty values mean no filter', () => {
    expect(searchBuyerRequests.query.parse({ category: '', rTerm: '' })).toEqual({ page: 1, per_page: 12, rTerm: '' });
    expect(firstMessage(searchBuyerRequests.query.safeParse({ category: '15' }))).toBe('category: category must be a number from 1 to 14');
    expect(firstMessage(searchBuyerRequests.query.safeParse({ category: 'cars' }))).toBe('category: category must be a number from 1 to 14');
  });

  it('the detail id is a positive whole number', () => {
    expect(buyerRequestIdParam.parse('42')).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'abc', '1 or 1=1', '99999999999999999']) expect(buyerRequestIdParam.safeParse(bad).success).toBe(false);
  });
});
