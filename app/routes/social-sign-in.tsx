/**
 * Social sign-in (issue 32 §6), one route for its three steps so the route table every page loads grows by one
 * entry: /login/with/<provider>/ starts (to the provider), …/callback/ finishes, …/link/ asks for the password of
 * the account a verified e-mail belongs to. Each step's work is in app/features/auth/social-*.server.ts.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { finishSignIn } from '~/features/auth/social-callback.server';
import { linkStep, linkWithPassword } from '~/features/auth/social-link.server';
import { SocialLinkForm } from '~/features/auth/social-link-form';
import { SocialSignInFailed } from '~/features/auth/social-sign-in-failed';
import { providerParam } from '~/features/auth/social-sign-in.server';
import { startSignIn } from '~/features/auth/social-start.server';
import { notFound } from '~/lib/invariant-response.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.text.meta ?? 'Sign in — Musika' },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: LoaderFunctionArgs) {
  const provider = providerParam(args.context, args.request, args.params.provider);
  if (args.params.step === undefined) return startSignIn(args, provider);
  if (args.params.step === 'callback') return finishSignIn(args, provider);
  if (args.params.step === 'link') return linkStep(args.request);
  throw notFound();
}

export async function action(args: ActionFunctionArgs) {
  providerParam(args.context, args.request, args.params.provider);
  if (args.params.step !== 'link') throw notFound();
  return linkWithPassword(args);
}

export default function SocialSignIn() {
  const step = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  if (step.kind === 'link') return <SocialLinkForm email={step.email} error={result?.error} busy={busy} text={step.text} />;
  return <SocialSignInFailed message={step.message} redirectTo={step.redirectTo || undefined} text={step.text} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
