/**
 * Unsubscribe from a store's newsletter (`/newsletter/unsubscribe/{token}`, ours; issue #14 item 5): the link at
 * the end of every newsletter. No login: the token is the follower's own and reaches only their follow of that
 * store. Opening the link changes nothing (mail scanners open links); one POST button does it, without
 * JavaScript. Never cached or indexed, and the token is not passed on to other sites (Referer only to our own
 * pages: 'no-referrer' would make Chromium send Origin: null with the form, which the CSRF check refuses).
 */
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert, FormNotice } from '~/components/form';
import { PageTitle, layoutStyles } from '~/components/layout';
import * as s from '~/features/followers/followers.css';
import { mutate, query } from '~/graphql/client.server';
import { NewsletterSubscriptionQuery, UnsubscribeNewsletterMutation } from '~/graphql/queries/followers.server';
import { href } from '~/routes';
import { FOLLOWER_MESSAGES } from '../../schema/rest/followers';

export const meta: MetaFunction = () => [
  { title: 'Unsubscribe — Musika' },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'same-origin' },
];

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'same-origin' });

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const token = params.token ?? '';
  // As a visitor, logged in or not: the link is the follower's key, not the session.
  const found = TOKEN.test(token)
    ? (await query(context, request, NewsletterSubscriptionQuery, { token }, { token: null })).newsletterSubscription
    : null;
  return data({ subscription: found ?? null }, { status: found ? 200 : 404, headers: { 'Cache-Control': 'private, no-store' } });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const token = params.token ?? '';
  if (!TOKEN.test(token)) return data({ done: null, error: FOLLOWER_MESSAGES.badLink }, { status: 404 });
  const { unsubscribeNewsletter } = await mutate(context, request, UnsubscribeNewsletterMutation, { input: { token } }, { token: null });
  if (!unsubscribeNewsletter.subscription)
    return data({ done: null, error: unsubscribeNewsletter.userErrors[0]?.message ?? FOLLOWER_MESSAGES.unsubscribe }, { status: 400 });
  return { done: unsubscribeNewsletter.subscription, error: null };
}

export default function NewsletterUnsubscribe() {
  const { subscription } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const store = result?.done ?? subscription;
  return (
    <div className={s.stack}>
      <PageTitle>Unsubscribe</PageTitle>
      {!store ? (
        <FormAlert>{FOLLOWER_MESSAGES.badLink}</FormAlert>
      ) : !store.subscribed ? (
        <FormNotice>
          You will get no more newsletters from {store.businessName}. You still follow the store; to unfollow it, use the button on{' '}
          <Link to={href('storefront', { bSlug: store.businessSlug })}>its page</Link>.
        </FormNotice>
      ) : (
        <>
          <p>Stop getting newsletters from {store.businessName}? You will keep following the store.</p>
          <FormAlert>{result?.error}</FormAlert>
          <Form method="post" aria-label="Unsubscribe">
            <button className={button()} type="submit">
              Unsubscribe from {store.businessName}
            </button>
          </Form>
        </>
      )}
      <p className={layoutStyles.muted}>
        <Link to={href('home')}>Musika home</Link>
      </p>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
