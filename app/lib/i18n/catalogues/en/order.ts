/**
 * English: after checkout — the thank-you page, the buyer's list of the orders just placed, and order tracking
 * (catalogues/en.ts says how catalogues work). `{store}` is a store's name, shown as written (translate="no").
 */
export const order = {
  'order.thanksMetaTitle': 'Thank you — Musika',
  'order.thanksTitle': '{count, plural, one {Thank you — your order is placed} other {Thank you — your orders are placed}}',
  'order.lookingFor': 'Looking for an order?',
  'order.trackWithNumber': 'Track it with its number',
  'order.storeContacts': 'Each store will contact you to arrange delivery.',
  'order.storeTellsReady': 'Each store will tell you when your order is ready to collect.',
  'order.payOnDelivery': 'You pay on delivery.',
  'order.payOnCollection': 'You pay on collection.',
  'order.ordersLabel': 'Your orders',
  'order.fromStore': 'from {store}',
  'order.keepNumbers': 'Total {total}. Keep your order numbers: with your phone number they let you track an order without logging in.',
  'order.view': 'View',
  'order.track': 'Track',
  'order.keepShopping': 'Keep shopping',
  'order.trackMetaTitle': 'Track an order — Musika',
  'order.trackTitle': 'Track an order',
  'order.number': 'Order number',
  'order.contact': 'Phone number or e-mail used for the order',
  'order.trackSubmit': 'Track order',
  'order.errorNumber': 'Enter the order number, e.g. MSK-10001',
  'order.errorNumberLong': 'The order number is too long',
  'order.errorContact': 'Enter the phone number or e-mail of the order',
  'order.errorContactLong': 'That is too long',
  'order.notFound': 'We could not find an order with that number and contact.',
} as const;
