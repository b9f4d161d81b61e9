/**
 * A pay-now checkout's payment (`/checkout/payment/{reference}`, issue #11). Express methods: "approve on your
 * phone" (InnBucks: its code), then the status followed to paid, cancelled or failed — with JavaScript the page
 * revalidates every 3 s while pending; without it a "Check status" button reloads it. A card payment links to
 * Paynow's page, whose return lands here. Cancelled or failed: a try-again form starts a new payment for the same
 * orders (POST /orders/pay). The page only reports what the API says: an order is paid by Paynow's verified
 * answer, never by this page.
 *
 * Access: the payer only. Logged in: the session (the API answers only the payer). A guest: the phone the orders
 * were placed with, kept in an HttpOnly cookie at checkout, or typed here when the cookie is gone.
 */
import { data, redirect, redirectDocument, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { z } from 'zod';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert, PhoneField, formStyles } from '~/components/form';
import { PageTitle, layoutStyles } from '~/components/layout';
import { readToken } from '~/features/auth/cookies.server';
import { lastCheckout } from '~/features/orders/last-checkout.server';
import { payChoiceFields, payInput } from '~/features/payments/pay-choice';
import { PayFields } from '~/features/payments/pay-fields';
import { newestPayment, payerEntry, rememberPayment } from '~/features/payments/payer-cookie.server';
import { PaymentStatusView } from '~/features/payments/payment-status-view';
import { readPayment } from '~/features/payments/read-payment.server';
import { useFollowPending } from '~/features/payments/use-follow-pending';
import { mutate } from '~/graphql/client.server';
import { notFound } from '~/lib/invariant-response.server';
import { PayCheckoutMutation } from '~/graphql/queries/orders.server';
import { phoneFromLocalPart } from '~/lib/phone';
import { href } from '~/routes';
import { around } from '~/features/orders/checkout-text.server';
import { PAYMENT_PAGE_TEXT_KEYS, type PaymentWords } from '~/features/payments/payment-text';
import { formatMoneyIn } from '~/lib/i18n/intl-format';
import type { Language } from '~/lib/i18n/language';
import { pick, requestTranslator, translateMessage, type MessageKey, type Translate } from '~/lib/i18n/translate.server';
import { PAYMENT_REFERENCE } from '../../schema/rest/payments';
import { apiMessageIn } from '~/lib/i18n/api-message.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? 'Your payment — Musika' },
  { name: 'robots', content: 'noindex' },
];

const METHOD_NAME = { ecocash: 'EcoCash', onemoney: 'OneMoney', innbucks: 'InnBucks', web: 'Paynow' } as const;

/** What the page says about this payment, in the page's language (amounts through Intl). */
function paymentWords(
  t: Translate,
  language: Language,
  p: {
    amountCents: number;
    currency: string;
    method: keyof typeof METHOD_NAME;
    reference: string;
    phoneMasked?: string | null;
    instructions?: string | null;
  },
): PaymentWords {
  const method = METHOD_NAME[p.method];
  return {
    summary: t('payment.summary', { amount: formatMoneyIn(language, p.amountCents, p.currency), method, reference: p.reference }),
    request: t('payment.requestSent', { method, phone: p.phoneMasked ?? t('payment.yourPhone') }),
    paynowWords: language === 'en' || p.method === 'innbucks' ? (p.instructions ?? null) : null,
  };
}

function referenceOf(params: LoaderFunctionArgs['params']): string {
  const reference = (params.reference ?? '').toUpperCase();
  if (!PAYMENT_REFERENCE.test(reference)) throw notFound();
  return reference;
}

/** A guest's proofs for this payment: the phone it was paid from (to read it) and the orders' phone (to pay again). */
async function guestProof(request: Request, reference: string) {
  if (await readToken(request)) return { loggedIn: true, readPhone: null, orderPhone: null };
  const entry = await payerEntry(request, reference);
  return { loggedIn: false, readPhone: entry?.paidFrom ?? entry?.contactPhone ?? null, orderPhone: entry?.contactPhone ?? null };
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  // Paynow's return URL is fixed before the payment's reference exists: it lands on the newest payment.
  if (params.reference === '{reference}') {
    const newest = await newestPayment(request);
    throw newest ? redirect(href('checkout-payment', { reference: newest })) : notFound();
  }
  const reference = referenceOf(params);
  const { language, t } = requestTranslator(request);
  // Every word in the page's language, finished here (decision 030).
  const words = {
    title: t('payment.metaTitle'),
    text: pick(t, PAYMENT_PAGE_TEXT_KEYS),
    keptWhile: t('payment.keptWhile', { reference }),
    fromStore: around(t, 'order.fromStore', 'store'),
  };
  const { loggedIn, readPhone: phone } = await guestProof(request, reference);
  if (!loggedIn && !phone)
    return { ...words, reference, needPhone: true as const, payment: null, shown: null, checkFailed: false, orders: [], loggedIn, retryKey: '' };
  const { payment, checkFailed } = await readPayment(context, request, reference, phone);
  const last = await lastCheckout(request);
  const orders = payment && last?.checkoutId === payment.purposeRef ? last.orders : [];
  const shown = payment ? paymentWords(t, language, payment) : null;
  return { ...words, reference, needPhone: false as const, payment, shown, checkFailed, orders, loggedIn, retryKey: crypto.randomUUID() };
}

const retryForm = payChoiceFields.extend({ idempotencyKey: z.string().uuid('checkout.errorReload' satisfies MessageKey) });

export async function action({ params, request, context }: ActionFunctionArgs) {
  const reference = referenceOf(params);
  const form = await request.formData();
  const { t } = requestTranslator(request);
  if (form.get('intent') === 'phone') {
    const local = String(form.get('phone') ?? '').trim();
    if (!local) return data({ formError: t('payment.errorPhoneNeeded') }, { status: 400 });
    const typed = phoneFromLocalPart(local);
    throw redirect(href('checkout-payment', { reference }), {
      headers: { 'Set-Cookie': await rememberPayment(request, { reference, contactPhone: typed, paidFrom: null }) },
    });
  }
  const parsed = retryForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ formError: translateMessage(t, parsed.error.issues[0].message) }, { status: 400 });
  const { loggedIn, readPhone, orderPhone } = await guestProof(request, reference);
  // The checkout paid for comes from the API's answer about this payment, never from the form.
  const { payment } = await readPayment(context, request, reference, readPhone);
  if (!payment) return data({ formError: t('payment.statusFailed') }, { status: 400 });
  // A guest's number defaults to the orders' phone, as at checkout.
  const pay = payInput(parsed.data, orderPhone);
  if (pay.paymentMethod === 'CASH_ON_DELIVERY') return data({ formError: t('payment.errorChoose') }, { status: 400 });
  const { payCheckout } = await mutate(context, request, PayCheckoutMutation, {
    input: {
      checkoutId: payment.purposeRef,
      phone: orderPhone,
      paymentMethod: pay.paymentMethod,
      mobileMoneyNo: pay.mobileMoneyNo,
      currency: pay.currency,
      idempotencyKey: parsed.data.idempotencyKey,
    },
  });
  const next = payCheckout.payment;
  // The API's refusal (already paid, a payment still waiting, …) in the page's language.
  const refusal = payCheckout.userErrors[0]?.message;
  if (!next) return data({ formError: refusal ? apiMessageIn(t, refusal) : t('payment.failed') }, { status: 400 });
  const headers = new Headers();
  headers.append(
    'Set-Cookie',
    await rememberPayment(request, {
      reference: next.reference,
      contactPhone: loggedIn ? null : orderPhone,
      paidFrom: loggedIn ? null : pay.mobileMoneyNo,
    }),
  );
  // A card payment goes straight to Paynow's page; its return brings the buyer to the new payment's page.
  if (next.status === 'pending' && next.redirectUrl) throw redirectDocument(next.redirectUrl, { headers });
  throw redirect(href('checkout-payment', { reference: next.reference }), { headers });
}

export default function CheckoutPayment() {
  const { reference, needPhone, payment, shown, checkFailed, orders, loggedIn, retryKey, text, keptWhile, fromStore } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  useFollowPending(payment?.status === 'pending' && !checkFailed);
  if (needPhone) {
    return (
      <div className={formStyles.card}>
        <PageTitle>{text['payment.title']}</PageTitle>
        <Form method="post" className={formStyles.form}>
          <input type="hidden" name="intent" value="phone" />
          <FormAlert>{result?.formError}</FormAlert>
          <PhoneField label={text['payment.phoneLabel']} title={text['checkout.phoneTitle']} name="phone" />
          <button className={button()} type="submit">
            {text['payment.show']}
          </button>
        </Form>
      </div>
    );
  }
  const settledUnpaid = payment && (payment.status === 'cancelled' || payment.status === 'failed');
  return (
    <div className={formStyles.card}>
      <PageTitle>{payment?.status === 'paid' ? text['payment.titlePaid'] : text['payment.title']}</PageTitle>
      <PaymentStatusView payment={payment} checkFailed={checkFailed} text={text} words={shown} />
      {payment?.status === 'pending' || checkFailed ? (
        <Form method="get" action={href('checkout-payment', { reference })}>
          <button className={button({ tone: 'secondary' })} type="submit">
            {text['payment.checkStatus']}
          </button>
        </Form>
      ) : null}
      {orders.length > 0 ? (
        <ul aria-label={text['order.ordersLabel']}>
          {orders.map((o) => (
            <li key={o.id}>
              <strong>{o.number}</strong> {fromStore[0]}
              <span translate="no">{o.store}</span>
              {fromStore[1]}{' '}
              {loggedIn ? (
                <Link to={href('account-order', { id: o.id })}>{text['order.view']}</Link>
              ) : (
                <Link to={`${href('order-tracking')}?number=${o.number}`}>{text['order.track']}</Link>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {settledUnpaid ? (
        <Form method="post" className={formStyles.form} aria-label={text['payment.tryAgain']}>
          <h2 className={formStyles.label}>{text['payment.tryAgain']}</h2>
          <input type="hidden" name="idempotencyKey" value={retryKey} />
          <FormAlert>{result?.formError}</FormAlert>
          <PayFields text={text} errors={{}} withCash={false} defaultMethod={payment.method.toUpperCase() as 'ECOCASH'} numberRequired />
          <button className={button()} type="submit" disabled={busy}>
            {busy ? text['payment.starting'] : text['payment.payAgain']}
          </button>
        </Form>
      ) : null}
      {payment?.status === 'paid' ? (
        <Link className={button()} to={href('home')}>
          {text['order.keepShopping']}
        </Link>
      ) : (
        <p className={layoutStyles.muted}>{keptWhile}</p>
      )}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
