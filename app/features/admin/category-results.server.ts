/**
 * The category and attribute screens' actions (issue 29): after a write, a redirect whose `?done=` names what
 * happened; on a user error, the form, the field and the API's message (category-results.ts shows them).
 */
import { data, redirect } from '@remix-run/cloudflare';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { adminRefusal } from './admin-words.server';
import type { Done, EditFailure } from './category-results';

/** The one refusal the API words with a value in it (CATEGORY_MESSAGES.slugTaken). */
const SLUG_TAKEN = /^This slug is already used by "(.+)"$/;

interface Payload {
  changed: boolean;
  userErrors: { field?: string | null; message: string }[];
}

/** Redirects back to the page (keeping its filters) with what was done, or answers the first user error (400). */
export function settle(request: Request, form: string, payload: Payload, object: unknown, done: Done) {
  if (!object) {
    const [first] = payload.userErrors;
    // The API words its refusals in English (for API clients): the page shows them in its language.
    const { t } = requestTranslator(request);
    const taken = SLUG_TAKEN.exec(first?.message ?? '');
    const message = taken ? t('adminContent.catRefSlugTaken', { name: taken[1] }) : adminRefusal(t, first?.message ?? 'The change was not saved');
    return data<EditFailure>({ form, field: first?.field ?? undefined, message }, { status: 400 });
  }
  const back = new URL(request.url);
  back.searchParams.set('done', payload.changed ? done : 'unchanged');
  throw redirect(`${back.pathname}?${back.searchParams}`);
}
