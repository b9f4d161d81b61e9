/**
 * A printable receipt of one of the user's payments (issue #11 item 5): the seller (Musika for a package, the
 * vendor's business for an ads top-up, the store for an order), the buyer, what was paid for, the amount in its
 * currency (with the rate for ZWG), method, status and the date in Harare time. Someone else's payment or an
 * unknown reference: 404, the same answer. In the page's language (issue 33 §3); the parties' names and
 * addresses are theirs (translate="no").
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { statusMeta } from '~/components/status-meta';
import { AccountLayout } from '~/features/account/account-layout';
import { accountNavText } from '~/features/account/account-text.server';
import { requireAccess } from '~/features/auth/guards.server';
import { receiptText } from '~/features/subscriptions/billing-text.server';
import { Placed } from '~/components/placed-text';
import { PrintButton } from '~/features/subscriptions/print-button';
import * as s from '~/features/subscriptions/receipt.css';
import { query } from '~/graphql/client.server';
import { notFound } from '~/lib/invariant-response.server';
import { ReceiptQuery } from '~/graphql/queries/subscriptions.server';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { href } from '~/routes';
import { displayPhone } from '~/lib/phone-display';

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data ? [{ title: data.text.meta }, { name: 'robots', content: 'noindex' }] : statusMeta(error);

export async function loader(args: LoaderFunctionArgs) {
  await requireAccess('account', args);
  const reference = (args.params.reference ?? '').toUpperCase();
  if (!/^MSK-PAY-[0-9A-Z]{10}$/.test(reference)) throw notFound('Payment status check failed');
  const { receipt } = await query(args.context, args.request, ReceiptQuery, { reference });
  if (!receipt) throw notFound('Payment status check failed');
  const { language, t } = requestTranslator(args.request);
  return { receipt, nav: accountNavText(t), text: receiptText(language, t, receipt) };
}

/** 26751200 millionths → '26.7512'. */
const rateText = (micros: number) => (micros / 1_000_000).toLocaleString('en-US', { maximumFractionDigits: 6 });

function Party({
  title,
  name,
  tax,
  party,
}: {
  title: string;
  name: string;
  tax: string | null;
  party: { address: string[]; phone?: string | null; email?: string | null };
}) {
  return (
    <address className={s.party}>
      <span className={s.label}>{title}</span>
      <strong translate="no">{name}</strong>
      {party.address.map((line) => (
        <span key={line} translate="no">
          {line}
        </span>
      ))}
      {party.phone ? <span>{displayPhone(party.phone)}</span> : null}
      {party.email ? <span>{party.email}</span> : null}
      {tax ? <span>{tax}</span> : null}
    </address>
  );
}

export default function BillingReceipt() {
  const { receipt, nav, text } = useLoaderData<typeof loader>();
  const w = text.words;
  const p = receipt.payment;
  return (
    <AccountLayout title={w['subscriptions.receipt']} nav={nav}>
      <div className={`${s.noPrint}`}>
        <Link to={href('billing-details')}>{w['vendorMoney.receiptBack']}</Link>
      </div>
      <article className={s.receipt} aria-label={text.aria}>
        <div className={s.head}>
          <h2 className={s.title}>{text.paid ? w['subscriptions.receipt'] : w['vendorMoney.notPaidTitle']}</h2>
          <span>{p.reference}</span>
        </div>
        <div className={s.parties}>
          <Party title={w['vendorMoney.from']} name={text.seller} tax={text.sellerTax} party={receipt.seller} />
          <Party title={w['vendorMoney.to']} name={receipt.buyer.name} tax={text.buyerTax} party={receipt.buyer} />
        </div>
        <dl className={s.facts}>
          <dt>{w['vendorMoney.for']}</dt>
          <dd>
            <Placed {...text.description} />
          </dd>
          <dt>{w['vendorMoney.amount']}</dt>
          <dd>{text.amount}</dd>
          {p.currency === 'ZWG' && p.rateMicros ? (
            <>
              <dt>{w['vendorMoney.rate']}</dt>
              <dd>
                1 USD = {rateText(p.rateMicros)} ZWG ({text.usd})
              </dd>
            </>
          ) : null}
          <dt>{w['vendorMoney.method']}</dt>
          <dd>{text.method}</dd>
          <dt>{w['vendorMoney.status']}</dt>
          <dd>{text.status}</dd>
          <dt>{w['vendorMoney.date']}</dt>
          <dd>{text.date}</dd>
        </dl>
        <p className={s.total}>{text.total}</p>
      </article>
      <div className={s.noPrint}>
        <PrintButton how={w['vendorMoney.printHow']} label={w['vendorMoney.print']} />
      </div>
    </AccountLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
