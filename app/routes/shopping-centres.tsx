/**
 * Shopping centres (/shopping-centres) and the same list filtered by city and business category
 * (/shopping-centres/filtered?city=&category=). A GET form: filtering works without JavaScript and the result
 * has an address to share. Public and edge-cached.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, Empty, PageTitle, layoutStyles } from '~/components/layout';
import { Pagination, pageFromUrl, withPage } from '~/components/pagination';
import { useBusinessCategories } from '~/features/catalogue/business-categories';
import { layoutBusinessCategories } from '~/features/layout/layout.server';
import * as s from '~/features/shopping-centres/shopping-centres.css';
import { query } from '~/graphql/client.server';
import { ShoppingCentresQuery } from '~/graphql/queries/content-pages.server';
import { href } from '~/routes';
import { resultCount } from '~/lib/result-count';

export const meta: MetaFunction = () => [
  { title: 'Shopping centres — Musika' },
  { name: 'description', content: 'Musika stores at Sam Levy’s Village, Eastgate, Avondale, Bulawayo Centre and more, with their opening hours.' },
];

export async function loader({ context, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filtered = url.pathname.startsWith('/shopping-centres/filtered');
  const city = filtered ? (url.searchParams.get('city') ?? '').trim().slice(0, 60) : '';
  const rawCategory = filtered ? Number(url.searchParams.get('category') ?? '') : NaN;
  const categoryId = Number.isInteger(rawCategory) && rawCategory > 0 ? rawCategory : null;
  const page = pageFromUrl(url);
  // In parallel: the list filtered by the asked id, and the categories that name it (shared with the root loader).
  const [{ shoppingCentres }, categories] = await Promise.all([
    query(context, request, ShoppingCentresQuery, { city: city || null, categoryId, page }),
    layoutBusinessCategories(context, request),
  ]);
  const category = categories.find((c) => c.id === categoryId) ?? null;
  return { centres: shoppingCentres.items, pageInfo: shoppingCentres.pageInfo, cities: shoppingCentres.cities, city, category, url: url.toString() };
}

export default function ShoppingCentres() {
  const categories = useBusinessCategories();
  const { centres, pageInfo, cities, city, category, url } = useLoaderData<typeof loader>();
  const filteredBy = [city, category?.name].filter(Boolean).join(' · ');
  return (
    <>
      <Breadcrumbs
        items={[
          { label: 'Home', to: href('home') },
          ...(filteredBy ? [{ label: 'Shopping centres', to: href('shopping-centres') }, { label: filteredBy }] : [{ label: 'Shopping centres' }]),
        ]}
      />
      <PageTitle>Shopping centres</PageTitle>
      <p className={layoutStyles.muted}>Find Musika stores in the centres you already visit, and check who is open before you go.</p>
      <Form method="get" action={href('shopping-centres-filtered')} className={s.filters} aria-label="Filter shopping centres">
        <div className={s.filterField}>
          <label htmlFor="centre-city">City</label>
          <select id="centre-city" name="city" className={s.select} defaultValue={city}>
            <option value="">All cities</option>
            {cities.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className={s.filterField}>
          <label htmlFor="centre-category">Stores selling</label>
          <select id="centre-category" name="category" className={s.select} defaultValue={category ? String(category.id) : ''}>
            <option value="">Anything</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <button className={button()} type="submit">
          Show centres
        </button>
      </Form>
      <p role="status" className={layoutStyles.muted}>
        {resultCount(pageInfo, 'centre', 'centres')}
        {filteredBy ? ` for ${filteredBy}` : ''}
        {filteredBy ? (
          <>
            {' · '}
            <Link to={href('shopping-centres')}>Clear filters</Link>
          </>
        ) : null}
      </p>
      {centres.length ? (
        <ul className={s.list} aria-label="Shopping centres">
          {centres.map((c) => (
            <li key={c.id} className={s.card}>
              <h2 className={s.name}>
                <Link to={href('shopping-centre', { id: c.id })}>{c.name}</Link>
              </h2>
              <p className={s.meta}>
                {c.suburb}, {c.city} · {c.storeCount === 1 ? '1 store' : `${c.storeCount} stores`}
              </p>
              <p>{c.description}</p>
              <p className={s.meta}>{c.hours}</p>
            </li>
          ))}
        </ul>
      ) : (
        <Empty>No shopping centres match. Try another city or category.</Empty>
      )}
      <Pagination page={pageInfo.page} totalPages={pageInfo.totalPages} hrefFor={(n) => withPage(new URL(url), n)} />
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
