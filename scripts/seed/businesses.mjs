/** Owner users and their businesses: five Zimbabwean cities, real suburbs and streets, JSON hours/socials. */
import { rngFor, jitter, isoDay, slugify } from './util.mjs';

export const CITIES = {
  Harare: { province: 'Harare Metropolitan', lat: -17.8292, lng: 31.0522 },
  Bulawayo: { province: 'Bulawayo Metropolitan', lat: -20.1325, lng: 28.6265 },
  Mutare: { province: 'Manicaland', lat: -18.9707, lng: 32.6709 },
  Gweru: { province: 'Midlands', lat: -19.45, lng: 29.8167 },
  Masvingo: { province: 'Masvingo', lat: -20.0744, lng: 30.8328 },
};

const OWNERS = [
  ['Tendai', 'Moyo'],
  ['Rudo', 'Chikwanha'],
  ['Tatenda', 'Mutasa'],
  ['Nyasha', 'Sibanda'],
  ['Farai', 'Ncube'],
  ['Chipo', 'Dube'],
  ['Kudakwashe', 'Marufu'],
  ['Blessing', 'Ndlovu'],
  ['Tinashe', 'Gumbo'],
  ['Rutendo', 'Mhlanga'],
  ['Tafadzwa', 'Makoni'],
  ['Memory', 'Chinembiri'],
  ['Simbarashe', 'Zhou'],
  ['Ruvimbo', 'Mapfumo'],
  ['Tapiwa', 'Mazarura'],
  ['Vimbai', 'Chigumba'],
  ['Tonderai', 'Shumba'],
  ['Themba', 'Khumalo'],
];

const MOBILE_PREFIXES = ['77', '78', '71', '73'];

export const users = OWNERS.map(([first, last], i) => {
  const rng = rngFor(`user:${i}`);
  const whatsapp = `263${rng.pick(MOBILE_PREFIXES)}${String(rng.int(1000000, 9999999))}`;
  return {
    id: i + 1,
    email: `${first}.${last}@example.co.zw`.toLowerCase(),
    username: `${first}${last}`.toLowerCase(),
    firstName: first,
    lastName: last,
    displayName: `${first} ${last}`,
    whatsappNumber: whatsapp,
    photo: null,
    roles: JSON.stringify(['buyer', 'vendor']),
    // No login: an empty hash never verifies (the log-in accounts are in accounts.mjs).
    passwordHash: '',
    canTrial: 0,
    billing: null,
    createdAt: isoDay(rng, rng.int(0, 20)),
  };
});

/** [name, owner id, city, suburb, street address, shop address|null, business category ids, promoted, description] */
const BUSINESSES = [
  [
    'Avondale Books & Stationers',
    1,
    'Harare',
    'Avondale',
    '12 King George Road',
    'Shop 4, Avondale Shopping Centre',
    [1],
    0,
    'Family-run bookshop stocking ZIMSEC and Cambridge textbooks, African literature and office stationery. School book lists are packed and ready for collection within a day.',
  ],
  [
    'Eastlea Fashion House',
    2,
    'Harare',
    'Eastlea',
    '88 Samora Machel Avenue East',
    null,
    [2],
    1,
    'Smart casual and traditional wear for men, women and children, cut and finished in Harare. We also stock school uniforms and locally printed hats.',
  ],
  [
    'Msasa Hardware & Build',
    7,
    'Harare',
    'Msasa',
    '45 Mutare Road',
    null,
    [3, 9],
    1,
    'Cement, roofing, plumbing and electrical supplies at trade prices. We deliver to building sites across Harare with our own trucks.',
  ],
  [
    'Borrowdale Digital',
    4,
    'Harare',
    'Borrowdale',
    'Borrowdale Road',
    "Shop 21, Sam Levy's Village",
    // Trades & Services too: it installs solar systems and hires out backup kits (catalog-retail.mjs).
    [4, 14],
    1,
    'Phones, laptops, TVs and solar backup systems with local warranty. Trade-ins welcome and solar installation available across Harare.',
  ],
  [
    'Belgravia Beauty & Wellness',
    6,
    'Harare',
    'Belgravia',
    '14 Sam Nujoma Street',
    null,
    [7],
    0,
    'Skincare, hair care and fragrances chosen for African skin and hair. Friendly advice in store and same-day delivery in Harare.',
  ],
  [
    'Sunshine City Motors',
    9,
    'Harare',
    'Belvedere',
    '101 Bishop Gaul Avenue',
    null,
    [11, 10],
    0,
    'Quality used and ex-Japan vehicles with finance options through local banks. Every car has a roadworthy check before it leaves the yard.',
  ],
  [
    'Highveld Properties',
    1,
    'Harare',
    'Avondale',
    '28 Lanark Road',
    null,
    [12],
    1,
    'Registered estate agents selling and letting homes, stands and offices in Harare’s northern suburbs. Viewings arranged seven days a week.',
  ],
  [
    'Mutasa Auctioneers',
    3,
    'Harare',
    'Southerton',
    '16 Lytton Road',
    null,
    [11, 12, 9],
    0,
    'Licensed auctioneers selling vehicles, property, plant and household goods. Viewing days every Friday before the Saturday sale.',
  ],
  [
    'Bulawayo Fresh Market',
    5,
    'Bulawayo',
    'City Centre',
    '63 Jason Moyo Street',
    null,
    [6],
    1,
    'Groceries, fresh vegetables and butchery cuts for Bulawayo households. Order before 11am for same-day delivery in the city and suburbs.',
  ],
  [
    'Hillside Home & Garden',
    8,
    'Bulawayo',
    'Hillside',
    '12 Cecil Avenue',
    null,
    [8],
    0,
    'Furniture, kitchenware and garden tools for every home. Our nursery corner stocks indigenous plants and seedlings.',
  ],
  [
    'Matopos Realty',
    10,
    'Bulawayo',
    'Suburbs',
    '40 Leopold Takawira Avenue',
    null,
    [12],
    0,
    'Bulawayo estate agency with houses, flats and stands across Suburbs, Hillside, Burnside and beyond. We handle conveyancing referrals and rentals.',
  ],
  [
    'Ndlovu Plumbing & Electrical',
    8,
    'Bulawayo',
    'Belmont',
    '9 Khami Road',
    null,
    [14, 3],
    0,
    'Qualified plumbers and electricians for homes and businesses in Bulawayo. We also sell pipes, fittings and cable at counter prices.',
  ],
  [
    'Mutare Motor Spares',
    11,
    'Mutare',
    'City Centre',
    '52 Herbert Chitepo Street',
    null,
    [10, 14],
    0,
    'Genuine and quality aftermarket spares for Toyota, Nissan, Mazda and Isuzu. Our workshop does services, brakes and suspension while you wait.',
  ],
  [
    'Manica Event Hire',
    12,
    'Mutare',
    'Greenside',
    '18 Aerodrome Road',
    null,
    [14, 13],
    0,
    'Tents, chairs, tables and décor for weddings, funerals and corporate events in Manicaland. Setup and collection included within Mutare.',
  ],
  [
    'Vumba Apparel & Hats',
    12,
    'Mutare',
    'City Centre',
    '30 Second Street',
    null,
    [2],
    0,
    'Casual wear and hats made with pride in Manicaland. Bulk orders for schools, churches and teams welcome.',
  ],
  [
    'Midlands Agri Supplies',
    13,
    'Gweru',
    'City Centre',
    '19 Main Street',
    null,
    [5],
    0,
    'Seed, fertiliser, stock feed and irrigation for Midlands farmers. Agronomy advice is free with every order.',
  ],
  [
    'Gweru Tool & Plant Hire',
    14,
    'Gweru',
    'Southview',
    '7 Bulawayo Road',
    null,
    [3, 9, 14],
    0,
    'Concrete mixers, compactors, scaffolding and generators for hire, plus safety gear and site consumables. Delivery across Gweru and Shurugwi.',
  ],
  [
    'Midlands Motor Mart',
    15,
    'Gweru',
    'Lundi Park',
    '44 Lobengula Avenue',
    null,
    [11, 10],
    0,
    'Cars, bakkies and kombis for Midlands buyers at honest prices. Spares and batteries available at our counter.',
  ],
  [
    'Great Zimbabwe Sports & Outdoor',
    16,
    'Masvingo',
    'City Centre',
    '33 Robert Mugabe Street',
    null,
    [13, 2],
    0,
    'Football kit, fitness gear, bicycles and camping equipment for Masvingo and the lowveld. Team kits and caps printed to order.',
  ],
  [
    'Masvingo Farm & Food',
    17,
    'Masvingo',
    'Rhodene',
    '11 Hughes Street',
    null,
    [6, 5],
    0,
    'Farm-fresh produce, groceries and inputs for smallholder farmers. We buy from local growers around Lake Mutirikwi.',
  ],
  [
    'Lowveld Builders & Services',
    18,
    'Masvingo',
    'Mucheke',
    '5 Josiah Tongogara Street',
    null,
    [14, 3],
    0,
    'Builders, tilers and painters serving Masvingo province, with a small yard selling bricks and cement. Free quotations on site.',
  ],
];

const HOURS = {
  office: { weekday: ['08:00', '17:00'], saturday: ['08:00', '13:00'], sunday: null },
  retail: { weekday: ['08:00', '18:00'], saturday: ['08:00', '16:00'], sunday: ['09:00', '13:00'] },
  trade: { weekday: ['07:30', '17:00'], saturday: ['07:30', '12:30'], sunday: null },
};
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

function openingTimes(style) {
  const h = HOURS[style];
  const out = {};
  for (const day of DAYS) {
    const span = day === 'saturday' ? h.saturday : day === 'sunday' ? h.sunday : h.weekday;
    out[day] = span ? { open: span[0], close: span[1], disabled: false } : { open: '08:00', close: '17:00', disabled: true };
  }
  return JSON.stringify(out);
}

function socials(handle, rng) {
  const out = { facebook: `https://facebook.com/${handle}`, instagram: `https://instagram.com/${handle}` };
  if (rng.chance(0.5)) out.tiktok = `https://tiktok.com/@${handle}`;
  if (rng.chance(0.35)) out.twitter = `https://twitter.com/${handle}`;
  if (rng.chance(0.3)) out.linkedin = `https://linkedin.com/company/${handle}`;
  return JSON.stringify(out);
}

function phone(digits) {
  // 263771234567 → +263 77 123 4567
  return `+263 ${digits.slice(3, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
}

export const businesses = BUSINESSES.map(([name, ownerId, city, suburb, street, shop, cats, promoted, description], i) => {
  const id = i + 1;
  const slug = slugify(name);
  const rng = rngFor(`business:${slug}`);
  const c = CITIES[city];
  const [lat, lng] = jitter(rng, c.lat, c.lng, 0.04);
  const handle = slug.replace(/-/g, '');
  const whatsapp = `263${rng.pick(MOBILE_PREFIXES)}${String(rng.int(1000000, 9999999))}`;
  const style = cats.includes(6) || cats.includes(7) || cats.includes(2) || cats.includes(13) ? 'retail' : cats.includes(12) ? 'office' : 'trade';
  return {
    id,
    slug,
    name,
    ownerId,
    status: 'publish',
    description,
    logo: `/images/seed/businesses/${slug}-logo.svg`,
    coverImage: `/images/seed/businesses/${slug}-cover.svg`,
    phone: phone(whatsapp),
    whatsapp,
    email: `info@${handle}.example.co.zw`,
    website: `https://${handle}.example.co.zw`,
    shopAddress: shop,
    streetAddress: street,
    suburb,
    city,
    province: c.province,
    country: 'Zimbabwe',
    lat,
    lng,
    openingTimes: openingTimes(style),
    socials: socials(handle, rng),
    isPromoted: promoted,
    adsBalanceCents: promoted ? rng.int(2, 30) * 500 : 0,
    createdAt: isoDay(rng, 20 + i * 2),
    createdDay: 20 + i * 2,
    categoryIds: cats,
  };
});

export const businessCategoryLinks = businesses.flatMap((b) => b.categoryIds.map((categoryId) => ({ businessId: b.id, categoryId })));
