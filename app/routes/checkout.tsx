/**
 * Checkout → POST /orders/create (spec §7): contact details (phone through the +263 helper), delivery or
 * collection, notes; one order per store. The form carries an idempotency key made when the page was shown,
 * so a double submit or a retried request creates one set of orders (and one payment). Pay on delivery or
 * collection, or pay now (issue #11) with EcoCash, OneMoney, InnBucks or a card on Paynow's page, in USD or ZWG:
 * one payment for all the stores' orders, followed on the payment page (or, for a card, Paynow's page first).
 * With `?offer=` or `?offerLink=` it buys one accepted offer at the agreed price instead of the cart.
 */
import { data, redirect, redirectDocument, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { z } from 'zod';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormAlert, PhoneField, formStyles } from '~/components/form';
import { Breadcrumbs, PageTitle, layoutStyles } from '~/components/layout';
import { readToken } from '~/features/auth/cookies.server';
import { writeCartCookie } from '~/features/cart/cart-cookie.server';
import { cartStoreFor } from '~/features/cart/cart-store.server';
import * as cartStyles from '~/features/cart/cart.css';
import { loadOfferPurchase, offerSourceFrom, type OfferPurchase, type OfferSource } from '~/features/offers/offer-purchase.server';
import { summaryFromCart, summaryFromOffer } from '~/features/orders/checkout-summary';
import { rememberCheckout } from '~/features/orders/last-checkout.server';
import { payChoiceFields, payInput } from '~/features/payments/pay-choice';
import { PayFields } from '~/features/payments/pay-fields';
import { rememberPayment } from '~/features/payments/payer-cookie.server';
import { toFormErrors } from '~/features/auth/user-errors';
import { mutate, query } from '~/graphql/client.server';
import { CheckoutProfileQuery, CreateOrderMutation } from '~/graphql/queries/orders.server';
import { DeliveryTermsQuery } from '~/graphql/queries/delivery.server';
import * as deliveryStyles from '~/features/delivery/delivery.css';
import { ZigAmount } from '~/features/money/dual-price';
import * as dualStyles from '~/features/money/dual-price.css';
import { around, describeDeliveryIn } from '~/features/orders/checkout-text.server';
import { CHECKOUT_TEXT_KEYS } from '~/features/orders/checkout-text';
import { formatMoneyIn } from '~/lib/i18n/intl-format';
import { pick, requestTranslator, translateMessage, type MessageKey } from '~/lib/i18n/translate.server';
import { phoneFromLocalPart } from '~/lib/phone';
import { href } from '~/routes';
import { displayPhone } from '~/lib/phone-display';
import { apiMessageIn } from '~/lib/i18n/api-message.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? 'Checkout — Musika' },
  { name: 'robots', content: 'noindex' },
];

/** What is being bought: the cart's lines, or one accepted offer's (read again from the API either way). */
async function orderLines(context: LoaderFunctionArgs['context'], request: Request, source: OfferSource | null) {
  if (source) {
    const purchase = await loadOfferPurchase(context, request, source);
    return { summary: summaryFromOffer({ ...purchase.offer, quantity: purchase.item.quantity }), items: [purchase.item], purchase };
  }
  const cart = await (await cartStoreFor(context, request)).read();
  if (cart.lines.length === 0) throw redirect(href('cart'));
  const items = cart.lines.map((l) => ({ productId: l.product.id, variationId: l.variation?.id ?? '0', quantity: l.quantity }));
  return { summary: summaryFromCart(cart), items, purchase: null as OfferPurchase | null };
}

const offerFields = (source: OfferSource | null) =>
  source?.kind === 'account' ? { offer: source.id } : source?.kind === 'link' ? { offerLink: source.uuid } : {};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const source = offerSourceFrom(new URL(request.url).searchParams);
  const token = await readToken(request);
  const [lines, profile] = await Promise.all([
    orderLines(context, request, source),
    token ? query(context, request, CheckoutProfileQuery, {}).then((d) => d.viewer?.profile ?? null) : null,
  ]);
  // Each store's delivery terms (issue 31), shown beside its items before the order is placed.
  const { deliveryTerms } = await query(context, request, DeliveryTermsQuery, { storeIds: lines.summary.stores.map((st) => st.id) });
  // Every word in the page's language, finished here: the page gets strings, never a catalogue (decision 030).
  const { language, t } = requestTranslator(request);
  const { summary } = lines;
  const money = (cents: number) => formatMoneyIn(language, cents);
  const collectionOnly = deliveryTerms.filter((d) => d.collectionOnly);
  const offer = summary.offer;
  const offerPhone = lines.purchase?.phone ?? null;
  return {
    summary,
    title: t('checkout.metaTitle'),
    text: pick(t, CHECKOUT_TEXT_KEYS),
    placeLabel: t('checkout.place', { count: summary.stores.length }),
    offerPhoneText: offerPhone ? t('checkout.offerPhone', { phone: displayPhone(offerPhone) }) : null,
    collectionOnly: collectionOnly.length
      ? { names: collectionOnly.map((d) => d.storeName).join(', '), words: around(t, 'checkout.collectionOnlyStores', 'stores') }
      : null,
    offerLine: offer
      ? {
          name: `${offer.productName}${offer.variationName ? ` (${offer.variationName})` : ''}`,
          agreed: t('checkout.offerAgreed', { quantity: offer.quantity, price: money(offer.unitCents) }),
        }
      : null,
    stores: summary.stores.map((g) => {
      const terms = deliveryTerms.find((d) => d.storeId === g.id);
      return {
        id: g.id,
        name: g.name,
        subtotalCents: g.subtotalCents,
        subtotal: money(g.subtotalCents),
        items: t('checkout.storeItems', { count: g.itemCount }),
        terms: terms ? describeDeliveryIn(t, language, terms) : null,
      };
    }),
    total: money(summary.totalCents),
    offerFields: offerFields(source),
    offerPhone,
    profile,
    idempotencyKey: crypto.randomUUID(),
  };
}

/** zod messages are message keys, put in the page's language by the action (translateMessage). */
const key = (k: MessageKey) => k;

const checkoutForm = z
  .object({
    idempotencyKey: z.string().uuid(key('checkout.errorReload')),
    name: z.string().trim().min(1, key('checkout.errorName')).max(100, key('checkout.errorNameLong')),
    phone: z.string().trim().min(1, key('checkout.errorPhone')).max(20, key('checkout.errorPhoneLong')),
    email: z.union([z.literal(''), z.string().trim().email(key('checkout.errorEmail')).max(254, key('checkout.errorEmail'))]).optional(),
    fulfilment: z.enum(['DELIVERY', 'COLLECTION'], { errorMap: () => ({ message: key('checkout.errorFulfilment') }) }),
    address1: z.string().trim().max(200, key('checkout.errorAddressLong')).optional(),
    suburb: z.string().trim().max(100, key('checkout.errorSuburbLong')).optional(),
    city: z.string().trim().max(100, key('checkout.errorCityLong')).optional(),
    notes: z.string().trim().max(1000, key('checkout.errorNotesLong')).optional(),
  })
  .merge(payChoiceFields)
  .superRefine((f, ctx) => {
    if (f.fulfilment !== 'DELIVERY') return;
    if (!f.address1) ctx.addIssue({ code: 'custom', path: ['address1'], message: key('checkout.errorAddressRequired') });
    if (!f.city) ctx.addIssue({ code: 'custom', path: ['city'], message: key('checkout.errorCityRequired') });
  });

type Result = { formError?: string; fieldErrors?: Record<string, string> };

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const parsed = checkoutForm.safeParse(Object.fromEntries(form));
  const { t } = requestTranslator(request);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= translateMessage(t, issue.message);
    return data<Result>({ fieldErrors }, { status: 400 });
  }
  const f = parsed.data;
  const source = offerSourceFrom(form);
  const { items } = await orderLines(context, request, source);
  const contactPhone = phoneFromLocalPart(f.phone);
  const { createOrder } = await mutate(context, request, CreateOrderMutation, {
    input: {
      idempotencyKey: f.idempotencyKey,
      contact: { name: f.name, phone: contactPhone, email: f.email || undefined },
      fulfilment: f.fulfilment,
      deliveryAddress: f.fulfilment === 'DELIVERY' ? { address1: f.address1!, suburb: f.suburb || undefined, city: f.city! } : undefined,
      notes: f.notes,
      items,
      ...payInput(f, f.phone),
    },
  });
  if (!createOrder.checkoutId) {
    const errors = toFormErrors(createOrder.userErrors);
    // The API's refusal (sold out, collection only, …) in the page's language.
    return data<Result>({ formError: errors.form ? apiMessageIn(t, errors.form) : t('checkout.errorFailed') }, { status: 400 });
  }
  const headers = new Headers();
  const loggedIn = !!(await readToken(request));
  headers.append(
    'Set-Cookie',
    await rememberCheckout(request, {
      checkoutId: createOrder.checkoutId,
      totalCents: createOrder.total?.amountCents ?? 0,
      fulfilment: f.fulfilment,
      orders: createOrder.orders.map((o) => ({ id: o.id, number: o.number, store: o.store.name, totalCents: o.total.amountCents })),
    }),
  );
  // The anonymous cart is done with (unless an offer was bought); a logged-in user's ordered lines are cleared by the API.
  if (!source && !loggedIn) headers.append('Set-Cookie', await writeCartCookie(request, []));
  const payment = createOrder.payment;
  if (!payment) throw redirect(href('thank-you'), { headers });
  // Paying now: the payment page finds this payment again (Paynow's return), and a guest's phones prove it is theirs.
  const pay = payInput(f, f.phone);
  headers.append(
    'Set-Cookie',
    await rememberPayment(request, {
      reference: payment.reference,
      contactPhone: loggedIn ? null : contactPhone,
      paidFrom: loggedIn ? null : pay.mobileMoneyNo,
    }),
  );
  // A card payment continues on Paynow's page (a whole-document load, never a client navigation), which returns to
  // the payment page; express waits on the phone.
  if (payment.status === 'pending' && payment.redirectUrl) throw redirectDocument(payment.redirectUrl, { headers });
  throw redirect(href('checkout-payment', { reference: payment.reference }), { headers });
}

export default function Checkout() {
  const { summary, text, placeLabel, offerPhoneText, collectionOnly, offerLine, stores, total, offerFields, profile, offerPhone, idempotencyKey } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const e = result?.fieldErrors ?? {};
  const { offer } = summary;
  const phone = offerPhone ?? profile?.billing?.phone ?? profile?.whatsAppNumber ?? undefined;
  return (
    <>
      <Breadcrumbs
        items={[
          { label: text['common.home'], to: href('home') },
          offer ? { label: text['checkout.offers'], to: href('inbox-offers') } : { label: text['chrome.cart'], to: href('cart') },
          { label: text['checkout.title'] },
        ]}
      />
      <PageTitle>{offer ? text['checkout.titleOffer'] : text['checkout.title']}</PageTitle>
      <div className={cartStyles.layout}>
        <Form method="post" className={formStyles.form} aria-label={text['checkout.formLabel']}>
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          {Object.entries(offerFields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <FormAlert>{result?.formError}</FormAlert>
          <Field
            label={text['checkout.name']}
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            defaultValue={profile?.displayName ?? ''}
            error={e.name}
          />
          <PhoneField label={text['checkout.phone']} title={text['checkout.phoneTitle']} name="phone" defaultValue={phone} error={e.phone} />
          {offerPhoneText ? <p className={layoutStyles.muted}>{offerPhoneText}</p> : null}
          <Field
            label={text['checkout.email']}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            defaultValue={profile?.email ?? ''}
            error={e.email}
          />
          <fieldset className={formStyles.choices}>
            <legend className={formStyles.label}>{text['checkout.howLegend']}</legend>
            <label className={formStyles.choice}>
              <input type="radio" name="fulfilment" value="DELIVERY" defaultChecked={!collectionOnly} /> {text['checkout.delivery']}
            </label>
            <label className={formStyles.choice}>
              <input type="radio" name="fulfilment" value="COLLECTION" defaultChecked={!!collectionOnly} /> {text['checkout.collection']}
            </label>
          </fieldset>
          {collectionOnly ? (
            <p className={layoutStyles.muted}>
              {collectionOnly.words[0]}
              <span translate="no">{collectionOnly.names}</span>
              {collectionOnly.words[1]}
            </p>
          ) : null}
          {e.fulfilment ? <p className={formStyles.error}>{e.fulfilment}</p> : null}
          <Field
            label={text['checkout.address1']}
            name="address1"
            autoComplete="address-line1"
            maxLength={200}
            defaultValue={profile?.billing?.address1 ?? ''}
            error={e.address1}
          />
          <Field label={text['checkout.suburb']} name="suburb" maxLength={100} defaultValue={profile?.billing?.suburb ?? ''} error={e.suburb} />
          <Field
            label={text['checkout.city']}
            name="city"
            autoComplete="address-level2"
            maxLength={100}
            defaultValue={profile?.billing?.city ?? ''}
            error={e.city}
          />
          <label className={formStyles.field}>
            <span className={formStyles.label}>{text['checkout.notes']}</span>
            <textarea className={formStyles.input} name="notes" rows={3} maxLength={1000} />
          </label>
          {e.notes ? <p className={formStyles.error}>{e.notes}</p> : null}
          <PayFields text={text} errors={e} />
          <button className={button()} type="submit" disabled={busy}>
            {busy ? text['checkout.placing'] : placeLabel}
          </button>
        </Form>
        <aside className={cartStyles.summary} aria-label={text['cart.summaryLabel']}>
          {offerLine ? (
            <p>
              <span translate="no">{offerLine.name}</span>: {offerLine.agreed}
            </p>
          ) : null}
          {stores.map((g) => (
            <div key={g.id}>
              <p>
                <span translate="no">{g.name}</span>: <Amount text={g.subtotal} usdCents={g.subtotalCents} /> {g.items}
              </p>
              {g.terms ? (
                <p className={deliveryStyles.terms} data-testid="store-delivery">
                  {g.terms}
                </p>
              ) : null}
            </div>
          ))}
          <p className={cartStyles.grand}>
            <Amount text={total} usdCents={summary.totalCents} />
          </p>
          <p className={layoutStyles.muted}>{text['checkout.deliveryNote']}</p>
          {offer ? null : <Link to={href('cart')}>{text['checkout.changeCart']}</Link>}
        </aside>
      </div>
    </>
  );
}

/** A USD amount written on the server in the page's language, with its ZiG beside it (as DualPrice shows them). */
function Amount({ text, usdCents }: { text: string; usdCents: number }) {
  return (
    <span className={dualStyles.dual}>
      <span>{text}</span>
      <ZigAmount usdCents={usdCents} />
    </span>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
