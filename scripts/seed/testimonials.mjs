/**
 * The 11 testimonials the site shipped with (spec §1; fields of spec §3 Testimonial), now rows of the testimonials
 * table (migration 0032) that editors change from /admin/content/testimonials/. Written for Musika's Zimbabwean
 * vendors and buyers; a video, where there is one, is a Musika blog video. app/features/testimonials/
 * testimonials.test.ts checks them against the editors' rules (schema/rest/admin-site-content.ts).
 */
const STORIES = [
  {
    customerName: 'Tendai Moyo',
    customerRole: 'Vendor',
    text: 'I sold my first solar kit on Musika the same week I opened my shop. Before, I only had my WhatsApp status and buyers from my own church. Now people in Chitungwiza and Norton find me, ask for a price in ZiG and pay with EcoCash before I deliver.',
    linkText: 'Read Tendai’s story',
    expandable: true,
  },
  {
    customerName: 'Rudo Chikwanha',
    customerRole: 'Buyer',
    text: 'I found a school uniform set for my two boys at a Bulawayo shop for less than town prices. The seller sent photos on WhatsApp and everything arrived at Entumbane in two days.',
    linkText: 'Read Rudo’s story',
    expandable: true,
  },
  {
    customerName: 'Farai Mutasa',
    customerRole: 'Vendor',
    text: 'My spare parts shop in Mbare lists over three hundred items now. The bulk upload saved me a whole weekend of typing, and the orders page tells me exactly what to pack each morning.',
    videoUrl: '/blog/video/how-to-open-your-store',
    linkText: 'Read Farai’s story',
    expandable: true,
  },
  {
    customerName: 'Nyasha Dube',
    customerRole: 'Buyer',
    text: 'Musika showed me which hardware shops near Mutare had cement in stock. I compared three prices in ten minutes instead of driving around all morning.',
    linkText: 'Read Nyasha’s story',
    expandable: true,
  },
  {
    customerName: 'Blessing Ncube',
    customerRole: 'Vendor',
    text: 'Buyer requests are my best customers. Someone asks for a second-hand fridge in Gweru, I answer with a photo and a price, and most times we agree the same day. I have stopped paying for newspaper adverts.',
    videoUrl: '/blog/video/answering-buyer-requests',
    linkText: 'Read Blessing’s story',
    expandable: true,
  },
  {
    customerName: 'Chipo Makoni',
    customerRole: 'Buyer',
    text: 'I bought a stand in Ruwa through a seller I could check on Musika. Seeing the business details and the reviews from other buyers gave me the confidence to go to the viewing.',
    linkText: 'Read Chipo’s story',
    expandable: true,
  },
  {
    customerName: 'Tatenda Sibanda',
    customerRole: 'Vendor',
    text: 'I sell clothes from Avondale flea market and now also online. Shoppers see my stall in the shopping centre listing, come in already knowing what they want, and I sell out faster on Fridays.',
    linkText: 'Read Tatenda’s story',
    expandable: true,
  },
  {
    customerName: 'Kudzai Marufu',
    customerRole: 'Buyer',
    text: 'The prices in both US dollars and ZiG help me plan. I know what I will pay before I even message the seller.',
    linkText: 'Read Kudzai’s story',
    expandable: false,
  },
  {
    customerName: 'Memory Chirwa',
    customerRole: 'Vendor',
    text: 'My bakery in Kwekwe takes orders for birthday cakes through Musika. Customers pay a deposit with EcoCash and I get a notification straight away, so I never bake for a no-show.',
    linkText: 'Read Memory’s story',
    expandable: true,
  },
  {
    customerName: 'Tinashe Gumbo',
    customerRole: 'Buyer',
    text: 'I nearly paid for a phone that was too cheap to be true. The guide on spotting fake listings made me ask for a video call first, and I found a real seller in Harare instead.',
    videoUrl: '/blog/video/spotting-a-fake-listing',
    linkText: 'Read Tinashe’s story',
    expandable: true,
  },
  {
    customerName: 'Sekai Nyathi',
    customerRole: 'Vendor',
    text: 'I started on the free package with ten handbags. Three months later I moved to a paid package because the orders kept coming, and I now employ my cousin to do deliveries in Bulawayo.',
    linkText: 'Read Sekai’s story',
    expandable: true,
  },
];

/** Rows in the order above, all published. */
export const testimonials = STORIES.map((t, i) => ({
  id: i + 1,
  customerName: t.customerName,
  customerRole: t.customerRole,
  text: t.text,
  linkText: t.linkText,
  videoUrl: t.videoUrl ?? null,
  expandable: t.expandable ? 1 : 0,
  position: i,
  status: 'publish',
  updatedAt: '2026-01-01T00:00:00.000Z',
}));
