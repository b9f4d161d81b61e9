import { describe, expect, it } from 'vitest';
import * as auctions from '../schema/rest/auctions';
import * as followers from '../schema/rest/followers';
import { AUCTION_MESSAGES } from '../schema/rest/auctions';
import { CHAT_MESSAGES } from '../schema/rest/chat';
import { FOLLOWER_MESSAGES } from '../schema/rest/followers';
import { STAFF_MESSAGES } from '../schema/rest/staff';
import { defaultMessage, errorCatalogue, RestError, safeServerMessage, userErrorsNamingFields } from './errors';

/** Spec §8, every default message. */
const specMessages = [
  'Login failed',
  'Password reset failed',
  'Subscription failed',
  'Failed to fetch products',
  'Failed to fetch search filter items',
  'Network error',
  'Error fetching ads',
  'Error recording ad view',
  'Error creating ads',
  'Error fetching ad',
  'Error updating ad',
  'Error recording ad impression',
  'Error funding account',
  'Error requesting balance',
  'Failed to fetch request details',
  'Failed to fetch categories',
  'Failed to fetch attributes',
  'Failed to fetch popular categories',
  'Failed to fetch category with slug: {slug}',
  'An error occurred',
  'Failed to fetch offer',
  'Error fetching user messages count',
  'Error fetching conversations',
  'Error marking conversation as read',
  'Passwords do not match',
  'Error fetching deals',
  'Error fetching categories',
  'Failed to delete product',
  'Error fetching subscriptions',
  'Payment failed',
  'Payment status check failed',
  'Request failed',
  'Failed to report product',
];

describe('error catalogue (spec §8)', () => {
  it('holds every default message of the spec', () => {
    const messages = new Set(Object.values(errorCatalogue).map((e) => e.message));
    for (const m of specMessages) expect(messages, m).toContain(m);
  });

  it('gives every entry a SCREAMING_SNAKE code', () => {
    for (const [op, e] of Object.entries(errorCatalogue)) expect(e.code, op).toMatch(/^[A-Z][A-Z_]+$/);
  });

  it('fills placeholders, e.g. the category slug', () => {
    expect(defaultMessage('getCategory', { slug: 'cars' })).toBe('Failed to fetch category with slug: cars');
  });

  it('gives the store operations (issue #14) their own failure messages, the ones their backend calls answer', () => {
    expect(defaultMessage('placeBid')).toBe(AUCTION_MESSAGES.placeBid);
    expect(defaultMessage('followBusiness')).toBe(FOLLOWER_MESSAGES.follow);
    expect(defaultMessage('sendMessage')).toBe(CHAT_MESSAGES.send);
    expect(defaultMessage('businessStaff')).toBe(STAFF_MESSAGES.fetchStaff);
    expect(defaultMessage('openConversation')).toBe(CHAT_MESSAGES.send);
    // Every auction and follower call has a message of its own, and the catalogue holds it.
    for (const call of [...Object.values(auctions), ...Object.values(followers)]) {
      if (call && typeof call === 'object' && 'name' in call && 'method' in call) {
        expect(defaultMessage(String(call.name)), String(call.name)).not.toBe('An error occurred');
      }
    }
  });

  it("falls back to 'An error occurred' for an unknown operation", () => {
    expect(defaultMessage('noSuchOperation')).toBe('An error occurred');
  });

  it('surfaces a REST 401 as UNAUTHENTICATED and other failures by operation', () => {
    expect(new RestError('getProduct', 401, 'Expired').extensions.code).toBe('UNAUTHENTICATED');
    expect(new RestError('getProduct', 404, 'x').extensions.code).toBe('NOT_FOUND');
    expect(new RestError('productsBySaleType', 500, 'x').extensions.code).toBe('DEALS_FETCH_FAILED');
  });

  it('never passes markup or long upstream dumps on to people', () => {
    expect(safeServerMessage('<b>Out</b> of stock')).toBe('Out of stock');
    expect(safeServerMessage('x'.repeat(301))).toBeUndefined();
    expect(safeServerMessage({ sql: 'select' })).toBeUndefined();
    expect(safeServerMessage('   ')).toBeUndefined();
  });
});

describe('userErrorsNamingFields', () => {
  const refusal = (message: string) => new RestError('setDeliveryTerms', 400, message);

  it('makes the field a REST message names first the userError’s field, mapped to its GraphQL name', () => {
    expect(userErrorsNamingFields(refusal('zones.1.city: Harare is listed twice'))).toEqual([
      { field: 'zones.1.city', message: 'Harare is listed twice' },
    ]);
    expect(userErrorsNamingFields(refusal('customfield: Pick one'), (name) => (name === 'customfield' ? 'rating' : null))).toEqual([
      { field: 'rating', message: 'Pick one' },
    ]);
  });

  it('leaves a name the mapping does not know, and a message naming none, as they came', () => {
    expect(userErrorsNamingFields(refusal('bID: bID must be a positive id'), () => null)).toEqual([
      { field: null, message: 'bID: bID must be a positive id' },
    ]);
    expect(userErrorsNamingFields(refusal('An order that is cancelled is not sent any more'))).toEqual([
      { field: null, message: 'An order that is cancelled is not sent any more' },
    ]);
  });

  it('throws what is not an expected refusal, as userErrorsFrom does', () => {
    expect(() => userErrorsNamingFields(new RestError('setDeliveryTerms', 500, 'boom'))).toThrow('boom');
  });
});
