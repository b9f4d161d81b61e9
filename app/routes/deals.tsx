import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, Empty, PageTitle, layoutStyles } from '~/components/layout';
import { Pagination, pageFromUrl, withPage } from '~/components/pagination';
import { ProductGrid } from '~/components/product-card';
import { query } from '~/graphql/client.server';
import { DealsQuery } from '~/graphql/queries/catalogue.server';
import { href } from '~/routes';

export const meta: MetaFunction = () => [
  { title: 'Deals — Musika' },
  { name: 'description', content: 'Products on sale today from stores across Zimbabwe.' },
];

export async function loader({ context, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { deals } = await query(context, request, DealsQuery, { page: pageFromUrl(url) });
  return { deals, url: url.toString() };
}

export default function Deals() {
  const { deals, url } = useLoaderData<typeof loader>();
  const { page, totalPages, total } = deals.pageInfo;
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', to: href('home') }, { label: 'Deals' }]} />
      <PageTitle>Deals</PageTitle>
      <p className={layoutStyles.muted}>{total} products on sale, biggest savings first.</p>
      {deals.items.length > 0 ? (
        <ProductGrid products={deals.items} eagerCount={4} />
      ) : (
        <Empty>{page > 1 ? 'There are no more deals.' : 'No deals right now — check back soon.'}</Empty>
      )}
      <Pagination page={page} totalPages={totalPages} hrefFor={(p) => withPage(new URL(url), p)} />
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
