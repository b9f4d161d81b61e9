/**
 * The buyer's side of the demo: one COMPLETED order of buyer@musika.co.zw from the demo vendor's Borrowdale
 * Digital (so the buyer may review the JBL speaker in it), and a few reviews by the catalogue's owners on
 * popular products. Fixed values and timestamps only: the output is the same on every run.
 *
 * Ratings: the reviews here are handwritten; reviews.mjs adds generated ones to every rated product, and a
 * product's rating_average / review_count are then computed from its rows (checks.mjs holds it; the database
 * keeps it so for every later write, migration 0005).
 */

export const DEMO_BUYER_ID = 19;

/** Order numbers are MSK- followed by 10000 + the order id (schema/rest/orders.ts orderNumber). */
const number = (id) => `MSK-${10000 + id}`;

const jbl = { id: 48, name: 'JBL Flip 6 Bluetooth Speaker', priceCents: 12000, businessId: 4 };

export const orderItems = [
  {
    id: 1,
    orderId: 1,
    productId: jbl.id,
    variationId: 0,
    name: jbl.name,
    variationName: null,
    unitPriceCents: jbl.priceCents,
    quantity: 1,
    lineTotalCents: jbl.priceCents,
    offerId: null,
  },
];

export const orders = [
  {
    id: 1,
    number: number(1),
    checkoutId: 'seed-checkout-0001',
    // Stored the way checkout stores keys: scoped to the logged-in buyer (u<id>:<client key>).
    idempotencyKey: `u${DEMO_BUYER_ID}:seed-checkout-key-0001`,
    userId: DEMO_BUYER_ID,
    businessId: jbl.businessId,
    status: 'completed',
    customerName: 'Chiedza Mavhunga',
    customerPhone: '263772146318',
    customerEmail: 'buyer@musika.co.zw',
    fulfilment: 'delivery',
    deliveryAddress: JSON.stringify({ address1: '14 Fife Avenue', suburb: 'Avenues', city: 'Harare' }),
    notes: 'Please call when you are at the gate.',
    subtotalCents: jbl.priceCents,
    deliveryCents: 300,
    totalCents: jbl.priceCents + 300,
    currency: 'USD',
    paymentMethod: 'cash_on_delivery',
    paymentStatus: 'paid',
    readByVendor: 1,
    createdAt: '2026-06-12T08:41:00.000Z',
    updatedAt: '2026-06-14T15:05:00.000Z',
  },
];

const review = (id, productId, authorId, rating, text, createdAt) => ({ id, productId, authorId, rating, review: text, createdAt });

/** Authors are owner users (ids 1–18), never the owner of the reviewed product's business. */
export const reviews = [
  review(
    1,
    40,
    6,
    4,
    'Genuine phone in a sealed box, and they moved my WhatsApp chats over in the shop. Fair price for Harare.',
    '2026-03-09T13:20:00.000Z',
  ),
  review(2, 40, 9, 3, 'Phone is fine but I waited three days for the collection slot. Good once I had it.', '2026-04-02T10:05:00.000Z'),
  review(3, 104, 17, 4, 'Two bags for the maize field, delivered to Mkoba on time. Granules were dry and free-flowing.', '2026-06-03T07:45:00.000Z'),
  review(
    4,
    108,
    5,
    5,
    'Our Jerseys took to it straight away and milk went up within a fortnight. Will order again before winter.',
    '2026-07-11T16:30:00.000Z',
  ),
  review(
    5,
    175,
    2,
    4,
    'Warm and well knitted. The colour is a bit darker than the photo but my son loves it for the cold mornings.',
    '2026-06-08T18:10:00.000Z',
  ),
  review(
    6,
    155,
    11,
    5,
    'Good quality replica, the badge is stitched not printed. Wore it to the match at the National Sports Stadium.',
    '2026-07-02T12:00:00.000Z',
  ),
  review(
    7,
    189,
    7,
    5,
    'Hired it for a weekend wedding when ZESA went off. Started first time and they showed us how to run it.',
    '2026-06-20T09:25:00.000Z',
  ),
  review(
    8,
    128,
    18,
    5,
    'Fitted on the spot in Gweru, the car starts every morning even in July. Receipt and warranty given.',
    '2026-08-04T14:40:00.000Z',
  ),
  review(
    9,
    142,
    1,
    4,
    'Fruit was fresh and sweet, a few bananas were very ripe but the box is good value for the family.',
    '2026-08-22T11:15:00.000Z',
  ),
  review(10, 26, 3, 5, 'Honest dealer: the service book matched the mileage and they let my mechanic check it first.', '2026-05-26T15:50:00.000Z'),
];
