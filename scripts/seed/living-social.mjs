/**
 * The people side of the living demo (issue 31): Borrowdale Digital's appointments and hire bookings, bids on
 * an auction, followers of the demo stores, buyer–store conversations and the unread notifications the demo
 * buyer and vendor find when they log in. Fixed values only; the texts follow what the Worker writes for the
 * same events (bookings-routes.ts, lot-writes.ts, checkout.ts, shipment-routes.ts).
 *
 * Harare is UTC+2 all year: an appointment at 09:00 Harare is stored as 07:00Z.
 */
const DEMO_BUYER = 19;
const DEMO_VENDOR = 20;
const DIGITAL = 4; // Borrowdale Digital
const FASHION = 2; // Eastlea Fashion House
const HIRE_KIT = 228; // Solar Backup Kit Hire 1.2kVA, $15 a day (catalog-retail.mjs DEMO_STORE_BOOKABLES)
const INSTALL = 229; // Solar & Inverter Installation, $180 a job
const AUCTION_LOT = 210; // Mazda BT-50 2.5 2013 – Auction, opening bid $7,000 (209, the first lot, is left to the tests)

/** A hire from the first to the last Harare day, as booking-rules.ts hireSpan: midnight to midnight. */
const hireSpan = (first, last) => {
  const midnight = (iso, plus) => new Date(Date.parse(`${iso}T00:00:00.000Z`) + plus * 86_400_000 - 2 * 3_600_000).toISOString();
  return { startsAt: midnight(first, 0), endsAt: midnight(last, 1) };
};
const slot = (startsAt) => ({ startsAt, endsAt: new Date(Date.parse(startsAt) + 60 * 60_000).toISOString() });

const booking = (id, kind, productId, buyerId, status, span, note, vendorMessage, totalCents, createdAt) => ({
  id,
  kind,
  productId,
  businessId: DIGITAL,
  buyerId,
  status,
  ...span,
  requestedStartsAt: null,
  note,
  vendorMessage,
  rateCents: kind === 'hire' ? 1500 : 18000,
  rateUnit: kind === 'hire' ? 'day' : 'job',
  depositCents: 0,
  callOutFeeCents: null,
  totalCents,
  remindedAt: null,
  // Only an unanswered hire request holds its days (48 hours); none is seeded, so none lapses by the clock.
  lapsesAt: null,
  createdAt,
  updatedAt: status === 'requested' ? createdAt : new Date(Date.parse(createdAt) + 3 * 3_600_000).toISOString(),
});

export const bookings = [
  booking(
    1,
    'appointment',
    INSTALL,
    DEMO_BUYER,
    'requested',
    slot('2026-12-15T07:00:00.000Z'),
    'We have a 3kVA inverter already; can you add panels to it?',
    '',
    18000,
    '2026-11-24T18:20:00.000Z',
  ),
  booking(
    2,
    'appointment',
    INSTALL,
    6,
    'requested',
    slot('2026-12-09T11:00:00.000Z'),
    'House in Greendale, single storey, tin roof.',
    '',
    18000,
    '2026-11-25T08:05:00.000Z',
  ),
  booking(
    3,
    'hire',
    HIRE_KIT,
    12,
    'accepted',
    hireSpan('2026-12-18', '2026-12-20'),
    'For a family gathering in Norton.',
    'Collect from the shop from 8am; bring your ID.',
    4500,
    '2026-11-21T12:40:00.000Z',
  ),
  booking(
    4,
    'hire',
    HIRE_KIT,
    DEMO_BUYER,
    'accepted',
    hireSpan('2026-11-06', '2026-11-08'),
    'Load-shedding weekend.',
    'Ready for you on Friday morning.',
    4500,
    '2026-11-02T09:15:00.000Z',
  ),
  booking(
    5,
    'appointment',
    INSTALL,
    3,
    'accepted',
    slot('2026-10-20T08:00:00.000Z'),
    '',
    'Our installer Tawanda will call you the day before.',
    18000,
    '2026-10-12T14:00:00.000Z',
  ),
  booking(
    6,
    'hire',
    HIRE_KIT,
    9,
    'declined',
    hireSpan('2026-10-31', '2026-11-01'),
    '',
    'Sorry, both kits are out that weekend.',
    3000,
    '2026-10-26T10:30:00.000Z',
  ),
];

/** Bids on the Mazda lot, lowest first, $100 apart (bid-rules.ts INCREMENT_BANDS); the demo buyer led, then was outbid. */
const INCREMENT = 10_000;
const BIDS = [
  [3, 700_000, '2026-11-16T09:10:00.000Z'],
  [DEMO_BUYER, 710_000, '2026-11-18T19:45:00.000Z'],
  [11, 720_000, '2026-11-22T07:30:00.000Z'],
  [DEMO_BUYER, 730_000, '2026-11-23T20:05:00.000Z'],
  [11, 750_000, '2026-11-24T06:55:00.000Z'],
];
export const bids = BIDS.map(([bidderId, amountCents, createdAt], i) => ({ id: i + 1, productId: AUCTION_LOT, bidderId, amountCents, createdAt }));
const top = bids.at(-1);
export const auctionLots = [
  {
    productId: AUCTION_LOT,
    currentBidCents: top.amountCents,
    leaderId: top.bidderId,
    bidCount: bids.length,
    closedAt: null,
    outcome: null,
    winnerId: null,
    decision: null,
    decidedAt: null,
    offerId: null,
    updatedAt: top.createdAt,
  },
];

const FOLLOWERS = [
  // Not the demo buyer: following a store is one of the first things to try as them.
  [DIGITAL, [1, 3, 5, 6, 8, 9, 11, 12, 15]],
  [FASHION, [2, 4, 7, 10, 13]],
];
export const businessFollowers = FOLLOWERS.flatMap(([businessId, users]) => users.map((userId) => ({ businessId, userId }))).map((f, i) => ({
  id: i + 1,
  ...f,
  createdAt: new Date(Date.parse('2026-07-01T08:00:00.000Z') + i * 5 * 86_400_000 + f.userId * 3_600_000).toISOString(),
  unsubscribedAt: null,
  unsubscribeToken: `seed-follower-${String(i + 1).padStart(4, '0')}-${f.businessId}-${f.userId}`,
}));

/** [conversation id, business, buyer, [role, body, at][]] — unread counts follow from who wrote last. */
const CONVERSATIONS = [
  [
    1,
    DIGITAL,
    DEMO_BUYER,
    [
      ['buyer', 'Hi, does the 1.2kVA solar kit run a fridge overnight?', '2026-11-23T17:02:00.000Z'],
      ['business', 'Hi Chiedza, yes: a fridge and lights for about 8 hours on a full battery.', '2026-11-23T17:20:00.000Z'],
      ['buyer', 'Great. Can you install it in Avondale next week?', '2026-11-25T06:48:00.000Z'],
    ],
  ],
  [
    2,
    DIGITAL,
    5,
    [
      ['buyer', 'I paid for the inverter in ZiG, is that fine?', '2026-11-24T07:10:00.000Z'],
      ['business', 'Yes, the payment came through. We deliver to Chitungwiza on Thursday.', '2026-11-24T08:02:00.000Z'],
    ],
  ],
  [
    3,
    FASHION,
    13,
    [
      ['buyer', 'Is the Ankara maxi dress available in size M, royal blue?', '2026-11-25T15:40:00.000Z'],
      ['buyer', 'I have ordered it for collection, when can I come?', '2026-11-25T16:05:00.000Z'],
    ],
  ],
];
export const chatMessages = [];
export const chatConversations = CONVERSATIONS.map(([id, businessId, buyerId, messages]) => {
  for (const [role, body, sentAt] of messages)
    chatMessages.push({
      id: chatMessages.length + 1,
      conversationId: id,
      senderId: role === 'buyer' ? buyerId : DEMO_VENDOR,
      senderRole: role,
      body,
      createdAt: sentAt,
    });
  let buyerUnread = 0;
  let businessUnread = 0;
  for (const [role] of messages) {
    if (role === 'buyer') [businessUnread, buyerUnread] = [businessUnread + 1, 0];
    else [buyerUnread, businessUnread] = [buyerUnread + 1, 0];
  }
  return {
    id,
    businessId,
    buyerId,
    buyerUnread,
    businessUnread,
    messageCount: messages.length,
    createdAt: messages[0][2],
    lastMessageAt: messages.at(-1)[2],
  };
});

const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usd = (cents) => usdFormat.format(cents / 100); // checkout-plan.ts usd
const PAYMENT_WORDS = { cash_on_delivery: 'cash on delivery', ecocash: 'EcoCash (awaiting payment)' };

/**
 * What the demo vendor and buyer find in their notifications: the vendor's newest orders and appointment
 * requests unread, the buyer's parcel on its way and the auction unread; older news read. Order texts are
 * checkout.ts's, built from the seeded orders themselves; each carries the message key and values the backend writes
 * (backend/notifications/notify.ts), so a fresh install's inbox reads in chiShona and isiNdebele too.
 */
export function livingNotifications({ orders, orderItems, products, businesses }) {
  const order = (id) => orders.find((o) => o.id === id);
  const storeName = (o) => businesses.find((b) => b.id === o.businessId).name;
  const units = (o) => orderItems.filter((i) => i.orderId === o.id).reduce((n, i) => n + i.quantity, 0);
  const how = (o) => (o.fulfilment === 'delivery' ? `delivery to ${JSON.parse(o.deliveryAddress).city}` : 'collection');
  const lot = products.find((p) => p.id === AUCTION_LOT);
  const rows = [];
  const note = (userId, kind, title, body, link, createdAt, readAt, [key, values]) =>
    rows.push({
      id: rows.length + 1,
      userId,
      kind,
      title,
      body,
      link,
      readAt,
      createdAt,
      messageKey: `notifications.${key}`,
      messageValues: JSON.stringify(values),
    });
  const newOrder = (id, readAt = null) => {
    const o = order(id);
    const n = units(o);
    note(
      DEMO_VENDOR,
      'order_placed',
      `New order ${o.number}`,
      `${o.customerName} ordered ${n} ${n === 1 ? 'item' : 'items'} from ${storeName(o)} for ${usd(o.totalCents)}, ${how(o)}. Payment: ${PAYMENT_WORDS[o.paymentMethod]}.`,
      `/dashboard/order/${o.id}/`,
      o.createdAt,
      readAt,
      [
        'orderNew',
        {
          order: o.number,
          buyer: o.customerName,
          units: n,
          store: storeName(o),
          totalCents: o.totalCents,
          fulfilment: o.fulfilment === 'delivery' ? 'delivery' : 'collection',
          city: o.fulfilment === 'delivery' ? JSON.parse(o.deliveryAddress).city : '',
          payment: o.paymentMethod,
        },
      ],
    );
  };
  newOrder(2, '2026-11-20T09:40:00.000Z');
  newOrder(3);
  newOrder(4);
  newOrder(5);
  newOrder(6);
  const askedFor = (b, buyerName, when) =>
    note(
      DEMO_VENDOR,
      'booking_requested',
      'New appointment request: Solar & Inverter Installation',
      `${buyerName} asked for ${when} (Harare time). Accept or answer it from your appointments.`,
      '/dashboard/all-appointments/?booking=',
      b.createdAt,
      null,
      [
        'bookingRequested',
        { booking: 'appointment', product: 'Solar & Inverter Installation', buyer: buyerName, startsAt: b.startsAt, endsAt: b.endsAt },
      ],
    );
  askedFor(bookings[0], 'Chiedza Mavhunga', 'Tue 15 Dec 2026, 09:00');
  askedFor(bookings[1], 'Chipo Dube', 'Wed 9 Dec 2026, 13:00');

  const sent = order(2);
  note(
    DEMO_BUYER,
    'order_status',
    `Order ${sent.number} is on its way`,
    `${storeName(sent)} sent your order ${sent.number} with ${sent.courier}. Tracking number: ${sent.trackingNumber}.`,
    `/account/order/${sent.id}`,
    sent.shippedAt,
    null,
    ['orderShipped', { order: sent.number, store: storeName(sent), courier: sent.courier, tracking: sent.trackingNumber }],
  );
  note(
    DEMO_BUYER,
    'auction_outbid',
    `You have been outbid on ${lot.name}`,
    `Someone bid ${usd(top.amountCents)}. Bid at least ${usd(top.amountCents + INCREMENT)} to lead again before the auction ends.`,
    `/product/auction/${lot.slug}/`,
    top.createdAt,
    null,
    ['auctionOutbid', { product: lot.name, bidCents: top.amountCents, minimumCents: top.amountCents + INCREMENT }],
  );
  const placed = order(3);
  note(
    DEMO_BUYER,
    'order_placed',
    `Order ${placed.number} placed`,
    `Your order with ${storeName(placed)} for ${usd(placed.totalCents)} is pending. We will tell you here when the store updates it.`,
    `/account/order/${placed.id}`,
    placed.createdAt,
    placed.createdAt,
    ['orderPlaced', { order: placed.number, store: storeName(placed), totalCents: placed.totalCents }],
  );
  note(
    DEMO_BUYER,
    'booking_status',
    'Borrowdale Digital accepted your hire: Solar Backup Kit Hire 1.2kVA',
    'Solar Backup Kit Hire 1.2kVA, Fri 6 Nov to Sun 8 Nov 2026 (Harare time).',
    '/account/appointments/respond/4',
    bookings[3].updatedAt,
    '2026-11-02T13:00:00.000Z',
    // Its English is an older wording of a hire's acceptance; the key says the same as today's ("Hire booking confirmed").
    [
      'bookingAnswered',
      {
        status: 'confirmed',
        store: 'Borrowdale Digital',
        product: 'Solar Backup Kit Hire 1.2kVA',
        booking: 'hire',
        startsAt: bookings[3].startsAt,
        endsAt: bookings[3].endsAt,
        note: '',
      },
    ],
  );
  return rows;
}
