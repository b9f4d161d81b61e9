/**
 * Moderators hiding and restoring reviews (issue 29): a hidden review leaves every public read — the product's
 * reviews, its rating and count (the numbers search sorts by), cached copies included — and the reviewer is told
 * why; restoring puts every number back exactly. Hiding twice (or restoring a visible review) answers 409 and
 * changes nothing; two moderators at once → one outcome, one audit entry, one notification; the lists are
 * answered from an index.
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REVIEW_MODERATION_MESSAGES as M } from '../../schema/rest/review-moderation';
import { reviewsListQuery } from '../../backend/moderation/admin-reviews-queries';
import { createDb } from '../../backend/db/client';
import { call, clearRateLimits } from './support/accounts';
import { gql } from './support/http';
import { operatorLogin, type OperatorLogin } from './support/operators';
import { settleWorkerTasks } from './support/worker';
import { expectNewestKeyed } from './support/notification-keys';

interface Target {
  reviewId: number;
  authorId: number;
  productId: number;
  slug: string;
  name: string;
  businessSlug: string;
  businessName: string;
  reviewer: string;
}

/** A published product with 3+ reviews and the review whose rating lies furthest from the average (so it moves). */
let target: Target;
beforeAll(async () => {
  await clearRateLimits();
  target = (await env.DB.prepare(
    `select r.id as reviewId, r.author_id as authorId, p.id as productId, p.slug, p.name, b.slug as businessSlug, b.name as businessName,
            u.display_name as reviewer
       from reviews r join products p on p.id = r.product_id join businesses b on b.id = p.business_id join users u on u.id = r.author_id
      where p.status = 'publish' and b.status = 'publish' and p.review_count >= 3
      order by abs(r.rating - p.rating_average) desc, r.id limit 1`,
  ).first<Target>())!;
});
afterEach(async () => {
  // The next test starts from the seed: the review visible (the triggers put the product's numbers back too).
  await env.DB.prepare('update reviews set hidden_at = null, hidden_by = null, hidden_reason = null where id = ?').bind(target.reviewId).run();
});

const act = (op: OperatorLogin, id: number | string, verb: 'hide' | 'restore', body: unknown = {}) =>
  call('POST', `/admin/reviews/${id}/${verb}`, { token: op.token, now: op.now, body });

const stored = () =>
  env.DB.prepare('select review_count as count, rating_average as average from products where id = ?')
    .bind(target.productId)
    .first<{ count: number; average: number }>();

/** The product's numbers from its rows, leaving `without` out: what buyers must see while it is hidden. */
const fromRows = (without = 0) =>
  env.DB.prepare('select count(*) as count, coalesce(round(avg(rating), 2), 0) as average from reviews where product_id = ? and id != ?')
    .bind(target.productId, without)
    .first<{ count: number; average: number }>();

/**
 * Anonymous, edge-cached reads: the product's reviews with its rating, and search sorted by rating. The same URLs
 * within a test (so a stale cached copy would show), new ones per test (afterEach writes D1 directly).
 */
let perPage = 60;
beforeEach(() => {
  perPage -= 1;
});
async function publicReads() {
  const reviews = await call('GET', `/products/reviews?slug=${target.slug}&per_page=${perPage}`);
  const search = await call('GET', `/search?term=${encodeURIComponent(target.name)}&sortBy=rating&per_page=${perPage}`);
  await settleWorkerTasks();
  expect(reviews.status).toBe(200);
  const card = (search.json.data.load as { id: number; rating: { average: number; count: number } }[]).find((p) => p.id === target.productId);
  return {
    ids: (reviews.json.data.reviews as { id: number }[]).map((r) => r.id),
    rating: reviews.json.data.rating as { average: number; count: number },
    card: card?.rating,
  };
}

const notificationsOf = (kind: string) =>
  env.DB.prepare('select title, body from notifications where user_id = ? and kind = ? order by id desc')
    .bind(target.authorId, kind)
    .all<{ title: string; body: string }>()
    .then((r) => r.results);

const audits = async (action: string) =>
  Number(
    await env.DB.prepare("select count(*) as n from operator_audit_log where object_type = 'review' and object_id = ? and action = ?")
      .bind(String(target.reviewId), action)
      .first<number>('n'),
  );

describe('hiding and restoring a review', () => {
  it('hide: out of the reviews, the rating and count drop to the other reviews’; restore: back exactly', async () => {
    const seeded = (await stored())!;
    expect(seeded).toEqual(await fromRows());
    const before = await publicReads();
    expect(before.ids).toContain(target.reviewId);
    expect(before.rating).toEqual(seeded);
    expect(before.card).toEqual(seeded);

    const moderator = await operatorLogin('moderator');
    const hidden = await act(moderator, target.reviewId, 'hide', { reason: 'It names the seller’s staff   and their phone numbers.' });
    expect(hidden.status, hidden.json.message).toBe(200);
    const expected = (await fromRows(target.reviewId))!;
    expect(expected.count).toBe(seeded.count - 1);
    expect(expected.average).not.toBe(seeded.average);
    expect(hidden.json.data.review).toMatchObject({
      id: target.reviewId,
      hiddenByName: expect.any(String),
      hiddenReason: 'It names the seller’s staff and their phone numbers.',
      productRating: expected,
    });
    expect(await stored()).toEqual(expected);
    const during = await publicReads();
    expect(during.ids).not.toContain(target.reviewId);
    expect(during.rating).toEqual(expected);
    expect(during.card).toEqual(expected);
    const [told] = await notificationsOf('review_hidden');
    expect(told.title).toContain(target.name);
    expect(told.body).toContain('It names the seller’s staff and their phone numbers.');
    await expectNewestKeyed(target.authorId, 'review_hidden', 'reviewHidden');
    expect(await audits('review.hidden')).toBe(1);

    const restored = await act(moderator, target.reviewId, 'restore');
    expect(restored.status, restored.json.message).toBe(200);
    expect(restored.json.data.review).toMatchObject({ hiddenAt: null, hiddenReason: null, productRating: seeded });
    expect(await stored()).toEqual(seeded);
    const after = await publicReads();
    expect(after.ids).toContain(target.reviewId);
    expect(after.rating).toEqual(seeded);
    expect(after.card).toEqual(seeded);
    expect((await notificationsOf('review_restored')).length).toBe(1);
    await expectNewestKeyed(target.authorId, 'review_restored', 'reviewRestored');
    expect(await audits('review.restored')).toBe(1);
  });

  it('a second hide (or restoring a visible review) answers 409 and writes nothing', async () => {
    const moderator = await operatorLogin('moderator');
    const visible = await act(moderator, target.reviewId, 'restore');
    expect([visible.status, visible.json.message]).toEqual([409, M.alreadyVisible]);
    expect((await act(moderator, target.reviewId, 'hide', { reason: 'Off-topic: about the courier' })).status).toBe(200);
    const [told, audited, numbers] = [(await notificationsOf('review_hidden')).length, await audits('review.hidden'), await stored()];
    const again = await act(moderator, target.reviewId, 'hide', { reason: 'Off-topic: about the courier' });
    expect([again.status, again.json.message]).toEqual([409, M.alreadyHidden]);
    expect((await notificationsOf('review_hidden')).length).toBe(told);
    expect(await audits('review.hidden')).toBe(audited);
    expect(await stored()).toEqual(numbers);
  });

  it('two moderators at once: one outcome, one audit entry, one notification', async () => {
    const [moderator, admin] = [await operatorLogin('moderator'), await operatorLogin('admin')];
    const [told, audited] = [(await notificationsOf('review_hidden')).length, await audits('review.hidden')];
    const both = await Promise.all([
      act(moderator, target.reviewId, 'hide', { reason: 'Abusive language about the seller' }),
      act(admin, target.reviewId, 'hide', { reason: 'Contains a phone number' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await audits('review.hidden')).toBe(audited + 1);
    expect((await notificationsOf('review_hidden')).length).toBe(told + 1);
    const winner = both.find((r) => r.status === 200)!.json.data.review.hiddenReason;
    expect(await env.DB.prepare('select hidden_reason from reviews where id = ?').bind(target.reviewId).first('hidden_reason')).toBe(winner);
    expect(await stored()).toEqual(await fromRows(target.reviewId));
  });
});

describe('through GraphQL', () => {
  it('lists and moderates; a bad reason is a user error on its field', async () => {
    const moderator = await operatorLogin('moderator');
    const headers = { authorization: `Bearer ${moderator.token}`, 'x-musika-test-now': String(moderator.now) };
    const list = await gql('{ adminReviews(status: VISIBLE, search: "zzz-no-such-thing") { items { id } pageInfo { total } hidden } }', {}, headers);
    expect(list.errors).toBeUndefined();
    expect(list.data.adminReviews).toEqual({ items: [], pageInfo: { total: 0 }, hidden: 0 });
    const moderate = `mutation ($input: ModerateReviewInput!) {
      moderateReview(input: $input) { review { id hiddenReason productRating { count } } userErrors { field message } }
    }`;
    const bad = await gql(moderate, { input: { reviewId: String(target.reviewId), action: 'HIDE', reason: 'no' } }, headers);
    expect(bad.data.moderateReview).toEqual({ review: null, userErrors: [{ field: 'reason', message: M.reason }] });
    const done = await gql(moderate, { input: { reviewId: String(target.reviewId), action: 'HIDE', reason: 'Personal data' } }, headers);
    expect(done.data.moderateReview.review).toMatchObject({ id: String(target.reviewId), hiddenReason: 'Personal data' });
    const again = await gql(moderate, { input: { reviewId: String(target.reviewId), action: 'HIDE', reason: 'Personal data' } }, headers);
    expect(again.data.moderateReview).toEqual({ review: null, userErrors: [{ field: null, message: M.alreadyHidden }] });
  });
});

describe('bad input', () => {
  it('answers clear field messages and 404s, writing nothing', async () => {
    const moderator = await operatorLogin('moderator');
    const short = await act(moderator, target.reviewId, 'hide', { reason: 'no' });
    expect([short.status, short.json.message]).toEqual([400, `reason: ${M.reason}`]);
    expect((await act(moderator, target.reviewId, 'hide', {})).json.message).toBe(`reason: ${M.reason}`);
    expect((await act(moderator, target.reviewId, 'hide', { reason: 'x'.repeat(501) })).status).toBe(400);
    expect((await act(moderator, 'abc', 'restore')).status).toBe(404);
    const missing = await act(moderator, 999_999, 'hide', { reason: 'Not a real review' });
    expect([missing.status, missing.json.message]).toEqual([404, M.reviewNotFound]);
    const bad = await call('GET', '/admin/reviews?status=nope', { token: moderator.token, now: moderator.now });
    expect(bad.status).toBe(400);
    expect(await env.DB.prepare('select hidden_at from reviews where id = ?').bind(target.reviewId).first('hidden_at')).toBeNull();
  });
});

describe('the moderators’ list', () => {
  it('filters visible / hidden / all, searches product, store or reviewer, newest first; other roles are refused', async () => {
    const moderator = await operatorLogin('moderator');
    const list = (q: string) => call('GET', `/admin/reviews?${q}`, { token: moderator.token, now: moderator.now });
    const all = await list('per_page=50');
    expect(all.status, all.json.message).toBe(200);
    const dates = (all.json.data.load as { createdAt: string }[]).map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.json.data.hidden).toBe(0);

    await act(moderator, target.reviewId, 'hide', { reason: 'Spam: a link to another shop' });
    const ids = async (q: string) => ((await list(q)).json.data.load as { id: number }[]).map((r) => r.id);
    expect(await ids('status=hidden')).toEqual([target.reviewId]);
    expect(await ids(`status=visible&search=${encodeURIComponent(target.name)}&per_page=100`)).not.toContain(target.reviewId);
    for (const term of [target.name, target.businessName, target.reviewer]) {
      expect(await ids(`status=all&search=${encodeURIComponent(term)}&per_page=100`), term).toContain(target.reviewId);
    }
    expect((await list('search=nothing-like-this')).json.data.pageInfo.total).toBe(0);
    expect((await list('status=hidden')).json.data.hidden).toBe(1);

    const support = await operatorLogin('support');
    expect((await call('GET', '/admin/reviews', { token: support.token, now: support.now })).status).toBe(403);
    expect((await act(support, target.reviewId, 'restore')).status).toBe(403);
  });

  it('EXPLAIN QUERY PLAN: each filter reads reviews through an index', async () => {
    const db = createDb(env.DB);
    for (const status of ['visible', 'hidden', 'all'] as const) {
      const { sql, params } = reviewsListQuery(db, { status, page: 1, perPage: 20 }).rows.toSQL();
      const lines = await plan(sql, params);
      expect(lines.join('\n'), status).toMatch(
        /SCAN reviews USING INDEX (reviews_moderation_idx|reviews_created_idx)|SEARCH reviews USING INDEX reviews_moderation_idx/,
      );
      expect(
        lines.filter((l) => /^SCAN reviews$/.test(l) || /TEMP B-TREE/.test(l)),
        status,
      ).toEqual([]);
    }
  });
});

async function plan(query: string, binds: unknown[]): Promise<string[]> {
  const { results } = await env.DB.prepare(`explain query plan ${query}`)
    .bind(...binds)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}
