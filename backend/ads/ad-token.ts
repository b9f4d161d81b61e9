/**
 * Served ads' tokens (issue #27; docs/decisions/012-ads.md "Invalid traffic"). Serving signs, per ad per page
 * view, `v1.{adID}.{placement}.{pageViewId}.{issuedAtMs}.{signature}` with HMAC-SHA256 under the Worker secret
 * AD_TOKEN_SECRET; an impression or click is billable only when it carries a token that verifies, names the
 * same ad, placement (and, for an impression, page view) and is at most AD_TOKEN_TTL_MS old. Stateless: "once
 * per token" is the consumer's event key, derived from the token's page view and ad.
 */
import { AD_PLACEMENTS, type AdPlacement } from '../../schema/rest/ads';
import { AD_TOKEN_TTL_MS } from '../../schema/rest/ads-events';
import { toBase64Url } from '../auth/encoding';

/** A token issued a little in the future (another isolate's clock) is still accepted. */
const CLOCK_SKEW_MS = 60_000;

export interface AdTokenFacts {
  adID: number;
  placement: AdPlacement;
  pageViewId: string;
  issuedAtMs: number;
}

const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[\w-]{43}$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

const payload = (f: AdTokenFacts) => `v1.${f.adID}.${f.placement}.${f.pageViewId}.${f.issuedAtMs}`;

export async function signAdToken(secret: string, facts: AdTokenFacts): Promise<string> {
  const text = payload(facts);
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), new TextEncoder().encode(text));
  return `${text}.${toBase64Url(new Uint8Array(signature))}`;
}

/** The token's facts when its signature verifies and it is still fresh at `now`; otherwise null. */
export async function verifyAdToken(secret: string, token: string | undefined, now: Date): Promise<AdTokenFacts | null> {
  const match = /^v1\.(\d{1,12})\.([a-z]{1,20})\.([\w-]{8,64})\.(\d{1,15})\.([\w-]{43})$/.exec(token ?? '');
  if (!match) return null;
  const [, id, placement, pageViewId, issued, sig] = match;
  if (!(AD_PLACEMENTS as readonly string[]).includes(placement)) return null;
  const facts: AdTokenFacts = { adID: Number(id), placement: placement as AdPlacement, pageViewId, issuedAtMs: Number(issued) };
  const signature = fromBase64url(sig);
  // crypto.subtle.verify compares in constant time.
  if (!signature || !(await crypto.subtle.verify('HMAC', await hmacKey(secret), signature, new TextEncoder().encode(payload(facts))))) return null;
  const age = now.getTime() - facts.issuedAtMs;
  return age <= AD_TOKEN_TTL_MS && age >= -CLOCK_SKEW_MS ? facts : null;
}

/**
 * The per-address key of the 24-hour caps: a keyed hash of the address alone, so a rotated User-Agent is the
 * same address. Keyed with the secret (not the analytics day salt, which lives one day): the window spans midnight.
 */
export async function addressHash(secret: string, ip: string): Promise<string> {
  const digest = await crypto.subtle.sign('HMAC', await hmacKey(secret), new TextEncoder().encode(`address|${ip}`));
  return Array.from(new Uint8Array(digest).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
}
