/**
 * The product page's words, finished on the server in the page's language (product-page-text.server.ts) with
 * short names: the product page has the smallest client JS budget on the site (scripts/client-budget.test.ts),
 * so its components hold no keys and no English, only these strings from the loader's data.
 */
export interface ProductPageText {
  /** The product's kind ("Motor vehicle"). */
  kind: string;
  approved: string;
  rejected: string;
  /** "You save $2.00", or '' when nothing is saved. */
  save: string;
  /** "★ 4.5 from 3 reviews", or '' without reviews. */
  rating: string;
  noReviews: string;
  book: string;
  whatsApp: string;
  soldBy: string;
  listings: string;
  description: string;
  reviews: string;
  reviewsDown: string;
  related: string;
  moreIn: string;
  noPhoto: string;
  crumbs: string;
  home: string;
  review: ReviewText;
  report: ReportText;
  fav: [save: string, saved: string];
  offer: OfferText;
  yours: string;
  edit: string;
}

export interface ReviewText {
  /** "{rating} out of 5", filled by the component. */
  outOf: string;
  write: string;
  rating: string;
  review: string;
  sending: string;
  post: string;
  done: string;
  /** Why this visitor cannot review, in the page's language ('' when they can). */
  cannot: string;
}

export interface ReportText {
  title: string;
  thanks: string;
  what: string;
  choose: string;
  /** [value, label] of each reason. */
  reasons: [string, string][];
  details: string;
  send: string;
}

export interface OfferText {
  title: string;
  price: string;
  howMany: string;
  message: string;
  send: string;
  logIn: string;
  rest: string;
}
