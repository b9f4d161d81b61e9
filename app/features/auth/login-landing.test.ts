import { describe, expect, it } from 'vitest';
import { loginLanding } from './login-landing';

describe("a store holder's login lands on the dashboard (issue 31)", () => {
  it('lands a vendor or staff member with a store on the dashboard when no page was asked for', () => {
    expect(loginLanding(undefined, true)).toBe('/dashboard/');
    expect(loginLanding('', true)).toBe('/dashboard/');
  });

  it('lands them on the dashboard from the account overview and from "Sell"', () => {
    expect(loginLanding('/account', true)).toBe('/dashboard/');
    expect(loginLanding('/account/subscriptions', true)).toBe('/dashboard/');
  });

  it('returns them to any other page they came from', () => {
    expect(loginLanding('/product/solar-panel-400w-mono-50/', true)).toBe('/product/solar-panel-400w-mono-50/');
  });

  it('keeps buyers (no store) on their account or the page they came from', () => {
    expect(loginLanding(undefined, false)).toBe('/account');
    expect(loginLanding('/account/subscriptions', false)).toBe('/account/subscriptions');
  });

  it('never leaves the site', () => {
    expect(loginLanding('https://evil.example/', true)).toBe('/dashboard/');
    expect(loginLanding('//evil.example/', false)).toBe('/account');
  });
});
