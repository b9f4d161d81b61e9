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
import { requestTranslator } from '~/lib/i18n/translate.server';
import { centresText } from '~/features/stores/stores-text.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.meta.title ?? 'Shopping centres'} — Musika` },
  {
    name: 'description',
    content: data?.meta.description ?? 'Musika stores at Sam Levy’s Village, Eastgate, Avondale, Bulawayo Centre and more, with their opening hours.',
  },
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
  const { language, t } = requestTranslator(request);
  const { pageInfo } = shoppingCentres;
  const filteredBy = [city, category?.name].filter(Boolean).join(' · ');
  const count = t('stores.countCentres', { count: pageInfo.total });
  return {
    centres: shoppingCentres.items.map((c) => ({ ...c, storeCountLabel: t('stores.storeCount', { count: c.storeCount }) })),
    pageInfo,
    cities: shoppingCentres.cities,
    city,
    category,
    url: url.toString(),
    // English's description stays in the meta function alone: in the page's data it would be page text too.
    meta: { title: t('stores.centresTitle'), description: language === 'en' ? null : t('stores.centresDescription') },
    text: { ...centresText(t), count, forFilter: filteredBy ? t('stores.forFilter', { filter: '{filter}' }) : '' },
  };
}

export default function ShoppingCentres() {
  const categories = useBusinessCategories();
  const { centres, pageInfo, cities, city, category, url, text } = useLoaderData<typeof loader>();
  const filteredBy = [city, category?.name].filter(Boolean).join(' · ');
  return (
    <>
      <Breadcrumbs
        items={[
          { label: text.home, to: href('home') },
          ...(filteredBy ? [{ label: text.title, to: href('shopping-centres') }, { label: filteredBy }] : [{ label: text.title }]),
        ]}
      />
      <PageTitle>{text.title}</PageTitle>
      <p className={layoutStyles.muted}>{text.intro}</p>
      <Form method="get" action={href('shopping-centres-filtered')} className={s.filters} aria-label={text.filter}>
        <div className={s.filterField}>
          <label htmlFor="centre-city">{text.city}</label>
          <select id="centre-city" name="city" className={s.select} defaultValue={city}>
            <option value="">{text.allCities}</option>
            {cities.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className={s.filterField}>
          <label htmlFor="centre-category">{text.selling}</label>
          <select id="centre-category" name="category" className={s.select} defaultValue={category ? String(category.id) : ''}>
            <option value="">{text.anything}</option>
            {categories.map((c) => (
              <option key={c.id} translate="no" value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <button className={button()} type="submit">
          {text.show}
        </button>
      </Form>
      <p role="status" className={layoutStyles.muted}>
        {text.count}
        {filteredBy ? ` ${text.forFilter.replace('{filter}', filteredBy)}` : ''}
        {filteredBy ? (
          <>
            {' · '}
            <Link to={href('shopping-centres')}>{text.clear}</Link>
          </>
        ) : null}
      </p>
      {centres.length ? (
        <ul className={s.list} aria-label={text.title}>
          {centres.map((c) => (
            <li key={c.id} className={s.card}>
              <h2 className={s.name} translate="no">
                <Link to={href('shopping-centre', { id: c.id })}>{c.name}</Link>
              </h2>
              <p className={s.meta}>
                <span translate="no">
                  {c.suburb}, {c.city}
                </span>{' '}
                · {c.storeCountLabel}
              </p>
              <p translate="no">{c.description}</p>
              <p className={s.meta} translate="no">
                {c.hours}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <Empty>{text.none}</Empty>
      )}
      <Pagination page={pageInfo.page} totalPages={pageInfo.totalPages} hrefFor={(n) => withPage(new URL(url), n)} />
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
