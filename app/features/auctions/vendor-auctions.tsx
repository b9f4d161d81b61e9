/**
 * The business's auctions on /dashboard/auctions/: each with its current bid, bids, end (Harare time), reserve
 * state and result, and — once it has ended and not yet been decided — Approve / Reject buttons (plain form
 * posts). Approved: the winner pays through checkout; rejected: the lot's -rejected page shows. The words come
 * finished in the page's language (vendor-auctions-text.server.ts).
 */
import { Form, Link } from '@remix-run/react';
import { button } from '~/components/button.css';
import * as s from '~/features/ads-manage/ads-manage.css';
import type { VendorAuctionsText } from './vendor-auctions-text.server';

type Row = VendorAuctionsText['rows'][number];
type Words = VendorAuctionsText['words'];

function Decide({ a, w }: { a: Row; w: Words }) {
  if (!a.canDecide) return null;
  return (
    <div className={s.row}>
      {a.won ? (
        <Form method="post" className={s.inlineForm}>
          <input type="hidden" name="productId" value={a.productId} />
          <button className={button()} type="submit" name="decision" value="APPROVED" aria-label={a.approveOf}>
            {w['vendorListings.approve']}
          </button>
        </Form>
      ) : null}
      <Form method="post" className={s.inlineForm}>
        <input type="hidden" name="productId" value={a.productId} />
        <button className={button({ tone: 'secondary' })} type="submit" name="decision" value="REJECTED" aria-label={a.rejectOf}>
          {w['vendorListings.reject']}
        </button>
      </Form>
    </div>
  );
}

export function VendorAuctions({ text }: { text: VendorAuctionsText }) {
  const { words: w, rows } = text;
  if (rows.length === 0) return <p>{w['vendorListings.noAuctions']}</p>;
  return (
    <ul className={s.list} aria-label={w['vendorListings.auctions']}>
      {rows.map((a) => (
        <li key={a.productId} className={s.card} data-testid="auction">
          <div className={s.cardHead}>
            <h2 className={s.cardTitle}>
              <Link to={a.path} translate="no">
                {a.name}
              </Link>
            </h2>
            <span className={s.muted} data-testid="auction-phase">
              {a.phase}
            </span>
          </div>
          <dl className={s.figures}>
            {a.figures.map(([label, value]) => (
              <div key={label} className={s.figure}>
                <dt className={s.figureLabel}>{label}</dt>
                <dd className={s.figureValue}>{value}</dd>
              </div>
            ))}
          </dl>
          <Decide a={a} w={w} />
        </li>
      ))}
    </ul>
  );
}
