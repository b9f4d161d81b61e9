import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { CategoryTiles } from '~/components/category-tile';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, PageTitle, Section } from '~/components/layout';
import { query } from '~/graphql/client.server';
import { PopularCategoriesQuery } from '~/graphql/queries/catalogue.server';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Popular categories — Musika' }];

export async function loader({ context, request }: LoaderFunctionArgs) {
  return query(context, request, PopularCategoriesQuery, {});
}

export default function PopularCategories() {
  const { popularCategories } = useLoaderData<typeof loader>();
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', to: href('home') }, { label: 'Popular categories' }]} />
      <PageTitle>Popular categories</PageTitle>
      <Section title="What Zimbabwe is buying" action={{ to: href('categories'), label: 'All categories →' }}>
        <CategoryTiles categories={popularCategories} />
      </Section>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
