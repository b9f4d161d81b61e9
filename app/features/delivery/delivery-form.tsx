/**
 * The store's delivery terms as a plain form: collection only, its own fee, free above an amount, and rows of towns
 * or cities with their fee (the stored ones and a few empty rows; leave a row empty to drop it).
 */
import { Form, useNavigation } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field, formStyles, type FieldErrors } from '~/components/form';
import type { DeliveryFormValues } from './delivery-form.server';
import * as s from './delivery.css';

const EMPTY_ROWS = 3;

export function DeliveryForm({ values, errors }: { values: DeliveryFormValues; errors: FieldErrors }) {
  const busy = useNavigation().state === 'submitting';
  const rows = [...values.zones, ...Array.from({ length: EMPTY_ROWS }, () => ({ city: '', fee: '' }))];
  return (
    <Form method="post" className={formStyles.form} aria-label="Delivery settings">
      <label className={s.check}>
        <input type="checkbox" name="collectionOnly" defaultChecked={values.collectionOnly} />
        Collection only: buyers collect their orders from the store, nothing is delivered
      </label>
      <Field
        label="Delivery fee (US$)"
        name="fee"
        inputMode="decimal"
        defaultValue={values.fee}
        error={errors.fee}
        hint="What one order costs to deliver where no town below is named. 0 for free delivery."
      />
      <Field
        label="Free delivery from (US$, optional)"
        name="freeAbove"
        inputMode="decimal"
        defaultValue={values.freeAbove}
        error={errors.freeAbove}
        hint="Orders of this amount or more are delivered free. Leave empty for never."
      />
      <fieldset className={s.zones}>
        <legend className={formStyles.label}>Fees for towns or cities (optional)</legend>
        <p className={s.hint}>A town named here costs its own fee, e.g. Harare 2.00 and Chitungwiza 5.00.</p>
        {rows.map((z, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows of one form post, never reordered; a row's index is its field name.
          <div className={s.zone} key={i}>
            <Field
              label={`Town ${i + 1}`}
              name="zoneCity"
              id={`zone-city-${i}`}
              defaultValue={z.city}
              maxLength={60}
              error={errors[`zones.${i}.city`]}
            />
            <Field
              label={`Fee for town ${i + 1} (US$)`}
              name="zoneFee"
              id={`zone-fee-${i}`}
              inputMode="decimal"
              defaultValue={z.fee}
              error={errors[`zones.${i}.fee`]}
            />
          </div>
        ))}
        {errors.zones ? <p className={formStyles.error}>{errors.zones}</p> : null}
      </fieldset>
      <button className={button()} type="submit" disabled={busy}>
        {busy ? 'Saving…' : 'Save delivery settings'}
      </button>
    </Form>
  );
}
