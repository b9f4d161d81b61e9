/** Phone helper (spec §5): every contract that takes a phone accepts 0…, +263… and 263… alike. */
import { describe, expect, it } from 'vitest';
import { register, updateProfile } from './auth';
import { makeOffer } from './offers';
import { contactPhone } from './orders';
import { apiPhone, normalizePhone } from './phone';

const FORMS = ['0772146318', '+263772146318', '263772146318', '+263 77 214 6318', '077-214-6318'];

describe('phone helper: a number starting with 0 becomes 263 plus the rest; a leading + is dropped', () => {
  it.each(FORMS)('%s is 263772146318', (typed) => {
    expect(normalizePhone(typed)).toBe('263772146318');
    expect(apiPhone.parse(typed)).toBe('263772146318');
  });

  it.each(['', '12345', '+27821234567', '2637721463181', "0772146318' or 1=1"])('refuses %j', (typed) => {
    expect(apiPhone.safeParse(typed).success).toBe(false);
  });

  it('registration, profile, billing, offers and checkout accept all three forms', () => {
    const account = { email: 'a@b.co.zw', password: 'Secret#2026', firstName: 'A', lastName: 'B', accountType: 'buyer' as const };
    for (const typed of FORMS.slice(0, 3)) {
      expect(register.body.parse({ ...account, whatsAppNumber: typed }).whatsAppNumber).toBe('263772146318');
      expect(updateProfile.body.parse({ whatsAppNumber: typed }).whatsAppNumber).toBe('263772146318');
      expect(updateProfile.body.parse({ billing: { address1: '1 Fife Ave', city: 'Harare', phone: typed } }).billing?.phone).toBe('263772146318');
      expect(makeOffer.body.parse({ offer: { productId: 1, amount: 100, phone: typed } }).offer.phone).toBe('263772146318');
      expect(contactPhone.parse(typed)).toBe('263772146318');
    }
  });
});
