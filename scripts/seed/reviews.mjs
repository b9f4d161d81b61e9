/**
 * Product reviews for the demo. A product's rating (average and count) is never seeded on its own: every
 * rated product gets the review rows that make it, and applyRatings() sets rating_average / review_count from
 * those rows exactly as the database does (migration 0005: round(avg(rating), 2) and count(*)). Before, the
 * seed stored "★ 4.5 from 25 reviews" above an empty reviews list.
 *
 * products.mjs decides which products are rated and draws a target average; here each rated product gets 1–8
 * reviews whose ratings average to about that target, written by owners of other businesses, dated after the
 * listing. Auction lots are not reviewed: nobody has bought them yet. Deterministic: one stream per product.
 */
import { rngFor } from './util.mjs';

const MAX_PER_PRODUCT = 8;
/** No review is dated after this: the demo's "today" is late November 2026. */
const LATEST = Date.UTC(2026, 10, 15);
const DAY = 86400000;
const NOT_REVIEWED = new Set(['auction', 'auction_real_estate']);

/** What a buyer says about the thing itself, by kind. */
const DETAIL = {
  general: [
    'Works exactly as described and came in its original box.',
    'Good quality for the price, and the receipt was done properly.',
    'Checked it in the shop before paying and everything was in order.',
  ],
  food: [
    'Fresh, well packed and the quantities were correct.',
    'Collected on a Saturday morning, everything was still cold.',
    'Good value compared to the supermarket in town.',
  ],
  clothing: [
    'The size chart was accurate and the stitching is neat.',
    'Fabric is good and the colour held after washing.',
    'Fits well; they let me try two sizes first.',
  ],
  hat: ['Good fit and it keeps the sun off properly.', 'Well made, the brim holds its shape.', 'Nice finish and the size was right.'],
  hire_item: [
    'Delivered and set up on time for our function.',
    'Clean and in good working order, collected the next morning.',
    'They showed us how to use it before they left.',
  ],
  trades_services: [
    'Arrived when they said they would and cleaned up after the job.',
    'Gave a written quote first and stuck to it.',
    'The work has held up well since.',
  ],
  motor_vehicle: [
    'The service history matched and they allowed a mechanic to inspect it.',
    'Papers were in order and the transfer was quick.',
    'Test drive was easy to arrange.',
  ],
  real_estate: [
    'The agent arranged a viewing the same week and answered every question.',
    'The photos were honest and the title deeds were ready to see.',
    'Helpful with the paperwork and the deposit terms.',
  ],
};

const OPENING = {
  5: ['Excellent.', 'Very happy with this.', 'Highly recommended.', 'Could not ask for better.'],
  4: ['Good experience overall.', 'Happy with it.', 'Solid, would buy again.', 'Recommended.'],
  3: ['It is okay.', 'Mixed feelings.', 'Average experience.'],
  2: ['Not great.', 'Disappointed.'],
  1: ['Poor experience.'],
};

const CLOSING = {
  5: ['Friendly service from start to finish.', 'Will definitely use them again.', 'Replied quickly on WhatsApp.'],
  4: ['Replies on WhatsApp were a bit slow.', 'Took a day longer than promised.', 'Parking near the shop is difficult.'],
  3: ['I had to follow up twice on WhatsApp.', 'Took longer than promised.', 'Fine, but I expected a little more for the price.'],
  2: ['It took a week to sort out a problem.', 'Nobody answered on WhatsApp for two days.'],
  1: ['Would not use again.'],
};

/** n ratings from 1–5 whose sum is round(target × n), spread as evenly as possible, in a shuffled order. */
function ratingsFor(rng, target, n) {
  const total = Math.min(5 * n, Math.max(n, Math.round(target * n)));
  const base = Math.floor(total / n);
  const ratings = Array.from({ length: n }, (_, i) => base + (i < total - base * n ? 1 : 0));
  // Real ratings are not all alike: move one star from one review to another when both stay within 1–5.
  if (n >= 4 && ratings[n - 1] > 1 && ratings[0] < 5) {
    ratings[0] += 1;
    ratings[n - 1] -= 1;
  }
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [ratings[i], ratings[j]] = [ratings[j], ratings[i]];
  }
  return ratings;
}

function reviewText(rng, kind, rating) {
  const details = DETAIL[kind] ?? DETAIL.general;
  return `${rng.pick(OPENING[rating])} ${rng.pick(details)} ${rng.pick(CLOSING[rating])}`;
}

/**
 * The handwritten reviews plus generated ones, so that every product with a target rating has reviews and
 * no product without one has any. Ids continue after the handwritten ones.
 */
export function seedReviews({ products, businesses, authors, handwritten }) {
  const ownerOf = new Map(businesses.map((b) => [b.id, b.ownerId]));
  const reviews = [...handwritten];
  let nextId = Math.max(0, ...handwritten.map((r) => r.id)) + 1;
  for (const p of products) {
    const own = handwritten.filter((r) => r.productId === p.id);
    if (NOT_REVIEWED.has(p.kind) || (p.ratingAverage === 0 && own.length === 0)) continue;
    const rng = rngFor(`reviews:${p.slug}`);
    const eligible = authors.filter((u) => u.id !== ownerOf.get(p.businessId) && !own.some((r) => r.authorId === u.id));
    const wanted = Math.min(rng.int(1, MAX_PER_PRODUCT), eligible.length + own.length);
    const extra = Math.max(0, wanted - own.length);
    const writers = rng.sample(eligible, extra);
    const ratings = ratingsFor(rng, p.ratingAverage || 4, extra);
    const listedDay = Math.floor(Date.parse(p.createdAt) / DAY) * DAY;
    writers.forEach((author, i) => {
      // A later day than the listing, by the demo's "today", between 09:00 and 21:00 Harare time.
      const days = rng.int(1, Math.max(1, Math.floor((LATEST - listedDay) / DAY)));
      const at = new Date(listedDay + days * DAY + rng.int(7 * 60, 19 * 60) * 60000).toISOString();
      reviews.push({
        id: nextId++,
        productId: p.id,
        authorId: author.id,
        rating: ratings[i],
        review: reviewText(rng, p.kind, ratings[i]),
        createdAt: at,
      });
    });
  }
  return reviews;
}

/** Each product's rating from its reviews, computed as the database computes it. */
export function applyRatings(products, reviews) {
  for (const p of products) {
    const ratings = reviews.filter((r) => r.productId === p.id).map((r) => r.rating);
    p.reviewCount = ratings.length;
    p.ratingAverage = ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100 : 0;
  }
}
