/**
 * Every message the API words (schema/rest's *_MESSAGES) reaches a reader in the language (issue 33 §3): each is
 * found in the English catalogue, exactly, behind its field's name or by its values, and chiShona and isiNdebele
 * word it in their own words. The few that only a program can meet are listed with why.
 */
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../schema/rest/auth';
import { BOOKING_HORIZON_DAYS, BOOKING_MESSAGES, HIRE_HOLD_HOURS, HIRE_MAX_DAYS, SLOT_MINUTES } from '../../../schema/rest/booking-rules';
import { DELIVERY_MESSAGES } from '../../../schema/rest/delivery';
import { CART_REMOVAL_REASONS, removedLineMessage } from '../../../schema/rest/cart';
import { LEDGER_MESSAGES } from '../../../schema/rest/ledger';
import { OFFER_MESSAGES } from '../../../schema/rest/offers';
import { STAFF_MESSAGES } from '../../../schema/rest/staff';
import { apiMessageIn, apiMessageKey } from './api-message.server';
import { translator } from './translate.server';

const modules = import.meta.glob<Record<string, unknown>>(['../../../schema/rest/*.ts', '!../../../schema/rest/*.test.ts'], { eager: true });

/**
 * Messages no page of ours shows: answers to what only a hand-made request sends (our forms offer fixed choices
 * there, or the value is an address or header a program writes), beacons nobody reads, and a product name's part.
 */
const PROGRAMS_ONLY = new Set([
  'CATEGORY_MESSAGES.kind', // the address names the kind
  'ADMIN_CONTENT_MESSAGES.kind', // the address names the kind
  'AD_FIELD_MESSAGES.placement', // a select of the five
  'AD_FIELD_MESSAGES.pricing', // a select of the two
  'AD_MESSAGES.recordView', // the click beacon
  'AD_MESSAGES.recordImpression', // the impression beacon
  'API_CLIENT_MESSAGES.unknownClient', // an API client's header
  'API_CLIENT_MESSAGES.charge', // an API client's budget
  'AUCTION_MESSAGES.decision', // two buttons
  'BUYER_REQUEST_MESSAGES.businessNotFound', // the form sends the store's own id
  'OFFER_MESSAGES.variation', // the product page offers its own variations
  'ORDER_MESSAGES.nothingToUpdate', // the order form always sends a status
  'REVIEW_MESSAGES.notYours', // the review form sends the logged-in user
  'STAFF_MESSAGES.role', // a select of the two
  'MEDIA_MESSAGES.notFound', // a photo address
  'VENDOR_PRODUCT_MESSAGES.copySuffix', // part of a copied product's name, the store's content
  'BUSINESS_MESSAGES.unknownCategory', // a select of the categories
]);

/** Every API message by its English (a function's made with sample values 7 and 9), named for the report. */
function apiMessages(): { name: string; message: string }[] {
  const found = new Map<string, string>();
  for (const module of Object.values(modules)) {
    for (const [constant, value] of Object.entries(module)) {
      if (!constant.endsWith('MESSAGES') || !value || typeof value !== 'object') continue;
      for (const [name, message] of Object.entries(value)) {
        if (PROGRAMS_ONLY.has(`${constant}.${name}`)) continue;
        const text = typeof message === 'function' ? String(message(7, 9)) : message;
        if (typeof text === 'string' && text.trim()) found.set(text, `${constant}.${name}`);
      }
    }
  }
  // The notice of a line that left the cart is made by a function of its own, named or not.
  for (const reason of CART_REMOVAL_REASONS) {
    for (const name of ['Bucket hat', null]) found.set(removedLineMessage(name, reason), `removedLineMessage(${name}, ${reason})`);
  }
  return [...found].map(([message, name]) => ({ name, message }));
}

describe('every API message a reader can meet', () => {
  const messages = apiMessages();

  it('is in the English catalogue', () => {
    expect(messages.length).toBeGreaterThan(350);
    const missing = messages.filter(({ message }) => !apiMessageKey(message)).map(({ name, message }) => `${name}: ${message}`);
    expect(missing).toEqual([]);
  });

  it.each(['sn', 'nd'] as const)('reads in %s, not in English', (language) => {
    const t = translator(language);
    const english = messages.filter(({ message }) => apiMessageIn(t, message) === message).map(({ name }) => name);
    expect(english).toEqual([]);
  });

  it('reads in English exactly as the API wrote it, its field name included', () => {
    const t = translator('en');
    for (const { message } of messages) expect(apiMessageIn(t, message)).toBe(message);
  });
});

describe('apiMessageIn', () => {
  const sn = translator('sn');

  it('recognises a message exactly, behind its field name, and by its values', () => {
    expect(apiMessageKey(STAFF_MESSAGES.alreadyMember)?.key).toBe('api.staff.alreadyMember');
    expect(apiMessageKey(`contact: ${AUTH_MESSAGES.rateLimited}`)?.key).toBe('auth.error.rateLimited');
    expect(apiMessageKey(LEDGER_MESSAGES.belowMinimum('$5.00'))).toEqual({ key: 'earnings.errorBelowMinimum', values: { min: '$5.00' } });
    expect(apiMessageKey(OFFER_MESSAGES.final('accepted'))).toEqual({ key: 'api.offers.final', values: { status: 'accepted' } });
  });

  // The screens once read these by patterns of their own (payouts, delivery, bookings); the matcher reads them alike.
  it.each(['en', 'sn', 'nd'] as const)('reads the values of a refusal the way its screen words them (%s)', (language) => {
    const t = translator(language);
    const cases: [string, string][] = [
      [LEDGER_MESSAGES.belowMinimum('$5.00'), t('earnings.errorBelowMinimum', { min: '$5.00' })],
      [LEDGER_MESSAGES.overBalance('$1,234.00'), t('earnings.errorOverBalance', { available: '$1,234.00' })],
      [DELIVERY_MESSAGES.sameCity('Harare'), t('businessSettings.errorSameCity', { city: 'Harare' })],
      [BOOKING_MESSAGES.tooFar, t('bookings.error.tooFar', { days: BOOKING_HORIZON_DAYS })],
      [BOOKING_MESSAGES.offGrid, t('bookings.error.offGrid', { minutes: SLOT_MINUTES })],
      [BOOKING_MESSAGES.tooLong, t('bookings.error.tooLong', { days: HIRE_MAX_DAYS })],
      [BOOKING_MESSAGES.tooLongForItem(1), t('bookings.error.tooLongForItem', { count: 1 })],
      [BOOKING_MESSAGES.tooLongForItem(14), t('bookings.error.tooLongForItem', { count: 14 })],
      [BOOKING_MESSAGES.outsideHours('08:00', '17:00'), t('bookings.error.outsideHours', { open: '08:00', close: '17:00' })],
      [BOOKING_MESSAGES.lapsed, t('vendorPeople.errorLapsed', { hours: HIRE_HOLD_HOURS })],
      [BOOKING_MESSAGES.maxDays, t('vendorListings.maxDays', { max: HIRE_MAX_DAYS })],
    ];
    for (const [message, worded] of cases) expect(apiMessageIn(t, message), message).toBe(worded);
  });

  it('reads a plural back into its number', () => {
    expect(apiMessageKey('Your package allows 1 ad that have not ended. Upgrade to run more.')).toEqual({
      key: 'api.adsManage.adsLimit',
      values: { count: 1 },
    });
    expect(apiMessageKey('Your package allows 1,000 ads that have not ended. Upgrade to run more.')?.values).toEqual({ count: 1000 });
  });

  it('leaves a message it does not know as it came', () => {
    expect(apiMessageIn(sn, 'Something only this test says')).toBe('Something only this test says');
    expect(apiMessageKey('Ad: a title')).toBeNull();
  });

  it('drops the field name in another language', () => {
    const message = `sku: ${'another of your products already has this SKU'}`;
    expect(apiMessageIn(sn, message)).not.toMatch(/^sku: /);
    expect(apiMessageIn(translator('en'), message)).toBe(message);
  });

  it('gives English back exactly as the API wrote it, a number too', () => {
    const message = 'Your package allows 1000 ads that have not ended. Upgrade to run more.';
    expect(apiMessageIn(translator('en'), message)).toBe(message);
    expect(apiMessageIn(sn, message)).toMatch(/^Pakeji yako inobvumira shambadzo 1,000 /);
  });
});
