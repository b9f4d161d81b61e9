import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../schema/rest/auth';
import { FOLLOWER_MESSAGES } from '../../../schema/rest/followers';
import { followFailureKey, followFailureMessage } from './follow-failures';

describe('a refused follow is told on the storefront', () => {
  it("carries the API's message as a key and shows it back", () => {
    for (const message of [FOLLOWER_MESSAGES.ownBusiness, FOLLOWER_MESSAGES.businessNotFound, AUTH_MESSAGES.rateLimited]) {
      expect(followFailureMessage(followFailureKey(message))).toBe(message);
    }
  });

  it('anything unforeseen shows the call’s failure message (spec wording), never the text it came with', () => {
    expect(followFailureMessage(followFailureKey('D1_ERROR: no such table'))).toBe(FOLLOWER_MESSAGES.follow);
  });

  it('an address cannot make the page say anything else', () => {
    expect(followFailureMessage(null)).toBeNull();
    expect(followFailureMessage('You have won a prize')).toBeNull();
    expect(followFailureMessage('toString')).toBeNull();
  });
});
