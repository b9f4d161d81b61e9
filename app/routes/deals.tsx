import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, Empty, PageTitle, layoutStyles } from '~/components/layout';
import { Pagination, pageFromUrl, withPage } from '~/components/pagination';
import { ProductGrid } from '~/components/product-card';
import { query } from '~/graphql/client.server';
import { DealsQuery } from '~/graphql/queries/catalogue.server';
import { href } from '~/routes';
import { paginationText } from '~/features/catalogue/browse-text.server';
import { pick, requestTranslator } from '~/lib/i18n/translate.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.text['browse.dealsMetaTitle'] },
  { name: 'description', content: data?.text['browse.dealsMetaDescription'] },
];

export async function loader({ context, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { deals } = await query(context, request, DealsQuery, { page: pageFromUrl(url) });
  const { t } = requestTranslator(request);
  const { page, total } = deals.pageInfo;
  return {
    deals,
    url: url.toString(),
    text: {
      ...pick(t, ['browse.dealsMetaTitle', 'browse.dealsMetaDescription', 'common.home', 'browse.deals']),
      lead: t('browse.dealsLead', { total }),
      empty: t(page > 1 ? 'browse.noMoreDeals' : 'browse.noDeals'),
    },
    pager: paginationText(t),
  };
}

export default function Deals() {
  const { deals, url, text, pager } = useLoaderData<typeof loader>();
  const { page, totalPages } = deals.pageInfo;
  return (
    <>
      <Breadcrumbs items={[{ label: text['common.home'], to: href('home') }, { label: text['browse.deals'] }]} />
      <PageTitle>{text['browse.deals']}</PageTitle>
      <p className={layoutStyles.muted}>{text.lead}</p>
      {deals.items.length > 0 ? <ProductGrid products={deals.items} eagerCount={4} /> : <Empty>{text.empty}</Empty>}
      <Pagination page={page} totalPages={totalPages} hrefFor={(p) => withPage(new URL(url), p)} text={pager} />
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
