/** Step 5: everything typed, to check before publishing (or saving as a draft). */
import { formStyles } from '~/components/form';
import { fill } from '~/lib/i18n/fill';
import type { Errors } from './fields';
import type { FormValues } from './form-values';
import type { ProductFormText } from './product-form-text';
import * as s from './product-form.css';

export function ReviewStep({
  values,
  errors,
  categoryName,
  text,
}: {
  values: FormValues;
  errors: Errors;
  categoryName: string | null;
  text: ProductFormText;
}) {
  const { w } = text;
  const money = (v: string) => (v ? `US$${v}` : null);
  const rows: [string, string | null][] = [
    [w.reviewKind, text.kinds[values.kind] ?? values.kind],
    [w.name, values.name],
    [w.category, categoryName],
    [w.reviewPrice, money(values.priceCents) ?? money(values.auctionStartCents) ?? money(values.rateCents)],
    [w.reviewSalePrice, money(values.salePriceCents)],
    [
      w.inStock,
      values.variations.length ? String(values.variations.reduce((n, v) => n + (Number(v.stockQuantity) || 0), 0)) : values.stockQuantity || null,
    ],
    [w.step3, values.images.length ? fill(w.photosCount, { count: values.images.length }) : w.none],
    [w.sizes, values.variations.length ? values.variations.map((v) => `${v.size} ${v.colour}`).join(', ') : null],
    [w.town, values.city || w.yourTown],
  ];
  const problems = Object.entries(errors).filter(([, m]) => m);
  return (
    <fieldset className={s.section}>
      <legend className={s.legend}>5. {w.step5}</legend>
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
        <p className={formStyles.hint}>{w.publishHint}</p>
      )}
    </fieldset>
  );
}
