/** GTM_ID (optional): validated at start, passed to the browser, and the only thing that opens the CSP to the tag manager. */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, publicConfig } from './config';
import { contentSecurityPolicy } from './security-headers';

const connectSrc = () =>
  contentSecurityPolicy('n')
    .split('; ')
    .find((d) => d.startsWith('connect-src'));

describe('tag manager configuration', () => {
  afterEach(() => void loadConfig({}));

  it('empty means no tag manager, and the CSP connects only to the site itself', () => {
    const config = loadConfig({ GTM_ID: '' });
    expect(publicConfig(config).tagManagerId).toBeNull();
    expect(connectSrc()).toBe("connect-src 'self'");
  });

  it('a container id reaches the browser and opens connect-src to the tag manager only then', () => {
    const config = loadConfig({ GTM_ID: 'GTM-ABC1234' });
    expect(publicConfig(config).tagManagerId).toBe('GTM-ABC1234');
    expect(connectSrc()).toContain('https://www.googletagmanager.com');
    expect(connectSrc()).toContain('https://*.google-analytics.com');
    // Scripts stay nonce/hash + 'strict-dynamic': no host allowlist that a stray script could use.
    expect(contentSecurityPolicy('n')).toContain("script-src 'nonce-n' 'strict-dynamic'");
  });

  it('refuses anything that is not a container id', () => {
    expect(() => loadConfig({ GTM_ID: '"><script>' })).toThrow(/GTM_ID/);
    expect(() => loadConfig({ GTM_ID: 'UA-1234' })).toThrow(/GTM_ID/);
  });
});
