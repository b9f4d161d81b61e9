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
import { invariantFound } from '~/lib/invariant-response.server';
import { adminMoney as money, adminWhen, statusWord } from '~/features/admin/admin-format';
import { useAdminFrame } from '~/features/admin/admin-shell';
import { adminRefusal, areaWords, type AreaWords } from '~/features/admin/admin-words.server';
import { adminMoney } from '~/lib/i18n/catalogues/en/admin-money';
import { fill } from '~/lib/i18n/fill';
import { requestTranslator } from '~/lib/i18n/translate.server';

type Words = AreaWords<typeof adminMoney>;
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.w.metaPayment ?? 'Payment — Admin — Musika' },
  { name: 'robots', content: 'noindex' },
];

const idOf = (v: string | undefined) => (v && /^[1-9]\d{0,9}$/.test(v) ? v : null);

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.payments.roles);
  const id = invariantFound(idOf(args.params.id), 'Payment not found');
  const { adminPayment } = await query(args.context, args.request, AdminPaymentQuery, { id });
  const payment = invariantFound(adminPayment, 'Payment not found');
  return { frame, w: areaWords(frame.language, adminMoney), payment, done: new URL(args.request.url).searchParams.get('done') === 'refunded' };
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
    const { t } = requestTranslator(args.request);
    return data<RefundResult>({ field, message: first?.message ? adminRefusal(t, first.message) : t('adminMoney.errorRefunding') }, { status: 400 });
  }
  throw redirect(`${href('admin-payment', { id })}?done=refunded`);
}

function RefundForm({ w, payment, result }: { w: Words; payment: AdminPaymentView; result?: RefundResult }) {
  const busy = useNavigation().state === 'submitting';
  const { language } = useAdminFrame();
  return (
    <Form method="post" aria-label={w.refundFormLabel}>
      {result && !result.field ? <FormAlert>{result.message}</FormAlert> : null}
      <p>{fill(w.refundInfo, { amount: money(language, payment.amount.amountCents, payment.amount.currency) })}</p>
      {payment.orders.length > 0 ? <p>{w.refundOrders}</p> : null}
      {payment.subscription ? <p>{w.refundPackage}</p> : null}
      {payment.ads ? <p>{fill(w.refundAds, { balance: money(language, payment.ads.balance.amountCents) })}</p> : null}
      <Field
        label={w.refundReference}
        name="reference"
        id="refund-reference"
        error={result?.field === 'reference' ? result.message : undefined}
        required
        maxLength={80}
      />
      <Field
        label={w.reason}
        name="reason"
        id="refund-reason"
        error={result?.field === 'reason' ? result.message : undefined}
        required
        maxLength={500}
      />
      <button className={button({})} type="submit" disabled={busy}>
        {busy ? w.refunding : w.refundPayment}
      </button>
    </Form>
  );
}

export default function AdminPayment() {
  const { frame, w, payment, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { language } = frame;
  return (
    <AdminShell frame={frame} title={fill(w.paymentTitle, { reference: payment.reference })}>
      {done ? <FormNotice>{w.doneRefunded}</FormNotice> : null}
      <dl className={s.roles} data-testid="payment-summary">
        <dt>{frame.w.status}</dt>
        <dd data-testid="payment-status">{statusWord(frame.w, payment.status)}</dd>
        <dt>{w.amount}</dt>
        <dd>
          {money(language, payment.amount.amountCents, payment.amount.currency)} ({payment.method === 'web' ? w.web : payment.method})
        </dd>
        <dt>{w.payer}</dt>
        <dd>{payment.payerEmail ? <span translate="no">{payment.payerEmail}</span> : frame.w.guest}</dd>
        <dt>{w.paynowReference}</dt>
        <dd>{payment.providerReference ?? '—'}</dd>
        <dt>{w.createdSettled}</dt>
        <dd>
          {adminWhen(language, payment.createdAt)} · {payment.settledAt ? adminWhen(language, payment.settledAt) : '—'}
        </dd>
      </dl>
      <h2>{w.whatPaidFor}</h2>
      <PaidFor w={w} payment={payment} />
      <h2>{w.refund}</h2>
      {payment.refund ? (
        <RefundMade w={w} payment={payment} />
      ) : payment.status === 'paid' ? (
        <RefundForm w={w} payment={payment} result={result} />
      ) : (
        <p>{fill(w.onlyPaid, { status: statusWord(frame.w, payment.status) })}</p>
      )}
      <h2>{w.events}</h2>
      <PaymentEvents w={w} payment={payment} />
      <BackToPayments to={href('admin-payments')} label={w.backToPayments} />
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
