/**
 * One number that names the current state of the public catalogue. Every cached REST read and cached page
 * is keyed by it, so bumping it (on any write that changes what buyers see: a listing's status, stock,
 * price or rating) makes every older copy unreachable at once: a vendor's change shows on the next request.
 * It lives in the Cache API like the copies it guards; the Cache API is per data centre, so elsewhere the
 * copies' own TTL (60 s for lists and pages) bounds how long an old copy lives.
 */
export interface GenerationStore {
  match(key: Request): Promise<Response | undefined>;
  put(key: Request, response: Response): Promise<void>;
}

const KEY = 'https://edge-cache.musika.internal/__catalogue-generation';
/** Backend answers to writes that change public data carry this header (any value). */
export const PURGE_HEADER = 'x-musika-purge';

export async function readGeneration(store: GenerationStore): Promise<string> {
  const stored = await store.match(new Request(KEY));
  return stored ? await stored.text() : '0';
}

export async function bumpGeneration(store: GenerationStore, now: number = Date.now()): Promise<string> {
  // Time plus randomness: two bumps in the same millisecond still differ.
  const next = `${now.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await store.put(new Request(KEY), new Response(next, { headers: { 'Cache-Control': 'public, s-maxage=31536000' } }));
  return next;
}
