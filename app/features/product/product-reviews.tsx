/**
 * Reviews on the product page (spec §4): the list and rating; a form for buyers with a completed order of
 * the product (once). The review status is visible: idle, loading, succeeded, submitting, submitted, failed.
 */
import { useFetcher } from '@remix-run/react';
import { button } from '~/components/button.css';
import { formStyles } from '~/components/form';
import { layoutStyles } from '~/components/layout';
import type { ProductPageText } from './product-page-text';
import * as s from './product-page.css';

export type ReviewStatus = 'idle' | 'loading' | 'succeeded' | 'submitting' | 'submitted' | 'failed';

interface Props {
  productId: string;
  /** "★ 4.5 from 3 reviews" in the page's language; '' without reviews. */
  rating: string;
  /** createdAt: the date as shown, in the page's language (written by the loader). */
  reviews: { id: string; rating: number; review: string; authorName: string; createdAt: string }[];
  canReview: boolean;
  text: Pick<ProductPageText, 'noReviews' | 'review'>;
}

const stars = (n: number) => '★★★★★'.slice(0, n) + '☆☆☆☆☆'.slice(0, 5 - n);

export function ProductReviews({ productId, rating, reviews, canReview, text: { noReviews, review: w } }: Props) {
  const fetcher = useFetcher<{ ok: boolean; error?: string }>({ key: `review-${productId}` });
  const status: ReviewStatus =
    fetcher.state === 'submitting'
      ? 'submitting'
      : fetcher.state === 'loading'
        ? 'loading'
        : fetcher.data
          ? fetcher.data.ok
            ? 'submitted'
            : 'failed'
          : 'succeeded';
  return (
    <div className={s.reviews} data-status={status}>
      <p>{rating || noReviews}</p>
      <ul className={s.reviewList}>
        {reviews.map((r) => (
          <li key={r.id}>
            <span role="img" aria-label={w.outOf.replace('{rating}', String(r.rating))}>
              {stars(r.rating)}
            </span>{' '}
            <strong translate="no">{r.authorName}</strong> <span className={layoutStyles.muted}>{r.createdAt}</span>
            <p translate="no">{r.review}</p>
          </li>
        ))}
      </ul>
      {canReview && status !== 'submitted' ? (
        <fetcher.Form method="post" className={formStyles.form} aria-label={w.write}>
          <input type="hidden" name="intent" value="review" />
          <fieldset className={formStyles.choices}>
            <legend className={formStyles.label}>{w.rating}</legend>
            {[5, 4, 3, 2, 1].map((n) => (
              <label key={n} className={formStyles.choice}>
                <input type="radio" name="rating" value={n} required /> {stars(n)}
              </label>
            ))}
          </fieldset>
          <label className={formStyles.field}>
            <span className={formStyles.label}>{w.review}</span>
            <textarea className={formStyles.input} name="review" rows={3} minLength={10} maxLength={2000} required />
          </label>
          <button className={button()} type="submit" disabled={status === 'submitting'}>
            {status === 'submitting' ? w.sending : w.post}
          </button>
        </fetcher.Form>
      ) : null}
      <p role="status" className={layoutStyles.muted}>
        {status === 'submitted' ? w.done : null}
        {status === 'failed' ? fetcher.data?.error : null}
        {w.cannot}
      </p>
    </div>
  );
}
