import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './worker-config';

describe('exchange-rate configuration (issue #11)', () => {
  it('leaves ZWG_RATE and EXCHANGE_RATE_TOKEN unset when absent or empty', () => {
    const config = readConfig({ ZWG_RATE: '', EXCHANGE_RATE_TOKEN: '' });
    expect(config.ZWG_RATE).toBeUndefined();
    expect(config.EXCHANGE_RATE_TOKEN).toBeUndefined();
  });

  it('accepts a ZWG_RATE decimal within bounds', () => {
    expect(readConfig({ ZWG_RATE: ' 26.95 ' }).ZWG_RATE).toBe('26.95');
  });

  it.each(['abc', '0', '2680', '26,95', '-1'])('refuses ZWG_RATE=%j with a message naming it', (value) => {
    expect(() => readConfig({ ZWG_RATE: value })).toThrow(ConfigError);
    expect(() => readConfig({ ZWG_RATE: value })).toThrow(/ZWG_RATE/);
  });

  it('wants a long secret for EXCHANGE_RATE_TOKEN', () => {
    expect(() => readConfig({ EXCHANGE_RATE_TOKEN: 'short' })).toThrow(/EXCHANGE_RATE_TOKEN/);
    const token = 'x'.repeat(40);
    expect(readConfig({ EXCHANGE_RATE_TOKEN: token }).EXCHANGE_RATE_TOKEN).toBe(token);
  });
});
