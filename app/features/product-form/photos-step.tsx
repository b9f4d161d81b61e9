/**
 * Step 3: several photos in order, the first being the main one. Each photo has plain buttons (make main,
 * move up, move down, remove) that post the form, so ordering works without JavaScript; new photos are chosen
 * with a file input and uploaded with the next post, whichever button sends it.
 */
import { Field, formStyles } from '~/components/form';
import { PHOTO_ACCEPT } from '~/features/media/photo-rules';
import { MAX_PRODUCT_IMAGES } from '../../../schema/rest/product-input';
import type { Errors } from './fields';
import type { FormValues } from './form-values';
import type { FormWords } from './product-form-text';
import { fill } from '~/lib/i18n/fill';
import { NEW_PHOTOS_FIELD } from './photo-field';
import * as s from './product-form.css';

export function PhotosStep({ values, errors, w }: { values: FormValues; errors: Errors; w: FormWords }) {
  const last = values.images.length - 1;
  return (
    <fieldset className={s.section}>
      <legend className={s.legend}>3. {w.step3}</legend>
      {values.images.length ? (
        <ol className={s.photos} aria-label={w.photosInOrder}>
          {values.images.map((url, i) => (
            <li key={url} className={s.photo}>
              <img
                className={s.thumb}
                src={url}
                alt={fill(i === 0 ? w.photoAltMain : w.photoAlt, { n: i + 1, total: values.images.length })}
                width={96}
                height={96}
              />
              <div className={s.photoActions}>
                {i === 0 ? (
                  <span className={s.mainBadge}>{w.mainPhoto}</span>
                ) : (
                  <button className={s.small} type="submit" name="intent" value={`photo-main-${i}`} formNoValidate>
                    {w.makeMain}
                  </button>
                )}
                {i > 0 ? (
                  <button
                    className={s.small}
                    type="submit"
                    name="intent"
                    value={`photo-up-${i}`}
                    formNoValidate
                    aria-label={fill(w.moveUp, { n: i + 1 })}
                  >
                    {w.up}
                  </button>
                ) : null}
                {i < last ? (
                  <button
                    className={s.small}
                    type="submit"
                    name="intent"
                    value={`photo-down-${i}`}
                    formNoValidate
                    aria-label={fill(w.moveDown, { n: i + 1 })}
                  >
                    {w.down}
                  </button>
                ) : null}
                <button
                  className={s.small}
                  type="submit"
                  name="intent"
                  value={`photo-remove-${i}`}
                  formNoValidate
                  aria-label={fill(w.removePhoto, { n: i + 1 })}
                >
                  {w.remove}
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className={formStyles.hint}>{w.noPhotos}</p>
      )}
      {values.images.length < MAX_PRODUCT_IMAGES ? (
        <>
          <Field
            label={w.addPhotos}
            name={NEW_PHOTOS_FIELD}
            type="file"
            accept={PHOTO_ACCEPT}
            multiple
            error={errors.images}
            hint={fill(w.photosHint, { max: MAX_PRODUCT_IMAGES })}
          />
          <div>
            <button className={s.small} type="submit" name="intent" value="stay" formNoValidate>
              {w.upload}
            </button>
          </div>
        </>
      ) : (
        <p className={formStyles.hint}>{errors.images ?? fill(w.mostPhotos, { max: MAX_PRODUCT_IMAGES })}</p>
      )}
    </fieldset>
  );
}
