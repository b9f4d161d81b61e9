import { describe, expect, it, vi } from 'vitest';
import { parsePort } from './lib.mjs';

describe('parsePort', () => {
  it('falls back when $PORT is unset or blank', () => {
    expect(parsePort(undefined, 8787)).toBe(8787);
    expect(parsePort('  ', 8787)).toBe(8787);
  });

  it('accepts a valid port', () => {
    expect(parsePort('3000', 8787)).toBe(3000);
    expect(parsePort(' 65535 ', 8787)).toBe(65535);
  });

  it.each(['0', '65536', '-1', '80.5', 'abc', '1e3'])('rejects %s', (value) => {
    expect(() => parsePort(value, 8787)).toThrow(/Invalid port/);
  });
});

describe('fail-on-console-error setup', () => {
  it('lets a test opt in to console.error by mocking it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    console.error('expected in this test');
    expect(error).toHaveBeenCalledOnce();
  });
});
