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
import type { RecipientLanguage } from '../../schema/rest/languages';
import { mailWords } from '../mail/mail-words';

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

/** Each e-mail in the recipient's language (backend/mail/), English unless told. */
export function loginLinkEmail(origin: string, email: string, key: string, language: RecipientLanguage = 'en'): Email {
  return { kind: 'login_link', to: email, ...mailWords(language).loginLink(loginLink(origin, email, key)) };
}

export function passwordResetEmail(origin: string, email: string, key: string, language: RecipientLanguage = 'en'): Email {
  const link = absoluteLink(origin, '/password-reset/', { login: email, key });
  return { kind: 'password_reset', to: email, ...mailWords(language).passwordReset(link) };
}

/** Sent when wrong passwords put the account into back-off: the owner is never kept out (backoff.ts). */
export function accountUnlockEmail(origin: string, email: string, key: string, language: RecipientLanguage = 'en'): Email {
  return { kind: 'account_unlock', to: email, ...mailWords(language).accountUnlock(loginLink(origin, email, key)) };
}

/** POST /register for an address that already has an account: the owner hears of it, the caller does not. */
export function accountExistsEmail(origin: string, email: string, key: string, language: RecipientLanguage = 'en'): Email {
  const words = mailWords(language).accountExists(loginLink(origin, email, key), absoluteLink(origin, '/password-reset/'));
  return { kind: 'account_exists', to: email, ...words };
}

/**
 * The link that creates a new account and logs it in; a vendor goes on to choose a package (spec §3). Nothing
 * the registering person typed (names) goes into the text: the address may not be theirs. In the registering
 * page's language: the address has no account, so no stored one.
 */
export function confirmRegistrationEmail(origin: string, email: string, key: string, vendor: boolean, language: RecipientLanguage = 'en'): Email {
  const next = vendor ? '/account/subscriptions' : undefined;
  return { kind: 'confirm_registration', to: email, ...mailWords(language).confirmRegistration(loginLink(origin, email, key, next)) };
}

/** The insert, for use alone or inside a batch with the key it announces. */
export function queueEmail(db: Db, email: Email, now: Date) {
  return db.insert(outbox).values({ kind: email.kind, toEmail: email.to, subject: email.subject, body: email.body, createdAt: now.toISOString() });
}
