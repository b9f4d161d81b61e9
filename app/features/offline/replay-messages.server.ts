/**
 * What the buyer is told about a change made offline once it reached the server (cart-sync.ts), in the language
 * of the page that queued it (the worker's request carries its cookies): one sentence, naming what changed since
 * their offline copy of the page — sold out, or another price. The cart's and the API's own words inside it
 * (a rule's refusal, "‘…’ is out of stock…") are worded in the language too.
 */
import { apiMessageIn } from '~/lib/i18n/api-message.server';
import { formatMoneyIn } from '~/lib/i18n/intl-format';
import type { Language } from '~/lib/i18n/language';
import { translateMessage, type Translate } from '~/lib/i18n/translate.server';

export interface ReplayedAdd {
  /** The cart rules accepted it. */
  added: boolean;
  /** The rule's message when they did not. */
  refusal: string | null;
  /** The product's name as it is now (null when it is no longer sold). */
  name: string | null;
  /** Why the product cannot be bought now (sold out, unpublished), from the cart's preview. */
  removed: string | null;
  unitPrice: { amountCents: number; currency: string } | null;
  /** The price on the offline copy the buyer added it from, when the page knew it. */
  seenPriceCents: number | null;
}

export function replayedAddMessage(t: Translate, language: Language, r: ReplayedAdd): string {
  const name = r.name ?? t('offline.replayAProduct');
  // The cart's own words (‘…’ is out of stock and was removed from your cart.), as its page would say them.
  if (r.removed) return t('offline.replayRemoved', { removed: apiMessageIn(t, r.removed) });
  if (!r.added) return t('offline.replayNotAdded', { name, reason: r.refusal ? translateMessage(t, r.refusal) : t('offline.replayTryAgain') });
  const price = r.unitPrice;
  if (price && r.seenPriceCents !== null && r.seenPriceCents !== price.amountCents) {
    const now = formatMoneyIn(language, price.amountCents, price.currency);
    return t('offline.replayPriceChanged', { name, now, was: formatMoneyIn(language, r.seenPriceCents, price.currency) });
  }
  return t('offline.replayAdded', { name });
}
