/**
 * Byte helpers for secrets: random tokens (base64url, safe in URLs and cookies) and their SHA-256 digests,
 * which are all the database ever stores. Plain WebCrypto, so the same code runs in workerd and Node.
 */

/** Standard base64 (with padding), as the stored password format uses. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** null when the text is not canonical standard base64 (a tampered stored hash must not half-decode). */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text)) return null;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return toBase64(bytes) === text ? bytes : null;
}

export function toBase64Url(bytes: Uint8Array): string {
  return toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A new secret: 32 random bytes (256 bits), base64url without padding (43 characters). */
export function randomSecret(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** What is stored for a secret: SHA-256 of its text, base64url. Fast on purpose: secrets are 256-bit random. */
export async function hashSecret(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return toBase64Url(new Uint8Array(digest));
}
