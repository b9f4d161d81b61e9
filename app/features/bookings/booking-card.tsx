/** One booking as both sides read it: what, when (Harare), status, money and messages; answers go in `children`. */
import { Fragment, type ReactNode } from 'react';
import { formatMoney } from '~/lib/money';
import { RATE_UNIT_LABEL, STATUS_LABEL, VENDOR_STATUS_LABEL, dayLabel, lapseLabel, timeLabel, whenLabel } from './labels';
import { harareDayOf } from '../../../schema/rest/booking-rules';
import * as s from './bookings.css';

type Money = { amountCents: number; currency: string };

export interface BookingCardData {
  id: string;
  kind: string;
  status: string;
  product: { name: string; slug: string };
  business: { name: string };
  buyer: { name: string; email: string };
  startsAt: string;
  endsAt: string;
  startDay: string;
  endDay: string;
  requestedStartsAt?: string | null;
  note: string;
  vendorMessage: string;
  rate?: Money | null;
  rateUnit?: string | null;
  deposit: Money;
  callOutFee?: Money | null;
  total: Money;
  lapsesAt?: string | null;
}

/** The card's words in the page's language (booking-card-text.server.ts). */
export interface BookingCardView {
  kind: string;
  status: string;
  when: string;
  harare: string;
  firstAsked: string | null;
  lapses: string | null;
  rows: [term: string, value: string][];
  note: string;
  message: string;
}

interface Props {
  booking: BookingCardData;
  side: 'buyer' | 'vendor';
  /** The words in the page's language; without it, the card writes English itself (pages not yet translated). */
  view?: BookingCardView;
  children?: ReactNode;
}

export function BookingCard({ booking: b, side, view, children }: Props) {
  if (view)
    return (
      <TranslatedCard booking={b} side={side} view={view}>
        {children}
      </TranslatedCard>
    );
  const labels = side === 'vendor' ? VENDOR_STATUS_LABEL : STATUS_LABEL;
  return (
    <article className={s.card} id={`booking-${b.id}`} data-testid="booking">
      <div className={s.cardHead}>
        <h3 className={s.cardTitle}>
          {b.kind === 'HIRE' ? 'Hire' : 'Appointment'}: {b.product.name}
        </h3>
        <span className={s.badge[b.status as keyof typeof s.badge] ?? s.badge.CANCELLED} data-testid="booking-status">
          {labels[b.status] ?? b.status}
        </span>
      </div>
      <p>
        <strong>{whenLabel(b)}</strong> <span className={s.muted}>(Harare time)</span>
      </p>
      {b.status === 'PROPOSED' && b.requestedStartsAt ? (
        <p className={s.muted}>
          First asked for {dayLabel(harareDayOf(b.requestedStartsAt))}, {timeLabel(b.requestedStartsAt)}.
        </p>
      ) : null}
      {b.status === 'REQUESTED' && b.lapsesAt ? (
        <p data-testid="booking-lapses">
          {side === 'vendor'
            ? `These days are held for the buyer until ${lapseLabel(b.lapsesAt)} (Harare time): answer by then, or the request lapses and the days are free again.`
            : `The business has until ${lapseLabel(b.lapsesAt)} (Harare time) to answer; after that the request lapses and the days are free again.`}
        </p>
      ) : null}
      <p className={s.muted}>{side === 'vendor' ? `${b.buyer.name} · ${b.buyer.email}` : b.business.name}</p>
      <dl className={s.figures}>
        {b.rate ? (
          <>
            <dt>Rate</dt>
            <dd>
              {formatMoney(b.rate.amountCents, b.rate.currency)} {RATE_UNIT_LABEL[b.rateUnit ?? ''] ?? ''}
            </dd>
          </>
        ) : null}
        {b.callOutFee ? (
          <>
            <dt>Call-out fee</dt>
            <dd>{formatMoney(b.callOutFee.amountCents, b.callOutFee.currency)}</dd>
          </>
        ) : null}
        {b.kind === 'HIRE' ? (
          <>
            <dt>Deposit</dt>
            <dd>{formatMoney(b.deposit.amountCents, b.deposit.currency)}</dd>
          </>
        ) : null}
        <dt>Total</dt>
        <dd>{formatMoney(b.total.amountCents, b.total.currency)}</dd>
      </dl>
      {b.note ? <p>Note from the buyer: {b.note}</p> : null}
      {b.vendorMessage ? <p>Message from the business: {b.vendorMessage}</p> : null}
      {children}
    </article>
  );
}

/** The same card from words finished on the server; names, notes and messages are people's own (translate=no). */
function TranslatedCard({ booking: b, side, view: w, children }: Props & { view: BookingCardView }) {
  return (
    <article className={s.card} id={`booking-${b.id}`} data-testid="booking">
      <div className={s.cardHead}>
        <h3 className={s.cardTitle}>
          {w.kind}: <span translate="no">{b.product.name}</span>
        </h3>
        <span className={s.badge[b.status as keyof typeof s.badge] ?? s.badge.CANCELLED} data-testid="booking-status">
          {w.status}
        </span>
      </div>
      <p>
        <strong>{w.when}</strong> <span className={s.muted}>{w.harare}</span>
      </p>
      {w.firstAsked ? <p className={s.muted}>{w.firstAsked}</p> : null}
      {w.lapses ? <p data-testid="booking-lapses">{w.lapses}</p> : null}
      <p className={s.muted} translate="no">
        {side === 'vendor' ? `${b.buyer.name} · ${b.buyer.email}` : b.business.name}
      </p>
      <dl className={s.figures}>
        {w.rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {b.note ? (
        <p>
          {w.note} <span translate="no">{b.note}</span>
        </p>
      ) : null}
      {b.vendorMessage ? (
        <p>
          {w.message} <span translate="no">{b.vendorMessage}</span>
        </p>
      ) : null}
      {children}
    </article>
  );
}
