/** The links the outbox e-mails carry (the app's /login/ and /password-reset/ pages read them). */
import { describe, expect, it } from 'vitest';
import { loginLinkEmail, passwordResetEmail } from './outbox';

describe('e-mailed links', () => {
  it('puts /login/?email=…&key=… in a login-link e-mail', () => {
    const mail = loginLinkEmail('buyer@musika.co.zw', 'k3y_-A');
    expect(mail.kind).toBe('login_link');
    expect(mail.to).toBe('buyer@musika.co.zw');
    expect(mail.body).toContain('/login/?email=buyer@musika.co.zw&key=k3y_-A');
  });

  it('puts /password-reset/?login=…&key=… in a reset e-mail, encoding characters a query cannot hold', () => {
    expect(passwordResetEmail('buyer@musika.co.zw', 'abc').body).toContain('/password-reset/?login=buyer@musika.co.zw&key=abc');
    expect(passwordResetEmail('a+b@musika.co.zw', 'abc').body).toContain('/password-reset/?login=a%2Bb@musika.co.zw&key=abc');
  });
});
