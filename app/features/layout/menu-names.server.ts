/**
 * The footer's menus in the page's language (issue 33 §3). The menus are the editors' (admin content menus), but the
 * links they start with are the site's own: a link still titled as seeded is shown in the language; a link an editor
 * added or renamed keeps its title, marked as theirs (translate="no").
 */
import type { Language } from '~/lib/i18n/language';
import { CATALOGUES, type MessageKey, type Translate } from '~/lib/i18n/translate.server';

const SEEDED: Record<string, MessageKey> = {
  '/about-us/': 'menu.aboutUs',
  '/terms-and-conditions/': 'menu.terms',
  '/privacy-policy/': 'menu.privacy',
  '/vendors': 'menu.stores',
  '/company': 'menu.company',
  '/blog': 'menu.blog',
  '/developers/': 'menu.developers',
  '/how-to-buy/': 'menu.howToBuy',
  '/how-to-sell/': 'menu.howToSell',
  '/delivery-and-collection/': 'menu.delivery',
  '/shop/featured/': 'menu.deals',
  '/category': 'menu.allCategories',
  '/faqs': 'menu.faqs',
  '/support': 'menu.support',
  '/contact-us': 'menu.contactUs',
  '/shopping-centres': 'menu.shoppingCentres',
};

export interface MenuLink {
  id: string;
  title: string;
  url: string;
  /** Set when the title is the site's words in the page's language; otherwise it is the editors'. */
  ours?: true;
}

export function localMenu(t: Translate, language: Language, links: readonly MenuLink[]): MenuLink[] {
  return links.map((link) => {
    const key = SEEDED[link.url];
    if (!key || link.title !== CATALOGUES.en[key]) return link;
    return language === 'en' ? { ...link, ours: true } : { ...link, title: t(key), ours: true };
  });
}
