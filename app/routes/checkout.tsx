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
import { describeDelivery } from '~/features/delivery/delivery-terms';
import * as deliveryStyles from '~/features/delivery/delivery.css';
import { DualPrice } from '~/features/money/dual-price';
import { formatMoney } from '~/lib/money';
import { phoneFromLocalPart } from '~/lib/phone';
import { href } from '~/routes';
import { displayPhone } from '~/lib/phone-display';

export const meta: MetaFunction = () => [{ title: 'Checkout — Musika' }, { name: 'robots', content: 'noindex' }];

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
  return {
    summary: lines.summary,
    delivery: deliveryTerms,
    offerFields: offerFields(source),
    offerPhone: lines.purchase?.phone ?? null,
    profile,
    idempotencyKey: crypto.randomUUID(),
  };
}

const checkoutForm = z
  .object({
    idempotencyKey: z.string().uuid('Reload the page and try again'),
    name: z.string().trim().min(1, 'Your name is required').max(100, 'Your name is too long'),
    phone: z.string().trim().min(1, 'A phone number is required').max(20, 'The phone number is too long'),
    email: z.union([z.literal(''), z.string().trim().email('Email is invalid').max(254)]).optional(),
    fulfilment: z.enum(['DELIVERY', 'COLLECTION'], { errorMap: () => ({ message: 'Choose delivery or collection' }) }),
    address1: z.string().trim().max(200, 'The street address is too long').optional(),
    suburb: z.string().trim().max(100, 'The suburb is too long').optional(),
    city: z.string().trim().max(100, 'The city is too long').optional(),
    notes: z.string().trim().max(1000, 'Notes are at most 1000 characters').optional(),
  })
  .merge(payChoiceFields)
  .superRefine((f, ctx) => {
    if (f.fulfilment !== 'DELIVERY') return;
    if (!f.address1) ctx.addIssue({ code: 'custom', path: ['address1'], message: 'The street address is required for delivery' });
    if (!f.city) ctx.addIssue({ code: 'custom', path: ['city'], message: 'The city is required for delivery' });
  });

type Result = { formError?: string; fieldErrors?: Record<string, string> };

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const parsed = checkoutForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
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
    return data<Result>({ formError: errors.form ?? 'We could not place your order. Please try again.' }, { status: 400 });
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
  const { summary, delivery, offerFields, offerPhone, profile, idempotencyKey } = useLoaderData<typeof loader>();
  const termsOf = (storeId: string) => delivery.find((t) => t.storeId === storeId);
  const collectionOnly = delivery.filter((t) => t.collectionOnly);
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== 'idle';
  const e = result?.fieldErrors ?? {};
  const { stores, offer } = summary;
  const phone = offerPhone ?? profile?.billing?.phone ?? profile?.whatsAppNumber ?? undefined;
  return (
    <>
      <Breadcrumbs
        items={[
          { label: 'Home', to: href('home') },
          offer ? { label: 'Offers', to: href('inbox-offers') } : { label: 'Cart', to: href('cart') },
          { label: 'Checkout' },
        ]}
      />
      <PageTitle>{offer ? 'Buy at the agreed price' : 'Checkout'}</PageTitle>
      <div className={cartStyles.layout}>
        <Form method="post" className={formStyles.form} aria-label="Checkout">
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          {Object.entries(offerFields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <FormAlert>{result?.formError}</FormAlert>
          <Field
            label="Your name"
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            defaultValue={profile?.displayName ?? ''}
            error={e.name}
          />
          <PhoneField label="Phone (the store calls or WhatsApps you)" name="phone" defaultValue={phone} error={e.phone} />
          {offerPhone ? (
            <p className={layoutStyles.muted}>Use the phone the offer was made with, {displayPhone(offerPhone)}, unless you are logged in.</p>
          ) : null}
          <Field
            label="Email (optional, for a receipt)"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            defaultValue={profile?.email ?? ''}
            error={e.email}
          />
          <fieldset className={formStyles.choices}>
            <legend className={formStyles.label}>How do you want it?</legend>
            <label className={formStyles.choice}>
              <input type="radio" name="fulfilment" value="DELIVERY" defaultChecked={collectionOnly.length === 0} /> Delivery (each store’s fee, shown
              with its items)
            </label>
            <label className={formStyles.choice}>
              <input type="radio" name="fulfilment" value="COLLECTION" defaultChecked={collectionOnly.length > 0} /> Collect from the store (free)
            </label>
          </fieldset>
          {collectionOnly.length ? (
            <p className={layoutStyles.muted}>{collectionOnly.map((t) => t.storeName).join(', ')} only offers collection.</p>
          ) : null}
          {e.fulfilment ? <p className={formStyles.error}>{e.fulfilment}</p> : null}
          <Field
            label="Street address (for delivery)"
            name="address1"
            autoComplete="address-line1"
            maxLength={200}
            defaultValue={profile?.billing?.address1 ?? ''}
            error={e.address1}
          />
          <Field label="Suburb (optional)" name="suburb" maxLength={100} defaultValue={profile?.billing?.suburb ?? ''} error={e.suburb} />
          <Field
            label="City or town (for delivery)"
            name="city"
            autoComplete="address-level2"
            maxLength={100}
            defaultValue={profile?.billing?.city ?? ''}
            error={e.city}
          />
          <label className={formStyles.field}>
            <span className={formStyles.label}>Notes for the store (optional)</span>
            <textarea className={formStyles.input} name="notes" rows={3} maxLength={1000} />
          </label>
          {e.notes ? <p className={formStyles.error}>{e.notes}</p> : null}
          <PayFields errors={e} />
          <button className={button()} type="submit" disabled={busy}>
            {busy ? 'Placing your order…' : `Place ${stores.length === 1 ? 'order' : `${stores.length} orders`}`}
          </button>
        </Form>
        <aside className={cartStyles.summary} aria-label="Order summary">
          {offer ? (
            <p>
              {offer.productName}
              {offer.variationName ? ` (${offer.variationName})` : ''}: {offer.quantity} × {formatMoney(offer.unitCents)}, the price you agreed
            </p>
          ) : null}
          {stores.map((g) => {
            const terms = termsOf(g.id);
            return (
              <div key={g.id}>
                <p>
                  {g.name}: <DualPrice usdCents={g.subtotalCents} /> ({g.itemCount} {g.itemCount === 1 ? 'item' : 'items'})
                </p>
                {terms ? (
                  <p className={deliveryStyles.terms} data-testid="store-delivery">
                    {describeDelivery(terms)}
                  </p>
                ) : null}
              </div>
            );
          })}
          <p className={cartStyles.grand}>
            <DualPrice usdCents={summary.totalCents} />
          </p>
          <p className={layoutStyles.muted}>Plus each store’s delivery to your city if you choose it. Each store sends its own order.</p>
          {offer ? null : <Link to={href('cart')}>Change the cart</Link>}
        </aside>
      </div>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
