/**
 * The auction on its product page: the status the route or the result sets, the current bid, the number of
 * bids, whether the reserve is met (never the reserve), the end in Harare time with the time left, the
 * viewer's part, the bid form (a plain post: no script) and the latest bids. All rendered on the server,
 * its words in the page's language (auction-text.server.ts).
 */
import { Form, Link } from '@remix-run/react';
import { button } from '~/components/button.css';
import { formStyles } from '~/components/form';
import { loginUrl } from '~/lib/safe-redirect';
import * as p from '~/features/product/product-page.css';
import type { AuctionPanel_LotQuery } from '~/graphql/generated/graphql';
import type { AuctionText } from './auction-text';
import * as s from './auction-panel.css';

type LoadedLot = NonNullable<AuctionPanel_LotQuery['auctionLot']>;

interface Props {
  lot: Pick<LoadedLot, 'phase' | 'minimumBid' | 'viewer' | 'bidCount'>;
  /** The panel's words and figures in the page's language (auction-text.server.ts). */
  text: AuctionText;
  /** The status the -approved / -rejected route sets (spec §2), or null. */
  routeStatus: 'APPROVED' | 'REJECTED' | null;
  loggedIn: boolean;
  isOwner: boolean;
  returnTo: string;
  error: string | null;
  placed: boolean;
}

function Standing({ offerId, text }: { offerId: string | null | undefined; text: AuctionText }) {
  if (!text.standing) return null;
  return (
    <p className={s.standing} role="status">
      {text.standing}
      {offerId ? (
        <>
          {' '}
          <Link className={button()} to={`/checkout?offer=${offerId}`}>
            {text.payNow}
          </Link>
        </>
      ) : text.later ? (
        ` ${text.later}`
      ) : null}
    </p>
  );
}

export function AuctionPanel({ lot, text: w, routeStatus, loggedIn, isOwner, returnTo, error, placed }: Props) {
  const form = lot.phase === 'OPEN' && routeStatus !== 'REJECTED' ? w.form : null;
  return (
    <section className={s.panel} aria-label={w.label}>
      {w.banner ? <p className={w.banner.good ? p.approved : p.rejected}>{w.banner.text}</p> : null}
      <p className={s.current}>
        {w.current} <small className={s.term}>{w.currentTerm}</small>
      </p>
      <dl className={s.figures}>
        <dt className={s.term}>{w.bids}</dt>
        <dd className={s.value} data-testid="bid-count">
          {lot.bidCount}
        </dd>
        <dt className={s.term}>{w.reserve}</dt>
        <dd className={s.value}>{w.reserveValue}</dd>
        <dt className={s.term}>{w.endsTerm}</dt>
        <dd className={s.value}>{w.endsAt}</dd>
        {form && w.timeLeft ? (
          <>
            <dt className={s.term}>{w.timeLeftTerm}</dt>
            <dd className={s.value}>{w.timeLeft}</dd>
          </>
        ) : null}
      </dl>
      {placed && !error ? <p role="status">{w.placed}</p> : null}
      <Standing offerId={lot.viewer.standing === 'WON' ? lot.viewer.offerId : null} text={w} />
      {form && !isOwner ? (
        loggedIn ? (
          <Form method="post" className={formStyles.form} aria-label={form.label}>
            <input type="hidden" name="intent" value="bid" />
            <div className={s.bidRow}>
              <label className={`${formStyles.field} ${s.amount}`}>
                <span className={formStyles.label}>{form.yourBid}</span>
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
                {form.placeBid}
              </button>
            </div>
            <p id="bid-hint" className={formStyles.hint}>
              {form.hint}
            </p>
            {error ? (
              <p role="alert" className={formStyles.error}>
                {error}
              </p>
            ) : null}
          </Form>
        ) : (
          <p>
            <Link to={loginUrl(returnTo)}>{form.logIn}</Link> {form.logInToBid}
          </p>
        )
      ) : null}
      {w.history.length > 0 ? (
        <details>
          <summary>{w.latest}</summary>
          <ol className={s.history}>
            {w.history.map((b) => (
              <li key={b.id}>
                {b.amount} · <span translate="no">{b.bidder}</span> · {b.at}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </section>
  );
}
