/**
 * The bulk upload page's body: 1. the template, 2. the upload with optional photos (a preview first), 3. the
 * preview's errors by row and column with the import button, 4. the import's outcome. Without JavaScript the
 * import is one POST; with it, ImportProgress posts the file's batches one after another and shows how far it got.
 */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import { FormAlert, FormNotice } from '~/components/form';
import { fill } from '~/lib/i18n/fill';
import { PHOTO_MAP_FIELD } from './bulk-photo-rules';
import type { BulkWords } from './bulk-upload-text';
import { ImportProgress } from './import-progress';
import type { PhotoMap } from './row-photos';
import { RowErrors } from './row-errors';
import { UploadForm } from './upload-form';
import { countOutcomes, type UploadResult } from './upload-result';
import * as s from './bulk-upload.css';

interface Props {
  result: UploadResult | undefined;
  templateHref: string;
  /** Where the rows to fix are downloaded from (a POST carrying the file). */
  failedRowsHref: string;
  /** Set when the package's product limit is reached: new published rows will be reported, not written. */
  limitNote: string | null;
  /** The page's words in its language (bulk-upload-text.server.ts). */
  w: BulkWords;
}

export function BulkUploadPanel({ result, templateHref, failedRowsHref, limitNote, w }: Props) {
  return (
    <div className={s.page}>
      <section className={s.step} aria-labelledby="bulk-template">
        <h2 id="bulk-template" className={s.stepTitle}>
          {w.step1}
        </h2>
        <p>
          {w.introBefore} <strong>sku</strong> {w.introAfter}
        </p>
        <ul className={s.notes}>
          <li>{w.notePrices}</li>
          <li>{w.noteCategory}</li>
          <li>{w.noteImages}</li>
          <li>{w.noteVariations}</li>
          <li>{w.noteStatus}</li>
        </ul>
        <a className={button({ tone: 'secondary' })} href={templateHref} download="musika-products-template.csv">
          {w.downloadTemplate}
        </a>
      </section>

      <section className={s.step} aria-labelledby="bulk-upload">
        <h2 id="bulk-upload" className={s.stepTitle}>
          {w.step2}
        </h2>
        {limitNote ? <FormNotice>{limitNote}</FormNotice> : null}
        <UploadForm result={result} w={w} />
        <p className={s.muted}>{w.nothingSaved}</p>
      </section>

      {result?.kind === 'error' ? <FormAlert>{result.message}</FormAlert> : null}
      {result && result.kind !== 'error' ? <Outcome result={result} failedRowsHref={failedRowsHref} w={w} /> : null}
    </div>
  );
}

function Outcome({ result, failedRowsHref, w }: { result: Exclude<UploadResult, { kind: 'error' }>; failedRowsHref: string; w: BulkWords }) {
  const counts = countOutcomes(result.results);
  const problems = result.results.filter((r) => r.errors.length > 0);
  if (result.kind === 'preview') {
    return (
      <section className={s.step} aria-labelledby="bulk-preview">
        <h2 id="bulk-preview" className={s.stepTitle}>
          {w.step3}
        </h2>
        <p role="status">
          {fill(w.previewSummary, {
            total: result.totalRows,
            ready: counts.ready,
            create: counts.create,
            update: counts.update,
            invalid: counts.invalid,
          })}
          {counts.overLimit ? fill(w.previewOver, { over: counts.overLimit }) : ''}.
        </p>
        {result.ignoredColumns.length ? <p className={s.muted}>{fill(w.ignored, { columns: result.ignoredColumns.join(', ') })}</p> : null}
        {result.unusedPhotos.length ? (
          <p className={s.muted}>{fill(w.unusedPhotos, { count: result.unusedPhotos.length, names: result.unusedPhotos.join(', ') })}</p>
        ) : null}
        <RowErrors rows={problems} w={w} />
        {problems.length ? <DownloadRowsToFix csv={result.csv} photos={result.photos} href={failedRowsHref} count={problems.length} w={w} /> : null}
        {counts.ready > 0 ? (
          <ImportProgress csv={result.csv} photos={result.photos} batches={result.batches} ready={counts.ready} w={w} />
        ) : (
          <FormAlert>{w.nothingImportable}</FormAlert>
        )}
      </section>
    );
  }
  return (
    <section className={s.step} aria-labelledby="bulk-done">
      <h2 id="bulk-done" className={s.stepTitle}>
        {w.step4}
      </h2>
      <FormNotice>
        {fill(w.imported, { done: counts.created + counts.updated, total: result.totalRows, created: counts.created, updated: counts.updated })}
      </FormNotice>
      <RowErrors rows={problems} w={w} />
      {problems.length ? <DownloadRowsToFix csv={result.csv} photos={result.photos} href={failedRowsHref} count={problems.length} w={w} /> : null}
    </section>
  );
}

/**
 * The rows that cannot be imported, with why, as a CSV to fix and upload again. A plain POST of the file (no
 * script): reloadDocument lets the browser save the answer instead of the router reading it.
 */
function DownloadRowsToFix({ csv, photos, href, count, w }: { csv: string; photos: PhotoMap; href: string; count: number; w: BulkWords }) {
  return (
    <Form method="post" action={href} reloadDocument>
      <input type="hidden" name="csv" value={csv} />
      <input type="hidden" name={PHOTO_MAP_FIELD} value={JSON.stringify(photos)} />
      <button className={button({ tone: 'secondary' })} type="submit">
        {fill(w.downloadFix, { count })}
      </button>
    </Form>
  );
}
