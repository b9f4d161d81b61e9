/**
 * How an order's payment reads to its buyer and its store (issue #11): the method, and for pay-now orders
 * whether Paynow confirmed it. 'paid' on a pay-now order means a verified Paynow answer; a cash order counts as
 * paid once the store completes it.
 */
const METHOD: Record<string, string> = {
  cash_on_delivery: 'Pay on delivery or collection',
  ecocash: 'EcoCash',
  onemoney: 'OneMoney',
  innbucks: 'InnBucks',
  web: 'Card or other (Paynow)',
};

const STATUS: Record<string, string> = {
  unpaid: 'not paid yet',
  pending: 'awaiting payment',
  paid: 'paid',
  failed: 'payment failed',
  refunded: 'refunded',
};

export function paymentLabel(method: string, status: string): string {
  const how = METHOD[method] ?? method;
  // Cash orders read as the method until the store completes them (then paid).
  if (method === 'cash_on_delivery' && status === 'unpaid') return how;
  return `${how} — ${STATUS[status] ?? status}`;
}
