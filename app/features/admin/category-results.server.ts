/**
 * The category and attribute screens' actions (issue 29): after a write, a redirect whose `?done=` names what
 * happened; on a user error, the form, the field and the API's message (category-results.ts shows them).
 */
import { data, redirect } from '@remix-run/cloudflare';
import type { Done, EditFailure } from './category-results';

interface Payload {
  changed: boolean;
  userErrors: { field?: string | null; message: string }[];
}

/** Redirects back to the page (keeping its filters) with what was done, or answers the first user error (400). */
export function settle(request: Request, form: string, payload: Payload, object: unknown, done: Done) {
  if (!object) {
    const [first] = payload.userErrors;
    return data<EditFailure>({ form, field: first?.field ?? undefined, message: first?.message ?? 'The change was not saved' }, { status: 400 });
  }
  const back = new URL(request.url);
  back.searchParams.set('done', payload.changed ? done : 'unchanged');
  throw redirect(`${back.pathname}?${back.searchParams}`);
}
