/**
 * A payment's status while the payer approves it (issue #11): "approve on your phone" while pending, then paid,
 * cancelled or failed. With JavaScript the page follows the status by itself (the loader, which asks GraphQL
 * `payment(reference)`, is revalidated every few seconds while pending); without, a "Check again" link reloads
 * it. Spec §8 messages: the purpose's failure ('Subscription failed', 'Error funding account'), the payment's
 * own ('Payment failed', 'Payment cancelled') and 'Payment status check failed' when the status is unknown.
 */
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useFollowPending } from '~/features/payments/use-follow-pending';
import { button } from '~/components/button.css';
import * as s from './subscriptions.css';

export interface PaymentLike {
  reference: string;
  status: string;
  message: string;
  instructions?: string | null;
  redirectUrl?: string | null;
  phoneMasked?: string | null;
}

/** The box's words in the page's language, finished on the server (subscriptions-text.server.ts). */
export interface PaymentStatusWords {
  message: string;
  nothingCharged: string;
  tryAgain: string;
  pendingTitle: string;
  sentTo: string;
  waiting: string;
  continuePaynow: string;
  checkAgain: string;
}

export interface PaymentUnknownWords {
  title: string;
  body: string;
  back: string;
}

/** The ads payment statuses of spec §4 (idle, loading, succeeded, failed), also used for subscriptions. */
export type PaymentPhase = 'idle' | 'loading' | 'succeeded' | 'failed';

export function paymentPhase(payment: PaymentLike | null, submitting = false): PaymentPhase {
  if (submitting) return 'loading';
  if (!payment) return 'idle';
  const status = payment.status.toLowerCase();
  if (status === 'pending') return 'loading';
  return status === 'paid' ? 'succeeded' : 'failed';
}

export function PaymentStatusView({
  payment,
  amount,
  failedTitle,
  paidTitle,
  paidBody,
  checkAgainHref,
  tryAgainHref,
  w,
}: {
  payment: PaymentLike;
  w: PaymentStatusWords;
  /** e.g. '$45.00 for Business, 3 months'. */
  amount?: string;
  failedTitle: string;
  paidTitle: string;
  paidBody?: ReactNode;
  checkAgainHref: string;
  tryAgainHref: string;
}) {
  const phase = paymentPhase(payment);
  useFollowPending(phase === 'loading');
  if (phase === 'succeeded') {
    return (
      <div className={s.statusOk} role="status" data-payment-status={phase}>
        <h2 className={s.statusTitle}>{paidTitle}</h2>
        <p className={s.muted}>
          {w.message} · {payment.reference}
        </p>
        {paidBody}
      </div>
    );
  }
  if (phase === 'failed') {
    return (
      <div className={s.statusBad} role="alert" data-payment-status={phase}>
        <h2 className={s.statusTitle}>{failedTitle}</h2>
        <p>{w.nothingCharged}</p>
        <div className={s.actions}>
          <Link className={button()} to={tryAgainHref}>
            {w.tryAgain}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className={s.status} role="status" aria-live="polite" data-payment-status={phase}>
      <h2 className={s.statusTitle}>{w.pendingTitle}</h2>
      <p>
        {amount ? `${amount}. ` : ''}
        {w.sentTo}
      </p>
      {payment.instructions ? <p className={s.muted}>{payment.instructions}</p> : null}
      <p className={s.muted}>{w.waiting}</p>
      <div className={s.actions}>
        {payment.redirectUrl ? (
          <a className={button()} href={payment.redirectUrl}>
            {w.continuePaynow}
          </a>
        ) : null}
        <Link className={button({ tone: 'secondary' })} to={checkAgainHref} reloadDocument>
          {w.checkAgain}
        </Link>
      </div>
    </div>
  );
}

/** When the status could not be read at all (unknown reference, the API down). */
export function PaymentStatusUnknown({ tryAgainHref, w }: { tryAgainHref: string; w: PaymentUnknownWords }) {
  return (
    <div className={s.statusBad} role="alert" data-payment-status="failed">
      <h2 className={s.statusTitle}>{w.title}</h2>
      <p>{w.body}</p>
      <Link className={button({ tone: 'secondary' })} to={tryAgainHref}>
        {w.back}
      </Link>
    </div>
  );
}
