/**
 * The buyer's account in the page's language (issue 33 §3): the account menu's words, order statuses and
 * payments by their codes, dates and money. Pages hand the finished strings to their components in loader data;
 * English reads exactly as before (the site's own date and money formatters).
 */
import { dateTimeIn, formatMoneyIn } from '~/lib/i18n/intl-format';
import type { Language } from '~/lib/i18n/language';
import type { MessageKey, Translate } from '~/lib/i18n/translate.server';
import type { OrderViewFragment } from '~/graphql/generated/graphql';
import { holes } from '~/components/placed-text';
import type { OrderViewText } from '~/features/orders/order-view';
import { displayPhone } from '~/lib/phone-display';
import type { AccountNavText } from './account-layout';

export function accountNavText(t: Translate): AccountNavText {
  return {
    label: t('account.navLabel'),
    logOut: t('account.logOut'),
    links: {
      dashboard: t('account.navDashboard'),
      account: t('account.navOverview'),
      orders: t('account.navOrders'),
      favourites: t('account.navFavourites'),
      'inbox-messages': t('account.navMessages'),
      'inbox-offers': t('account.navOffers'),
      appointments: t('account.navAppointments'),
      'account-calendar': t('account.navCalendar'),
      notifications: t('account.navNotifications'),
      'staff-invitations': t('account.navStaffInvitations'),
      add: t('account.navSell'),
      'account-all-sell-items': t('account.navListings'),
      'account-settings': t('account.navSettings'),
      'billing-details': t('account.navBilling'),
      subscriptions: t('account.navSubscriptions'),
    },
  };
}

export const moneyIn = (language: Language, m: { amountCents: number; currency: string }) => formatMoneyIn(language, m.amountCents, m.currency);

const ORDER_STATUS: Record<string, MessageKey> = {
  PENDING: 'account.statusPending',
  PROCESSING: 'account.statusProcessing',
  ON_HOLD: 'account.statusOnHold',
  COMPLETED: 'account.statusCompleted',
  CANCELLED: 'account.statusCancelled',
  REFUNDED: 'account.statusRefunded',
  FAILED: 'account.statusFailed',
};

export const orderStatusIn = (t: Translate, status: string) => (ORDER_STATUS[status] ? t(ORDER_STATUS[status]) : status);

const PAY_METHOD: Record<string, MessageKey | string> = {
  cash_on_delivery: 'account.payCash',
  ecocash: 'EcoCash',
  onemoney: 'OneMoney',
  innbucks: 'InnBucks',
  web: 'account.payWeb',
};

const PAY_STATUS: Record<string, MessageKey> = {
  unpaid: 'account.payUnpaid',
  pending: 'account.payPending',
  paid: 'account.payPaid',
  failed: 'account.payFailed',
  refunded: 'account.payRefunded',
};

/** payment-label.ts's rule in the page's language: cash orders read as the method until completed. */
export function paymentIn(t: Translate, method: string, status: string): string {
  const m = PAY_METHOD[method];
  const how = m === undefined ? method : m.startsWith('account.') ? t(m as MessageKey) : m;
  if (method === 'cash_on_delivery' && status === 'unpaid') return how;
  return `${how} — ${PAY_STATUS[status] ? t(PAY_STATUS[status]) : status}`;
}

/** OrderView's words and amounts for one order in the page's language. */
export function orderViewText(t: Translate, language: Language, order: OrderViewFragment): OrderViewText {
  const money = (m: { amountCents: number; currency: string }) => moneyIn(language, m);
  return {
    heading: t('account.orderTitle', { number: order.number }),
    status: orderStatusIn(t, order.status),
    from: t('account.orderFrom'),
    placed: t('account.orderPlaced', { date: dateTimeIn(language, order.createdAt) }),
    fulfilment: t(order.fulfilment === 'DELIVERY' ? 'account.orderDelivery' : 'account.orderCollection'),
    payment: paymentIn(t, order.paymentMethod, order.paymentStatus),
    items: t('account.orderItems'),
    lineTotals: order.items.map((item) => money(item.lineTotal)),
    subtotal: [t('account.orderSubtotal'), money(order.subtotal)],
    delivery: [t('account.orderDelivery'), money(order.delivery)],
    total: [t('account.orderTotal'), money(order.total)],
    shipment: order.shipment ? t('account.orderSent', { ...holes('courier', 'number'), date: dateTimeIn(language, order.shipment.sentAt) }) : null,
    contact: order.contact ? t('account.orderFor', { ...holes('name'), phone: displayPhone(order.contact.phone) }) : null,
  };
}
