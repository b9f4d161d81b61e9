/**
 * The auction pages without JavaScript: the product page's auction panel (current bid, bids, reserve state,
 * Harare end, the bid form post and its errors; never shared-cached) and /dashboard/auctions/ with the
 * vendor's decision.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits } from './support/accounts';
import { BUYER_ID, bid, insertAuction, newBidder, setEnd, tokenFor } from './support/auctions';
import { form, open, text, vendorWith } from './support/dashboard-pages';
import { page } from './support/http';
import { loginAs, visit } from './support/session';

beforeEach(clearRateLimits);

describe('the product page of an auction', () => {
  it('shows the current bid, the bids, "Reserve not met" (never the reserve) and the end in Harare time, and is never shared-cached', async () => {
    const { id, slug } = await insertAuction({ startCents: 10_000, reserveCents: 54_321 });
    await env.DB.prepare("update products set auction_ends_at = '2030-06-01T10:00:00.000Z' where id = ?").bind(id).run();
    await bid(id, 12_500, (await newBidder()).token);
    const response = await page(`/product/auction/${slug}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const html = response.html.replace(/<!-- -->/g, '');
    expect(html).toContain('$125.00');
    expect(html).toMatch(/data-testid="bid-count">1</);
    expect(html).toContain('Reserve not met');
    expect(html).not.toContain('543.21');
    expect(html).toContain('1 Jun 2030, 12:00 CAT');
    expect(html).toContain('Log in</a> to bid');
  });

  it('takes a bid through the form, then shows the bidder leading; a too-low bid answers its message', async () => {
    const { id, slug } = await insertAuction({ startCents: 10_000 });
    const { jar } = await loginAs('buyer');
    const path = `/product/auction/${slug}/`;
    const low = await visit(path, jar, form({ intent: 'bid', amount: '99' }));
    expect(low.status).toBe(400);
    expect(await text(low)).toContain('Your bid must be at least $100.00');
    const bad = await visit(path, jar, form({ intent: 'bid', amount: 'lots' }));
    expect(bad.status).toBe(400);
    expect(await text(bad)).toContain('Enter your bid in dollars');
    const placed = await visit(path, jar, form({ intent: 'bid', amount: '100' }));
    expect(placed.status).toBe(302);
    expect(placed.headers.get('location')).toBe(`${path}?bid=placed`);
    const after = await text(await visit(`${path}?bid=placed`, jar));
    expect(after).toContain('Your bid was placed.');
    expect(after).toContain('You are the highest bidder (your bid: $100.00).');
    const row = await env.DB.prepare('select leader_id from auction_lots where product_id = ?').bind(id).first();
    expect(row).toEqual({ leader_id: BUYER_ID });
  });

  it('the -rejected route shows the rejected status and no bid form', async () => {
    const { slug } = await insertAuction();
    const html = (await page(`/product/auction/${slug}/rejected/`)).html.replace(/<!-- -->/g, '');
    expect(html).toContain('Auction rejected — this lot is not open for bids');
    expect(html).not.toContain('Place bid');
  });
});

describe('/dashboard/auctions/', () => {
  it('lists the business auctions and approves an ended one: the winner then sees "Pay now"', async () => {
    const { id, slug } = await insertAuction({ businessId: 4, startCents: 10_000 });
    await bid(id, 15_000, await tokenFor(BUYER_ID));
    await setEnd(id, new Date(Date.now() - 1000));
    const jar = await vendorWith(4);
    const list = await text(await open('/dashboard/auctions/', jar));
    expect(list).toContain(`Test Auction Lot ${id}`);
    expect(list).toContain('Ended — your decision');
    expect(list).toContain('Highest bid wins: Chiedza Mavhunga');
    const decided = await visit('/dashboard/auctions/', jar, form({ productId: String(id), decision: 'APPROVED' }));
    expect(decided.status).toBe(302);
    expect(decided.headers.get('location')).toBe('/dashboard/auctions/?decided=APPROVED');
    expect(await text(await open('/dashboard/auctions/?decided=APPROVED', jar))).toContain('Result approved');

    const buyer = (await loginAs('buyer')).jar;
    const lotPage = await text(await visit(`/product/auction/${slug}/approved/`, buyer));
    expect(lotPage).toContain('Result approved — sold to the highest bidder');
    expect(lotPage).toMatch(/href="\/checkout\?offer=\d+"[^>]*>Pay now/);
  });

  it('refuses a decision on an auction of another business', async () => {
    const other = await insertAuction({ businessId: 8 });
    await setEnd(other.id, new Date(Date.now() - 1000));
    const jar = await vendorWith(4);
    const refused = await visit('/dashboard/auctions/', jar, form({ productId: String(other.id), decision: 'REJECTED' }));
    expect(refused.status).toBe(400);
    expect(await text(refused)).toContain('No auction found with that id');
  });
});
