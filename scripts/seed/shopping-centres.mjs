/**
 * Shopping centres (issue #13): real Harare and Bulawayo centres, each linked to seeded Musika stores. A store
 * keeps its own opening times; the centre's hours are only its doors.
 */

/** [slug, name, description, street address, suburb, city, lat, lng, hours, parking, stores [business slug, unit]] */
const CENTRES = [
  [
    'sam-levys-village',
    'Sam Levy’s Village',
    'An open-air village of shops, restaurants and the Borrowdale Thursday market, with a cinema nearby.',
    'Borrowdale Road',
    'Borrowdale',
    'Harare',
    -17.7596,
    31.0886,
    'Mon–Sat 08:00–18:00, Sun 09:00–14:00',
    'Free open parking',
    [
      ['borrowdale-digital', 'Shop 21'],
      ['belgravia-beauty-and-wellness', 'Shop 7A'],
    ],
  ],
  [
    'eastgate',
    'Eastgate Shopping Centre',
    'The city-centre landmark on Robert Mugabe Road, known for its natural cooling, with banks, fashion and phone shops.',
    'Robert Mugabe Road and Second Street',
    'City Centre',
    'Harare',
    -17.8305,
    31.0524,
    'Mon–Sat 08:00–17:30',
    'Paid basement parking',
    [
      ['eastlea-fashion-house', 'Shop 112'],
      ['sunshine-city-motors', 'Kiosk 3'],
    ],
  ],
  [
    'avondale-shopping-centre',
    'Avondale Shopping Centre',
    'A busy neighbourhood centre with a supermarket, bookshops, pharmacies and the Avondale flea market.',
    'King George Road',
    'Avondale',
    'Harare',
    -17.8003,
    31.0394,
    'Mon–Sat 07:30–18:00, Sun 08:00–13:00',
    'Free parking, car guards on duty',
    [
      ['avondale-books-and-stationers', 'Shop 4'],
      ['highveld-properties', 'Office 2, first floor'],
    ],
  ],
  [
    'westgate',
    'Westgate Shopping Centre',
    'A large centre on the Lomagundi Road side of town, with hardware, furniture and grocery stores.',
    'Lomagundi Road',
    'Westgate',
    'Harare',
    -17.7765,
    30.9822,
    'Mon–Sat 08:00–18:00, Sun 08:00–14:00',
    'Free open parking',
    [
      ['msasa-hardware-and-build', 'Unit 9'],
      ['mutasa-auctioneers', 'Unit 15'],
    ],
  ],
  [
    'bulawayo-centre',
    'Bulawayo Centre',
    'Bulawayo’s city-centre mall on Main Street, with fashion, groceries and offices above.',
    'Main Street and Ninth Avenue',
    'City Centre',
    'Bulawayo',
    -20.153,
    28.5858,
    'Mon–Sat 08:00–17:30',
    'Street parking and a parkade on Ninth Avenue',
    [
      ['bulawayo-fresh-market', 'Shop 18'],
      ['matopos-realty', 'Suite 204'],
    ],
  ],
  [
    'ascot-shopping-centre',
    'Ascot Shopping Centre',
    'A suburban centre near the Ascot racecourse, with home, garden and trade stores.',
    'Gwanda Road',
    'Ascot',
    'Bulawayo',
    -20.1694,
    28.6011,
    'Mon–Sat 08:00–17:00, Sun 08:00–13:00',
    'Free open parking',
    [
      ['hillside-home-and-garden', 'Shop 3'],
      ['ndlovu-plumbing-and-electrical', 'Shop 11'],
    ],
  ],
];

/** `businesses` comes from businesses.mjs: a centre names its stores by slug, so the links follow the ids. */
export function shoppingCentresFor(businesses) {
  const idBySlug = new Map(businesses.map((b) => [b.slug, b.id]));
  const centres = CENTRES.map(([slug, name, description, streetAddress, suburb, city, lat, lng, hours, parking], i) => ({
    id: i + 1,
    slug,
    name,
    description,
    streetAddress,
    suburb,
    city,
    lat,
    lng,
    hours,
    parking,
  }));
  const stores = CENTRES.flatMap(([slug, , , , , , , , , , list], i) =>
    list.map(([bSlug, unit]) => {
      const businessId = idBySlug.get(bSlug);
      if (!businessId) throw new Error(`shopping centre ${slug}: unknown business ${bSlug}`);
      return { centreId: i + 1, businessId, unit };
    }),
  );
  return { centres, stores };
}
