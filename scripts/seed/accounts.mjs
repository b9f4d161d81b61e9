/**
 * Accounts you can log in with, subscription packages and the demo subscriptions. Password hashes use the
 * backend's stored format (`pbkdf2-sha256$100000$<salt b64>$<hash b64>`, backend/auth/passwords.ts) with a
 * salt derived from the e-mail, so the output is byte-for-byte the same on every run.
 *
 *   buyer@musika.co.zw       Buyer#2026!   buyer
 *   vendor@musika.co.zw      Vendor#2026!  vendor, owns Borrowdale Digital and Eastlea Fashion House, Business package
 *   newvendor@musika.co.zw   Vendor#2026!  vendor, no business, no subscription (may start a trial)
 *   subscribed@musika.co.zw  Vendor#2026!  vendor, Starter package, no business yet
 *   enterprise@musika.co.zw  Vendor#2026!  vendor, Enterprise package (bulk upload), owns Kopje Wholesale Depot (no products)
 *
 * The 18 business owners of businesses.mjs keep an empty hash: they cannot log in.
 */
import { createHash, pbkdf2Sync } from 'node:crypto';

const ITERATIONS = 100000;

/** The stored hash of `password`, salted with 16 bytes derived from `label` (deterministic by design). */
export function seedPasswordHash(password, label) {
  const salt = createHash('sha256').update(`musika-seed-salt:${label}`).digest().subarray(0, 16);
  const hash = pbkdf2Sync(password, salt, ITERATIONS, 32, 'sha256');
  return `pbkdf2-sha256$${ITERATIONS}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** Musika's commission per package, basis points (README; migration 0026 sets the same on existing databases). */
const COMMISSION_BP = { starter: 1000, business: 750, enterprise: 500 };

const pkg = (id, slug, name, dollars, description, capabilities, limits) => ({
  commissionBp: COMMISSION_BP[slug],
  id,
  slug,
  name,
  description,
  priceCents: dollars * 100,
  months: 1,
  capabilities: JSON.stringify(capabilities),
  limits: JSON.stringify(limits),
});

const STARTER = ['create_products', 'manage_orders'];
const BUSINESS = [...STARTER, 'run_ads', 'receive_offers'];
const ENTERPRISE = [...BUSINESS, 'bulk_upload', 'staff'];

export const subscriptionPackages = [
  pkg(1, 'starter', 'Starter', 5, 'One shop with up to 25 products: list what you sell and take orders from buyers across Zimbabwe.', STARTER, {
    products: 25,
    businesses: 1,
    ads: 0,
  }),
  pkg(2, 'business', 'Business', 15, 'Up to two shops and 200 products, with promoted ads and offers from buyers.', BUSINESS, {
    products: 200,
    businesses: 2,
    ads: 10,
  }),
  pkg(3, 'enterprise', 'Enterprise', 40, 'Five shops, unlimited products, bulk upload and staff accounts for growing retailers.', ENTERPRISE, {
    products: -1,
    businesses: 5,
    ads: 50,
  }),
];

const BUYER_PASSWORD = 'Buyer#2026!';
const VENDOR_PASSWORD = 'Vendor#2026!';

const login = (id, email, first, last, whatsapp, roles, password, canTrial, createdAt, billing = null) => ({
  id,
  email,
  username: email.split('@')[0],
  firstName: first,
  lastName: last,
  displayName: `${first} ${last}`,
  whatsappNumber: whatsapp,
  photo: null,
  roles: JSON.stringify(roles),
  passwordHash: seedPasswordHash(password, email),
  canTrial,
  billing: billing && JSON.stringify(billing),
  createdAt,
});

/** Ids follow the 18 owners of businesses.mjs. */
export const DEMO_VENDOR_ID = 20;
/** The Enterprise-package vendor: the one seeded account whose package includes bulk upload. */
export const ENTERPRISE_VENDOR_ID = 23;

export const loginUsers = [
  login(19, 'buyer@musika.co.zw', 'Chiedza', 'Mavhunga', '263772146318', ['buyer'], BUYER_PASSWORD, 0, '2026-02-03T09:15:00.000Z', {
    company: null,
    address1: '14 Fife Avenue',
    address2: null,
    suburb: 'Avenues',
    city: 'Harare',
    province: 'Harare Metropolitan',
    phone: '263772146318',
  }),
  login(
    DEMO_VENDOR_ID,
    'vendor@musika.co.zw',
    'Tawanda',
    'Nyamayaro',
    '263783520947',
    ['buyer', 'vendor'],
    VENDOR_PASSWORD,
    0,
    '2026-01-05T08:30:00.000Z',
  ),
  login(21, 'newvendor@musika.co.zw', 'Nyaradzo', 'Chirwa', '263715830264', ['buyer', 'vendor'], VENDOR_PASSWORD, 1, '2026-03-10T11:40:00.000Z'),
  login(22, 'subscribed@musika.co.zw', 'Kudzai', 'Manyika', '263737402815', ['buyer', 'vendor'], VENDOR_PASSWORD, 0, '2026-02-20T14:05:00.000Z'),
  login(
    ENTERPRISE_VENDOR_ID,
    'enterprise@musika.co.zw',
    'Rumbidzai',
    'Chikore',
    '263772905113',
    ['buyer', 'vendor'],
    VENDOR_PASSWORD,
    0,
    '2026-03-02T10:20:00.000Z',
  ),
];

export const userSubscriptions = [
  { id: 1, userId: DEMO_VENDOR_ID, packageId: 2, status: 'active', startedAt: '2026-01-05T08:45:00.000Z', endsAt: '2027-12-31T23:59:59.000Z' },
  { id: 2, userId: 22, packageId: 1, status: 'active', startedAt: '2026-02-20T14:20:00.000Z', endsAt: '2027-12-31T23:59:59.000Z' },
  { id: 3, userId: ENTERPRISE_VENDOR_ID, packageId: 3, status: 'active', startedAt: '2026-03-02T10:30:00.000Z', endsAt: '2027-12-31T23:59:59.000Z' },
];

/** The two existing businesses handed to vendor@musika.co.zw, so the demo vendor has a real dashboard. */
export const DEMO_VENDOR_BUSINESSES = ['borrowdale-digital', 'eastlea-fashion-house'];

const WEEKDAY = { open: '08:00', close: '17:00', disabled: false };

/**
 * The enterprise vendor's own business, added after the catalogue's: it starts with no products, so what a bulk
 * upload puts there is all there is (and no seeded review, order or offer changes hands).
 */
function enterpriseBusiness(id) {
  return {
    id,
    slug: 'kopje-wholesale-depot',
    name: 'Kopje Wholesale Depot',
    ownerId: ENTERPRISE_VENDOR_ID,
    status: 'publish',
    description: 'Wholesale groceries, household goods and clothing for Harare retailers, with the whole range listed from one spreadsheet.',
    logo: '/images/seed/businesses/kopje-wholesale-depot-logo.svg',
    coverImage: '/images/seed/businesses/kopje-wholesale-depot-cover.svg',
    phone: '+263 77 290 5113',
    whatsapp: '263772905113',
    email: 'orders@kopjewholesale.example.co.zw',
    website: 'https://kopjewholesale.example.co.zw',
    shopAddress: null,
    streetAddress: '21 Cameron Street',
    suburb: 'Kopje',
    city: 'Harare',
    province: 'Harare Metropolitan',
    country: 'Zimbabwe',
    lat: -17.8339,
    lng: 31.0401,
    openingTimes: JSON.stringify({
      monday: WEEKDAY,
      tuesday: WEEKDAY,
      wednesday: WEEKDAY,
      thursday: WEEKDAY,
      friday: WEEKDAY,
      saturday: { open: '08:00', close: '13:00', disabled: false },
      sunday: { open: '08:00', close: '17:00', disabled: true },
    }),
    socials: JSON.stringify({ facebook: 'https://facebook.com/kopjewholesale' }),
    isPromoted: 0,
    adsBalanceCents: 0,
    createdAt: '2026-03-02T10:40:00.000Z',
    categoryIds: [],
  };
}

/**
 * Businesses with the demo vendor as owner of DEMO_VENDOR_BUSINESSES, then the enterprise vendor's business;
 * everything else unchanged.
 */
export function withDemoOwners(businesses) {
  const owned = businesses.map((b) => (DEMO_VENDOR_BUSINESSES.includes(b.slug) ? { ...b, ownerId: DEMO_VENDOR_ID } : b));
  return [...owned, enterpriseBusiness(businesses.length + 1)];
}
