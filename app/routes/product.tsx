/**
 * Product page for every detail variant of spec §2 (generic, real estate, trades & services, auction,
 * auction real estate, and the auction -approved/-rejected routes that set the status shown).
 */
import { dayIn } from '~/lib/i18n/intl-format';
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
import { auctionText } from '~/features/auctions/auction-text.server';
import { variantFromPath, variantMatchesKind } from '~/features/product/product-variant';
import { mutate, query } from '~/graphql/client.server';
import { invariantFound, notFound } from '~/lib/invariant-response.server';
import { ProductIdQuery, ProductQuery } from '~/graphql/queries/catalogue.server';
import { layoutRateMicros } from '~/features/layout/layout.server';
import { requestTranslator, translateMessage } from '~/lib/i18n/translate.server';
import type { MessageKey } from '~/lib/i18n/translate.server';
import { addToCartText } from '~/features/product/add-to-cart-text.server';
import { productPageText, REVIEW_REFUSALS, specsOf } from '~/features/product/product-page-text.server';
import { productHref } from '~/lib/product-links';
import { href } from '~/routes';
import { displayPhone, phoneHref, whatsAppHref } from '~/lib/phone-display';

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data
    ? [
        { title: `${data.product.name} — Musika` },
        { name: 'description', content: data.product.shortDescription },
        { property: 'og:title', content: data.product.name },
        ...(data.product.image ? [{ property: 'og:image', content: data.product.image.url }] : []),
      ]
    : statusMeta(error, matches);

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
  const { language, t } = requestTranslator(request);
  const contact = {
    call: phone ? { href: phoneHref(phone), label: t('productPage.call', { phone: displayPhone(phone) }) } : null,
    whatsApp: whatsApp ? whatsAppHref(whatsApp, t('productPage.whatsAppMessage', { name: found.name })) : null,
  };
  const page = {
    // Reviews' dates in the page's language, written here (no date formatter in this page's client JS).
    product: found.reviews
      ? { ...found, reviews: { ...found.reviews, reviews: found.reviews.reviews.map((r) => ({ ...r, createdAt: dayIn(language, r.createdAt) })) } }
      : found,
    specs: specsOf(found, t, language),
    contact,
    sponsored,
    routeStatus: status,
    path: url.pathname,
    added: url.searchParams.get('added') === '1',
    lot,
    bidPlaced: url.searchParams.get('bid') === 'placed',
    // The page's words in its language (issue 33 §3), finished here: the page's client JS has no room for more.
    addToCart: addToCartText(t),
    text: productPageText(found, t, language),
    auction: lot ? auctionText(lot, status, t, language) : null,
  };
  return data(page, lot ? { headers: { 'Cache-Control': 'private, no-store' } } : undefined);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const out = new Headers();
  const cacheControl = loaderHeaders.get('Cache-Control');
  if (cacheControl) out.set('Cache-Control', cacheControl);
  return out;
};

/** A zod message: a message key, put in the page's language by the action (translateMessage). */
const k = (key: MessageKey) => key;

const reviewForm = z.object({
  intent: z.literal('review'),
  rating: z.coerce
    .number({ invalid_type_error: k('productPage.error.rating') })
    .int()
    .min(1, k('productPage.error.rating'))
    .max(5, k('productPage.error.rating')),
  review: z.string().trim().min(10, k('productPage.error.reviewShort')).max(2000, k('productPage.error.reviewLong')),
});
const reportForm = z.object({
  intent: z.literal('report'),
  reason: z.enum(['COUNTERFEIT', 'PROHIBITED', 'SCAM', 'WRONG_CATEGORY', 'OFFENSIVE', 'OTHER'], {
    errorMap: () => ({ message: k('productPage.error.reason') }),
  }),
  details: z.string().trim().max(1000, k('productPage.error.detailsLong')).optional(),
});

const offerForm = z.object({
  intent: z.literal('offer'),
  amount: z.coerce
    .number({ invalid_type_error: k('productPage.error.price') })
    .positive(k('productPage.error.price'))
    .max(100_000_000, k('productPage.error.priceHigh')),
  quantity: z.coerce.number().int().min(1, k('productPage.error.quantityMin')).max(1000, k('productPage.error.quantityMax')).default(1),
  message: z.string().trim().max(500, k('productPage.error.messageLong')).optional(),
});

/** Reviews and reports are posted here (by fetchers) and answer { ok, error }; an offer goes to its page. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const form = Object.fromEntries(await request.formData());
  const { t } = requestTranslator(request);
  const say = (message: string) => translateMessage(t, REVIEW_REFUSALS[message] ?? message);
  const { product } = await query(context, request, ProductIdQuery, { slug: params.slug ?? '' });
  if (!product) throw notFound('Product not found');
  if (form.intent === 'bid') return placeBidAction(context, request, product.id, form, new URL(request.url).pathname);
  if (form.intent === 'offer') {
    const parsed = offerForm.safeParse(form);
    if (!parsed.success) return data({ ok: false, error: say(parsed.error.issues[0].message), intent: 'offer' }, { status: 400 });
    const { makeOffer } = await mutate(context, request, MakeOfferMutation, {
      input: {
        productId: product.id,
        amountCents: Math.round(parsed.data.amount * 100),
        quantity: parsed.data.quantity,
        message: parsed.data.message,
      },
    });
    if (!makeOffer.view)
      return data(
        {
          ok: false,
          error: makeOffer.userErrors[0] ? translateMessage(t, makeOffer.userErrors[0].message) : t('productPage.error.failed'),
          intent: 'offer',
        },
        { status: 400 },
      );
    throw redirect(href('inbox-offer', { offerId: makeOffer.view.offer.id }));
  }
  if (form.intent === 'review') {
    const parsed = reviewForm.safeParse(form);
    if (!parsed.success) return data({ ok: false, error: say(parsed.error.issues[0].message) }, { status: 400 });
    const { createReview } = await mutate(context, request, CreateReviewMutation, {
      input: { productId: product.id, rating: parsed.data.rating, review: parsed.data.review },
    });
    if (createReview.userErrors.length) return data({ ok: false, error: say(createReview.userErrors[0].message) }, { status: 400 });
    return data({ ok: true });
  }
  const parsed = reportForm.safeParse(form);
  if (!parsed.success) return data({ ok: false, error: say(parsed.error.issues[0].message) }, { status: 400 });
  const { reportProduct } = await mutate(context, request, ReportProductMutation, {
    input: { productId: product.id, reason: parsed.data.reason, details: parsed.data.details },
  });
  return reportProduct.ok
    ? data({ ok: true })
    : data(
        { ok: false, error: reportProduct.userErrors[0] ? translateMessage(t, reportProduct.userErrors[0].message) : t('productPage.report.failed') },
        { status: 400 },
      );
}

export default function Product() {
  const {
    product: p,
    specs,
    contact,
    sponsored,
    routeStatus,
    path,
    added,
    lot,
    bidPlaced,
    addToCart,
    text: w,
    auction,
  } = useLoaderData<typeof loader>();
  const loggedIn = !!useRouteLoaderData<typeof rootLoader>('root')?.viewer;
  const actionData = useActionData<typeof action>();
  const offerError = actionData && 'intent' in actionData && actionData.intent === 'offer' && 'error' in actionData ? String(actionData.error) : null;
  const bidError = actionData && 'intent' in actionData && actionData.intent === 'bid' && 'error' in actionData ? String(actionData.error) : null;
  const auctionStatus = routeStatus ?? p.auction?.status ?? null;
  const last = p.categories[p.categories.length - 1];
  return (
    <>
      <Breadcrumbs
        label={w.crumbs}
        items={[
          { label: w.home, to: href('home') },
          ...p.categories.map((c) => ({ label: c.name, to: href('category-generic', { slug: c.slug }), theirs: true })),
          { label: p.name, theirs: true },
        ]}
      />
      <div className={s.layout}>
        <ProductGallery images={p.images} name={p.name} noPhoto={w.noPhoto} />
        <div className={s.panel}>
          <p className={layoutStyles.muted}>{w.kind}</p>
          <PageTitle>
            <span translate="no">{p.name}</span>
          </PageTitle>
          {!lot && auctionStatus === 'APPROVED' ? <p className={s.approved}>{w.approved}</p> : null}
          {!lot && auctionStatus === 'REJECTED' ? <p className={s.rejected}>{w.rejected}</p> : null}
          <Price
            className={s.bigPrice}
            price={p.auction?.startingBid ?? p.rate?.amount ?? p.price}
            regularPrice={p.auction || p.rate ? null : p.regularPrice}
            per={p.rate?.unit}
          />
          {w.save ? <p className={layoutStyles.muted}>{w.save}</p> : null}
          {w.rating ? <p className={layoutStyles.muted}>{w.rating}</p> : null}
          <p translate="no">{p.shortDescription}</p>
          <ProductSpecs specs={specs} />
          {lot && auction ? (
            <AuctionPanel
              lot={lot}
              text={auction}
              routeStatus={routeStatus}
              loggedIn={loggedIn}
              isOwner={p.viewerIsOwner}
              returnTo={path}
              placed={bidPlaced}
              error={bidError}
            />
          ) : null}
          {p.viewerIsOwner ? (
            <EditListing slug={p.slug} text={w} />
          ) : CART_KINDS.has(p.kind) ? (
            <AddToCart text={addToCart} product={p} variations={p.variations} returnTo={path} added={added} />
          ) : null}
          <SaveButton productId={p.id} saved={p.inWishlist} loggedIn={loggedIn} returnTo={path} text={w.fav} />
          {!p.auction && !p.viewerIsOwner ? <MakeOffer loggedIn={loggedIn} returnTo={path} error={offerError} text={w.offer} /> : null}
          {(p.kind === 'TRADES_SERVICES' || p.kind === 'HIRE_ITEM') && !p.viewerIsOwner ? (
            <Link className={button()} to={href('product-book', { slug: p.slug })}>
              {w.book}
            </Link>
          ) : null}
          <div className={s.actions}>
            {contact.whatsApp ? (
              <a className={button()} href={contact.whatsApp} rel="noopener noreferrer" target="_blank">
                {w.whatsApp}
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
              {w.soldBy}{' '}
              <Link to={href('storefront', { bSlug: p.business.slug })} translate="no">
                {p.business.name}
              </Link>
              <br />
              <small className={layoutStyles.muted}>
                <span translate="no">{p.business.city}</span> · {w.listings}
              </small>
            </p>
          </div>
        </div>
      </div>

      <Section title={w.description}>
        <p className={s.description} translate="no">
          {p.description}
        </p>
      </Section>

      <Section title={w.reviews} id="reviews">
        {p.reviews ? (
          <ProductReviews productId={p.id} reviews={p.reviews.reviews} canReview={!!p.reviewEligibility?.canReview} rating={w.rating} text={w} />
        ) : (
          <p role="status">{w.reviewsDown}</p>
        )}
        <ReportProduct text={w.report} />
      </Section>

      {p.related && p.related.length > 0 ? (
        <Section title={w.related} action={last ? { to: href('category-generic', { slug: last.slug }), label: w.moreIn } : undefined}>
          <ProductGrid products={p.related} />
        </Section>
      ) : null}
      <SponsoredSlot html={sponsored} />
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
