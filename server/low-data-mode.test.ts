import { describe, expect, it } from 'vitest';
import { isLowData, lowDataChoice, lowDataSwitch } from './low-data-mode';
import { pageCacheVariant } from './page-cache-variant';
import { photoLabel } from './photo-weights';
import { placeholderHtml, smallestImage } from './low-data-page';
import { LOW_DATA_SCRIPT } from './low-data-script';

const ORIGIN = 'https://musika.test';
const req = (headers: Record<string, string>, path = '/') => new Request(`${ORIGIN}${path}`, { headers });

describe('low-data mode: which requests get it', () => {
  it('is on for a browser that sends Save-Data: on, and off without it', () => {
    expect(isLowData(req({ 'save-data': 'on' }))).toBe(true);
    expect(isLowData(req({ 'save-data': 'On ' }))).toBe(true);
    expect(isLowData(req({}))).toBe(false);
    expect(isLowData(req({ 'save-data': 'off' }))).toBe(false);
  });

  it('follows the switch’s cookie before the Save-Data hint, either way', () => {
    expect(isLowData(req({ cookie: 'a=1; low_data=on' }))).toBe(true);
    expect(isLowData(req({ cookie: 'low_data=off', 'save-data': 'on' }))).toBe(false);
    expect(lowDataChoice(req({ cookie: 'low_data=maybe' }))).toBeNull();
    // One page in full (the store finder's map), whatever the mode.
    expect(isLowData(req({ cookie: 'low_data=on' }, '/store-finder?city=harare&full=1'))).toBe(false);
    expect(lowDataChoice(req({ cookie: 'not_low_data=on' }))).toBeNull();
  });
});

describe('low-data switch', () => {
  it('sets the cookie for a year and returns to the page it was given', () => {
    const answer = lowDataSwitch(req({}, '/low-data?mode=on&back=%2Fshop%2Ffeatured%2F%3Fpage%3D2'));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/shop/featured/?page=2');
    expect(answer.headers.get('set-cookie')).toBe('low_data=on; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('returns to the same-site page it came from, never to another site', () => {
    expect(lowDataSwitch(req({ referer: `${ORIGIN}/product/x/` }, '/low-data?mode=off')).headers.get('location')).toBe('/product/x/');
    expect(lowDataSwitch(req({ referer: 'https://evil.test/x' }, '/low-data?mode=off')).headers.get('location')).toBe('/');
    expect(lowDataSwitch(req({}, '/low-data?mode=off&back=//evil.test/')).headers.get('location')).toBe('/');
  });

  it('refuses anything but on or off', () => {
    expect(lowDataSwitch(req({}, '/low-data?mode=maybe')).status).toBe(400);
  });
});

describe('page cache variant', () => {
  it('keys a low-data copy apart from a normal one, whichever way low-data mode was asked for', () => {
    const normal = pageCacheVariant(req({}));
    expect(pageCacheVariant(req({ 'save-data': 'on' }))).not.toBe(normal);
    expect(pageCacheVariant(req({ cookie: 'low_data=on' }))).toBe(pageCacheVariant(req({ 'save-data': 'on' })));
    expect(pageCacheVariant(req({ cookie: 'low_data=off', 'save-data': 'on' }))).toBe(normal);
  });
});

describe('photo placeholders', () => {
  it('labels a photo with its weight, and says so when the weight is unknown', () => {
    expect(photoLabel(38 * 1024 + 100)).toBe('Photo · 38 KB');
    expect(photoLabel(200)).toBe('Photo · 1 KB');
    expect(photoLabel(null)).toBe('Photo · size unknown');
    expect(photoLabel(3 * 1024, true)).toBe('3 KB');
    expect(photoLabel(null, true)).toBe('? KB');
  });

  it('picks the smallest responsive variant', () => {
    expect(smallestImage('/a.jpg?w=1280', '/a.jpg?w=425 425w, /a.jpg?w=768 768w, /a.jpg?w=1280 1280w')).toBe('/a.jpg?w=425');
    expect(smallestImage('/a.jpg', null)).toBe('/a.jpg');
  });

  it('is a link to the photo outside links, a plain box inside one, sized by an svg and escaped', () => {
    const photo = { url: '/a.jpg?w=425&x=1', alt: 'A "red" cup', width: 400, height: 300, className: 'c1', label: 'Photo · 38 KB' };
    const own = placeholderHtml({ ...photo, inLink: false });
    expect(own).toMatch(/^<a class="ld-photo c1" [^>]*href="\/a.jpg\?w=425&#38;x=1">/);
    expect(own).toContain('<svg viewBox="0 0 400 300" aria-hidden="true"></svg>');
    expect(own).toContain('Photo · 38 KB');
    expect(own).toContain('A &#34;red&#34; cup');
    expect(own).not.toContain('<img');
    const inCard = placeholderHtml({ ...photo, inLink: true });
    expect(inCard).toMatch(/^<span class="ld-photo c1"/);
    expect(inCard).not.toContain('href=');
  });

  it('ships a one-line script that asks Resource Timing for the cost', () => {
    expect(LOW_DATA_SCRIPT).not.toContain('\n');
    expect(LOW_DATA_SCRIPT).toContain("getEntriesByType('resource')");
    expect(() => new Function(LOW_DATA_SCRIPT)).not.toThrow();
  });
});
