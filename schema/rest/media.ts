/**
 * ezw/v1 media (Musika addition): photos people upload from their phones, e.g. for a buyer request
 * (schema/rest/buyer-requests.ts takes their URLs in `photos`). Stored in R2 (binding MEDIA).
 *
 * Upload: POST /media (bearer) with the raw image bytes as the body — not JSON, not multipart — and a
 * Content-Type of image/jpeg, image/png or image/webp. At most MAX_PHOTO_BYTES (2 MB): larger → 413. The first
 * bytes must be that type's signature (magic number): anything else, or another declared type → 415. Rate
 * limited: 10 a minute per user (429 with Retry-After). → 201 {url}: a site path
 * (MEDIA_FILE_PATH + key) to put in a buyer request's photos.
 *
 * Read: GET /media/file/{key} (public; keys are unguessable) → the bytes with their content type, cached for
 * a year (a key never changes content), nosniff and a CSP that forbids everything: a stored file can never be
 * run as a page. Unknown or malformed key → 404. Not JSON, so not a defineCall: the browser reads it directly.
 *
 * Keys: `u<userId>/<uuid>.<jpg|png|webp>` (mediaKeyParam).
 */
import { z } from 'zod';
import { defineCall, noInput } from './call';

export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
/**
 * At most this many pixels (and MAX_PHOTO_SIDE on either side): a small file can declare a huge canvas (a
 * "decompression bomb") that would stall every visitor's phone decoding it. 40 MP is more than phone cameras
 * make at 2 MB.
 */
export const MAX_PHOTO_PIXELS = 40_000_000;
export const MAX_PHOTO_SIDE = 10_000;

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** The file extension a key gets for each type. */
export const PHOTO_EXTENSIONS: Record<PhotoType, 'jpg' | 'png' | 'webp'> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** Where stored files are served, as a site path (the API's base path + /media/file/). */
export const MEDIA_FILE_PATH = '/wp-json/ezw/v1/media/file/';

export const MEDIA_MESSAGES = {
  tooLarge: 'The photo is too large (at most 2 MB)',
  wrongType: 'Only JPEG, PNG or WebP photos',
  empty: 'The photo is empty',
  tooManyPixels: 'The photo has too many pixels (at most 40 megapixels, 10,000 on a side)',
  notFound: 'No such file',
} as const;

/**
 * Why a photo given by address (a bulk-import file's images column) could not be stored. The import downloads
 * each address once and keeps the photo in R2 like an upload; pages never load another site's address.
 */
export const REMOTE_PHOTO_MESSAGES = {
  notPublic: 'The address is not a public https:// address (private networks, this computer and other ports are refused)',
  timeout: (seconds: number) => `The address did not send the photo within ${seconds} seconds`,
  status: (status: number) => `The address answered ${status} instead of a photo`,
  unreachable: 'The address could not be reached',
  tooManyRedirects: 'The address redirects too many times',
  tooMany: (max: number) => `Too many photo addresses in one upload (at most ${max}): import the rest in another file`,
} as const;

/**
 * The image type the bytes start with, or null. Only the signature is read (a decoder would cost CPU a Worker
 * does not have); together with nosniff and the CSP on reads, a file with a faked signature cannot do harm.
 */
export function photoTypeOf(bytes: Uint8Array): PhotoType | null {
  const starts = (signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF <4-byte size> WEBP
  if (bytes.length >= 12 && starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** The declared Content-Type, without parameters and in lower case; anything but the three is refused. */
export const photoContentType = z
  .string({ required_error: MEDIA_MESSAGES.wrongType })
  .transform((v) => v.split(';')[0].trim().toLowerCase())
  .pipe(z.enum(PHOTO_TYPES, { errorMap: () => ({ message: MEDIA_MESSAGES.wrongType }) }));

/** The headers POST /media reads. Content-Length is optional (chunked bodies); the body is counted anyway. */
export const uploadMediaHeaders = z.object({
  'content-type': photoContentType,
  'content-length': z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number)
    .optional(),
});

/** The {key} of GET /media/file/{key}: exactly what POST /media makes, so no `..`, `%` or other paths. */
export const mediaKeyParam = z.string().regex(/^u\d{1,15}\/[0-9a-f-]{36}\.(jpg|png|webp)$/, MEDIA_MESSAGES.notFound);

export function mediaKey(userId: number, type: PhotoType, uuid: string = crypto.randomUUID()): string {
  return `u${userId}/${uuid}.${PHOTO_EXTENSIONS[type]}`;
}

/** The type a key was stored as, from its extension (reads answer with it when the object lacks one). */
export function photoTypeOfKey(key: string): PhotoType {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return (Object.keys(PHOTO_EXTENSIONS) as PhotoType[]).find((t) => PHOTO_EXTENSIONS[t] === ext) ?? 'image/jpeg';
}

/**
 * POST /media (bearer; raw image body, see above) → 201 {url}. Clients send the bytes with the REST client's
 * `rawBody` input; `body` is unused.
 */
export const uploadMedia = defineCall({
  name: 'uploadMedia',
  method: 'POST',
  path: '/media',
  query: noInput,
  body: noInput,
  data: z.object({ url: z.string().startsWith(MEDIA_FILE_PATH) }),
});
