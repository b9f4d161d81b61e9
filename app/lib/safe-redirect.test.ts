import { describe, expect, it } from 'vitest';
import { loginUrl, safeRedirect } from './safe-redirect';

describe('safe redirects after login', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirect('/account/billing-details')).toBe('/account/billing-details');
    expect(safeRedirect('/search?term=maize')).toBe('/search?term=maize');
  });

  it('refuses other origins and odd values', () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'account', '', null, undefined, '/a\nb']) {
      expect(safeRedirect(bad as string, '/account')).toBe('/account');
    }
  });

  it('keeps the origin location in the login URL (spec §6)', () => {
    expect(loginUrl('/account/billing-details?x=1')).toBe('/login/?redirectTo=%2Faccount%2Fbilling-details%3Fx%3D1');
  });
});
