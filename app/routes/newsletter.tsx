/**
 * The newsletter sign-up's form target (/newsletter). With JavaScript the footer's fetcher shows the answer in
 * place; without, the browser lands here and this page shows it, with the form again on error.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, PageTitle, layoutStyles } from '~/components/layout';
import { signUpForNewsletter } from '~/features/layout/newsletter.server';
import { NewsletterForm } from '~/features/layout/newsletter-form';
import { href } from '~/routes';
import * as s from '~/features/support/support.css';
import { requestTranslator } from '~/lib/i18n/translate.server';

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [
  { title: `${d?.text.title ?? 'Newsletter'} — Musika` },
  { name: 'robots', content: 'noindex' },
];

/** The page's words in its language (the form's own come from the root loader, site-text.ts). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { t } = requestTranslator(request);
  return {
    text: {
      home: t('common.home'),
      title: t('publicPages.newsletterTitle'),
      heading: t('publicPages.newsletterHeading'),
      intro: t('publicPages.newsletterIntro'),
      back: t('publicPages.backHome'),
    },
  };
}

export async function action({ context, request }: ActionFunctionArgs) {
  const result = await signUpForNewsletter(context, request);
  return data(result, { status: result.ok ? 200 : 400 });
}

export default function Newsletter() {
  const result = useActionData<typeof action>();
  const { text } = useLoaderData<typeof loader>();
  return (
    <>
      <Breadcrumbs items={[{ label: text.home, to: href('home') }, { label: text.title }]} />
      <PageTitle>{text.heading}</PageTitle>
      <p className={layoutStyles.muted}>{text.intro}</p>
      {/* Dark like the footer the form normally sits in. */}
      <div className={s.darkCard}>
        <NewsletterForm result={result} id="newsletter-page" />
      </div>
      <p>
        <Link to={href('home')}>{text.back}</Link>
      </p>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
