/**
 * The product page's words and facts in the page's language (issue 33 §3), finished here so the page's client
 * code holds neither a catalogue nor the formatters (product-page-text.ts says why).
 */
import { capitalised } from '~/lib/capitalised';
import type { ProductRoute_ProductQuery } from '~/graphql/generated/graphql';
import { dateTimeIn, formatMoneyIn } from '~/lib/i18n/intl-format';
import type { Language } from '~/lib/i18n/language';
import type { MessageKey, Translate } from '~/lib/i18n/translate.server';
import { REVIEW_MESSAGES } from '../../../schema/rest/reviews';
import type { ProductPageText } from './product-page-text';

type Product = NonNullable<ProductRoute_ProductQuery['product']>;

const REPORT_REASONS = ['COUNTERFEIT', 'PROHIBITED', 'SCAM', 'WRONG_CATEGORY', 'OFFENSIVE', 'OTHER'] as const;

/** Why a visitor may not review, by the API's reason code (its message stays English for API clients). */
const CANNOT_REVIEW: Record<string, MessageKey> = {
  no_completed_order: 'productPage.review.noCompletedOrder',
  already_reviewed: 'productPage.review.alreadyReviewed',
  own_product: 'productPage.review.ownProduct',
};

/** The API's English refusals of a review we know, by their message (schema/rest/reviews.ts), as keys. */
export const REVIEW_REFUSALS: Record<string, MessageKey> = {
  [REVIEW_MESSAGES.noCompletedOrder]: 'productPage.review.noCompletedOrder',
  [REVIEW_MESSAGES.alreadyReviewed]: 'productPage.review.alreadyReviewed',
  [REVIEW_MESSAGES.ownProduct]: 'productPage.review.ownProduct',
};

/** One fact: its name, its value, and whose words: 1 both the store's, 2 the value the store's (translate="no"). */
export type SpecRow = [term: string, value: string, theirs?: 1 | 2];

/** The facts that matter for each kind of product, named in the page's language; values typed by stores as they are. */
export function specsOf(p: Product, t: Translate, language: Language): SpecRow[] {
  const rows: [string, string | number | null | undefined, (1 | 2)?][] = [];
  const money = (m: { amountCents: number; currency: string }) => formatMoneyIn(language, m.amountCents, m.currency);
  const number = (n: number) => n.toLocaleString(language === 'en' ? 'en-US' : `${language}-ZW`);
  if (p.realEstate) {
    const r = p.realEstate;
    rows.push(
      [t('productPage.spec.property'), r.propertyType && capitalised(r.propertyType), 2],
      [
        t('productPage.spec.listing'),
        r.listingType === 'rent'
          ? r.rentPeriod
            ? t('productPage.spec.toRentPer', { period: r.rentPeriod })
            : t('productPage.spec.toRent')
          : r.listingType === 'sale'
            ? t('productPage.spec.forSale')
            : r.listingType,
      ],
      [t('productPage.spec.suburb'), r.suburb, 2],
      [t('productPage.spec.bedrooms'), r.bedrooms],
      [t('productPage.spec.bathrooms'), r.bathrooms],
      [t('productPage.spec.standSize'), r.standSizeSqm ? `${number(r.standSizeSqm)} m²` : null],
    );
  }
  if (p.vehicle) {
    const v = p.vehicle;
    rows.push(
      [t('productPage.spec.make'), v.make, 2],
      [t('productPage.spec.model'), v.model, 2],
      [t('productPage.spec.year'), v.year],
      [t('productPage.spec.mileage'), v.mileageKm != null ? `${number(v.mileageKm)} km` : null],
      [t('productPage.spec.transmission'), v.transmission && capitalised(v.transmission), 2],
      [t('productPage.spec.fuel'), v.fuelType && capitalised(v.fuelType), 2],
    );
  }
  // A rental's rate is its rent, already said under Listing.
  if (p.rate && !p.realEstate)
    rows.push([t('productPage.spec.rate'), t('productPage.spec.ratePer', { amount: money(p.rate.amount), unit: p.rate.unit })]);
  if (p.serviceArea) rows.push([t('productPage.spec.serviceArea'), p.serviceArea, 2]);
  if (p.auction) {
    rows.push(
      [t('productPage.spec.startingBid'), money(p.auction.startingBid)],
      [t('productPage.spec.auctionEnds'), dateTimeIn(language, p.auction.endsAt)],
    );
  }
  for (const a of p.attributes) rows.push([a.name, a.value, 1]);
  if (p.stockQuantity != null)
    rows.push([t('productPage.spec.inStock'), p.stockQuantity > 0 ? String(p.stockQuantity) : t('productPage.spec.outOfStock')]);
  rows.push([t('productPage.spec.location'), p.city, 2]);
  return rows
    .filter((r): r is [string, string | number, (1 | 2)?] => r[1] !== null && r[1] !== undefined && r[1] !== '')
    .map(([k, v, theirs]) => (theirs ? [k, String(v), theirs] : [k, String(v)]));
}

export function productPageText(p: Product, t: Translate, language: Language): ProductPageText {
  const saved = p.regularPrice && p.onSale ? p.regularPrice.amountCents - p.price.amountCents : null;
  const last = p.categories[p.categories.length - 1];
  const eligibility = p.reviewEligibility;
  const cannot = eligibility && !eligibility.canReview && eligibility.reason !== 'eligible' ? CANNOT_REVIEW[eligibility.reason] : undefined;
  return {
    kind: t(`productPage.kind.${p.kind}` as MessageKey),
    approved: t('productPage.auctionApproved'),
    rejected: t('productPage.auctionRejected'),
    save: saved === null ? '' : t('productPage.youSave', { amount: formatMoneyIn(language, saved, p.price.currency) }),
    rating: p.rating.count > 0 ? t('productPage.ratingSummary', { count: p.rating.count, average: p.rating.average.toFixed(1) }) : '',
    noReviews: t('productPage.noReviews'),
    book: p.kind === 'HIRE_ITEM' ? t('productPage.bookHire') : t('productPage.bookService'),
    whatsApp: t('productPage.whatsAppSeller'),
    soldBy: t('productPage.soldBy'),
    listings: t('productPage.listings', { count: p.business.productCount }),
    description: t('productPage.description'),
    reviews: t('productPage.reviews'),
    reviewsDown: t('productPage.reviewsUnavailable'),
    related: t('productPage.related'),
    moreIn: last ? t('productPage.moreIn', { name: last.name }) : '',
    noPhoto: t('productPage.noPhoto', { name: p.name }),
    crumbs: t('productPage.breadcrumb'),
    home: t('common.home'),
    review: {
      outOf: t('productPage.review.outOf5', { rating: '{rating}' }),
      write: t('productPage.review.write'),
      rating: t('productPage.review.yourRating'),
      review: t('productPage.review.yourReview'),
      sending: t('productPage.review.submitting'),
      post: t('productPage.review.post'),
      done: t('productPage.review.published'),
      cannot: cannot ? t(cannot) : eligibility && !eligibility.canReview && eligibility.reason !== 'eligible' ? eligibility.message : '',
    },
    report: {
      title: t('productPage.report.title'),
      thanks: t('productPage.report.thanks'),
      what: t('productPage.report.what'),
      choose: t('productPage.report.choose'),
      reasons: REPORT_REASONS.map((r) => [r, t(`productPage.report.${r}`)]),
      details: t('productPage.report.details'),
      send: t('productPage.report.send'),
    },
    fav: [t('productPage.save'), t('productPage.saved')],
    offer: {
      title: t('productPage.offer.title'),
      price: t('productPage.offer.price'),
      howMany: t('productPage.offer.howMany'),
      message: t('productPage.offer.message'),
      send: t('productPage.offer.send'),
      logIn: t('productPage.offer.logIn'),
      rest: t('productPage.offer.logInRest'),
    },
    // Only the owner's page says them (and only its data carries them).
    yours: p.viewerIsOwner ? t('productPage.yourListing') : '',
    edit: p.viewerIsOwner ? t('productPage.editListing') : '',
  };
}
