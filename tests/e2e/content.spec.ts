/**
 * Content journeys (issue #13) in Chromium at 360 px: read an article, open a video (its player appears only
 * after the tap), search the knowledge base, send the contact form and sign up for the newsletter, and the
 * content pages with JavaScript off.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, type TrackedPage } from './support/browser';
import { sql } from './support/d1';

/** The page is no wider than the phone: nothing to scroll sideways. */
async function fitsWidth(tab: TrackedPage) {
  return tab.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}

/** The test machine is offline: the video host answers a stub page, so the iframe loads (and nothing fails). */
async function stubVideoHost(tab: TrackedPage) {
  await tab.page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>video</p>' }),
  );
}

/** Seeded videos are announced, not recorded (issue 31): a journey that plays one links its own recording, as an editor would. */
const RECORDED = { slug: 'e2e-recorded-store-tour', title: 'A recorded store tour' };
async function addRecordedVideo() {
  await sql(
    `INSERT INTO posts (post_type, slug, title, excerpt, content, image, video_url, duration_seconds, published_at, updated_at)
     SELECT 'video', '${RECORDED.slug}', '${RECORDED.title}', 'Walk through a store.', '<p>Tour</p>', '/images/seed/posts/how-to-open-your-store.svg',
            'https://www.youtube-nocookie.com/embed/abcdefGHIJ1', 312, '2026-03-01T08:00:00.000Z', '2026-03-01T08:00:00.000Z'
     WHERE NOT EXISTS (SELECT 1 FROM posts WHERE slug = '${RECORDED.slug}')`,
  );
}

describe('blog and knowledge base', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('reads an article from the blog', async () => {
    const tab = await newPage(browser, { width: 360 });
    await tab.page.goto('/blog');
    await tab.page.waitForLoadState('networkidle');
    expect(await fitsWidth(tab)).toBe(true);
    await screenshot(tab.page, 'content-blog-360');
    await tab.page.getByRole('link', { name: 'Buying a used car in Harare: a checklist' }).first().click();
    await tab.page.waitForURL('**/blog/article/buying-a-used-car-in-harare');
    // The address changes before the new page has rendered: wait for its heading, not the old one.
    await tab.page.getByRole('heading', { level: 1, name: 'Buying a used car in Harare: a checklist' }).waitFor();
    await tab.page.getByRole('heading', { name: 'At the viewing' }).waitFor();
    expect(await fitsWidth(tab)).toBe(true);
    await screenshot(tab.page, 'content-article-360');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('opens a video: the poster first, the player only after the tap', async () => {
    await addRecordedVideo();
    const tab = await newPage(browser, { width: 360 });
    await stubVideoHost(tab);
    const requested: string[] = [];
    tab.page.on('request', (r) => {
      if (r.url().includes('youtube-nocookie')) requested.push(r.url());
    });
    await tab.page.goto('/blog/videos');
    await tab.page.getByRole('link', { name: RECORDED.title }).first().click();
    await tab.page.waitForURL(`**/blog/video/${RECORDED.slug}`);
    await tab.page.waitForLoadState('networkidle');
    expect(await tab.page.locator('iframe').count()).toBe(0);
    expect(requested).toEqual([]);
    await tab.page.getByTestId('video-poster').click();
    const frame = tab.page.locator(`iframe[title="${RECORDED.title}"]`);
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/.+autoplay=1/);
    expect(requested.length).toBeGreaterThan(0);
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('a seeded video not yet recorded says "Video coming soon" and offers nothing to play', async () => {
    const tab = await newPage(browser, { width: 360 });
    await tab.page.goto('/blog/video/how-to-open-your-store');
    await tab.page.getByTestId('video-coming').getByText('Video coming soon').waitFor();
    expect(await tab.page.getByTestId('video-poster').count()).toBe(0);
    expect(await fitsWidth(tab)).toBe(true);
    await screenshot(tab.page, 'content-video-coming-360');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('searches the knowledge base and opens an answer', async () => {
    const tab = await newPage(browser, { width: 360 });
    await tab.page.goto('/faqs');
    await tab.page.getByRole('searchbox', { name: 'Search articles, videos and FAQs' }).fill('password');
    await tab.page.getByRole('search', { name: 'Search the knowledge base' }).getByRole('button', { name: 'Search' }).click();
    await tab.page.waitForURL('**/faqs?q=password');
    await tab.page.getByRole('heading', { name: 'Results for “password”' }).waitFor();
    await tab.page.getByRole('link', { name: 'I forgot my password. What now?' }).click();
    await tab.page.waitForURL(/\/faqs\?category=account#i-forgot-my-password-what-now/);
    await tab.page.locator('summary', { hasText: 'I forgot my password. What now?' }).click();
    await tab.page.getByText('We e-mail you a link that works once').waitFor();
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });
});

describe('content pages without JavaScript', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('every content page renders and fits 360 px', async () => {
    const tab = await newPage(browser, { width: 360, javaScriptEnabled: false });
    const pages: [string, string][] = [
      ['/blog', 'Blog'],
      ['/blog/videos', 'Videos'],
      ['/blog/updates', 'Updates'],
      ['/blog/category/buying-guides', 'Buying guides'],
      ['/blog/article/solar-systems-for-load-shedding', 'Choosing a solar system for load-shedding'],
      ['/blog/video/spotting-a-fake-listing', 'Spotting a fake listing'],
      ['/faqs', 'Help and FAQs'],
      ['/support', 'How can we help?'],
      ['/contact-us', 'Contact us'],
      ['/company', 'About Musika'],
      ['/compare-accounts', 'Compare accounts'],
      ['/shopping-centres', 'Shopping centres'],
      ['/shopping-centres/1', 'Sam Levy’s Village'],
    ];
    for (const [path, heading] of pages) {
      const response = await tab.page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(await tab.page.getByRole('heading', { level: 1 }).textContent(), path).toBe(heading);
      expect(await fitsWidth(tab), path).toBe(true);
      if (path === '/shopping-centres/1') await screenshot(tab.page, 'content-shopping-centre-360');
    }
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('a video without JavaScript links to the video itself', async () => {
    const tab = await newPage(browser, { width: 360, javaScriptEnabled: false });
    await addRecordedVideo();
    await tab.page.goto(`/blog/video/${RECORDED.slug}`);
    expect(await tab.page.getByTestId('video-poster').getAttribute('href')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    expect(await tab.page.locator('iframe').count()).toBe(0);
    await tab.close();
  });

  it('filters shopping centres, searches FAQs, sends the contact form and signs up for the newsletter', async () => {
    const tab = await newPage(browser, { width: 360, javaScriptEnabled: false });
    tab.allowStatus('/contact-us', 400);
    tab.allowStatus('/newsletter', 400);
    await tab.page.goto('/shopping-centres');
    await tab.page.getByLabel('City').selectOption('Bulawayo');
    await tab.page.getByRole('button', { name: 'Show centres' }).click();
    await tab.page.waitForURL(/\/shopping-centres\/filtered\?city=Bulawayo/);
    await tab.page.getByRole('link', { name: 'Bulawayo Centre' }).waitFor();
    expect(await tab.page.getByRole('link', { name: 'Eastgate Shopping Centre' }).count()).toBe(0);

    await tab.page.goto('/faqs');
    await tab.page.getByRole('searchbox', { name: 'Search articles, videos and FAQs' }).fill('solar');
    await tab.page.getByRole('search', { name: 'Search the knowledge base' }).getByRole('button', { name: 'Search' }).click();
    await tab.page.getByRole('link', { name: 'Choosing a solar system for load-shedding' }).first().waitFor();

    await tab.page.goto('/contact-us');
    const contact = () => tab.page.getByRole('form', { name: 'Contact us' });
    await contact().getByLabel('Your name').fill('Farai Dube');
    await contact().getByLabel('Email', { exact: true }).fill('farai@');
    await contact().getByLabel('Message').fill('My delivery to Hillside is late.');
    await contact().getByRole('button', { name: 'Send message' }).click();
    await contact().getByText('Email is invalid').waitFor();
    expect(await contact().getByLabel('Message').inputValue()).toBe('My delivery to Hillside is late.');
    expect(await contact().getByLabel('Your name').inputValue()).toBe('Farai Dube');
    await contact().getByLabel('Email', { exact: true }).fill('farai@example.co.zw');
    await contact().getByRole('button', { name: 'Send message' }).click();
    await tab.page.getByRole('status').filter({ hasText: 'your message has been sent' }).waitFor();
    expect(await contact().getByLabel('Message').inputValue()).toBe('');

    await tab.page.getByLabel('Get deals and news by email').fill('farai@example.co.zw');
    await tab.page.getByRole('button', { name: 'Sign up' }).click();
    await tab.page.waitForURL('**/newsletter');
    await tab.page.getByText('you are subscribed').first().waitFor();
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });
});

describe('newsletter with JavaScript', () => {
  it('signs up in place from the footer', async () => {
    const browser = await launchBrowser();
    try {
      const tab = await newPage(browser, { width: 360 });
      await tab.page.goto('/support');
      await tab.page.waitForLoadState('networkidle');
      await tab.page.getByLabel('Get deals and news by email').fill('rumbi@example.com');
      await tab.page.getByRole('button', { name: 'Sign up' }).click();
      await tab.page.getByText('you are subscribed').waitFor();
      expect(tab.page.url()).toMatch(/\/support$/);
      expect(tab.problems()).toEqual([]);
      await tab.close();
    } finally {
      await browser.close();
    }
  });
});
