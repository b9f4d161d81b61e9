/**
 * Turns a page rendered with a per-request CSP nonce into one that carries none: every inline script's
 * nonce attribute is removed and its SHA-256 goes into the policy instead. A page that a shared cache keeps
 * and hands to many visitors then holds no nonce at all, so no visitor can learn one that another's page
 * trusts (the hardening issue); the hash allows exactly these scripts and nothing injected later.
 */
import { contentSecurityPolicy } from './security-headers';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

async function sha256Base64(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

export interface HashedPage {
  html: string;
  csp: string;
}

export async function hashInlineScripts(html: string, nonce: string): Promise<HashedPage> {
  const nonceAttr = ` nonce="${nonce}"`;
  const hashes: string[] = [];
  const pending: Promise<void>[] = [];
  const stripped = html.replace(INLINE_SCRIPT, (whole, attrs: string, body: string) => {
    if (/\bsrc\s*=/.test(attrs)) return whole.replace(nonceAttr, '');
    pending.push(sha256Base64(body).then((h) => void hashes.push(`'sha256-${h}'`)));
    return `<script${attrs.replace(nonceAttr, '')}>${body}</script>`;
  });
  await Promise.all(pending);
  // Sorted: the same page always gets the same policy, whatever order the digests finished in.
  return { html: stripped, csp: contentSecurityPolicy(hashes.sort()) };
}
