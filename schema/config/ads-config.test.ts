/** AD_TOKEN_SECRET (issue #27): a development value only on a loopback origin, never on a public one. */
import { describe, expect, it } from 'vitest';
import { adTokenSecret, DEV_AD_TOKEN_SECRET } from './ads-config';
import { ConfigError, readConfig } from './worker-config';

const SECRET = 'x'.repeat(40);

describe('AD_TOKEN_SECRET', () => {
  it('falls back to the development value on a loopback origin only', () => {
    expect(adTokenSecret(readConfig({}))).toBe(DEV_AD_TOKEN_SECRET);
    expect(adTokenSecret(readConfig({ PUBLIC_ORIGIN: 'https://musika.co.zw', PAYNOW_SANDBOX_ON_PUBLIC_SITE: 'true' }))).toBeNull();
    expect(adTokenSecret(readConfig({ PUBLIC_ORIGIN: 'https://musika.co.zw', PAYNOW_SANDBOX_ON_PUBLIC_SITE: 'true', AD_TOKEN_SECRET: SECRET }))).toBe(
      SECRET,
    );
  });

  it('refuses a short secret, naming the variable', () => {
    expect(() => readConfig({ AD_TOKEN_SECRET: 'short' })).toThrow(ConfigError);
    expect(() => readConfig({ AD_TOKEN_SECRET: 'short' })).toThrow(/AD_TOKEN_SECRET/);
  });
});
