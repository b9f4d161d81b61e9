/**
 * The shapes of the store's order screens' words (issue 33 §3): the server fills them in the page's language
 * (vendor-orders-text.server.ts) and the components only show them. No catalogue here: only keys and types.
 */
import type { MessageKey } from '~/lib/i18n/catalogues/en';

export const LIST_KEYS = [
  'vendorOrders.createOrder',
  'vendorOrders.listsLabel',
  'vendorOrders.myOrders',
  'vendorOrders.loading',
  'vendorOrders.noMatch',
  'vendorOrders.showAll',
  'vendorOrders.ordersLabel',
  'vendorOrders.customer',
  'vendorOrders.newBadge',
  'vendorOrders.filterLabel',
  'vendorOrders.status',
  'vendorOrders.anyStatus',
  'vendorOrders.from',
  'vendorOrders.to',
  'vendorOrders.search',
  'vendorOrders.searchPlaceholder',
  'vendorOrders.filter',
  'vendorOrders.exportCsv',
] as const satisfies readonly MessageKey[];

export type ListText = Record<(typeof LIST_KEYS)[number], string>;

export const ORDER_KEYS = [
  'vendorOrders.backToAll',
  'vendorOrders.invoiceLink',
  'vendorOrders.history',
  'vendorOrders.orderFailedPlain',
  'vendorOrders.viewSubtotal',
  'vendorOrders.delivery',
  'vendorOrders.viewTotal',
  'vendorOrders.collection',
  'vendorOrders.updating',
  'vendorOrders.moveTo',
  'vendorOrders.updateStatus',
  'vendorOrders.updatingButton',
  'vendorOrders.shipmentTitle',
  'vendorOrders.saving',
  'vendorOrders.courier',
  'vendorOrders.trackingNumber',
  'vendorOrders.shipmentHint',
  'vendorOrders.shipmentUpdate',
  'vendorOrders.shipmentSave',
  'vendorOrders.customer',
  'vendorOrders.whatsApp',
  'vendorOrders.call',
  'vendorOrders.collectsFromStore',
  'vendorOrders.note',
] as const satisfies readonly MessageKey[];

export type OrderText = Record<(typeof ORDER_KEYS)[number], string>;

/**
 * One order row as the server finished it in the page's language (vendor-orders-text.server.ts): date, money,
 * status and payment words.
 */
export interface OrderRowText {
  id: string;
  number: string;
  readStatus: boolean | null;
  customer: string | null;
  at: string;
  units: string;
  fulfilment: string;
  payment: string;
  status: string;
  total: string;
}

/** The list as the page shows it: its words, its rows' words, the count line and the filter's status options. */
export interface OrderListText {
  words: ListText;
  rows: OrderRowText[];
  count: string;
  /** REST status → its label, for the filter. */
  statuses: Record<string, string>;
}

/** The form's words in the page's language, finished on the server (dashboard-order.tsx). */
export interface StatusFormText {
  words: OrderText;
  heading: string;
  final: string;
  labels: Record<string, string>;
  hints: Record<string, string>;
}

export const CREATE_KEYS = [
  'vendorOrders.createProducts',
  'vendorOrders.createNoProducts',
  'vendorOrders.customer',
  'vendorOrders.createName',
  'vendorOrders.createPhone',
  'vendorOrders.createEmail',
  'vendorOrders.createHow',
  'vendorOrders.createCollection',
  'vendorOrders.createStreet',
  'vendorOrders.createSuburb',
  'vendorOrders.createCity',
  'vendorOrders.createNotes',
  'vendorOrders.createCreating',
  'vendorOrders.createOrder',
] as const satisfies readonly MessageKey[];

/** The create-order form's words; `delivery` is "Delivery ($3.00)" with the fee in the language's money. */
export type CreateOrderText = Record<(typeof CREATE_KEYS)[number], string> & { delivery: string };
