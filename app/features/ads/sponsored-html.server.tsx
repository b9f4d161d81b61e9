/**
 * A placement's ads as HTML, made in the page's loader (issue #12 item 2). The slot puts it in the page as is,
 * on the server render and on client navigations alike, so no card code reaches the browser (home has no room
 * for it in its JS budget, scripts/client-budget.test.ts). React escapes every text and attribute here.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { CardText } from '~/components/card-text';
import { adWords } from '~/features/catalogue/browse-text.server';
import { ZwgRateProvider } from '~/features/money/zwg-rate';
import { translator } from '~/lib/i18n/translate.server';
import type { SponsoredAdFragment } from '~/graphql/generated/graphql';
import { SponsoredCards } from './sponsored-cards';

/**
 * Null when there is nothing to show (no ad runs, or the ads could not be read): the page keeps its layout.
 * `words`: the page's language and the cards' words in it (browse-text.server.ts `adWords`); English without.
 */
export function sponsoredHtml(
  ads: readonly SponsoredAdFragment[] | null | undefined,
  zwgRateMicros: number | null | undefined,
  words?: { lang: string; card: CardText; mark: string },
): string | null {
  if (!ads?.length) return null;
  const { lang, card, mark } = words ?? adWords('en', translator('en'));
  return renderToStaticMarkup(
    <ZwgRateProvider rateMicros={zwgRateMicros ?? null} lang={lang} card={card}>
      <SponsoredCards ads={ads} mark={mark} />
    </ZwgRateProvider>,
  );
}
