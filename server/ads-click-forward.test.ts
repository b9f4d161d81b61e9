/** The click link passes on what makes a click billable (issue #27): its token and page view, Fetch Metadata, session. */
import { describe, expect, it, vi } from 'vitest';
import { adClickResponse } from './ads-click';

const API = 'http://embedded.musika.internal/wp-json/ezw/v1';

describe('adClickResponse forwarding', () => {
  it("sends the link's token and page view in the body, and the navigation's Fetch Metadata and session as headers", async () => {
    const rest = vi.fn(async (_req: Request) => new Response(JSON.stringify({ success: true, data: { queued: 1, target: '/product/maize/' } })));
    const request = new Request('https://musika.co.zw/ads/click/42?placement=home&pv=page-view-1&t=v1.42.home.page-view-1.1.sig', {
      headers: {
        'user-agent': 'Mozilla/5.0',
        'sec-fetch-site': 'cross-site',
        'sec-fetch-dest': 'image',
        'sec-fetch-mode': 'no-cors',
        cookie: 'ezw_session=abc',
      },
    });
    const response = await adClickResponse(request, API, rest);
    // An image is still sent on to the product: only the billing is the backend's to refuse.
    expect(response.headers.get('location')).toBe('/product/maize/');
    const sent = rest.mock.calls[0][0];
    expect(await sent.json()).toMatchObject({ adID: 42, placement: 'home', pageViewId: 'page-view-1', token: 'v1.42.home.page-view-1.1.sig' });
    expect([
      sent.headers.get('sec-fetch-site'),
      sent.headers.get('sec-fetch-dest'),
      sent.headers.get('sec-fetch-mode'),
      sent.headers.get('cookie'),
    ]).toEqual(['cross-site', 'image', 'no-cors', 'ezw_session=abc']);
  });

  it('leaves out a malformed page view and sends no token when the link has none', async () => {
    const rest = vi.fn(async (_req: Request) => new Response(JSON.stringify({ success: true, data: { queued: 1, target: '/vendor/acme' } })));
    await adClickResponse(new Request("https://musika.co.zw/ads/click/5?placement=storefront&pv=');drop"), API, rest);
    const body = (await rest.mock.calls[0][0].json()) as { pageViewId?: string; token?: string };
    expect(body.pageViewId).toBeUndefined();
    expect(body.token).toBeUndefined();
  });
});
