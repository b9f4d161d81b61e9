/**
 * The <title> of a page whose loader failed. A route's meta gets no data then, and answering [] left the
 * document with an empty <title> (tab, history and share sheets showed the bare address). Every route that
 * builds its title from loader data falls back to this, so a 404 says "Page not found" like /not-found/ does.
 * The words come in the page's language from the root loader (`words.titles`, site-text.ts) when the route
 * passes its meta's `matches`; without them (the root loader failed too) they are English.
 */
import { isRouteErrorResponse } from '@remix-run/react';
import type { MetaDescriptor } from '@remix-run/cloudflare';
import type { TitleText } from '~/features/shell/site-text';

const ENGLISH: TitleText = {
  nf: 'Page not found',
  noAccess: 'You don’t have access to this page',
  wrong: 'Something went wrong',
  server: 'Server error',
  unauthorized: 'Unauthorized',
};

type Matches = readonly ({ id: string; data?: unknown } | undefined)[];

/** The error titles in the page's language, from the root match of a meta function's `matches`. */
export function titleWords(matches?: Matches): TitleText {
  const root = matches?.find((m) => m?.id === 'root')?.data as { words?: { titles?: TitleText } } | undefined;
  return root?.words?.titles ?? ENGLISH;
}

/** A status page's own meta: its title in the page's language, never indexed. */
export function titleMeta(matches: Matches | undefined, which: keyof TitleText): MetaDescriptor[] {
  return [{ title: `${titleWords(matches)[which]} — Musika` }, { name: 'robots', content: 'noindex' }];
}

export function statusMeta(error: unknown, matches?: Matches): MetaDescriptor[] {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return titleMeta(matches, status === 404 ? 'nf' : status === 401 || status === 403 ? 'noAccess' : 'wrong');
}
