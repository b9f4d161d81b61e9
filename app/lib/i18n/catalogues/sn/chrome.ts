import type { AreaCatalogue } from '../area';
import type { chrome as english } from '../en/chrome';

export const chrome: AreaCatalogue<typeof english> = {
  'chrome.skipToContent': 'Svetukira kune zviri mukati',
  'chrome.homeSuffix': ' peji rekutanga',
  'chrome.accountNav': 'Akaundi',
  'chrome.dashboard': 'Dhashibhodhi',
  'chrome.sell': 'Tengesa',
  'chrome.cart': 'Tswanda',
  'chrome.cartLabel': '{count, plural, one {Tswanda, chinhu #} other {Tswanda, zvinhu #}}',
  'chrome.admin': 'Vatungamiri',
  'chrome.loggedInAs': 'Wapinda sa{name}',
  'chrome.account': 'Akaundi',
  'chrome.notificationsLabel': 'Zviziviso, {count} zvisati zvaverengwa',
  'chrome.logOut': 'Buda',
  'chrome.logIn': 'Pinda',
  'chrome.searchLabel': 'Tsvaga zvinhu',
  'chrome.searchPlaceholder': 'Tsvaga zvinhu, motokari, dzimba…',
  'chrome.searchSubmit': 'Tsvaga',
  'chrome.searchSuggestions': 'Mazano',
  'chrome.footerAbout':
    'Musika weZimbabwe: tenga kubva kuzvitoro zvemuno muHarare, Bulawayo, Mutare, Gweru nekumwewo. Bhadhara chitoro kana zvaunzwa kana paunozvitora, kana kuti bhadhara izvozvi neEcoCash, OneMoney, InnBucks kana kadhi kuburikidza nePaynow.',
  'chrome.deals': 'Zvakadzikiswa nhasi →',
  'chrome.company': 'Kambani',
  'chrome.support': 'Rubatsiro',
  'chrome.pricesInUsd': 'Mitengo iri mumadhora eAmerica',
  'chrome.lowDataMode': 'Kushandisa data shoma',
  'chrome.loadingPage': 'Peji riri kuuya…',
  'chrome.sending': 'Kutumira…',
  'language.label': 'Mutauro',
  'language.submit': 'Chinja mutauro',
  'common.home': 'Kumba',
};
