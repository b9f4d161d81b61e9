/**
 * Fund ads account (`/dashboard/ads-management/fund-account`, issue #11 item 6): the active business's ads
 * balance, a form to top it up with EcoCash, OneMoney, InnBucks or a card through Paynow, and the top-up's
 * status. The ads payment status of spec §4 (idle, loading, succeeded, failed) is shown as such; failures use the
 * spec's 'Error funding account' and 'Error requesting balance'.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert } from '~/components/form';
import { requireDashboardBusiness } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { FundAccountForm, type FundResult } from '~/features/subscriptions/fund-account-form';
import { isPayMethod, newRequestKey } from '~/features/subscriptions/labels';
import { paymentPhase, PaymentStatusUnknown, PaymentStatusView } from '~/features/subscriptions/payment-status';
import { TopUpsList } from '~/features/subscriptions/top-ups-list';
import * as s from '~/features/subscriptions/subscriptions.css';
import { mutate, query } from '~/graphql/client.server';
import { AdsBalanceQuery, FundAdsAccountMutation, SubscriptionPaymentQuery } from '~/graphql/queries/subscriptions.server';
import { formatMoneyIn } from '~/lib/i18n/intl-format';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { dateTimeIn } from '~/features/earnings/earnings-text.server';
import { methodIn, paymentStatusIn, paymentStatusWords, paymentUnknownWords, phaseIn } from '~/features/subscriptions/subscriptions-text.server';
import { phoneFromLocalPart } from '~/lib/phone';
import { href } from '~/routes';
import { apiMessageIn } from '~/lib/i18n/api-message.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.w.meta ?? 'Fund ads account — Musika' },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: LoaderFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const url = new URL(args.request.url);
  const reference = url.searchParams.get('payment')?.toUpperCase() ?? null;
  const [balance, paid] = await Promise.all([
    query(args.context, args.request, AdsBalanceQuery, { businessId: access.businessId }, { optional: ['adsBalance'] })
      .then((r) => r.adsBalance)
      .catch(() => null),
    reference && /^MSK-PAY-[0-9A-Z]{10}$/.test(reference)
      ? query(args.context, args.request, SubscriptionPaymentQuery, { reference }, { optional: ['payment'] })
          .then((r) => r.payment)
          .catch(() => null)
      : null,
  ]);
  const { language, t } = requestTranslator(args.request);
  const money = (m: { amountCents: number; currency: string }) => formatMoneyIn(language, m.amountCents, m.currency);
  const w = {
    meta: t('subscriptions.fundMeta'),
    title: t('subscriptions.fundTitle'),
    adsBalance: t('subscriptions.adsBalance'),
    balanceOf: balance ? t('subscriptions.adsBalanceOf', { name: balance.businessName }) : '',
    balance: balance ? money(balance.balance) : '',
    balanceFailed: t('subscriptions.balanceFailed'),
    // Each phase said in the language (the test id reads the phase the page is in).
    phases: Object.fromEntries(['idle', 'loading', 'succeeded', 'failed'].map((p) => [p, phaseIn(t, p)])),
    fundFailed: t('subscriptions.fundFailed'),
    funded: t('subscriptions.funded'),
    amount: paid ? money(paid) : '',
    added: paid ? t('subscriptions.added', { amount: formatMoneyIn(language, paid.usdCents, 'USD') }) : '',
    status: paid ? paymentStatusWords(t, paid) : null,
    unknown: paymentUnknownWords(t),
    form: {
      label: t('subscriptions.fundTitle'),
      amount: t('subscriptions.amountLabel'),
      hint: t('subscriptions.fundHint'),
      starting: t('subscriptions.starting'),
      submit: t('subscriptions.fundSubmit'),
      pay: { payWith: t('subscriptions.payWith'), payWeb: t('subscriptions.payWeb'), number: t('subscriptions.mobileMoneyNumber') },
    },
    topUpsTitle: t('subscriptions.latestTopUps'),
    topUps: (balance?.topUps ?? []).map((u) => ({
      reference: u.reference,
      what: `${money(u.amount)} · ${methodIn(t, u.method)}`,
      when: `${paymentStatusIn(t, u.status)} · ${dateTimeIn(language, u.createdAt)}`,
    })),
  };
  return { frame: access.frame, balance, payment: paid, statusCheckFailed: Boolean(reference) && !paid, requestKey: newRequestKey(), w };
}

export async function action(args: ActionFunctionArgs) {
  const access = await requireDashboardBusiness(args);
  const form = Object.fromEntries(await args.request.formData());
  const { t } = requestTranslator(args.request);
  const amount = Number(String(form.amount ?? '').trim());
  const method = String(form.paymentMethod ?? '');
  const phone = String(form.mobileMoneyNo ?? '').trim();
  const fieldErrors: Record<string, string> = {};
  if (!Number.isFinite(amount) || amount < 1 || amount > 1000 || Math.round(amount * 100) !== amount * 100)
    fieldErrors.amount = t('subscriptions.errorFundAmount');
  if (!isPayMethod(method)) fieldErrors.paymentMethod = t('subscriptions.errorMethod');
  if (method !== 'WEB' && !phone) fieldErrors.mobileMoneyNo = t('subscriptions.errorMobileMoney');
  if (Object.keys(fieldErrors).length) return data<FundResult>({ fieldErrors }, { status: 400 });
  const requestKey = String(form.requestKey ?? '');
  const { fundAdsAccount } = await mutate(args.context, args.request, FundAdsAccountMutation, {
    input: {
      businessId: access.businessId,
      amountCents: Math.round(amount * 100),
      paymentMethod: method as 'ECOCASH',
      mobileMoneyNo: method === 'WEB' ? null : phoneFromLocalPart(phone),
      requestKey: /^[\w-]{8,64}$/.test(requestKey) ? requestKey : undefined,
    },
  });
  if (!fundAdsAccount.payment) {
    const first = fundAdsAccount.userErrors[0];
    const field = first?.field === 'amount' || first?.field === 'mobileMoneyNo' ? first.field : null;
    const message = first ? apiMessageIn(t, first.message.replace(/^\w+: /, '')) : t('subscriptions.fundFailed');
    return data<FundResult>(field ? { fieldErrors: { [field]: message } } : { formError: message }, { status: 400 });
  }
  if (fundAdsAccount.payment.redirectUrl && String(fundAdsAccount.payment.status).toLowerCase() === 'pending')
    throw redirect(fundAdsAccount.payment.redirectUrl);
  throw redirect(`${href('fund-account')}?payment=${fundAdsAccount.payment.reference}`);
}

export default function FundAccount() {
  const { frame, balance, payment, statusCheckFailed, requestKey, w } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === 'submitting';
  const phase = paymentPhase(payment, submitting);
  return (
    <DashboardLayout frame={frame} title={w.title}>
      <div className={s.stack}>
        {balance ? (
          <section aria-label={w.adsBalance}>
            <p className={s.muted}>{w.balanceOf}</p>
            <p className={s.balance} data-testid="ads-balance">
              {w.balance}
            </p>
          </section>
        ) : (
          <FormAlert>{w.balanceFailed}</FormAlert>
        )}
        <p className={s.muted} data-testid="ads-payment-status">
          {w.phases[phase]}
        </p>
        {payment ? (
          <PaymentStatusView
            payment={payment}
            amount={w.amount}
            w={w.status!}
            failedTitle={w.fundFailed}
            paidTitle={w.funded}
            paidBody={<p>{w.added}</p>}
            checkAgainHref={`${href('fund-account')}?payment=${payment.reference}`}
            tryAgainHref={href('fund-account')}
          />
        ) : statusCheckFailed ? (
          <PaymentStatusUnknown tryAgainHref={href('fund-account')} w={w.unknown} />
        ) : null}
        {!payment || phase !== 'loading' ? <FundAccountForm result={result} requestKey={requestKey} busy={submitting} w={w.form} /> : null}
        {w.topUps.length ? <TopUpsList topUps={w.topUps} title={w.topUpsTitle} /> : null}
      </div>
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
