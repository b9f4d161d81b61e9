/**
 * English, the source catalogue: its keys are the message keys (MessageKey) and its texts are exactly the
 * English the site showed before translation (existing tests assert them). ICU MessageFormat: `{name}` is a
 * value, `{count, plural, one {…} other {…}}` a plural. Translators: docs/glossary/marketplace-terms.md.
 */
export const en = {
  'chrome.skipToContent': 'Skip to content',
  'chrome.homeSuffix': ' home',
  'chrome.accountNav': 'Account',
  'chrome.dashboard': 'Dashboard',
  'chrome.sell': 'Sell',
  'chrome.cart': 'Cart',
  'chrome.cartLabel': '{count, plural, one {Cart, # item} other {Cart, # items}}',
  'chrome.admin': 'Admin',
  'chrome.loggedInAs': 'Logged in as {name}',
  'chrome.account': 'Account',
  'chrome.notificationsLabel': 'Notifications, {count} unread',
  'chrome.logOut': 'Log out',
  'chrome.logIn': 'Log in',
  'chrome.searchLabel': 'Search products',
  'chrome.searchPlaceholder': 'Search products, cars, houses…',
  'chrome.searchSubmit': 'Search',
  'chrome.searchSuggestions': 'Suggestions',
  'chrome.footerAbout':
    "Zimbabwe's marketplace: buy from local stores in Harare, Bulawayo, Mutare, Gweru and beyond. Pay the store on delivery or when you collect, or pay now with EcoCash, OneMoney, InnBucks or a card through Paynow.",
  'chrome.deals': "Today's deals →",
  'chrome.company': 'Company',
  'chrome.support': 'Support',
  'chrome.pricesInUsd': 'Prices in US dollars',
  'language.label': 'Language',
  'language.submit': 'Change language',
} as const;

export type MessageKey = keyof typeof en;
/** Every other language has every key (checked by tsc here and by i18n-catalogues.test.ts at run time). */
export type Catalogue = Record<MessageKey, string>;
