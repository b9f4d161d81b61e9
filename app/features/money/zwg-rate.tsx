/**
 * The USD→ZWG rate of the page, from the root loader (one public GraphQL field fetched with the layout, in
 * parallel with the route's own data). Components read it from context: null means "show USD only".
 */
import { createContext, useContext, type ReactNode } from 'react';

const ZwgRateContext = createContext<number | null>(null);

export function ZwgRateProvider({ rateMicros, children }: { rateMicros: number | null; children: ReactNode }) {
  return <ZwgRateContext.Provider value={rateMicros}>{children}</ZwgRateContext.Provider>;
}

/** ZWG per USD in millionths, or null when no rate is known (the API is down or none is set). */
export function useZwgRate(): number | null {
  return useContext(ZwgRateContext);
}
