/** Step 4: the price (and a lower sale price), typed in dollars, and how many are in stock. */
import { formStyles } from '~/components/form';
import { fieldBinder, MoneyField, WholeField, type Errors } from './fields';
import type { FormValues } from './form-values';
import type { FormWords } from './product-form-text';
import { priceNeeds } from './steps';
import * as s from './product-form.css';

export function PriceStep({ values, errors, w }: { values: FormValues; errors: Errors; w: FormWords }) {
  const needs = priceNeeds(values.kind);
  const bind = fieldBinder(values, errors);
  const sized = values.kind === 'clothing' || values.kind === 'hat';
  return (
    <fieldset className={s.section}>
      <legend className={s.legend}>4. {w.step4}</legend>
      {needs.price ? (
        <div className={s.pair}>
          <MoneyField
            w={w}
            label={needs.priceOptional ? w.priceOptional : w.price}
            {...bind('priceCents')}
            hint={needs.priceOptional ? w.priceHint : undefined}
          />
          <MoneyField w={w} label={w.salePrice} {...bind('salePriceCents')} hint={w.salePriceHint} />
        </div>
      ) : (
        <p className={formStyles.hint}>{w.auctionPriced}</p>
      )}
      {needs.stock ? <WholeField label={w.stockOptional} {...bind('stockQuantity')} hint={w.stockHint} /> : null}
      {sized ? <p className={formStyles.hint}>{w.stockPerSize}</p> : null}
    </fieldset>
  );
}
