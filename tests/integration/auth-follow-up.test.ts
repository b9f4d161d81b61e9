/**
 * Favourites without JavaScript: "Save to favourites" while logged out, then logging in, saves the item. The
 * requests are the ones a browser without JavaScript makes (plain form posts, redirects followed by hand, a
 * cookie jar), so nothing here runs client code. The e2e journey repeats it in Chromium with JavaScript off.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits, keyFromOutbox, SEEDED } from './support/accounts';
import { cookiesFrom, visit } from './support/session';

beforeEach(async () => {
  await clearRateLimits();
  await env.DB.prepare('delete from wishlist_items').run();
});

interface Product {
  id: number;
  slug: string;
  name: string;
}

async function someProducts(n: number): Promise<Product[]> {
  const { results } = await env.DB.prepare("select id, slug, name from products where status = 'publish' order by id limit ?").bind(n).all<Product>();
  return results;
}

const savedIds = async (email: string) =>
  (
    await env.DB.prepare('select w.product_id id from wishlist_items w join users u on u.id = w.user_id where u.email = ? order by w.product_id')
      .bind(email)
      .all<{ id: number }>()
  ).results.map((r) => r.id);

/** The no-JavaScript save form's post (features/product/save-button.tsx without the fetcher field). */
const saveForm = (product: Product, intent = 'add') =>
  new URLSearchParams({ intent, productId: String(product.id), redirectTo: `/product/${product.slug}/` });

const loginForm = (redirectTo: string) =>
  new URLSearchParams({ intent: 'password', username: SEEDED.buyer.email, password: SEEDED.buyer.password, redirectTo });

describe('save to favourites across the login, without JavaScript', () => {
  it('saves the item once the visitor has logged in, and returns to the product', async () => {
    const [product] = await someProducts(1);
    const jar: Record<string, string> = {};
    const saved = await visit('/wishlist/', jar, { method: 'POST', body: saveForm(product) });
    expect(saved.status).toBe(302);
    const loginPage = new URL(saved.headers.get('location')!, 'http://musika.test');
    expect(loginPage.pathname).toBe('/login/');
    expect(loginPage.searchParams.get('redirectTo')).toBe(`/product/${product.slug}/`);
    expect(await savedIds(SEEDED.buyer.email)).toEqual([]);

    const loggedIn = await visit('/login/', jar, { method: 'POST', body: loginForm(loginPage.searchParams.get('redirectTo')!) });
    expect(loggedIn.status).toBe(302);
    expect(loggedIn.headers.get('location')).toBe(`/product/${product.slug}/`);
    expect(await savedIds(SEEDED.buyer.email)).toEqual([product.id]);
    // Done once: the remembered save is forgotten, and the favourites page lists the item.
    expect(jar.musika_follow_up).toBeUndefined();
    expect(await (await visit('/account/favourite', jar)).text()).toContain(product.name);
  });

  it('also saves it when the visitor logs in with an e-mailed link instead of a password', async () => {
    const [, product] = await someProducts(2);
    const jar: Record<string, string> = {};
    await visit('/wishlist/', jar, { method: 'POST', body: saveForm(product) });
    await visit('/login/', jar, { method: 'POST', body: new URLSearchParams({ intent: 'link', email: SEEDED.buyer.email }) });
    const key = await keyFromOutbox(SEEDED.buyer.email, 'login_link');
    const opened = await visit(`/login/?email=${encodeURIComponent(SEEDED.buyer.email)}&key=${key}`, jar);
    expect(opened.status).toBe(302);
    expect(await savedIds(SEEDED.buyer.email)).toEqual([product.id]);
  });

  it('saves nothing on a login that no save click of this browser preceded', async () => {
    const jar: Record<string, string> = {};
    await visit('/login/', jar, { method: 'POST', body: loginForm('/') });
    expect(await savedIds(SEEDED.buyer.email)).toEqual([]);
  });

  it('does not remember a removal, and ignores a remembered value that is not a save', async () => {
    const [product] = await someProducts(1);
    const removal = await visit('/wishlist/', {}, { method: 'POST', body: saveForm(product, 'remove') });
    expect(cookiesFrom(removal).musika_follow_up).toBeUndefined();
    // A hand-made cookie naming something else is dropped by its schema, not acted on.
    const forged = btoa(JSON.stringify({ type: 'delete-account' }));
    const jar: Record<string, string> = { musika_follow_up: forged };
    expect((await visit('/login/', jar, { method: 'POST', body: loginForm('/') })).status).toBe(302);
    expect(await savedIds(SEEDED.buyer.email)).toEqual([]);
  });

  it('refuses the remembering post from another site (it could otherwise plant a save)', async () => {
    const [product] = await someProducts(1);
    const crossSite = await visit(
      '/wishlist/',
      {},
      { method: 'POST', body: saveForm(product), headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
    );
    expect(crossSite.status).toBe(403);
    expect(cookiesFrom(crossSite).musika_follow_up).toBeUndefined();
  });
});
