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

export const meta: MetaFunction = () => [
  { title: 'Company — Musika' },
  { name: 'description', content: 'Musika is Zimbabwe’s online marketplace, connecting buyers with local businesses from Harare to Masvingo.' },
];

export async function loader({ context, request }: LoaderFunctionArgs) {
  // The story is optional: without it the page still says who we are and how to reach us.
  const { page } = await query(context, request, PageQuery, { slug: 'about-us' }, { optional: ['page'] });
  return { about: page ?? null };
}

const LINKS = [
  { label: 'Terms and conditions', to: href('generic-page', { slug: 'terms-and-conditions' }) },
  { label: 'Privacy policy', to: href('generic-page', { slug: 'privacy-policy' }) },
  { label: 'Compare accounts', to: href('compare-accounts') },
  { label: 'Sell on Musika', to: href('sell-items') },
  { label: 'Blog', to: href('blog') },
  { label: 'Support', to: href('support') },
];

export default function Company() {
  const { about } = useLoaderData<typeof loader>();
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', to: href('home') }, { label: 'Company' }]} />
      <PageTitle>About Musika</PageTitle>
      <p className={layoutStyles.muted}>{about?.excerpt ?? 'Musika connects Zimbabwean buyers with trusted local businesses.'}</p>
      <div className={s.layout}>
        {/* The page content is HTML written by Musika's editors in the CMS, not by users. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: CMS HTML by Musika's editors; no API writes it (backend/content/posts-routes.ts and content.ts only read). */}
        {about ? <div className={blog.content} dangerouslySetInnerHTML={{ __html: about.content }} /> : <div />}
        <aside className={s.card} aria-label="Company details">
          <h2 className={s.tileTitle}>Musika</h2>
          <ul className={s.list}>
            <li>Head office: {SUPPORT.office}</li>
            <SupportEmailItem />
            <SupportPhoneItem />
          </ul>
        </aside>
      </div>
      <Section title="More about us">
        <ul className={s.list}>
          {LINKS.map((l) => (
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
