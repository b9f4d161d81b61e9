import { describe, expect, it } from 'vitest';
import { isCrossSiteWrite } from './csrf';

const req = (method: string, headers: Record<string, string> = {}) => new Request('https://musika.co.zw/login/', { method, headers });

describe('CSRF: actions reject cross-site form posts', () => {
  it('refuses a POST from another origin', () => {
    expect(isCrossSiteWrite(req('POST', { origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSiteWrite(req('POST', { origin: 'null' }))).toBe(true);
    expect(isCrossSiteWrite(req('POST', { 'sec-fetch-site': 'cross-site' }))).toBe(true);
  });

  it('lets same-origin posts and reads through', () => {
    expect(isCrossSiteWrite(req('POST', { origin: 'https://musika.co.zw', 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isCrossSiteWrite(req('GET', { origin: 'https://evil.example' }))).toBe(false);
    expect(isCrossSiteWrite(req('POST'))).toBe(false);
  });
});
