/**
 * The USD→ZWG rate of the page, from the root loader (one public GraphQL field fetched with the layout, in
 * parallel with the route's own data). Components read it from context: null means "show USD only".
 * The same provider carries the page's language (money is written in its locale, lib/money.ts) and the product
 * cards' words in it (components/card-text.ts), also from the root loader.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { ENGLISH_CARD_TEXT, type CardText } from '~/components/card-text';

const ZwgRateContext = createContext<number | null>(null);
const CardTextContext = createContext<{ lang?: string; card: CardText }>({ card: ENGLISH_CARD_TEXT });

export function ZwgRateProvider({
  rateMicros,
  lang,
  card = ENGLISH_CARD_TEXT,
  children,
}: {
  rateMicros: number | null;
  lang?: string;
  card?: CardText;
  children: ReactNode;
}) {
  return (
    <ZwgRateContext.Provider value={rateMicros}>
      <CardTextContext.Provider value={{ lang, card }}>{children}</CardTextContext.Provider>
    </ZwgRateContext.Provider>
  );
}

/** ZWG per USD in millionths, or null when no rate is known (the API is down or none is set). */
export function useZwgRate(): number | null {
  return useContext(ZwgRateContext);
}

/** The page's language (en, sn, nd; undefined: English) and the cards' words in it. */
export function useCardText(): { lang?: string; card: CardText } {
  return useContext(CardTextContext);
}
