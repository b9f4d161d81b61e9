import { graphql } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { schema } from '../../schema';
import { remote } from '../../test-support/remote-rest';

const CREATE = `mutation { createBusiness(input: { name: "Mbare Fresh", address: { city: "Harare" } }) {
  settings { id } userErrors { field message } upgradeRequired } }`;
const UPDATE = `mutation { updateBusiness(input: { businessId: "7", settings: { name: "Mbare Fresh Market" } }) {
  settings { id } userErrors { field message } upgradeRequired } }`;

const stored = {
  bID: 7,
  slug: 'mbare-fresh',
  status: 'publish',
  name: 'Mbare Fresh',
  description: '',
  categories: [6],
  phone: null,
  whatsApp: null,
  email: null,
  website: null,
  address: { shopAddress: null, streetAddress: null, suburb: null, city: 'Harare', province: 'Harare Metropolitan', country: 'Zimbabwe' },
  location: { lat: -17.83, lng: 31.05 },
  openingTimes: Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
      d,
      { open: '09:00', close: '17:00', disabled: false },
    ]),
  ),
  socials: { facebook: null, linkedin: null, instagram: null, tiktok: null, twitter: null },
  logo: null,
  coverImage: null,
};

describe('Create or update business with data.code 500 is treated as failure, using data.message', () => {
  for (const [name, source, field] of [
    ['create', CREATE, 'createBusiness'],
    ['update', UPDATE, 'updateBusiness'],
  ] as const) {
    it(`${name}: a 200 answer whose data.code is 500 fails with data.message`, async () => {
      const { contextValue, requests } = remote({
        success: true,
        message: 'success',
        data: { code: 500, message: 'A business with that name already exists' },
      });
      const result = await graphql({ schema, source, contextValue });
      expect(result.errors).toBeUndefined();
      expect(result.data?.[field]).toEqual({
        settings: null,
        userErrors: [{ field: null, message: 'A business with that name already exists' }],
        upgradeRequired: false,
      });
      expect(requests[0].method).toBe(name === 'create' ? 'POST' : 'PUT');
    });

    it(`${name}: without a usable data.message it fails with the catalogue default, never markup`, async () => {
      const { contextValue } = remote({ data: { code: 500, message: `<b>Fatal error</b> in /var/www/wp-content/plugins/ezw/${'x'.repeat(400)}` } });
      const result = await graphql({ schema, source, contextValue });
      expect(result.data?.[field]).toMatchObject({ settings: null, userErrors: [{ field: null, message: 'An error occurred' }] });
    });

    it(`${name}: any other data is the stored draft`, async () => {
      const { contextValue } = remote({ success: true, data: stored });
      const result = await graphql({ schema, source, contextValue });
      expect(result.data?.[field]).toEqual({ settings: { id: '7' }, userErrors: [], upgradeRequired: false });
    });
  }

  it('names the field of a refused setting, in GraphQL terms', async () => {
    const { contextValue } = remote({ success: false, message: 'categories: Unknown business category: 99', data: { status: 400 } }, 400);
    const result = await graphql({ schema, source: CREATE, contextValue });
    expect(result.data?.createBusiness).toMatchObject({
      userErrors: [{ field: 'categoryIds', message: 'Unknown business category: 99' }],
      upgradeRequired: false,
    });
  });

  it('asks for an upgrade when the API refuses a create for the package (403)', async () => {
    const { contextValue } = remote({ success: false, message: 'Your Starter package allows 1 business. Upgrade your package to add another.' }, 403);
    const result = await graphql({ schema, source: CREATE, contextValue });
    expect(result.data?.createBusiness).toEqual({
      settings: null,
      userErrors: [{ field: null, message: 'Your Starter package allows 1 business. Upgrade your package to add another.' }],
      upgradeRequired: true,
    });
  });

  it('keeps unexpected failures (a 500 status) as errors, not as a settings answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { contextValue } = remote({ message: 'An error occurred' }, 500);
    const result = await graphql({ schema, source: CREATE, contextValue });
    expect(result.errors?.[0].message).toBe('An error occurred');
  });
});
