/** Usernames derived from the e-mail at registration. */
import { describe, expect, it } from 'vitest';
import { usernameBase } from './usernames';

describe('usernames derived from the e-mail', () => {
  it("takes the e-mail's local part, lower-cased, keeping letters, digits, '.', '_' and '-'", () => {
    expect(usernameBase('Rudo.Chikwanha@example.co.zw')).toBe('rudo.chikwanha');
    expect(usernameBase('tendai+shop@example.co.zw')).toBe('tendaishop');
  });

  it("falls back to 'user' when nothing usable is left, and stays at most 40 characters", () => {
    expect(usernameBase('+++@example.co.zw')).toBe('user');
    expect(usernameBase(`${'a'.repeat(64)}@example.co.zw`)).toHaveLength(40);
  });
});
