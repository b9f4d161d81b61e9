import { describe, expect, it } from 'vitest';
import { SOCIAL_MESSAGES } from '../../../schema/rest/social-sign-in';
import { stateRefusal } from './social-state';

const saved = { provider: 'google' as const, state: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG' };

describe('the callback state against the one this browser saved', () => {
  it('lets the same state through', () => {
    expect(stateRefusal(saved, 'google', saved.state)).toBeNull();
  });

  it('refuses a mismatched state with the state message', () => {
    expect(stateRefusal(saved, 'google', `${saved.state.slice(0, -1)}H`)).toBe(SOCIAL_MESSAGES.state);
    expect(stateRefusal(saved, 'google', 'short')).toBe(SOCIAL_MESSAGES.state);
  });

  it('refuses a callback in a browser that started nothing (no cookie), or for another provider', () => {
    expect(stateRefusal(null, 'google', saved.state)).toBe(SOCIAL_MESSAGES.state);
    expect(stateRefusal(saved, 'facebook', saved.state)).toBe(SOCIAL_MESSAGES.state);
    expect(stateRefusal(saved, 'google', null)).toBe(SOCIAL_MESSAGES.state);
  });
});
