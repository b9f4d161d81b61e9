/**
 * The bulk upload page's body: 1. the template, 2. the upload with optional photos (a preview first), 3. the
 * preview's errors by row and column with the import button, 4. the import's outcome. Without JavaScript the
 * import is one POST; with it, ImportProgress posts the file's batches one after another and shows how far it got.
 */
import { Form } from '@remix-run/react';
import { button } from '~/components/button.css';
import { FormAlert, FormNotice } from '~/components/form';
import { BULK_PHOTO_MESSAGES, PHOTO_MAP_FIELD } from './bulk-photo-rules';
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
}

export function BulkUploadPanel({ result, templateHref, failedRowsHref, limitNote }: Props) {
  return (
    <div className={s.page}>
      <section className={s.step} aria-labelledby="bulk-template">
        <h2 id="bulk-template" className={s.stepTitle}>
          1. Download the template
        </h2>
        <p>
          One product per row. Keep the header row; fill the columns your products need. <strong>sku</strong> is your own stock code: upload the same
          file again and products with the same SKU are updated, not duplicated.
        </p>
        <ul className={s.notes}>
          <li>Prices in US dollars, like 12.50. Leave sale_price empty when not on sale.</li>
          <li>category: the slug or name of a category, e.g. kitchenware or Men’s Clothing.</li>
          <li>images: photo addresses, or the file names of photos you add below (e.g. hilux-front.jpg), separated by |, the main photo first.</li>
          <li>variations (clothing and hats): size:colour:stock, or size:colour:stock:price, separated by |.</li>
          <li>status: publish, or draft to finish later.</li>
        </ul>
        <a className={button({ tone: 'secondary' })} href={templateHref} download="musika-products-template.csv">
          Download CSV template
        </a>
      </section>

      <section className={s.step} aria-labelledby="bulk-upload">
        <h2 id="bulk-upload" className={s.stepTitle}>
          2. Upload your file
        </h2>
        {limitNote ? <FormNotice>{limitNote}</FormNotice> : null}
        <UploadForm result={result} />
        <p className={s.muted}>Nothing is saved until you have seen the preview and pressed Import.</p>
      </section>

      {result?.kind === 'error' ? <FormAlert>{result.message}</FormAlert> : null}
      {result && result.kind !== 'error' ? <Outcome result={result} failedRowsHref={failedRowsHref} /> : null}
    </div>
  );
}

function Outcome({ result, failedRowsHref }: { result: Exclude<UploadResult, { kind: 'error' }>; failedRowsHref: string }) {
  const counts = countOutcomes(result.results);
  const problems = result.results.filter((r) => r.errors.length > 0);
  if (result.kind === 'preview') {
    return (
      <section className={s.step} aria-labelledby="bulk-preview">
        <h2 id="bulk-preview" className={s.stepTitle}>
          3. Preview
        </h2>
        <p role="status">
          {result.totalRows} rows: {counts.ready} ready ({counts.create} new, {counts.update} to update), {counts.invalid} with errors
          {counts.overLimit ? `, ${counts.overLimit} over your package’s product limit` : ''}.
        </p>
        {result.ignoredColumns.length ? <p className={s.muted}>Ignored columns: {result.ignoredColumns.join(', ')}.</p> : null}
        {result.unusedPhotos.length ? <p className={s.muted}>{BULK_PHOTO_MESSAGES.unused(result.unusedPhotos)}.</p> : null}
        <RowErrors rows={problems} />
        {problems.length ? <DownloadRowsToFix csv={result.csv} photos={result.photos} href={failedRowsHref} count={problems.length} /> : null}
        {counts.ready > 0 ? (
          <ImportProgress csv={result.csv} photos={result.photos} batches={result.batches} ready={counts.ready} />
        ) : (
          <FormAlert>No row can be imported yet: correct the rows above and upload the file again.</FormAlert>
        )}
      </section>
    );
  }
  return (
    <section className={s.step} aria-labelledby="bulk-done">
      <h2 id="bulk-done" className={s.stepTitle}>
        4. Imported
      </h2>
      <FormNotice>
        Imported {counts.created + counts.updated} of {result.totalRows} rows: {counts.created} new, {counts.updated} updated.
      </FormNotice>
      <RowErrors rows={problems} />
      {problems.length ? <DownloadRowsToFix csv={result.csv} photos={result.photos} href={failedRowsHref} count={problems.length} /> : null}
    </section>
  );
}

/**
 * The rows that cannot be imported, with why, as a CSV to fix and upload again. A plain POST of the file (no
 * script): reloadDocument lets the browser save the answer instead of the router reading it.
 */
function DownloadRowsToFix({ csv, photos, href, count }: { csv: string; photos: PhotoMap; href: string; count: number }) {
  return (
    <Form method="post" action={href} reloadDocument>
      <input type="hidden" name="csv" value={csv} />
      <input type="hidden" name={PHOTO_MAP_FIELD} value={JSON.stringify(photos)} />
      <button className={button({ tone: 'secondary' })} type="submit">
        Download the {count === 1 ? 'row' : `${count} rows`} to fix (CSV)
      </button>
    </Form>
  );
}
