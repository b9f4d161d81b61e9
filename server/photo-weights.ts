/**
 * What a photo costs to download, for the low-data placeholders ("Photo · 38 KB"). Nothing in the catalogue
 * records a photo's size, but both places photos live know it exactly: the static assets (seed and site images,
 * through the ASSETS binding) and the R2 bucket of uploads (`head`, no body read). Photos on other hosts
 * are not asked about (a request to a stranger per photo would cost the time low-data mode saves): their weight
 * is unknown and the placeholder says so rather than guessing. Photos never change under a URL (uploads get a
 * new key, assets a new file), so answers are kept for the isolate's life.
 */
import { MEDIA_FILE_PATH, mediaKeyParam } from '../schema/rest/media';

export interface PhotoWeightSources {
  assets: Pick<Fetcher, 'fetch'>;
  media: Pick<R2Bucket, 'head'>;
  origin: string;
}

const known = new Map<string, number | null>();
/** Enough for every photo of a few hundred pages; the oldest answers go first. */
const MAX_KEPT = 5_000;

async function lookUp(path: string, sources: PhotoWeightSources): Promise<number | null> {
  if (path.startsWith(MEDIA_FILE_PATH)) {
    const key = mediaKeyParam.safeParse(path.slice(MEDIA_FILE_PATH.length));
    if (!key.success) return null;
    return (await sources.media.head(key.data))?.size ?? null;
  }
  // The assets binding answers HEAD without a length, so the file is read (in the same data centre, once).
  const answer = await sources.assets.fetch(new Request(new URL(path, sources.origin)));
  if (!answer.ok) {
    await answer.body?.cancel();
    return null;
  }
  const bytes = (await answer.arrayBuffer()).byteLength;
  return bytes > 0 ? bytes : null;
}

/** Bytes of the photo at `url` (its query, e.g. `?w=425`, ignored: no variant is resized), or null if unknown. */
export async function photoWeight(url: string, sources: PhotoWeightSources): Promise<number | null> {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  const path = new URL(url, sources.origin).pathname;
  if (known.has(path)) return known.get(path) ?? null;
  let bytes: number | null;
  try {
    bytes = await lookUp(path, sources);
  } catch (e) {
    // A failed look-up (the bucket briefly unreachable) is not remembered: the next page asks again.
    console.error('photo weight look-up failed', path, e);
    return null;
  }
  if (known.size >= MAX_KEPT) known.delete(known.keys().next().value as string);
  known.set(path, bytes);
  return bytes;
}

/**
 * "Photo · 38 KB" (at least 1 KB: a photo is never free), or "Photo · size unknown"; only the weight ("38 KB",
 * "? KB") in a box too small for words (a store's logo).
 */
export function photoLabel(
  bytes: number | null,
  compact = false,
  words: { photo: string; sizeUnknown: string } = { photo: 'Photo · {weight}', sizeUnknown: 'size unknown' },
): string {
  const weight = bytes === null ? null : `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (compact) return weight ?? '? KB';
  return words.photo.replace('{weight}', weight ?? words.sizeUnknown);
}
