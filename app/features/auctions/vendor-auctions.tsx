/**
 * The business's auctions on /dashboard/auctions/: each with its current bid, bids, end (Harare time), reserve
 * state and result, and — once it has ended and not yet been decided — Approve / Reject buttons (plain form
 * posts). Approved: the winner pays through checkout; rejected: the lot's -rejected page shows.
 */
import { Form, Link } from '@remix-run/react';
import { button } from '~/components/button.css';
import type { DashboardAuctions_ListQuery } from '~/graphql/generated/graphql';
import { formatHarareDateTime } from '~/lib/harare-time';
import { formatMoney } from '~/lib/money';
import * as s from '~/features/ads-manage/ads-manage.css';

type Auction = NonNullable<DashboardAuctions_ListQuery['vendorAuctions']>['auctions'][number];

const usd = (m: { amountCents: number; currency: string }) => formatMoney(m.amountCents, m.currency);
const PHASE = {
  OPEN: 'Taking bids',
  NOT_OPEN: 'Not published',
  ENDED: 'Ended — your decision',
  APPROVED: 'Result approved',
  REJECTED: 'Rejected',
} as const;
const OUTCOME = { WON: 'Highest bid wins', RESERVE_NOT_MET: 'Reserve not met — no winner', NO_BIDS: 'No bids' } as const;

function lotPath(a: Auction) {
  const base = `/product/${a.kind === 'AUCTION' ? 'auction' : 'auction-real-estate'}/${a.slug}/`;
  return a.phase === 'APPROVED' ? `${base}approved/` : a.phase === 'REJECTED' ? `${base}rejected/` : base;
}

function Decide({ a }: { a: Auction }) {
  if (!a.canDecide) return null;
  return (
    <div className={s.row}>
      {a.outcome === 'WON' ? (
        <Form method="post" className={s.inlineForm}>
          <input type="hidden" name="productId" value={a.productId} />
          <button className={button()} type="submit" name="decision" value="APPROVED" aria-label={`Approve the result of ${a.name}`}>
            Approve result
          </button>
        </Form>
      ) : null}
      <Form method="post" className={s.inlineForm}>
        <input type="hidden" name="productId" value={a.productId} />
        <button
          className={button({ tone: 'secondary' })}
          type="submit"
          name="decision"
          value="REJECTED"
          aria-label={`Reject the result of ${a.name}`}
        >
          Reject result
        </button>
      </Form>
    </div>
  );
}

export function VendorAuctions({ auctions }: { auctions: Auction[] }) {
  if (auctions.length === 0) return <p>This business has no auctions yet. Add one with “Add auction”.</p>;
  return (
    <ul className={s.list} aria-label="Auctions">
      {auctions.map((a) => (
        <li key={a.productId} className={s.card} data-testid="auction">
          <div className={s.cardHead}>
            <h2 className={s.cardTitle}>
              <Link to={lotPath(a)}>{a.name}</Link>
            </h2>
            <span className={s.muted} data-testid="auction-phase">
              {PHASE[a.phase]}
            </span>
          </div>
          <dl className={s.figures}>
            {[
              ['Current bid', a.currentBid ? usd(a.currentBid) : 'None yet'],
              ['Bids', String(a.bidCount)],
              ['Starting bid', usd(a.startingBid)],
              ['Reserve', a.reserve ? `${usd(a.reserve)} (${a.reserveState === 'MET' ? 'met' : 'not met'})` : 'None'],
              [a.phase === 'OPEN' ? 'Ends' : 'Ended', formatHarareDateTime(a.endsAt)],
              ['Result', a.outcome ? `${OUTCOME[a.outcome]}${a.winnerName && a.outcome === 'WON' ? `: ${a.winnerName}` : ''}` : '—'],
            ].map(([label, value]) => (
              <div key={label} className={s.figure}>
                <dt className={s.figureLabel}>{label}</dt>
                <dd className={s.figureValue}>{value}</dd>
              </div>
            ))}
          </dl>
          <Decide a={a} />
        </li>
      ))}
    </ul>
  );
}
