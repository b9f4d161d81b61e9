/**
 * The language switch's `remember` (server/language-switch.ts): a logged-in visitor's choice is stored on their
 * account through the REST API (POST /profile/language with their session's token: the app's login cookie, else
 * the API's own cookie session), so e-mails and notifications follow it. Nobody logged in: nothing to store.
 */
import { setLanguage } from '../schema/rest/language-preference';
import { readToken } from '../app/features/auth/cookies.server';
import type { Language } from '../app/lib/i18n/language';

const API_SESSION = /(?:^|;\s*)ezw_session=([^;]+)/;

export function languageRememberer(restBaseUrl: string, restFetch: (request: Request) => Promise<Response>) {
  return async (request: Request, language: Language): Promise<void> => {
    const token = (await readToken(request)) ?? API_SESSION.exec(request.headers.get('cookie') ?? '')?.[1]?.trim();
    if (!token) return;
    const body = setLanguage.body.parse({ language });
    const answer = await restFetch(
      new Request(`${restBaseUrl}${setLanguage.path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
    // 401: the session has ended; the cookie still switches the pages.
    if (!answer.ok && answer.status !== 401) throw new Error(`POST ${setLanguage.path} answered ${answer.status}`);
  };
}
