/**
 * The rules every stored photo passes, wherever its bytes came from (POST /media from a phone, or an address in
 * a bulk-import file that the import downloaded), and the one way it is written to R2. One place, so an
 * imported photo can never be held to less than an uploaded one.
 */
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  MAX_PHOTO_SIDE,
  MEDIA_FILE_PATH,
  MEDIA_MESSAGES,
  mediaKey,
  photoTypeOf,
  type PhotoType,
} from '../../schema/rest/media';
import { photoDimensions } from './photo-dimensions';
import { stripPhotoMetadata } from './strip-metadata';

/** A key's content never changes (a new upload gets a new key), so browsers and CDNs may keep it for a year. */
export const FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export type PhotoCheck = { ok: true; type: PhotoType; bytes: Uint8Array } | { ok: false; status: 400 | 413 | 415; message: string };

/**
 * Whether these bytes may be stored as a photo, and the bytes to store (camera metadata removed). `declared`:
 * the type the sender named, which the bytes must then be; without one, the bytes' own signature decides.
 */
export function checkPhoto(bytes: Uint8Array, declared?: PhotoType): PhotoCheck {
  if (bytes.byteLength > MAX_PHOTO_BYTES) return { ok: false, status: 413, message: MEDIA_MESSAGES.tooLarge };
  if (bytes.byteLength === 0) return { ok: false, status: 400, message: MEDIA_MESSAGES.empty };
  // The declared type must be what the bytes are: a text file named .png is refused, not stored.
  const type = photoTypeOf(bytes);
  if (!type || (declared && type !== declared)) return { ok: false, status: 415, message: MEDIA_MESSAGES.wrongType };
  // A header without a size draws nothing (no frame to decode), so only a declared size can be too big.
  const size = photoDimensions(bytes, type);
  if (size && (size.width > MAX_PHOTO_SIDE || size.height > MAX_PHOTO_SIDE || size.width * size.height > MAX_PHOTO_PIXELS)) {
    return { ok: false, status: 413, message: MEDIA_MESSAGES.tooManyPixels };
  }
  // Photos are public: where the phone was (GPS) and other camera metadata are not kept.
  const clean = stripPhotoMetadata(bytes, type);
  if (!clean) return { ok: false, status: 415, message: MEDIA_MESSAGES.wrongType };
  return { ok: true, type, bytes: clean };
}

export interface StoredPhotoMeta {
  userId: number;
  now: Date;
  /** Where an imported photo was downloaded from (kept for support, never served). */
  source?: string;
}

/** Writes a checked photo under a new key of its owner and answers its site path (MEDIA_FILE_PATH + key). */
export async function storePhoto(bucket: R2Bucket, photo: { type: PhotoType; bytes: Uint8Array }, meta: StoredPhotoMeta): Promise<string> {
  const key = mediaKey(meta.userId, photo.type);
  const customMetadata: Record<string, string> = { userId: String(meta.userId), uploadedAt: meta.now.toISOString() };
  if (meta.source) customMetadata.source = meta.source.slice(0, 500);
  await bucket.put(key, photo.bytes, { httpMetadata: { contentType: photo.type, cacheControl: FILE_CACHE_CONTROL }, customMetadata });
  return MEDIA_FILE_PATH + key;
}

/** The R2 bucket from wrangler.toml; BackendEnv lists only D1 because most routes need only that. */
export function mediaBucket(env: unknown): R2Bucket {
  const media = (env as { MEDIA?: R2Bucket } | undefined)?.MEDIA;
  // An operator's mistake, not the client's: onError logs it and answers a plain 500.
  if (!media) throw new Error('The MEDIA R2 bucket binding is missing (wrangler.toml [[r2_buckets]])');
  return media;
}
