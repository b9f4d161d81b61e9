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
}: {
  payment: PaymentLike;
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
          {payment.message} · {payment.reference}
        </p>
        {paidBody}
      </div>
    );
  }
  if (phase === 'failed') {
    return (
      <div className={s.statusBad} role="alert" data-payment-status={phase}>
        <h2 className={s.statusTitle}>{failedTitle}</h2>
        <p>{payment.message}. Nothing was charged for this attempt; you can try again.</p>
        <div className={s.actions}>
          <Link className={button()} to={tryAgainHref}>
            Try again
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className={s.status} role="status" aria-live="polite" data-payment-status={phase}>
      <h2 className={s.statusTitle}>{payment.redirectUrl ? 'Complete the payment on Paynow' : 'Approve the payment on your phone'}</h2>
      <p>
        {amount ? `${amount}. ` : ''}
        {payment.phoneMasked ? `We sent a payment request to ${payment.phoneMasked}: enter your PIN to approve it.` : payment.message}
      </p>
      {payment.instructions ? <p className={s.muted}>{payment.instructions}</p> : null}
      <p className={s.muted}>Waiting for the confirmation… (payment {payment.reference})</p>
      <div className={s.actions}>
        {payment.redirectUrl ? (
          <a className={button()} href={payment.redirectUrl}>
            Continue to Paynow
          </a>
        ) : null}
        <Link className={button({ tone: 'secondary' })} to={checkAgainHref} reloadDocument>
          Check again
        </Link>
      </div>
    </div>
  );
}

/** When the status could not be read at all (unknown reference, the API down). */
export function PaymentStatusUnknown({ tryAgainHref }: { tryAgainHref: string }) {
  return (
    <div className={s.statusBad} role="alert" data-payment-status="failed">
      <h2 className={s.statusTitle}>Payment status check failed</h2>
      <p>We could not read this payment&apos;s status. If you approved it, it will show in your billing details shortly.</p>
      <Link className={button({ tone: 'secondary' })} to={tryAgainHref}>
        Back
      </Link>
    </div>
  );
}
