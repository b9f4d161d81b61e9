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
import { NEW_PHOTOS_FIELD } from './photo-field';
import * as s from './product-form.css';

export function PhotosStep({ values, errors }: { values: FormValues; errors: Errors }) {
  const last = values.images.length - 1;
  return (
    <fieldset className={s.section}>
      <legend className={s.legend}>3. Photos</legend>
      {values.images.length ? (
        <ol className={s.photos} aria-label="Photos in order">
          {values.images.map((url, i) => (
            <li key={url} className={s.photo}>
              <img
                className={s.thumb}
                src={url}
                alt={`${i + 1} of ${values.images.length}${i === 0 ? ', the main one' : ''}`}
                width={96}
                height={96}
              />
              <div className={s.photoActions}>
                {i === 0 ? (
                  <span className={s.mainBadge}>Main photo</span>
                ) : (
                  <button className={s.small} type="submit" name="intent" value={`photo-main-${i}`} formNoValidate>
                    Make main
                  </button>
                )}
                {i > 0 ? (
                  <button
                    className={s.small}
                    type="submit"
                    name="intent"
                    value={`photo-up-${i}`}
                    formNoValidate
                    aria-label={`Move photo ${i + 1} up`}
                  >
                    ↑ Up
                  </button>
                ) : null}
                {i < last ? (
                  <button
                    className={s.small}
                    type="submit"
                    name="intent"
                    value={`photo-down-${i}`}
                    formNoValidate
                    aria-label={`Move photo ${i + 1} down`}
                  >
                    ↓ Down
                  </button>
                ) : null}
                <button
                  className={s.small}
                  type="submit"
                  name="intent"
                  value={`photo-remove-${i}`}
                  formNoValidate
                  aria-label={`Remove photo ${i + 1}`}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className={formStyles.hint}>No photos yet. Listings with photos sell much faster.</p>
      )}
      {values.images.length < MAX_PRODUCT_IMAGES ? (
        <>
          <Field
            label="Add photos"
            name={NEW_PHOTOS_FIELD}
            type="file"
            accept={PHOTO_ACCEPT}
            multiple
            error={errors.images}
            hint={`JPEG, PNG or WebP, up to 4 at a time, 2 MB each; ${MAX_PRODUCT_IMAGES} in all. The first photo is the main one.`}
          />
          <div>
            <button className={s.small} type="submit" name="intent" value="stay" formNoValidate>
              Upload
            </button>
          </div>
        </>
      ) : (
        <p className={formStyles.hint}>{errors.images ?? `That is the most photos a listing can have (${MAX_PRODUCT_IMAGES}).`}</p>
      )}
    </fieldset>
  );
}
