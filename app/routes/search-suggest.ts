/**
 * Suggestions for the header search box (JavaScript only): the best-matching product names for what has been
 * typed. Public data, so shared caches may keep it briefly.
 */
import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { query } from '~/graphql/client.server';
import { SuggestQuery } from '~/graphql/queries/search.server';
import { productHref } from '~/lib/product-links';

export interface Suggestion {
  name: string;
  url: string;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const term = new URL(request.url).searchParams.get('term')?.trim().slice(0, 100) ?? '';
  if (term.length < 2) return Response.json({ term, suggestions: [] as Suggestion[] });
  const { search } = await query(context, request, SuggestQuery, { input: { term } }, { token: null });
  const suggestions: Suggestion[] = search.items.map((p) => ({ name: p.name, url: productHref(p) }));
  return Response.json({ term, suggestions }, { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=300' } });
}
