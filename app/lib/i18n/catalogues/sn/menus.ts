import type { AreaCatalogue } from '../area';
import type { menus as english } from '../en/menus';

export const menus: AreaCatalogue<typeof english> = {
  'menu.aboutUs': 'Nezvedu',
  'menu.terms': 'Mitemo',
  'menu.privacy': 'Kuvanzika',
  'menu.stores': 'Zvitoro',
  'menu.company': 'Kambani',
  'menu.blog': 'Bhurogu',
  'menu.developers': 'Vagadziri vemapurogiramu',
  'menu.howToBuy': 'Matengero',
  'menu.howToSell': 'Matengesero',
  'menu.delivery': 'Kuendeswa kwezvinhu',
  'menu.deals': 'Zvakadzikiswa',
  'menu.allCategories': 'Marudzi ese',
  'menu.faqs': 'Mibvunzo inowanzobvunzwa',
  'menu.support': 'Rubatsiro',
  'menu.contactUs': 'Taura nesu',
  'menu.shoppingCentres': 'Nzvimbo dzekutengera',
};
