/**
 * One shopping centre (/shopping-centres/{id}): its address, hours and map, and the Musika stores inside with
 * whether each is open now (Africa/Harare time, app/lib/opening-hours.ts). Public and edge-cached: "open now"
 * is at most a few minutes old, and each store's hours are listed next to it.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, Empty, PageTitle, Section, layoutStyles } from '~/components/layout';
import { statusMeta } from '~/components/status-meta';
import * as s from '~/features/shopping-centres/shopping-centres.css';
import { StoreMap } from '~/features/stores/store-map';
import { query } from '~/graphql/client.server';
import { invariantFound, notFound } from '~/lib/invariant-response.server';
import { NearbyCentresQuery, ShoppingCentreQuery } from '~/graphql/queries/content-pages.server';
import { kmFrom } from '~/features/stores/offline-map';

/** Centres this close share the map: a city's width. */
const NEARBY_KM = 15;
import { openState } from '~/lib/opening-hours';
import { href } from '~/routes';
import { displayPhone, phoneHref } from '~/lib/phone-display';

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  if (!/^\d{1,9}$/.test(id)) throw notFound();
  const { shoppingCentre } = await query(context, request, ShoppingCentreQuery, { id });
  const found = invariantFound(shoppingCentre, 'Shopping centre not found');
  // The city's other centres give the map its bearings (a second read, after the centre names its city).
  const { shoppingCentres } = await query(context, request, NearbyCentresQuery, { city: found.centre.city });
  const here = found.centre.coordinates;
  const nearby = shoppingCentres.items
    .filter((c) => c.id !== found.centre.id)
    .map((c) => ({ ...c, km: kmFrom(here, c.coordinates) }))
    .filter((c) => c.km <= NEARBY_KM)
    .sort((a, b) => a.km - b.km);
  const now = new Date();
  const stores = found.stores.map((store) => ({ ...store, openNow: openState(store.openingHours, now) }));
  return { centre: found.centre, stores, nearby, map: context.publicConfig };
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data
    ? [{ title: `${data.centre.name}, ${data.centre.city} — Shopping centres — Musika` }, { name: 'description', content: data.centre.description }]
    : statusMeta(error, matches);

export default function ShoppingCentre() {
  const { centre, stores, nearby, map } = useLoaderData<typeof loader>();
  const points = [
    { id: centre.id, name: centre.name, lat: centre.coordinates.lat, lng: centre.coordinates.lng },
    ...nearby.map((c) => ({ id: c.id, name: c.name, lat: c.coordinates.lat, lng: c.coordinates.lng })),
  ];
  const openCount = stores.filter((st) => st.openNow?.open).length;
  return (
    <>
      <Breadcrumbs
        items={[{ label: 'Home', to: href('home') }, { label: 'Shopping centres', to: href('shopping-centres') }, { label: centre.name }]}
      />
      <PageTitle>{centre.name}</PageTitle>
      <p className={layoutStyles.muted}>
        {centre.streetAddress}, {centre.suburb}, {centre.city}
      </p>
      <div className={s.layout}>
        <div>
          <p>{centre.description}</p>
          <dl className={s.facts}>
            <dt>Centre hours</dt>
            <dd>{centre.hours}</dd>
            <dt>Parking</dt>
            <dd>{centre.parking}</dd>
            <dt>Directions</dt>
            <dd>
              <a href={`https://www.google.com/maps/search/?api=1&query=${centre.coordinates.lat},${centre.coordinates.lng}`} rel="noopener">
                Open in maps
              </a>
            </dd>
          </dl>
        </div>
        <div>
          <StoreMap
            centre={centre.coordinates}
            radiusKm={nearby.length ? NEARBY_KM : 1}
            stores={points}
            label={centre.name}
            noun={nearby.length ? 'shopping centres' : 'stores'}
            tileUrl={map.mapTileUrl}
            attribution={map.mapAttribution}
          />
          <ol className={s.mapKey} aria-label="On the map">
            <li>
              <strong>{centre.name}</strong> (this centre)
            </li>
            {nearby.map((c) => (
              <li key={c.id}>
                <Link to={href('shopping-centre', { id: c.id })}>{c.name}</Link>, {c.suburb} · {c.km < 1 ? 'under 1' : c.km.toFixed(1)} km away
              </li>
            ))}
          </ol>
        </div>
      </div>
      <Section title={`Stores at ${centre.name}`}>
        <p className={layoutStyles.muted} role="status">
          {stores.length === 1 ? '1 store' : `${stores.length} stores`} · {openCount} open now
        </p>
        {stores.length ? (
          <ul className={s.stores} aria-label="Stores">
            {stores.map((st) => (
              <li key={st.id} className={s.store}>
                {st.logo ? <img className={s.logo} src={st.logo} alt="" width={48} height={48} loading="lazy" /> : <span />}
                <div>
                  <Link to={href('storefront', { bSlug: st.slug })}>
                    <strong>{st.name}</strong>
                  </Link>
                  <p className={s.meta}>
                    {[st.unit, st.categories.map((c) => c.name).join(' · '), `${st.productCount} listings`].filter(Boolean).join(' · ')}
                  </p>
                  {st.openNow ? (
                    <p className={st.openNow.open ? s.open : s.closed}>{st.openNow.open ? `Open now · ${st.openNow.label}` : st.openNow.label}</p>
                  ) : null}
                  {st.phone ? (
                    <p className={s.meta}>
                      <a href={phoneHref(st.phone)}>{displayPhone(st.phone)}</a>
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>No Musika stores here yet.</Empty>
        )}
      </Section>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
