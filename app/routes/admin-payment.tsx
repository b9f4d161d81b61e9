/**
 * /admin/payments/{id}/ (issue 29): one payment — its details, what it paid for, its events — and, while it is
 * paid, finance's full refund. Our Paynow integration has no refund call, so finance sends the money back outside
 * Musika and records the transfer's reference here; Musika then undoes what the payment bought. A plain POST
 * form: it works without JavaScript. A refund someone else made first comes back as the API's message.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormAlert, FormNotice } from '~/components/form';
import { requireOperatorPage } from '~/features/admin/admin-access.server';
import { ADMIN_SCREENS } from '~/features/admin/admin-nav';
import { AdminShell } from '~/features/admin/admin-shell';
import * as s from '~/features/admin/admin-shell.css';
import { type AdminPaymentView, BackToPayments, PaidFor, PaymentEvents, RefundMade } from '~/features/admin/payment-parts';
import { mutate, query } from '~/graphql/client.server';
import { AdminPaymentQuery, RefundPaymentMutation } from '~/graphql/queries/admin-payments.server';
import { formatHarareDateTime } from '~/lib/harare-time';
import { invariantFound } from '~/lib/invariant-response.server';
import { formatMoney } from '~/lib/money';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Payment — Admin — Musika' }, { name: 'robots', content: 'noindex' }];

const idOf = (v: string | undefined) => (v && /^[1-9]\d{0,9}$/.test(v) ? v : null);

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.payments.roles);
  const id = invariantFound(idOf(args.params.id), 'Payment not found');
  const { adminPayment } = await query(args.context, args.request, AdminPaymentQuery, { id });
  const payment = invariantFound(adminPayment, 'Payment not found');
  return { frame, payment, done: new URL(args.request.url).searchParams.get('done') === 'refunded' };
}

interface RefundResult {
  field?: 'reference' | 'reason';
  message: string;
}

export async function action(args: ActionFunctionArgs) {
  await requireOperatorPage(args, ADMIN_SCREENS.payments.roles);
  const id = invariantFound(idOf(args.params.id), 'Payment not found');
  const form = await args.request.formData();
  const { refundPayment } = await mutate(args.context, args.request, RefundPaymentMutation, {
    input: { paymentId: id, reference: String(form.get('reference') ?? '').slice(0, 200), reason: String(form.get('reason') ?? '').slice(0, 1000) },
  });
  if (!refundPayment.payment) {
    const [first] = refundPayment.userErrors;
    const field = first?.field === 'reference' || first?.field === 'reason' ? first.field : undefined;
    return data<RefundResult>({ field, message: first?.message ?? 'Error refunding payment' }, { status: 400 });
  }
  throw redirect(`${href('admin-payment', { id })}?done=refunded`);
}

function RefundForm({ payment, result }: { payment: AdminPaymentView; result?: RefundResult }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" aria-label="Refund this payment">
      {result && !result.field ? <FormAlert>{result.message}</FormAlert> : null}
      <p>
        Musika cannot send this refund through Paynow. Send {formatMoney(payment.amount.amountCents, payment.amount.currency)} back to the payer
        yourself, then record it here: the whole payment is refunded (no partial refunds), and the buyer and the store are told.
      </p>
      {payment.orders.length > 0 ? <p>The orders become refunded, their stock comes back and the stores' earnings are debited.</p> : null}
      {payment.subscription ? <p>The package this payment bought ends now.</p> : null}
      {payment.ads ? (
        <p>
          Only the unused part of the top-up comes off the ads balance (now {formatMoney(payment.ads.balance.amountCents)}). Money already spent on
          ads is not taken back: settle that with the store yourself.
        </p>
      ) : null}
      <Field
        label="Refund transfer reference"
        name="reference"
        id="refund-reference"
        error={result?.field === 'reference' ? result.message : undefined}
        required
        maxLength={80}
      />
      <Field
        label="Reason"
        name="reason"
        id="refund-reason"
        error={result?.field === 'reason' ? result.message : undefined}
        required
        maxLength={500}
      />
      <button className={button({})} type="submit" disabled={busy}>
        {busy ? 'Refunding…' : 'Refund payment'}
      </button>
    </Form>
  );
}

export default function AdminPayment() {
  const { frame, payment, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AdminShell frame={frame} title={`Payment ${payment.reference}`}>
      {done ? <FormNotice>The payment was refunded; the buyer and the store have been told.</FormNotice> : null}
      <dl className={s.roles} data-testid="payment-summary">
        <dt>Status</dt>
        <dd data-testid="payment-status">{payment.status}</dd>
        <dt>Amount</dt>
        <dd>
          {formatMoney(payment.amount.amountCents, payment.amount.currency)} ({payment.method})
        </dd>
        <dt>Payer</dt>
        <dd>{payment.payerEmail ?? 'Guest'}</dd>
        <dt>Paynow reference</dt>
        <dd>{payment.providerReference ?? '—'}</dd>
        <dt>Created · settled</dt>
        <dd>
          {formatHarareDateTime(payment.createdAt)} · {payment.settledAt ? formatHarareDateTime(payment.settledAt) : '—'}
        </dd>
      </dl>
      <h2>What it paid for</h2>
      <PaidFor payment={payment} />
      <h2>Refund</h2>
      {payment.refund ? (
        <RefundMade payment={payment} />
      ) : payment.status === 'paid' ? (
        <RefundForm payment={payment} result={result} />
      ) : (
        <p>Only a paid payment can be refunded; this one is {payment.status}.</p>
      )}
      <h2>Events</h2>
      <PaymentEvents payment={payment} />
      <BackToPayments to={href('admin-payments')} />
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
