/**
 * A printable receipt of one of the user's payments (issue #11 item 5): the seller (Musika for a package, the
 * vendor's business for an ads top-up, the store for an order), the buyer, what was paid for, the amount in its
 * currency (with the rate for ZWG), method, status and the date in Harare time. Someone else's payment or an
 * unknown reference: 404, the same answer.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { statusMeta } from '~/components/status-meta';
import { AccountLayout } from '~/features/account/account-layout';
import { requireAccess } from '~/features/auth/guards.server';
import { methodLabel } from '~/features/subscriptions/labels';
import { statusLabel } from '~/features/subscriptions/payments-list';
import { PrintButton } from '~/features/subscriptions/print-button';
import * as s from '~/features/subscriptions/receipt.css';
import { query } from '~/graphql/client.server';
import { notFound } from '~/lib/invariant-response.server';
import { ReceiptQuery } from '~/graphql/queries/subscriptions.server';
import { formatHarareDateTime } from '~/lib/harare-time';
import { formatMoney } from '~/lib/money';
import { href } from '~/routes';
import { displayPhone } from '~/lib/phone-display';

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data ? [{ title: `Receipt ${data.receipt.payment.reference} — Musika` }, { name: 'robots', content: 'noindex' }] : statusMeta(error);

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const reference = (args.params.reference ?? '').toUpperCase();
  if (!/^MSK-PAY-[0-9A-Z]{10}$/.test(reference)) throw notFound('Payment status check failed');
  const { receipt } = await query(args.context, args.request, ReceiptQuery, { reference });
  if (!receipt) throw notFound('Payment status check failed');
  return { receipt };
}

/** 26751200 millionths → '26.7512'. */
const rateText = (micros: number) => (micros / 1_000_000).toLocaleString('en-US', { maximumFractionDigits: 6 });

function Party({
  title,
  party,
}: {
  title: string;
  party: { name: string; address: string[]; phone?: string | null; email?: string | null; taxNumber?: string | null };
}) {
  return (
    <address className={s.party}>
      <span className={s.label}>{title}</span>
      <strong>{party.name}</strong>
      {party.address.map((line) => (
        <span key={line}>{line}</span>
      ))}
      {party.phone ? <span>{displayPhone(party.phone)}</span> : null}
      {party.email ? <span>{party.email}</span> : null}
      {party.taxNumber ? <span>Tax number {party.taxNumber}</span> : null}
    </address>
  );
}

export default function BillingReceipt() {
  const { receipt } = useLoaderData<typeof loader>();
  const p = receipt.payment;
  const paid = p.status.toLowerCase() === 'paid';
  return (
    <AccountLayout title="Receipt">
      <div className={`${s.noPrint}`}>
        <Link to={href('billing-details')}>← Billing details</Link>
      </div>
      <article className={s.receipt} aria-label={`Receipt ${p.reference}`}>
        <div className={s.head}>
          <h2 className={s.title}>{paid ? 'Receipt' : 'Payment record (not paid)'}</h2>
          <span>{p.reference}</span>
        </div>
        <div className={s.parties}>
          <Party title="From" party={receipt.seller} />
          <Party title="To" party={receipt.buyer} />
        </div>
        <dl className={s.facts}>
          <dt>For</dt>
          <dd>{receipt.description}</dd>
          <dt>Amount</dt>
          <dd>{formatMoney(p.amountCents, p.currency)}</dd>
          {p.currency === 'ZWG' && p.rateMicros ? (
            <>
              <dt>Rate</dt>
              <dd>
                1 USD = {rateText(p.rateMicros)} ZWG ({formatMoney(p.usdCents, 'USD')})
              </dd>
            </>
          ) : null}
          <dt>Method</dt>
          <dd>
            {methodLabel(p.method)} via Paynow{p.phoneMasked ? ` (${p.phoneMasked})` : ''}
          </dd>
          <dt>Status</dt>
          <dd>{statusLabel(p.status)}</dd>
          <dt>Date</dt>
          <dd>{formatHarareDateTime(p.settledAt ?? p.createdAt)}</dd>
        </dl>
        <p className={s.total}>
          {paid ? 'Paid' : 'Not paid'}: {formatMoney(p.amountCents, p.currency)}
        </p>
      </article>
      <div className={s.noPrint}>
        <PrintButton />
      </div>
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
