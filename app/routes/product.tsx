/**
 * Product page for every detail variant of spec §2 (generic, real estate, trades & services, auction,
 * auction real estate, and the auction -approved/-rejected routes that set the status shown).
 */
import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, PageTitle, Section, layoutStyles } from '~/components/layout';
import { Price } from '~/components/price';
import { statusMeta } from '~/components/status-meta';
import { ProductGrid } from '~/components/product-card';
import { AddToCart, CART_KINDS } from '~/features/product/add-to-cart';
import { EditListing } from '~/features/product/edit-listing';
import { ProductGallery } from '~/features/product/product-gallery';
import { ProductReviews } from '~/features/product/product-reviews';
import { ReportProduct } from '~/features/product/report-product';
import { SaveButton } from '~/features/product/save-button';
import { sponsoredHtml } from '~/features/ads/sponsored-html.server';
import { SponsoredSlot } from '~/features/ads/sponsored-slot';
import { CreateReviewMutation, ReportProductMutation } from '~/graphql/queries/engagement.server';
import { MakeOfferMutation } from '~/graphql/queries/offers.server';
import { MakeOffer } from '~/features/offers/make-offer';
import type { loader as rootLoader } from '~/root';
import * as s from '~/features/product/product-page.css';
import { ProductSpecs } from '~/features/product/product-specs';
import { AuctionPanel } from '~/features/auctions/auction-panel';
import { loadAuctionLot, placeBidAction } from '~/features/auctions/auction.server';
import { variantFromPath, variantMatchesKind } from '~/features/product/product-variant';
import { mutate, query } from '~/graphql/client.server';
import { invariantFound, notFound } from '~/lib/invariant-response.server';
import { ProductIdQuery, ProductQuery } from '~/graphql/queries/catalogue.server';
import { layoutRateMicros } from '~/features/layout/layout.server';
import { formatMoney } from '~/lib/money';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { addToCartText } from '~/features/product/add-to-cart-text.server';
import { kindLabel, productHref } from '~/lib/product-links';
import { href } from '~/routes';
import { displayPhone, phoneHref, whatsAppHref } from '~/lib/phone-display';

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data
    ? [
        { title: `${data.product.name} — Musika` },
        { name: 'description', content: data.product.shortDescription },
        { property: 'og:title', content: data.product.name },
        ...(data.product.image ? [{ property: 'og:image', content: data.product.image.url }] : []),
      ]
    : statusMeta(error);

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const [{ product, sponsoredAds }, rateMicros] = await Promise.all([
    query(context, request, ProductQuery, { slug: params.slug ?? '' }, { optional: ['sponsoredAds'] }),
    layoutRateMicros(context, request),
  ]);
  const found = invariantFound(product, 'Product not found');
  const { variant, status } = variantFromPath(url.pathname);
  // One address per product: a product opened through another kind's route goes to its own.
  if (!variantMatchesKind(variant, found.kind)) throw redirect(productHref(found), 301);
  const sponsored = sponsoredHtml(sponsoredAds, rateMicros);
  // An auction's bids change by the second: its page is never kept by a shared cache (see `headers`).
  const lot = found.auction ? await loadAuctionLot(context, request, found.id) : null;
  // The seller's links are made here, not in the page's module: the formatter stays out of this page's client JS.
  const { phone, whatsApp } = found.business;
  const contact = {
    call: phone ? { href: phoneHref(phone), label: `Call ${displayPhone(phone)}` } : null,
    whatsApp: whatsApp ? whatsAppHref(whatsApp, `Hi, I saw "${found.name}" on Musika. Is it available?`) : null,
  };
  const page = {
    product: found,
    contact,
    sponsored,
    routeStatus: status,
    path: url.pathname,
    added: url.searchParams.get('added') === '1',
    lot,
    bidPlaced: url.searchParams.get('bid') === 'placed',
    // The page's language (issue 33 §3): so far its add-to-cart form (decision 030 lists the rest).
    addToCart: addToCartText(requestTranslator(request).t),
  };
  return data(page, lot ? { headers: { 'Cache-Control': 'private, no-store' } } : undefined);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const out = new Headers();
  const cacheControl = loaderHeaders.get('Cache-Control');
  if (cacheControl) out.set('Cache-Control', cacheControl);
  return out;
};

const reviewForm = z.object({
  intent: z.literal('review'),
  rating: z.coerce.number({ invalid_type_error: 'Please select a rating' }).int().min(1, 'Please select a rating').max(5, 'Please select a rating'),
  review: z.string().trim().min(10, 'Write at least 10 characters').max(2000, 'At most 2000 characters'),
});
const reportForm = z.object({
  intent: z.literal('report'),
  reason: z.enum(['COUNTERFEIT', 'PROHIBITED', 'SCAM', 'WRONG_CATEGORY', 'OFFENSIVE', 'OTHER'], { errorMap: () => ({ message: 'Choose a reason' }) }),
  details: z.string().trim().max(1000, 'At most 1000 characters').optional(),
});

const offerForm = z.object({
  intent: z.literal('offer'),
  amount: z.coerce.number({ invalid_type_error: 'Enter your price' }).positive('Enter your price').max(100_000_000, 'That price is too high'),
  quantity: z.coerce.number().int().min(1, 'At least 1').max(1000, 'At most 1000').default(1),
  message: z.string().trim().max(500, 'At most 500 characters').optional(),
});

/** Reviews and reports are posted here (by fetchers) and answer { ok, error }; an offer goes to its page. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const form = Object.fromEntries(await request.formData());
  const { product } = await query(context, request, ProductIdQuery, { slug: params.slug ?? '' });
  if (!product) throw notFound('Product not found');
  if (form.intent === 'bid') return placeBidAction(context, request, product.id, form, new URL(request.url).pathname);
  if (form.intent === 'offer') {
    const parsed = offerForm.safeParse(form);
    if (!parsed.success) return data({ ok: false, error: parsed.error.issues[0].message, intent: 'offer' }, { status: 400 });
    const { makeOffer } = await mutate(context, request, MakeOfferMutation, {
      input: {
        productId: product.id,
        amountCents: Math.round(parsed.data.amount * 100),
        quantity: parsed.data.quantity,
        message: parsed.data.message,
      },
    });
    if (!makeOffer.view) return data({ ok: false, error: makeOffer.userErrors[0]?.message ?? 'Request failed', intent: 'offer' }, { status: 400 });
    throw redirect(href('inbox-offer', { offerId: makeOffer.view.offer.id }));
  }
  if (form.intent === 'review') {
    const parsed = reviewForm.safeParse(form);
    if (!parsed.success) return data({ ok: false, error: parsed.error.issues[0].message }, { status: 400 });
    const { createReview } = await mutate(context, request, CreateReviewMutation, {
      input: { productId: product.id, rating: parsed.data.rating, review: parsed.data.review },
    });
    if (createReview.userErrors.length) return data({ ok: false, error: createReview.userErrors[0].message }, { status: 400 });
    return data({ ok: true });
  }
  const parsed = reportForm.safeParse(form);
  if (!parsed.success) return data({ ok: false, error: parsed.error.issues[0].message }, { status: 400 });
  const { reportProduct } = await mutate(context, request, ReportProductMutation, {
    input: { productId: product.id, reason: parsed.data.reason, details: parsed.data.details },
  });
  return reportProduct.ok
    ? data({ ok: true })
    : data({ ok: false, error: reportProduct.userErrors[0]?.message ?? 'Failed to report product' }, { status: 400 });
}

export default function Product() {
  const { product: p, contact, sponsored, routeStatus, path, added, lot, bidPlaced, addToCart } = useLoaderData<typeof loader>();
  const loggedIn = !!useRouteLoaderData<typeof rootLoader>('root')?.viewer;
  const actionData = useActionData<typeof action>();
  const offerError = actionData && 'intent' in actionData && actionData.intent === 'offer' && 'error' in actionData ? String(actionData.error) : null;
  const bidError = actionData && 'intent' in actionData && actionData.intent === 'bid' && 'error' in actionData ? String(actionData.error) : null;
  const auctionStatus = routeStatus ?? p.auction?.status ?? null;
  const last = p.categories[p.categories.length - 1];
  return (
    <>
      <Breadcrumbs
        items={[
          { label: 'Home', to: href('home') },
          ...p.categories.map((c) => ({ label: c.name, to: href('category-generic', { slug: c.slug }) })),
          { label: p.name },
        ]}
      />
      <div className={s.layout}>
        <ProductGallery images={p.images} name={p.name} />
        <div className={s.panel}>
          <p className={layoutStyles.muted}>{kindLabel[p.kind]}</p>
          <PageTitle>{p.name}</PageTitle>
          {!lot && auctionStatus === 'APPROVED' ? <p className={s.approved}>Auction approved — bidding is open</p> : null}
          {!lot && auctionStatus === 'REJECTED' ? <p className={s.rejected}>Auction rejected — this lot is not open for bids</p> : null}
          <Price
            className={s.bigPrice}
            price={p.auction?.startingBid ?? p.rate?.amount ?? p.price}
            regularPrice={p.auction || p.rate ? null : p.regularPrice}
            per={p.rate?.unit}
          />
          {p.regularPrice && p.onSale ? (
            <p className={layoutStyles.muted}>You save {formatMoney(p.regularPrice.amountCents - p.price.amountCents, p.price.currency)}</p>
          ) : null}
          {p.rating.count > 0 ? (
            <p className={layoutStyles.muted}>
              ★ {p.rating.average.toFixed(1)} from {p.rating.count} {p.rating.count === 1 ? 'review' : 'reviews'}
            </p>
          ) : null}
          <p>{p.shortDescription}</p>
          <ProductSpecs product={p} />
          {lot ? (
            <AuctionPanel
              lot={lot}
              routeStatus={routeStatus}
              loggedIn={loggedIn}
              isOwner={p.viewerIsOwner}
              returnTo={path}
              placed={bidPlaced}
              error={bidError}
            />
          ) : null}
          {p.viewerIsOwner ? (
            <EditListing slug={p.slug} />
          ) : CART_KINDS.has(p.kind) ? (
            <AddToCart text={addToCart} product={p} variations={p.variations} returnTo={path} added={added} />
          ) : null}
          <SaveButton productId={p.id} saved={p.inWishlist} loggedIn={loggedIn} returnTo={path} />
          {!p.auction && !p.viewerIsOwner ? <MakeOffer loggedIn={loggedIn} returnTo={path} error={offerError} /> : null}
          {(p.kind === 'TRADES_SERVICES' || p.kind === 'HIRE_ITEM') && !p.viewerIsOwner ? (
            <Link className={button()} to={href('product-book', { slug: p.slug })}>
              {p.kind === 'HIRE_ITEM' ? 'Check availability and book' : 'Book a time'}
            </Link>
          ) : null}
          <div className={s.actions}>
            {contact.whatsApp ? (
              <a className={button()} href={contact.whatsApp} rel="noopener noreferrer" target="_blank">
                WhatsApp the seller
              </a>
            ) : null}
            {contact.call ? (
              <a className={button({ tone: 'secondary' })} href={contact.call.href}>
                {contact.call.label}
              </a>
            ) : null}
          </div>
          <div className={s.seller}>
            {p.business.logo ? <img className={s.sellerLogo} src={p.business.logo} alt="" width={48} height={48} /> : null}
            <p>
              Sold by <Link to={href('storefront', { bSlug: p.business.slug })}>{p.business.name}</Link>
              <br />
              <small className={layoutStyles.muted}>
                {p.business.city} · {p.business.productCount} listings
              </small>
            </p>
          </div>
        </div>
      </div>

      <Section title="Description">
        <p className={s.description}>{p.description}</p>
      </Section>

      <Section title="Reviews" id="reviews">
        {p.reviews ? (
          <ProductReviews productId={p.id} rating={p.reviews.rating} reviews={p.reviews.reviews} eligibility={p.reviewEligibility ?? null} />
        ) : (
          <p role="status">Reviews could not be loaded just now. Please try again in a minute.</p>
        )}
        <ReportProduct />
      </Section>

      {p.related && p.related.length > 0 ? (
        <Section
          title="You may also like"
          action={last ? { to: href('category-generic', { slug: last.slug }), label: `More in ${last.name} →` } : undefined}
        >
          <ProductGrid products={p.related} />
        </Section>
      ) : null}
      <SponsoredSlot html={sponsored} />
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
