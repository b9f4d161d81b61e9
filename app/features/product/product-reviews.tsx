/**
 * Reviews on the product page (spec §4): the list and rating; a form for buyers with a completed order of
 * the product (once). The review status is visible: idle, loading, succeeded, submitting, submitted, failed.
 */
import { useFetcher } from '@remix-run/react';
import { button } from '~/components/button.css';
import { formStyles } from '~/components/form';
import { layoutStyles } from '~/components/layout';
import { formatHarareDateTime } from '~/lib/harare-time';
import * as s from './product-page.css';

export type ReviewStatus = 'idle' | 'loading' | 'succeeded' | 'submitting' | 'submitted' | 'failed';

interface Props {
  productId: string;
  rating: { average: number; count: number };
  reviews: { id: string; rating: number; review: string; authorName: string; createdAt: string }[];
  eligibility: { canReview: boolean; reason: string; message: string } | null;
}

const stars = (n: number) => '★★★★★'.slice(0, n) + '☆☆☆☆☆'.slice(0, 5 - n);

export function ProductReviews({ productId, rating, reviews, eligibility }: Props) {
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
      <p>
        {rating.count > 0 ? `★ ${rating.average.toFixed(1)} from ${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}` : 'No reviews yet.'}
      </p>
      <ul className={s.reviewList}>
        {reviews.map((r) => (
          <li key={r.id}>
            <span role="img" aria-label={`${r.rating} out of 5`}>
              {stars(r.rating)}
            </span>{' '}
            <strong>{r.authorName}</strong> <span className={layoutStyles.muted}>{formatHarareDateTime(r.createdAt).split(',')[0]}</span>
            <p>{r.review}</p>
          </li>
        ))}
      </ul>
      {eligibility?.canReview && status !== 'submitted' ? (
        <fetcher.Form method="post" className={formStyles.form} aria-label="Write a review">
          <input type="hidden" name="intent" value="review" />
          <fieldset className={formStyles.choices}>
            <legend className={formStyles.label}>Your rating</legend>
            {[5, 4, 3, 2, 1].map((n) => (
              <label key={n} className={formStyles.choice}>
                <input type="radio" name="rating" value={n} required /> {stars(n)}
              </label>
            ))}
          </fieldset>
          <label className={formStyles.field}>
            <span className={formStyles.label}>Your review</span>
            <textarea className={formStyles.input} name="review" rows={3} minLength={10} maxLength={2000} required />
          </label>
          <button className={button()} type="submit" disabled={status === 'submitting'}>
            {status === 'submitting' ? 'Submitting…' : 'Post review'}
          </button>
        </fetcher.Form>
      ) : null}
      <p role="status" className={layoutStyles.muted}>
        {status === 'submitted' ? 'Thank you — your review is published.' : null}
        {status === 'failed' ? fetcher.data?.error : null}
        {eligibility && !eligibility.canReview && eligibility.reason !== 'eligible' ? eligibility.message : null}
      </p>
    </div>
  );
}
