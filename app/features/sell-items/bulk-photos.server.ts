/**
 * The photos chosen with a bulk upload's preview: checked, uploaded once through the site's photo upload
 * (media/upload-photos.server.ts, which owns the per-photo rules), and added to those carried from earlier
 * checks. A refusal keeps every photo stored before it, so the vendor only chooses the rest again.
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import { chosenPhotos, uploadInTurn } from '~/features/media/upload-photos.server';
import { BULK_PHOTO_MESSAGES, BULK_PHOTOS_FIELD, baseName, bulkPhotoProblem, MAX_BULK_PHOTOS, MAX_KEPT_PHOTOS } from './bulk-photo-rules';
import { addPhotos, type PhotoMap } from './row-photos';

type Args = { request: Request; context: AppLoadContext };

export type AddedPhotos = { photos: PhotoMap; error: string | null };

export async function addChosenPhotos(args: Args, form: FormData, kept: PhotoMap): Promise<AddedPhotos> {
  const files = chosenPhotos(form, BULK_PHOTOS_FIELD);
  if (files.length === 0) return { photos: kept, error: null };
  const problem = bulkPhotoProblem(files);
  if (problem) return { photos: kept, error: problem };
  const names = files.map((f) => baseName(f.name));
  // Counted before anything is stored: a map past the bound would be refused when it comes back.
  const named = names.map((name) => ({ name, url: '' }));
  if (Object.keys(addPhotos(kept, named)).length > MAX_KEPT_PHOTOS) return { photos: kept, error: BULK_PHOTO_MESSAGES.tooManyKept };

  const { urls, error } = await uploadInTurn(args.context, args.request, files, MAX_BULK_PHOTOS);
  const stored = urls.map((url, i) => ({ name: names[i], url }));
  const photos = addPhotos(kept, stored);
  return { photos, error: error === null ? null : `${names[urls.length]}: ${error}` };
}
