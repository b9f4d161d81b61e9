/**
 * The header's and footer's words, finished on the server in the page's language (chrome-text.server.ts) and
 * handed over in the root loader's data: the client never holds a catalogue, only these strings.
 */
import type { CardText } from '~/components/card-text';

export interface ChromeText {
  skipToContent: string;
  homeSuffix: string;
  accountNav: string;
  dashboard: string;
  sell: string;
  cart: string;
  cartLabel: string;
  admin: string;
  loggedInAs: string;
  account: string;
  notificationsLabel: string;
  logOut: string;
  logIn: string;
  searchLabel: string;
  searchPlaceholder: string;
  searchSubmit: string;
  searchSuggestions: string;
  footerAbout: string;
  deals: string;
  company: string;
  support: string;
  pricesInUsd: string;
  lowDataMode: string;
  loadingPage: string;
  sending: string;
  /** Product cards' and prices' words (components/card-text.ts). */
  card: CardText;
}
