/**
 * One order's words for OrderView in the page's language (issue 33 §3), finished on the server: statuses, the
 * payment, money through Intl and dates in Harare. Order tracking passes them; pages that do not yet (the account's
 * and the store's order pages) show OrderView's English.
 */
import type { OrderViewFragment } from '~/graphql/generated/graphql';
import { formatHarareDateTime } from '~/lib/harare-time';
import { formatMoneyIn } from '~/lib/i18n/intl-format';
import { LOCALES, type Language } from '~/lib/i18n/language';
import type { MessageKey, Translate } from '~/lib/i18n/translate.server';
import type { OrderViewWords } from './order-view';

const STATUS: Record<string, MessageKey> = {
  PENDING: 'order.statusPending',
  PROCESSING: 'order.statusProcessing',
  ON_HOLD: 'order.statusOnHold',
  COMPLETED: 'order.statusCompleted',
  CANCELLED: 'order.statusCancelled',
  REFUNDED: 'order.statusRefunded',
  FAILED: 'order.statusFailed',
};
const METHOD: Record<string, MessageKey | string> = {
  cash_on_delivery: 'order.payCash',
  ecocash: 'EcoCash',
  onemoney: 'OneMoney',
  innbucks: 'InnBucks',
  web: 'order.payWeb',
};
const PAY_STATUS: Record<string, MessageKey> = {
  unpaid: 'order.payUnpaid',
  pending: 'order.payPending',
  paid: 'order.payPaid',
  failed: 'order.payFailed',
  refunded: 'order.payRefunded',
};

/** A date and time in Harare: English as the site always wrote it, the other languages through Intl. */
function dateTimeIn(language: Language, iso: string): string {
  if (language === 'en') return formatHarareDateTime(iso);
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Harare' }).format(new Date(iso));
}

export function orderViewWords(t: Translate, language: Language, order: OrderViewFragment): OrderViewWords {
  const money = (m: { amountCents: number; currency: string }) => formatMoneyIn(language, m.amountCents, m.currency);
  const method = METHOD[order.paymentMethod];
  const how = method ? (method.includes('.') ? t(method as MessageKey) : method) : order.paymentMethod;
  const payStatus = PAY_STATUS[order.paymentStatus];
  return {
    heading: t('order.viewHeading', { number: order.number }),
    status: STATUS[order.status] ? t(STATUS[order.status]) : order.status,
    from: t('order.from'),
    placed: t('order.placed', { date: dateTimeIn(language, order.createdAt) }),
    fulfilment: t(order.fulfilment === 'DELIVERY' ? 'order.delivery' : 'order.collection'),
    payment:
      order.paymentMethod === 'cash_on_delivery' && order.paymentStatus === 'unpaid'
        ? how
        : `${how} — ${payStatus ? t(payStatus) : order.paymentStatus}`,
    items: t('order.items'),
    lineTotals: order.items.map((item) => money(item.lineTotal)),
    subtotalLabel: t('order.subtotal'),
    subtotal: money(order.subtotal),
    deliveryLabel: t('order.deliveryFee'),
    delivery: money(order.delivery),
    totalLabel: t('order.total'),
    total: money(order.total),
    shipment: order.shipment
      ? t('order.sent', { courier: order.shipment.courier, date: dateTimeIn(language, order.shipment.sentAt), number: order.shipment.trackingNumber })
      : null,
  };
}
