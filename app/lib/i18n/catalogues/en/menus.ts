/** English: the seeded footer menus' links, by the page they open (features/layout/menu-names.server.ts). */
export const menus = {
  'menu.aboutUs': 'About us',
  'menu.terms': 'Terms',
  'menu.privacy': 'Privacy',
  'menu.stores': 'Stores',
  'menu.company': 'Company',
  'menu.blog': 'Blog',
  'menu.developers': 'Developers',
  'menu.howToBuy': 'How to buy',
  'menu.howToSell': 'How to sell',
  'menu.delivery': 'Delivery',
  'menu.deals': 'Deals',
  'menu.allCategories': 'All categories',
  'menu.faqs': 'FAQs',
  'menu.support': 'Support',
  'menu.contactUs': 'Contact us',
  'menu.shoppingCentres': 'Shopping centres',
} as const;
