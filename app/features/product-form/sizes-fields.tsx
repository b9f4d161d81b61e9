/**
 * Sizes and colours of a clothing item or hat, each with its own stock (and price, when it differs). The
 * rows typed so far plus one empty row; "Add another size" posts the form and brings one more empty row.
 */
import { formStyles } from '~/components/form';
import { MoneyField, TextField, WholeField, type Errors } from './fields';
import type { FormValues } from './form-values';
import type { FormWords } from './product-form-text';
import { fill } from '~/lib/i18n/fill';
import * as s from './product-form.css';

export function SizesFields({ values, errors, w }: { values: FormValues; errors: Errors; w: FormWords }) {
  const rows = [...values.variations, { size: '', colour: '', priceCents: '', stockQuantity: '' }];
  return (
    <fieldset className={s.section}>
      <legend className={s.legend}>{w.sizesLegend}</legend>
      {errors.variations ? <p className={formStyles.error}>{errors.variations}</p> : null}
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position: its fields are named variations.<i>.*.
        <fieldset key={i} className={s.sizeRow} aria-label={fill(w.sizeN, { n: i + 1 })}>
          <TextField label={w.size} name={`variations.${i}.size`} value={row.size} error={errors[`variations.${i}.size`]} maxLength={20} />
          <TextField label={w.colour} name={`variations.${i}.colour`} value={row.colour} error={errors[`variations.${i}.colour`]} maxLength={30} />
          <MoneyField
            w={w}
            label={w.priceIfDifferent}
            name={`variations.${i}.priceCents`}
            value={row.priceCents}
            error={errors[`variations.${i}.priceCents`]}
          />
          <WholeField
            label={w.inStock}
            name={`variations.${i}.stockQuantity`}
            value={row.stockQuantity}
            error={errors[`variations.${i}.stockQuantity`]}
          />
        </fieldset>
      ))}
      <p className={formStyles.hint}>{w.lastRowEmpty}</p>
      <div>
        <button className={s.small} type="submit" name="intent" value="stay" formNoValidate>
          {w.addSize}
        </button>
      </div>
    </fieldset>
  );
}
