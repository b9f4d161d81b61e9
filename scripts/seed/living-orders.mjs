/**
 * A few months of trade at the demo vendor's two stores (Eastlea Fashion House, 2; Borrowdale Digital, 4), so a
 * newcomer who logs in as vendor@musika.co.zw has orders to move and figures to read, and buyer@musika.co.zw
 * has orders in several states (issue 31, "a living demo"). Every status appears; some orders are paid by
 * EcoCash, OneMoney or InnBucks (one EcoCash payment in ZiG), some on delivery, one refunded by finance.
 *
 * The money adds up the way the Worker would have written it: each pay-now order has its Paynow payment, and
 * the store ledger its postings (living-ledger.mjs). Dashboards' charts come from these rows through the rollup
 * triggers (migration 0013), with the product views of living-activity.mjs.
 */
import { storeLedger } from './living-ledger.mjs';

const RATE_MICROS = 26_800_000; // the seed's ZiG rate since 2026-05-01 (money.mjs)
const DELIVERY_CENTS = 300; // DEFAULT_DELIVERY: the demo stores set no delivery terms
const FINANCE_OPERATOR_ID = 43;

const PAID_BY = { ecocash: 'EcoCash', onemoney: 'OneMoney', innbucks: 'InnBucks' };

/**
 * [order id, buyer user id, business, [product id, variation id, quantity][], status, payment method,
 *  currency paid in, fulfilment, placed at, optional { courier, trackingNumber, read, note, city }]
 * Order 1 is buying.mjs's completed JBL order of the demo buyer.
 */
const ORDERS = [
  [
    2,
    19,
    4,
    [[39, 0, 1]],
    'processing',
    'ecocash',
    'USD',
    'delivery',
    '2026-11-20T09:12:00.000Z',
    { courier: 'Swift Couriers', trackingNumber: 'SWF 448120' },
  ],
  [3, 19, 2, [[167, 46, 2]], 'pending', 'cash_on_delivery', 'USD', 'collection', '2026-11-24T14:40:00.000Z', { read: false }],
  [
    4,
    5,
    4,
    [
      [51, 0, 1],
      [50, 0, 2],
    ],
    'processing',
    'ecocash',
    'ZWG',
    'delivery',
    '2026-11-24T07:05:00.000Z',
    { read: false, city: 'Chitungwiza' },
  ],
  [
    5,
    11,
    4,
    [[37, 0, 1]],
    'pending',
    'cash_on_delivery',
    'USD',
    'delivery',
    '2026-11-25T10:30:00.000Z',
    { read: false, note: 'Please deliver after 4pm, I work in town.' },
  ],
  [6, 13, 2, [[156, 15, 1]], 'pending', 'cash_on_delivery', 'USD', 'collection', '2026-11-25T16:02:00.000Z', { read: false }],
  [
    7,
    8,
    4,
    [[48, 0, 1]],
    'on-hold',
    'cash_on_delivery',
    'USD',
    'delivery',
    '2026-11-18T12:20:00.000Z',
    { note: 'The house number is not on the gate: call me.' },
  ],
  [
    8,
    3,
    4,
    [[42, 0, 1]],
    'completed',
    'ecocash',
    'USD',
    'delivery',
    '2026-11-02T08:15:00.000Z',
    { courier: 'Swift Couriers', trackingNumber: 'SWF 431077' },
  ],
  [9, 6, 4, [[53, 0, 1]], 'completed', 'onemoney', 'USD', 'delivery', '2026-10-21T13:45:00.000Z', { city: 'Ruwa' }],
  [10, 9, 2, [[159, 24, 1]], 'completed', 'cash_on_delivery', 'USD', 'delivery', '2026-10-14T11:05:00.000Z', {}],
  [11, 12, 4, [[40, 0, 1]], 'completed', 'ecocash', 'ZWG', 'collection', '2026-10-03T09:30:00.000Z', {}],
  [12, 15, 2, [[151, 1, 2]], 'completed', 'cash_on_delivery', 'USD', 'collection', '2026-09-22T15:10:00.000Z', {}],
  [13, 17, 4, [[47, 0, 1]], 'completed', 'innbucks', 'USD', 'delivery', '2026-09-09T10:00:00.000Z', {}],
  [14, 2, 4, [[38, 0, 1]], 'completed', 'cash_on_delivery', 'USD', 'delivery', '2026-08-28T14:25:00.000Z', {}],
  [15, 10, 4, [[44, 0, 1]], 'refunded', 'ecocash', 'USD', 'delivery', '2026-10-27T07:50:00.000Z', {}],
  [16, 14, 2, [[176, 0, 3]], 'cancelled', 'cash_on_delivery', 'USD', 'collection', '2026-11-10T09:40:00.000Z', { note: 'Will collect on Saturday.' }],
  [17, 16, 4, [[50, 0, 4]], 'failed', 'ecocash', 'USD', 'delivery', '2026-11-12T18:05:00.000Z', {}],
  [18, 19, 2, [[172, 0, 1]], 'completed', 'ecocash', 'USD', 'collection', '2026-09-30T12:00:00.000Z', {}],
  [19, 7, 4, [[52, 0, 1]], 'completed', 'ecocash', 'USD', 'delivery', '2026-11-14T08:35:00.000Z', {}],
  [
    20,
    18,
    2,
    [[154, 0, 1]],
    'processing',
    'cash_on_delivery',
    'USD',
    'delivery',
    '2026-11-22T13:15:00.000Z',
    { city: 'Bulawayo', courier: 'Zimpost EMS', trackingNumber: 'EE 204 551 873 ZW' },
  ],
];

/** USD cents in ZiG cents at a rate in millionths, half up (schema/rest/zwg.ts toZwgCents, for positive amounts). */
const toZwgCents = (usdCents, rateMicros) => Math.floor((usdCents * rateMicros + 500_000) / 1_000_000);
const addHours = (iso, hours) => new Date(Date.parse(iso) + hours * 3_600_000).toISOString();

const ADDRESSES = {
  Harare: ['22 Churchill Avenue', 'Alexandra Park'],
  Chitungwiza: ['4411 Unit L', 'Seke'],
  Ruwa: ['17 Windsor Park Drive', 'Windsor Park'],
  Bulawayo: ['9 Fort Street', 'Suburbs'],
};

const pad = (id) => String(id).padStart(4, '0');

/** The order's lines at the product's (or its variation's) price; a product with sizes is ordered in its first unless one is named. */
function orderLines(id, businessId, lines, { productById, variationById, productVariations }) {
  return lines.map(([productId, variationId, quantity]) => {
    const product = productById.get(productId);
    if (product?.businessId !== businessId) throw new Error(`living order ${id}: product ${productId} is not sold by business ${businessId}`);
    const variation = variationId ? variationById.get(variationId) : (productVariations.find((v) => v.productId === productId) ?? null);
    if (variation && variation.productId !== productId) throw new Error(`living order ${id}: variation ${variationId} is not of ${productId}`);
    const unit = variation?.priceCents ?? product.priceCents;
    return {
      productId,
      variationId: variation?.id ?? 0,
      name: product.name,
      variationName: variation?.name ?? null,
      unitPriceCents: unit,
      quantity,
      lineTotalCents: unit * quantity,
    };
  });
}

function orderRow([id, buyerId, businessId, , status, method, , fulfilment, placedAt, extra], buyer, items) {
  const subtotalCents = items.reduce((n, i) => n + i.lineTotalCents, 0);
  const deliveryCents = fulfilment === 'delivery' ? DELIVERY_CENTS : 0;
  const city = extra.city ?? 'Harare';
  const payNow = method !== 'cash_on_delivery';
  const paid = payNow ? status !== 'failed' : status === 'completed';
  // The vendor's last touch: completion two days after the order, other moves within hours, a parcel sent next day.
  const touched = status === 'completed' ? addHours(placedAt, 50) : status === 'pending' ? placedAt : addHours(placedAt, 5);
  const shippedAt = extra.courier ? addHours(placedAt, 26) : null;
  return {
    id,
    number: `MSK-${10000 + id}`,
    checkoutId: `seed-checkout-${pad(id)}`,
    idempotencyKey: `u${buyerId}:seed-checkout-key-${pad(id)}`,
    userId: buyerId,
    businessId,
    status,
    customerName: `${buyer.firstName} ${buyer.lastName}`,
    customerPhone: buyer.whatsappNumber,
    customerEmail: buyer.email,
    fulfilment,
    deliveryAddress: fulfilment === 'delivery' ? JSON.stringify({ address1: ADDRESSES[city][0], suburb: ADDRESSES[city][1], city }) : null,
    notes: extra.note ?? '',
    subtotalCents,
    deliveryCents,
    totalCents: subtotalCents + deliveryCents,
    currency: 'USD',
    rateMicros: payNow ? RATE_MICROS : null,
    paymentMethod: method,
    paymentStatus: status === 'refunded' ? 'refunded' : status === 'failed' ? 'failed' : paid ? 'paid' : 'unpaid',
    readByVendor: extra.read === false ? 0 : 1,
    buyerCity: fulfilment === 'delivery' ? city : null,
    courier: extra.courier ?? null,
    trackingNumber: extra.trackingNumber ?? null,
    shippedAt,
    createdAt: placedAt,
    updatedAt: shippedAt && shippedAt > touched ? shippedAt : touched,
  };
}

/** The Paynow payment of a pay-now order: settled a few minutes after checkout, or failed, or later refunded. */
function payNowPayment(paymentId, order, currency, buyer) {
  const settledAt = addHours(order.createdAt, 0.05);
  return {
    id: paymentId,
    reference: `MSK-PAY-SEED${String(order.id).padStart(6, '0')}`,
    purpose: 'order',
    purposeRef: order.checkoutId,
    userId: order.userId,
    businessId: null,
    amountCents: currency === 'ZWG' ? toZwgCents(order.totalCents, RATE_MICROS) : order.totalCents,
    currency,
    usdCents: order.totalCents,
    rateMicros: currency === 'ZWG' ? RATE_MICROS : null,
    method: order.paymentMethod,
    phone: buyer.whatsappNumber,
    status: order.status === 'failed' ? 'failed' : order.status === 'refunded' ? 'refunded' : 'paid',
    provider: 'paynow',
    providerReference: `seed-paynow-${10000 + order.id}`,
    pollUrl: null,
    redirectUrl: null,
    instructions: `Dial the ${PAID_BY[order.paymentMethod]} prompt on ${buyer.whatsappNumber} and enter your PIN.`,
    idempotencyKey: `seed-payment-${order.id}`,
    createdAt: order.createdAt,
    updatedAt: order.status === 'refunded' ? addHours(order.createdAt, 30) : settledAt,
    settledAt: order.status === 'failed' ? null : settledAt,
  };
}

/**
 * The seed's orders after `earlier` (buying.mjs), with their items, payments, refund and ledger postings; an
 * earlier order completed on delivery gets its completion postings too.
 */
export function livingOrders({ earlier, earlierItems, products, productVariations, users }) {
  const catalogue = {
    productById: new Map(products.map((p) => [p.id, p])),
    variationById: new Map(productVariations.map((v) => [v.id, v])),
    productVariations,
  };
  const userById = new Map(users.map((u) => [u.id, u]));
  const ledger = storeLedger();
  const orders = earlier.map((o) => ({ rateMicros: null, buyerCity: null, courier: null, trackingNumber: null, shippedAt: null, ...o }));
  const orderItems = [...earlierItems];
  const payments = [];
  const paymentRefunds = [];
  for (const o of orders.filter((o) => o.status === 'completed' && o.paymentMethod === 'cash_on_delivery')) ledger.cashSale(o, o.updatedAt);

  for (const spec of ORDERS) {
    const [id, buyerId, businessId, lines, status, method, currency] = spec;
    const buyer = userById.get(buyerId);
    const items = orderLines(id, businessId, lines, catalogue);
    for (const item of items) orderItems.push({ id: orderItems.length + 1, orderId: id, offerId: null, ...item });
    const order = orderRow(spec, buyer, items);
    orders.push(order);
    const completedAt = status === 'completed' ? order.updatedAt : null;
    if (method === 'cash_on_delivery') {
      if (completedAt) ledger.cashSale(order, completedAt);
      continue;
    }
    const payment = payNowPayment(payments.length + 1, order, currency, buyer);
    payments.push(payment);
    if (status === 'failed') continue;
    ledger.credit(order, payment, completedAt);
    if (status === 'refunded') {
      // Finance refunded it through Paynow (admin-refund.ts).
      paymentRefunds.push({
        id: paymentRefunds.length + 1,
        paymentId: payment.id,
        amountCents: payment.amountCents,
        currency,
        usdCents: order.totalCents,
        reference: `seed-refund-${10000 + id}`,
        reason: 'The laptop arrived with a cracked screen; the buyer returned it.',
        adsTakenBackCents: null,
        operatorId: FINANCE_OPERATOR_ID,
        refundedAt: payment.updatedAt,
      });
      ledger.reverse(id, payment.updatedAt);
    }
  }
  return { orders, orderItems, payments, paymentRefunds, ledger: ledger.entries };
}
