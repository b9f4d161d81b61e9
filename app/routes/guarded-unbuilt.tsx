/**
 * Account and dashboard routes whose screens later issues build. Their guards already apply (spec §6:
 * login, vendor role, active business); past the guard they answer the not-found screen with 404 — never a stub.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { titleMeta } from '~/components/status-meta';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { requireAccess } from '~/features/auth/guards.server';
import { notFound } from '~/lib/invariant-response.server';

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'nf');

export async function loader({ request, context }: LoaderFunctionArgs): Promise<never> {
  const guard = new URL(request.url).pathname.startsWith('/dashboard') ? 'dashboard' : 'account';
  await requireAccess(guard, { request, context });
  throw notFound();
}

export default function GuardedUnbuilt() {
  return null;
}

export const ErrorBoundary = GeneralErrorBoundary;
