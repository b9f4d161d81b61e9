/**
 * What a photo field accepts, checked in the browser (to spare a phone on slow data from sending what will be
 * refused) and again on the server before anything is uploaded. The API is the authority
 * (schema/rest/media.ts: 2 MB, JPEG/PNG/WebP by their bytes); these mirror its limits and messages, since
 * the app talks to GraphQL and does not import the REST contract.
 */
export const PHOTOS_FIELD = 'photos';
export const MAX_PHOTOS = 4;
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
export const PHOTOS_LABEL = `Photos (optional, up to ${MAX_PHOTOS}, 2 MB each)`;

export const PHOTO_MESSAGES = {
  tooMany: (max: number = MAX_PHOTOS) => `At most ${max} photos`,
  tooLarge: 'The photo is too large (at most 2 MB)',
} as const;

/**
 * The first problem with the chosen files, or null. Types are left to the API: only the bytes tell. `max`: a form
 * that takes more photos than a listing has (the bulk upload's).
 */
export function photoProblem(files: readonly { size: number; name?: string }[], max = MAX_PHOTOS): string | null {
  if (files.length > max) return PHOTO_MESSAGES.tooMany(max);
  const large = files.find((f) => f.size > MAX_PHOTO_BYTES);
  if (large) return large.name ? `${PHOTO_MESSAGES.tooLarge}: ${large.name}` : PHOTO_MESSAGES.tooLarge;
  return null;
}
