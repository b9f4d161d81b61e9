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
import { requestTranslator } from '~/lib/i18n/translate.server';
import { centreText, openWords } from '~/features/stores/stores-text.server';

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
  const { t } = requestTranslator(request);
  const open = openWords(t);
  const stores = found.stores.map((store) => {
    const openNow = openState(store.openingHours, now, open);
    const label = openNow?.open ? t('stores.openNow', { label: openNow.label }) : (openNow?.label ?? null);
    return { ...store, openNow, openLabel: label, listings: t('stores.listingsCount', { count: store.productCount }) };
  });
  const openCount = stores.filter((st) => st.openNow?.open).length;
  const text = {
    ...centreText(t, found.centre),
    title: t('stores.centreTitle', { name: found.centre.name, city: found.centre.city }),
    counts: `${t('stores.storeCount', { count: stores.length })} · ${t('stores.openNowCount', { count: openCount })}`,
    // The map's points: this centre and its neighbours, or the centre alone within 1 km (as the page draws it).
    mapLabel: nearby.length
      ? t('stores.mapOfCentres', { count: nearby.length + 1, km: NEARBY_KM, name: found.centre.name })
      : t('stores.mapOfStores', { count: 1, km: 1, name: found.centre.name }),
  };
  return { centre: found.centre, stores, nearby, map: context.publicConfig, text };
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data ? [{ title: `${data.text.title} — Musika` }, { name: 'description', content: data.centre.description }] : statusMeta(error, matches);

export default function ShoppingCentre() {
  const { centre, stores, nearby, map, text } = useLoaderData<typeof loader>();
  const points = [
    { id: centre.id, name: centre.name, lat: centre.coordinates.lat, lng: centre.coordinates.lng },
    ...nearby.map((c) => ({ id: c.id, name: c.name, lat: c.coordinates.lat, lng: c.coordinates.lng })),
  ];
  return (
    <>
      <Breadcrumbs items={[{ label: text.home, to: href('home') }, { label: text.centres, to: href('shopping-centres') }, { label: centre.name }]} />
      <PageTitle>
        <span translate="no">{centre.name}</span>
      </PageTitle>
      <p className={layoutStyles.muted} translate="no">
        {centre.streetAddress}, {centre.suburb}, {centre.city}
      </p>
      <div className={s.layout}>
        <div>
          <p translate="no">{centre.description}</p>
          <dl className={s.facts}>
            <dt>{text.hours}</dt>
            <dd translate="no">{centre.hours}</dd>
            <dt>{text.parking}</dt>
            <dd translate="no">{centre.parking}</dd>
            <dt>{text.directions}</dt>
            <dd>
              <a href={`https://www.google.com/maps/search/?api=1&query=${centre.coordinates.lat},${centre.coordinates.lng}`} rel="noopener">
                {text.openInMaps}
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
            mapLabel={text.mapLabel}
            tileUrl={map.mapTileUrl}
            attribution={map.mapAttribution}
          />
          <ol className={s.mapKey} aria-label={text.onTheMap}>
            <li>
              <strong translate="no">{centre.name}</strong> {text.thisCentre}
            </li>
            {nearby.map((c) => (
              <li key={c.id}>
                <Link to={href('shopping-centre', { id: c.id })} translate="no">
                  {c.name}
                </Link>
                , <span translate="no">{c.suburb}</span> · {text.kmAway.replace('{km}', c.km < 1 ? text.underOne : c.km.toFixed(1))}
              </li>
            ))}
          </ol>
        </div>
      </div>
      <Section title={text.storesAt}>
        <p className={layoutStyles.muted} role="status">
          {text.counts}
        </p>
        {stores.length ? (
          <ul className={s.stores} aria-label={text.storesLabel}>
            {stores.map((st) => (
              <li key={st.id} className={s.store}>
                {st.logo ? <img className={s.logo} src={st.logo} alt="" width={48} height={48} loading="lazy" /> : <span />}
                <div>
                  <Link to={href('storefront', { bSlug: st.slug })}>
                    <strong translate="no">{st.name}</strong>
                  </Link>
                  <p className={s.meta}>{[st.unit, st.categories.map((c) => c.name).join(' · '), st.listings].filter(Boolean).join(' · ')}</p>
                  {st.openNow ? <p className={st.openNow.open ? s.open : s.closed}>{st.openLabel}</p> : null}
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
          <Empty>{text.noStores}</Empty>
        )}
      </Section>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
