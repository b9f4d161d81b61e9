/** Site pages (one-line trusted HTML) and the footer and main menus. */

const h2 = (t) => `<h2>${t}</h2>`;
const p = (t) => `<p>${t}</p>`;
const ul = (items) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const a = (href, t) => `<a href="${href}">${t}</a>`;

/** [slug, title, excerpt, content parts, updated_at] */
const PAGES = [
  [
    'about-us',
    'About Us',
    'Musika connects Zimbabwean buyers with trusted local businesses, from Harare to Masvingo.',
    [
      h2('Zimbabwe’s marketplace'),
      p(
        'Musika is an online marketplace built in Zimbabwe for Zimbabweans. We bring together shops, farmers, estate agents, car dealers, tradespeople and hire companies so you can find what you need close to home and deal directly with the seller.',
      ),
      h2('What you can find'),
      ul([
        'Groceries, fresh produce and farm inputs',
        'Phones, laptops and solar power systems',
        'Houses, stands and commercial property to buy or rent',
        'Cars, bakkies, kombis and spare parts',
        'Plumbers, electricians, builders and event hire',
        'Auctions of vehicles, property and equipment',
      ]),
      h2('Why Musika'),
      p(
        'Every business on Musika has a storefront with its address, opening times and WhatsApp number, so you always know who you are buying from. You pay the store when your order is delivered or when you collect it.',
      ),
    ],
    '2026-02-02T08:00:00.000Z',
  ],
  [
    'terms-and-conditions',
    'Terms and Conditions',
    'The rules for buying and selling on Musika.',
    [
      h2('Using Musika'),
      p(
        'By using Musika you agree to these terms. Musika is a platform that connects buyers and sellers; the contract for each sale is between the buyer and the business that lists the item.',
      ),
      h2('Sellers'),
      ul([
        'Listings must describe items honestly, with real photos and prices in US dollars.',
        'Sellers must hold the right to sell what they list, including title deeds for property and registration books for vehicles.',
        'Prohibited items such as weapons, drugs, counterfeit goods and wildlife products may not be listed.',
      ]),
      h2('Buyers'),
      ul([
        'Check items on collection or delivery before you pay the balance.',
        'Auction bids are binding once an auction is approved and closes in your favour.',
        'Report any suspicious listing to our support team.',
      ]),
      h2('Liability'),
      p(
        'Musika does its best to keep listings accurate but cannot guarantee every item. Disputes are handled first between buyer and seller; our support team will help mediate where needed.',
      ),
    ],
    '2026-02-02T08:00:00.000Z',
  ],
  [
    'privacy-policy',
    'Privacy Policy',
    'How Musika collects, uses and protects your personal information.',
    [
      h2('Information we collect'),
      ul([
        'Your name, email address and WhatsApp number when you create an account',
        'Business details you publish on your storefront',
        'Orders, messages and offers you send through Musika',
        'Approximate location when you search for items near you, only with your permission',
      ]),
      h2('How we use it'),
      p(
        'We use your information to run your account, show your listings, connect you with buyers and sellers, and keep the marketplace safe. We do not sell your personal information.',
      ),
      h2('Your choices'),
      p(
        'You can update your details or close your account at any time from your account settings. Contact us to request a copy of the information we hold about you, in line with the Cyber and Data Protection Act.',
      ),
    ],
    '2026-02-02T08:00:00.000Z',
  ],
  [
    'how-to-buy',
    'How to Buy',
    'Find, pay for and receive items safely on Musika.',
    [
      h2('Find what you need'),
      p(
        'Browse by category, search by name or use near-you search to find sellers in your city. Each listing shows the price in US dollars, the seller’s suburb and their opening times.',
      ),
      h2('Place your order'),
      ul([
        'Add items to your cart or message the seller on WhatsApp with any questions.',
        'Choose delivery within your city or collection from the shop.',
        'Pay as you check out with EcoCash, OneMoney, InnBucks or a card through Paynow, or pay the store when your order is delivered or when you collect it.',
      ]),
      h2('Buyer safety tips'),
      ul([
        'Meet in a busy public place or at the seller’s shop, during business hours.',
        'Inspect goods before paying in full, and never pay a deposit for a vehicle or house you have not viewed.',
        'For property, ask to see title deeds and confirm them at the Deeds Office.',
        'For vehicles, check the registration book and have a mechanic inspect the car.',
        'Keep your conversations and payments on record, and report anything suspicious.',
      ]),
    ],
    '2026-11-26T08:00:00.000Z',
  ],
  // Says only what a store can do on Musika today (issue 31: it once said packages could not be bought on the site,
  // and that buyers only pay on delivery); tests/integration/site-copy.test.ts reads it for the old claims.
  [
    'how-to-sell',
    'How to Sell',
    'What stores can do on Musika today, and how to start.',
    [
      h2('Start with a package'),
      p(
        `${a('/register/', 'Register')}, then choose a package under ${a('/account/subscriptions', 'Sell')} and pay for it on the website with EcoCash, OneMoney, InnBucks or a card through Paynow. New vendors can start with a free trial. Need something bigger? Ask for a custom package from the same page.`,
      ),
      h2('Open your storefront'),
      p(
        `From ${a('/dashboard/', 'your dashboard')}, create your business — what it sells, where to find you, your opening hours and your logo — then add your products one at a time, or many at once from a spreadsheet. ${a('/sell-items', 'Selling on Musika')} walks you through it.`,
      ),
      h2('Orders and payments'),
      ul([
        'Buyers pay as they check out with EcoCash, OneMoney, InnBucks or a card through Paynow, or pay you on delivery or when they collect. You are notified of every new order and move it on from your dashboard.',
        `What buyers pay online is collected by Musika and credited to your store, less the commission of your package. ${a('/dashboard/earnings/', 'Earnings')} shows what you are owed, and you ask there for a payout to your EcoCash or OneMoney number or a bank account.`,
      ]),
      h2('What else your store can do'),
      ul([
        'Answer buyer requests: stores see what people are looking for and reply with a product and a price.',
        'Receive offers on your products, then accept, counter or decline them from your offers inbox, and send the buyer a link by WhatsApp or SMS.',
        'Chat with buyers, take bookings for services and hire items, and run auctions.',
        `Promote your products with ${a('/dashboard/ads-management', 'ads')} paid from your ads balance, and see their views and clicks.`,
        'Show your address, opening times and WhatsApp number on your storefront.',
      ]),
      h2('Get more buyers'),
      p('Reply quickly on WhatsApp, keep your prices honest and ask happy customers to review what they bought.'),
    ],
    '2026-11-26T08:00:00.000Z',
  ],
  [
    'delivery-and-collection',
    'Delivery and Collection',
    'Delivery within your city or collection from the seller.',
    [
      h2('Delivery within cities'),
      p(
        'Many sellers deliver within Harare, Bulawayo, Mutare, Gweru and Masvingo, usually on the same or next working day. Delivery fees are set by each seller and shown before you confirm.',
      ),
      h2('Collection'),
      ul([
        'Collect from the seller’s shop during its opening times.',
        'Bring your order number and ID.',
        'Check your goods at the counter before you leave.',
      ]),
      h2('Large items'),
      p(
        'Building materials, furniture, vehicles and farm inputs are delivered by the seller’s own trucks or a transporter you agree on. Confirm access to your site and who will offload before the delivery day.',
      ),
    ],
    '2026-02-10T08:00:00.000Z',
  ],
  [
    'contact-us-info',
    'Contact Us',
    'Reach the Musika support team by WhatsApp, email or phone.',
    [
      h2('Get in touch'),
      p('Our support team is available Monday to Friday from 08:00 to 17:00 and on Saturday from 08:00 to 13:00.'),
      ul([
        'WhatsApp: +263 77 200 3000',
        `Email: ${a('mailto:support@musika.co.zw', 'support@musika.co.zw')}`,
        'Phone: +263 242 700 100',
        'Office: 3rd Floor, 45 Samora Machel Avenue, Harare',
      ]),
      h2('Before you contact us'),
      p(
        `Most questions are answered in our ${a('/how-to-buy/', 'how to buy')} and ${a('/how-to-sell/', 'how to sell')} guides. For a problem with an order, message the seller first; if it is not resolved within two working days, contact us with your order number.`,
      ),
    ],
    '2026-02-10T08:00:00.000Z',
  ],
  [
    'returns-and-refunds',
    'Returns and Refunds',
    'What to do if an item is faulty or not as described.',
    [
      h2('Faulty or not as described'),
      p(
        'If an item is faulty or does not match its listing, tell the seller within seven days of delivery or collection. Most sellers offer a repair, replacement or refund.',
      ),
      h2('Refunds'),
      ul([
        'Refunds are paid by the store, the same way you paid it.',
        'Perishable food, underwear and custom orders cannot be returned unless faulty.',
        'Services, hire items and auctions follow the terms stated on each listing.',
      ]),
    ],
    '2026-02-10T08:00:00.000Z',
  ],
];

export const pages = PAGES.map(([slug, title, excerpt, parts, updatedAt], i) => ({
  id: i + 1,
  slug,
  title,
  excerpt,
  content: parts.join(''),
  updatedAt,
}));

/** [slug, name, items [title, url]] */
const MENUS = [
  [
    'footer-company',
    'Company',
    [
      ['About us', '/about-us/'],
      ['Terms', '/terms-and-conditions/'],
      ['Privacy', '/privacy-policy/'],
      ['Stores', '/vendors'],
      ['Company', '/company'],
      ['Blog', '/blog'],
    ],
  ],
  [
    'footer-support',
    'Support',
    [
      ['How to buy', '/how-to-buy/'],
      ['How to sell', '/how-to-sell/'],
      ['Delivery', '/delivery-and-collection/'],
      ['Deals', '/shop/featured/'],
      ['All categories', '/category'],
      ['FAQs', '/faqs'],
      ['Support', '/support'],
      ['Contact us', '/contact-us'],
      ['Shopping centres', '/shopping-centres'],
    ],
  ],
  [
    'main-menu',
    'Main menu',
    [
      ['Home', '/'],
      ['Deals', '/shop/featured/'],
      ['Categories', '/category'],
      ['Real Estate', '/real-estate'],
      ['Motor Vehicles', '/motor-vehicles'],
      ['Stores', '/vendors'],
    ],
  ],
];

export const menus = MENUS.map(([slug, name], i) => ({ id: i + 1, slug, name }));
export const menuItems = MENUS.flatMap(([, , items], m) =>
  items.map(([title, url], pos) => ({ menuId: m + 1, parentId: null, title, url, position: pos })),
);
menuItems.forEach((item, i) => {
  item.id = i + 1;
});
