/**
 * Deterministic helpers for the seed generator: a seeded PRNG (mulberry32), string hashing so every record
 * draws from its own stream (editing one list never reshuffles another), slugs and fixed timestamps.
 */

export const SEED = 20260314;

/** mulberry32: tiny, fast, well-distributed 32-bit PRNG. Returns floats in [0, 1). */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a 32-bit hash of a string. */
export function hash(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A random stream keyed by a label, with convenience draws. */
export function rngFor(label) {
  const next = mulberry32((hash(String(label)) ^ SEED) >>> 0);
  return {
    next,
    /** Integer in [min, max] inclusive. */
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    /** Float in [min, max). */
    float: (min, max) => min + next() * (max - min),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    /** k distinct items from list, keeping the list's order. */
    sample: (list, k) => {
      const idx = list.map((_, i) => i);
      for (let i = idx.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [idx[i], idx[j]] = [idx[j], idx[i]];
      }
      return idx
        .slice(0, k)
        .sort((a, b) => a - b)
        .map((i) => list[i]);
    },
  };
}

/** Kebab-case slug: "Wedding Tent Hire 10x20m" → "wedding-tent-hire-10x20m". */
export function slugify(text) {
  return String(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Round to a fixed number of decimals and return a number (for coordinates). */
export function round(value, decimals) {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/** Jitter a coordinate pair by at most `max` degrees on each axis. */
export function jitter(rng, lat, lng, max) {
  return [round(lat + rng.float(-max, max), 4), round(lng + rng.float(-max, max), 4)];
}

const DAY = 86400000;
const BASE = Date.UTC(2026, 0, 1);

/**
 * ISO-8601 UTC timestamp `dayOffset` days after 2026-01-01 at a business-hours time drawn from rng.
 * Pure arithmetic on a fixed epoch: never reads the clock.
 */
export function isoDay(rng, dayOffset, year = 2026) {
  const base = year === 2026 ? BASE : Date.UTC(year, 0, 1);
  const minutes = rng.int(7 * 60, 18 * 60);
  return new Date(base + dayOffset * DAY + minutes * 60000).toISOString();
}

/** Round a dollar amount to a "shelf" price in cents: under $100 to .50/.99 style, larger to whole tens. */
export function niceCents(dollars) {
  if (dollars < 20) return Math.round(dollars * 2) * 50 - (dollars >= 5 ? 1 : 0);
  if (dollars < 1000) return Math.round(dollars) * 100;
  if (dollars < 20000) return Math.round(dollars / 10) * 1000;
  return Math.round(dollars / 500) * 50000;
}
