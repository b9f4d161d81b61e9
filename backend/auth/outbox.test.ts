/** The links the outbox e-mails carry: absolute, from the configured public origin (the app's pages read them). */
import { describe, expect, it } from 'vitest';
import { absoluteLink, accountExistsEmail, accountUnlockEmail, confirmRegistrationEmail, loginLinkEmail, passwordResetEmail } from './outbox';

const ORIGIN = 'https://musika.co.zw';
/** Every http(s) link in a text. */
const linksIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

describe('e-mailed links', () => {
  it('puts an absolute /login/?email=…&key=… link in a login-link e-mail', () => {
    const mail = loginLinkEmail(ORIGIN, 'buyer@musika.co.zw', 'k3y_-A');
    expect(mail.kind).toBe('login_link');
    expect(mail.to).toBe('buyer@musika.co.zw');
    expect(linksIn(mail.body)).toEqual(['https://musika.co.zw/login/?email=buyer@musika.co.zw&key=k3y_-A']);
  });

  it('puts an absolute /password-reset/?login=…&key=… link in a reset e-mail, encoding characters a query cannot hold', () => {
    expect(linksIn(passwordResetEmail(ORIGIN, 'buyer@musika.co.zw', 'abc').body)).toEqual([
      'https://musika.co.zw/password-reset/?login=buyer@musika.co.zw&key=abc',
    ]);
    expect(passwordResetEmail(ORIGIN, 'a+b@musika.co.zw', 'abc').body).toContain(
      'https://musika.co.zw/password-reset/?login=a%2Bb@musika.co.zw&key=abc',
    );
  });

  it('never sends a relative link: every e-mail kind links only to the configured origin', () => {
    const mails = [
      loginLinkEmail(ORIGIN, 'a@b.co.zw', 'k'),
      passwordResetEmail(ORIGIN, 'a@b.co.zw', 'k'),
      accountUnlockEmail(ORIGIN, 'a@b.co.zw', 'k'),
      accountExistsEmail(ORIGIN, 'a@b.co.zw', 'k'),
      confirmRegistrationEmail(ORIGIN, 'a@b.co.zw', 'k', false),
    ];
    for (const mail of mails) {
      expect(linksIn(mail.body).length, mail.kind).toBeGreaterThan(0);
      for (const link of linksIn(mail.body)) expect(new URL(link).origin, mail.kind).toBe(ORIGIN);
      // A path that does not follow "://host" would be a relative link a mail client cannot open.
      expect(mail.body.replace(/https?:\/\/\S+/g, ''), mail.kind).not.toMatch(/\/(login|password-reset)\//);
    }
  });

  it('joins the origin and the path with exactly one slash, whatever the origin ends with', () => {
    expect(absoluteLink('http://127.0.0.1:8787/', '/login/', { email: 'a@b.co.zw' })).toBe('http://127.0.0.1:8787/login/?email=a@b.co.zw');
    expect(absoluteLink('http://127.0.0.1:8787', '/password-reset/')).toBe('http://127.0.0.1:8787/password-reset/');
  });

  it('unlock, account-exists and registration e-mails carry a login link; the vendor registration goes on to packages', () => {
    expect(accountUnlockEmail(ORIGIN, 'a@b.co.zw', 'k').kind).toBe('account_unlock');
    expect(accountExistsEmail(ORIGIN, 'a@b.co.zw', 'k').body).toContain(`${ORIGIN}/password-reset/`);
    expect(linksIn(confirmRegistrationEmail(ORIGIN, 'a@b.co.zw', 'k', false).body)).toEqual([`${ORIGIN}/login/?email=a@b.co.zw&key=k`]);
    expect(linksIn(confirmRegistrationEmail(ORIGIN, 'a@b.co.zw', 'k', true).body)).toEqual([
      `${ORIGIN}/login/?email=a@b.co.zw&key=k&redirectTo=%2Faccount%2Fsubscriptions`,
    ]);
  });
});
