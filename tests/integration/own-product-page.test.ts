/**
 * What the pages show for the own-product and removed-line rules: the vendor's product page offers "Edit
 * listing" instead of buying and offering, and the cart page says which lines it dropped.
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits } from './support/accounts';
import { P, product } from './support/buying';
import { page } from './support/http';
import { loginAs, visit } from './support/session';

beforeEach(clearRateLimits);
afterEach(async () => {
  await env.DB.prepare("update products set status = 'publish' where id = ?").bind(P.fertiliser).run();
});

const addForm = (productId: number, slug: string) => new URLSearchParams({ intent: 'add', productId: String(productId), slug, quantity: '1' });

describe('the product page of one’s own product', () => {
  it('own product page: the owner sees “Edit listing” instead of “Add to cart” and “Make an offer”', async () => {
    const { slug } = await product(P.jbl);
    const { jar } = await loginAs('vendor');
    const html = await (await visit(`/product/${slug}/`, jar)).text();
    expect(html).toContain(`href="/dashboard/update-product/${slug}/"`);
    expect(html).toContain('Edit listing');
    expect(html).not.toContain('aria-label="Add to cart"');
    expect(html).not.toContain('<summary>Make an offer</summary>');
    expect(html).not.toContain('aria-label="Write a review"');
  });

  it('own product page: everyone else still sees “Add to cart” and “Make an offer”, not “Edit listing”', async () => {
    const { slug } = await product(P.jbl);
    for (const html of [(await page(`/product/${slug}/`)).html, await (await visit(`/product/${slug}/`, (await loginAs('buyer')).jar)).text()]) {
      expect(html).toContain('aria-label="Add to cart"');
      expect(html).toContain('<summary>Make an offer</summary>');
      expect(html).not.toContain('Edit listing');
    }
  });
});

describe('the cart page', () => {
  it('cart page: an anonymous cart says which product it dropped, once', async () => {
    const { slug, name } = await product(P.fertiliser);
    const jar: Record<string, string> = {};
    await visit('/cart/', jar, { method: 'POST', body: addForm(P.fertiliser, slug) });
    await env.DB.prepare("update products set status = 'draft' where id = ?").bind(P.fertiliser).run();

    const first = await visit('/cart/', jar);
    const html = await first.text();
    expect(html).toContain(`‘${escapeHtml(name)}’ is no longer available and was removed from your cart.`);
    expect(html).toContain('Your cart is empty.');
    // The cookie no longer holds the line: the next visit has nothing to say.
    expect(await (await visit('/cart/', jar)).text()).not.toContain('was removed from your cart');
  });

  it('cart page: a logged-in cart says which product it dropped', async () => {
    const { slug, name } = await product(P.fertiliser);
    const { jar } = await loginAs('buyer');
    await visit('/cart/', jar, { method: 'POST', body: new URLSearchParams({ intent: 'clear' }) });
    await visit('/cart/', jar, { method: 'POST', body: addForm(P.fertiliser, slug) });
    await env.DB.prepare("update products set status = 'draft' where id = ?").bind(P.fertiliser).run();
    const html = await (await visit('/cart/', jar)).text();
    expect(html).toContain(`‘${escapeHtml(name)}’ is no longer available and was removed from your cart.`);
  });
});

function escapeHtml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
