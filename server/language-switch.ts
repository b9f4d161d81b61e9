/**
 * The language switch's form target (issue 33 §3): `POST /language` with `lang=sn|nd|en` remembers the choice in
 * the `lang` cookie and sends the visitor back to the page they were on (its same-origin Referer, else home).
 * Handled by the Worker before Remix, as a plain form post: it works without JavaScript, and being no Remix route
 * it costs the route table (in every page's first load) nothing.
 */
import { z } from 'zod';
import { isLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from '../app/lib/i18n/language';
import { safeRedirect } from '../app/lib/safe-redirect';

export const LANGUAGE_SWITCH_PATH = '/language';

const SwitchForm = z.object({ lang: z.string().refine(isLanguage) });

/** Back to the page the switch was on: only a path of this site. */
function returnPath(request: Request): string {
  const referer = request.headers.get('referer');
  if (!referer) return '/';
  try {
    const from = new URL(referer);
    return from.origin === new URL(request.url).origin ? safeRedirect(from.pathname + from.search) : '/';
  } catch {
    return '/';
  }
}

export async function languageSwitchResponse(request: Request): Promise<Response> {
  if (request.method !== 'POST') return new Response('Method not allowed', { status: 405, headers: { Allow: 'POST' } });
  const form = SwitchForm.safeParse(Object.fromEntries(await request.formData().catch(() => new FormData())));
  if (!form.success) return new Response('Unknown language', { status: 400, headers: { 'content-type': 'text/plain' } });
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return new Response(null, {
    status: 303,
    headers: {
      Location: returnPath(request),
      'Set-Cookie': `${LANGUAGE_COOKIE}=${form.data.lang}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`,
      'Cache-Control': 'no-store',
    },
  });
}
