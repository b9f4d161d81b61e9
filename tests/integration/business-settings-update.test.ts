/** PUT /business/update: only the runner, partial changes, stable slugs, renames that keep old links working. */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../schema/rest/auth';
import { clearRateLimits } from './support/accounts';
import {
  VENDOR_ID,
  businessRow,
  businessesOf,
  expectRefused,
  origin,
  publicRead,
  settingsOf,
  someoneElsesBusiness,
  tokenOf,
  update,
  type BusinessRow,
} from './support/business-settings';

const TIMEOUT = 60_000;
let buyer: string;
let vendor: string;
let subscribed: string;
let own: BusinessRow;
let other: BusinessRow;

beforeAll(async () => {
  await clearRateLimits();
  [buyer, vendor, subscribed] = await Promise.all([tokenOf('buyer'), tokenOf('vendor'), tokenOf('subscribed')]);
  [own] = await businessesOf(VENDOR_ID);
  other = await someoneElsesBusiness(VENDOR_ID);
}, TIMEOUT);
beforeEach(clearRateLimits);

describe('vendor A can never change business B', { timeout: TIMEOUT }, () => {
  it('refuses everyone but the runner, and changes nothing', async () => {
    const before = await businessRow(other.id);
    expectRefused(await update(undefined, { bID: other.id, name: 'Taken Over' }), 401, AUTH_MESSAGES.notLoggedIn);
    expectRefused(await update(buyer, { bID: other.id, name: 'Taken Over' }), 403, 'You do not manage this business');
    expectRefused(await update(vendor, { bID: other.id, name: 'Taken Over' }), 403, 'You do not manage this business');
    expectRefused(await update(subscribed, { bID: other.id, phone: '0772000000' }), 403, 'You do not manage this business');
    expectRefused(await update(vendor, { bID: 987654, name: 'Ghost' }), 404, 'Business not found');
    expectRefused(await update(vendor, { name: 'No id' }), 400, 'bID: bID is required');
    expectRefused(await update(vendor, { bID: '1; drop table businesses', name: 'Valid Name' }), 400, 'bID: bID must be a number');
    expect(await businessRow(other.id)).toEqual(before);
  });
});

describe('updating one’s own business', { timeout: TIMEOUT }, () => {
  it('changes only the settings sent and keeps the slug while the name stays', async () => {
    const before = (await settingsOf(vendor, own.id)).json.data;
    const saved = await origin('PUT', '/business/update', vendor, { bID: own.id, phone: '0712 345 678', socials: { twitter: '@borrowdale' } });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toEqual({
      ...before,
      phone: '263712345678',
      socials: { facebook: null, linkedin: null, instagram: null, tiktok: null, twitter: 'https://twitter.com/borrowdale' },
    });
    // Freshness: the storefront under its slug is purged at once.
    expect(saved.headers.get('x-musika-purge')).toBe(`business:${own.slug}`);
  });

  it('moves the pin to the new city’s centre when the city changes without a pin, and keeps a given pin', async () => {
    const moved = await update(vendor, { bID: own.id, address: { city: 'Bulawayo' } });
    expect(moved.json.data.address).toMatchObject({ city: 'Bulawayo', province: 'Bulawayo Metropolitan' });
    expect(moved.json.data.location).toEqual({ lat: -20.1325, lng: 28.6265 });
    const pinned = await update(vendor, { bID: own.id, location: { lat: -20.15, lng: 28.58 } });
    expect(pinned.json.data.location).toEqual({ lat: -20.15, lng: 28.58 });
    const described = await update(vendor, { bID: own.id, description: 'Phones and laptops.' });
    expect(described.json.data.location).toEqual({ lat: -20.15, lng: 28.58 });
  });

  it('stores opening hours and categories as sent', async () => {
    const saved = await update(vendor, {
      bID: own.id,
      categories: [4, 14],
      openingTimes: { saturday: { open: '08:00', close: '13:00', disabled: false }, sunday: { open: '09:00', close: '17:00', disabled: true } },
    });
    expect(saved.json.data.categories).toEqual([4, 14]);
    expect(saved.json.data.openingTimes.saturday).toEqual({ open: '08:00', close: '13:00', disabled: false });
    expect(saved.json.data.openingTimes.sunday.disabled).toBe(true);
    const shown = await publicRead(own.slug);
    expect(shown.json.data.categories.map((c: { id: number }) => c.id)).toEqual([4, 14]);
    expect(shown.json.data.openingTimes.sunday.disabled).toBe(true);
  });

  it('refuses hostile input with a clear message and stores none of it', async () => {
    const before = await businessRow(own.id);
    expectRefused(
      await update(vendor, { bID: own.id, name: '<script>alert(1)</script>' }),
      400,
      'name: The business name must be plain text, without HTML',
    );
    expectRefused(
      await update(vendor, { bID: own.id, website: 'javascript:alert(document.cookie)' }),
      400,
      'website: Enter the website as an address such as https://yourshop.co.zw',
    );
    expectRefused(await update(vendor, { bID: own.id, categories: [0] }), 400, 'categories.0: Categories are ids from 1 to 14');
    expectRefused(await update(vendor, { bID: own.id, categories: [15] }), 400, 'categories: Unknown business category: 15');
    expectRefused(await update(vendor, { bID: own.id, slug: 'my-own-slug' }), 400, /^Unknown business setting/);
    expect(await businessRow(own.id)).toEqual(before);
  });
});

describe('renaming keeps old links working', { timeout: TIMEOUT }, () => {
  it('moves to a new slug, records the old one, and the public read of the old slug answers the new', async () => {
    const [, second] = await businessesOf(VENDOR_ID);
    const oldSlug = second.slug;
    const renamed = await origin('PUT', '/business/update', vendor, { bID: second.id, name: 'Eastlea Fashion & Hats' });
    expect(renamed.status).toBe(200);
    expect(renamed.json.data.slug).toBe('eastlea-fashion-and-hats');
    expect(renamed.headers.get('x-musika-purge')).toBe(`business:${oldSlug}, business:eastlea-fashion-and-hats`);
    const redirect = await env.DB.prepare('select business_id from business_slug_redirects where old_slug = ?')
      .bind(oldSlug)
      .first<{ business_id: number }>();
    expect(redirect?.business_id).toBe(second.id);

    const viaOld = await publicRead(oldSlug);
    expect(viaOld.status).toBe(200);
    expect(viaOld.json.data).toMatchObject({ bID: second.id, slug: 'eastlea-fashion-and-hats', name: 'Eastlea Fashion & Hats' });

    // Nobody else can take the old slug while it redirects.
    const clash = await update(vendor, { bID: own.id, name: second.name });
    expect(clash.json.data.slug).toBe(`${oldSlug}-2`);

    // Renaming back takes the old address back.
    const back = await update(vendor, { bID: second.id, name: second.name });
    expect(back.json.data.slug).toBe(oldSlug);
    expect((await publicRead('eastlea-fashion-and-hats')).json.data.slug).toBe(oldSlug);
  });

  it('keeps the slug when the new name still makes it (e.g. only punctuation or case changed)', async () => {
    const current = await businessRow(own.id);
    const saved = await update(vendor, { bID: own.id, name: `${current.name.toUpperCase()}!` });
    expect(saved.json.data.slug).toBe(current.slug);
  });

  it('an unknown slug is still not found', async () => {
    expectRefused(await publicRead('no-such-store-anywhere'), 404, 'No business found with slug: no-such-store-anywhere');
  });
});
