/**
 * The language switch's form target (issue 33 §3): `POST /language` with `lang=sn|nd|en` remembers the choice in
 * the `lang` cookie and sends the visitor back to the page they were on (its same-origin Referer, else home).
 * Handled by the Worker before Remix, as a plain form post: it works without JavaScript, and being no Remix route
 * it costs the route table (in every page's first load) nothing.
 *
 * A logged-in visitor's choice is also stored on their account (`remember`: POST /profile/language), so their
 * e-mails are written and their notifications shown in it (migration 0056). A failure there never stops the switch.
 */
import { z } from 'zod';
import { isLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, type Language } from '../app/lib/i18n/language';
import { requestTranslator } from '../app/lib/i18n/translate.server';
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

/** Stores the choice for the request's logged-in visitor, if any (server.ts: the account's language). */
export type RememberLanguage = (request: Request, language: Language) => Promise<void>;

export async function languageSwitchResponse(request: Request, remember?: RememberLanguage): Promise<Response> {
  if (request.method !== 'POST') return new Response('Method not allowed', { status: 405, headers: { Allow: 'POST' } });
  const form = SwitchForm.safeParse(Object.fromEntries(await request.formData().catch(() => new FormData())));
  if (!form.success) {
    // In the language of the page the visitor came from.
    const { t } = requestTranslator(request);
    return new Response(t('notifications.unknownLanguage'), { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  if (remember) await remember(request, form.data.lang).catch((error: unknown) => console.error('language not stored', error));
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
