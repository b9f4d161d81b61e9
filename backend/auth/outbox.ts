/**
 * Outgoing e-mail. The embedded backend has no mail service, so messages are written to the `outbox` table,
 * where a developer reads them:
 *   npx wrangler d1 execute DB --local --command "select * from outbox order by id desc limit 5"
 * A deployment with real mail replaces `queueEmail` with a sender; callers do not change.
 *
 * Every link is absolute, built from the configured public origin (PUBLIC_ORIGIN): a mail client has no page
 * to resolve a relative link against, and the request's own Host is whatever the caller sent.
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

/** `origin` + path + query, e.g. https://musika.co.zw/login/?email=a@b.co.zw&key=… */
export function absoluteLink(origin: string, path: string, query: Record<string, string> = {}): string {
  const pairs = Object.entries(query).map(([name, value]) => `${name}=${queryValue(value)}`);
  return `${origin.replace(/\/+$/, '')}${path}${pairs.length ? `?${pairs.join('&')}` : ''}`;
}

/** The app's /login/ page logs in with {email, key} (a login link, an unlock link or a registration link). */
const loginLink = (origin: string, email: string, key: string, then?: string) =>
  absoluteLink(origin, '/login/', then ? { email, key, redirectTo: then } : { email, key });

export function loginLinkEmail(origin: string, email: string, key: string): Email {
  return {
    kind: 'login_link',
    to: email,
    subject: 'Your Musika login link',
    body: `Use this link to log in to Musika. It works once and expires in 15 minutes: ${loginLink(origin, email, key)} — If you did not ask for it, ignore this e-mail.`,
  };
}

export function passwordResetEmail(origin: string, email: string, key: string): Email {
  const link = absoluteLink(origin, '/password-reset/', { login: email, key });
  return {
    kind: 'password_reset',
    to: email,
    subject: 'Reset your Musika password',
    body: `Someone asked to reset the password of your Musika account. To choose a new one, open this link within an hour: ${link} — If it was not you, ignore this e-mail; your password stays the same.`,
  };
}

/** Sent when wrong passwords put the account into back-off: the owner is never kept out (backoff.ts). */
export function accountUnlockEmail(origin: string, email: string, key: string): Email {
  return {
    kind: 'account_unlock',
    to: email,
    subject: 'Someone is trying to log in to your Musika account',
    body: `There were several wrong passwords for your Musika account, so password logins are slowed down for a while. To log in now, open this link within an hour; it works once and lifts the slow-down: ${loginLink(origin, email, key)} — If the wrong passwords were not yours, change your password once you are in.`,
  };
}

/** POST /register for an address that already has an account: the owner hears of it, the caller does not. */
export function accountExistsEmail(origin: string, email: string, key: string): Email {
  return {
    kind: 'account_exists',
    to: email,
    subject: 'You already have a Musika account',
    body: `Someone, maybe you, tried to create a Musika account with this e-mail address, but you already have one. Log in with this link (it works once, for 15 minutes): ${loginLink(origin, email, key)} — Forgot your password? Choose a new one here: ${absoluteLink(origin, '/password-reset/')} — If it was not you, ignore this e-mail; nothing has changed.`,
  };
}

/**
 * The link that creates a new account and logs it in; a vendor goes on to choose a package (spec §3). Nothing
 * the registering person typed (names) goes into the text: the address may not be theirs.
 */
export function confirmRegistrationEmail(origin: string, email: string, key: string, vendor: boolean): Email {
  const next = vendor ? '/account/subscriptions' : undefined;
  return {
    kind: 'confirm_registration',
    to: email,
    subject: 'Finish creating your Musika account',
    body: `Welcome to Musika. To finish creating your account and log in, open this link within 24 hours (it works once): ${loginLink(origin, email, key, next)} — If you did not sign up, ignore this e-mail: no account is created without this link.`,
  };
}

/** The insert, for use alone or inside a batch with the key it announces. */
export function queueEmail(db: Db, email: Email, now: Date) {
  return db.insert(outbox).values({ kind: email.kind, toEmail: email.to, subject: email.subject, body: email.body, createdAt: now.toISOString() });
}
