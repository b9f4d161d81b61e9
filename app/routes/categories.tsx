import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { CategoryTiles } from '~/components/category-tile';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { PageTitle, Section } from '~/components/layout';
import { query } from '~/graphql/client.server';
import { CategoriesQuery } from '~/graphql/queries/catalogue.server';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'All categories — Musika' }];

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { categories } = await query(context, request, CategoriesQuery, {});
  const top = categories.filter((c) => !c.parentId);
  return {
    groups: top.map((t) => ({ ...t, children: categories.filter((c) => c.parentId === t.id) })),
  };
}

export default function Categories() {
  const { groups } = useLoaderData<typeof loader>();
  return (
    <>
      <PageTitle>All categories</PageTitle>
      {groups.map((g) => (
        <Section
          key={g.id}
          id={`cat-${g.slug}`}
          title={g.name}
          action={{ to: href('category-generic', { slug: g.slug }), label: `All ${g.productCount} →` }}
        >
          {g.children.length ? (
            <CategoryTiles categories={g.children} />
          ) : (
            <Link to={href('category-generic', { slug: g.slug })}>Browse {g.name}</Link>
          )}
        </Section>
      ))}
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
