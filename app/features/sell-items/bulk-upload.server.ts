/**
 * The bulk upload's action, shared by /dashboard/bulk-upload/ and /account/upload: read the uploaded CSV
 * (multipart, at most MAX_CSV_BYTES), preview it (a dry run that lists every row's errors by row and column,
 * writing nothing), then import the valid rows in batches of MAX_IMPORT_ROWS. The file travels from the preview
 * to the import as a hidden base64 field, so no JavaScript and no server-side storage is needed; the import
 * validates every row again anyway. With JavaScript the page posts one batch at a time to show progress.
 * Photos chosen with the preview are uploaded once and travel the same way, as a map of file name → site path
 * (row-photos.ts), which the images column's file names are replaced with before any row is sent.
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import { MAX_IMPORT_ROWS, type RestImportRow } from '../../../schema/rest/vendor-catalogue';
import { CATALOGUE_MESSAGES } from '../../../schema/rest/vendor-catalogue';
import { mutate } from '~/graphql/client.server';
import type { BulkUploadRoute_ImportMutation } from '~/graphql/generated/graphql';
import { ImportSellItemsMutation } from '~/graphql/queries/sell-items.server';
import { addChosenPhotos } from './bulk-photos.server';
import { BULK_PHOTO_MESSAGES, MAX_BULK_PHOTO_BYTES, PHOTO_MAP_FIELD } from './bulk-photo-rules';
import { rowsFromCsv } from './csv-rows';
import { type MatchedRows, matchPhotos, readPhotoMap } from './row-photos';
import type { UploadResult } from './upload-result';

/** 2 MB: a few thousand product rows; bigger files are split by the vendor. */
export const MAX_CSV_BYTES = 2 * 1024 * 1024;
/**
 * The most a post of this form may declare, refused before it is read (a multipart body is read whole into
 * memory): a new file and the kept one (base64, 4/3 of its size) when the vendor replaces it, one check's
 * photos, and 512 KB for the carried photo map and the parts' headers.
 */
export const MAX_UPLOAD_BYTES = MAX_CSV_BYTES * (1 + 4 / 3) + MAX_BULK_PHOTO_BYTES + 512 * 1024;

type Args = { request: Request; context: AppLoadContext };
type Result = BulkUploadRoute_ImportMutation['importSellItems']['results'][number];

const toBase64 = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};
const fromBase64 = (b64: string) => new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));

/** A newly chosen file, else the one carried from the last check (the upload form keeps it too). */
async function readFile(form: FormData): Promise<{ text: string } | { error: string }> {
  const file = form.get('file');
  const carried = form.get('csv');
  if (!(file instanceof File && file.size > 0) && typeof carried === 'string' && carried) {
    try {
      return { text: fromBase64(carried) };
    } catch {
      return { error: 'The file could not be read again: upload it once more.' };
    }
  }
  if (!(file instanceof File) || file.size === 0) return { error: 'Choose a CSV file to upload.' };
  if (file.size > MAX_CSV_BYTES) return { error: 'The file is too large (at most 2 MB): split it into smaller files.' };
  if (!/\.csv$/i.test(file.name) && !/csv|text\/plain|excel/.test(file.type))
    return { error: 'Upload a .csv file (in your spreadsheet: File → Save as → CSV).' };
  const text = await file.text();
  if (text.includes('\u0000')) return { error: 'This is not a CSV text file: save your spreadsheet as CSV and upload that.' };
  return { text };
}

async function sendBatch(args: Args, businessId: string, token: string, rows: RestImportRow[], dryRun: boolean) {
  const { importSellItems } = await mutate(
    args.context,
    args.request,
    ImportSellItemsMutation,
    {
      input: {
        businessId,
        dryRun,
        rows: rows.map((r) => ({ row: r.row, cells: Object.entries(r.values).map(([column, value]) => ({ column, value })) })),
      },
    },
    { token },
  );
  return importSellItems;
}

/**
 * Rows whose SKU an earlier row of the file already has are left out before anything is sent (the earlier row
 * wins): batches go separately, so the API could not tell a second row from a re-upload.
 */
function splitDuplicates(rows: RestImportRow[]): { unique: RestImportRow[]; duplicates: Result[] } {
  const first = new Map<string, number>();
  const unique: RestImportRow[] = [];
  const duplicates: Result[] = [];
  for (const r of rows) {
    const sku = (r.values.sku ?? '').trim();
    const earlier = sku ? first.get(sku) : undefined;
    if (earlier === undefined) {
      if (sku) first.set(sku, r.row);
      unique.push(r);
    } else {
      duplicates.push({
        row: r.row,
        sku,
        outcome: 'INVALID',
        productId: null,
        existing: false,
        errors: [{ column: 'sku', message: CATALOGUE_MESSAGES.duplicateSku(earlier) }],
      });
    }
  }
  return { unique, duplicates };
}

/** The file's rows in batches, as they are sent. */
function batchesOf(rows: RestImportRow[]): RestImportRow[][] {
  const batches: RestImportRow[][] = [];
  for (let i = 0; i < rows.length; i += MAX_IMPORT_ROWS) batches.push(rows.slice(i, i + MAX_IMPORT_ROWS));
  return batches;
}

/**
 * Every row's outcome: a dry run (preview) or the import, of the whole file or of one batch (`only`). Duplicated
 * SKUs are reported once: with the whole file, or with the first batch. A row naming a photo that was not added
 * is invalid: the preview still sends it (without that photo) so all its problems are listed at once; the import
 * never sends it, so it is not written without its photo. Answers a message when the API refuses.
 */
export async function checkRows(
  args: Args,
  businessId: string,
  token: string,
  matched: Pick<MatchedRows, 'rows' | 'errors'>,
  dryRun: boolean,
  only: number | null = null,
): Promise<Result[] | { error: string }> {
  const { unique, duplicates } = splitDuplicates(matched.rows);
  const results: Result[] = only === null || only === 0 ? [...duplicates] : [];
  for (const [i, batch] of batchesOf(unique).entries()) {
    if (only !== null && i !== only) continue;
    const held = dryRun ? [] : batch.filter((r) => matched.errors.has(r.row));
    const send = held.length ? batch.filter((r) => !matched.errors.has(r.row)) : batch;
    if (send.length) {
      const answer = await sendBatch(args, businessId, token, send, dryRun);
      if (answer.userErrors.length) return { error: answer.userErrors[0].message };
      results.push(...answer.results);
    }
    for (const r of held)
      results.push({ row: r.row, sku: (r.values.sku ?? '').trim(), outcome: 'INVALID', productId: null, existing: false, errors: [] });
  }
  return results
    .map((r) => {
      const photoErrors = matched.errors.get(r.row);
      return photoErrors ? { ...r, outcome: 'INVALID' as const, productId: null, errors: [...r.errors, ...photoErrors] } : r;
    })
    .sort((x, y) => x.row - y.row);
}

/** The uploaded or carried file, parsed into rows, or what is wrong with it. */
export async function readUpload(form: FormData): Promise<{ text: string; rows: RestImportRow[]; ignoredColumns: string[] } | { error: string }> {
  const file = await readFile(form);
  if ('error' in file) return file;
  const parsed = rowsFromCsv(file.text);
  if (!parsed.ok) return { error: parsed.error };
  return { text: file.text, rows: parsed.rows, ignoredColumns: parsed.ignoredColumns };
}

export async function runBulkUpload(args: Args, businessId: string, token: string): Promise<UploadResult> {
  const declared = Number(args.request.headers.get('content-length') ?? 0);
  if (declared > MAX_UPLOAD_BYTES) return { kind: 'error', message: BULK_PHOTO_MESSAGES.tooLarge };
  const form = await args.request.formData();
  const intent = form.get('intent') === 'import' ? 'import' : 'preview';
  const carried = readPhotoMap(form.get(PHOTO_MAP_FIELD));
  const upload = await readUpload(form);
  if ('error' in upload) return { kind: 'error', message: upload.error, photos: 'photos' in carried ? carried.photos : undefined };
  const csv = toBase64(upload.text);
  if ('error' in carried) return { kind: 'error', message: carried.error, csv };
  // Photos are added with the preview only: the import and its batches carry what the preview stored.
  const added = intent === 'preview' ? await addChosenPhotos(args, form, carried.photos) : { photos: carried.photos, error: null };
  if (added.error !== null) return { kind: 'error', message: added.error, csv, photos: added.photos };
  const matched = matchPhotos(upload.rows, added.photos);

  const batches = batchesOf(splitDuplicates(upload.rows).unique).length;
  // With JavaScript the page imports one batch per request (?batch=k) to show progress; without, all at once.
  const batchParam = form.get('batch');
  const only = typeof batchParam === 'string' && /^\d{1,3}$/.test(batchParam) ? Number(batchParam) : null;
  if (only !== null && only > 0 && only >= batches) return { kind: 'error', message: 'That part of the file does not exist: upload the file again.' };

  const checked = await checkRows(args, businessId, token, matched, intent === 'preview', only);
  if ('error' in checked) return { kind: 'error', message: checked.error, csv, photos: added.photos };
  return {
    kind: intent,
    csv,
    photos: added.photos,
    unusedPhotos: matched.unused,
    totalRows: upload.rows.length,
    batches,
    batch: only,
    ignoredColumns: upload.ignoredColumns,
    results: checked.map((r) => ({
      row: r.row,
      sku: r.sku,
      outcome: r.outcome,
      existing: r.existing,
      errors: r.errors.map((e) => ({ column: e.column, message: e.message })),
    })),
  };
}
