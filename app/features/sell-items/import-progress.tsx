/**
 * The import button. Without JavaScript it is a plain form: one POST imports every batch and the page shows the
 * outcome. With JavaScript it posts the batches one after another (a fetcher), with a progress bar and the
 * outcome gathered as the answers come in.
 */
import { Form, useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { button } from '~/components/button.css';
import { FormAlert, FormNotice } from '~/components/form';
import { fill } from '~/lib/i18n/fill';
import { PHOTO_MAP_FIELD } from './bulk-photo-rules';
import type { BulkWords } from './bulk-upload-text';
import type { PhotoMap } from './row-photos';
import { RowErrors } from './row-errors';
import { countOutcomes, type UploadResult, type UploadRowResult } from './upload-result';
import * as s from './bulk-upload.css';

interface Props {
  csv: string;
  /** The photos the preview added: each batch's rows name them again. */
  photos: PhotoMap;
  batches: number;
  /** Rows the preview found ready to write. */
  ready: number;
  w: BulkWords;
}

export function ImportProgress({ csv, photos, batches, ready, w }: Props) {
  const fetcher = useFetcher<UploadResult>();
  const [next, setNext] = useState<number | null>(null);
  const [done, setDone] = useState<UploadRowResult[]>([]);
  const [error, setError] = useState<string | null>(null);
  const handled = useRef<unknown>(null);

  const send = (batch: number) => {
    const form = new FormData();
    form.set('csv', csv);
    form.set(PHOTO_MAP_FIELD, JSON.stringify(photos));
    form.set('intent', 'import');
    form.set('batch', String(batch));
    fetcher.submit(form, { method: 'post', encType: 'multipart/form-data' });
    setNext(batch);
  };

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || handled.current === fetcher.data || next === null) return;
    handled.current = fetcher.data;
    const data = fetcher.data;
    if (data.kind === 'error') {
      setError(data.message);
      setNext(null);
      return;
    }
    setDone((previous) => [...previous, ...data.results]);
    if (next + 1 < batches) send(next + 1);
    else setNext(null);
  });

  const started = done.length > 0 || next !== null;
  const counts = countOutcomes(done);
  const written = counts.created + counts.updated;
  const running = next !== null;
  return (
    <div className={s.importBox}>
      {!started ? (
        <Form
          method="post"
          encType="multipart/form-data"
          onSubmit={(event) => {
            event.preventDefault();
            send(0);
          }}
        >
          <input type="hidden" name="csv" value={csv} />
          <input type="hidden" name={PHOTO_MAP_FIELD} value={JSON.stringify(photos)} />
          <input type="hidden" name="intent" value="import" />
          <button className={button()} type="submit">
            {fill(w.importRows, { count: ready })}
          </button>
        </Form>
      ) : (
        <>
          <label className={s.progressLabel}>
            {running ? w.importing : w.finished} {fill(w.importedOf, { written, ready })}
            <progress className={s.progress} value={written} max={Math.max(ready, 1)} />
          </label>
          {!running && !error ? (
            <FormNotice>{fill(w.importedSummary, { written, ready, created: counts.created, updated: counts.updated })}</FormNotice>
          ) : null}
          {error ? <FormAlert>{error}</FormAlert> : null}
          <RowErrors rows={done.filter((r) => r.errors.length > 0)} w={w} />
        </>
      )}
    </div>
  );
}
