/**
 * Downloading one photo from an address a vendor gave (bulk import), under the same rules as an upload
 * (backend/media/accept-photo.ts) plus the ones a download needs: a public https address (photo-address.ts),
 * at most a few redirects (each target checked again), one deadline for the whole download, the body read no
 * further than the size limit. The fetch is handed in, so tests give a fake one and production the Worker's.
 */
import { MAX_PHOTO_BYTES, MEDIA_MESSAGES, PHOTO_TYPES, REMOTE_PHOTO_MESSAGES } from '../../schema/rest/media';
import { readAtMost } from '../read-at-most';
import { checkPhoto, type PhotoCheck } from './accept-photo';
import { isPublicPhotoAddress } from './photo-address';

export type FetchImage = (input: string, init: RequestInit) => Promise<Response>;

/** Time for one photo, from the first request to the last byte: a slow host cannot hold the import for long. */
export const PHOTO_FETCH_TIMEOUT_MS = 8_000;
const MAX_REDIRECTS = 3;

export interface RemotePhotoOptions {
  fetch: FetchImage;
  timeoutMs: number;
}

export type RemotePhoto = Extract<PhotoCheck, { ok: true }> | { ok: false; message: string };

const refused = (message: string): RemotePhoto => ({ ok: false, message });

/** Settles when the signal aborts: a body that stops sending still meets the deadline. */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

async function download(address: string, options: RemotePhotoOptions, signal: AbortSignal): Promise<RemotePhoto> {
  let url = address;
  for (let hop = 0; ; hop += 1) {
    if (!isPublicPhotoAddress(url)) return refused(REMOTE_PHOTO_MESSAGES.notPublic);
    const response = await options.fetch(url, {
      method: 'GET',
      // Redirects are followed here, so that each target is checked before it is asked.
      redirect: 'manual',
      signal,
      headers: { accept: PHOTO_TYPES.join(', ') },
    });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel().catch(() => undefined);
      if (hop >= MAX_REDIRECTS) return refused(REMOTE_PHOTO_MESSAGES.tooManyRedirects);
      url = new URL(location, url).href;
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return refused(REMOTE_PHOTO_MESSAGES.status(response.status));
    }
    if (Number(response.headers.get('content-length') ?? 0) > MAX_PHOTO_BYTES) {
      await response.body?.cancel().catch(() => undefined);
      return refused(MEDIA_MESSAGES.tooLarge);
    }
    const bytes = await Promise.race([readAtMost(response.body, MAX_PHOTO_BYTES), whenAborted(signal)]);
    if (!bytes) return refused(MEDIA_MESSAGES.tooLarge);
    // The bytes decide the type, not the host's Content-Type (hosts often send octet-stream for a JPEG).
    const photo = checkPhoto(bytes);
    return photo.ok ? photo : refused(photo.message);
  }
}

/** The photo at `address`, checked and cleaned, or why it cannot be used (a message for the vendor). */
export async function fetchRemotePhoto(address: string, options: RemotePhotoOptions): Promise<RemotePhoto> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The photo took too long', 'TimeoutError')), options.timeoutMs);
  try {
    return await download(address, options, controller.signal);
  } catch {
    // Whatever the host did (reset, DNS failure, TLS error), the vendor hears only that it did not work.
    if (controller.signal.aborted) return refused(REMOTE_PHOTO_MESSAGES.timeout(Math.max(1, Math.ceil(options.timeoutMs / 1000))));
    return refused(REMOTE_PHOTO_MESSAGES.unreachable);
  } finally {
    clearTimeout(timer);
  }
}
