import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { CategoryTiles } from '~/components/category-tile';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, PageTitle, Section } from '~/components/layout';
import { query } from '~/graphql/client.server';
import { PopularCategoriesQuery } from '~/graphql/queries/catalogue.server';
import { href } from '~/routes';
import { localCategory } from '~/features/catalogue/category-names.server';
import { pick, requestTranslator } from '~/lib/i18n/translate.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.text['browse.popularMetaTitle'] }];

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { popularCategories } = await query(context, request, PopularCategoriesQuery, {});
  const { language, t } = requestTranslator(request);
  return {
    popularCategories: popularCategories.map((c) => ({
      ...localCategory(language, t, c),
      countLabel: t('browse.tileListings', { count: c.productCount }),
    })),
    text: pick(t, ['browse.popularMetaTitle', 'common.home', 'browse.popularCategories', 'browse.whatZimbabweBuys', 'browse.allCategoriesLink']),
  };
}

export default function PopularCategories() {
  const { popularCategories, text } = useLoaderData<typeof loader>();
  return (
    <>
      <Breadcrumbs items={[{ label: text['common.home'], to: href('home') }, { label: text['browse.popularCategories'] }]} />
      <PageTitle>{text['browse.popularCategories']}</PageTitle>
      <Section title={text['browse.whatZimbabweBuys']} action={{ to: href('categories'), label: text['browse.allCategoriesLink'] }}>
        <CategoryTiles categories={popularCategories} />
      </Section>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
