/**
 * Which return and result URLs the sandbox takes (issue 27 §6). Paynow sends a payer back to the merchant's
 * return URL; a sandbox that took any address would be an open redirect on our own domain (a phishing link that
 * starts with musika.co.zw), and a `javascript:` one would run on the sandbox's page. So the sandbox accepts only
 * http(s) URLs on the site's public origin, and refuses the transaction as Paynow refuses a bad field.
 */

/** The URL when it is http(s) on `origin`, else null. */
export function merchantUrl(raw: string | undefined, origin: string): URL | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return url.origin === origin ? url : null;
}

/** A link the payment page may render: http(s) only, whatever is stored (rows from before this rule included). */
export function safeLink(raw: string): string | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
