/**
 * 200 bids at once on one auction (issue #14): its Durable Object decides them one at a time, so exactly the
 * accepted ones are recorded, each beats the one before, two equal bids never both win, and the lot's current
 * bid, leader and count agree with the bids table.
 */
import { env } from 'cloudflare:test';
import { expect, it } from 'vitest';
import { clearRateLimits } from './support/accounts';
import { bid, insertAuction, newBidder } from './support/auctions';

it('200 simultaneous bids leave one consistent highest bid and a count equal to the accepted bids', async () => {
  await clearRateLimits();
  const { id } = await insertAuction({ startCents: 10_000 });
  // 20 bidders × 10 bids (the per-user limit is 10 a minute): amounts from a small set, so many are equal.
  const bidders = await Promise.all(Array.from({ length: 20 }, () => newBidder()));
  const attempts = bidders.flatMap((b, i) =>
    Array.from({ length: 10 }, (_, k) => ({ token: b.token, bidderId: b.id, amount: 10_000 + ((i * 7 + k * 13) % 40) * 500 })),
  );
  const answers = await Promise.all(attempts.map((a) => bid(id, a.amount, a.token).then((r) => ({ ...a, status: r.status }))));

  const accepted = answers.filter((a) => a.status === 201);
  expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
  expect(accepted.length).toBeGreaterThan(0);
  // Equal amounts: at most one of them was accepted.
  expect(new Set(accepted.map((a) => a.amount)).size).toBe(accepted.length);

  const { results: rows } = await env.DB.prepare('select bidder_id, amount_cents from bids where product_id = ? order by id')
    .bind(id)
    .all<{ bidder_id: number; amount_cents: number }>();
  expect(rows.length).toBe(accepted.length);
  // In the order they were recorded, every bid beats the one before by at least the $5 increment of this band.
  for (let i = 1; i < rows.length; i++) expect(rows[i].amount_cents - rows[i - 1].amount_cents).toBeGreaterThanOrEqual(500);

  const top = rows[rows.length - 1];
  const lot = await env.DB.prepare('select current_bid_cents, leader_id, bid_count from auction_lots where product_id = ?').bind(id).first();
  expect(lot).toEqual({ current_bid_cents: top.amount_cents, leader_id: top.bidder_id, bid_count: accepted.length });
  expect(top.amount_cents).toBe(Math.max(...accepted.map((a) => a.amount)));
});
