/** The payment page's words without values (checkout-payment.tsx picks them; payment-status-view.tsx shows them). */
import { PAY_TEXT_KEYS } from './pay-text';

export const PAYMENT_STATUS_TEXT_KEYS = [
  'payment.onPaynowPage',
  'payment.continuePaynow',
  'payment.approve',
  'payment.confirmsSoon',
  'payment.received',
  'payment.cancelled',
  'payment.failed',
  'payment.statusFailed',
  'payment.wasDisputed',
  'payment.wasRefunded',
  'payment.contactUs',
  'payment.ifQuestions',
] as const;

export type PaymentStatusText = Record<(typeof PAYMENT_STATUS_TEXT_KEYS)[number], string>;

export const PAYMENT_PAGE_TEXT_KEYS = [
  ...PAY_TEXT_KEYS,
  ...PAYMENT_STATUS_TEXT_KEYS,
  'payment.title',
  'payment.titlePaid',
  'payment.phoneLabel',
  'payment.show',
  'payment.checkStatus',
  'payment.tryAgain',
  'payment.starting',
  'payment.payAgain',
  'order.ordersLabel',
  'order.view',
  'order.track',
  'order.keepShopping',
] as const;

/** What the page says about one payment, with its values: "$12.00 with EcoCash · reference …" and the phone's request. */
export interface PaymentWords {
  summary: string;
  request: string;
  /**
   * Paynow's own instructions, shown as Paynow wrote them (English): in English always, in another language only
   * where they carry what the buyer needs (InnBucks' authorisation code); else the page's `request` says it.
   */
  paynowWords: string | null;
}
