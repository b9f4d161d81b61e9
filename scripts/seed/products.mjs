/**
 * Builds product rows (with kind-specific columns), their images, variations and attribute-term links from
 * the catalog files. Every random draw comes from a stream keyed by the product slug.
 */
import { rngFor, slugify, isoDay, jitter, niceCents, round } from './util.mjs';
import { categoryBySlug, topOf, term } from './categories.mjs';
import { businesses } from './businesses.mjs';
import { LEAF_COPY } from './copy.mjs';
import { GENERAL } from './catalog-goods.mjs';
import { REAL_ESTATE, AUCTION_REAL_ESTATE, MOTOR_VEHICLES, AUCTIONS } from './catalog-listings.mjs';
import { FOOD, CLOTHING, HATS, HIRE_ITEMS, TRADES_SERVICES, DEMO_STORE_BOOKABLES } from './catalog-retail.mjs';
import { validateFit } from './checks.mjs';

const SERVICE_AREA = {
  Harare: 'Harare, Chitungwiza, Ruwa and Norton',
  Bulawayo: 'Bulawayo city and suburbs',
  Mutare: 'Mutare, Penhalonga and the Vumba',
  Gweru: 'Gweru, Shurugwi and Kwekwe',
  Masvingo: 'Masvingo town and surrounding districts',
};
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const CONDITION = {
  New: 'Brand new in sealed packaging with a 12-month local warranty.',
  Refurbished: 'Professionally refurbished and tested, with a 6-month shop warranty.',
  Used: 'Pre-owned in good working condition, with a 3-month shop warranty.',
};
const ALT = {
  real_estate: ['front view', 'lounge and living area', 'garden and yard'],
  auction_real_estate: ['street view', 'interior', 'yard'],
  motor_vehicle: ['front three-quarter view', 'interior and dashboard', 'rear view'],
  default: ['product photo', 'close-up detail', 'shown in use'],
};

const thousands = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
export function usd(cents) {
  const whole = thousands(Math.floor(cents / 100));
  return cents % 100 ? `$${whole}.${String(cents % 100).padStart(2, '0')}` : `$${whole}`;
}
const longDate = (iso) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const list = (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** Normalise every catalog into one shape: { kind, leaf, biz, name, price, extra }. */
const entries = [
  ...REAL_ESTATE.map(([leaf, biz, name, price, ...e]) => ({ kind: 'real_estate', leaf, biz, name, price, e })),
  ...MOTOR_VEHICLES.map(([leaf, biz, name, price, ...e]) => ({ kind: 'motor_vehicle', leaf, biz, name, price, e })),
  ...GENERAL.map(([leaf, biz, name, price, e = []]) => ({ kind: 'general', leaf, biz, name, price, e })),
  ...FOOD.map(([leaf, biz, name, price]) => ({ kind: 'food', leaf, biz, name, price, e: [] })),
  ...CLOTHING.map(([leaf, biz, name, price, ...e]) => ({ kind: 'clothing', leaf, biz, name, price, e })),
  ...HATS.map(([leaf, biz, name, price, ...e]) => ({ kind: 'hat', leaf, biz, name, price, e })),
  ...HIRE_ITEMS.map(([leaf, biz, name, price, ...e]) => ({ kind: 'hire_item', leaf, biz, name, price, e })),
  ...TRADES_SERVICES.map(([leaf, biz, name, price, ...e]) => ({ kind: 'trades_services', leaf, biz, name, price, e })),
  ...AUCTIONS.map(([leaf, biz, name, price]) => ({ kind: 'auction', leaf, biz, name, price, e: [] })),
  ...AUCTION_REAL_ESTATE.map(([leaf, biz, name, price, ...e]) => ({ kind: 'auction_real_estate', leaf, biz, name, price, e })),
  ...DEMO_STORE_BOOKABLES.map(([leaf, biz, name, price, unit, units, kind]) => ({
    kind,
    leaf,
    biz,
    name,
    price,
    e: units === null ? [unit] : [unit, units],
    lateAddition: true,
  })),
];

/** One promoted product per kind, two more for general and real estate: 12 in all. */
const promotedIndex = new Set();
for (const kind of new Set(entries.map((x) => x.kind))) {
  const ofKind = entries
    .map((x, i) => [x, i])
    // Listings added to the catalogue later never change which earlier ones were drawn.
    .filter(([x]) => x.kind === kind && !x.lateAddition)
    .map(([, i]) => i);
  const extra = kind === 'general' || kind === 'real_estate' ? 2 : 1;
  for (const i of rngFor(`promote:${kind}`).sample(ofKind, extra)) promotedIndex.add(i);
}
/** One rejected auction per auction kind. */
const rejectedIndex = new Set(
  ['auction', 'auction_real_estate'].map((kind) => {
    const ofKind = entries
      .map((x, i) => [x, i])
      .filter(([x]) => x.kind === kind)
      .map(([, i]) => i);
    return rngFor(`reject:${kind}`).pick(ofKind);
  }),
);

export const products = [];
export const productImages = [];
export const productVariations = [];
export const productAttributeTerms = [];

const AUCTION = new Set(['auction', 'auction_real_estate']);
const NULL_COLUMNS = [
  'regularPriceCents',
  'stockQuantity',
  'propertyType',
  'listingType',
  'rentPeriod',
  'suburb',
  'bedrooms',
  'bathrooms',
  'standSizeSqm',
  'make',
  'model',
  'year',
  'mileageKm',
  'transmission',
  'fuelType',
  'rateCents',
  'rateUnit',
  'serviceArea',
  'auctionStartCents',
  'auctionEndsAt',
  'auctionStatus',
];

entries.forEach((x, i) => {
  const id = i + 1;
  const slug = `${slugify(x.name)}-${id}`;
  const rng = rngFor(`product:${slug}`);
  const biz = businesses[x.biz - 1];
  const cat = categoryBySlug.get(x.leaf);
  if (!cat || cat.parentId === null) throw new Error(`${x.name}: ${x.leaf} is not a leaf category`);
  validateFit(x, topOf(cat), biz);
  const [lat, lng] = jitter(rng, biz.lat, biz.lng, 0.01);
  const cents = Math.round(x.price * 100);
  const p = { id, slug, businessId: biz.id, categoryId: cat.id, kind: x.kind, status: 'publish', name: x.name };
  for (const col of NULL_COLUMNS) p[col] = null;
  Object.assign(p, { priceCents: cents, isDeal: 0, isPromoted: promotedIndex.has(i) ? 1 : 0, city: biz.city, lat, lng });
  const fill = (s) => s.replace('{n}', x.name.replace(/ – Auction$/, ''));
  const [shortCopy, detail] = LEAF_COPY[x.leaf];
  let spec = '';
  let closing = `Pay with EcoCash, OneMoney or cash, and collect from ${biz.name} in ${biz.suburb}, ${biz.city}, or ask about delivery.`;
  const terms = [];

  if (x.kind === 'real_estate' || x.kind === 'auction_real_estate') {
    const [type, listing, beds, baths, sqm] = x.e;
    // Rentals are priced per month (issue 31's rent period); the suburb is the one the listing's name gives.
    const suburb = / in ([A-Z][a-z]+(?: [A-Z][a-z]+)?)(?: –|$)/.exec(x.name)?.[1] ?? null;
    Object.assign(p, {
      propertyType: type,
      listingType: listing,
      rentPeriod: listing === 'rent' ? 'month' : null,
      suburb,
      bedrooms: beds,
      bathrooms: baths,
      standSizeSqm: sqm,
    });
    const parts = [
      beds && `${beds} bedroom${beds > 1 ? 's' : ''}`,
      baths && `${baths} bathroom${baths > 1 ? 's' : ''}`,
      sqm && `${thousands(sqm)} m² ${type === 'commercial' ? 'of floor space' : 'of land'}`,
    ].filter(Boolean);
    if (x.kind === 'real_estate')
      spec =
        listing === 'rent'
          ? `Offers ${list(parts)}, at ${usd(cents)} per month plus a one-month deposit.`
          : `Offers ${list(parts)}, priced at ${usd(cents)}.`;
    else spec = `Offers ${list(parts)}.`;
    closing = `Contact ${biz.name} on WhatsApp to book a viewing.`;
  } else if (x.kind === 'motor_vehicle') {
    const [make, model, year, km, trans, fuel, body] = x.e;
    Object.assign(p, { make, model, year, mileageKm: km, transmission: trans, fuelType: fuel, stockQuantity: 1 });
    spec = `This ${year} ${make} ${model} has ${thousands(km)} km on the clock, ${trans === 'automatic' ? 'an' : 'a'} ${trans} gearbox and a ${fuel} engine.`;
    closing = `Contact ${biz.name} in ${biz.city} to arrange a test drive.`;
    terms.push(term('vehicle-body-type', body));
  } else if (x.kind === 'trades_services') {
    const area = SERVICE_AREA[biz.city];
    Object.assign(p, { rateCents: cents, rateUnit: x.e[0], serviceArea: area });
    spec = `Rates from ${usd(cents)} per ${x.e[0]}, serving ${area}.`;
    closing = `Message ${biz.name} on WhatsApp for a free quotation.`;
  } else if (x.kind === 'hire_item') {
    Object.assign(p, { rateCents: cents, rateUnit: x.e[0], stockQuantity: x.e[1] });
    spec = `Hire from ${usd(cents)} per ${x.e[0]}; a refundable deposit applies.`;
    closing = `Contact ${biz.name} in ${biz.city} to check availability for your dates.`;
  } else if (x.kind === 'auction') {
    p.stockQuantity = 1;
    closing = `Register with ${biz.name} to bid.`;
  } else if (x.kind === 'clothing' || x.kind === 'hat') {
    const [style, colours, sizes] = x.kind === 'hat' ? x.e : [null, ...x.e];
    const combos = sizes.flatMap((s) => colours.map((c) => [s, c]));
    const chosen = rng.sample(combos, Math.min(combos.length, rng.int(2, 4)));
    let stock = 0;
    for (const [size, colour] of chosen) {
      const up = x.kind === 'clothing' && (size === 'XL' || size === 'XXL') ? 200 : 0;
      const qty = rng.int(2, 25);
      stock += qty;
      productVariations.push({
        id: productVariations.length + 1,
        productId: id,
        name: `Size ${size} / ${colour}`,
        attributes: JSON.stringify({ Size: size, Colour: colour }),
        priceCents: cents + up,
        stockQuantity: qty,
      });
    }
    p.stockQuantity = stock;
    const usedSizes = [...new Set(chosen.map(([s]) => s))];
    const usedColours = [...new Set(chosen.map(([, c]) => c))];
    const prefix = x.kind === 'hat' ? 'hat' : 'clothing';
    for (const s of usedSizes) terms.push(term(`${prefix}-size`, s));
    for (const c of usedColours) terms.push(term(`${prefix}-colour`, c));
    if (style) terms.push(term('hat-style', style));
    spec = `${style ? `${style} style, available` : 'Available'} in ${list(usedColours.map((c) => c.toLowerCase()))}, sizes ${usedSizes.join(', ')}.`;
  } else {
    // general and food
    p.stockQuantity = x.kind === 'food' ? rng.int(20, 300) : x.price >= 500 ? rng.int(1, 8) : rng.int(5, 120);
    const top = topOf(cat).slug;
    if (top === 'electronics') {
      terms.push(term('electronics-brand', x.e[0]), term('electronics-condition', x.e[1]));
      spec = CONDITION[x.e[1]];
    } else if (top === 'home-and-garden') terms.push(term('home-material', x.e[0]));
  }

  if (AUCTION.has(x.kind)) {
    const ends = isoDay(rng, rng.int(20, 300), 2027);
    Object.assign(p, { auctionStartCents: cents, auctionEndsAt: ends, auctionStatus: rejectedIndex.has(i) ? 'rejected' : 'approved' });
    spec += `${spec ? ' ' : ''}Bidding opens at ${usd(cents)} and closes on ${longDate(ends)}.`;
    closing = `Register with ${biz.name} to bid.`;
  }

  // About a quarter of non-auction products are deals: a regular price 10–35% above the current one.
  if (!AUCTION.has(x.kind) && rng.chance(0.32)) {
    const regular = niceCents((cents / 100) * rng.float(1.1, 1.35));
    if (regular > cents) Object.assign(p, { isDeal: 1, regularPriceCents: regular });
  }
  const shortDescription = fill(shortCopy);
  p.shortDescription = shortDescription;
  p.description = [shortDescription, detail, spec, closing].filter(Boolean).join(' ');
  // A target only: reviews.mjs writes the reviews of rated products and sets both values from them.
  const rated = rng.chance(0.7);
  p.ratingAverage = rated ? round(rng.float(3.5, 5.0001), 1) : 0;
  p.reviewCount = rated ? rng.int(1, 40) : 0;
  p.createdAt = isoDay(rng, rng.int(biz.createdDay + 3, 298));
  products.push(p);

  const count = x.kind === 'real_estate' || x.kind === 'motor_vehicle' ? rng.int(2, 3) : rng.int(1, 3);
  const alts = ALT[x.kind] ?? ALT.default;
  for (let n = 1; n <= count; n++) {
    productImages.push({
      id: productImages.length + 1,
      productId: id,
      url: `/images/seed/products/${slug}-${n}.svg`,
      alt: `${x.name}, ${alts[n - 1]}`,
      width: 800,
      height: 600,
      position: n - 1,
    });
  }
  for (const termId of [...new Set(terms)]) productAttributeTerms.push({ productId: id, termId });
});
