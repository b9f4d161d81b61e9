/** The near-you controls' messages in the request's language, for pages that show them (search-text.ts). */
import { messagesFor } from '~/lib/i18n/translate.server';
import { requestLanguage } from '~/lib/i18n/language';
import { NEAR_TEXT_KEYS, type NearText } from './search-text';

export function nearYouText(request: Request): NearText {
  return messagesFor(requestLanguage(request), NEAR_TEXT_KEYS);
}
