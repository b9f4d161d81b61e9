/**
 * The editors' site content actions (issue 29): a mutation's answer turned into a redirect with `?done=`, or into
 * the field errors and typed values the screen shows again (site-content-forms.tsx).
 */
import { data, redirect } from '@remix-run/cloudflare';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { adminRefusal } from './admin-words.server';
import type { SiteContentResult } from './site-content-forms';

interface Payload {
  changed: boolean;
  userErrors: readonly { field?: string | null; message: string }[];
}

/**
 * A mutation's answer: field errors (400, shown beside their fields; any other error above the form), or a
 * redirect to the screen with `done` — `unchanged` when the API changed nothing — and `keep` in the address.
 * `values` (what was typed) come back with the errors, so nothing typed is lost.
 */
export function settle(
  request: Request,
  form: string,
  payload: Payload,
  done: string,
  keep: Record<string, string> = {},
  values: Record<string, string> = {},
) {
  if (payload.userErrors.length > 0) {
    // The API words its refusals in English (for API clients): the page shows them in its language.
    const { t } = requestTranslator(request);
    const errors: Record<string, string> = {};
    let message: string | null = null;
    for (const e of payload.userErrors) {
      if (e.field && !(e.field in errors)) errors[e.field] = adminRefusal(t, e.message);
      else message ??= adminRefusal(t, e.message);
    }
    return data<SiteContentResult>({ form, errors, message, values }, { status: 400 });
  }
  const url = new URL(request.url);
  // The list's filters and page stay; the edit form closes.
  const params = new URLSearchParams(url.searchParams);
  params.delete('edit');
  for (const [k, v] of Object.entries(keep)) params.set(k, v);
  params.set('done', payload.changed ? done : 'unchanged');
  throw redirect(`${url.pathname}?${params}`);
}
