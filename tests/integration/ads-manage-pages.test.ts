/**
 * The ads pages without JavaScript (issue #12): the list with balance, status badges, figures, pause/resume
 * form posts and the per-day chart with its table; the new-ad form (field errors, create, redirect); the edit
 * page (prefilled, save, its own figures); the upgrade notice without run_ads; another business's ad is a 404.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { AD_MESSAGES } from '../../schema/rest/ads';
import { AD_FIELD_MESSAGES } from '../../schema/rest/ads-manage';
import { clearRateLimits } from './support/accounts';
import { addStats, adsShop, dayOffset, today, unlimitedAdsInThisFile, withBusinessPackage } from './support/ads-manage';
import { form, open, text, vendorWith } from './support/dashboard-pages';
import { visit } from './support/session';

beforeEach(clearRateLimits);
unlimitedAdsInThisFile();

const LIST = '/dashboard/ads-management';
const ADD = '/dashboard/ads-management/add-new-ad';

const adFields = (over: Record<string, string> = {}) => ({
  productId: '',
  title: 'Solar lanterns this week',
  placement: 'SEARCH',
  pricing: 'CPM',
  bid: '2.50',
  dailyBudget: '5',
  startsOn: today(),
  endsOn: dayOffset(14),
  keywords: 'Solar, Lantern',
  city: 'Harare',
  ...over,
});

const adsOf = (businessId: number) =>
  env.DB.prepare('select id, title, paused, bid_cents, daily_budget_cents, keywords, product_id from ads where business_id = ? order by id')
    .bind(businessId)
    .all<{ id: number; title: string; paused: number; bid_cents: number; daily_budget_cents: number; keywords: string; product_id: number | null }>();

describe('/dashboard/ads-management/add-new-ad', () => {
  it('creates an ad through the form and goes back to the list, where it shows active with a pause button', async () => {
    const shop = await adsShop(4000);
    const jar = await vendorWith(shop.id);
    const page = await text(await open(ADD, jar));
    expect(page).toContain('Solar lantern'); // the product picker lists the business's products
    expect(page).toContain('The whole store');
    expect(page).toMatch(/<form[^>]*method="post"/);
    const posted = await visit(ADD, jar, form(adFields({ productId: String(shop.product.id) })));
    expect(posted.status).toBe(302);
    expect(posted.headers.get('location')).toBe(LIST);
    const { results } = await adsOf(shop.id);
    expect(results).toEqual([
      expect.objectContaining({
        title: 'Solar lanterns this week',
        bid_cents: 250,
        daily_budget_cents: 500,
        keywords: 'solar,lantern',
        product_id: shop.product.id,
      }),
    ]);
    const list = await text(await open(LIST, jar));
    expect(list).toContain('Solar lanterns this week');
    expect(list).toMatch(/data-testid="ad-status"[^>]*>Active</);
    expect(list).toContain('>Pause</button>');
    expect(list).toContain('$40.00');
  });

  it("answers field errors with the contract's messages and keeps what was typed", async () => {
    const shop = await adsShop(4000);
    const jar = await vendorWith(shop.id);
    await open(ADD, jar);
    const low = await visit(ADD, jar, form(adFields({ pricing: 'CPC', bid: '0.04', title: 'Keep <me>' })));
    expect(low.status).toBe(400);
    const html = await text(low);
    expect(html).toContain(AD_FIELD_MESSAGES.minCpcBid);
    expect(html).toContain('value="Keep &lt;me&gt;"');
    const junk = await text(await visit(ADD, jar, form(adFields({ bid: 'abc' }))));
    expect(junk).toContain('Enter the bid in dollars');
    const past = await text(await visit(ADD, jar, form(adFields({ startsOn: dayOffset(-1) }))));
    expect(past).toContain(AD_FIELD_MESSAGES.startsInPast);
    expect((await adsOf(shop.id)).results).toHaveLength(0);
  });

  it('without a balance the page says so, and the create is refused with the same message', async () => {
    const shop = await adsShop(0);
    const jar = await vendorWith(shop.id);
    expect(await text(await open(ADD, jar))).toContain(AD_MESSAGES.noBalance);
    const refused = await visit(ADD, jar, form(adFields()));
    expect(refused.status).toBe(400);
    expect(await text(refused)).toContain(AD_MESSAGES.noBalance);
  });

  it('a package without run_ads shows the upgrade notice instead of the form', async () => {
    const shop = await adsShop(4000);
    const jar = await vendorWith(shop.id);
    await withBusinessPackage(['create_products', 'manage_orders'], { products: 200, businesses: 2, ads: 10 }, async () => {
      const html = await text(await open(ADD, jar));
      expect(html).toContain(AD_MESSAGES.notInPackage);
      expect(html).toContain('Upgrade your package');
      expect(html).not.toContain('aria-label="Ad settings"');
    });
  });
});

describe('/dashboard/ads-management', () => {
  it('pauses and resumes an ad with plain form posts', async () => {
    const shop = await adsShop(4000);
    const jar = await vendorWith(shop.id);
    await open(ADD, jar);
    await visit(ADD, jar, form(adFields()));
    const [ad] = (await adsOf(shop.id)).results;
    await open(LIST, jar);
    const paused = await visit(LIST, jar, form({ intent: 'pause', adId: String(ad.id) }));
    expect(paused.status).toBe(200);
    expect((await adsOf(shop.id)).results[0].paused).toBe(1);
    const html = await text(paused);
    expect(html).toContain('The ad is paused.');
    expect(html).toMatch(/data-testid="ad-status"[^>]*>Paused</);
    expect(html).toContain('>Resume</button>');
    await visit(LIST, jar, form({ intent: 'resume', adId: String(ad.id) }));
    expect((await adsOf(shop.id)).results[0].paused).toBe(0);
  });

  it('shows the chart, its table per day and the billing history; the range switcher changes the days', async () => {
    const shop = await adsShop(4000);
    const jar = await vendorWith(shop.id);
    await open(ADD, jar);
    await visit(ADD, jar, form(adFields({ title: 'Charted ad' })));
    const [ad] = (await adsOf(shop.id)).results;
    await addStats(ad.id, shop.id, today(), 4321, 43, 1_080_250);
    const html = await text(await open(`${LIST}?range=7d`, jar));
    expect(html).toMatch(/<svg[^>]*data-testid="ads-chart"/);
    expect(html).toMatch(/<table[^>]*data-testid="ads-table"/);
    expect(html.match(/<tr><th scope="row"/g)).toHaveLength(7);
    expect(html).toContain('4321');
    expect(html).toContain('$10.80'); // spend in cents rounded down
    expect(html).toContain('1.00%');
    expect(html).toMatch(/data-testid="ads-history"[\s\S]*Charted ad: 4321 impressions, 43 clicks/);
    expect(html).toMatch(/aria-current="page"[^>]*>7 days/);
    const ninety = await text(await open(`${LIST}?range=90d`, jar));
    expect(ninety.match(/<tr><th scope="row"/g)).toHaveLength(90);
  });

  it("refuses pausing another business's ad, and a visitor is sent to log in", async () => {
    const mine = await adsShop(4000);
    const theirs = await adsShop(4000);
    const jar = await vendorWith(theirs.id);
    await open(ADD, jar);
    await visit(ADD, jar, form(adFields()));
    const [ad] = (await adsOf(theirs.id)).results;
    await visit('/dashboard/switch-business', jar, form({ businessId: String(mine.id), redirectTo: LIST }));
    const refused = await visit(LIST, jar, form({ intent: 'pause', adId: String(ad.id) }));
    expect(refused.status).toBe(400);
    expect((await adsOf(theirs.id)).results[0].paused).toBe(0);
    const anonymous = await visit(LIST, {});
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toMatch(/login/);
  });
});

describe('/dashboard/update-ad/{adID}', () => {
  it('shows the ad prefilled with its own figures, and saves changes', async () => {
    const shop = await adsShop(4000);
    const jar = await vendorWith(shop.id);
    await open(ADD, jar);
    await visit(ADD, jar, form(adFields({ title: 'Before edit' })));
    const [ad] = (await adsOf(shop.id)).results;
    await addStats(ad.id, shop.id, dayOffset(-1), 77, 7, 192_500);
    const path = `/dashboard/update-ad/${ad.id}`;
    const html = await text(await open(path, jar));
    expect(html).toContain('value="Before edit"');
    expect(html).toContain('value="2.50"');
    expect(html).toMatch(/<table[^>]*data-testid="ads-table"/);
    expect(html).toContain('>77<');
    const saved = await visit(path, jar, form(adFields({ title: 'After edit', bid: '3' })));
    expect(saved.status).toBe(302);
    expect((await adsOf(shop.id)).results[0]).toMatchObject({ title: 'After edit', bid_cents: 300 });
  });

  it("another business's ad and a junk id are 404", async () => {
    const mine = await adsShop(4000);
    const theirs = await adsShop(4000);
    const jar = await vendorWith(theirs.id);
    await open(ADD, jar);
    await visit(ADD, jar, form(adFields()));
    const [ad] = (await adsOf(theirs.id)).results;
    await visit('/dashboard/switch-business', jar, form({ businessId: String(mine.id), redirectTo: LIST }));
    expect((await open(`/dashboard/update-ad/${ad.id}`, jar)).status).toBe(404);
    expect((await open("/dashboard/update-ad/1'%20or%201=1", jar)).status).toBe(404);
  });
});
