/**
 * The USD→ZWG rate of the page, from the root loader (one public GraphQL field fetched with the layout, in
 * parallel with the route's own data). Components read it from context: null means "show USD only".
 * The same context carries the page's language (money is written in its locale, lib/money.ts) and the words of
 * product cards, prices and pagers in it (components/card-text.ts), also from the root loader.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { CardText } from '~/components/card-text';

interface PageContext {
  rate: number | null;
  lang?: string;
  /** Always there under the root layout; a component rendered alone (a unit test) has none. */
  card: CardText;
}

const ZwgRateContext = createContext<PageContext>({ rate: null } as PageContext);

export function ZwgRateProvider({
  rateMicros,
  lang,
  card,
  children,
}: {
  rateMicros: number | null;
  lang?: string;
  card?: CardText;
  children: ReactNode;
}) {
  return <ZwgRateContext.Provider value={{ rate: rateMicros, lang, card: card as CardText }}>{children}</ZwgRateContext.Provider>;
}

/** ZWG per USD in millionths, or null when no rate is known (the API is down or none is set). */
export function useZwgRate(): number | null {
  return useContext(ZwgRateContext).rate;
}

/** The page's language (en, sn, nd; undefined: English) and the cards' words in it. */
export function useCardText(): PageContext {
  return useContext(ZwgRateContext);
}
