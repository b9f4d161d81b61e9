/** Where to send someone after login: only paths on this site, never another origin (open-redirect safe). */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f]/.test(to)) return fallback;
  return to;
}

/** The login page with the origin kept, so the visitor returns after logging in (spec §6). */
export function loginUrl(returnTo: string): string {
  return `/login/?redirectTo=${encodeURIComponent(returnTo)}`;
}
