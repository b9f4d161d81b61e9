/** POST /business/create, GET /business/settings: who may, what is stored, and hostile input. */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../schema/rest/auth';
import { BUSINESS_MESSAGES } from '../../schema/rest/business-settings';
import { clearRateLimits } from './support/accounts';
import {
  NEW_VENDOR_ID,
  SUBSCRIBED_ID,
  VENDOR_ID,
  businessRow,
  businessesOf,
  create,
  expectRefused,
  giveEnterprise,
  minimal,
  origin,
  settingsOf,
  someoneElsesBusiness,
  tokenOf,
} from './support/business-settings';

const TIMEOUT = 60_000;
let buyer: string;
let vendor: string;
let subscribed: string;
let newVendor: string;

beforeAll(async () => {
  await clearRateLimits();
  [buyer, vendor, subscribed, newVendor] = await Promise.all([tokenOf('buyer'), tokenOf('vendor'), tokenOf('subscribed'), tokenOf('newVendor')]);
}, TIMEOUT);
beforeEach(clearRateLimits);

describe('who may create a business', { timeout: TIMEOUT }, () => {
  it('needs a login', async () => {
    expectRefused(await create(undefined, minimal('Nobody’s Shop')), 401, AUTH_MESSAGES.notLoggedIn);
  });

  it('refuses a buyer', async () => {
    expectRefused(await create(buyer, minimal('Buyer Shop')), 403, BUSINESS_MESSAGES.notVendor);
  });

  it('refuses a vendor without a subscription', async () => {
    expectRefused(await create(newVendor, minimal('Trial Shop')), 403, BUSINESS_MESSAGES.noSubscription);
  });

  it('refuses a vendor at the package’s business limit, saying so', async () => {
    expect((await businessesOf(VENDOR_ID)).length).toBe(2);
    expectRefused(
      await create(vendor, minimal('Third Shop')),
      403,
      'Your Business package allows 2 businesses. Upgrade your package to add another.',
    );
    expect((await businessesOf(VENDOR_ID)).length).toBe(2);
  });

  it('lets a subscribed vendor create one, then refuses the second (Starter allows one)', async () => {
    const made = await origin('POST', '/business/create', subscribed, {
      name: '  Mbare Fresh & Co. ',
      description: 'Fresh vegetables from Mbare Musika, delivered across Harare.',
      categories: [6, 2, 6],
      phone: '077 214 6318',
      whatsApp: '+263 77 214 6318',
      email: 'Sales@MbareFresh.co.zw',
      website: 'mbarefresh.co.zw',
      address: { shopAddress: 'Stall 12', streetAddress: 'Mbare Musika', suburb: 'Mbare', city: 'harare' },
      socials: { facebook: '@mbarefresh', instagram: 'https://www.instagram.com/mbare.fresh/', tiktok: '' },
    });
    expect(made.status).toBe(201);
    const s = made.json.data;
    expect(s).toMatchObject({
      slug: 'mbare-fresh-and-co',
      name: 'Mbare Fresh & Co.',
      status: 'publish',
      categories: [2, 6],
      phone: '263772146318',
      whatsApp: '263772146318',
      email: 'sales@mbarefresh.co.zw',
      website: 'https://mbarefresh.co.zw',
      address: {
        shopAddress: 'Stall 12',
        streetAddress: 'Mbare Musika',
        suburb: 'Mbare',
        city: 'Harare',
        province: 'Harare Metropolitan',
        country: 'Zimbabwe',
      },
      // No pin given: the city's centre.
      location: { lat: -17.8292, lng: 31.0522 },
      socials: {
        facebook: 'https://facebook.com/mbarefresh',
        instagram: 'https://instagram.com/mbare.fresh',
        tiktok: null,
        twitter: null,
        linkedin: null,
      },
      logo: null,
    });
    // Spec §5 defaults, stored with every flag decided: days the vendor did not set (Friday to Sunday) are closed.
    expect(s.openingTimes.monday).toEqual({ open: '09:00', close: '17:00', disabled: false });
    expect(s.openingTimes.friday).toEqual({ open: '09:00', close: '17:00', disabled: true });
    expect(s.openingTimes.sunday).toEqual({ open: '09:00', close: '17:00', disabled: true });
    // The stores list and search show it at once.
    expect(made.headers.get('x-musika-purge')).toBe('business:mbare-fresh-and-co');
    expect((await businessRow(s.bID)).owner_id).toBe(SUBSCRIBED_ID);

    expectRefused(
      await create(subscribed, minimal('Second Shop')),
      403,
      'Your Starter package allows 1 business. Upgrade your package to add another.',
    );
  });
});

describe('slugs', { timeout: TIMEOUT }, () => {
  beforeAll(() => giveEnterprise());

  it('are unique: a clash with another business (or an old slug) gets a suffix', async () => {
    const existing = await someoneElsesBusiness(VENDOR_ID);
    const first = await create(newVendor, minimal(existing.name));
    expect(first.status).toBe(201);
    expect(first.json.data.slug).toBe(`${existing.slug}-2`);
    await env.DB.prepare('insert into business_slug_redirects (old_slug, business_id) values (?, ?)').bind('kopje-kitchen', existing.id).run();
    const second = await create(newVendor, minimal('Kopje Kitchen'));
    expect(second.json.data.slug).toBe('kopje-kitchen-2');
  });

  it('are made for a long name too (D1 refuses LIKE patterns over 50 bytes)', async () => {
    const name = 'Chitungwiza Hardware, Building Supplies and Solar Centre';
    const made = await create(newVendor, minimal(name));
    expect(made.status, made.json.message).toBe(201);
    expect(made.json.data.slug).toBe('chitungwiza-hardware-building-supplies-and-solar-centre');
  });

  it('make a name without letters or digits into a usable slug', async () => {
    const made = await create(newVendor, minimal('★★'));
    expect(made.status).toBe(201);
    expect(made.json.data.slug).toMatch(/^business(-\d+)?$/);
  });
});

describe('hostile and bad input is refused with a clear message', { timeout: TIMEOUT }, () => {
  // newvendor@ has room for more businesses (Enterprise, given above): every refusal here is about the input.
  let before = 0;
  beforeAll(async () => {
    before = (await businessesOf(NEW_VENDOR_ID)).length;
  });
  const cases: [string, unknown, string | RegExp][] = [
    ['no name', { address: { city: 'Harare' } }, 'name: The business name is required'],
    ['an over-long name', minimal('x'.repeat(81)), 'name: The business name is too long (at most 80 characters)'],
    [
      'a script in the description',
      minimal('Shop', { description: 'Hi <script>alert(1)</script>' }),
      'description: The description must be plain text, without HTML',
    ],
    ['markup in the name', minimal('<img src=x onerror=alert(1)>'), 'name: The business name must be plain text, without HTML'],
    [
      'a 2001-character description',
      minimal('Shop', { description: 'y'.repeat(2001) }),
      'description: The description is too long (at most 2000 characters)',
    ],
    ['an unknown category id', minimal('Shop', { categories: [3, 99] }), 'categories: Unknown business category: 99'],
    ['a category that is not an id', minimal('Shop', { categories: ['books'] }), 'categories.0: Categories are ids from 1 to 14'],
    [
      'a javascript: website',
      minimal('Shop', { website: 'javascript:alert(1)' }),
      'website: Enter the website as an address such as https://yourshop.co.zw',
    ],
    [
      'a website that is not an address',
      minimal('Shop', { website: 'not a website' }),
      'website: Enter the website as an address such as https://yourshop.co.zw',
    ],
    ['a bad e-mail', minimal('Shop', { email: 'sales@' }), 'email: Enter an email address such as sales@yourshop.co.zw'],
    ['a phone that is not Zimbabwean', minimal('Shop', { phone: '+44 20 7946 0958' }), 'phone: Enter a Zimbabwean number: +263 followed by 9 digits'],
    [
      'another network’s address for a social',
      minimal('Shop', { socials: { facebook: 'https://instagram.com/shop' } }),
      /^socials\.facebook: Enter your Facebook name/,
    ],
    ['an unknown social network', minimal('Shop', { socials: { myspace: 'shop' } }), /^socials: Socials are facebook/],
    ['a map pin outside Zimbabwe', minimal('Shop', { location: { lat: 51.5, lng: -0.12 } }), 'location.lat: The map location must be in Zimbabwe'],
    [
      'an unknown town without a pin',
      { name: 'Shop', address: { city: 'Atlantis', province: 'Midlands' } },
      'location: Choose the map location: we do not know where Atlantis is',
    ],
    [
      'an unknown town without a province',
      { name: 'Shop', address: { city: 'Atlantis' }, location: { lat: -19, lng: 30 } },
      'address.province: Enter the province',
    ],
    ['another country', { name: 'Shop', address: { city: 'Harare', country: 'Zambia' } }, 'address.country: Musika lists businesses in Zimbabwe'],
    [
      'hours closing before opening',
      minimal('Shop', { openingTimes: { monday: { open: '17:00', close: '09:00' } } }),
      'openingTimes.monday.close: The closing time must be after the opening time',
    ],
    [
      'a time that is not a time',
      minimal('Shop', { openingTimes: { monday: { open: '9am', close: '17:00' } } }),
      'openingTimes.monday.open: The opening time must be a time such as 09:00',
    ],
    [
      'a weekday that does not exist',
      minimal('Shop', { openingTimes: { caturday: { open: '09:00', close: '17:00' } } }),
      /^openingTimes: Opening times are given per weekday/,
    ],
    ['a logo that is not an uploaded photo', minimal('Shop', { logo: 'javascript:alert(1)' }), 'logo: The logo must be a photo you uploaded'],
    ['an unknown field', minimal('Shop', { ownerId: 1 }), /^Unknown business setting/],
    ['a status that does not exist', minimal('Shop', { status: 'banned' }), "status: status must be 'publish' or 'draft'"],
  ];
  for (const [what, body, message] of cases) {
    it(`refuses ${what}`, async () => {
      expectRefused(await create(newVendor, body), 400, message);
    });
  }

  it('refuses a body that is not JSON, and one too large to read', async () => {
    const { call } = await import('./support/accounts');
    expectRefused(
      await call('POST', '/business/create', { token: newVendor, body: '{"name":', headers: { 'content-type': 'application/json' } }),
      400,
      'The request body is not valid JSON',
    );
    expectRefused(
      await call('POST', '/business/create', { token: newVendor, body: JSON.stringify(minimal('Shop', { description: 'z'.repeat(1_100_000) })) }),
      413,
      'The request body is too large',
    );
  });

  it('created nothing for any of them', async () => {
    expect((await businessesOf(NEW_VENDOR_ID)).length).toBe(before);
  });
});

describe('GET /business/settings: only the business’s runner', { timeout: TIMEOUT }, () => {
  it('answers the owner the whole stored draft', async () => {
    const [own] = await businessesOf(VENDOR_ID);
    const read = await settingsOf(vendor, own.id);
    expect(read.status).toBe(200);
    expect(read.json.data).toMatchObject({ bID: own.id, slug: own.slug, name: own.name });
    expect(Object.keys(read.json.data.openingTimes)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    expect(Object.keys(read.json.data.socials).sort()).toEqual(['facebook', 'instagram', 'linkedin', 'tiktok', 'twitter']);
  });

  it('refuses everyone else: no login, a buyer, another vendor; and says nothing of unknown ids', async () => {
    const other = await someoneElsesBusiness(VENDOR_ID);
    expectRefused(await settingsOf(undefined, other.id), 401, AUTH_MESSAGES.notLoggedIn);
    expectRefused(await settingsOf(buyer, other.id), 403, 'You do not manage this business');
    expectRefused(await settingsOf(vendor, other.id), 403, 'You do not manage this business');
    expectRefused(await settingsOf(vendor, 987654), 404, 'Business not found');
    expectRefused(await settingsOf(vendor, 'abc'), 400, 'bID: bID must be a number');
    expectRefused(await settingsOf(vendor, '1 or 1=1'), 400, 'bID: bID must be a number');
  });
});
