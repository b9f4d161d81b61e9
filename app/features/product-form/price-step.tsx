/** Step 4: the price (and a lower sale price), typed in dollars, and how many are in stock. */
import { formStyles } from '~/components/form';
import { MoneyField, WholeField, type Errors } from './fields';
import type { FormValues } from './form-values';
import { priceNeeds } from './steps';
import * as s from './product-form.css';

export function PriceStep({ values, errors }: { values: FormValues; errors: Errors }) {
  const needs = priceNeeds(values.kind);
  const sized = values.kind === 'clothing' || values.kind === 'hat';
  return (
    <fieldset className={s.section}>
      <legend className={s.legend}>4. Price & stock</legend>
      {needs.price ? (
        <div className={s.pair}>
          <MoneyField
            label={needs.priceOptional ? 'Price (optional)' : 'Price'}
            name="priceCents"
            value={values.priceCents}
            error={errors.priceCents}
            hint={needs.priceOptional ? 'Leave empty to show your rate as the price.' : undefined}
          />
          <MoneyField
            label="Sale price (optional)"
            name="salePriceCents"
            value={values.salePriceCents}
            error={errors.salePriceCents}
            hint="Lower than the price: buyers see it as a deal."
          />
        </div>
      ) : (
        <p className={formStyles.hint}>An auction is priced by its start price (step 2).</p>
      )}
      {needs.stock ? (
        <WholeField
          label="In stock (optional)"
          name="stockQuantity"
          value={values.stockQuantity}
          error={errors.stockQuantity}
          hint="Leave empty if you do not count stock."
        />
      ) : null}
      {sized ? <p className={formStyles.hint}>Stock is counted per size and colour (step 2).</p> : null}
    </fieldset>
  );
}
