/**
 * The newsletter e-mail (issue #14 item 5): the vendor's words as plain text, then who it is from and the
 * follower's own unsubscribe link. Plain text only, never HTML: whatever a vendor types (tags, links, scripts)
 * reaches the reader as the characters typed. Links are absolute from PUBLIC_ORIGIN, as every e-mail's
 * (backend/auth/outbox.ts).
 */
import { absoluteLink } from '../auth/outbox';

export const NEWSLETTER_OUTBOX_KIND = 'newsletter';

export interface NewsletterFrom {
  name: string;
  slug: string;
}

/** The public page that confirms an unsubscribe with one button (app/routes/newsletter-unsubscribe.tsx). */
export const unsubscribeLink = (origin: string, token: string) => absoluteLink(origin, `/newsletter/unsubscribe/${token}`);

export function newsletterEmail(origin: string, from: NewsletterFrom, subject: string, message: string, token: string) {
  const store = absoluteLink(origin, `/vendor/${encodeURIComponent(from.slug)}`);
  return {
    kind: NEWSLETTER_OUTBOX_KIND,
    subject: `${subject} — ${from.name}`,
    body: [
      message,
      '',
      '—',
      `You get this e-mail because you follow ${from.name} on Musika: ${store}`,
      `To stop newsletters from ${from.name}, open this link and confirm: ${unsubscribeLink(origin, token)}`,
    ].join('\n'),
  };
}

/** Never in a token (base64url), so the body splits around it exactly once. */
const TOKEN_MARK = '\u0000token\u0000';

/**
 * The body as the text before and after the token, so one SQL insert can write every follower's copy
 * (`before || token || after`) instead of a statement per follower.
 */
export function newsletterTemplate(origin: string, from: NewsletterFrom, subject: string, message: string) {
  const mail = newsletterEmail(origin, from, subject, message, TOKEN_MARK);
  const [before, after] = mail.body.split(TOKEN_MARK);
  return { kind: mail.kind, subject: mail.subject, before, after };
}
