/**
 * Issue 31 item 1: a vendor (or staff member) gets back to the dashboard without typing its address. The header
 * says "Dashboard" where a buyer's says "Sell", the account menu opens with it, and a password login lands there
 * when no other page was asked for (or the visitor came from "Sell"). Plain requests, as without JavaScript.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits } from './support/accounts';
import { loginAs, visit } from './support/session';

beforeEach(clearRateLimits);

const header = (html: string) => /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
const accountMenu = (html: string) => /<nav[^>]*aria-label="Account menu"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
const linkTexts = (html: string) => [...html.matchAll(/<a[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, to, text]) => `${text.trim()} ${to}`);

describe("a store holder's way into the dashboard", () => {
  it("lands a vendor's login on the dashboard when no page was asked for, and from Sell", async () => {
    expect((await loginAs('vendor', '')).response.headers.get('location')).toBe('/dashboard/');
    expect((await loginAs('vendor', '/account/subscriptions')).response.headers.get('location')).toBe('/dashboard/');
    expect((await loginAs('vendor', '/vendors')).response.headers.get('location')).toBe('/vendors');
  });

  it('lands a buyer, and a vendor without a store yet, on the account as before', async () => {
    expect((await loginAs('buyer', '')).response.headers.get('location')).toBe('/account');
    expect((await loginAs('subscribedVendor', '')).response.headers.get('location')).toBe('/account');
  });

  it('puts Dashboard in the header and first in the account menu for a vendor with stores', async () => {
    const { jar } = await loginAs('vendor');
    const html = await (await visit('/account', jar)).text();
    expect(linkTexts(header(html))).toContain('Dashboard /dashboard/');
    expect(linkTexts(header(html)).some((l) => l.startsWith('Sell '))).toBe(false);
    expect(linkTexts(accountMenu(html))[0]).toBe('Dashboard /dashboard/');
  });

  it('keeps Sell in the header and no Dashboard in the menu for a buyer', async () => {
    const { jar } = await loginAs('buyer');
    const html = await (await visit('/account', jar)).text();
    expect(linkTexts(header(html))).toContain('Sell /account/subscriptions');
    expect(linkTexts(accountMenu(html)).some((l) => l.startsWith('Dashboard'))).toBe(false);
    expect(linkTexts(accountMenu(html))[0]).toBe('Overview /account');
  });
});
