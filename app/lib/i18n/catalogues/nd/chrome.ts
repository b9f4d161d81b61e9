import type { AreaCatalogue } from '../area';
import type { chrome as english } from '../en/chrome';

export const chrome: AreaCatalogue<typeof english> = {
  'chrome.skipToContent': 'Yeqela kokuphakathi',
  'chrome.homeSuffix': ' ikhasi lokuqala',
  'chrome.accountNav': 'I-akhawunti',
  'chrome.dashboard': 'Idashibhodi',
  'chrome.sell': 'Thengisa',
  'chrome.cart': 'Ibhasikidi',
  'chrome.cartLabel': '{count, plural, one {Ibhasikidi, into #} other {Ibhasikidi, izinto #}}',
  'chrome.admin': 'Abaphathi',
  'chrome.loggedInAs': 'Ungene njengo{name}',
  'chrome.account': 'I-akhawunti',
  'chrome.notificationsLabel': 'Izaziso, {count} ezingakafundwa',
  'chrome.logOut': 'Phuma',
  'chrome.logIn': 'Ngena',
  'chrome.searchLabel': 'Dinga izinto',
  'chrome.searchPlaceholder': 'Dinga izinto, izimoto, izindlu…',
  'chrome.searchSubmit': 'Dinga',
  'chrome.searchSuggestions': 'Iziphakamiso',
  'chrome.footerAbout':
    'Imakethe yeZimbabwe: thenga ezitolo zakuleli eHarare, eBulawayo, eMutare, eGweru lakwezinye izindawo. Bhadala isitolo nxa impahla ifika kumbe nxa uyithatha, kumbe ubhadale khathesi nge-EcoCash, OneMoney, InnBucks kumbe ngekhadi ngePaynow.',
  'chrome.deals': 'Amanani aphansi lamuhla →',
  'chrome.company': 'Inkampani',
  'chrome.support': 'Uncedo',
  'chrome.pricesInUsd': 'Amanani akumadola aseMelika',
  'chrome.lowDataMode': 'Ukusebenzisa idatha encane',
  'chrome.loadingPage': 'Ikhasi liyeza…',
  'chrome.sending': 'Kuyathunyelwa…',
  'language.label': 'Ulimi',
  'language.submit': 'Guqula ulimi',
  'common.home': 'Ekhaya',
};
