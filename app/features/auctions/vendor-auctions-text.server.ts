/**
 * The business's auctions (/dashboard/auctions/) in the page's language (issue 33 §3): phase, result and every
 * figure finished here, money and Harare times included, so vendor-auctions.tsx only shows them. English reads
 * exactly as before.
 */
import type { DashboardAuctions_ListQuery } from '~/graphql/generated/graphql';
import { formatHarareDateTime } from '~/lib/harare-time';
import type { MessageKey } from '~/lib/i18n/catalogues/en';
import { formatDateTimeIn, formatMoneyIn } from '~/lib/i18n/intl-format';
import type { Language } from '~/lib/i18n/language';
import { pick, type Translate } from '~/lib/i18n/translate.server';

type Auction = NonNullable<DashboardAuctions_ListQuery['vendorAuctions']>['auctions'][number];

const PHASE: Record<Auction['phase'], MessageKey> = {
  OPEN: 'vendorListings.phaseOpen',
  NOT_OPEN: 'vendorListings.phaseNotOpen',
  ENDED: 'vendorListings.phaseEnded',
  APPROVED: 'vendorListings.phaseApproved',
  REJECTED: 'vendorListings.phaseRejected',
};
const OUTCOME: Record<NonNullable<Auction['outcome']>, MessageKey> = {
  WON: 'vendorListings.outcomeWon',
  RESERVE_NOT_MET: 'vendorListings.outcomeReserveNotMet',
  NO_BIDS: 'vendorListings.outcomeNoBids',
};

export const AUCTION_KEYS = ['vendorListings.noAuctions', 'vendorListings.auctions', 'vendorListings.approve', 'vendorListings.reject'] as const;

function lotPath(a: Auction) {
  const base = `/product/${a.kind === 'AUCTION' ? 'auction' : 'auction-real-estate'}/${a.slug}/`;
  return a.phase === 'APPROVED' ? `${base}approved/` : a.phase === 'REJECTED' ? `${base}rejected/` : base;
}

export function vendorAuctionsText(language: Language, t: Translate, auctions: Auction[]) {
  const usd = (m: { amountCents: number; currency: string }) => formatMoneyIn(language, m.amountCents, m.currency);
  // English keeps its "… CAT" times; sn/nd are written from CLDR's month names (intl-format.ts).
  const when = (iso: string) => (language === 'en' ? formatHarareDateTime(iso) : formatDateTimeIn(language, iso));
  return {
    words: pick(t, AUCTION_KEYS),
    rows: auctions.map((a) => ({
      productId: a.productId,
      name: a.name,
      path: lotPath(a),
      phase: t(PHASE[a.phase]),
      canDecide: a.canDecide,
      won: a.outcome === 'WON',
      approveOf: t('vendorListings.approveOf', { name: a.name }),
      rejectOf: t('vendorListings.rejectOf', { name: a.name }),
      figures: [
        [t('vendorListings.currentBid'), a.currentBid ? usd(a.currentBid) : t('vendorListings.noneYet')],
        [t('vendorListings.bids'), String(a.bidCount)],
        [t('vendorListings.startingBid'), usd(a.startingBid)],
        [
          t('vendorListings.reserve'),
          a.reserve
            ? t(a.reserveState === 'MET' ? 'vendorListings.reserveMet' : 'vendorListings.reserveNotMet', { amount: usd(a.reserve) })
            : t('vendorListings.none'),
        ],
        [t(a.phase === 'OPEN' ? 'vendorListings.ends' : 'vendorListings.ended'), when(a.endsAt)],
        // The winner's name follows the result as before ("Highest bid wins: Chiedza Mavhunga").
        [t('vendorListings.result'), a.outcome ? `${t(OUTCOME[a.outcome])}${a.winnerName && a.outcome === 'WON' ? `: ${a.winnerName}` : ''}` : '—'],
      ] as [string, string][],
    })),
  };
}

export type VendorAuctionsText = ReturnType<typeof vendorAuctionsText>;
