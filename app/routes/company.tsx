/**
 * Company (spec §2 "company"): who runs Musika and how to reach them, with the editors' "About us" page
 * (GET /pages?slug=about-us, the same page the generic route shows at /about-us/) as its story. Edge-cached.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, PageTitle, Section, layoutStyles } from '~/components/layout';
import * as blog from '~/features/blog/blog.css';
import { SupportEmailItem, SupportPhoneItem } from '~/features/support/support-contact-items';
import { SUPPORT } from '~/features/support/support-contacts';
import * as s from '~/features/support/support.css';
import { query } from '~/graphql/client.server';
import { PageQuery } from '~/graphql/queries/catalogue.server';
import { href } from '~/routes';
import { requestTranslator } from '~/lib/i18n/translate.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.text.title ?? 'Company'} — Musika` },
  {
    name: 'description',
    content: data?.text.description ?? 'Musika is Zimbabwe’s online marketplace, connecting buyers with local businesses from Harare to Masvingo.',
  },
];

export async function loader({ context, request }: LoaderFunctionArgs) {
  // The story is optional: without it the page still says who we are and how to reach us.
  const { page } = await query(context, request, PageQuery, { slug: 'about-us' }, { optional: ['page'] });
  const { t } = requestTranslator(request);
  const text = {
    home: t('common.home'),
    title: t('publicPages.companyTitle'),
    description: t('publicPages.companyDescription'),
    about: t('publicPages.aboutMusika'),
    fallback: t('publicPages.aboutFallback'),
    details: t('publicPages.companyDetails'),
    headOffice: t('publicPages.headOffice', { office: '{office}' }),
    more: t('publicPages.moreAboutUs'),
    links: [
      { label: t('publicPages.terms'), to: href('generic-page', { slug: 'terms-and-conditions' }) },
      { label: t('publicPages.privacy'), to: href('generic-page', { slug: 'privacy-policy' }) },
      { label: t('publicPages.compareAccounts'), to: href('compare-accounts') },
      { label: t('publicPages.sellOnMusika'), to: href('sell-items') },
      { label: t('blog.blog'), to: href('blog') },
      { label: t('publicPages.support'), to: href('support') },
    ],
  };
  return { about: page ?? null, text };
}

export default function Company() {
  const { about, text } = useLoaderData<typeof loader>();
  return (
    <>
      <Breadcrumbs items={[{ label: text.home, to: href('home') }, { label: text.title }]} />
      <PageTitle>{text.about}</PageTitle>
      <p className={layoutStyles.muted} translate={about ? 'no' : undefined}>
        {about?.excerpt ?? text.fallback}
      </p>
      <div className={s.layout}>
        {/* The page content is HTML written by Musika's editors in the CMS, not by users. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: CMS HTML by Musika's editors; no API writes it (backend/content/posts-routes.ts and content.ts only read). */}
        {about ? <div className={blog.content} translate="no" dangerouslySetInnerHTML={{ __html: about.content }} /> : <div />}
        <aside className={s.card} aria-label={text.details}>
          <h2 className={s.tileTitle}>Musika</h2>
          <ul className={s.list}>
            <li>{text.headOffice.replace('{office}', SUPPORT.office)}</li>
            <SupportEmailItem />
            <SupportPhoneItem />
          </ul>
        </aside>
      </div>
      <Section title={text.more}>
        <ul className={s.list}>
          {text.links.map((l) => (
            <li key={l.to}>
              <Link to={l.to}>{l.label}</Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
