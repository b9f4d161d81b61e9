/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP): HMAC-SHA1 through WebCrypto, 6 digits, a
 * 30-second step. Secrets travel in base32 (RFC 4648, no padding), the alphabet every authenticator app reads
 * from an otpauth:// URI. Pure functions of the secret and an instant: the caller passes the backend clock's
 * time, so tests pin it and nothing here reads the wall.
 */

export const TOTP_DIGITS = 6;
export const TOTP_STEP_SECONDS = 30;
/** Steps either side of now that still count: a phone's clock may be 30 s off, and typing takes time. */
export const TOTP_DRIFT_STEPS = 1;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** null when the text is not base32 (spaces and lower case are forgiven: people copy secrets by hand). */
export function base32Decode(text: string): Uint8Array | null {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  if (!/^[A-Z2-7]+$/.test(clean)) return null;
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    value = (value << 5) | ALPHABET.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

/** The step an instant falls in (Unix seconds / 30, rounded down). */
export const stepAt = (ms: number): number => Math.floor(ms / 1000 / TOTP_STEP_SECONDS);

/** RFC 4226 HOTP of one counter value, `digits` long with leading zeros. */
export async function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): Promise<string> {
  const message = new Uint8Array(8);
  const view = new DataView(message.buffer);
  // Counters stay far below 2^53; split in two 32-bit halves because DataView has no safe 53-bit setter.
  view.setUint32(0, Math.floor(counter / 2 ** 32));
  view.setUint32(4, counter >>> 0);
  const hmacKey = await crypto.subtle.importKey('raw', new Uint8Array(key), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', hmacKey, message));
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = ((mac[offset] & 0x7f) << 24) | (mac[offset + 1] << 16) | (mac[offset + 2] << 8) | mac[offset + 3];
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code a base32 secret shows at an instant. */
export async function totpAt(secret: string, ms: number, digits = TOTP_DIGITS): Promise<string> {
  const key = base32Decode(secret);
  if (!key) throw new Error('The TOTP secret is not base32');
  return hotp(key, stepAt(ms), digits);
}

/**
 * The step a typed code belongs to (now ± TOTP_DRIFT_STEPS), or null. A step at or before `lastUsedStep` never
 * matches: a code seen over someone's shoulder, or replayed from a proxy log, is refused.
 */
export async function matchingStep(secret: string, code: string, ms: number, lastUsedStep: number | null): Promise<number | null> {
  const key = base32Decode(secret);
  if (!key || !/^\d{6}$/.test(code)) return null;
  const now = stepAt(ms);
  for (let step = now - TOTP_DRIFT_STEPS; step <= now + TOTP_DRIFT_STEPS; step++) {
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    if ((await hotp(key, step)) === code) return step;
  }
  return null;
}

/** A new secret: 20 random bytes (RFC 4226's recommended 160 bits), 32 base32 characters. */
export function newTotpSecret(): string {
  return base32Encode(crypto.getRandomValues(new Uint8Array(20)));
}

/** The otpauth:// URI authenticator apps scan (Google's Key Uri Format): issuer, account, secret. */
export function otpauthUri(secret: string, account: string, issuer = 'Musika'): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: String(TOTP_STEP_SECONDS) });
  return `otpauth://totp/${label}?${params}`;
}
