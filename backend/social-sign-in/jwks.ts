/**
 * The provider's signing keys (its JWKS), fetched and kept per isolate for an hour by the injected clock. A token
 * naming a key id the cache does not hold fetches once more (the provider rotated its keys), at most once a
 * minute per JWKS, so a stream of forged key ids cannot turn into a stream of fetches. A cache only: losing it
 * costs one fetch, so an isolate's memory is the right place (nothing here needs coordination).
 */
import { z } from 'zod';

const CACHE_MS = 60 * 60 * 1000;
const REFETCH_GAP_MS = 60 * 1000;

const jwksBody = z.object({ keys: z.array(z.object({ kty: z.string(), kid: z.string().optional() }).passthrough()).max(50) });

type Fetcher = (request: Request) => Promise<Response>;
type Entry = { keys: JsonWebKey[]; fetchedAtMs: number };

const cache = new Map<string, Entry>();

async function load(uri: string, fetcher: Fetcher, nowMs: number): Promise<Entry> {
  const response = await fetcher(new Request(uri, { headers: { accept: 'application/json' } }));
  if (!response.ok) throw new Error(`JWKS ${uri} answered ${response.status}`);
  const parsed = jwksBody.parse(await response.json());
  const entry = { keys: parsed.keys as JsonWebKey[], fetchedAtMs: nowMs };
  cache.set(uri, entry);
  return entry;
}

/** The key the token names (`kid`), or every key when it names none; refetched once for an unknown id. */
export async function signingKeys(uri: string, kid: string | undefined, fetcher: Fetcher, now: Date): Promise<JsonWebKey[]> {
  const nowMs = now.getTime();
  let entry = cache.get(uri);
  if (!entry || nowMs - entry.fetchedAtMs >= CACHE_MS || nowMs < entry.fetchedAtMs) entry = await load(uri, fetcher, nowMs);
  const pick = (e: Entry) => (kid === undefined ? e.keys : e.keys.filter((k) => (k as { kid?: string }).kid === kid));
  const found = pick(entry);
  if (found.length > 0 || nowMs - entry.fetchedAtMs < REFETCH_GAP_MS) return found;
  return pick(await load(uri, fetcher, nowMs));
}

/** Tests start from an empty cache. */
export const forgetSigningKeys = (): void => cache.clear();
