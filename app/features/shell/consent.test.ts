import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, consentCookie, readConsent } from './consent';

const maxAgeDays = (cookie: string) => Number(/Max-Age=(\d+)/.exec(cookie)?.[1]) / 86_400;

describe('cookie consent (spec §9)', () => {
  it('is stored in a cookie named cookie_consent', () => {
    expect(CONSENT_COOKIE).toBe('cookie_consent');
    expect(consentCookie('accepted', false)).toMatch(/^cookie_consent=accepted;/);
  });

  it("'accepted' lasts 365 days", () => {
    expect(maxAgeDays(consentCookie('accepted', false))).toBe(365);
  });

  it("'denied' lasts 30 days", () => {
    expect(maxAgeDays(consentCookie('denied', false))).toBe(30);
  });

  it('is site-wide, Lax, and Secure only on https', () => {
    expect(consentCookie('denied', true)).toContain('; Path=/; SameSite=Lax; Secure');
    expect(consentCookie('denied', false)).not.toContain('Secure');
  });

  it('reads back only the two answers it writes', () => {
    expect(readConsent('a=1; cookie_consent=accepted; b=2')).toBe('accepted');
    expect(readConsent('cookie_consent=denied')).toBe('denied');
    expect(readConsent('cookie_consent=maybe')).toBeNull();
    expect(readConsent('xcookie_consent=accepted')).toBeNull();
    expect(readConsent('')).toBeNull();
  });
});
