/** The role → capability table (issue #14 item 6): the one rule the API and the dashboard both read. */
import { describe, expect, it } from 'vitest';
import { BUSINESS_NEEDS, roleAllows, staffContact, type BusinessRole } from './staff';

const allowed = (role: BusinessRole) => BUSINESS_NEEDS.filter((need) => roleAllows(role, need));

describe('ROLE_GRANTS', () => {
  it('the owner may do everything', () => {
    expect(allowed('owner')).toEqual(['manage', 'orders', 'inbox', 'billing', 'staff']);
  });

  it('a manager may do everything but billing and staff', () => {
    expect(allowed('manager')).toEqual(['manage', 'orders', 'inbox']);
  });

  it('an assistant may work orders and the inbox only', () => {
    expect(allowed('assistant')).toEqual(['orders', 'inbox']);
  });
});

describe('staffContact', () => {
  it('reads an address (lower-cased) or a Zimbabwean number through the +263 helper', () => {
    expect(staffContact.parse(' Tendai@Example.CO.ZW ')).toEqual({ email: 'tendai@example.co.zw', phone: null });
    expect(staffContact.parse('077 214-6318')).toEqual({ email: null, phone: '263772146318' });
    expect(staffContact.parse('+263772146318')).toEqual({ email: null, phone: '263772146318' });
  });

  it('refuses anything else', () => {
    for (const bad of ['', 'tendai', 'a@b', '+1 202 555 0100', '07721463', `${'x'.repeat(250)}@a.co`])
      expect(staffContact.safeParse(bad).success, bad).toBe(false);
  });
});
