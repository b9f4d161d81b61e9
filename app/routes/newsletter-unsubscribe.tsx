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
import { requestTranslator, translateMessage } from '~/lib/i18n/translate.server';
import { FOLLOWER_MESSAGES } from '../../schema/rest/followers';

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: `${d?.text.title ?? 'Unsubscribe'} — Musika` },
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
  const { t } = requestTranslator(request);
  const store = found?.businessName ?? '';
  // The store's name is filled in by the page (translate="no"), so `{store}` stays in these.
  const text = {
    title: t('publicPages.unsubscribe'),
    done: t('publicPages.unsubscribed', { store: '{store}' }),
    itsPage: t('publicPages.itsPage'),
    stop: t('publicPages.stopNewsletters', { store: '{store}' }),
    from: t('publicPages.unsubscribeFrom', { store }),
    home: t('publicPages.musikaHome'),
    badLink: translateMessage(t, FOLLOWER_MESSAGES.badLink),
  };
  return data({ subscription: found ?? null, text }, { status: found ? 200 : 404, headers: { 'Cache-Control': 'private, no-store' } });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const token = params.token ?? '';
  const { t } = requestTranslator(request);
  if (!TOKEN.test(token)) return data({ done: null, error: translateMessage(t, FOLLOWER_MESSAGES.badLink) }, { status: 404 });
  const { unsubscribeNewsletter } = await mutate(context, request, UnsubscribeNewsletterMutation, { input: { token } }, { token: null });
  if (!unsubscribeNewsletter.subscription)
    return data(
      { done: null, error: translateMessage(t, unsubscribeNewsletter.userErrors[0]?.message ?? FOLLOWER_MESSAGES.unsubscribe) },
      { status: 400 },
    );
  return { done: unsubscribeNewsletter.subscription, error: null };
}

export default function NewsletterUnsubscribe() {
  const { subscription, text } = useLoaderData<typeof loader>();
  /** A sentence with the store's name in it, the name marked as the store's own. */
  const withStore = (sentence: string, name: string) => {
    const [before, after = ''] = sentence.split('{store}');
    return (
      <>
        {before}
        <span translate="no">{name}</span>
        {after}
      </>
    );
  };
  const result = useActionData<typeof action>();
  const store = result?.done ?? subscription;
  return (
    <div className={s.stack}>
      <PageTitle>{text.title}</PageTitle>
      {!store ? (
        <FormAlert>{text.badLink}</FormAlert>
      ) : !store.subscribed ? (
        <FormNotice>
          {withStore(text.done, store.businessName)} <Link to={href('storefront', { bSlug: store.businessSlug })}>{text.itsPage}</Link>.
        </FormNotice>
      ) : (
        <>
          <p>{withStore(text.stop, store.businessName)}</p>
          <FormAlert>{result?.error}</FormAlert>
          <Form method="post" aria-label={text.title}>
            <button className={button()} type="submit">
              {text.from}
            </button>
          </Form>
        </>
      )}
      <p className={layoutStyles.muted}>
        <Link to={href('home')}>{text.home}</Link>
      </p>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
