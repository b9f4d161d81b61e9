/**
 * The words of every e-mail Musika writes, in each recipient language (issue 33 §3). One file per language
 * (en.ts, sn.ts, nd.ts), each a `MailWords`, so a missing e-mail fails tsc. The recipient's language is their
 * stored one (users.language); for an address with no account yet, the language of the request that caused it.
 * Kept in the backend: it must not import the app's catalogues (scripts/import-graph.mjs layering).
 */
import type { RecipientLanguage } from '../../schema/rest/languages';
export type { InvitationFacts, MailWords, ReplyFacts, Words } from './mail-types';
import type { MailWords } from './mail-types';
import { en } from './en';
import { nd } from './nd';
import { sn } from './sn';

const WORDS: Record<RecipientLanguage, MailWords> = { en, sn, nd };

export function mailWords(language: RecipientLanguage): MailWords {
  return WORDS[language];
}
