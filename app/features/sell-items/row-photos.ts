/**
 * The images column meets the photos added to a bulk upload. An entry that is a bare file name (no scheme, no
 * leading slash: "hilux-front.jpg") becomes the stored photo of that name, matched on the base name without
 * regard to case; a name no added photo has is an error of its row, in column images. Addresses and site paths
 * are left to the API, which downloads or keeps them (backend/catalogue/import-photos.ts).
 *
 * The map of added photos travels through the page (a hidden field, like the file itself), so what comes back
 * is checked: names to our own media paths only — a forged field cannot slip another site's address past the
 * import's download rules.
 */
import { z } from 'zod';
import { MEDIA_FILE_PATH, mediaKeyParam } from '../../../schema/rest/media';
import type { RestImportRow } from '../../../schema/rest/vendor-catalogue';
import { BULK_PHOTO_MESSAGES, baseName, MAX_KEPT_PHOTOS, MAX_PHOTO_NAME } from './bulk-photo-rules';

const photoName = z
  .string()
  .min(1)
  .max(MAX_PHOTO_NAME)
  .refine((name) => baseName(name) === name, 'a photo name is a file name, without folders');
const ownPhoto = z
  .string()
  .max(MEDIA_FILE_PATH.length + 64)
  .refine((url) => url.startsWith(MEDIA_FILE_PATH) && mediaKeyParam.safeParse(url.slice(MEDIA_FILE_PATH.length)).success, 'not a photo of this site');

/** File name as chosen → the site path it was stored at. */
export const photoMap = z.record(photoName, ownPhoto).refine((map) => Object.keys(map).length <= MAX_KEPT_PHOTOS, BULK_PHOTO_MESSAGES.tooManyKept);
export type PhotoMap = z.infer<typeof photoMap>;

/** The carried field: absent or empty is no photos; anything that is not our map is refused whole. */
export function readPhotoMap(value: FormDataEntryValue | null): { photos: PhotoMap } | { error: string } {
  if (value === null || value === '') return { photos: {} };
  if (typeof value !== 'string') return { error: BULK_PHOTO_MESSAGES.notReadable };
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return { error: BULK_PHOTO_MESSAGES.notReadable };
  }
  const parsed = photoMap.safeParse(json);
  return parsed.success ? { photos: parsed.data } : { error: BULK_PHOTO_MESSAGES.notReadable };
}

/** The photos added so far with the newly stored ones: a new photo replaces one of the same name, in any case. */
export function addPhotos(kept: PhotoMap, added: readonly { name: string; url: string }[]): PhotoMap {
  const replaced = new Set(added.map((p) => p.name.toLowerCase()));
  const photos = Object.fromEntries(Object.entries(kept).filter(([name]) => !replaced.has(name.toLowerCase())));
  for (const p of added) photos[p.name] = p.url;
  return photos;
}

/** A bare file name: no scheme (https:, data:) and no leading slash. A Windows path (C:\…) is a file name too. */
export function isFileName(entry: string): boolean {
  if (entry.startsWith('/')) return false;
  return !/^[a-z][a-z\d+.-]*:/i.test(entry) || /^[a-z]:[\\/]/i.test(entry);
}

export interface MatchedRows {
  /** The rows with each named photo replaced by its site path, and missing names left out. */
  rows: RestImportRow[];
  /** Row number → why its photos cannot be used. */
  errors: Map<number, { column: 'images'; message: string }[]>;
  /** Added photos no row names, in the order they were added. */
  unused: string[];
}

export function matchPhotos(rows: readonly RestImportRow[], photos: PhotoMap): MatchedRows {
  const byName = new Map(Object.entries(photos).map(([name, url]) => [name.toLowerCase(), url]));
  const used = new Set<string>();
  const errors: MatchedRows['errors'] = new Map();
  const matched = rows.map((row) => {
    const cell = row.values.images;
    if (cell === undefined) return row;
    const kept: string[] = [];
    for (const entry of cell.split('|').map((e) => e.trim())) {
      if (!entry) continue;
      if (!isFileName(entry)) {
        kept.push(entry);
        continue;
      }
      const name = baseName(entry);
      const url = byName.get(name.toLowerCase());
      if (url) {
        used.add(name.toLowerCase());
        kept.push(url);
      } else {
        const rowErrors = errors.get(row.row) ?? [];
        rowErrors.push({ column: 'images', message: BULK_PHOTO_MESSAGES.missing(name) });
        errors.set(row.row, rowErrors);
      }
    }
    const images = kept.join('|');
    const { images: _cell, ...others } = row.values;
    return { row: row.row, values: images ? { ...others, images } : others };
  });
  const unused = Object.keys(photos).filter((name) => !used.has(name.toLowerCase()));
  return { rows: matched, errors, unused };
}
