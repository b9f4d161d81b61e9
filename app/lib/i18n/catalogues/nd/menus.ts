import type { AreaCatalogue } from '../area';
import type { menus as english } from '../en/menus';

export const menus: AreaCatalogue<typeof english> = {
  'menu.aboutUs': 'Ngathi',
  'menu.terms': 'Imithetho',
  'menu.privacy': 'Ubumfihlo',
  'menu.stores': 'Izitolo',
  'menu.company': 'Inkampani',
  'menu.blog': 'Ibhulogi',
  'menu.developers': 'Abenzi bezinhlelo',
  'menu.howToBuy': 'Indlela yokuthenga',
  'menu.howToSell': 'Indlela yokuthengisa',
  'menu.delivery': 'Ukulethwa kwempahla',
  'menu.deals': 'Amanani aphansi',
  'menu.allCategories': 'Izinhlobo zonke',
  'menu.faqs': 'Imibuzo evame ukubuzwa',
  'menu.support': 'Uncedo',
  'menu.contactUs': 'Xhumana lathi',
  'menu.shoppingCentres': 'Izindawo zokuthengela',
};
