/**
 * Step 2 of the bulk upload: the CSV file and, optionally, the photos its images column names by file name.
 * After a check the file and the photos added are kept in hidden fields, so the vendor can add a missing photo
 * (or the next photos, a check at a time) without choosing the file again. With JavaScript, too many or too
 * large photos are refused as soon as they are chosen, before a phone spends data sending them.
 */
import { Form, useNavigation } from '@remix-run/react';
import { type ChangeEvent, useEffect, useRef } from 'react';
import { button } from '~/components/button.css';
import { formStyles } from '~/components/form';
import { fill } from '~/lib/i18n/fill';
import { BULK_PHOTOS_FIELD, bulkPhotoProblem, PHOTO_MAP_FIELD } from './bulk-photo-rules';
import type { BulkWords } from './bulk-upload-text';
import type { PhotoMap } from './row-photos';
import type { UploadResult } from './upload-result';
import * as s from './bulk-upload.css';

/** What the form carries to the next check: the file (base64) and photos of a preview or a refusal, not of an import. */
function keptFrom(result: UploadResult | undefined): { csv: string | null; photos: PhotoMap } {
  if (result?.kind === 'preview') return { csv: result.csv, photos: result.photos };
  if (result?.kind === 'error') return { csv: result.csv ?? null, photos: result.photos ?? {} };
  return { csv: null, photos: {} };
}

function checkChosen(event: ChangeEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const problem = bulkPhotoProblem(Array.from(input.files ?? []));
  input.setCustomValidity(problem ?? '');
  if (problem) input.reportValidity();
}

/** `result`: the last check's answer (the page's action data). */
export function UploadForm({ result, w }: { result: UploadResult | undefined; w: BulkWords }) {
  const busy = useNavigation().state === 'submitting';
  const kept = keptFrom(result);
  const added = Object.keys(kept.photos);
  const form = useRef<HTMLFormElement>(null);
  const answered = useRef(result);
  // Each new answer empties the pickers: what they held is kept now, and sending it again would store it twice.
  // Not on the first render: on a slow phone the vendor may have chosen files before the page came alive.
  useEffect(() => {
    if (answered.current === result) return;
    answered.current = result;
    form.current?.reset();
  }, [result]);
  return (
    <Form ref={form} method="post" encType="multipart/form-data" className={formStyles.form}>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="bulk-file">
          {w.csvFile}
        </label>
        <input
          className={formStyles.input}
          id="bulk-file"
          name="file"
          type="file"
          accept=".csv,text/csv"
          required={!kept.csv}
          aria-describedby={kept.csv ? 'bulk-file-hint' : undefined}
        />
        {kept.csv ? (
          <p className={formStyles.hint} id="bulk-file-hint">
            {w.keptFile}
          </p>
        ) : null}
      </div>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="bulk-photos">
          {w.photosLabel}
        </label>
        <input
          className={formStyles.input}
          id="bulk-photos"
          name={BULK_PHOTOS_FIELD}
          type="file"
          accept="image/*"
          multiple
          aria-describedby="bulk-photos-hint"
          onChange={checkChosen}
        />
        <p className={formStyles.hint} id="bulk-photos-hint">
          {w.photosHint}
        </p>
        {added.length ? (
          <p className={s.keptPhotos} data-testid="kept-photos">
            {fill(w.addedSoFar, { count: added.length, names: added.join(', ') })}
          </p>
        ) : null}
      </div>
      {kept.csv ? <input type="hidden" name="csv" value={kept.csv} /> : null}
      {added.length ? <input type="hidden" name={PHOTO_MAP_FIELD} value={JSON.stringify(kept.photos)} /> : null}
      <input type="hidden" name="intent" value="preview" />
      <button className={button()} type="submit" disabled={busy}>
        {busy ? w.checking : w.check}
      </button>
    </Form>
  );
}
