/**
 * Checkout's words in the page's language, finished on the server (issue 33 §3): the API's refusals read back
 * into message keys, a message split around a name the site does not write (shown translate="no"), and a
 * store's delivery terms. Catalogues stay here; the page gets strings.
 */
import type { DeliveryTermsViewFragment } from '~/graphql/generated/graphql';
import { en, type MessageKey } from '~/lib/i18n/catalogues/en';
import type { Language } from '~/lib/i18n/language';
import { formatMoneyIn } from '~/lib/i18n/intl-format';
import type { MessageValues, Translate } from '~/lib/i18n/translate.server';

/**
 * The API's refusals at checkout and payment (stock, availability, a store's collection-only terms, the phone,
 * payment states). GraphQL userErrors carry no code, only the API's English message, so each is recognised by
 * the English text of its key: `{value}` stands for the name or number the API put in.
 */
const REFUSALS = [
  'checkout.refusedCollectionOnly',
  'checkout.refusedSoldOutMeanwhile',
  'checkout.refusedBusy',
  'checkout.refusedOutOfStock',
  'checkout.refusedFewLeft',
  'checkout.refusedNoLonger',
  'checkout.refusedNotAvailable',
  'checkout.refusedAuction',
  'checkout.refusedOwnProduct',
  'checkout.refusedMaxQuantity',
  'checkout.refusedPhone',
  'checkout.refusedAddress',
  'checkout.refusedMobileMoney',
  'checkout.refusedOfferUsed',
  'checkout.refusedOfferCovers',
  'checkout.refusedAlreadyPaid',
  'checkout.refusedNotAwaiting',
  'checkout.refusedPaymentWaiting',
  'checkout.refusedNotFound',
  'payment.failed',
  'payment.statusFailed',
] as const satisfies readonly MessageKey[];

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PATTERNS = REFUSALS.map((key) => {
  const names: string[] = [];
  const source = en[key]
    .split(/\{(\w+)\}/)
    .map((part, i) => {
      if (i % 2 === 0) return literal(part);
      names.push(part);
      return '(.+?)';
    })
    .join('');
  return { key, names, pattern: new RegExp(`^${source}$`) };
});

/**
 * An API refusal in the page's language; a message it does not know stays as the API wrote it. A REST
 * validation message naming its field first ("contact.phone: …") is read without the name.
 */
export function apiRefusal(t: Translate, message: string): string {
  const bare = message.replace(/^[\w.]+: /, '');
  for (const { key, names, pattern } of PATTERNS) {
    const match = pattern.exec(bare) ?? pattern.exec(message);
    if (match) return t(key, Object.fromEntries(names.map((name, i) => [name, match[i + 1]])));
  }
  return message;
}

/**
 * A message split around one value, so the page can show that value (a store's or product's name) in an
 * element marked translate="no": [the words before it, the words after it].
 */
export function around(t: Translate, key: MessageKey, slot: string, values: MessageValues = {}): [string, string] {
  const mark = '\u0000';
  const [before, after = ''] = t(key, { ...values, [slot]: mark }).split(mark);
  return [before, after];
}

/** A store's delivery terms in one line, as checkout shows them beside its items (issue 31). */
export function describeDeliveryIn(t: Translate, language: Language, terms: DeliveryTermsViewFragment): string {
  if (terms.collectionOnly) return t('checkout.termsCollectionOnly');
  const money = (cents: number) => formatMoneyIn(language, cents);
  const parts = [terms.fee.amountCents === 0 ? t('checkout.termsFreeDelivery') : t('checkout.termsDelivery', { fee: money(terms.fee.amountCents) })];
  if (terms.zones.length) {
    parts.push(
      terms.zones
        .map((z) => (z.fee.amountCents === 0 ? t('checkout.termsZoneFree', { city: z.city }) : `${z.city} ${money(z.fee.amountCents)}`))
        .join(', '),
    );
  }
  if (terms.freeAbove) parts.push(t('checkout.termsFreeFrom', { amount: money(terms.freeAbove.amountCents) }));
  return parts.join(' · ');
}
