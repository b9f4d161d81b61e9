/** Any path no route claims: the not-found screen with HTTP 404. */
import type { MetaFunction } from '@remix-run/cloudflare';
import { titleMeta } from '~/components/status-meta';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { notFound } from '~/lib/invariant-response.server';

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'nf');

export function loader(): never {
  throw notFound();
}

export default function CatchAll() {
  return null;
}

export const ErrorBoundary = GeneralErrorBoundary;
