/** The security baseline on every response (issue #3) and CSRF protection of actions. */
import { describe, expect, it } from 'vitest';
import { page } from './support/http';
import { SELF } from './support/worker';

describe('security headers', () => {
  it('every private HTML response carries a nonce-based CSP that its inline scripts carry', async () => {
    // A visitor with a Musika cookie is rendered privately, with this response's nonce.
    const headersIn = { cookie: 'musika_city=harare' };
    for (const path of ['/', '/login/', '/no-such-page', '/category/electronics']) {
      const { headers, html } = await page(path, { headers: headersIn });
      const csp = headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, path).toBeTruthy();
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const attrs of scripts) expect(attrs, path).toContain(`nonce="${nonce}"`);
    }
  });

  it('shared-cached pages carry no nonce: each inline script is allowed by its SHA-256 instead', async () => {
    for (const path of ['/', '/category/electronics']) {
      const { headers, html } = await page(path);
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp, path).not.toContain('nonce-');
      expect(html).not.toMatch(/\bnonce=/);
      const bodies = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
      expect(bodies.length).toBeGreaterThan(0);
      for (const body of bodies) {
        const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
        const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
        expect(csp, path).toContain(`'sha256-${hash}'`);
      }
    }
  });

  it('img-src lists only our own origin: no https: wildcard a photo address could use to track visitors (issue 27 §5)', async () => {
    for (const [path, init] of [
      ['/', {}],
      ['/', { headers: { cookie: 'musika_city=harare' } }],
      ['/category/electronics', {}],
      ['/vendors/', {}],
      ['/store-finder/', {}],
    ] as const) {
      const { headers, html } = await page(path, init);
      const csp = headers.get('content-security-policy') ?? '';
      const imgSrc = csp.split('; ').find((d) => d.startsWith('img-src'));
      // wrangler.toml configures no map tiles and no tag manager: nothing but the site itself.
      expect(imgSrc, path).toBe("img-src 'self' data:");
      // The seeded pages still show their photos: every image is the site's own (/images/seed, /media).
      const sources = [...html.matchAll(/<img\b[^>]*\bsrc="([^"]*)"/g)].map((m) => m[1]);
      for (const src of sources) expect(src, path).toMatch(/^(\/(?!\/)|data:)/);
      if (path === '/')
        expect(
          sources.some((src) => src.startsWith('/images/seed/')),
          path,
        ).toBe(true);
    }
  });

  it('uses a fresh nonce for each private response', async () => {
    const headers = { cookie: 'musika_city=harare' };
    const a = (await page('/', { headers })).headers.get('content-security-policy');
    const b = (await page('/', { headers })).headers.get('content-security-policy');
    expect(a).not.toBe(b);
  });

  it('sends nosniff, a referrer policy and no-framing on every response, HSTS on https', async () => {
    for (const path of ['/', '/graphql?query=%7Bok%7D', '/wp-json/ezw/v1/businesses?limit=1']) {
      const { headers } = await page(path);
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-frame-options'), path).toBe('DENY');
    }
    const secure = await SELF.fetch('https://musika.test/');
    expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect((await page('/')).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('CSRF', () => {
  it('actions reject cross-site form posts', async () => {
    const body = new URLSearchParams({ intent: 'password', username: 'buyer@musika.co.zw', password: 'x' });
    const crossSite = await page('/login/', { method: 'POST', body, headers: { origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    const fetchMetadata = await page('/login/', { method: 'POST', body, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(fetchMetadata.status).toBe(403);
    const graphql = await page('/graphql', {
      method: 'POST',
      body: JSON.stringify({ query: 'mutation { logout { ok } }' }),
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    });
    expect(graphql.status).toBe(403);
  });

  it('same-origin posts go through', async () => {
    const body = new URLSearchParams({ intent: 'password', username: 'buyer@musika.co.zw', password: 'wrong password' });
    const sameOrigin = await page('/login/', { method: 'POST', body, headers: { origin: 'http://musika.test' } });
    expect(sameOrigin.status).toBe(400);
    expect(sameOrigin.html).toContain('The username/email or password is incorrect.');
  });
});
