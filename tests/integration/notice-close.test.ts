/** The notice bar's × without JavaScript (issue 31): a form that remembers the close in a cookie and goes back. */
import { describe, expect, it } from 'vitest';
import { visit } from './support/session';

const TIMEOUT = 60_000;
const close = (redirectTo: string, jar: Record<string, string>) =>
  visit('/notice/close', jar, { method: 'POST', body: new URLSearchParams({ redirectTo }) });

describe('Without JavaScript the notice bar can be closed, and stays closed on every page', { timeout: TIMEOUT }, () => {
  it('shows the bar with its × as a form, closes it for a year and goes back to the page', async () => {
    const jar: Record<string, string> = {};
    const before = await (await visit('/search?term=radio', jar)).text();
    expect(before).toContain('data-testid="notice-bar"');
    expect(before).toMatch(
      /<form method="post" action="\/notice\/close"[^>]*><input type="hidden" name="redirectTo" value="\/search\?term=radio"\/>/,
    );

    const closed = await close('/search?term=radio', jar);
    expect(closed.status).toBe(303);
    expect(closed.headers.get('location')).toBe('/search?term=radio');
    expect(closed.headers.get('set-cookie')).toMatch(/^musika_notice_closed=1; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/);

    for (const path of ['/search?term=radio', '/']) {
      const page = await visit(path, jar);
      expect(page.status).toBe(200);
      expect(await page.text()).not.toContain('data-testid="notice-bar"');
    }
    // Everyone else still sees it.
    expect(await (await visit('/', {})).text()).toContain('data-testid="notice-bar"');
  });

  it('goes back only to a page of this site, and a GET has nothing to show', async () => {
    expect((await close('https://evil.example/', {})).headers.get('location')).toBe('/');
    expect((await close('//evil.example/x', {})).headers.get('location')).toBe('/');
    const get = await visit('/notice/close', {});
    expect([get.status, get.headers.get('location')]).toEqual([302, '/']);
  });
});
