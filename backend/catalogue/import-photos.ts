/**
 * The images column of a bulk import, made our own. A product page must never make its visitors' browsers call
 * another site (a tracking pixel would learn who looks at what), so an https address in the file is downloaded
 * once, by the Worker, under the photo upload's rules, and stored in R2 like an upload; the product keeps our
 * /media path. Site paths ('/images/…', '/wp-json/ezw/v1/media/file/…') and addresses on our own origin are
 * kept as they are. An address that cannot be used refuses its row with the reason (plan-import.ts).
 */
import { MEDIA_FILE_PATH, REMOTE_PHOTO_MESSAGES } from '../../schema/rest/media';
import { storePhoto } from '../media/accept-photo';
import { fetchRemotePhoto, type FetchImage } from '../media/fetch-remote-photo';
import { isPublicPhotoAddress } from '../media/photo-address';
import type { PhotoOutcome } from './plan-import';

/**
 * Downloads one call may make. A Worker invocation has a budget of subrequests (each download and each R2
 * write is one); a file's batch of 250 rows with a photo or two each fits.
 */
export const MAX_IMPORT_PHOTO_DOWNLOADS = 400;
/** A Worker keeps at most six connections open at once; more would only queue. */
const PARALLEL_DOWNLOADS = 6;

export interface PhotoSource {
  fetch: FetchImage;
  timeoutMs: number;
  bucket: R2Bucket;
  /** The business owner, whose media the photos become. */
  ownerId: number;
  now: Date;
  /** This site's origin: its own addresses need no download. */
  ownOrigin: string;
}

/** The site path of an address this site serves itself, else null. */
function ownPath(address: string, ownOrigin: string): string | null {
  if (address.startsWith('/')) return address;
  const url = new URL(address);
  return url.origin === ownOrigin ? `${url.pathname}${url.search}` : null;
}

/** The preview (dry run) downloads nothing: it applies the address rules alone. */
export function previewPhotos(ownOrigin: string): (address: string) => PhotoOutcome {
  return (address) => {
    const own = ownPath(address, ownOrigin);
    if (own !== null) return { url: own };
    return isPublicPhotoAddress(address) ? { url: address } : { error: REMOTE_PHOTO_MESSAGES.notPublic };
  };
}

export interface ImportedPhotos {
  resolve: (address: string) => PhotoOutcome;
  /** Deletes the photos stored for rows that were not written after all (another photo or the limit refused them). */
  discardUnused: (written: string[]) => Promise<void>;
}

/** Downloads and stores each distinct foreign address of `addresses` once. */
export async function importPhotos(addresses: string[], source: PhotoSource): Promise<ImportedPhotos> {
  const preview = previewPhotos(source.ownOrigin);
  const outcomes = new Map<string, PhotoOutcome>();
  const wanted = [...new Set(addresses)].filter((a) => ownPath(a, source.ownOrigin) === null && isPublicPhotoAddress(a));
  for (const address of wanted.slice(MAX_IMPORT_PHOTO_DOWNLOADS))
    outcomes.set(address, { error: REMOTE_PHOTO_MESSAGES.tooMany(MAX_IMPORT_PHOTO_DOWNLOADS) });

  const queue = wanted.slice(0, MAX_IMPORT_PHOTO_DOWNLOADS);
  const worker = async () => {
    for (let address = queue.shift(); address !== undefined; address = queue.shift()) {
      const photo = await fetchRemotePhoto(address, source);
      if (!photo.ok) outcomes.set(address, { error: photo.message });
      else outcomes.set(address, { url: await storePhoto(source.bucket, photo, { userId: source.ownerId, now: source.now, source: address }) });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_DOWNLOADS }, worker));

  return {
    // Never a foreign address as it is: one not downloaded (only rows refused for other reasons ask) is an error.
    resolve: (address) => {
      const outcome = outcomes.get(address) ?? preview(address);
      return 'url' in outcome && outcome.url === address && !address.startsWith('/') ? { error: REMOTE_PHOTO_MESSAGES.unreachable } : outcome;
    },
    discardUnused: async (written) => {
      const kept = new Set(written);
      const unused = [...outcomes.values()].flatMap((o) => ('url' in o && !kept.has(o.url) ? [o.url.slice(MEDIA_FILE_PATH.length)] : []));
      if (unused.length) await source.bucket.delete(unused);
    },
  };
}
