/**
 * The languages a person is written to in (issue 33 §3): e-mails and notifications follow the recipient's stored
 * language (users.language, migration 0056). The same three as the site's pages (app/lib/i18n/language.ts); kept
 * here too because the backend does not import the app.
 */
import { z } from 'zod';

export const RECIPIENT_LANGUAGES = ['en', 'sn', 'nd'] as const;
export type RecipientLanguage = (typeof RECIPIENT_LANGUAGES)[number];

export const recipientLanguage = z.enum(RECIPIENT_LANGUAGES, { errorMap: () => ({ message: "language must be 'en', 'sn' or 'nd'" }) });

/** A stored value read back: anything unexpected reads as English. */
export function asRecipientLanguage(value: unknown): RecipientLanguage {
  return (RECIPIENT_LANGUAGES as readonly unknown[]).includes(value) ? (value as RecipientLanguage) : 'en';
}
