/**
 * The words of product cards and prices (issue 33 §3), finished on the server in the page's language
 * (card-text.server.ts) and handed to every page through the root loader's `chrome`; components read them with
 * `useCardText()` (features/money/zwg-rate.tsx). English is the default, so a card rendered outside a page (a unit
 * test, a root loader that failed) still reads as the site always did. `km` is a message: `{km}` is filled here.
 */
import { kindLabel } from '~/lib/product-links';

export interface CardText {
  auction: string;
  deal: string;
  featured: string;
  km: string;
  was: string;
  /** "per day" by rate unit (hour, day, week, job). */
  per: Record<string, string>;
  /** Product kinds by their API name (GENERAL, REAL_ESTATE…). */
  kind: Record<string, string>;
}

export const ENGLISH_CARD_TEXT: CardText = {
  auction: 'Auction',
  deal: 'Deal',
  featured: 'Featured',
  km: '{km} km away',
  was: 'Was ',
  per: { hour: 'per hour', day: 'per day', week: 'per week', job: 'per job' },
  kind: kindLabel,
};
