/**
 * The draft's fields that the current step does not show, as hidden inputs: the whole draft travels with each
 * step's post, so no step loses what another one typed (with or without JavaScript).
 */
import { SCALAR_FIELDS, type FormValues } from './form-values';
import { shownFields, type StepNumber } from './steps';

export function HiddenFields({ values, step, sizesShown }: { values: FormValues; step: StepNumber; sizesShown: boolean }) {
  const shown = new Set(shownFields(step, values.kind));
  return (
    <>
      {shown.has('kind') ? null : <input type="hidden" name="kind" value={values.kind} />}
      {SCALAR_FIELDS.filter((f) => !shown.has(f)).map((f) => (values[f] ? <input key={f} type="hidden" name={f} value={values[f]} /> : null))}
      {values.images.map((url) => (
        <input key={url} type="hidden" name="images" value={url} />
      ))}
      {sizesShown
        ? null
        : values.variations.map((v, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a variation is its position here: its inputs are named variations.<i>.*.
            <span key={i} hidden>
              <input type="hidden" name={`variations.${i}.size`} value={v.size} />
              <input type="hidden" name={`variations.${i}.colour`} value={v.colour} />
              <input type="hidden" name={`variations.${i}.priceCents`} value={v.priceCents} />
              <input type="hidden" name={`variations.${i}.stockQuantity`} value={v.stockQuantity} />
            </span>
          ))}
    </>
  );
}
