/**
 * The store's order screens in the page's language (issue 33 §3): statuses by code, payment labels, counts, dates
 * and money finished here on the server, so the client components only show strings (no catalogue, no Intl code
 * in the browser). English reads exactly as before (the existing tests assert it).
 */
import type { OrderStatus, OrderViewFragment, VendorOrdersRoute_ListQuery } from '~/graphql/generated/graphql';
import { holes } from '~/components/placed-text';
import type { OrderViewText } from '~/features/orders/order-view';
import { displayPhone } from '~/lib/phone-display';
import type { Language } from '~/lib/i18n/language';
import { en } from '~/lib/i18n/catalogues/en';
import { dateTimeIn, formatMoneyIn } from '~/lib/i18n/intl-format';
import { pick, translateMessage, type MessageKey, type Translate, keysByEnglish } from '~/lib/i18n/translate.server';
import { ORDER_STATUSES } from '../../../schema/rest/orders';
import { statusFromRest } from './order-status';
import { LIST_KEYS, ORDER_KEYS, type ListText, type OrderListText, type OrderText } from './vendor-orders-text';

export const STATUS_KEY: Record<OrderStatus, MessageKey> = {
  PENDING: 'vendorOrders.statusPending',
  PROCESSING: 'vendorOrders.statusProcessing',
  ON_HOLD: 'vendorOrders.statusOnHold',
  COMPLETED: 'vendorOrders.statusCompleted',
  CANCELLED: 'vendorOrders.statusCancelled',
  REFUNDED: 'vendorOrders.statusRefunded',
  FAILED: 'vendorOrders.statusFailed',
};

/** The words the backend's notifications use for a status ('being processed'), REST spelling → key. */
const STATUS_WORD_KEY: Record<string, MessageKey> = {
  pending: 'vendorOrders.wordPending',
  'being processed': 'vendorOrders.wordProcessing',
  'on hold': 'vendorOrders.wordOnHold',
  completed: 'vendorOrders.wordCompleted',
  cancelled: 'vendorOrders.wordCancelled',
  refunded: 'vendorOrders.wordRefunded',
  failed: 'vendorOrders.wordFailed',
};

export const statusLabel = (t: Translate, status: string) => {
  const key = STATUS_KEY[status as OrderStatus] ?? STATUS_KEY[statusFromRest(status)];
  return key ? t(key) : status;
};

const METHOD_KEY: Record<string, MessageKey> = { cash_on_delivery: 'vendorOrders.payCash', web: 'vendorOrders.payWeb' };
/** Brand names stay as they are in every language. */
const METHOD_BRAND: Record<string, string> = { ecocash: 'EcoCash', onemoney: 'OneMoney', innbucks: 'InnBucks' };
const PAID_KEY: Record<string, MessageKey> = {
  unpaid: 'vendorOrders.paidUnpaid',
  pending: 'vendorOrders.paidPending',
  paid: 'vendorOrders.paidPaid',
  failed: 'vendorOrders.paidFailed',
  refunded: 'vendorOrders.paidRefunded',
};

/** As features/orders/payment-label.ts, in the language: a cash order reads as its method until the store completes it. */
export function paymentText(t: Translate, method: string, status: string): string {
  const how = METHOD_KEY[method] ? t(METHOD_KEY[method]) : (METHOD_BRAND[method] ?? method);
  if (method === 'cash_on_delivery' && status === 'unpaid') return how;
  return `${how} — ${PAID_KEY[status] ? t(PAID_KEY[status]) : status}`;
}

export const fulfilmentText = (t: Translate, fulfilment: string) =>
  t(fulfilment === 'DELIVERY' ? 'vendorOrders.delivery' : 'vendorOrders.collection');

/** As order-count.ts says it, in the language. */
export function orderCountText(
  t: Translate,
  pageInfo: { total: number; totalIsCapped?: boolean | null; countedNewest?: number | null; perPage: number; totalPages: number },
  searching: boolean,
): string {
  const count = pageInfo.totalIsCapped
    ? t('vendorOrders.countCapped', { count: pageInfo.total })
    : t('vendorOrders.count', { count: pageInfo.total });
  if (searching && pageInfo.countedNewest) return t('vendorOrders.countAmongNewest', { count, newest: pageInfo.countedNewest });
  const reachable = pageInfo.perPage * pageInfo.totalPages;
  if (pageInfo.total > reachable || pageInfo.totalIsCapped) return t('vendorOrders.countListedNewest', { count, reachable });
  return count;
}

/**
 * A title the backend wrote for an order's history or notification (English, kept for API clients) in the
 * language, read back from its known shapes; null for a shape this does not know.
 */
export function orderNoticeTitle(t: Translate, title: string): string | null {
  let m = /^Order (\S+) placed$/.exec(title);
  if (m) return t('vendorOrders.historyPlaced', { number: m[1] });
  m = /^New order (\S+)$/.exec(title);
  if (m) return t('vendorOrders.historyNew', { number: m[1] });
  m = /^Order (\S+) is on its way$/.exec(title);
  if (m) return t('vendorOrders.historyOnItsWay', { number: m[1] });
  m = /^Order (\S+) was refunded$/.exec(title);
  if (m) return t('vendorOrders.historyRefunded', { number: m[1] });
  m = /^Order (\S+) is paid$/.exec(title);
  if (m) return t('vendorOrders.historyPaid', { number: m[1] });
  m = /^Order (\S+) is (.+)$/.exec(title);
  if (m && STATUS_WORD_KEY[m[2]]) return t('vendorOrders.historyIs', { number: m[1], status: t(STATUS_WORD_KEY[m[2]]) });
  m = /^Last changed: now (\S+)$/.exec(title);
  if (m) return t('vendorOrders.historyLastChanged', { status: statusLabel(t, m[1]).toLocaleLowerCase() });
  return null;
}

/** This area's English messages → their keys: the API's and the forms' English, met again, read in the language. */
const BY_ENGLISH = keysByEnglish((key) => key.startsWith('vendorOrders.'));

/**
 * A refusal or validation message (English: the API keeps it for API clients; the filter and shipment schemas
 * are shared with the REST API) by its known wording → the language; anything else as it came.
 */
export function orderRefusal(t: Translate, message: string): string {
  const move = /^An order that is (\S+) cannot be changed to (\S+)$/.exec(message);
  if (move)
    return t('vendorOrders.refusedMove', { from: statusLabel(t, move[1]).toLocaleLowerCase(), to: statusLabel(t, move[2]).toLocaleLowerCase() });
  const search = /^Search with at most (\d+) characters$/.exec(message);
  if (search) return t('vendorOrders.errorSearchLength', { max: Number(search[1]) });
  const long = /^.+ must be at most (\d+) characters$/.exec(message);
  // English keeps the field's own words ("The name must be at most 100 characters").
  if (long)
    return t('vendorOrders.orderTitleNone') === en['vendorOrders.orderTitleNone']
      ? message
      : t('vendorOrders.createTooLong', { max: Number(long[1]) });
  const key = BY_ENGLISH.get(message);
  return key ? t(key) : translateMessage(t, message);
}

export const money = (language: Language, m: { amountCents: number; currency: string }) => formatMoneyIn(language, m.amountCents, m.currency);

export const listText = (t: Translate): ListText => pick(t, LIST_KEYS);

export const orderText = (t: Translate): OrderText => pick(t, ORDER_KEYS);

/** What a move means for the store, shown next to the choice (order-status.ts STATUS_HINT, in the language). */
const HINT_KEY: Partial<Record<OrderStatus, MessageKey>> = {
  CANCELLED: 'vendorOrders.hintStock',
  REFUNDED: 'vendorOrders.hintStock',
  COMPLETED: 'vendorOrders.hintCashPaid',
};

/** The status form's words (status-form.tsx): its heading, the labels and hints of the moves it offers. */
export function statusFormText(t: Translate, current: OrderStatus, next: readonly OrderStatus[]) {
  const label = statusLabel(t, current);
  return {
    words: orderText(t),
    heading: t('vendorOrders.statusHeading', { status: label }),
    final: t('vendorOrders.final', { status: label.toLocaleLowerCase() }),
    labels: Object.fromEntries(next.map((st) => [st, statusLabel(t, st)])),
    hints: Object.fromEntries(next.flatMap((st) => (HINT_KEY[st] ? [[st, t(HINT_KEY[st])]] : []))),
  };
}

/** The order list's words and rows in the language (order-list.tsx shows them). */
type List = NonNullable<VendorOrdersRoute_ListQuery['businessOrders']>;

export function orderListText(language: Language, t: Translate, list: List | null, searching: boolean): OrderListText {
  const rows = list
    ? list.orders.map((o) => ({
        id: o.id,
        number: o.number,
        readStatus: o.readStatus,
        customer: o.contact?.name ?? null,
        at: dateTimeIn(language, o.createdAt),
        units: t('vendorOrders.items', { count: o.items.reduce((sum, i) => sum + i.quantity, 0) }),
        fulfilment: fulfilmentText(t, o.fulfilment),
        payment: paymentText(t, o.paymentMethod, o.paymentStatus),
        status: statusLabel(t, o.status),
        total: money(language, o.total),
      }))
    : [];
  return {
    words: listText(t),
    rows,
    count: list ? orderCountText(t, list.pageInfo, searching) : '',
    statuses: Object.fromEntries(ORDER_STATUSES.map((st) => [st, statusLabel(t, st)])),
  };
}

/** What the order page shows of an order, in the language (order-summary.tsx). */
/** The store's view of one order (rendered by the buyer's OrderView, features/orders/order-view.tsx), in the language. */
export function orderSummary(language: Language, t: Translate, order: OrderViewFragment): OrderViewText {
  const status =
    order.status === 'PENDING'
      ? t('vendorOrders.viewStatusPending')
      : order.status === 'PROCESSING'
        ? t('vendorOrders.viewStatusProcessing')
        : statusLabel(t, order.status);
  return {
    heading: t('vendorOrders.orderTitle', { number: order.number }),
    status,
    from: t('vendorOrders.viewFrom'),
    placed: t('vendorOrders.viewPlaced', { date: dateTimeIn(language, order.createdAt) }),
    fulfilment: fulfilmentText(t, order.fulfilment),
    payment: paymentText(t, order.paymentMethod, order.paymentStatus),
    items: t('vendorOrders.viewItems'),
    lineTotals: order.items.map((i) => money(language, i.lineTotal)),
    subtotal: [t('vendorOrders.viewSubtotal'), money(language, order.subtotal)],
    delivery: [t('vendorOrders.delivery'), money(language, order.delivery)],
    total: [t('vendorOrders.viewTotal'), money(language, order.total)],
    shipment: order.shipment
      ? t('vendorOrders.viewSent', { ...holes('courier', 'number'), date: dateTimeIn(language, order.shipment.sentAt) })
      : null,
    contact: order.contact ? `${t('vendorOrders.viewFor')} {name}, ${displayPhone(order.contact.phone)}` : null,
  };
}
