/** The create, add-another and business-information pages, as a browser without JavaScript uses them. */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits } from './support/accounts';
import { SUBSCRIBED_ID, VENDOR_ID, businessRow, businessesOf, someoneElsesBusiness } from './support/business-settings';
import { loginAs, visit } from './support/session';

const TIMEOUT = 90_000;
const CREATE = '/dashboard/settings/create-business';
const ADD = '/dashboard/settings/add-new-business';
const INFO = '/dashboard/settings/business-information/';
/** A real 1×1 PNG. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
);

beforeEach(clearRateLimits);

function settingsForm(fields: Record<string, string | string[]>, logo?: File) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(name, v);
  const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  for (const day of days) {
    form.append(`open-${day}`, '09:00');
    form.append(`close-${day}`, day === 'saturday' ? '13:00' : '17:00');
  }
  form.append('closed-sunday', 'on');
  form.append('logo', logo ?? new File([], ''), logo ? logo.name : '');
  return form;
}

/** The Remix cookie of the active business, as the app writes it (unsigned, base64 JSON). */
const activeBusinessCookie = (id: number) => encodeURIComponent(btoa(JSON.stringify(String(id))));

/** Whether the page's "Closed" box of `day` is ticked. */
const closedBox = (html: string, day: string) => /checked/.test(new RegExp(`<input[^>]*name="closed-${day}"[^>]*>`).exec(html)?.[0] ?? '');

describe('Days the vendor did not set are closed, with "Copy Monday to all weekdays"', { timeout: TIMEOUT }, () => {
  it('shows a new store open Monday to Thursday and Friday to Sunday ticked Closed', async () => {
    const { jar } = await loginAs('subscribedVendor');
    const html = await (await visit(CREATE, jar)).text();
    const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    expect(days.map((day) => closedBox(html, day))).toEqual([false, false, false, false, true, true, true]);
  });

  it('copies Monday’s hours to Tuesday–Friday without saving, keeping the rest of what was typed', async () => {
    const { jar } = await loginAs('subscribedVendor');
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: 'Tendai Tools',
      city: 'Masvingo',
      intent: 'copy-monday',
      'open-monday': '07:30',
      'close-monday': '18:00',
      'closed-saturday': 'on',
    })) {
      form.append(name, value);
    }
    const copied = await visit(CREATE, jar, { method: 'POST', body: form });
    expect(copied.status).toBe(200);
    const html = await copied.text();
    expect(html).toContain('Monday’s hours are copied to Tuesday–Friday: save to keep them.');
    for (const day of ['tuesday', 'wednesday', 'thursday', 'friday']) {
      expect(html).toMatch(new RegExp(`name="open-${day}"[^>]*value="07:30"`));
      expect(html).toMatch(new RegExp(`name="close-${day}"[^>]*value="18:00"`));
      expect(closedBox(html, day)).toBe(false);
    }
    expect(closedBox(html, 'saturday')).toBe(true);
    expect(html).toContain('value="Tendai Tools"');
    expect(await businessesOf(SUBSCRIBED_ID)).toEqual([]);
  });
});

describe('create a business', { timeout: TIMEOUT }, () => {
  it('keeps what was typed and shows the API’s message when a setting is refused', async () => {
    const { jar } = await loginAs('subscribedVendor');
    const page = await visit(CREATE, jar);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Create your business');
    expect(html).toContain('Trades &amp; Services');
    expect(html.match(/name="categoryIds"/g)).toHaveLength(14);

    const refused = await visit(CREATE, jar, {
      method: 'POST',
      body: settingsForm({ name: 'Kudzai Crafts', city: 'Gweru', instagram: 'https://facebook.com/kudzai', categoryIds: ['13', '2'] }),
    });
    expect(refused.status).toBe(400);
    const again = await refused.text();
    expect(again).toContain('Enter your Instagram name, e.g. @yourshop, or its instagram.com address');
    expect(again).toContain('value="Kudzai Crafts"');
    expect(again).toContain('value="https://facebook.com/kudzai"');
    const categoryBox = /<input[^>]*name="categoryIds"[^>]*value="13"[^>]*>/.exec(again)?.[0];
    expect(categoryBox).toContain('checked');
    expect(again).toMatch(/name="close-saturday"[^>]*value="13:00"/);
    expect(await businessesOf(SUBSCRIBED_ID)).toEqual([]);
  });

  it('creates it with a logo, makes it the active business and lands on the dashboard; then asks for an upgrade to add another', async () => {
    const { jar } = await loginAs('subscribedVendor');
    const created = await visit(CREATE, jar, {
      method: 'POST',
      body: settingsForm(
        { name: 'Kudzai Crafts', city: 'Gweru', phone: '77 214 6318', categoryIds: ['13'], facebook: '@kudzaicrafts' },
        new File([PNG], 'logo.png', { type: 'image/png' }),
      ),
    });
    expect(created.status).toBe(302);
    expect(created.headers.get('location')).toBe('/dashboard/');
    const [business] = await businessesOf(SUBSCRIBED_ID);
    expect(business).toMatchObject({ name: 'Kudzai Crafts', slug: 'kudzai-crafts', phone: '263772146318', city: 'Gweru' });
    expect((business as unknown as { logo: string }).logo).toMatch(/^\/wp-json\/ezw\/v1\/media\/file\/u22\/[0-9a-f-]{36}\.png$/);
    expect(JSON.parse(business.opening_times).sunday.disabled).toBe(true);
    expect(jar.musika_business).toBe(activeBusinessCookie(business.id));

    const dashboard = await visit('/dashboard/', jar);
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain('Kudzai Crafts');
    // One formatter for display (+263 77 214 6318) and tel:+263… links: the form stored 263772146318.
    const storefront = await (await visit('/vendor/kudzai-crafts', {})).text();
    expect(storefront).toContain('<a href="tel:+263772146318">+263 77 214 6318</a>');
    expect(storefront).not.toContain('>263772146318<');

    const add = await visit(ADD, jar);
    expect(add.status).toBe(200);
    const html = await add.text();
    expect(html).toContain('Your Starter package allows 1 business. Upgrade your package to add another.');
    expect(html).toContain('href="/account/subscriptions"');
    expect(html).not.toContain('name="categoryIds"');
    // The API refuses it too, whatever the page showed.
    const forced = await visit(ADD, jar, { method: 'POST', body: settingsForm({ name: 'Second Shop', city: 'Harare' }) });
    expect(forced.status).toBe(403);
    expect(await forced.text()).toContain('Upgrade your package');
    expect(await businessesOf(SUBSCRIBED_ID)).toHaveLength(1);
  });

  it('sends a buyer to the account page and a vendor without a subscription to subscribe', async () => {
    const buyer = await loginAs('buyer');
    expect((await visit(CREATE, buyer.jar)).headers.get('location')).toBe('/account');
    const unsubscribed = await loginAs('newVendor');
    expect((await visit(CREATE, unsubscribed.jar)).headers.get('location')).toBe('/account/subscriptions');
  });
});

describe('business information', { timeout: TIMEOUT }, () => {
  it('edits the active business; renaming moves the storefront and the old link redirects (301)', async () => {
    const { jar } = await loginAs('vendor');
    const [own] = await businessesOf(VENDOR_ID);
    jar.musika_business = activeBusinessCookie(own.id);
    // A visitor's view of the storefront is cached before the change…
    const warm = await visit(`/vendor/${own.slug}`, {});
    expect(warm.status).toBe(200);
    await warm.text();
    const page = await visit(INFO, jar);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`value="${own.name}"`);

    const saved = await visit(INFO, jar, {
      method: 'POST',
      body: settingsForm({ name: 'Borrowdale Digital Centre', city: 'Harare', twitter: 'https://x.com/bdigital' }),
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get('location')).toBe(`${INFO}?saved`);
    expect(await businessRow(own.id)).toMatchObject({ name: 'Borrowdale Digital Centre', slug: 'borrowdale-digital-centre' });
    expect(JSON.parse((await businessRow(own.id)).socials).twitter).toBe('https://twitter.com/bdigital');
    expect(await (await visit(`${INFO}?saved`, jar)).text()).toContain('Saved. Your storefront shows the changes now');

    // …and the change shows at once, for visitors too: the old address moves to the new one (301).
    const oldForVisitor = await visit(`/vendor/${own.slug}`, {});
    expect(oldForVisitor.status).toBe(301);
    expect(oldForVisitor.headers.get('location')).toBe('/vendor/borrowdale-digital-centre');
    const old = await visit(`/vendor/${own.slug}/general?page=2`, jar);
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/vendor/borrowdale-digital-centre/general?page=2');
    const current = await visit('/vendor/borrowdale-digital-centre', {});
    expect(current.status).toBe(200);
    expect(await current.text()).toContain('Borrowdale Digital Centre');
  });

  it('never shows or changes another vendor’s business, whatever the cookie says', async () => {
    const { jar } = await loginAs('vendor');
    const other = await someoneElsesBusiness(VENDOR_ID);
    const before = await businessRow(other.id);
    jar.musika_business = activeBusinessCookie(other.id);
    const read = await visit(INFO, jar);
    // The guard makes one of the vendor's own businesses active instead.
    expect(read.status).toBe(302);
    expect(jar.musika_business).not.toBe(activeBusinessCookie(other.id));
    jar.musika_business = activeBusinessCookie(other.id);
    const write = await visit(INFO, jar, { method: 'POST', body: settingsForm({ name: 'Taken Over', city: 'Harare' }) });
    expect(write.status).toBe(302);
    expect(await businessRow(other.id)).toEqual(before);
    const taken = await env.DB.prepare("select count(*) as n from businesses where name = 'Taken Over'").first<{ n: number }>();
    expect(taken?.n).toBe(0);
  });
});
