import { describe, expect, it } from 'vitest';
import { newsletterEmail, newsletterTemplate } from './newsletter-email';

const from = { name: 'Mbare Fresh', slug: 'mbare-fresh' };
const token = 'A'.repeat(43);

describe('newsletter e-mail', () => {
  it('is plain text with the store link and the follower’s own unsubscribe link', () => {
    const mail = newsletterEmail('https://musika.co.zw/', from, 'Fresh tomatoes', 'In today.\n<b>Come early</b>', token);
    expect(mail.subject).toBe('Fresh tomatoes — Mbare Fresh');
    expect(mail.body).toContain('In today.\n<b>Come early</b>');
    expect(mail.body).toContain('https://musika.co.zw/vendor/mbare-fresh');
    expect(mail.body).toContain(`https://musika.co.zw/newsletter/unsubscribe/${token}`);
  });

  it('the template splits around the token so before + token + after is the same e-mail', () => {
    const t = newsletterTemplate('https://musika.co.zw', from, 'S', 'Message here');
    expect(t.before + token + t.after).toBe(newsletterEmail('https://musika.co.zw', from, 'S', 'Message here', token).body);
  });
});
