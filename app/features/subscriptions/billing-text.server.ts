/**
 * Billing details' payments and a receipt in the page's language (issue 33 §3). What a payment was for is the
 * backend's English (backend/billing/describe.ts, kept for API clients), read back by its shapes; the package's
 * and business's names in it stay as written (translate="no"). Money, method, status and date are finished here.
 */
import { type Named, namedIn, unnamed } from '~/components/placed-text';
import { dateTimeIn, formatMoneyIn } from '~/lib/i18n/intl-format';
import type { Language } from '~/lib/i18n/language';
import { keysByEnglish, pick, type MessageValues, type Translate, translateMessage } from '~/lib/i18n/translate.server';
import type { PaymentsListItem } from './payments-list';
import type { PaymentsListText } from './billing-text';
import { methodIn, paymentStatusIn } from './subscriptions-text.server';

/** What a payment was for ("Business package, 1 month", "Ads top-up: Borrowdale Digital", "Order MSK-10042"). */
export function describedIn(language: Language, t: Translate, description: string): Named {
  if (language === 'en') return unnamed(description);
  const pkg = /^(.+) package, (\d+) months?$/.exec(description);
  if (pkg) return namedIn(language, t, 'vendorMoney.forPackage', { count: Number(pkg[2]) }, { name: pkg[1] });
  if (description === 'Musika package') return unnamed(t('vendorMoney.forMusikaPackage'));
  const topUp = /^Ads top-up: (.+)$/.exec(description);
  if (topUp) return namedIn(language, t, 'vendorMoney.forTopUp', {}, { name: topUp[1] });
  if (description === 'Ads top-up') return unnamed(t('vendorMoney.forTopUpPlain'));
  const order = /^Order (.+)$/.exec(description);
  if (order) return unnamed(t('vendorMoney.forOrders', { numbers: order[1] }));
  if (description === 'Order') return unnamed(t('vendorMoney.forOrder'));
  // A shape this does not know: someone's words, as they came.
  return { text: '{name}', names: { name: description } };
}

export function paymentsListText(language: Language, t: Translate, items: readonly PaymentsListItem[]): PaymentsListText {
  return {
    none: t('vendorMoney.noPayments'),
    label: t('vendorMoney.payments'),
    receipt: t('subscriptions.receipt'),
    rows: items.map(({ description, payment: p }) => ({
      reference: p.reference,
      description: describedIn(language, t, description),
      line: [
        formatMoneyIn(language, p.amountCents, p.currency),
        methodIn(t, p.method),
        paymentStatusIn(t, p.status),
        dateTimeIn(language, p.createdAt),
      ].join(' · '),
      aria: t('vendorMoney.receiptOf', { reference: p.reference }),
    })),
  };
}

/** The billing form's messages (zod's keys, the API's English) → the language; anything else as it came. */
const BY_ENGLISH = keysByEnglish((key) => key.startsWith('vendorMoney.'));

export function billingMessageIn(t: Translate, message: string, values?: MessageValues): string {
  const atMost = /^At most (\d+) characters$/.exec(message);
  if (atMost) return t('vendorMoney.errorAtMost', { max: Number(atMost[1]) });
  const key = BY_ENGLISH.get(message);
  return key ? t(key, values) : translateMessage(t, message, values);
}

const RECEIPT_WORDS = [
  'subscriptions.receipt',
  'vendorMoney.receiptBack',
  'vendorMoney.notPaidTitle',
  'vendorMoney.from',
  'vendorMoney.to',
  'vendorMoney.for',
  'vendorMoney.amount',
  'vendorMoney.rate',
  'vendorMoney.method',
  'vendorMoney.status',
  'vendorMoney.date',
  'vendorMoney.printHow',
  'vendorMoney.print',
] as const;

interface ReceiptLike {
  description: string;
  payment: PaymentsListItem['payment'] & { usdCents: number; phoneMasked?: string | null; settledAt?: string | null };
  seller: { name: string; taxNumber?: string | null };
  buyer: { taxNumber?: string | null };
}

/** A receipt's words: the facts' labels and values, the total line and the seller's name where it is ours. */
export function receiptText(language: Language, t: Translate, receipt: ReceiptLike) {
  const p = receipt.payment;
  const amount = formatMoneyIn(language, p.amountCents, p.currency);
  const paid = p.status.toLowerCase() === 'paid';
  const tax = (number?: string | null) => (number ? t('vendorMoney.taxNumber', { number }) : null);
  return {
    words: pick(t, RECEIPT_WORDS),
    meta: t('vendorMoney.receiptMeta', { reference: p.reference }),
    aria: t('vendorMoney.receiptOf', { reference: p.reference }),
    paid,
    // describe.ts names several stores' checkout "Musika stores": our words, not a name.
    seller: receipt.seller.name === 'Musika stores' ? t('vendorMoney.musikaStores') : receipt.seller.name,
    sellerTax: tax(receipt.seller.taxNumber),
    buyerTax: tax(receipt.buyer.taxNumber),
    description: describedIn(language, t, receipt.description),
    amount,
    usd: formatMoneyIn(language, p.usdCents, 'USD'),
    method: `${t('vendorMoney.viaPaynow', { method: methodIn(t, p.method) })}${p.phoneMasked ? ` (${p.phoneMasked})` : ''}`,
    status: paymentStatusIn(t, p.status),
    date: dateTimeIn(language, p.settledAt ?? p.createdAt),
    total: t(paid ? 'vendorMoney.paidTotal' : 'vendorMoney.notPaidTotal', { amount }),
  };
}
