/** The e-mails' words: English word for word as before, chiShona and isiNdebele with no English sentence left. */
import { describe, expect, it } from 'vitest';
import { mailWords } from './mail-words';

const facts = {
  inviter: 'Tendai',
  businessName: 'Borrowdale Digital',
  role: 'manager' as const,
  answerLink: 'A',
  registerLink: 'R',
  hasAccount: false,
};
const reply = { kind: 'contact' as const, subject: 'Delivery', text: 'Thank you.', wroteOn: '2026-11-27', original: 'Hello' };

function everything(language: 'en' | 'sn' | 'nd'): string[] {
  const w = mailWords(language);
  return [
    w.loginLink('L'),
    w.passwordReset('L'),
    w.accountUnlock('L'),
    w.accountExists('L', 'R'),
    w.confirmRegistration('L'),
    w.staffInvitation(facts),
    w.staffInvitation({ ...facts, hasAccount: true }),
    w.supportReply(reply),
    w.supportReply({ ...reply, kind: 'feedback' }),
  ].flatMap((m) => [m.subject, m.body.replace('Thank you.', '')]);
}

describe('e-mail words', () => {
  it('English is as Musika always wrote it', () => {
    const en = mailWords('en');
    expect(en.loginLink('L').body).toBe(
      'Use this link to log in to Musika. It works once and expires in 15 minutes: L — If you did not ask for it, ignore this e-mail.',
    );
    expect(en.staffInvitation(facts).subject).toBe('Tendai invited you to help run Borrowdale Digital on Musika');
    expect(en.supportReply(reply).body).toBe('Thank you.\n\n— Musika support\n\nYou wrote on 2026-11-27: Hello');
    expect(en.newsletterFooter('Borrowdale Digital', 'S', 'U')[1]).toBe('To stop newsletters from Borrowdale Digital, open this link and confirm: U');
  });

  it.each(['sn', 'nd'] as const)('%s leaves none of the English words', (language) => {
    const english = /\b(the|your|you|this|link|account|password|ignore|e-mail|invited|support|wrote|newsletters?)\b/i;
    for (const text of [...everything(language), ...mailWords(language).newsletterFooter('Borrowdale Digital', 'S', 'U')])
      expect(text).not.toMatch(english);
  });
});
