/**
 * Newsletters and unsubscribing over ezw/v1 (issue #14 item 5): a send writes one plain-text e-mail per
 * subscribed follower to the outbox, each with that follower's own unsubscribe link; one send per business per
 * 24 hours (also when two race), at most NEWSLETTER_MAX_RECIPIENTS recipients; input, hostile input and who may
 * send. The unsubscribe link works without a login, GET changes nothing, and one follower's token touches only
 * their own follow.
 */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FOLLOWER_MESSAGES, NEWSLETTER_MAX_RECIPIENTS, NEWSLETTER_WINDOW_HOURS } from '../../schema/rest/followers';
import { clearRateLimits } from './support/accounts';
import { freshBusiness } from './support/analytics';
import {
  ageNewsletters,
  bulkFollowers,
  follow,
  newsletterMails,
  newsletters,
  sendNewsletter,
  tokenIn,
  tokenOf,
  unfollow,
  unsubscribe,
  unsubscribeStatus,
} from './support/followers';
import { newBuyer } from './support/offers';
import { enterpriseToken, vendorToken } from './support/vendor-catalogue';

beforeEach(clearRateLimits);

let buyer: { token: string; id: number };
let other: { token: string; id: number };
beforeAll(async () => {
  [buyer, other] = [await newBuyer('Nyasha'), await newBuyer('Chipo')];
});

let serial = 0;
const letter = (bID: number, over: Record<string, unknown> = {}) => ({
  bID,
  subject: `Stock day ${++serial}-${Date.now()}`,
  message: 'New school shoes are in. Come early!',
  ...over,
});
const emailOf = async (userId: number) =>
  (await env.DB.prepare('select email from users where id = ?').bind(userId).first<{ email: string }>())!.email;

describe('POST /vendor/newsletter', () => {
  it('e-mails every subscribed follower once, plain text, each with their own unsubscribe link; lists the send', async () => {
    const shop = await freshBusiness();
    await follow(buyer.token, shop.id);
    await follow(other.token, shop.id);
    await env.DB.prepare('update business_followers set unsubscribed_at = ? where business_id = ? and user_id = ?')
      .bind(new Date().toISOString(), shop.id, other.id)
      .run();
    const body = letter(shop.id, { message: 'Half price <script>alert(1)</script>\r\nthis Friday & Saturday' });
    const sent = await sendNewsletter(await vendorToken(), body);
    expect(sent.status, sent.json.message).toBe(201);
    expect(sent.json.data.newsletter).toMatchObject({ subject: body.subject, recipients: 1, leftOut: 0 });
    const mails = await newsletterMails(body.subject);
    expect(mails.map((m) => m.to_email)).toEqual([await emailOf(buyer.id)]);
    // The vendor's words exactly as typed (line ends made \n), with the store named and linked.
    expect(mails[0].body).toContain('Half price <script>alert(1)</script>\nthis Friday & Saturday');
    expect(mails[0].subject).toMatch(new RegExp(`^${body.subject} — `));
    expect(mails[0].body).toContain(`/vendor/${shop.slug}`);
    expect(tokenIn(mails[0].body)).toBe(await tokenOf(shop.id, buyer.id));

    const list = await newsletters(await vendorToken(), shop.id);
    expect(list.json.data.load).toEqual([expect.objectContaining({ subject: body.subject, recipients: 1 })]);
    expect(list.json.data.subscribed).toBe(1);
    expect(Date.parse(list.json.data.nextAllowedAt) - Date.now()).toBeGreaterThan((NEWSLETTER_WINDOW_HOURS - 1) * 3_600_000);
  });

  it(`one newsletter per business per ${NEWSLETTER_WINDOW_HOURS} hours: the next is refused with Retry-After until the window passes`, async () => {
    const shop = await freshBusiness();
    await follow(buyer.token, shop.id);
    const token = await vendorToken();
    expect((await sendNewsletter(token, letter(shop.id))).status).toBe(201);
    const again = letter(shop.id);
    const refused = await sendNewsletter(token, again);
    expect([refused.status, refused.json.message]).toEqual([429, FOLLOWER_MESSAGES.tooSoon]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(NEWSLETTER_WINDOW_HOURS * 3600 - 120);
    expect(await newsletterMails(again.subject)).toHaveLength(0);
    // Another business of the same vendor has its own window.
    const second = await freshBusiness();
    await follow(buyer.token, second.id);
    expect((await sendNewsletter(token, letter(second.id))).status).toBe(201);
    await ageNewsletters(shop.id, NEWSLETTER_WINDOW_HOURS + 1);
    expect((await sendNewsletter(token, letter(shop.id))).status).toBe(201);
  });

  it('two sends at the same moment: exactly one goes, the other is refused, and e-mails go once', async () => {
    const shop = await freshBusiness();
    await follow(buyer.token, shop.id);
    const token = await vendorToken();
    const [a, b] = [letter(shop.id, { subject: `Race A ${Date.now()}` }), letter(shop.id, { subject: `Race B ${Date.now()}` })];
    const answers = await Promise.all([sendNewsletter(token, a), sendNewsletter(token, b)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 429]);
    expect((await newsletterMails('Race ')).filter((m) => m.subject.startsWith('Race A') || m.subject.startsWith('Race B'))).toHaveLength(1);
  });

  it(`a send reaches at most ${NEWSLETTER_MAX_RECIPIENTS} followers, the longest-standing first, and says how many it left out`, async () => {
    const shop = await freshBusiness();
    const emails = await bulkFollowers(shop.id, NEWSLETTER_MAX_RECIPIENTS + 1);
    const body = letter(shop.id);
    const sent = await sendNewsletter(await vendorToken(), body);
    expect(sent.json.data.newsletter).toMatchObject({ recipients: NEWSLETTER_MAX_RECIPIENTS, leftOut: 1 });
    const to = new Set((await newsletterMails(body.subject)).map((m) => m.to_email));
    expect(to.size).toBe(NEWSLETTER_MAX_RECIPIENTS);
    expect(to.has(emails[0])).toBe(true);
    expect(to.has(emails[NEWSLETTER_MAX_RECIPIENTS])).toBe(false);
  });

  it('with nobody subscribed it is refused (409) and does not use up the day', async () => {
    const shop = await freshBusiness();
    const token = await vendorToken();
    const refused = await sendNewsletter(token, letter(shop.id));
    expect([refused.status, refused.json.message]).toEqual([409, FOLLOWER_MESSAGES.noFollowers]);
    await follow(buyer.token, shop.id);
    expect((await sendNewsletter(token, letter(shop.id))).status).toBe(201);
  });

  it('validates subject and message: bounds, one-line subject, types; hostile text is stored as text', async () => {
    const shop = await freshBusiness();
    await follow(buyer.token, shop.id);
    const token = await vendorToken();
    const cases: [Record<string, unknown>, string][] = [
      [{ subject: '   ' }, `subject: ${FOLLOWER_MESSAGES.subject}`],
      [{ subject: 'x'.repeat(121) }, `subject: ${FOLLOWER_MESSAGES.subject}`],
      [{ subject: 42 }, `subject: ${FOLLOWER_MESSAGES.subject}`],
      [{ message: 'Too short' }, `message: ${FOLLOWER_MESSAGES.message}`],
      [{ message: 'y'.repeat(5001) }, `message: ${FOLLOWER_MESSAGES.message}`],
      [{ message: undefined }, `message: ${FOLLOWER_MESSAGES.message}`],
      [{ bID: '2 or 1=1' }, 'bID: bID must be a number'],
    ];
    for (const [over, message] of cases) {
      const answer = await sendNewsletter(token, letter(shop.id, over));
      expect([answer.status, answer.json.message], JSON.stringify(over)).toEqual([400, message]);
    }
    const hostile = letter(shop.id, { subject: "Sale\r\nBcc: all@example.com'); drop table outbox; --" });
    const sent = await sendNewsletter(token, hostile);
    expect(sent.status).toBe(201);
    // A subject is one line: no header can be smuggled in.
    expect(sent.json.data.newsletter.subject).toBe("Sale Bcc: all@example.com'); drop table outbox; --");
    expect((await env.DB.prepare('select count(*) as n from outbox').first<{ n: number }>())!.n).toBeGreaterThan(0);
  });

  it('only someone who runs the business may send or list; nothing is written for a refused send', async () => {
    const shop = await freshBusiness();
    await follow(buyer.token, shop.id);
    const body = letter(shop.id);
    for (const [caller, status] of [
      [await enterpriseToken(), 403],
      [buyer.token, 403],
      [undefined, 401],
    ] as const) {
      expect((await sendNewsletter(caller, body)).status).toBe(status);
      expect((await newsletters(caller, shop.id)).status).toBe(status);
    }
    expect((await sendNewsletter(await vendorToken(), letter(99_999_999))).status).toBe(404);
    expect(await newsletterMails(body.subject)).toHaveLength(0);
  });
});

describe('/newsletter/unsubscribe', () => {
  it('GET tells the store and changes nothing; POST unsubscribes that follower only, without a login', async () => {
    const shop = await freshBusiness();
    await follow(buyer.token, shop.id);
    await follow(other.token, shop.id);
    const mine = await tokenOf(shop.id, buyer.id);
    const status = await unsubscribeStatus(mine);
    expect(status.json.data).toMatchObject({ businessSlug: shop.slug, subscribed: true });
    expect((await unsubscribeStatus(mine)).json.data.subscribed).toBe(true);
    const done = await unsubscribe(mine);
    expect([done.status, done.json.data.subscribed]).toEqual([200, false]);
    // Again: the same answer, nothing else changes.
    expect((await unsubscribe(mine)).json.data.subscribed).toBe(false);
    expect((await unsubscribeStatus(await tokenOf(shop.id, other.id))).json.data.subscribed).toBe(true);
    const body = letter(shop.id);
    expect((await sendNewsletter(await vendorToken(), body)).json.data.newsletter.recipients).toBe(1);
    expect((await newsletterMails(body.subject)).map((m) => m.to_email)).toEqual([await emailOf(other.id)]);
  });

  it("one follower's token cannot unsubscribe another, nor another store's follow", async () => {
    const [a, b] = [await freshBusiness(), await freshBusiness()];
    await follow(buyer.token, a.id);
    await follow(buyer.token, b.id);
    await follow(other.token, a.id);
    await unsubscribe(await tokenOf(a.id, buyer.id));
    const rows = await env.DB.prepare(
      'select business_id as b, user_id as u, unsubscribed_at is null as subscribed from business_followers where business_id in (?, ?) order by id',
    )
      .bind(a.id, b.id)
      .all<{ b: number; u: number; subscribed: number }>();
    expect(rows.results).toEqual([
      { b: a.id, u: buyer.id, subscribed: 0 },
      { b: b.id, u: buyer.id, subscribed: 1 },
      { b: a.id, u: other.id, subscribed: 1 },
    ]);
  });

  it('following again takes the newsletter back; unfollowing makes the old link invalid', async () => {
    const shop = await freshBusiness();
    await follow(buyer.token, shop.id);
    const token = await tokenOf(shop.id, buyer.id);
    await unsubscribe(token);
    await follow(buyer.token, shop.id);
    expect((await unsubscribeStatus(token)).json.data.subscribed).toBe(true);
    await env.DB.prepare('delete from rate_limits').run();
    await unfollow(buyer.token, shop.id);
    const gone = await unsubscribe(token);
    expect([gone.status, gone.json.message]).toEqual([404, FOLLOWER_MESSAGES.badLink]);
  });

  it('junk tokens are refused plainly: malformed 400, well-formed but unknown 404, never SQL', async () => {
    for (const token of ['', 'short', "x' or '1'='1", 'a'.repeat(44), null, 12345]) {
      const answer = await unsubscribe(token);
      expect(answer.status, String(token)).toBe(400);
      expect(answer.json.message).not.toMatch(/sql|select|stack/i);
    }
    const unknown = await unsubscribe('Z'.repeat(43));
    expect([unknown.status, unknown.json.message]).toEqual([404, FOLLOWER_MESSAGES.badLink]);
    expect((await unsubscribeStatus("' or 1=1 --")).status).toBe(400);
  });
});
