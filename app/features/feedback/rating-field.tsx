/** The 1–5 rating as radio buttons (spec §9 labels), shared by the support form and the feature-rating popover. */
import { RATINGS } from '../../../schema/rest/feedback';
import { formStyles } from '~/components/form';
import * as s from './feedback.css';

interface RatingFieldProps {
  /** Makes the ids unique when two forms are on one page (the widget over /support/feedback). */
  idPrefix: string;
  legend: string;
  defaultValue?: string;
  error?: string;
  /** The ratings' names 1–5 in the page's language (feedback-text.server.ts); the spec's English when not given. */
  labels?: readonly string[];
}

export function RatingField({ idPrefix, legend, defaultValue, error, labels }: RatingFieldProps) {
  const errorId = `${idPrefix}-rating-error`;
  return (
    <div className={formStyles.field}>
      <fieldset className={s.ratings} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
        <legend className={s.legend}>{legend}</legend>
        {RATINGS.map((r) => (
          <label key={r.value} className={s.ratingOption}>
            <input type="radio" name="rating" value={r.value} defaultChecked={defaultValue === String(r.value)} />
            <span aria-hidden="true">{'★'.repeat(r.value)}</span> {labels?.[r.value - 1] ?? r.label}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p className={formStyles.error} id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
