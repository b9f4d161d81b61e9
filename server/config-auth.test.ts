/** The two settings the auth routes read: whether CF-Connecting-IP is believed, and the origin of e-mailed links. */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('TRUST_CF_CONNECTING_IP', () => {
  it('is off unless set to "true": outside Cloudflare the header is whatever a client sent', () => {
    expect(loadConfig({}).TRUST_CF_CONNECTING_IP).toBe(false);
    expect(loadConfig({ TRUST_CF_CONNECTING_IP: '' }).TRUST_CF_CONNECTING_IP).toBe(false);
    expect(loadConfig({ TRUST_CF_CONNECTING_IP: 'false' }).TRUST_CF_CONNECTING_IP).toBe(false);
    expect(loadConfig({ TRUST_CF_CONNECTING_IP: 'true' }).TRUST_CF_CONNECTING_IP).toBe(true);
  });

  it('refuses anything else, naming the variable', () => {
    expect(() => loadConfig({ TRUST_CF_CONNECTING_IP: 'yes' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_CF_CONNECTING_IP: '1' })).toThrow(/TRUST_CF_CONNECTING_IP/);
  });
});

describe('PUBLIC_ORIGIN', () => {
  it('defaults to the local npm start address', () => {
    expect(loadConfig({}).PUBLIC_ORIGIN).toBe('http://127.0.0.1:8787');
    expect(loadConfig({ PUBLIC_ORIGIN: '' }).PUBLIC_ORIGIN).toBe('http://127.0.0.1:8787');
  });

  it('takes an https origin, without its trailing slash', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://musika.co.zw/', PAYNOW_SANDBOX_ON_PUBLIC_SITE: 'true' }).PUBLIC_ORIGIN).toBe('https://musika.co.zw');
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:5173' }).PUBLIC_ORIGIN).toBe('http://localhost:5173');
  });

  it('refuses plain http off loopback, a path, a query and non-URLs, naming the variable', () => {
    for (const bad of ['http://musika.co.zw', 'https://musika.co.zw/shop', 'https://musika.co.zw/?x=1', 'musika.co.zw', 'ftp://musika.co.zw']) {
      expect(() => loadConfig({ PUBLIC_ORIGIN: bad }), bad).toThrow(/PUBLIC_ORIGIN/);
    }
  });
});
