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
import { storeCountLabel } from '~/features/stores/store-count';
import * as s from '~/features/search/search-page.css';
import { query } from '~/graphql/client.server';
import { BusinessSearchQuery } from '~/graphql/queries/search.server';
import { href } from '~/routes';

export const meta: MetaFunction = () => [
  { title: 'Stores — Musika' },
  { name: 'description', content: 'Shops and businesses selling on Musika across Zimbabwe.' },
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
  return { stores: searchBusinesses, sponsored: sponsoredHtml(sponsoredAds, rateMicros), filters: f, url: url.toString() };
}

export default function Vendors() {
  const categories = useBusinessCategories();
  const { stores, sponsored, filters: f, url } = useLoaderData<typeof loader>();
  const { page, totalPages } = stores.pageInfo;
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', to: href('home') }, { label: 'Stores' }]} />
      <PageTitle>Stores</PageTitle>
      <p className={layoutStyles.muted}>
        {storeCountLabel(stores.pageInfo, Boolean(f.term || f.city || f.category))} <a href={href('store-finder')}>Find stores near you →</a>
      </p>
      <Form method="get" className={s.toolbar} role="search" aria-label="Find a store">
        <input
          className={s.control}
          type="search"
          name="term"
          defaultValue={f.term ?? ''}
          placeholder="Store name"
          aria-label="Store name"
          maxLength={100}
        />
        <select className={s.control} name="city" defaultValue={f.city ?? ''} aria-label="City">
          <option value="">All cities</option>
          {CITIES.map((c) => (
            <option key={c.slug} value={c.name}>
              {c.name}
            </option>
          ))}
        </select>
        <select className={s.control} name="category" defaultValue={f.category?.toString() ?? ''} aria-label="Category">
          <option value="">All categories</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <button className={button()} type="submit">
          Find stores
        </button>
      </Form>
      <SponsoredSlot html={sponsored} />
      {stores.items.length ? (
        <ul className={cards.list}>
          {stores.items.map((b) => (
            <li key={b.id}>
              <StoreCard store={b} />
            </li>
          ))}
        </ul>
      ) : (
        <Empty>No store matches. Try another name, city or category.</Empty>
      )}
      <Pagination page={page} totalPages={totalPages} hrefFor={(p) => withPage(new URL(url), p)} />
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
