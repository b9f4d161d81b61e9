/** Step 5: everything typed, to check before publishing (or saving as a draft). */
import { formStyles } from '~/components/form';
import { kindLabel } from '~/lib/product-links';
import type { Errors } from './fields';
import type { FormValues } from './form-values';
import * as s from './product-form.css';

export function ReviewStep({ values, errors, categoryName }: { values: FormValues; errors: Errors; categoryName: string | null }) {
  const money = (v: string) => (v ? `US$${v}` : null);
  const rows: [string, string | null][] = [
    ['Kind', kindLabel[values.kind.toUpperCase()] ?? values.kind],
    ['Name', values.name],
    ['Category', categoryName],
    ['Price', money(values.priceCents) ?? money(values.auctionStartCents) ?? money(values.rateCents)],
    ['Sale price', money(values.salePriceCents)],
    [
      'In stock',
      values.variations.length ? String(values.variations.reduce((n, v) => n + (Number(v.stockQuantity) || 0), 0)) : values.stockQuantity || null,
    ],
    ['Photos', values.images.length ? `${values.images.length} (the first is the main photo)` : 'None'],
    ['Sizes', values.variations.length ? values.variations.map((v) => `${v.size} ${v.colour}`).join(', ') : null],
    ['Town', values.city || 'Your business’s town'],
  ];
  const problems = Object.entries(errors).filter(([, m]) => m);
  return (
    <fieldset className={s.section}>
      <legend className={s.legend}>5. Review & publish</legend>
      <dl className={s.review}>
        {rows
          .filter(([, v]) => v)
          .map(([term, value]) => (
            <div key={term} className={s.reviewRow}>
              <dt className={s.reviewTerm}>{term}</dt>
              <dd className={s.reviewValue}>{value}</dd>
            </div>
          ))}
      </dl>
      {problems.length ? (
        <p className={formStyles.error} role="alert">
          {problems.map(([, m]) => m).join(' ')}
        </p>
      ) : (
        <p className={formStyles.hint}>Publish to show it to buyers now, or save it as a draft to finish later.</p>
      )}
    </fieldset>
  );
}
