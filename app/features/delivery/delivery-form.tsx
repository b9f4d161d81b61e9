/**
 * The store's delivery terms as a plain form: collection only, its own fee, free above an amount, and rows of towns
 * or cities with their fee (the stored ones and a few empty rows; leave a row empty to drop it).
 */
import { Form, useNavigation } from '@remix-run/react';
import { button } from '~/components/button.css';
import { Field, formStyles, type FieldErrors } from '~/components/form';
import type { DeliveryFormValues } from './delivery-form.server';
import * as s from './delivery.css';
import { fill } from '~/lib/i18n/fill';

const EMPTY_ROWS = 3;

/** The form's words in the page's language (dashboard-delivery.tsx's loader); `town` and `townFee` hold `{n}`. */
export type DeliveryWords = Record<
  'label' | 'collectionOnly' | 'fee' | 'feeHint' | 'freeAbove' | 'freeAboveHint' | 'zones' | 'zonesHint' | 'town' | 'townFee' | 'saving' | 'save',
  string
>;

export function DeliveryForm({ values, errors, w }: { values: DeliveryFormValues; errors: FieldErrors; w: DeliveryWords }) {
  const busy = useNavigation().state === 'submitting';
  const rows = [...values.zones, ...Array.from({ length: EMPTY_ROWS }, () => ({ city: '', fee: '' }))];
  return (
    <Form method="post" className={formStyles.form} aria-label={w.label}>
      <label className={s.check}>
        <input type="checkbox" name="collectionOnly" defaultChecked={values.collectionOnly} />
        {w.collectionOnly}
      </label>
      <Field label={w.fee} name="fee" inputMode="decimal" defaultValue={values.fee} error={errors.fee} hint={w.feeHint} />
      <Field
        label={w.freeAbove}
        name="freeAbove"
        inputMode="decimal"
        defaultValue={values.freeAbove}
        error={errors.freeAbove}
        hint={w.freeAboveHint}
      />
      <fieldset className={s.zones}>
        <legend className={formStyles.label}>{w.zones}</legend>
        <p className={s.hint}>{w.zonesHint}</p>
        {rows.map((z, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows of one form post, never reordered; a row's index is its field name.
          <div className={s.zone} key={i}>
            <Field
              label={fill(w.town, { n: i + 1 })}
              name="zoneCity"
              id={`zone-city-${i}`}
              defaultValue={z.city}
              maxLength={60}
              error={errors[`zones.${i}.city`]}
            />
            <Field
              label={fill(w.townFee, { n: i + 1 })}
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
        {busy ? w.saving : w.save}
      </button>
    </Form>
  );
}
