/**
 * The subscriptions screen and a payment's status in the page's language (issue 33 §3), finished here on the
 * server: package lines, terms, the payer's messages (by the API's wording, backend/payments/payment-view.ts).
 * Package names and descriptions are the operator's words (translate="no" where shown).
 */
import type { Language } from '~/lib/i18n/language';
import { formatMoneyIn } from '~/lib/i18n/intl-format';
import { pick, type MessageKey, type Translate } from '~/lib/i18n/translate.server';
import { refusalIn } from '~/features/dashboard/refusal.server';
import { dateTimeIn } from '~/features/earnings/earnings-text.server';
import { capabilityLabel, limitLabel, methodLabel, TERMS } from './labels';
import type { PaymentLike, PaymentStatusWords, PaymentUnknownWords } from './payment-status';

export const PANEL_KEYS = [
  'subscriptions.failedTitle',
  'subscriptions.paidTitle',
  'subscriptions.openDashboard',
  'subscriptions.receipt',
  'subscriptions.trialStarted',
  'subscriptions.yourPackage',
  'subscriptions.noPackage',
  'subscriptions.chooseOne',
  'subscriptions.sellWith',
  'subscriptions.trialLabel',
  'subscriptions.startTrial',
  'subscriptions.yours',
  'subscriptions.term',
  'subscriptions.approveNote',
  'subscriptions.starting',
  'subscriptions.customSummary',
  'subscriptions.customLabel',
  'subscriptions.yourName',
  'subscriptions.email',
  'subscriptions.phoneOptional',
  'subscriptions.companyOptional',
  'subscriptions.productsOptional',
  'subscriptions.whatYouNeed',
  'subscriptions.sendRequest',
  'subscriptions.payWith',
  'subscriptions.payWeb',
  'subscriptions.mobileMoneyNumber',
] as const;

const LIMIT_KEYS: Record<string, [MessageKey, MessageKey, MessageKey]> = {
  products: ['subscriptions.products', 'subscriptions.productsUnlimited', 'subscriptions.productsNone'],
  businesses: ['subscriptions.businesses', 'subscriptions.businessesUnlimited', 'subscriptions.businessesNone'],
  ads: ['subscriptions.ads', 'subscriptions.adsUnlimited', 'subscriptions.adsNone'],
};

const CAPABILITY_KEY: Record<string, MessageKey> = {
  create_products: 'subscriptions.capCreateProducts',
  manage_orders: 'subscriptions.capManageOrders',
  run_ads: 'subscriptions.capRunAds',
  receive_offers: 'subscriptions.capReceiveOffers',
  bulk_upload: 'subscriptions.capBulkUpload',
  staff: 'subscriptions.capStaff',
};

/** A package's limit ('25 products', 'Unlimited products'); a limit the catalogue does not know reads as before. */
export function limitIn(t: Translate, name: string, value: number): string {
  const keys = LIMIT_KEYS[name];
  if (!keys) return limitLabel(name, value);
  return value === -1 ? t(keys[1]) : value === 0 ? t(keys[2]) : t(keys[0], { count: value });
}

export const capabilityIn = (t: Translate, c: string) => (CAPABILITY_KEY[c] ? t(CAPABILITY_KEY[c]) : capabilityLabel(c));

export const termIn = (t: Translate, months: number) =>
  months === 12 ? t('subscriptions.oneYear') : months === 1 ? t('subscriptions.oneMonth') : t('subscriptions.months', { count: months });

export const perIn = (t: Translate, months: number) => (months === 1 ? t('subscriptions.perMonth') : t('subscriptions.perMonths', { count: months }));

const PAYER_MESSAGES: readonly MessageKey[] = [
  'subscriptions.msgReceived',
  'subscriptions.msgCancelled',
  'subscriptions.msgFailed',
  'subscriptions.msgDisputed',
  'subscriptions.msgRefunded',
  'subscriptions.completeOnPaynow',
  'subscriptions.approveOnPhone',
];

/** A payment's status box in the language; the amount line ("US$15.00 for …") is the caller's. */
export function paymentStatusWords(t: Translate, payment: PaymentLike): PaymentStatusWords {
  const message = refusalIn(t, payment.message, PAYER_MESSAGES);
  return {
    message,
    nothingCharged: t('subscriptions.nothingCharged', { message }),
    tryAgain: t('subscriptions.tryAgain'),
    pendingTitle: t(payment.redirectUrl ? 'subscriptions.completeOnPaynow' : 'subscriptions.approveOnPhone'),
    sentTo: payment.phoneMasked ? t('subscriptions.sentRequest', { phone: payment.phoneMasked }) : message,
    waiting: t('subscriptions.waiting', { reference: payment.reference }),
    continuePaynow: t('subscriptions.continuePaynow'),
    checkAgain: t('subscriptions.checkAgain'),
  };
}

export const paymentUnknownWords = (t: Translate): PaymentUnknownWords => ({
  title: t('subscriptions.checkFailed'),
  body: t('subscriptions.checkFailedBody'),
  back: t('subscriptions.back'),
});

interface PackageLike {
  id: string;
  name: string;
  months: number;
  price: { amountCents: number; currency: string };
  limits: { name: string; value: number }[];
  capabilities: string[];
}

export function subscriptionsText(
  t: Translate,
  language: Language,
  page: {
    packages: PackageLike[];
    currentId: string | null;
    chosenId: string | null;
    endsAt: string | null;
    payment: (PaymentLike & { amountCents: number; currency: string }) | null;
  },
) {
  const chosen = page.packages.find((p) => p.id === page.chosenId) ?? null;
  return {
    ...pick(t, PANEL_KEYS),
    activeUntil: page.endsAt ? t('subscriptions.activeUntil', { date: dateTimeIn(language, page.endsAt).split(',')[0] }) : '',
    packages: Object.fromEntries(
      page.packages.map((p) => [
        p.id,
        {
          price: formatMoneyIn(language, p.price.amountCents, p.price.currency),
          per: perIn(t, p.months),
          lines: [...p.limits.map((l) => limitIn(t, l.name, l.value)), ...p.capabilities.map((c) => capabilityIn(t, c))],
          action: p.id === page.currentId ? t('subscriptions.renew', { name: p.name }) : t('subscriptions.choose', { name: p.name }),
        },
      ]),
    ),
    payFor: chosen ? t('subscriptions.payFor', { name: chosen.name }) : '',
    terms: chosen
      ? Object.fromEntries(
          TERMS.filter((m) => m % chosen.months === 0).map((m) => [
            m,
            `${termIn(t, m)} · ${formatMoneyIn(language, (chosen.price.amountCents * m) / chosen.months, chosen.price.currency)}`,
          ]),
        )
      : {},
    amount: page.payment ? formatMoneyIn(language, page.payment.amountCents, page.payment.currency) : '',
    status: page.payment ? paymentStatusWords(t, page.payment) : null,
    unknown: paymentUnknownWords(t),
  };
}

export type SubscriptionsText = ReturnType<typeof subscriptionsText>;

const STATUS_KEY: Record<string, MessageKey> = {
  pending: 'subscriptions.statusPending',
  paid: 'subscriptions.statusPaid',
  cancelled: 'subscriptions.statusCancelled',
  failed: 'subscriptions.statusFailed',
  disputed: 'subscriptions.statusDisputed',
  refunded: 'subscriptions.statusRefunded',
};

/** A payment's status word ('Paid'); one the catalogue does not know reads as payments-list.ts writes it. */
export const paymentStatusIn = (t: Translate, status: string) => {
  const key = STATUS_KEY[status.toLowerCase()];
  return key ? t(key) : status.charAt(0).toUpperCase() + status.slice(1).toLowerCase();
};

/** The method: brand names stay, the card choice is said in the language. */
export const methodIn = (t: Translate, method: string) => (method.toUpperCase() === 'WEB' ? t('subscriptions.methodWeb') : methodLabel(method));

const PHASE_KEY: Record<string, MessageKey> = {
  idle: 'subscriptions.phaseIdle',
  loading: 'subscriptions.phaseLoading',
  succeeded: 'subscriptions.phaseSucceeded',
  failed: 'subscriptions.phaseFailed',
};
export const phaseIn = (t: Translate, phase: string) => t('subscriptions.paymentStatus', { phase: PHASE_KEY[phase] ? t(PHASE_KEY[phase]) : phase });
