import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { CategoryTiles } from '~/components/category-tile';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, Empty, PageTitle, Section, layoutStyles } from '~/components/layout';
import { Pagination, pageFromUrl, withPage } from '~/components/pagination';
import { ProductGrid } from '~/components/product-card';
import { sponsoredHtml } from '~/features/ads/sponsored-html.server';
import { SponsoredSlot } from '~/features/ads/sponsored-slot';
import { statusMeta } from '~/components/status-meta';
import { sharedQuery } from '~/graphql/shared-query.server';
import { CategoryQuery } from '~/graphql/queries/catalogue.server';
import { invariantFound } from '~/lib/invariant-response.server';
import { href } from '~/routes';
import { resultCount } from '~/lib/result-count';

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data
    ? [{ title: `${data.category.category.name} — Musika` }, { name: 'description', content: data.category.category.description }]
    : statusMeta(error);

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const page = pageFromUrl(url);
  // Public listings, the same for every visitor: shared per isolate and catalogue generation.
  const data = await sharedQuery(context, request, CategoryQuery, { slug: params.slug ?? '', page }, { optional: ['sponsoredAds', 'exchangeRate'] });
  const category = invariantFound(data.category, 'Category not found');
  // A renamed category answers under its old slug with its new one: old links move there for good (301, so search
  // engines move their index). Browsers would keep a 301 forever, and a category renamed back to that slug would
  // then loop: no-store makes them ask again each time.
  if (params.slug && category.category.slug !== params.slug) {
    throw redirect(`${href('category-generic', { slug: category.category.slug })}${url.search}`, {
      status: 301,
      headers: { 'Cache-Control': 'no-store' },
    });
  }
  return { category, sponsored: sponsoredHtml(data.sponsoredAds, data.exchangeRate?.rateMicros), url: url.toString() };
}

export default function Category() {
  const { category: data, sponsored, url } = useLoaderData<typeof loader>();
  const { category, ancestors, children, products } = data;
  const { page, totalPages } = products.pageInfo;
  return (
    <>
      <Breadcrumbs
        items={[
          { label: 'Home', to: href('home') },
          { label: 'Categories', to: href('categories') },
          ...ancestors.map((a) => ({ label: a.name, to: href('category-generic', { slug: a.slug }) })),
          { label: category.name },
        ]}
      />
      <PageTitle>{category.name}</PageTitle>
      <p className={layoutStyles.muted}>
        {category.description} {resultCount(products.pageInfo, 'listing', 'listings')}.
      </p>
      {children.length > 0 ? (
        <Section title="Browse by type">
          <CategoryTiles categories={children} eagerCount={4} />
        </Section>
      ) : null}
      <SponsoredSlot html={sponsored} />
      <Section title={page > 1 ? `Listings — page ${page}` : 'Listings'}>
        {products.items.length > 0 ? (
          // With sub-category tiles above, the first tile is the LCP: the grid's images then need no priority.
          <ProductGrid products={products.items} eagerCount={4} priorityCount={children.length > 0 ? 0 : undefined} />
        ) : (
          <Empty>{page > 1 ? 'There are no more listings here.' : 'Nothing is listed in this category yet.'}</Empty>
        )}
        <Pagination page={page} totalPages={totalPages} hrefFor={(p) => withPage(new URL(url), p)} />
      </Section>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
