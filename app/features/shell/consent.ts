/**
 * The cookie-consent rule (spec §9): the answer lives in the `cookie_consent` cookie; 'accepted' is
 * remembered for 365 days, 'denied' for 30 days (so a visitor who said no is asked again a month later).
 * Read only in the browser after hydration: the server HTML is shared by every anonymous visitor.
 */
export const CONSENT_COOKIE = 'cookie_consent';
export type Consent = 'accepted' | 'denied';

const DAY_SECONDS = 24 * 60 * 60;
/** How long each answer lasts, in days. */
export const CONSENT_DAYS: Record<Consent, number> = { accepted: 365, denied: 30 };

/** The Set-Cookie style string for document.cookie; Secure only where the page itself is https. */
export function consentCookie(value: Consent, secure: boolean): string {
  const maxAge = CONSENT_DAYS[value] * DAY_SECONDS;
  return `${CONSENT_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The stored answer, or null when the visitor has not answered (or the value is not one we wrote). */
export function readConsent(cookieHeader: string): Consent | null {
  const match = /(?:^|;\s*)cookie_consent=([^;]*)/.exec(cookieHeader);
  const value = match?.[1];
  return value === 'accepted' || value === 'denied' ? value : null;
}
