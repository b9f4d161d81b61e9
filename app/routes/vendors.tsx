/** The stores list (spec §2 "stores list"): every store, paged, searchable by name, city and category. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Form, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, Empty, PageTitle, layoutStyles } from '~/components/layout';
import { Pagination, pageFromUrl, withPage } from '~/components/pagination';
import { useBusinessCategories } from '~/features/catalogue/business-categories';
import { sponsoredHtml } from '~/features/ads/sponsored-html.server';
import { layoutRateMicros } from '~/features/layout/layout.server';
import { SponsoredSlot } from '~/features/ads/sponsored-slot';
import { StoreCard } from '~/features/catalogue/store-card';
import * as cards from '~/features/catalogue/store-card.css';
import { CITIES } from '~/features/search/cities';
import * as s from '~/features/search/search-page.css';
import { query } from '~/graphql/client.server';
import { BusinessSearchQuery } from '~/graphql/queries/search.server';
import { href } from '~/routes';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { storeCountText, storesListText } from '~/features/stores/stores-text.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.meta.title ?? 'Stores'} — Musika` },
  { name: 'description', content: data?.meta.description ?? 'Shops and businesses selling on Musika across Zimbabwe.' },
];

const filters = z.object({
  term: z.string().trim().max(100).optional().catch(undefined),
  city: z
    .string()
    .refine((v) => CITIES.some((c) => c.name === v))
    .optional()
    .catch(undefined),
  category: z.coerce.number().int().min(1).max(14).optional().catch(undefined),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const f = filters.parse(Object.fromEntries(url.searchParams));
  // Sponsored stores are read in the same request; a chosen city ranks its stores' ads first.
  const [{ searchBusinesses, sponsoredAds }, rateMicros] = await Promise.all([
    query(
      context,
      request,
      BusinessSearchQuery,
      {
        input: { term: f.term || undefined, city: f.city, category: f.category, sortBy: f.term ? undefined : 'NAME' },
        page: pageFromUrl(url),
        adCity: f.city,
      },
      { optional: ['sponsoredAds'] },
    ),
    layoutRateMicros(context, request),
  ]);
  const { t } = requestTranslator(request);
  return {
    stores: searchBusinesses,
    sponsored: sponsoredHtml(sponsoredAds, rateMicros),
    filters: f,
    url: url.toString(),
    meta: { title: t('stores.title'), description: t('stores.metaDescription') },
    text: { ...storesListText(t), count: storeCountText(t, searchBusinesses.pageInfo, Boolean(f.term || f.city || f.category)) },
  };
}

export default function Vendors() {
  const categories = useBusinessCategories();
  const { stores, sponsored, filters: f, url, text } = useLoaderData<typeof loader>();
  const { page, totalPages } = stores.pageInfo;
  return (
    <>
      <Breadcrumbs items={[{ label: text.home, to: href('home') }, { label: text.title }]} />
      <PageTitle>{text.title}</PageTitle>
      <p className={layoutStyles.muted}>
        {text.count} <a href={href('store-finder')}>{text.findNear}</a>
      </p>
      <Form method="get" className={s.toolbar} role="search" aria-label={text.findLabel}>
        <input
          className={s.control}
          type="search"
          name="term"
          defaultValue={f.term ?? ''}
          placeholder={text.storeName}
          aria-label={text.storeName}
          maxLength={100}
        />
        <select className={s.control} name="city" defaultValue={f.city ?? ''} aria-label={text.city}>
          <option value="">{text.allCities}</option>
          {CITIES.map((c) => (
            <option key={c.slug} value={c.name}>
              {c.name}
            </option>
          ))}
        </select>
        <select className={s.control} name="category" defaultValue={f.category?.toString() ?? ''} aria-label={text.category}>
          <option value="">{text.allCategories}</option>
          {categories.map((c) => (
            <option key={c.id} translate="no" value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <button className={button()} type="submit">
          {text.findStores}
        </button>
      </Form>
      <SponsoredSlot html={sponsored} />
      {stores.items.length ? (
        <ul className={cards.list}>
          {stores.items.map((b) => (
            <li key={b.id}>
              <StoreCard store={b} text={text.card} />
            </li>
          ))}
        </ul>
      ) : (
        <Empty>{text.empty}</Empty>
      )}
      <Pagination page={page} totalPages={totalPages} hrefFor={(p) => withPage(new URL(url), p)} />
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
