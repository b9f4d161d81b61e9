/** Offers in the page's language (issue 33 §3): statuses and moves by their codes, money and dates through Intl. */
import { moneyIn } from '~/features/account/account-text.server';
import { dateTimeIn } from '~/lib/i18n/intl-format';
import type { OfferViewPartsFragment } from '~/graphql/generated/graphql';
import type { Language } from '~/lib/i18n/language';
import type { MessageKey, Translate } from '~/lib/i18n/translate.server';
import { displayPhone } from '~/lib/phone-display';
import { isOpenOffer, type OfferViewText } from './offer-details';

const STATUS: Record<string, MessageKey> = {
  PENDING: 'offers.statusPending',
  COUNTERED: 'offers.statusCountered',
  ACCEPTED: 'offers.statusAccepted',
  REJECTED: 'offers.statusRejected',
  EXPIRED: 'offers.statusExpired',
  WITHDRAWN: 'offers.statusWithdrawn',
};

const ACTION: Record<string, MessageKey> = {
  offer: 'offers.actionOffer',
  counter: 'offers.actionCounter',
  accept: 'offers.actionAccept',
  reject: 'offers.actionReject',
  withdraw: 'offers.actionWithdraw',
};

export const offerStatusIn = (t: Translate, status: string) => (STATUS[status] ? t(STATUS[status]) : status);

export function offerViewText(t: Translate, language: Language, view: OfferViewPartsFragment): OfferViewText {
  const { offer } = view;
  const amount = moneyIn(language, offer.amount);
  const parties =
    view.yourRole === 'SELLER'
      ? t('offers.fromLine', { name: offer.buyerName, phone: offer.buyerPhone })
      : t('offers.withLine', { store: offer.store.name });
  return {
    headline: `${offerStatusIn(t, offer.status)} · ${amount} × ${offer.quantity}`,
    parties: isOpenOffer(offer.status) ? `${parties} · ${t('offers.expires', { date: dateTimeIn(language, offer.expiresAt) })}` : parties,
    moves: t('offers.moves'),
    history: view.history.map((e) => ({
      actor: e.actor === view.yourRole ? t('offers.you') : e.actor === 'BUYER' ? offer.buyerName : offer.store.name,
      action: ACTION[e.action] ? t(ACTION[e.action]) : e.action,
      amount: e.amount ? ` ${moneyIn(language, e.amount)}` : '',
      date: dateTimeIn(language, e.createdAt),
    })),
    agreed:
      view.yourRole === 'SELLER'
        ? t('offers.agreedSeller', { amount, buyer: offer.buyerName, phone: displayPhone(offer.buyerPhone) })
        : t('offers.agreedBuyer', { amount, store: offer.store.name }),
    bought: t('offers.bought', { amount }),
    followOrder: t('offers.followOrder'),
    buyAt: t('offers.buyAt', { count: view.unitsLeft, amount }),
  };
}
