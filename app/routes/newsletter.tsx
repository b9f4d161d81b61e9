/**
 * The newsletter sign-up's form target (/newsletter). With JavaScript the footer's fetcher shows the answer in
 * place; without, the browser lands here and this page shows it, with the form again on error.
 */
import { data, type ActionFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, PageTitle, layoutStyles } from '~/components/layout';
import { signUpForNewsletter } from '~/features/layout/newsletter.server';
import { NewsletterForm } from '~/features/layout/newsletter-form';
import { href } from '~/routes';
import * as s from '~/features/support/support.css';

export const meta: MetaFunction = () => [{ title: 'Newsletter — Musika' }, { name: 'robots', content: 'noindex' }];

export async function action({ context, request }: ActionFunctionArgs) {
  const result = await signUpForNewsletter(context, request);
  return data(result, { status: result.ok ? 200 : 400 });
}

export default function Newsletter() {
  const result = useActionData<typeof action>();
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', to: href('home') }, { label: 'Newsletter' }]} />
      <PageTitle>Musika newsletter</PageTitle>
      <p className={layoutStyles.muted}>Deals, new stores and buying guides, about once a month. Unsubscribe at any time.</p>
      {/* Dark like the footer the form normally sits in. */}
      <div className={s.darkCard}>
        <NewsletterForm result={result} id="newsletter-page" />
      </div>
      <p>
        <Link to={href('home')}>Back to the home page</Link>
      </p>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
