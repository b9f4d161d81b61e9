/**
 * The newsletter e-mail (issue #14 item 5): the vendor's words as plain text, then who it is from and the
 * follower's own unsubscribe link. Plain text only, never HTML: whatever a vendor types (tags, links, scripts)
 * reaches the reader as the characters typed. Links are absolute from PUBLIC_ORIGIN, as every e-mail's
 * (backend/auth/outbox.ts).
 */
import { RECIPIENT_LANGUAGES, type RecipientLanguage } from '../../schema/rest/languages';
import { absoluteLink } from '../auth/outbox';
import { mailWords } from '../mail/mail-words';

export const NEWSLETTER_OUTBOX_KIND = 'newsletter';

export interface NewsletterFrom {
  name: string;
  slug: string;
}

/** The public page that confirms an unsubscribe with one button (app/routes/newsletter-unsubscribe.tsx). */
export const unsubscribeLink = (origin: string, token: string) => absoluteLink(origin, `/newsletter/unsubscribe/${token}`);

/** The store's subject and words as written; only the footer is in the follower's language. */
export function newsletterEmail(
  origin: string,
  from: NewsletterFrom,
  subject: string,
  message: string,
  token: string,
  language: RecipientLanguage = 'en',
) {
  const store = absoluteLink(origin, `/vendor/${encodeURIComponent(from.slug)}`);
  return {
    kind: NEWSLETTER_OUTBOX_KIND,
    subject: `${subject} — ${from.name}`,
    body: [message, '', '—', ...mailWords(language).newsletterFooter(from.name, store, unsubscribeLink(origin, token))].join('\n'),
  };
}

/** Never in a token (base64url), so the body splits around it exactly once. */
const TOKEN_MARK = '\u0000token\u0000';

/**
 * The body as the text before and after the token, so one SQL insert can write every follower's copy
 * (`before || token || after`) instead of a statement per follower.
 */
export function newsletterTemplate(origin: string, from: NewsletterFrom, subject: string, message: string, language: RecipientLanguage = 'en') {
  const mail = newsletterEmail(origin, from, subject, message, TOKEN_MARK, language);
  const [before, after] = mail.body.split(TOKEN_MARK);
  return { kind: mail.kind, subject: mail.subject, before, after };
}

/** One template per follower language: the send picks each follower's by users.language in the same insert. */
export function newsletterTemplates(origin: string, from: NewsletterFrom, subject: string, message: string) {
  const [en, sn, nd] = RECIPIENT_LANGUAGES.map((language) => newsletterTemplate(origin, from, subject, message, language));
  return { ...en, sn, nd };
}
