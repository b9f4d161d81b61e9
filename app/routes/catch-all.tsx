/** Any path no route claims: the not-found screen with HTTP 404. */
import type { MetaFunction } from '@remix-run/cloudflare';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { notFound } from '~/lib/invariant-response.server';

export const meta: MetaFunction = () => [{ title: 'Page not found — Musika' }, { name: 'robots', content: 'noindex' }];

export function loader(): never {
  throw notFound();
}

export default function CatchAll() {
  return null;
}

export const ErrorBoundary = GeneralErrorBoundary;
