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
import { adWords, countText, paginationText } from '~/features/catalogue/browse-text.server';
import { localCategory, localDescription } from '~/features/catalogue/category-names.server';
import { pick, requestTranslator } from '~/lib/i18n/translate.server';

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data ? [{ title: `${data.category.category.name} — Musika` }, { name: 'description', content: data.description.text }] : statusMeta(error, matches);

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
  // The words in the page's language (issue 33 §3), and the seeded categories' names in it (category-names.server.ts).
  const { language, t } = requestTranslator(request);
  return {
    category: {
      ...category,
      category: localCategory(language, t, category.category),
      ancestors: category.ancestors.map((a) => localCategory(language, t, a)),
      children: category.children.map((c) => ({ ...localCategory(language, t, c), countLabel: t('browse.tileListings', { count: c.productCount }) })),
    },
    description: localDescription(language, t, category.category.slug, category.category.description),
    sponsored: sponsoredHtml(data.sponsoredAds, data.exchangeRate?.rateMicros, adWords(language, t)),
    url: url.toString(),
    text: {
      ...pick(t, ['common.home', 'browse.categories', 'browse.browseByType']),
      count: countText(t, 'browse.listingsCount', category.products.pageInfo),
      listings: page > 1 ? t('browse.listingsPage', { page }) : t('browse.listings'),
      empty: t(page > 1 ? 'browse.noMoreListings' : 'browse.emptyCategory'),
    },
    pager: paginationText(t),
  };
}

export default function Category() {
  const { category: data, description, sponsored, url, text, pager } = useLoaderData<typeof loader>();
  const { category, ancestors, children, products } = data;
  const { page, totalPages } = products.pageInfo;
  return (
    <>
      <Breadcrumbs
        items={[
          { label: text['common.home'], to: href('home') },
          { label: text['browse.categories'], to: href('categories') },
          ...ancestors.map((a) => ({ label: a.name, to: href('category-generic', { slug: a.slug }) })),
          { label: category.name },
        ]}
      />
      <PageTitle>{category.raw ? <span translate="no">{category.name}</span> : category.name}</PageTitle>
      <p className={layoutStyles.muted}>
        {description.raw ? <span translate="no">{description.text}</span> : description.text} {text.count}.
      </p>
      {children.length > 0 ? (
        <Section title={text['browse.browseByType']}>
          <CategoryTiles categories={children} eagerCount={4} />
        </Section>
      ) : null}
      <SponsoredSlot html={sponsored} />
      <Section title={text.listings}>
        {products.items.length > 0 ? (
          // With sub-category tiles above, the first tile is the LCP: the grid's images then need no priority.
          <ProductGrid products={products.items} eagerCount={4} priorityCount={children.length > 0 ? 0 : undefined} />
        ) : (
          <Empty>{text.empty}</Empty>
        )}
        <Pagination page={page} totalPages={totalPages} hrefFor={(p) => withPage(new URL(url), p)} text={pager} />
      </Section>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
