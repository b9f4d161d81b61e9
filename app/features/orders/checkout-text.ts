/** The checkout page's words without values (checkout.tsx picks them on the server; values are filled there too). */
import { PAY_TEXT_KEYS } from '~/features/payments/pay-text';

export const CHECKOUT_TEXT_KEYS = [
  ...PAY_TEXT_KEYS,
  'common.home',
  'chrome.cart',
  'cart.summaryLabel',
  'checkout.title',
  'checkout.titleOffer',
  'checkout.offers',
  'checkout.formLabel',
  'checkout.name',
  'checkout.phone',
  'checkout.email',
  'checkout.howLegend',
  'checkout.delivery',
  'checkout.collection',
  'checkout.address1',
  'checkout.suburb',
  'checkout.city',
  'checkout.notes',
  'checkout.placing',
  'checkout.deliveryNote',
  'checkout.changeCart',
] as const;

export type CheckoutText = Record<(typeof CHECKOUT_TEXT_KEYS)[number], string>;
