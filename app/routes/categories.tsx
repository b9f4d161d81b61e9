import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { CategoryTiles } from '~/components/category-tile';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { PageTitle, Section } from '~/components/layout';
import { query } from '~/graphql/client.server';
import { CategoriesQuery } from '~/graphql/queries/catalogue.server';
import { href } from '~/routes';
import { localCategory } from '~/features/catalogue/category-names.server';
import { pick, requestTranslator } from '~/lib/i18n/translate.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.text['browse.categoriesMetaTitle'] }];

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { categories } = await query(context, request, CategoriesQuery, {});
  const { language, t } = requestTranslator(request);
  const local = categories.map((c) => ({ ...localCategory(language, t, c), countLabel: t('browse.tileListings', { count: c.productCount }) }));
  const top = local.filter((c) => !c.parentId);
  return {
    groups: top.map((g) => ({
      ...g,
      allLabel: t('browse.allOf', { count: g.productCount }),
      browseLabel: t('browse.browseCategory', { name: g.name }),
      children: local.filter((c) => c.parentId === g.id),
    })),
    text: pick(t, ['browse.categoriesMetaTitle', 'browse.allCategories']),
  };
}

export default function Categories() {
  const { groups, text } = useLoaderData<typeof loader>();
  return (
    <>
      <PageTitle>{text['browse.allCategories']}</PageTitle>
      {groups.map((g) => (
        <Section key={g.id} id={`cat-${g.slug}`} title={g.name} action={{ to: href('category-generic', { slug: g.slug }), label: g.allLabel }}>
          {g.children.length ? (
            <CategoryTiles categories={g.children} />
          ) : (
            <Link to={href('category-generic', { slug: g.slug })}>{g.browseLabel}</Link>
          )}
        </Section>
      ))}
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
