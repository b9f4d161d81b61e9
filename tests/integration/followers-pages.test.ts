/**
 * The followers pages without JavaScript (issue #14 item 5): the storefront's follow line (a plain form; logged
 * out it leads to login and back; the anonymous page stays shareable and holds nobody's state), the vendor's
 * followers list and newsletter form (field errors, send, history, the 24-hour notice), and the public
 * unsubscribe page (GET changes nothing, one POST button, bad links, never cached).
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { FOLLOWER_MESSAGES } from '../../schema/rest/followers';
import { clearRateLimits } from './support/accounts';
import { freshBusiness } from './support/analytics';
import { form, open, text, vendorWith } from './support/dashboard-pages';
import { bulkFollowers, newsletterMails, tokenIn } from './support/followers';
import { loginAs, visit } from './support/session';

beforeEach(clearRateLimits);

const storefront = (slug: string) => `/vendor/${slug}`;
/** A visitor without cookies. */
const page = (path: string, init: RequestInit = {}) => visit(path, {}, init);
const BUYER_ID = async () => (await env.DB.prepare("select id from users where email = 'buyer@musika.co.zw'").first<{ id: number }>())!.id;

describe('storefront follow', () => {
  it('a visitor sees the count and a Follow button that leads to login and back to the store', async () => {
    const shop = await freshBusiness();
    await bulkFollowers(shop.id, 2);
    const anonymous = await page(storefront(shop.slug));
    expect(anonymous.status).toBe(200);
    const html = await text(anonymous);
    expect(html).toMatch(/data-testid="follower-count"[^>]*>2 followers</);
    expect(html).toMatch(/<form method="post" action="\/follow-store">/);
    expect(html).toContain('Follow store');
    // Shared by every visitor: nothing of anyone's in it.
    expect(anonymous.headers.get('cache-control')).toMatch(/public/);
    const posted = await page('/follow-store', {
      method: 'POST',
      body: new URLSearchParams({ businessId: String(shop.id), intent: 'follow', redirectTo: storefront(shop.slug) }),
      headers: { origin: 'http://musika.test' },
    });
    expect(posted.status).toBe(302);
    expect(posted.headers.get('location')).toBe(`/login/?redirectTo=${encodeURIComponent(storefront(shop.slug))}`);
  });

  it('one press is enough: a visitor who pressed Follow and then logged in comes back following the store', async () => {
    const shop = await freshBusiness();
    const jar: Record<string, string> = {};
    const pressed = await visit('/follow-store', jar, form({ businessId: String(shop.id), intent: 'follow', redirectTo: storefront(shop.slug) }));
    expect(pressed.status).toBe(302);
    expect(jar.musika_follow_up).toBeDefined();
    const login = new URL(pressed.headers.get('location')!, 'http://musika.test');
    const body = new URLSearchParams({
      intent: 'password',
      username: 'buyer@musika.co.zw',
      password: 'Buyer#2026!',
      redirectTo: login.searchParams.get('redirectTo')!,
    });
    const loggedIn = await visit('/login/', jar, { method: 'POST', body });
    expect([loggedIn.status, loggedIn.headers.get('location')]).toEqual([302, storefront(shop.slug)]);
    expect(jar.musika_follow_up).toBeUndefined();
    const html = await text(await visit(storefront(shop.slug), jar));
    expect(html).toMatch(/data-testid="follower-count"[^>]*>1 follower</);
    expect(html).toContain('Following · Unfollow');
  });

  it('remembers no unfollow pressed while logged out, and a refused follow-up does not spoil the login', async () => {
    const shop = await freshBusiness();
    const unfollow = await visit('/follow-store', {}, form({ businessId: String(shop.id), intent: 'unfollow', redirectTo: storefront(shop.slug) }));
    expect(unfollow.status).toBe(302);
    expect(unfollow.headers.get('set-cookie') ?? '').not.toContain('musika_follow_up');
    // The store's own vendor, logged out, presses Follow on it: the login succeeds, the follow is refused.
    const jar: Record<string, string> = {};
    await visit('/follow-store', jar, form({ businessId: String(shop.id), intent: 'follow', redirectTo: storefront(shop.slug) }));
    const body = new URLSearchParams({
      intent: 'password',
      username: 'vendor@musika.co.zw',
      password: 'Vendor#2026!',
      redirectTo: storefront(shop.slug),
    });
    const loggedIn = await visit('/login/', jar, { method: 'POST', body });
    expect([loggedIn.status, loggedIn.headers.get('location')]).toEqual([302, storefront(shop.slug)]);
    expect(jar.musika_follow_up).toBeUndefined();
    expect((await env.DB.prepare('select count(*) as n from business_followers where business_id = ?').bind(shop.id).first<{ n: number }>())!.n).toBe(
      0,
    );
  });

  it('a logged-in buyer follows and unfollows with plain form posts; the page is private and shows their state', async () => {
    const shop = await freshBusiness();
    const { jar } = await loginAs('buyer');
    const post = (intent: string, redirectTo = storefront(shop.slug)) =>
      visit('/follow-store', jar, form({ businessId: String(shop.id), intent, redirectTo }));
    const followed = await post('follow');
    expect([followed.status, followed.headers.get('location')]).toEqual([302, storefront(shop.slug)]);
    const mine = await visit(storefront(shop.slug), jar);
    expect(mine.headers.get('cache-control')).toMatch(/private/);
    const html = await text(mine);
    expect(html).toMatch(/data-testid="follower-count"[^>]*>1 follower</);
    expect(html).toContain('Following · Unfollow');
    expect(
      (await env.DB.prepare('select count(*) as n from business_followers where business_id = ? and user_id = ?')
        .bind(shop.id, await BUYER_ID())
        .first<{ n: number }>())!.n,
    ).toBe(1);
    // The form only ever sends people back to a storefront.
    expect((await post('unfollow', 'https://evil.example/')).headers.get('location')).toBe('/vendors');
    expect(await text(await visit(storefront(shop.slug), jar))).toContain('Follow store');
  });

  it('a refused follow comes back to the store saying why, not to a bare error page', async () => {
    const shop = await freshBusiness();
    // Its own vendor has no button; a forged post is refused by the API.
    const jar = await vendorWith(shop.id);
    const refused = await visit('/follow-store', jar, form({ businessId: String(shop.id), intent: 'follow', redirectTo: storefront(shop.slug) }));
    expect([refused.status, refused.headers.get('location')]).toEqual([302, `${storefront(shop.slug)}?follow=own`]);
    const html = await text(await visit(refused.headers.get('location')!, jar));
    expect(html).toMatch(new RegExp(`data-testid="follow-failure"[^>]*>${FOLLOWER_MESSAGES.ownBusiness}<`));
    // Only our own messages: an address cannot put words on the page.
    expect(await text(await visit(`${storefront(shop.slug)}?follow=You+won+a+prize`, jar))).not.toContain('data-testid="follow-failure"');
  });

  it('a shopper sees an invitation, not a big zero, on a store nobody follows yet', async () => {
    const shop = await freshBusiness();
    const html = await text(await visit(storefront(shop.slug), {}));
    expect(html).toMatch(/data-testid="follower-count"[^>]*>No followers yet: be the first</);
    expect(html).not.toMatch(/>0 followers</);
  });

  it('the vendor sees the count on their own store, without a button', async () => {
    const shop = await freshBusiness();
    const jar = await vendorWith(shop.id);
    const html = await text(await visit(storefront(shop.slug), jar));
    expect(html).toMatch(/data-testid="follower-count"[^>]*>0 followers</);
    expect(html).not.toContain('action="/follow-store"');
  });
});

describe('/dashboard/all-followers/ and /dashboard/newsletter/', () => {
  it('lists the active business followers newest first with the count', async () => {
    const shop = await freshBusiness();
    await bulkFollowers(shop.id, 3);
    const jar = await vendorWith(shop.id);
    const html = await text(await open('/dashboard/all-followers/', jar));
    expect(html).toMatch(/data-testid="followers-summary"[^>]*>3 followers of .* · 3 get your newsletter/);
    const names = [...html.matchAll(/<td[^>]*>(Bulk Follower \d)<\/td>/g)].map((m) => m[1]);
    expect(names).toEqual(['Bulk Follower 3', 'Bulk Follower 2', 'Bulk Follower 1']);
  });

  it('sends a newsletter through the form: field errors first, then the send, the history (escaped) and the 24-hour notice', async () => {
    const shop = await freshBusiness();
    const [first] = await bulkFollowers(shop.id, 2);
    const jar = await vendorWith(shop.id);
    const path = '/dashboard/newsletter/';
    const empty = await text(await open(path, jar));
    expect(empty).toContain('Send to 2 followers');
    expect(empty).toContain('aria-label="Write a newsletter"');
    expect(empty).toContain('No newsletter sent yet.');
    const bad = await visit(path, jar, form({ subject: '', message: 'short' }));
    expect(bad.status).toBe(400);
    const badHtml = await text(bad);
    expect(badHtml).toContain(FOLLOWER_MESSAGES.subject);
    expect(badHtml).toContain(FOLLOWER_MESSAGES.message);
    expect(badHtml).toContain('>short</textarea>');
    const subject = `<b>Braai packs</b> ${Date.now()}`;
    const sent = await visit(path, jar, form({ subject, message: 'Braai packs <img src=x onerror=alert(1)> at $12 this weekend.' }));
    expect([sent.status, sent.headers.get('location')]).toEqual([302, `${path}?sent=2`]);
    const after = await text(await open(`${path}?sent=2`, jar));
    expect(after).toContain('Your newsletter is on its way to 2 followers.');
    expect(after).toContain('&lt;b&gt;Braai packs&lt;/b&gt;');
    expect(after).not.toContain('<img src=x');
    expect(after).toContain('Your next newsletter can be sent after');
    expect(after).not.toContain('aria-label="Write a newsletter"');
    const mails = await newsletterMails(subject);
    expect(mails.map((m) => m.to_email)).toContain(first);
    expect(tokenIn(mails[0].body)).toMatch(/^[a-f0-9]{43}$/);
  });
});

describe('/newsletter/unsubscribe/{token}', () => {
  it('GET shows the store and a button and changes nothing; the POST unsubscribes; never cached', async () => {
    const shop = await freshBusiness();
    await bulkFollowers(shop.id, 1);
    const row = await env.DB.prepare('select unsubscribe_token as t from business_followers where business_id = ?')
      .bind(shop.id)
      .first<{ t: string }>();
    const path = `/newsletter/unsubscribe/${row!.t}`;
    const shown = await page(path);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toMatch(/no-store/);
    const html = await text(shown);
    expect(html).toMatch(/<form method="post"[^>]*aria-label="Unsubscribe"/);
    expect(html).toContain('Unsubscribe from Analytics Shop');
    const subscribed = () =>
      env.DB.prepare('select unsubscribed_at as u from business_followers where business_id = ?').bind(shop.id).first<{ u: string | null }>();
    expect((await subscribed())!.u).toBeNull();
    const done = await page(path, { method: 'POST', body: new URLSearchParams({}), headers: { origin: 'http://musika.test' } });
    expect(done.status).toBe(200);
    expect(await text(done)).toContain('You will get no more newsletters from');
    expect((await subscribed())!.u).not.toBeNull();
    expect(await text(await page(path))).toContain('You will get no more newsletters from');
  });

  it('a link that is not valid says so with a 404', async () => {
    for (const token of ['Z'.repeat(43), 'short', encodeURIComponent("' or 1=1 --")]) {
      const answer = await page(`/newsletter/unsubscribe/${token}`);
      expect(answer.status, token).toBe(404);
      expect(await text(answer)).toContain(FOLLOWER_MESSAGES.badLink);
    }
  });
});
