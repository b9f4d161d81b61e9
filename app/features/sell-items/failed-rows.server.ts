/**
 * "Download the rows to fix" (issue 31): the uploaded file's rows that cannot be imported, as a CSV the vendor
 * corrects in their spreadsheet and uploads again. The columns are the file's own, in its order, plus `errors`
 * saying what is wrong with each. The file comes back from the page (the hidden base64 field the import uses), and
 * its rows are checked again by a dry run: what the download says is what the API answers now, not what the page
 * was told earlier. The photos added come back the same way, so a row naming a photo that was not added is
 * listed with that error. Nothing is written.
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import { parseCsv, toCsv } from './csv';
import { checkRows, readUpload } from './bulk-upload.server';
import { PHOTO_MAP_FIELD } from './bulk-photo-rules';
import { matchPhotos, readPhotoMap } from './row-photos';

type Args = { request: Request; context: AppLoadContext };

/** A refusal the browser shows as is: the download was a plain form post, there is no page to put it on. */
export const refused = (message: string, status = 400) => new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

export async function failedRowsCsv(args: Args, businessId: string, token: string): Promise<Response> {
  const form = await args.request.formData();
  const upload = await readUpload(form);
  if ('error' in upload) return refused(upload.error);
  const carried = readPhotoMap(form.get(PHOTO_MAP_FIELD));
  if ('error' in carried) return refused(carried.error);
  const checked = await checkRows(args, businessId, token, matchPhotos(upload.rows, carried.photos), true);
  if ('error' in checked) return refused(checked.error);

  const [header, ...records] = parseCsv(upload.text);
  const cellsByRow = new Map(records.map((r) => [r.row, r.cells]));
  const width = header.cells.length;
  const failed = checked
    .filter((r) => r.errors.length > 0)
    .map((r) => {
      const cells = cellsByRow.get(r.row) ?? [];
      const padded = Array.from({ length: width }, (_, i) => cells[i] ?? '');
      return [...padded, r.errors.map((e) => `${e.column}: ${e.message}`).join('; ')];
    });
  // A byte-order mark so spreadsheet programs read the file as UTF-8, as the template does.
  return new Response(`\uFEFF${toCsv([[...header.cells, 'errors'], ...failed])}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="musika-rows-to-fix.csv"',
      'Cache-Control': 'private, no-store',
    },
  });
}
