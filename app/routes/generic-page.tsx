import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, PageTitle } from '~/components/layout';
import { statusMeta } from '~/components/status-meta';
import * as s from '~/features/catalogue/page-content.css';
import { query } from '~/graphql/client.server';
import { invariantFound, notFound } from '~/lib/invariant-response.server';
import { PageQuery } from '~/graphql/queries/catalogue.server';
import { href } from '~/routes';
import { requestTranslator } from '~/lib/i18n/translate.server';

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data ? [{ title: `${data.page.title} — Musika` }, { name: 'description', content: data.page.excerpt }] : statusMeta(error, matches);

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/i;

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  // Any one-segment path lands here; only page-shaped slugs are worth asking the API about.
  if (!SLUG.test(slug)) throw notFound();
  const { page } = await query(context, request, PageQuery, { slug });
  // The page is the editors' (translate="no"); only the way home is ours.
  return { page: invariantFound(page, 'Page not found'), home: requestTranslator(request).t('common.home') };
}

export default function GenericPage() {
  const { page, home } = useLoaderData<typeof loader>();
  return (
    <article className={s.article}>
      <Breadcrumbs items={[{ label: home, to: href('home') }, { label: page.title }]} />
      <PageTitle>
        <span translate="no">{page.title}</span>
      </PageTitle>
      {/* Page content is HTML written by Musika's editors in the CMS, not by users. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: CMS HTML by Musika's editors; no API writes it (backend/content/posts-routes.ts and content.ts only read). */}
      <div className={s.content} translate="no" dangerouslySetInnerHTML={{ __html: page.content }} />
    </article>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
