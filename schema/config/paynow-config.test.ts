import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './worker-config';

describe('Paynow configuration', () => {
  it('an empty PAYNOW_BASE means the sandbox and needs no secrets', () => {
    expect(readConfig({ PAYNOW_BASE: '' }).PAYNOW_BASE).toBeUndefined();
    expect(readConfig({}).PAYNOW_SANDBOX_DELAY_SCALE).toBe(1);
  });

  it('the real Paynow needs all four integration ids and keys', () => {
    expect(() => readConfig({ PAYNOW_BASE: 'https://www.paynow.co.zw' })).toThrow(/PAYNOW_USD_INTEGRATION_ID/);
    expect(() => readConfig({ PAYNOW_BASE: 'https://www.paynow.co.zw', PAYNOW_USD_INTEGRATION_ID: '1', PAYNOW_USD_INTEGRATION_KEY: 'k' })).toThrow(
      ConfigError,
    );
    const config = readConfig({
      PAYNOW_BASE: 'https://www.paynow.co.zw/',
      PAYNOW_USD_INTEGRATION_ID: '1',
      PAYNOW_USD_INTEGRATION_KEY: 'k1',
      PAYNOW_ZWG_INTEGRATION_ID: '2',
      PAYNOW_ZWG_INTEGRATION_KEY: 'k2',
    });
    expect(config.PAYNOW_BASE).toBe('https://www.paynow.co.zw');
  });

  it('refuses a plain-http or path-carrying base and a silly delay scale', () => {
    expect(() => readConfig({ PAYNOW_BASE: 'http://www.paynow.co.zw' })).toThrow(/PAYNOW_BASE/);
    expect(() => readConfig({ PAYNOW_BASE: 'https://www.paynow.co.zw/interface' })).toThrow(/PAYNOW_BASE/);
    expect(() => readConfig({ PAYNOW_SANDBOX_DELAY_SCALE: 'fast' })).toThrow(/PAYNOW_SANDBOX_DELAY_SCALE/);
  });

  it('a public site refuses the sandbox unless it says it is a demo', () => {
    expect(() => readConfig({ PUBLIC_ORIGIN: 'https://musika.co.zw' })).toThrow(/PAYNOW_BASE/);
    expect(readConfig({ PUBLIC_ORIGIN: 'https://musika.co.zw', PAYNOW_SANDBOX_ON_PUBLIC_SITE: 'true' }).PAYNOW_BASE).toBeUndefined();
    expect(readConfig({ PUBLIC_ORIGIN: 'http://localhost:8787' }).PAYNOW_BASE).toBeUndefined();
  });
});
