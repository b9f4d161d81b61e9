/** The no-JavaScript ad click: records through POST /advertising/record-click and redirects to the backend's target only. */
import { describe, expect, it, vi } from 'vitest';
import { adClickResponse, isAdClickPath } from './ads-click';

const API = 'http://embedded.musika.internal/wp-json/ezw/v1';
const UA = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

function backendAnswering(status: number, data: unknown) {
  return vi.fn(async (_req: Request) => new Response(JSON.stringify({ success: status === 200, data }), { status }));
}

describe('adClickResponse', () => {
  it('posts the click with the visitor headers and redirects (303) to the target', async () => {
    const rest = backendAnswering(200, { queued: 1, target: '/product/maize/' });
    const request = new Request('https://musika.co.zw/ads/click/42?placement=search', {
      headers: { 'user-agent': UA, 'cf-connecting-ip': '198.51.100.7', referer: 'https://musika.co.zw/search?q=maize' },
    });
    const response = await adClickResponse(request, API, rest);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/product/maize/');
    const sent = rest.mock.calls[0][0];
    expect(sent.url).toBe(`${API}/advertising/record-click`);
    expect(sent.headers.get('user-agent')).toBe(UA);
    expect(sent.headers.get('cf-connecting-ip')).toBe('198.51.100.7');
    expect(await sent.json()).toMatchObject({ adID: 42, placement: 'search', referrer: 'https://musika.co.zw/search?q=maize' });
  });

  it('never leaves the site, and goes home when the ad is unknown or the link malformed', async () => {
    const offSite = await adClickResponse(
      new Request('https://musika.co.zw/ads/click/1?placement=home'),
      API,
      backendAnswering(200, { target: '//evil.example/' }),
    );
    expect(offSite.headers.get('location')).toBe('/');
    const unknown = await adClickResponse(new Request('https://musika.co.zw/ads/click/1?placement=home'), API, backendAnswering(404, null));
    expect(unknown.headers.get('location')).toBe('/');
    const rest = backendAnswering(200, { target: '/product/x/' });
    for (const path of ['/ads/click/abc?placement=home', '/ads/click/1?placement=moon', '/ads/click/1']) {
      expect((await adClickResponse(new Request(`https://musika.co.zw${path}`), API, rest)).headers.get('location')).toBe('/');
    }
    expect(rest).not.toHaveBeenCalled();
  });

  it('a prefetch is sent without a User-Agent, so the backend does not count it', async () => {
    const rest = backendAnswering(200, { queued: 0, target: '/vendor/acme' });
    const request = new Request('https://musika.co.zw/ads/click/5?placement=storefront', {
      headers: { 'user-agent': UA, 'sec-purpose': 'prefetch' },
    });
    expect((await adClickResponse(request, API, rest)).headers.get('location')).toBe('/vendor/acme');
    expect(rest.mock.calls[0][0].headers.get('user-agent')).toBe('');
  });

  it('isAdClickPath matches only the click links', () => {
    expect(isAdClickPath('/ads/click/5')).toBe(true);
    expect(isAdClickPath('/ads/clicks')).toBe(false);
  });
});
