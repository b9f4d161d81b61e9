/**
 * Blog and knowledge base (issue #13): articles, videos and FAQs for Zimbabwean buyers and sellers, with their
 * categories. Content is one-line trusted HTML, as a site editor would write it in the CMS. Video posters are
 * SVGs generated here; the videos themselves are embeds played only when a visitor asks (data is expensive).
 */
import { esc, paletteFor, wrap } from './svg.mjs';

const h2 = (t) => `<h2>${t}</h2>`;
const p = (t) => `<p>${t}</p>`;
const ul = (items) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const a = (href, t) => `<a href="${href}">${t}</a>`;

/** [taxonomy, slug, name, description] */
const CATEGORIES = [
  ['category', 'buying-guides', 'Buying guides', 'How to find, check and pay for what you need, safely.'],
  ['category', 'selling-tips', 'Selling tips', 'Grow your store on Musika: listings, photos, prices and service.'],
  ['category', 'updates', 'Updates', 'What is new on Musika.'],
  ['faq_category', 'buying', 'Buying', 'Orders, delivery, returns and staying safe.'],
  ['faq_category', 'selling', 'Selling', 'Vendor accounts, packages, listings and orders.'],
  ['faq_category', 'account', 'Your account', 'Signing in, passwords and your details.'],
];
export const postCategories = CATEGORIES.map(([taxonomy, slug, name, description], i) => ({
  id: i + 1,
  taxonomy,
  slug,
  name,
  description,
  position: i,
}));
const cat = (taxonomy, slug) => postCategories.find((c) => c.taxonomy === taxonomy && c.slug === slug).id;

/** [slug, title, excerpt, category, sticky, published, content parts] */
const ARTICLES = [
  [
    'buying-a-used-car-in-harare',
    'Buying a used car in Harare: a checklist',
    'From the registration book to the test drive: what to check before you pay for a second-hand car.',
    'buying-guides',
    true,
    '2026-03-02',
    [
      p(
        'A Honda Fit or Toyota Aqua is still the most searched car on Musika. Whatever you buy, these checks take an afternoon and can save you thousands of dollars.',
      ),
      h2('Before you view'),
      ul([
        'Ask the seller for the registration book and the ZINARA licence disc details.',
        `Check the asking price against similar listings in the ${a('/motor-vehicles', 'motor vehicles')} category.`,
        'Agree to meet at the dealer’s yard or a busy service station, in daylight.',
      ]),
      h2('At the viewing'),
      ul([
        'Match the chassis and engine numbers to the registration book.',
        'Start the engine from cold and listen for knocks; check for blue or white smoke.',
        'Drive on a rough road as well as tar: suspension faults show quickly on our roads.',
        'Take it to a mechanic you trust; most charge around US$20 for an inspection.',
      ]),
      h2('Paying and changing ownership'),
      p(
        'Never pay a deposit on a car you have not seen. Pay through a method that leaves a record, sign a sale agreement with both ID numbers, and change ownership at the Central Vehicle Registry together with the seller.',
      ),
    ],
  ],
  [
    'solar-systems-for-load-shedding',
    'Choosing a solar system for load-shedding',
    'Panels, batteries and inverters explained, with what a Harare household actually needs.',
    'buying-guides',
    false,
    '2026-02-20',
    [
      p(
        'With power cuts lasting many hours, a home solar system is one of the biggest purchases Zimbabwean families make. Sizing it right matters more than the brand.',
      ),
      h2('Work out your load'),
      p(
        'List what must run during a cut — lights, the fridge, the TV, the router, phone chargers — and add up their watts. A typical household backup needs a 3 kVA inverter and 5 kWh of lithium battery.',
      ),
      h2('What to ask the seller'),
      ul([
        'Is the battery lithium (LiFePO4) or lead-acid, and how many cycles is it rated for?',
        'Is installation included, and is the installer registered with ZERA?',
        'What warranty covers the inverter and the battery, and who honours it in Zimbabwe?',
      ]),
      p(`Compare systems from several ${a('/category/electronics', 'electronics stores')} and ask for a written quotation before you pay.`),
    ],
  ],
  [
    'buying-a-stand-safely',
    'Buying a residential stand without getting scammed',
    'Double-sold stands are a real risk. Here is how to check a stand before you pay a cent.',
    'buying-guides',
    false,
    '2026-01-28',
    [
      p('Residential stands around Harare, Ruwa and Bulawayo sell quickly, and so do fake ones. A few checks protect you.'),
      ul([
        'Ask for the title deed or the council’s agreement of sale, and search it at the Deeds Office.',
        'Visit the council planning office to confirm the stand number and that the layout is approved.',
        'Pay through a registered estate agent’s trust account, never in cash to an individual.',
        'Have a lawyer draw up the agreement of sale and handle transfer.',
      ]),
      p(
        `Every estate agent on Musika shows a storefront with an address you can visit. Browse ${a('/real-estate', 'real estate')} listings to compare prices.`,
      ),
    ],
  ],
  [
    'great-product-photos-with-your-phone',
    'Great product photos with just your phone',
    'Buyers decide in seconds. Five habits that make your listings stand out.',
    'selling-tips',
    true,
    '2026-02-25',
    [
      p('You do not need a camera or a studio. Stores with clear photos on Musika get far more WhatsApp enquiries than stores without.'),
      ul([
        'Shoot by a window in daylight; switch the flash off.',
        'Use a plain background: a white sheet or a clean wall.',
        'Show the whole item first, then details, labels and any wear.',
        'Wipe your phone’s lens — it is the easiest fix there is.',
        'Photograph sizes next to something familiar, like a 2-litre bottle.',
      ]),
      p(`Add up to eight photos per listing from your ${a('/dashboard/', 'dashboard')}.`),
    ],
  ],
  [
    'pricing-in-usd-and-zig',
    'Pricing in US dollars and ZiG',
    'How Musika shows prices in both currencies, and how to set yours.',
    'selling-tips',
    false,
    '2026-02-12',
    [
      p(
        'Prices on Musika are set in US dollars. Next to each price, buyers see the ZiG equivalent at the official rate of the day, so nobody has to do the sums.',
      ),
      h2('Tips for setting prices'),
      ul([
        'Round to a clean figure: US$25 reads better than US$24.87.',
        'Include VAT if you are registered, and say so in the description.',
        'Mark genuine discounts with a regular price so your item appears in deals.',
      ]),
    ],
  ],
  [
    'musika-now-takes-ecocash',
    'Pay now with EcoCash, OneMoney or card',
    'Checkout now takes mobile money and cards through Paynow, as well as paying the store on delivery.',
    'updates',
    false,
    '2026-03-10',
    [
      p(
        'You can now pay for orders as you check out with EcoCash, OneMoney, InnBucks or a Visa or Mastercard card, through Paynow. Paying the store on delivery or collection still works as before.',
      ),
      p('Stores receive the money from Paynow and see each paid order marked in their dashboard.'),
    ],
  ],
  [
    'shopping-centres-on-musika',
    'Find stores by shopping centre',
    'See which Musika stores trade at Sam Levy’s Village, Eastgate and more, and whether they are open now.',
    'updates',
    false,
    '2026-03-05',
    [
      p(
        `Planning a trip to town? The new ${a('/shopping-centres', 'shopping centres')} pages list the Musika stores in each centre, their opening hours and whether they are open right now, with a map.`,
      ),
    ],
  ],
];

/**
 * [slug, title, excerpt, category, published, description]. Announced, not yet recorded: no made-up embed ids (issue
 * 31), so their pages say "Video coming soon" until an editor links the recording in the CMS.
 */
const VIDEOS = [
  [
    'how-to-open-your-store',
    'How to open your store on Musika',
    'A five-minute walk through creating your business, adding opening times and your first product.',
    'selling-tips',
    '2026-02-18',
    'From registering a vendor account to publishing your first listing, step by step on a phone.',
  ],
  [
    'spotting-a-fake-listing',
    'Spotting a fake listing',
    'Three signs a listing is too good to be true, and what to do about it.',
    'buying-guides',
    '2026-02-08',
    'Prices far below the market, sellers who will not meet, and requests for deposits: how to recognise them and report the listing.',
  ],
  [
    'answering-buyer-requests',
    'Answering buyer requests',
    'Buyers post what they are looking for. Here is how stores reply with an offer.',
    'selling-tips',
    '2026-01-22',
    'Find requests that match your categories, reply with a product and price, and follow up on WhatsApp.',
  ],
];

/** [category, question, answer parts] */
const FAQS = [
  [
    'buying',
    'How do I pay for an order?',
    [p('Choose at checkout: pay the store on delivery or when you collect, or pay now with EcoCash, OneMoney, InnBucks or a card through Paynow.')],
  ],
  [
    'buying',
    'Do sellers deliver outside their city?',
    [
      p(
        'Each store sets its own delivery areas and fees, shown before you confirm the order. For other towns, ask the seller on WhatsApp about couriers such as bus parcels.',
      ),
    ],
  ],
  [
    'buying',
    'What if my item is faulty?',
    [
      p(
        `Tell the seller within seven days of delivery or collection. If it is not resolved within two working days, ${a('/contact-us', 'contact us')} with your order number.`,
      ),
    ],
  ],
  [
    'buying',
    'How do I report a suspicious listing?',
    [p('Open the listing and choose “Report this product”. Our team reviews every report, usually within one working day.')],
  ],
  [
    'selling',
    'How much does it cost to sell on Musika?',
    [p(`Vendor packages start with a free trial. ${a('/compare-accounts', 'Compare accounts')} shows what each package includes.`)],
  ],
  [
    'selling',
    'Can I list items in bulk?',
    [
      p(
        'Yes. From your dashboard, download the spreadsheet template, fill in your products and upload it; each row is checked before it is published.',
      ),
    ],
  ],
  [
    'selling',
    'How do I know when I have an order?',
    [p('You get a notification in your dashboard inbox for every new order, and the order appears under Orders with its status.')],
  ],
  ['selling', 'Can I have more than one business?', [p('Yes, if your package allows it. Switch between your businesses from the dashboard menu.')]],
  [
    'account',
    'I forgot my password. What now?',
    [p(`Use “Forgot password” on the ${a('/login/', 'login page')}. We e-mail you a link that works once and expires after an hour.`)],
  ],
  [
    'account',
    'How do I change my WhatsApp number?',
    [p('Go to Account, then Settings, and update your WhatsApp number. Sellers use it to reach you about your orders.')],
  ],
];

const at = (day) => `${day}T08:00:00.000Z`;
const slugify = (t) =>
  t
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const posts = [
  ...ARTICLES.map(([slug, title, excerpt, category, sticky, day, parts]) => ({
    postType: 'post',
    slug,
    title,
    excerpt,
    content: parts.join(''),
    categoryId: cat('category', category),
    image: `/images/seed/posts/${slug}.svg`,
    videoUrl: null,
    durationSeconds: null,
    isSticky: sticky,
    position: 0,
    authorName: category === 'updates' ? 'Musika team' : 'Tendai Moyo',
    publishedAt: at(day),
    updatedAt: at(day),
  })),
  ...VIDEOS.map(([slug, title, excerpt, category, day, description]) => ({
    postType: 'video',
    slug,
    title,
    excerpt,
    content: p(description),
    categoryId: cat('category', category),
    image: `/images/seed/posts/${slug}.svg`,
    videoUrl: null,
    durationSeconds: null,
    isSticky: false,
    position: 0,
    authorName: 'Musika team',
    publishedAt: at(day),
    updatedAt: at(day),
  })),
  ...FAQS.map(([category, question, parts], i) => ({
    postType: 'faq',
    slug: slugify(question),
    title: question,
    excerpt: '',
    content: parts.join(''),
    categoryId: cat('faq_category', category),
    image: null,
    videoUrl: null,
    durationSeconds: null,
    isSticky: false,
    position: i,
    authorName: 'Musika team',
    publishedAt: at('2026-01-15'),
    updatedAt: at('2026-01-15'),
  })),
].map((post, i) => ({ id: i + 1, ...post }));

/** Cover and poster images, 1280×720: title on the palette of its slug (no play mark: no seeded video plays yet). */
export function postSvg({ slug, title }) {
  const [from, to] = paletteFor(slug);
  const lines = wrap(title, 30);
  const text = lines
    .map(
      (l, i) =>
        `<text x="640" y="${460 + i * 64}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="52" font-weight="700" fill="#fff">${esc(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1280" height="720" fill="url(#g)"/>${text}</svg>\n`;
}
