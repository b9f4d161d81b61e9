/**
 * Checkout's words in the page's language, finished on the server (issue 33 §3): a message split around a name the
 * site does not write (shown translate="no"), and a store's delivery terms. Catalogues stay here; the page gets
 * strings. The API's refusals are worded as any API message is (api-message.server.ts apiMessageIn).
 */
import type { DeliveryTermsViewFragment } from '~/graphql/generated/graphql';
import type { MessageKey } from '~/lib/i18n/catalogues/en';
import type { Language } from '~/lib/i18n/language';
import { formatMoneyIn } from '~/lib/i18n/intl-format';
import type { MessageValues, Translate } from '~/lib/i18n/translate.server';

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
