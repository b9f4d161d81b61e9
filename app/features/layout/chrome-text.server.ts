/** The header's and footer's words in the page's language (chrome-text.ts says why they are finished here). */
import type { Translate } from '~/lib/i18n/translate.server';
import { cardText } from '~/components/card-text.server';
import type { ChromeText } from './chrome-text';

export function chromeText(t: Translate, counts: { cart: number; unread: number; viewerName: string | null }): ChromeText {
  return {
    skipToContent: t('chrome.skipToContent'),
    homeSuffix: t('chrome.homeSuffix'),
    accountNav: t('chrome.accountNav'),
    dashboard: t('chrome.dashboard'),
    sell: t('chrome.sell'),
    cart: t('chrome.cart'),
    cartLabel: t('chrome.cartLabel', { count: counts.cart }),
    admin: t('chrome.admin'),
    loggedInAs: counts.viewerName === null ? '' : t('chrome.loggedInAs', { name: counts.viewerName }),
    account: t('chrome.account'),
    notificationsLabel: t('chrome.notificationsLabel', { count: counts.unread }),
    logOut: t('chrome.logOut'),
    logIn: t('chrome.logIn'),
    searchLabel: t('chrome.searchLabel'),
    searchPlaceholder: t('chrome.searchPlaceholder'),
    searchSubmit: t('chrome.searchSubmit'),
    searchSuggestions: t('chrome.searchSuggestions'),
    footerAbout: t('chrome.footerAbout'),
    deals: t('chrome.deals'),
    company: t('chrome.company'),
    support: t('chrome.support'),
    pricesInUsd: t('chrome.pricesInUsd'),
    lowDataMode: t('chrome.lowDataMode'),
    loadingPage: t('chrome.loadingPage'),
    sending: t('chrome.sending'),
    card: cardText(t),
  };
}
