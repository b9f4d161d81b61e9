/**
 * Outgoing e-mail. The embedded backend has no mail service, so messages are written to the `outbox` table,
 * where a developer reads them:
 *   npx wrangler d1 execute DB --local --command "select * from outbox order by id desc limit 5"
 * A deployment with real mail replaces `queueEmail` with a sender; callers do not change.
 */
import type { Db } from '../db/client';
import { outbox, type OUTBOX_KINDS } from '../db/schema';

export interface Email {
  kind: (typeof OUTBOX_KINDS)[number];
  to: string;
  subject: string;
  body: string;
}

/** '@' is allowed in a query string (RFC 3986 pchar), so addresses stay readable; everything else is encoded. */
function queryValue(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, '@');
}

/** Links are site-relative: the API does not know the public origin the visitor used (a mailer adds it). */
export function loginLinkEmail(email: string, key: string): Email {
  const link = `/login/?email=${queryValue(email)}&key=${queryValue(key)}`;
  return {
    kind: 'login_link',
    to: email,
    subject: 'Your Musika login link',
    body: `Use this link to log in to Musika. It works once and expires in 15 minutes: ${link} — If you did not ask for it, ignore this e-mail.`,
  };
}

export function passwordResetEmail(email: string, key: string): Email {
  const link = `/password-reset/?login=${queryValue(email)}&key=${queryValue(key)}`;
  return {
    kind: 'password_reset',
    to: email,
    subject: 'Reset your Musika password',
    body: `Someone asked to reset the password of your Musika account. To choose a new one, open this link within an hour: ${link} — If it was not you, ignore this e-mail; your password stays the same.`,
  };
}

/** The insert, for use alone or inside a batch with the key it announces. */
export function queueEmail(db: Db, email: Email, now: Date) {
  return db.insert(outbox).values({ kind: email.kind, toEmail: email.to, subject: email.subject, body: email.body, createdAt: now.toISOString() });
}
