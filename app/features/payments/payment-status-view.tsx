/**
 * What the payment page says for each status of a checkout payment: approve on your phone (InnBucks: its code),
 * continue to Paynow's page (card), paid, cancelled, failed, or the status check failing. The spec's messages
 * are quoted exactly ('Payment failed', 'Payment status check failed').
 */
import { Link } from '@remix-run/react';
import { button } from '~/components/button.css';
import { FormAlert, FormNotice } from '~/components/form';
import { layoutStyles } from '~/components/layout';
import { formatMoney } from '~/lib/money';
import { PAYMENT_FAILED, PAYMENT_STATUS_FAILED, type PaymentView } from '../../../schema/rest/payments';

export type PaymentShown = Pick<
  PaymentView,
  'reference' | 'status' | 'method' | 'amountCents' | 'currency' | 'phoneMasked' | 'instructions' | 'redirectUrl'
>;

const METHOD_NAME: Record<PaymentShown['method'], string> = { ecocash: 'EcoCash', onemoney: 'OneMoney', innbucks: 'InnBucks', web: 'Paynow' };

/** Pending: what to do now. */
function Waiting({ payment }: { payment: PaymentShown }) {
  if (payment.method === 'web') {
    return (
      <>
        <FormNotice>Pay on Paynow&apos;s page. You come back here when you are done.</FormNotice>
        {payment.redirectUrl ? (
          <a className={button()} href={payment.redirectUrl}>
            Continue to Paynow
          </a>
        ) : null}
      </>
    );
  }
  return (
    <>
      <FormNotice>
        Approve on your phone. {/* Paynow's own words when it gave any (InnBucks: the authorisation code and how to use it). */}
        <span data-testid="payment-instructions">
          {payment.instructions ?? `${METHOD_NAME[payment.method]} sent a request to ${payment.phoneMasked ?? 'your phone'}: enter your PIN to pay.`}
        </span>
      </FormNotice>
      <p className={layoutStyles.muted}>Paynow usually confirms within a minute; this page shows the outcome as soon as it does.</p>
    </>
  );
}

export function PaymentStatusView({ payment, checkFailed }: { payment: PaymentShown | null; checkFailed: boolean }) {
  if (!payment || checkFailed) return <FormAlert>{PAYMENT_STATUS_FAILED}</FormAlert>;
  const amount = formatMoney(payment.amountCents, payment.currency);
  return (
    <div aria-live="polite" data-payment-status={payment.status}>
      <p>
        {amount} with {METHOD_NAME[payment.method]} · reference {payment.reference}
      </p>
      {payment.status === 'pending' ? <Waiting payment={payment} /> : null}
      {payment.status === 'paid' ? <FormNotice>Payment received. Your order is paid and the store is preparing it.</FormNotice> : null}
      {payment.status === 'cancelled' ? (
        <FormAlert>{PAYMENT_FAILED}: the payment was cancelled on the phone. Nothing was taken; you can try again.</FormAlert>
      ) : null}
      {payment.status === 'failed' ? <FormAlert>{PAYMENT_FAILED}</FormAlert> : null}
      {payment.status === 'disputed' || payment.status === 'refunded' ? (
        <p className={layoutStyles.muted}>
          This payment was {payment.status}. <Link to="/contact-us">Contact us</Link> if you have questions.
        </p>
      ) : null}
    </div>
  );
}
