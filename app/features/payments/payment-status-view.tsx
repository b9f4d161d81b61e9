/**
 * What the payment page says for each status of a checkout payment: approve on your phone (InnBucks: its code),
 * continue to Paynow's page (card), paid, cancelled, failed, or the status check failing. The spec's messages
 * are quoted exactly in English ('Payment failed', 'Payment status check failed'). Every word comes from the
 * loader in the page's language (payment-text.ts); Paynow's own instructions are shown as Paynow wrote them (PaymentWords says when).
 */
import { Link } from '@remix-run/react';
import { button } from '~/components/button.css';
import { FormAlert, FormNotice } from '~/components/form';
import { layoutStyles } from '~/components/layout';
import type { PaymentView } from '../../../schema/rest/payments';
import type { PaymentStatusText, PaymentWords } from './payment-text';

export type PaymentShown = Pick<
  PaymentView,
  'reference' | 'status' | 'method' | 'amountCents' | 'currency' | 'phoneMasked' | 'instructions' | 'redirectUrl'
>;

/** Pending: what to do now. */
function Waiting({ payment, text, words }: { payment: PaymentShown; text: PaymentStatusText; words: PaymentWords }) {
  if (payment.method === 'web') {
    return (
      <>
        <FormNotice>{text['payment.onPaynowPage']}</FormNotice>
        {payment.redirectUrl ? (
          <a className={button()} href={payment.redirectUrl}>
            {text['payment.continuePaynow']}
          </a>
        ) : null}
      </>
    );
  }
  return (
    <>
      <FormNotice>
        {text['payment.approve']} {/* Paynow's own words when it gave any (InnBucks: the authorisation code and how to use it). */}
        {words.paynowWords ? (
          <span data-testid="payment-instructions" translate="no">
            {words.paynowWords}
          </span>
        ) : (
          <span data-testid="payment-instructions">{words.request}</span>
        )}
      </FormNotice>
      <p className={layoutStyles.muted}>{text['payment.confirmsSoon']}</p>
    </>
  );
}

export function PaymentStatusView({
  payment,
  checkFailed,
  text,
  words,
}: {
  payment: PaymentShown | null;
  checkFailed: boolean;
  text: PaymentStatusText;
  words: PaymentWords | null;
}) {
  if (!payment || checkFailed || !words) return <FormAlert>{text['payment.statusFailed']}</FormAlert>;
  return (
    <div aria-live="polite" data-payment-status={payment.status}>
      <p>{words.summary}</p>
      {payment.status === 'pending' ? <Waiting payment={payment} text={text} words={words} /> : null}
      {payment.status === 'paid' ? <FormNotice>{text['payment.received']}</FormNotice> : null}
      {payment.status === 'cancelled' ? <FormAlert>{text['payment.cancelled']}</FormAlert> : null}
      {payment.status === 'failed' ? <FormAlert>{text['payment.failed']}</FormAlert> : null}
      {payment.status === 'disputed' || payment.status === 'refunded' ? (
        <p className={layoutStyles.muted}>
          {payment.status === 'disputed' ? text['payment.wasDisputed'] : text['payment.wasRefunded']}{' '}
          <Link to="/contact-us">{text['payment.contactUs']}</Link> {text['payment.ifQuestions']}
        </p>
      ) : null}
    </div>
  );
}
