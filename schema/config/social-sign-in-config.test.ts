import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './worker-config';
import { enabledProviders, providerMode, sandboxInUse } from './social-sign-in-config';

const read = (env: Record<string, string>) => readConfig({ ...env });

describe('social sign-in configuration', () => {
  it('uses the OIDC sandbox for both providers on a loopback origin with nothing configured', () => {
    const config = read({ PUBLIC_ORIGIN: 'http://127.0.0.1:8787' });
    expect(providerMode(config, 'google')).toEqual({ kind: 'sandbox' });
    expect(enabledProviders(config)).toEqual(['google', 'facebook']);
  });

  it('refuses the sandbox on a public origin (no buttons) unless OIDC_SANDBOX=demo', () => {
    const base = { PUBLIC_ORIGIN: 'https://musika.co.zw', PAYNOW_SANDBOX_ON_PUBLIC_SITE: 'true' };
    expect(enabledProviders(read(base))).toEqual([]);
    expect(sandboxInUse(read(base))).toBe(false);
    expect(providerMode(read({ ...base, OIDC_SANDBOX: 'demo' }), 'facebook')).toEqual({ kind: 'sandbox' });
  });

  it('uses the real provider when its id and secret are set', () => {
    const config = read({
      PUBLIC_ORIGIN: 'https://musika.co.zw',
      PAYNOW_SANDBOX_ON_PUBLIC_SITE: 'true',
      GOOGLE_CLIENT_ID: 'id.apps',
      GOOGLE_CLIENT_SECRET: 's',
    });
    expect(providerMode(config, 'google')).toEqual({ kind: 'real', clientId: 'id.apps', clientSecret: 's' });
    expect(enabledProviders(config)).toEqual(['google']);
  });

  it('names the missing secret when a client id is set without it', () => {
    expect(() => read({ FACEBOOK_APP_ID: '1234567890' })).toThrow(ConfigError);
    expect(() => read({ FACEBOOK_APP_ID: '1234567890' })).toThrow(/FACEBOOK_APP_SECRET must be set \(wrangler secret put FACEBOOK_APP_SECRET\)/);
  });
});
