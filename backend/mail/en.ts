/** The e-mails in English: word for word what Musika always sent (tests assert them). */
import type { MailWords } from './mail-types';

export const en: MailWords = {
  loginLink: (link) => ({
    subject: 'Your Musika login link',
    body: `Use this link to log in to Musika. It works once and expires in 15 minutes: ${link} — If you did not ask for it, ignore this e-mail.`,
  }),
  passwordReset: (link) => ({
    subject: 'Reset your Musika password',
    body: `Someone asked to reset the password of your Musika account. To choose a new one, open this link within an hour: ${link} — If it was not you, ignore this e-mail; your password stays the same.`,
  }),
  accountUnlock: (link) => ({
    subject: 'Someone is trying to log in to your Musika account',
    body: `There were several wrong passwords for your Musika account, so password logins are slowed down for a while. To log in now, open this link within an hour; it works once and lifts the slow-down: ${link} — If the wrong passwords were not yours, change your password once you are in.`,
  }),
  accountExists: (loginLink, resetLink) => ({
    subject: 'You already have a Musika account',
    body: `Someone, maybe you, tried to create a Musika account with this e-mail address, but you already have one. Log in with this link (it works once, for 15 minutes): ${loginLink} — Forgot your password? Choose a new one here: ${resetLink} — If it was not you, ignore this e-mail; nothing has changed.`,
  }),
  confirmRegistration: (link) => ({
    subject: 'Finish creating your Musika account',
    body: `Welcome to Musika. To finish creating your account and log in, open this link within 24 hours (it works once): ${link} — If you did not sign up, ignore this e-mail: no account is created without this link.`,
  }),
  roles: {
    manager: 'manager (everything but billing and staff)',
    assistant: 'assistant (orders and messages)',
  },
  staffInvitation: (f) => {
    const start = f.hasAccount
      ? `Log in to Musika and accept or decline it here: ${f.answerLink}`
      : `To accept it, create a Musika account with this e-mail address (${f.registerLink}), then open ${f.answerLink}`;
    return {
      subject: `${f.inviter} invited you to help run ${f.businessName} on Musika`,
      body:
        `${f.inviter} invited you to join ${f.businessName} on Musika as ${en.roles[f.role]}. ${start} — ` +
        'If you do not know them, ignore this e-mail: nothing changes unless you accept.',
    };
  },
  supportReply: (f) => ({
    subject:
      f.kind === 'contact' ? `Re: your message to Musika (${f.subject})` : f.kind === 'feedback' ? 'Re: your feedback to Musika' : `Re: ${f.subject}`,
    body: `${f.text}\n\n— Musika support\n\nYou wrote on ${f.wroteOn}: ${f.original}`,
  }),
  newsletterFooter: (name, store, unsubscribe) => [
    `You get this e-mail because you follow ${name} on Musika: ${store}`,
    `To stop newsletters from ${name}, open this link and confirm: ${unsubscribe}`,
  ],
};
