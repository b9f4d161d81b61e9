/**
 * Dates and money on the operator screens in the page's language: English keeps the site's formatters (the
 * existing tests read them), chiShona and isiNdebele go through app/lib/i18n/intl-format.ts (workerd has no
 * sn/nd Intl data). Shared by loaders and components: the screens render on the server and hydrate the same.
 */
import { capitalised } from '~/lib/capitalised';
import { formatHarareDateTime } from '~/lib/harare-time';
import { formatDateTimeIn, formatMoneyIn } from '~/lib/i18n/intl-format';
import type { Language } from '~/lib/i18n/language';

export const adminWhen = (language: Language, iso: string) => (language === 'en' ? formatHarareDateTime(iso) : formatDateTimeIn(language, iso));

export const adminMoney = (language: Language, amountCents: number, currency = 'USD') => formatMoneyIn(language, amountCents, currency);

/**
 * A status our API sends as a code ("paid", "on-hold") in the language: the frame's `st…` words (the English
 * word is the code itself); an unknown code as it came.
 */
export function statusWord(words: Readonly<Record<string, string>>, code: string): string {
  const name = `st${code.split(/[-_ ]/).map(capitalised).join('')}`;
  return words[name] ?? code;
}
