/**
 * Buyer requests with a few vendor responses, and offer negotiations in progress between the demo buyer
 * (buyer@musika.co.zw) and the demo vendor's products. Fixed timestamps and uuids: deterministic output.
 *
 * The open offers expire on 2027-12-31 (like the demo subscriptions) rather than 7 days after their last move,
 * so the demo negotiation is still open whenever the seed is loaded; the backend's lazy expiry would
 * otherwise close it on first read.
 */

const BUYER_ID = 19;
const DEMO_VENDOR_ID = 20;
const DEMO_OPEN_UNTIL = '2027-12-31T23:59:59.000Z';

/** [title, description, category id (1–14), budget cents | null, city, poster user id, created at] */
const REQUESTS = [
  [
    'Looking for a 2 bedroom flat to rent in Avondale',
    'Working couple looking for a 2 bedroom flat in Avondale or Belgravia, budget $450/month. Secure parking and borehole water preferred; we can move in from 1 December.',
    12,
    45000,
    'Harare',
    BUYER_ID,
    '2026-11-02T08:40:00.000Z',
  ],
  [
    'Need 50 bags of cement delivered to Ruwa',
    'Building a boundary wall in Ruwa and need 50 bags of 32.5 cement delivered to site this week. Please quote including delivery to Zimre Park.',
    3,
    60000,
    'Ruwa',
    6,
    '2026-11-04T10:15:00.000Z',
  ],
  [
    'Samsung or iPhone with 128GB, good condition',
    'Looking for a Samsung Galaxy or iPhone with at least 128GB storage, new or in very good condition, with a local warranty. Can collect in Borrowdale or town.',
    4,
    35000,
    'Harare',
    BUYER_ID,
    '2026-11-06T13:05:00.000Z',
  ],
  [
    'School uniforms for three children',
    'Need full school uniforms for Grade 2, Grade 5 and Form 1 (maroon blazer, shirts and trousers or skirts) before the January term. Quotes for the set please.',
    2,
    12000,
    'Harare',
    3,
    '2026-11-07T09:30:00.000Z',
  ],
  [
    'Toyota Hilux D4D 2015 or newer',
    'Looking for a Toyota Hilux 2.5 D4D double cab, 2015 or newer, under 180,000 km with full service history. Cash buyer in Bulawayo.',
    11,
    2200000,
    'Bulawayo',
    9,
    '2026-11-08T15:20:00.000Z',
  ],
  [
    'Brake pads and discs for a Honda Fit 2012',
    'Need front brake pads and discs for a 2012 Honda Fit (GE6). Fitting at your workshop would be a bonus.',
    10,
    8000,
    'Mutare',
    13,
    '2026-11-10T07:55:00.000Z',
  ],
  [
    'Maize seed and Compound D for 2 hectares',
    'Planting 2 hectares of maize this season near Gweru. Need certified seed and Compound D basal fertiliser, delivered if possible.',
    5,
    40000,
    'Gweru',
    17,
    '2026-11-11T11:10:00.000Z',
  ],
  [
    'Plumber to fix a burst geyser pipe in Hillside',
    'The outlet pipe on our geyser burst and is leaking into the ceiling. Need a qualified plumber in Hillside as soon as possible.',
    14,
    null,
    'Bulawayo',
    BUYER_ID,
    '2026-11-12T06:45:00.000Z',
  ],
  [
    'Wedding tent for 200 guests on 12 December',
    'Need a marquee for 200 guests with chairs, tables and draping for a wedding in Dangamvura on 12 December. Setup and collection included please.',
    14,
    50000,
    'Mutare',
    2,
    '2026-11-13T14:00:00.000Z',
  ],
  [
    'ZIMSEC O-Level textbooks for Form 3',
    'Looking for a Form 3 set of ZIMSEC O-Level textbooks: Maths, English, Combined Science, Geography and Shona. Second-hand in good condition is fine.',
    1,
    9000,
    'Harare',
    10,
    '2026-11-14T12:25:00.000Z',
  ],
  [
    'Braai stand and garden chairs for a patio',
    'Want a sturdy braai stand and four to six outdoor chairs for a small patio in Suburbs. Delivery within Bulawayo.',
    8,
    20000,
    'Bulawayo',
    4,
    '2026-11-15T16:35:00.000Z',
  ],
];

/** [request index (0-based), business slug, product slug prefix | null, price cents | null, message, created at] */
const RESPONSES = [
  [
    2,
    'borrowdale-digital',
    'samsung-galaxy-a15-128gb',
    17500,
    'We have the Galaxy A15 128GB new in box with a 12-month local warranty. $175 if you collect from Sam Levy’s this week.',
    '2026-11-06T15:40:00.000Z',
  ],
  [
    1,
    'msasa-hardware-and-build',
    'ppc-surecem-cement-50kg',
    1050,
    'PPC SureCem 50kg at $10.50 a bag for 50 bags, delivered to Ruwa on our own truck within 48 hours.',
    '2026-11-04T12:05:00.000Z',
  ],
  [
    7,
    'ndlovu-plumbing-and-electrical',
    'plumbing-leak-detection-and-repair',
    null,
    'We can send a plumber to Hillside this morning. Call-out and repair of the outlet pipe from $25, parts extra.',
    '2026-11-12T07:30:00.000Z',
  ],
];

function productBySlugPrefix(products, prefix, businessId) {
  const found = products.find((p) => p.businessId === businessId && (p.slug === prefix || p.slug.startsWith(`${prefix}-`)));
  if (!found) throw new Error(`seed requests/offers: no product "${prefix}" in business ${businessId}`);
  return found;
}

function businessBySlug(businesses, slug) {
  const found = businesses.find((b) => b.slug === slug);
  if (!found) throw new Error(`seed requests/offers: no business "${slug}"`);
  return found;
}

/** Rows for buyer_requests, buyer_request_responses, offers and offer_events. */
export function requestsAndOffers({ products, productVariations, businesses }) {
  const buyerRequests = REQUESTS.map(([title, description, categoryId, budgetCents, city, userId, createdAt], i) => ({
    id: i + 1,
    userId,
    title,
    description,
    categoryId,
    budgetCents,
    city,
    lat: null,
    lng: null,
    photos: '[]',
    status: 'open',
    createdAt,
    updatedAt: createdAt,
  }));

  const buyerRequestResponses = RESPONSES.map(([requestIndex, businessSlug, productPrefix, priceCents, message, createdAt], i) => {
    const business = businessBySlug(businesses, businessSlug);
    const product = productPrefix ? productBySlugPrefix(products, productPrefix, business.id) : null;
    return {
      id: i + 1,
      requestId: buyerRequests[requestIndex].id,
      businessId: business.id,
      userId: business.ownerId,
      message,
      productId: product ? product.id : null,
      priceCents,
      createdAt,
    };
  });

  const digital = businessBySlug(businesses, 'borrowdale-digital');
  const fashion = businessBySlug(businesses, 'eastlea-fashion-house');
  const laptop = productBySlugPrefix(products, 'lenovo-ideapad-3-ryzen-5-16gb', digital.id);
  const jacket = productBySlugPrefix(products, 'men-s-denim-jacket', fashion.id);
  const jacketVariation = productVariations.find((v) => v.productId === jacket.id);
  if (!jacketVariation) throw new Error('seed requests/offers: the denim jacket has no variation');

  const buyer = { buyerId: BUYER_ID, buyerName: 'Chiedza Mavhunga', buyerPhone: '263772146318' };
  const offers = [
    // Pending: the seller (vendor@) answers next.
    {
      id: 1,
      uuid: '6f1c2a9e-3b7d-4e25-9c84-2d5a7e1b0c31',
      productId: laptop.id,
      variationId: 0,
      businessId: digital.id,
      ...buyer,
      quantity: 1,
      amountCents: 43000,
      status: 'pending',
      lastActor: 'buyer',
      expiresAt: DEMO_OPEN_UNTIL,
      createdAt: '2026-11-18T10:12:00.000Z',
      updatedAt: '2026-11-18T10:12:00.000Z',
    },
    // Countered by the seller: the buyer answers next.
    {
      id: 2,
      uuid: 'a4d7e2b8-5c19-4f63-8e0a-7b3c9d1f2e45',
      productId: jacket.id,
      variationId: jacketVariation.id,
      businessId: fashion.id,
      ...buyer,
      quantity: 1,
      amountCents: 4000,
      status: 'countered',
      lastActor: 'seller',
      expiresAt: DEMO_OPEN_UNTIL,
      createdAt: '2026-11-16T09:05:00.000Z',
      updatedAt: '2026-11-16T14:20:00.000Z',
    },
  ];
  for (const o of offers) {
    if (businesses.find((b) => b.id === o.businessId).ownerId !== DEMO_VENDOR_ID)
      throw new Error(`seed offer ${o.id}: not a product of the demo vendor`);
  }

  const offerEvents = [
    {
      id: 1,
      offerId: 1,
      actor: 'buyer',
      action: 'offer',
      amountCents: 43000,
      message: 'Would you take $430 cash? I can collect from Sam Levy’s on Saturday morning.',
      createdAt: '2026-11-18T10:12:00.000Z',
    },
    {
      id: 2,
      offerId: 2,
      actor: 'buyer',
      action: 'offer',
      amountCents: 3500,
      message: 'Is $35 possible for the jacket?',
      createdAt: '2026-11-16T09:05:00.000Z',
    },
    {
      id: 3,
      offerId: 2,
      actor: 'seller',
      action: 'counter',
      amountCents: 4000,
      message: 'We can do $40: it is our last one in that size.',
      createdAt: '2026-11-16T14:20:00.000Z',
    },
  ];

  return { buyerRequests, buyerRequestResponses, offers, offerEvents };
}

/** Consistency checks: categories 1–14, responses from owners to open requests, one per business per request. */
export function validateRequestsAndOffers(
  { buyerRequests, buyerRequestResponses, offers, offerEvents },
  { users, businesses, businessCategoryLinks },
) {
  const check = (cond, message) => {
    if (!cond) throw new Error(`seed check failed: ${message}`);
  };
  check(buyerRequests.length >= 10, 'at least 10 buyer requests');
  check(new Set(buyerRequests.map((r) => r.categoryId)).size >= 6, 'buyer requests span at least 6 categories');
  check(new Set(buyerRequests.map((r) => r.city)).size >= 4, 'buyer requests span at least 4 cities');
  for (const r of buyerRequests) {
    check(r.categoryId >= 1 && r.categoryId <= 14, `request ${r.id} category 1–14`);
    check(
      users.some((u) => u.id === r.userId),
      `request ${r.id} poster exists`,
    );
    check(r.title.length >= 5 && r.title.length <= 120 && r.description.length >= 10 && r.description.length <= 2000, `request ${r.id} text lengths`);
  }
  const pairs = new Set();
  for (const s of buyerRequestResponses) {
    const request = buyerRequests.find((r) => r.id === s.requestId);
    const business = businesses.find((b) => b.id === s.businessId);
    check(request && business, `response ${s.id} request and business exist`);
    check(business.ownerId === s.userId && request.userId !== s.userId, `response ${s.id} comes from the business owner, not the poster`);
    check(
      businessCategoryLinks.some((l) => l.businessId === business.id && l.categoryId === request.categoryId),
      `response ${s.id} business trades in the request's category`,
    );
    check(!pairs.has(`${s.requestId}:${s.businessId}`), `response ${s.id} is the business's only one on the request`);
    pairs.add(`${s.requestId}:${s.businessId}`);
  }
  for (const o of offers) {
    check(/^263\d{9}$/.test(o.buyerPhone), `offer ${o.id} phone 263XXXXXXXXX`);
    const events = offerEvents.filter((e) => e.offerId === o.id);
    check(events.length >= 1 && events[0].action === 'offer' && events[0].actor === 'buyer', `offer ${o.id} starts with the buyer's offer`);
    const last = events.at(-1);
    check(
      last.actor === o.lastActor && (last.amountCents === o.amountCents || last.amountCents === null),
      `offer ${o.id} row matches its last event`,
    );
  }
}
