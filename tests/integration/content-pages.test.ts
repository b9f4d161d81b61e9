/**
 * The content pages of issue #13 render on the server (no JavaScript needed), are edge-cacheable for visitors,
 * and their forms work as plain POSTs: the contact form (errors keep what was typed, markup stays text) and the
 * newsletter sign-up. Needs a fresh `npm run build`.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '../../schema/rest/contact';
import { NEWSLETTER_MESSAGES } from '../../app/features/layout/newsletter-messages';
import { page } from './support/http';

/** The page text with tags and React's text separators removed. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

const post = (path: string, fields: Record<string, string>) =>
  page(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://musika.test' },
    body: new URLSearchParams(fields).toString(),
  });

describe('blog and knowledge base pages', () => {
  it('/blog lists sticky posts first, then articles, with the category tabs, shareable by the edge cache', async () => {
    const { status, html, headers } = await page('/blog');
    expect(status).toBe(200);
    expect(html).toContain('<title>Blog — Musika</title>');
    const featured = html.indexOf('aria-label="Featured"');
    expect(featured).toBeGreaterThan(-1);
    expect(html.indexOf('Buying a used car in Harare')).toBeGreaterThan(featured);
    expect(html).toContain('href="/blog/videos"');
    expect(html).toContain('href="/blog/category/selling-tips"');
    expect(headers.get('cache-control')).toMatch(/s-maxage=\d+/);
  });

  it('lists videos, updates and one category', async () => {
    const videos = await page('/blog/videos');
    expect(text(videos.html)).toContain('How to open your store on Musika');
    const updates = await page('/blog/updates');
    expect(text(updates.html)).toContain('Pay now with EcoCash, OneMoney or card');
    const tips = await page('/blog/category/selling-tips');
    expect(tips.status).toBe(200);
    expect(text(tips.html)).toContain('Great product photos with just your phone');
    expect(text(tips.html)).not.toContain('Buying a stand');
  });

  it('a seeded video not yet recorded says "Video coming soon", on its page and its card, with nothing to play', async () => {
    const video = await page('/blog/video/how-to-open-your-store');
    expect(video.status).toBe(200);
    expect(video.html).toContain('data-testid="video-coming"');
    expect(text(video.html)).toContain('Video coming soon');
    expect(video.html).not.toContain('data-testid="video-poster"');
    expect(video.html).not.toContain('youtube');
    expect(text((await page('/blog/videos')).html)).toContain('Selling tips · Video coming soon');
  });

  it('an article renders its content; a video shows a poster and a link, not the player', async () => {
    const article = await page('/blog/article/buying-a-used-car-in-harare');
    expect(article.status).toBe(200);
    expect(article.html).toContain('<h2>Before you view</h2>');
    expect(article.html).toContain('<title>Buying a used car in Harare: a checklist — Musika</title>');
    // An editor links a recording (as the CMS does) to a video of its own, so no cached page of a seeded one is stale.
    await env.DB.prepare(
      `INSERT INTO posts (post_type, slug, title, excerpt, content, image, video_url, duration_seconds, published_at, updated_at)
       SELECT 'video', 'recorded-store-tour', 'A recorded store tour', '', '<p>Tour</p>', '/images/seed/posts/how-to-open-your-store.svg',
              'https://www.youtube-nocookie.com/embed/abcdefGHIJ1', 312, '2026-03-01T08:00:00.000Z', '2026-03-01T08:00:00.000Z'
       WHERE NOT EXISTS (SELECT 1 FROM posts WHERE slug = 'recorded-store-tour')`,
    ).run();
    const video = await page('/blog/video/recorded-store-tour');
    expect(video.status).toBe(200);
    expect(video.html).not.toContain('<iframe');
    expect(video.html).toMatch(/<a[^>]+href="https:\/\/www\.youtube-nocookie\.com\/embed\/[^"]+"[^>]*data-testid="video-poster"/);
    expect(video.html).toContain('src="/images/seed/posts/how-to-open-your-store.svg"');
    expect(text(video.html)).toContain('Play video (5:12)');
    expect(video.headers.get('content-security-policy')).toContain('frame-src https://www.youtube-nocookie.com');
    // An article is not a video: each answers under its own path only.
    expect((await page('/blog/video/buying-a-used-car-in-harare')).status).toBe(404);
  });

  it('/faqs shows the questions by topic and searches articles, videos and FAQs', async () => {
    const all = await page('/faqs');
    expect(all.status).toBe(200);
    expect(all.html).toContain('<summary');
    expect(text(all.html)).toContain('I forgot my password. What now?');
    const selling = await page('/faqs?category=selling');
    expect(text(selling.html)).toContain('Can I list items in bulk?');
    expect(text(selling.html)).not.toContain('I forgot my password');
    const search = await page('/faqs?q=solar');
    expect(text(search.html)).toContain('Results for “solar”');
    expect(search.html).toContain('href="/blog/article/solar-systems-for-load-shedding"');
    const none = await page(`/faqs?q=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(none.status).toBe(200);
    expect(none.html).not.toContain('<script>alert(1)</script>');
    expect(none.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(text((await page('/faqs?q=x')).html)).toContain('Type at least 2 characters to search.');
  });
});

describe('shopping centres', () => {
  it('lists the centres and filters them by city and category without JavaScript', async () => {
    const all = await page('/shopping-centres');
    expect(all.status).toBe(200);
    expect(text(all.html)).toContain('Sam Levy’s Village');
    expect(all.html).toContain('action="/shopping-centres/filtered"');
    const bulawayo = await page('/shopping-centres/filtered?city=Bulawayo&category=');
    expect(text(bulawayo.html)).toContain('Bulawayo Centre');
    expect(text(bulawayo.html)).not.toContain('Eastgate');
    const hostile = await page(`/shopping-centres/filtered?city=${encodeURIComponent('<img src=x>')}&category=99`);
    expect(hostile.status).toBe(200);
    expect(hostile.html).not.toContain('<img src=x>');
  });

  it('a centre shows its stores with their open-now state and a map', async () => {
    const { status, html } = await page('/shopping-centres/1');
    expect(status).toBe(200);
    expect(text(html)).toContain('Borrowdale Digital');
    expect(html).toMatch(/Open now · Open until \d\d:\d\d|Closed/);
    expect(html).toContain('<svg');
    expect(html).toContain('href="/vendor/borrowdale-digital"');
  });

  it('a centre’s map places it among the city’s other centres, each named with its distance (issue 31)', async () => {
    const { html } = await page('/shopping-centres/1');
    // Sam Levy’s and Harare’s three other seeded centres: four numbered points, this centre first, then by distance.
    expect(html).toContain('aria-label="Map of 4 shopping centres within 15 km of Sam Levy’s Village"');
    const key = text(html.slice(html.indexOf('aria-label="On the map"')));
    expect(key).toMatch(
      /Sam Levy’s Village \(this centre\) Avondale Shopping Centre ?, Avondale · \d+\.\d km away Eastgate Shopping Centre ?, City Centre · \d+\.\d km away Westgate Shopping Centre ?, Westgate · \d+\.\d km away/,
    );
    expect(html).toContain('href="/shopping-centres/2"');
  });
});

describe('support, contact, company and accounts', () => {
  it('/support, /company and /compare-accounts render on the server', async () => {
    expect(text((await page('/support')).html)).toContain('How can we help?');
    const company = await page('/company');
    expect(company.status).toBe(200);
    expect(text(company.html)).toContain('Zimbabwe’s marketplace');
    const compare = await page('/compare-accounts');
    expect(text(compare.html)).toContain('Buyer (free)');
    const { results } = await env.DB.prepare('select name from subscription_packages').all<{ name: string }>();
    for (const p of results) expect(text(compare.html)).toContain(p.name);
  });

  it('/contact-us sends a message and says so', async () => {
    const { status, html } = await post('/contact-us', {
      name: 'Tatenda Ncube',
      email: 'tatenda@example.com',
      phone: '',
      topic: 'selling',
      message: 'How do I add a second shop?',
    });
    expect(status).toBe(200);
    expect(text(html)).toContain(CONTACT_MESSAGES.sent);
    const row = await env.DB.prepare('select name from contact_messages order by id desc limit 1').first<{ name: string }>();
    expect(row?.name).toBe('Tatenda Ncube');
  });

  it('/contact-us keeps what was typed when a field is wrong, with the field’s message', async () => {
    const { status, html } = await post('/contact-us', {
      name: 'Tatenda',
      email: 'not-an-email',
      phone: '',
      topic: 'order',
      message: 'Where is order MSK-10001?',
    });
    expect(status).toBe(400);
    expect(text(html)).toContain(CONTACT_MESSAGES.emailInvalid);
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain('Where is order MSK-10001?</textarea>');
    const empty = await post('/contact-us', { name: '', email: '', topic: 'order', message: '' });
    for (const m of [CONTACT_MESSAGES.name, CONTACT_MESSAGES.email, CONTACT_MESSAGES.message]) expect(text(empty.html)).toContain(m);
  });

  it('/contact-us shows markup in a refused message as text, never as HTML', async () => {
    const hostile = '<script>alert("x")</script><b>bold</b>';
    const { html } = await post('/contact-us', { name: '<b>Eve</b>', email: 'eve@example.com', topic: 'other', message: hostile });
    expect(html).not.toContain('<script>alert("x")</script>');
    expect(html).not.toContain('<b>bold</b>');
    expect(html).toContain('&lt;script&gt;');
    expect(text(html)).toContain('Name must be plain text, without HTML');
  });

  it('the footer newsletter form posts to /newsletter and works without JavaScript', async () => {
    const home = await page('/');
    expect(home.html).toMatch(/<form[^>]+action="\/newsletter"/);
    const ok = await post('/newsletter', { email: 'Chipo@Example.com' });
    expect(ok.status).toBe(200);
    expect(text(ok.html)).toContain(NEWSLETTER_MESSAGES.subscribed);
    const stored = await env.DB.prepare("select count(*) n from newsletter_subscribers where email = 'chipo@example.com'").first<{ n: number }>();
    expect(stored?.n).toBe(1);
    const bad = await post('/newsletter', { email: 'chipo@' });
    expect(bad.status).toBe(400);
    expect(text(bad.html)).toContain(NEWSLETTER_MESSAGES.invalid);
    expect(bad.html).toContain('value="chipo@"');
    expect(text((await post('/newsletter', { email: '' })).html)).toContain(NEWSLETTER_MESSAGES.required);
  });
});
