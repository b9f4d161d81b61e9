/**
 * The <title> of a page whose loader failed. A route's meta gets no data then, and answering [] left the
 * document with an empty <title> (tab, history and share sheets showed the bare address). Every route that
 * builds its title from loader data falls back to this, so a 404 says "Page not found" like /not-found/ does.
 */
import { isRouteErrorResponse } from '@remix-run/react';
import type { MetaDescriptor } from '@remix-run/cloudflare';

export function statusMeta(error: unknown): MetaDescriptor[] {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? 'Page not found' : status === 401 || status === 403 ? 'You don’t have access to this page' : 'Something went wrong';
  return [{ title: `${title} — Musika` }, { name: 'robots', content: 'noindex' }];
}
