/** The dashboard shell: the menu, the active business and its switcher, through the Worker's pages (spec §6). */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits } from './support/accounts';
import { loginAs, visit } from './support/session';

beforeEach(clearRateLimits);

async function businessIds(email: string): Promise<{ id: number; name: string }[]> {
  const { results } = await env.DB.prepare('SELECT b.id, b.name FROM businesses b JOIN users u ON u.id = b.owner_id WHERE u.email = ? ORDER BY b.id')
    .bind(email)
    .all<{ id: number; name: string }>();
  return results;
}

const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });

describe('dashboard shell', () => {
  it('shows the active business, the package usage and a menu of built dashboard screens only', async () => {
    const { jar } = await loginAs('vendor');
    await visit('/dashboard/', jar); // the guard assigns the first business
    const response = await visit('/dashboard/', jar);
    expect(response.status).toBe(200);
    const html = await response.text();
    const [first] = await businessIds('vendor@musika.co.zw');
    expect(html).toContain('aria-label="Dashboard menu"');
    expect(html).toContain(`You are managing <strong>${first.name.replace('&', '&amp;')}</strong>`);
    expect(html).toContain('Business package');
    // Built screens are in the menu (an unbuilt one is not: dashboard-nav.test.ts), followers since issue #14.
    expect(html).toContain('href="/dashboard/orders/"');
    expect(html).toContain('href="/dashboard/ads-management"');
    expect(html).toContain('href="/dashboard/all-followers/"');
    expect(response.headers.get('cache-control')).not.toMatch(/public|s-maxage/);
  });

  it("the switcher makes another of the vendor's businesses active and returns to the same page", async () => {
    const { jar } = await loginAs('vendor');
    await visit('/dashboard/', jar);
    const [, second] = await businessIds('vendor@musika.co.zw');
    const response = await visit('/dashboard/switch-business', jar, form({ businessId: String(second.id), redirectTo: '/dashboard/' }));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/dashboard/');
    const html = await (await visit('/dashboard/', jar)).text();
    expect(html).toContain(`You are managing <strong>${second.name.replace('&', '&amp;')}</strong>`);
  });

  it('the switcher refuses a business the vendor does not run, and keeps the active one', async () => {
    const { jar } = await loginAs('vendor');
    await visit('/dashboard/', jar);
    const before = jar.musika_business;
    const mine = (await businessIds('vendor@musika.co.zw')).map((b) => b.id);
    const foreign = await env.DB.prepare(`SELECT id FROM businesses WHERE id NOT IN (${mine.join(',')}) LIMIT 1`).first<{ id: number }>();
    const someoneElses = foreign!.id;
    const response = await visit('/dashboard/switch-business', jar, form({ businessId: String(someoneElses) }));
    expect(response.status).toBe(403);
    expect(jar.musika_business).toBe(before);
  });

  it('figures started early for the business in the cookie are thrown away when the guard moves the vendor to another', async () => {
    const { jar } = await loginAs('vendor');
    await visit('/dashboard/', jar);
    const [first, second] = await businessIds('vendor@musika.co.zw');
    const buyer = await env.DB.prepare("SELECT id FROM users WHERE email = 'buyer@musika.co.zw'").first<{ id: number }>();
    const owner = await env.DB.prepare('SELECT owner_id AS id FROM businesses WHERE id = ?').bind(first.id).first<{ id: number }>();
    // The cookie still names the first business, which has changed hands meanwhile.
    await env.DB.prepare('UPDATE businesses SET owner_id = ? WHERE id = ?').bind(buyer!.id, first.id).run();
    try {
      const response = await visit('/dashboard/', jar);
      expect(response.status).toBe(302);
      const html = await (await visit('/dashboard/', jar)).text();
      expect(html).toContain(`You are managing <strong>${second.name.replace('&', '&amp;')}</strong>`);
      expect(html).not.toContain(first.name.replace('&', '&amp;'));
    } finally {
      await env.DB.prepare('UPDATE businesses SET owner_id = ? WHERE id = ?').bind(owner!.id, first.id).run();
    }
  });

  it('the switcher never redirects off the site', async () => {
    const { jar } = await loginAs('vendor');
    await visit('/dashboard/', jar);
    const [first] = await businessIds('vendor@musika.co.zw');
    const response = await visit('/dashboard/switch-business', jar, form({ businessId: String(first.id), redirectTo: 'https://evil.example/' }));
    expect(response.headers.get('location')).toBe('/dashboard/');
  });

  it('a buyer cannot switch businesses: the dashboard guard sends them to their account', async () => {
    const { jar } = await loginAs('buyer');
    const response = await visit('/dashboard/switch-business', jar, form({ businessId: '1' }));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/account');
  });
});
