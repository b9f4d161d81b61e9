/**
 * The product detail variants of spec §2. The route a product is opened through decides the layout; the
 * auction -approved/-rejected routes set the status shown on the page.
 */
export type AuctionRouteStatus = 'APPROVED' | 'REJECTED' | null;

export interface VariantFromPath {
  /** 'real-estate' | 'trades-services' | 'auction' | 'auction-real-estate', or null for the generic route. */
  variant: string | null;
  status: AuctionRouteStatus;
}

export function variantFromPath(pathname: string): VariantFromPath {
  const parts = pathname.split('/').filter(Boolean);
  // ['product', slug] | ['product', variant, slug] | ['product', variant, slug, 'approved' | 'rejected']
  if (parts.length <= 2) return { variant: null, status: null };
  const last = parts[3];
  return {
    variant: parts[1],
    status: last === 'approved' ? 'APPROVED' : last === 'rejected' ? 'REJECTED' : null,
  };
}

const variantByKind: Record<string, string | null> = {
  REAL_ESTATE: 'real-estate',
  TRADES_SERVICES: 'trades-services',
  AUCTION: 'auction',
  AUCTION_REAL_ESTATE: 'auction-real-estate',
};

/** Whether a product of this kind belongs on this variant's route (else the loader redirects). */
export function variantMatchesKind(variant: string | null, kind: string): boolean {
  return (variantByKind[kind] ?? null) === variant;
}
