/**
 * A placement's ads as HTML, made in the page's loader (issue #12 item 2). The slot puts it in the page as is,
 * on the server render and on client navigations alike, so no card code reaches the browser (home has no room
 * for it in its JS budget, scripts/client-budget.test.ts). React escapes every text and attribute here.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { CardText } from '~/components/card-text';
import { ZwgRateProvider } from '~/features/money/zwg-rate';
import type { SponsoredAdFragment } from '~/graphql/generated/graphql';
import { SponsoredCards } from './sponsored-cards';

/**
 * Null when there is nothing to show (no ad runs, or the ads could not be read): the page keeps its layout.
 * `words`: the page's language and the cards' words in it (components/card-text.server.ts, `browse.sponsored`).
 */
export function sponsoredHtml(
  ads: readonly SponsoredAdFragment[] | null | undefined,
  zwgRateMicros: number | null | undefined,
  words?: { lang: string; card: CardText; mark: string },
): string | null {
  if (!ads?.length) return null;
  return renderToStaticMarkup(
    <ZwgRateProvider rateMicros={zwgRateMicros ?? null} lang={words?.lang} card={words?.card}>
      <SponsoredCards ads={ads} mark={words?.mark} />
    </ZwgRateProvider>,
  );
}
