import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, Empty, PageTitle, Section, layoutStyles } from '~/components/layout';
import { Pagination, pageFromUrl, withPage } from '~/components/pagination';
import { ProductGrid } from '~/components/product-card';
import * as s from '~/features/catalogue/storefront.css';
import { invariantFound, query } from '~/graphql/client.server';
import { StorefrontQuery } from '~/graphql/queries/catalogue.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: `${data.business.name} — Musika` }, { name: 'description', content: data.business.description }] : [];

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { business } = await query(context, request, StorefrontQuery, { slug: params.bSlug ?? '', page: pageFromUrl(url) });
  return { business: invariantFound(business, 'Store not found'), url: url.toString() };
}

const capital = (v: string) => v.charAt(0).toUpperCase() + v.slice(1);

export default function Storefront() {
  const { business: b, url } = useLoaderData<typeof loader>();
  const { page, totalPages, total } = b.products.pageInfo;
  const address = [b.address.shopAddress, b.address.streetAddress, b.address.suburb, b.address.city].filter(Boolean).join(', ');
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', to: href('home') }, { label: 'Stores' }, { label: b.name }]} />
      {b.coverImage ? <img className={s.cover} src={b.coverImage} alt="" width={1200} height={400} /> : null}
      <div className={s.head}>
        {b.logo ? <img className={s.logo} src={b.logo} alt={`${b.name} logo`} width={72} height={72} /> : null}
        <div>
          <PageTitle>{b.name}</PageTitle>
          <p className={layoutStyles.muted}>
            {b.categories.map((c) => c.name).join(' · ')} · {b.city}
          </p>
        </div>
      </div>
      <div className={s.layout}>
        <div>
          <p>{b.description}</p>
          <Section title={`Listings (${total})`}>
            {b.products.items.length > 0 ? (
              <ProductGrid products={b.products.items} eagerCount={4} />
            ) : (
              <Empty>This store has nothing listed yet.</Empty>
            )}
            <Pagination page={page} totalPages={totalPages} hrefFor={(p) => withPage(new URL(url), p)} />
          </Section>
        </div>
        <aside className={s.aside} aria-label="Store details">
          <p>
            <strong>Address</strong>
            <br />
            {address}, {b.address.province}
          </p>
          {b.phone ? (
            <p>
              <strong>Phone</strong>
              <br />
              <a href={`tel:${b.phone.replace(/\s/g, '')}`}>{b.phone}</a>
            </p>
          ) : null}
          {b.whatsApp ? (
            <p>
              <a href={`https://wa.me/${b.whatsApp.replace(/\D/g, '')}`} rel="noopener noreferrer" target="_blank">
                Chat on WhatsApp
              </a>
            </p>
          ) : null}
          {b.openingHours.length > 0 ? (
            <table className={s.hours}>
              <caption className="visually-hidden">Opening hours</caption>
              <tbody>
                {b.openingHours.map((d) => (
                  <tr key={d.day}>
                    <th scope="row" className={s.hoursDay}>
                      {capital(d.day)}
                    </th>
                    <td className={s.hoursCell}>{d.closed ? 'Closed' : `${d.open} – ${d.close}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {b.socials.length > 0 ? (
            <p>
              {b.socials.map((so) => (
                <a key={so.network} className={s.social} href={so.url} rel="noopener noreferrer" target="_blank">
                  {capital(so.network)}
                </a>
              ))}
            </p>
          ) : null}
        </aside>
      </div>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
