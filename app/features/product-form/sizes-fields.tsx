/**
 * Sizes and colours of a clothing item or hat, each with its own stock (and price, when it differs). The
 * rows typed so far plus one empty row; "Add another size" posts the form and brings one more empty row.
 */
import { formStyles } from '~/components/form';
import { MoneyField, TextField, WholeField, type Errors } from './fields';
import type { FormValues } from './form-values';
import * as s from './product-form.css';

export function SizesFields({ values, errors }: { values: FormValues; errors: Errors }) {
  const rows = [...values.variations, { size: '', colour: '', priceCents: '', stockQuantity: '' }];
  return (
    <fieldset className={s.section}>
      <legend className={s.legend}>Sizes and colours</legend>
      {errors.variations ? <p className={formStyles.error}>{errors.variations}</p> : null}
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position: its fields are named variations.<i>.*.
        <fieldset key={i} className={s.sizeRow} aria-label={`Size ${i + 1}`}>
          <TextField label="Size" name={`variations.${i}.size`} value={row.size} error={errors[`variations.${i}.size`]} maxLength={20} />
          <TextField label="Colour" name={`variations.${i}.colour`} value={row.colour} error={errors[`variations.${i}.colour`]} maxLength={30} />
          <MoneyField
            label="Price if different"
            name={`variations.${i}.priceCents`}
            value={row.priceCents}
            error={errors[`variations.${i}.priceCents`]}
          />
          <WholeField
            label="In stock"
            name={`variations.${i}.stockQuantity`}
            value={row.stockQuantity}
            error={errors[`variations.${i}.stockQuantity`]}
          />
        </fieldset>
      ))}
      <p className={formStyles.hint}>Leave the last row empty if you have no more sizes.</p>
      <div>
        <button className={s.small} type="submit" name="intent" value="stay" formNoValidate>
          Add another size
        </button>
      </div>
    </fieldset>
  );
}
