/** The business settings through GraphQL: the same rules as REST, expected failures as userErrors. */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits } from './support/accounts';
import { VENDOR_ID, businessRow, businessesOf, someoneElsesBusiness, tokenOf, type BusinessRow } from './support/business-settings';
import { gql } from './support/http';

const TIMEOUT = 60_000;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const SETTINGS = `query ($id: ID!) { businessSettings(businessId: $id) { id slug name status categoryIds openingHours { day closed } socials { twitter } location { lat lng } } }`;
const CREATE = `mutation ($input: BusinessSettingsInput!) { createBusiness(input: $input) { settings { id slug name categoryIds phone openingHours { day open close closed } } userErrors { field message } upgradeRequired } }`;
const UPDATE = `mutation ($input: UpdateBusinessInput!) { updateBusiness(input: $input) { settings { id slug name } userErrors { field message } upgradeRequired } }`;

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

describe('businessSettings', { timeout: TIMEOUT }, () => {
  it('answers the owner their draft, and null to everyone else', async () => {
    const mine = await gql(SETTINGS, { id: String(own.id) }, bearer(vendor));
    expect(mine.data.businessSettings).toMatchObject({ id: String(own.id), slug: own.slug, name: own.name, status: 'PUBLISH' });
    expect(mine.data.businessSettings.openingHours).toHaveLength(7);
    for (const [headers, id] of [
      [bearer(vendor), String(other.id)],
      [bearer(buyer), String(other.id)],
      [{}, String(own.id)],
      [bearer(vendor), '99999999'],
      [bearer(vendor), 'abc'],
    ] as const) {
      const answer = await gql(SETTINGS, { id }, headers);
      expect(answer.errors).toBeUndefined();
      expect(answer.data.businessSettings).toBeNull();
    }
  });

  it('gives a new business the spec §5 defaults', async () => {
    const answer = await gql(`{ newBusinessSettings { id status openingHours { day open close closed } location { lat } } }`);
    expect(answer.data.newBusinessSettings).toMatchObject({ id: null, status: 'PUBLISH', location: null });
    expect(answer.data.newBusinessSettings.openingHours.map((d: { closed: boolean | null }) => d.closed)).toEqual([
      false,
      false,
      false,
      false,
      null,
      null,
      null,
    ]);
    expect(
      answer.data.newBusinessSettings.openingHours.every((d: { open: string; close: string }) => d.open === '09:00' && d.close === '17:00'),
    ).toBe(true);
  });
});

describe('createBusiness', { timeout: TIMEOUT }, () => {
  it('asks a buyer and a vendor at their limit to upgrade, with the API’s message', async () => {
    const asBuyer = await gql(CREATE, { input: { name: 'Buyer Shop', address: { city: 'Harare' } } }, bearer(buyer));
    expect(asBuyer.data.createBusiness).toEqual({
      settings: null,
      userErrors: [{ field: null, message: 'Only vendors can create a business' }],
      upgradeRequired: true,
    });
    const atLimit = await gql(CREATE, { input: { name: 'Third Shop', address: { city: 'Harare' } } }, bearer(vendor));
    expect(atLimit.data.createBusiness.upgradeRequired).toBe(true);
    expect(atLimit.data.createBusiness.userErrors[0].message).toBe('Your Business package allows 2 businesses. Upgrade your package to add another.');
  });

  it('names the field of bad input', async () => {
    const answer = await gql(CREATE, { input: { name: 'Kudzai Crafts', address: { city: 'Gweru' }, categoryIds: ['3', '42'] } }, bearer(subscribed));
    expect(answer.data.createBusiness).toMatchObject({
      settings: null,
      userErrors: [{ field: 'categoryIds', message: 'Unknown business category: 42' }],
      upgradeRequired: false,
    });
    const social = await gql(
      CREATE,
      { input: { name: 'Kudzai Crafts', address: { city: 'Gweru' }, socials: { tiktok: 'https://facebook.com/x' } } },
      bearer(subscribed),
    );
    expect(social.data.createBusiness.userErrors).toEqual([
      { field: 'socials.tiktok', message: 'Enter your TikTok name, e.g. @yourshop, or its tiktok.com address' },
    ]);
    const hours = await gql(
      CREATE,
      { input: { name: 'Kudzai Crafts', address: { city: 'Gweru' }, openingHours: [{ day: 'monday', open: '18:00', close: '08:00' }] } },
      bearer(subscribed),
    );
    expect(hours.data.createBusiness.userErrors).toEqual([
      { field: 'openingHours.monday.close', message: 'The closing time must be after the opening time' },
    ]);
  });

  it('creates the subscribed vendor’s business', async () => {
    const answer = await gql(
      CREATE,
      { input: { name: 'Kudzai Crafts', address: { city: 'Gweru' }, categoryIds: ['13'], phone: '0772146318' } },
      bearer(subscribed),
    );
    expect(answer.data.createBusiness).toMatchObject({
      settings: { slug: 'kudzai-crafts', name: 'Kudzai Crafts', categoryIds: ['13'], phone: '263772146318' },
      userErrors: [],
      upgradeRequired: false,
    });
    // Days the vendor did not set (Friday to Sunday of a new store) are closed (issue 31).
    expect(answer.data.createBusiness.settings.openingHours[4]).toEqual({ day: 'friday', open: '09:00', close: '17:00', closed: true });
  });
});

describe('updateBusiness', { timeout: TIMEOUT }, () => {
  it('never changes another vendor’s business', async () => {
    const before = await businessRow(other.id);
    for (const token of [vendor, subscribed, buyer]) {
      const answer = await gql(UPDATE, { input: { businessId: String(other.id), settings: { name: 'Taken Over' } } }, bearer(token));
      expect(answer.data.updateBusiness).toEqual({
        settings: null,
        userErrors: [{ field: null, message: 'You do not manage this business' }],
        upgradeRequired: false,
      });
    }
    const anonymous = await gql(UPDATE, { input: { businessId: String(other.id), settings: { name: 'Taken Over' } } });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await businessRow(other.id)).toEqual(before);
  });

  it('renames the owner’s business', async () => {
    const answer = await gql(
      UPDATE,
      { input: { businessId: String(own.id), settings: { name: 'Borrowdale Digital Hub', status: 'DRAFT' } } },
      bearer(vendor),
    );
    expect(answer.data.updateBusiness).toEqual({
      settings: { id: String(own.id), slug: 'borrowdale-digital-hub', name: 'Borrowdale Digital Hub' },
      userErrors: [],
      upgradeRequired: false,
    });
    expect((await businessRow(own.id)).slug).toBe('borrowdale-digital-hub');
  });
});
