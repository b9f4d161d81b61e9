/**
 * The photos a vendor adds to a bulk upload and names in the images column: their bounds and words, checked in
 * the browser (to spare a phone sending what will be refused) and again on the server. No zod here: this file
 * reaches the client bundle.
 *
 * At most MAX_BULK_PHOTOS per check because the API stores at most 10 photos a minute for one person (the
 * POST /media rate limit, schema/graphql/media.graphql): more would be refused part way. The photos added are
 * carried to the next check, so a vendor adds more a check at a time.
 */
import { MAX_PHOTO_BYTES, photoProblem } from '~/features/media/photo-rules';

/** The file input (as every photo input of the site) and the hidden field carrying the photos added so far. */
export const BULK_PHOTOS_FIELD = 'photos';
export const PHOTO_MAP_FIELD = 'photoMap';

export const MAX_BULK_PHOTOS = 10;
/** Photos one file may name: bounds the carried field, posted again with every batch of the import. */
export const MAX_KEPT_PHOTOS = 500;
export const MAX_PHOTO_NAME = 120;
/** The most the photos of one check weigh, for the bound on the form's declared size. */
export const MAX_BULK_PHOTO_BYTES = MAX_BULK_PHOTOS * MAX_PHOTO_BYTES;

export const BULK_PHOTOS_HINT = `JPEG, PNG or WebP, 2 MB each, up to ${MAX_BULK_PHOTOS} at a time. Put their file names in the images column.`;

const count = (n: number) => `${n} photo${n === 1 ? '' : 's'}`;

export const BULK_PHOTO_MESSAGES = {
  missing: (name: string) => `No photo named "${name}" was added: add it under Photos, or give its web address.`,
  unused: (names: readonly string[]) => `${count(names.length)} ${names.length === 1 ? 'is' : 'are'} not used by any row: ${names.join(', ')}`,
  tooMany: `Add at most ${MAX_BULK_PHOTOS} photos at a time: check the file with these, then add the rest (the photos added are kept).`,
  tooManyKept: `One file can name at most ${MAX_KEPT_PHOTOS} photos: split it into smaller files.`,
  sameName: (name: string) => `Two photos are named ${name}: give each photo its own file name.`,
  badName: `Each photo needs a file name of at most ${MAX_PHOTO_NAME} characters.`,
  notReadable: 'The photos you added could not be read again: add them once more.',
  tooLarge: `The upload is too large: the file at most 2 MB, photos at most 2 MB each and ${MAX_BULK_PHOTOS} at a time.`,
} as const;

/** A photo's name as the images column gives it: the last part of a path ("photos/a.jpg", "C:\\x\\a.jpg" → "a.jpg"). */
export function baseName(name: string): string {
  return name.trim().split(/[\\/]/).pop()?.trim() ?? '';
}

/** The first problem with the photos chosen for one check, or null. Names are matched without regard to case. */
export function bulkPhotoProblem(files: readonly { size: number; name: string }[]): string | null {
  if (files.length > MAX_BULK_PHOTOS) return BULK_PHOTO_MESSAGES.tooMany;
  const seen = new Set<string>();
  for (const file of files) {
    const name = baseName(file.name);
    if (!name || name.length > MAX_PHOTO_NAME) return BULK_PHOTO_MESSAGES.badName;
    if (seen.has(name.toLowerCase())) return BULK_PHOTO_MESSAGES.sameName(name);
    seen.add(name.toLowerCase());
  }
  return photoProblem(files, MAX_BULK_PHOTOS);
}
