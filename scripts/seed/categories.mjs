/**
 * Business categories (the 14 of spec §3, ids 1–14 in spec order), the product category tree and the
 * filterable attributes with their terms.
 */
import { slugify } from './util.mjs';

const BUSINESS_CATEGORY_NAMES = [
  'Books & Stationary',
  'Clothing & Apparel',
  'Construction & Hardware Supplies',
  'Electronic Goods',
  'Farming Supplies',
  'Food & Groceries',
  'Health & Beauty',
  'Home & Garden',
  'Industrial Supplies',
  'Motor Spare & Accessories',
  'Motor Vehicles',
  'Real Estate',
  'Sports Hobbies & Leisure',
  'Trades & Services',
];

export const businessCategories = BUSINESS_CATEGORY_NAMES.map((name, i) => ({
  id: i + 1,
  name,
  slug: slugify(name.replace(/&/g, ' ')),
}));

/**
 * Top-level product categories: [slug, name, popular, description, children [slug, name, description]].
 * `icon` picks the picture drawn on the category image.
 */
const TREE = [
  [
    'electronics',
    'Electronics',
    1,
    'screen',
    'Phones, laptops, TVs and solar power gear from trusted Zimbabwean dealers.',
    [
      ['phones', 'Phones', 'Smartphones and feature phones with local warranty.'],
      ['laptops', 'Laptops', 'Laptops for school, office and business use.'],
      ['tvs-and-audio', 'TVs & Audio', 'Smart TVs, sound bars and Bluetooth speakers.'],
      ['solar-and-power', 'Solar & Power', 'Solar panels, inverters and batteries to beat load shedding.'],
    ],
  ],
  [
    'motor-vehicles',
    'Motor Vehicles',
    1,
    'car',
    'Cars, bakkies, trucks and kombis for sale by dealers and private sellers.',
    [
      ['cars', 'Cars', 'Sedans, hatchbacks and SUVs, locally registered or freshly imported.'],
      ['trucks-and-bakkies', 'Trucks & Bakkies', 'Single cabs, double cabs and trucks for work and farm.'],
      ['buses-and-kombis', 'Buses & Kombis', 'Minibuses and buses for commuter and tour operators.'],
    ],
  ],
  [
    'motor-vehicles-spare-parts',
    'Motor Vehicle Spare Parts',
    0,
    'box',
    'Genuine and aftermarket spares, tyres, batteries and accessories.',
    [
      ['engine-parts', 'Engine Parts', 'Filters, belts, pumps and service kits for popular models.'],
      ['tyres-and-wheels', 'Tyres & Wheels', 'New and part-worn tyres, rims and wheel accessories.'],
      ['car-batteries', 'Car Batteries', 'Maintenance-free batteries for cars, bakkies and trucks.'],
      ['car-accessories', 'Car Accessories', 'Seat covers, dash cams, tow bars and more.'],
    ],
  ],
  [
    'real-estate',
    'Real Estate',
    1,
    'house',
    'Houses, flats, stands and commercial property to buy or rent.',
    [
      ['houses-for-sale', 'Houses for Sale', 'Family homes and townhouses for sale across Zimbabwe.'],
      ['houses-to-rent', 'Houses to Rent', 'Houses, cottages and flats available to rent.'],
      ['stands', 'Stands', 'Residential and commercial stands with title deeds or cession.'],
      ['commercial-property', 'Commercial Property', 'Offices, shops and warehouses for sale or lease.'],
    ],
  ],
  [
    'trades-and-services',
    'Trades & Services',
    0,
    'wrench',
    'Plumbers, electricians, builders and other local professionals.',
    [
      ['plumbing', 'Plumbing', 'Geysers, leaks, boreholes and bathroom installations.'],
      ['electrical-services', 'Electrical Services', 'Wiring, solar installation and electrical compliance certificates.'],
      ['building-and-renovation', 'Building & Renovation', 'Builders, painters, tilers and roofers.'],
      ['cleaning-services', 'Cleaning Services', 'Home, office and post-construction cleaning.'],
      ['vehicle-servicing', 'Vehicle Servicing', 'Mobile mechanics, panel beating and car servicing.'],
    ],
  ],
  [
    'food-and-grocery',
    'Food & Grocery',
    1,
    'basket',
    'Groceries, fresh produce and meat from local shops and farms.',
    [
      ['staples-and-grains', 'Staples & Grains', 'Mealie meal, rice, flour, sugar and cooking oil.'],
      ['fresh-produce', 'Fresh Produce', 'Vegetables and fruit fresh from Zimbabwean farms.'],
      ['meat-and-poultry', 'Meat & Poultry', 'Beef, road runner chicken, pork and fish.'],
      ['beverages', 'Beverages', 'Maheu, juices, tea, coffee and soft drinks.'],
    ],
  ],
  [
    'clothing-apparel',
    'Clothing & Apparel',
    1,
    'shirt',
    'Fashion for men, women and children, plus school uniforms.',
    [
      ['mens-clothing', "Men's Clothing", 'Shirts, trousers, jackets and traditional wear for men.'],
      ['womens-clothing', "Women's Clothing", 'Dresses, tops, skirts and Ankara prints for women.'],
      ['kids-clothing', "Kids' Clothing", 'Comfortable everyday clothing for babies and children.'],
      ['school-uniforms', 'School Uniforms', 'Blazers, jerseys, shirts and tunics for Zimbabwean schools.'],
    ],
  ],
  [
    'hats',
    'Hats',
    0,
    'cap',
    'Caps, bucket hats, sun hats and beanies for every season.',
    [
      ['caps', 'Caps', 'Baseball caps, snapbacks and trucker caps.'],
      ['bucket-hats', 'Bucket Hats', 'Bucket hats in local prints and team colours.'],
      ['sun-hats', 'Sun Hats', 'Wide-brim and straw hats for the Zimbabwean sun.'],
      ['beanies', 'Beanies', 'Knitted beanies for cold winter mornings.'],
    ],
  ],
  [
    'books-and-stationery',
    'Books & Stationery',
    0,
    'book',
    'Textbooks, novels and stationery for school and office.',
    [
      ['textbooks', 'Textbooks', 'ZIMSEC and Cambridge textbooks and study guides.'],
      ['novels-and-fiction', 'Novels & Fiction', 'Zimbabwean and African literature and bestsellers.'],
      ['office-stationery', 'Office Stationery', 'Paper, files, pens and printer supplies.'],
      ['school-supplies', 'School Supplies', 'Exercise books, maths sets and school bags.'],
    ],
  ],
  [
    'health-and-beauty',
    'Health & Beauty',
    0,
    'box',
    'Skincare, hair care, fragrances and wellness products.',
    [
      ['skincare', 'Skincare', 'Moisturisers, sunscreens and natural skincare.'],
      ['hair-care', 'Hair Care', 'Braids, wigs, relaxers and natural hair products.'],
      ['fragrances', 'Fragrances', 'Perfumes, body sprays and gift sets.'],
      ['wellness', 'Wellness', 'Vitamins, first aid and personal care.'],
    ],
  ],
  [
    'home-and-garden',
    'Home & Garden',
    1,
    'box',
    'Furniture, kitchenware, decor and garden tools.',
    [
      ['furniture', 'Furniture', 'Lounge suites, beds and dining sets, locally made and imported.'],
      ['kitchenware', 'Kitchenware', 'Pots, three-legged cookware, gas stoves and utensils.'],
      ['home-decor', 'Home Decor', 'Rugs, curtains, stone sculpture and baskets.'],
      ['garden-tools', 'Garden Tools', 'Hoes, wheelbarrows, hosepipes and lawnmowers.'],
    ],
  ],
  [
    'construction-and-hardware',
    'Construction & Hardware',
    1,
    'box',
    'Cement, roofing, plumbing supplies, tools and safety gear.',
    [
      ['cement-and-bricks', 'Cement & Bricks', 'Cement, common bricks, blocks, sand and river stone.'],
      ['roofing-and-timber', 'Roofing & Timber', 'IBR sheets, roof trusses, timber and ceiling boards.'],
      ['plumbing-and-electrical-supplies', 'Plumbing & Electrical Supplies', 'Pipes, fittings, cables and switchgear.'],
      ['power-tools', 'Power Tools', 'Drills, grinders, generators and welders.'],
      ['safety-and-industrial', 'Safety & Industrial', 'PPE, work wear and industrial consumables.'],
    ],
  ],
  [
    'farming-supplies',
    'Farming Supplies',
    1,
    'leaf',
    'Seed, fertiliser, stock feed and irrigation for every farmer.',
    [
      ['seeds', 'Seeds', 'Certified maize, soya and vegetable seed.'],
      ['fertilisers', 'Fertilisers', 'Compound D, AN, urea and organic fertilisers.'],
      ['livestock-feed', 'Livestock Feed', 'Broiler, layer, dairy and pig feeds.'],
      ['irrigation', 'Irrigation', 'Drip kits, pumps, tanks and sprinklers.'],
    ],
  ],
  [
    'sports-and-leisure',
    'Sports & Leisure',
    0,
    'box',
    'Sports kit, fitness gear, bicycles and camping equipment.',
    [
      ['football', 'Football', 'Balls, boots, jerseys and training gear.'],
      ['fitness-equipment', 'Fitness Equipment', 'Weights, mats and home gym equipment.'],
      ['camping-and-outdoor', 'Camping & Outdoor', 'Tents, cooler boxes and braai gear.'],
      ['bicycles', 'Bicycles', 'Mountain bikes, kids bikes and accessories.'],
    ],
  ],
  [
    'hire-items',
    'Hire Items',
    0,
    'tent',
    'Tents, chairs, tools and vehicles to hire by the hour, day or week.',
    [
      ['tent-hire', 'Tent Hire', 'Wedding, funeral and event tents with setup.'],
      ['chairs-and-tables-hire', 'Chairs & Tables Hire', 'Chairs, tables, linen and decor for events.'],
      ['tool-and-equipment-hire', 'Tool & Equipment Hire', 'Concrete mixers, compactors, scaffolding and generators.'],
      ['vehicle-hire', 'Vehicle Hire', 'Cars, bakkies and kombis for hire.'],
    ],
  ],
  [
    'auctions',
    'Auctions',
    0,
    'gavel',
    'Bid on vehicles, property, equipment and household goods.',
    [
      ['vehicle-auctions', 'Vehicle Auctions', 'Cars, trucks and buses under the hammer.'],
      ['property-auctions', 'Property Auctions', 'Houses, stands and commercial property on auction.'],
      ['equipment-auctions', 'Equipment Auctions', 'Plant, machinery and office equipment on auction.'],
      ['household-auctions', 'Household Auctions', 'Furniture and household goods on auction.'],
    ],
  ],
];

/** Flat list: top-level categories get ids 1..16, children follow from 17 in tree order. */
export const productCategories = [];
let childId = TREE.length + 1;
TREE.forEach(([slug, name, popular, icon, description], i) => {
  productCategories.push({ id: i + 1, slug, name, parentId: null, description, icon, menuOrder: i + 1, isPopular: popular });
});
TREE.forEach(([, , , icon, , children], i) => {
  children.forEach(([slug, name, description], j) => {
    productCategories.push({ id: childId++, slug, name, parentId: i + 1, description, icon, menuOrder: j + 1, isPopular: 0 });
  });
});
for (const c of productCategories) c.image = `/images/seed/categories/${c.slug}.svg`;

export const categoryBySlug = new Map(productCategories.map((c) => [c.slug, c]));

/** Top-level category of a category. */
export function topOf(cat) {
  return cat.parentId === null ? cat : productCategories[cat.parentId - 1];
}

/** Attributes: [slug, name, top-level category slug, terms]. */
const ATTRIBUTES = [
  ['clothing-size', 'Size', 'clothing-apparel', ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'Age 4-6', 'Age 7-9', 'Age 10-12']],
  [
    'clothing-colour',
    'Colour',
    'clothing-apparel',
    ['Black', 'White', 'Navy', 'Maroon', 'Green', 'Khaki', 'Grey', 'Red', 'Royal Blue', 'Mustard', 'Yellow'],
  ],
  ['hat-size', 'Size', 'hats', ['S/M', 'L/XL', 'One Size']],
  ['hat-colour', 'Colour', 'hats', ['Black', 'Navy', 'Green', 'Khaki', 'Red', 'Yellow', 'White', 'Grey']],
  ['hat-style', 'Style', 'hats', ['Baseball', 'Snapback', 'Trucker', 'Bucket', 'Wide Brim', 'Beanie']],
  [
    'electronics-brand',
    'Brand',
    'electronics',
    ['Samsung', 'Tecno', 'Infinix', 'Apple', 'HP', 'Lenovo', 'Dell', 'Hisense', 'LG', 'Sony', 'JBL', 'Jinko Solar', 'Growatt', 'Pylontech'],
  ],
  ['electronics-condition', 'Condition', 'electronics', ['New', 'Refurbished', 'Used']],
  ['home-material', 'Material', 'home-and-garden', ['Wood', 'Metal', 'Plastic', 'Glass', 'Fabric', 'Ceramic', 'Stone', 'Natural Fibre']],
  ['vehicle-body-type', 'Body Type', 'motor-vehicles', ['Sedan', 'Hatchback', 'SUV', 'Double Cab', 'Single Cab', 'Minibus', 'Bus', 'Truck']],
];

export const attributes = [];
export const attributeTerms = [];
/** Lookup: `${attributeSlug}:${termName}` → term id. */
export const termId = new Map();
ATTRIBUTES.forEach(([slug, name, top, terms], i) => {
  const attr = { id: i + 1, slug, name, categoryId: categoryBySlug.get(top).id };
  attributes.push(attr);
  for (const term of terms) {
    const t = { id: attributeTerms.length + 1, attributeId: attr.id, slug: slugify(term), name: term };
    attributeTerms.push(t);
    termId.set(`${slug}:${term}`, t.id);
  }
});

/** Term id for an attribute/term pair; throws on a typo so bad data never reaches the SQL. */
export function term(attrSlug, name) {
  const id = termId.get(`${attrSlug}:${name}`);
  if (!id) throw new Error(`Unknown attribute term ${attrSlug}:${name}`);
  return id;
}
