/**
 * The auction on its product page: the status the route or the result sets, the current bid, the number of
 * bids, whether the reserve is met (never the reserve), the end in Harare time with the time left, the
 * viewer's part, the bid form (a plain post: no script) and the latest bids. All rendered on the server.
 */
import { Form, Link } from '@remix-run/react';
import { button } from '~/components/button.css';
import { formStyles } from '~/components/form';
import { formatHarareDateTime } from '~/lib/harare-time';
import { formatMoney } from '~/lib/money';
import { loginUrl } from '~/lib/safe-redirect';
import * as p from '~/features/product/product-page.css';
import type { LoadedLot } from './auction.server';
import * as s from './auction-panel.css';

interface Props {
  lot: LoadedLot;
  /** The status the -approved / -rejected route sets (spec §2), or null. */
  routeStatus: 'APPROVED' | 'REJECTED' | null;
  loggedIn: boolean;
  isOwner: boolean;
  returnTo: string;
  error: string | null;
  placed: boolean;
}

const usd = (m: { amountCents: number; currency: string }) => formatMoney(m.amountCents, m.currency);
const RESERVE = { NONE: 'No reserve', MET: 'Reserve met', NOT_MET: 'Reserve not met' } as const;

function Banner({ lot, routeStatus }: Pick<Props, 'lot' | 'routeStatus'>) {
  if (lot.phase === 'REJECTED' || routeStatus === 'REJECTED') return <p className={p.rejected}>Auction rejected — this lot is not open for bids</p>;
  if (lot.phase === 'APPROVED') return <p className={p.approved}>Result approved — sold to the highest bidder</p>;
  if (lot.phase === 'ENDED') return <p className={p.rejected}>Bidding has closed — the seller will approve or reject the result</p>;
  if (routeStatus === 'APPROVED' && lot.phase === 'OPEN') return <p className={p.approved}>Auction approved — bidding is open</p>;
  return null;
}

function Standing({ lot }: { lot: LoadedLot }) {
  const v = lot.viewer;
  const yours = v.yourBid ? ` (your bid: ${usd(v.yourBid)})` : '';
  if (v.standing === 'LEADING')
    return (
      <p className={s.standing} role="status">
        You are the highest bidder{yours}.
      </p>
    );
  if (v.standing === 'OUTBID')
    return (
      <p className={s.standing} role="status">
        You have been outbid{yours}. Bid again to lead.
      </p>
    );
  if (v.standing === 'LOST') return <p className={s.standing}>You did not win this auction{yours}.</p>;
  if (v.standing !== 'WON') return null;
  return (
    <p className={s.standing} role="status">
      You won this auction with {v.yourBid ? usd(v.yourBid) : 'your bid'}.{' '}
      {v.offerId ? (
        <Link className={button()} to={`/checkout?offer=${v.offerId}`}>
          Pay now
        </Link>
      ) : lot.phase === 'ENDED' ? (
        'The seller will approve the result; you can then pay through checkout.'
      ) : null}
    </p>
  );
}

export function AuctionPanel({ lot, routeStatus, loggedIn, isOwner, returnTo, error, placed }: Props) {
  const open = lot.phase === 'OPEN' && routeStatus !== 'REJECTED';
  return (
    <section className={s.panel} aria-label="Auction">
      <Banner lot={lot} routeStatus={routeStatus} />
      <p className={s.current}>
        {lot.currentBid ? usd(lot.currentBid) : usd(lot.startingBid)}{' '}
        <small className={s.term}>{lot.currentBid ? 'current bid' : 'starting bid'}</small>
      </p>
      <dl className={s.figures}>
        <dt className={s.term}>Bids</dt>
        <dd className={s.value} data-testid="bid-count">
          {lot.bidCount}
        </dd>
        <dt className={s.term}>Reserve</dt>
        <dd className={s.value}>{RESERVE[lot.reserve]}</dd>
        <dt className={s.term}>{open ? 'Ends' : 'Ended'}</dt>
        <dd className={s.value}>{formatHarareDateTime(lot.endsAt)}</dd>
        {open && lot.timeLeft ? (
          <>
            <dt className={s.term}>Time left</dt>
            <dd className={s.value}>{lot.timeLeft}</dd>
          </>
        ) : null}
      </dl>
      {placed && !error ? <p role="status">Your bid was placed.</p> : null}
      <Standing lot={lot} />
      {open && !isOwner ? (
        loggedIn ? (
          <Form method="post" className={formStyles.form} aria-label="Place a bid">
            <input type="hidden" name="intent" value="bid" />
            <div className={s.bidRow}>
              <label className={`${formStyles.field} ${s.amount}`}>
                <span className={formStyles.label}>Your bid (US$)</span>
                <input
                  className={formStyles.input}
                  name="amount"
                  inputMode="decimal"
                  required
                  aria-describedby="bid-hint"
                  aria-invalid={error ? true : undefined}
                  defaultValue={(lot.minimumBid.amountCents / 100).toFixed(2)}
                />
              </label>
              <button className={button()} type="submit">
                Place bid
              </button>
            </div>
            <p id="bid-hint" className={formStyles.hint}>
              Enter {usd(lot.minimumBid)} or more. A bid in the last 2 minutes extends the auction by 2 minutes.
            </p>
            {error ? (
              <p role="alert" className={formStyles.error}>
                {error}
              </p>
            ) : null}
          </Form>
        ) : (
          <p>
            <Link to={loginUrl(returnTo)}>Log in</Link> to bid. You need a phone number on your account so the seller can reach you if you win.
          </p>
        )
      ) : null}
      {lot.bids.length > 0 ? (
        <details>
          <summary>Latest bids</summary>
          <ol className={s.history}>
            {lot.bids.map((b) => (
              <li key={b.id}>
                {usd(b.amount)} · {b.bidder} · {formatHarareDateTime(b.createdAt)}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </section>
  );
}
