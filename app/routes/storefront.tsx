import { capitalised } from '~/lib/capitalised';
import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { NavLink, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, Empty, PageTitle, Section, layoutStyles } from '~/components/layout';
import { Pagination, pageFromUrl, withPage } from '~/components/pagination';
import { ProductGrid } from '~/components/product-card';
import { statusMeta } from '~/components/status-meta';
import * as s from '~/features/catalogue/storefront.css';
import { sectionForPath, STOREFRONT_SECTIONS } from '~/features/catalogue/storefront-sections';
import { StoreSearch } from '~/features/stores/store-search';
import { FollowStore } from '~/features/followers/follow-store';
import { loadStoreFollow } from '~/features/followers/follow-store.server';
import { FOLLOW_FAILURE_PARAM, followFailureMessage } from '~/features/followers/follow-failures';
import { openState } from '~/lib/opening-hours';
import { query } from '~/graphql/client.server';
import { invariantFound } from '~/lib/invariant-response.server';
import { StorefrontQuery } from '~/graphql/queries/catalogue.server';
import { href } from '~/routes';
import { displayPhone, phoneHref, whatsAppHref } from '~/lib/phone-display';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { followText, openWords, storefrontText } from '~/features/stores/stores-text.server';

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data ? [{ title: `${data.business.name} — Musika` }, { name: 'description', content: data.business.description }] : statusMeta(error, matches);

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const section = sectionForPath(url.pathname);
  const { business } = await query(context, request, StorefrontQuery, {
    slug: params.bSlug ?? '',
    page: pageFromUrl(url),
    kinds: section?.kinds ?? [],
    allKinds: !section,
  });
  const found = invariantFound(business, 'Store not found');
  // A renamed store answers under its old slug with its new one: old links move there for good (301).
  if (params.bSlug && found.slug !== params.bSlug) {
    const subRoute = url.pathname.split('/').slice(3).filter(Boolean).join('/');
    throw redirect(`${href('storefront', { bSlug: found.slug })}${subRoute ? `/${subRoute}` : ''}${url.search}`, 301);
  }
  const products = found.products ?? found.productsOfKinds;
  if (!products) throw new Response('Store products are unavailable', { status: 500 });
  // Computed here so the server and the browser show the same words (no hydration mismatch at the minute).
  const { t } = requestTranslator(request);
  const openNow = openState(found.openingHours, new Date(), openWords(t));
  const counts = new Map(found.kindCounts.map((k) => [k.value, k.count]));
  const sections = STOREFRONT_SECTIONS.map((sec) => ({ ...sec, count: sec.kinds.reduce((n, k) => n + (counts.get(k) ?? 0), 0) })).filter(
    (sec) => sec.count > 0,
  );
  // Per viewer (following or not), so it is fetched with the visitor's own token and never edge-cached.
  const follow = await loadStoreFollow(context, request, found.id);
  const followFailure = followFailureMessage(url.searchParams.get(FOLLOW_FAILURE_PARAM), t);
  const text = { ...storefrontText(t, found.name), follow: followText(t, follow?.followers ?? 0) };
  return { business: found, products, openNow, section: section?.segment ?? null, sections, url: url.toString(), follow, followFailure, text };
}

export default function Storefront() {
  const { business: b, products, openNow, section, sections, url, follow, followFailure, text } = useLoaderData<typeof loader>();
  const { page, totalPages, total } = products.pageInfo;
  const current = sections.find((sec) => sec.segment === section);
  const address = [b.address.shopAddress, b.address.streetAddress, b.address.suburb, b.address.city].filter(Boolean).join(', ');
  return (
    <>
      <Breadcrumbs items={[{ label: text.home, to: href('home') }, { label: text.stores, to: href('stores-list') }, { label: b.name }]} />
      {b.coverImage ? <img className={s.cover} src={b.coverImage} alt="" width={1200} height={400} /> : null}
      <div className={s.head}>
        {b.logo ? <img className={s.logo} src={b.logo} alt={text.logoAlt} width={72} height={72} /> : null}
        <div>
          <PageTitle>
            <span translate="no">{b.name}</span>
          </PageTitle>
          <p className={layoutStyles.muted} translate="no">
            {b.categories.map((c) => c.name).join(' · ')} · {b.city}
          </p>
          {openNow ? <p className={openNow.open ? s.open : s.closed}>{openNow.label}</p> : null}
          <FollowStore follow={follow} slug={b.slug} failure={followFailure} text={text.follow} />
        </div>
      </div>
      {sections.length > 0 ? (
        <nav className={s.sections} aria-label={text.sectionsLabel}>
          <NavLink className={s.sectionLink} to={href('storefront', { bSlug: b.slug })} end>
            {text.all}
          </NavLink>
          {sections.map((sec) => (
            <NavLink key={sec.segment} className={s.sectionLink} to={href(sec.routeId, { bSlug: b.slug })}>
              {text.sections[sec.segment] ?? sec.label} ({sec.count})
            </NavLink>
          ))}
        </nav>
      ) : null}
      <StoreSearch storeId={b.id} storeName={b.name} text={text.search} />
      <div className={s.layout}>
        <div>
          <p translate="no">{b.description}</p>
          <Section title={`${current ? (text.sections[current.segment] ?? current.label) : text.listings} (${total})`}>
            {products.items.length > 0 ? <ProductGrid products={products.items} eagerCount={4} /> : <Empty>{text.nothingListed}</Empty>}
            <Pagination page={page} totalPages={totalPages} hrefFor={(p) => withPage(new URL(url), p)} />
          </Section>
        </div>
        <aside className={s.aside} aria-label={text.details}>
          <p>
            <a href={href('inbox-chat-start', { bID: b.id })} rel="nofollow" data-testid="message-store">
              {text.message}
            </a>
          </p>
          <p>
            <strong>{text.address}</strong>
            <br />
            <span translate="no">
              {address}, {b.address.province}
            </span>
          </p>
          {b.phone ? (
            <p>
              <strong>{text.phone}</strong>
              <br />
              <a href={phoneHref(b.phone)}>{displayPhone(b.phone)}</a>
            </p>
          ) : null}
          {b.whatsApp ? (
            <p>
              <a href={whatsAppHref(b.whatsApp)} rel="noopener noreferrer" target="_blank">
                {text.whatsApp}
              </a>
            </p>
          ) : null}
          {b.openingHours.length > 0 ? (
            <table className={s.hours}>
              <caption className="visually-hidden">{text.openingHours}</caption>
              <tbody>
                {b.openingHours.map((d) => (
                  <tr key={d.day}>
                    <th scope="row" className={s.hoursDay}>
                      {text.days[d.day] ?? capitalised(d.day)}
                    </th>
                    <td className={s.hoursCell}>{d.closed ? text.closed : `${d.open} – ${d.close}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {b.socials.length > 0 ? (
            <p>
              {b.socials.map((so) => (
                <a key={so.network} className={s.social} href={so.url} rel="noopener noreferrer" target="_blank">
                  {capitalised(so.network)}
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
