/**
 * Copy on the rendered pages (issues "Copy" and "say only what works"): counts that agree with their number,
 * no doubled words, human form messages, a real support address, a <title> on every 404, and no promise of
 * payments, ads or business settings that do not exist yet.
 */
import { describe, expect, it } from 'vitest';
import { page } from './support/http';
import { loginAs, visit } from './support/session';

/** What a person reads: React's <!-- --> separators gone. */
const text = (html: string) => html.replace(/<!-- -->/g, '');
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const footer = (html: string) => /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';

describe('copy', () => {
  it('"1 store", never "1 stores across Zimbabwe" (/vendors?term=digital)', async () => {
    const { html } = await page('/vendors?term=digital');
    expect(text(html)).toContain('1 store matches your search.');
    expect(text(html)).not.toContain('1 stores');
    expect(text((await page('/vendors')).html)).toMatch(/\d+ stores across Zimbabwe\./);
  });

  it('says "near you" once in the title and heading of /popular-categories/near-you', async () => {
    const nearYou = await page('/popular-categories/near-you');
    expect(title(nearYou.html)).toBe('Popular categories near you — Musika');
    expect(text(nearYou.html)).not.toContain('near you near');
    const inHarare = await page('/popular-categories/near-you?city=harare');
    expect(text(inHarare.html)).toMatch(/<h1[^>]*>Popular categories near Harare<\/h1>/);
  });

  it('the buyer-request form shows a human message, not "Expected number, received nan", when browser validation is bypassed', async () => {
    const { jar } = await loginAs('buyer');
    const body = new FormData();
    for (const [name, value] of Object.entries({
      title: 'Second-hand fridge',
      description: 'A working fridge, 200 litres or more.',
      categoryId: 'abc',
      budget: 'lots',
      city: 'Harare',
    })) {
      body.set(name, value);
    }
    const response = await visit('/buyer-requests', jar, { method: 'POST', body });
    const html = text(await response.text());
    expect(response.status).toBe(400);
    expect(html).toContain('Enter the budget in US dollars, e.g. 150 or 149.99');
    expect(html).toContain('Choose a category');
    expect(html).not.toMatch(/Expected number|received nan|Invalid input/);
  });

  it('the support address on /contact-us-info/ is Musika’s own', async () => {
    const { html } = await page('/contact-us-info/');
    expect(html).toContain('<a href="mailto:support@musika.co.zw">support@musika.co.zw</a>');
    expect(html).not.toContain('example.co.zw');
  });

  it('a 404 has a <title>, for single-segment paths too', async () => {
    for (const path of ['/nothing-here', '/nothing-here/', '/vendor/nothing-here', '/category/nothing-here', '/product/nothing-here/', '/a/b/c']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(title(html), path).toBe('Page not found — Musika');
    }
  });
});

describe('say only what works', () => {
  it('the footer promises the payments checkout takes: on delivery or collection, or EcoCash, OneMoney, InnBucks and cards through Paynow', async () => {
    const html = footer((await page('/')).html);
    expect(html).toContain('Pay the store on delivery or when you collect, or pay now with EcoCash, OneMoney, InnBucks or a card through Paynow.');
  });

  it('the pages on selling, buying and paying make none of the claims the site has outgrown (issue 31)', async () => {
    const outgrown = [
      /cannot be bought on the website/i,
      /not available yet/i,
      /who pay you on delivery or when they collect/i,
      /packages[^.]*contact our team/i,
    ];
    for (const path of ['/how-to-sell/', '/how-to-buy/', '/sell-items', '/faqs', '/']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      for (const claim of outgrown) expect(text(html), `${path} says ${claim}`).not.toMatch(claim);
    }
  });

  it('/how-to-sell/ says packages are bought on the site, buyers pay online or on delivery, and links the dashboard', async () => {
    const { status, html } = await page('/how-to-sell/');
    expect(status).toBe(200);
    const article = text(/<article[\s\S]*<\/article>/.exec(html)?.[0] ?? '');
    expect(article).toContain('pay for it on the website with EcoCash, OneMoney, InnBucks or a card through Paynow');
    expect(article).toContain('Buyers pay as they check out');
    const links = [...article.matchAll(/href="([^"]+)"/g)].map(([, to]) => to);
    expect(links).toEqual(
      expect.arrayContaining(['/account/subscriptions', '/dashboard/', '/dashboard/earnings/', '/dashboard/ads-management', '/sell-items']),
    );
    // Every page it sends a vendor to opens for one.
    const { jar } = await loginAs('vendor');
    await visit('/dashboard/', jar); // the first visit picks the store to manage (a cookie) and comes back
    for (const to of links.filter((to) => to.startsWith('/dashboard') || to.startsWith('/account'))) {
      expect((await visit(to, jar)).status, to).toBe(200);
    }
  });
});
