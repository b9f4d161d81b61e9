/** The pay fields' words (pay-fields.tsx), picked in the page's language by the checkout and payment loaders. */
export const PAY_TEXT_KEYS = [
  'payment.legend',
  'payment.cash',
  'payment.web',
  'payment.number',
  'payment.numberIfOther',
  'payment.payIn',
  'payment.usd',
  'payment.zig',
  'payment.payingNow',
  'checkout.phoneTitle',
] as const;

export type PayText = Record<(typeof PAY_TEXT_KEYS)[number], string>;
