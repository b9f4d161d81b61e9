/**
 * Store finder (spec §2): stores near a point, nearest first, with their distance and a map. The point is the
 * browser's location (when allowed), a chosen city, the city remembered for this visit, or Harare.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, Empty, PageTitle, layoutStyles } from '~/components/layout';
import { cityBySlug } from '~/features/search/cities';
import { rememberCity, rememberedCity } from '~/features/search/city-cookie.server';
import { NearYouControls } from '~/features/search/near-you-controls';
import { nearYouText } from '~/features/search/search-text.server';
import { parseSearch, searchCentre } from '~/features/search/search-params.server';
import * as searchStyles from '~/features/search/search-page.css';
import * as s from '~/features/stores/store-finder.css';
import { StoreMap } from '~/features/stores/store-map';
import { query } from '~/graphql/client.server';
import { StoreFinderQuery } from '~/graphql/queries/search.server';
import { href } from '~/routes';
import { displayPhone, phoneHref } from '~/lib/phone-display';
import { storeFinderText } from '~/features/stores/store-finder-text.server';
import { requestTranslator } from '~/lib/i18n/translate.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.text.meta ?? 'Store finder — Musika' },
  { name: 'description', content: data?.text.description ?? 'Find Musika stores near you, with distances and a map.' },
];

const DEFAULT_CITY = 'harare';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { state } = parseSearch(new URL(request.url).searchParams);
  const remembered = await rememberedCity(request);
  const found = searchCentre(state, remembered);
  const harare = cityBySlug(DEFAULT_CITY)!;
  const centre = found ?? { lat: harare.lat, lng: harare.lng, label: harare.name, city: harare };
  const radiusKm = state.radius ?? 25;
  const { storeFinder } = await query(context, request, StoreFinderQuery, {
    near: { lat: centre.lat, lng: centre.lng },
    radiusKm,
    category: state.category,
  });
  const cookie = await rememberCity(request, state.city, remembered);
  const { t } = requestTranslator(request);
  return data(
    {
      stores: storeFinder,
      centre: { lat: centre.lat, lng: centre.lng, label: centre.label },
      chosenDefault: !found,
      state: { city: state.city ?? centre.city?.slug, radius: radiusKm, lat: state.lat, lng: state.lng },
      map: context.publicConfig,
      nearText: nearYouText(request),
      text: storeFinderText(t, {
        count: storeFinder.length,
        radius: radiusKm,
        place: centre.label,
        chosenDefault: !found,
        here: state.lat !== undefined && state.lng !== undefined,
      }),
    },
    { headers: cookie ? { 'Set-Cookie': cookie } : undefined },
  );
}

export default function StoreFinder() {
  const { stores, centre, state, map, nearText, text } = useLoaderData<typeof loader>();
  const mapStores = stores.map((b) => ({ id: b.id, name: b.name, lat: b.coordinates.lat, lng: b.coordinates.lng }));
  return (
    <>
      <Breadcrumbs items={[{ label: text.home, to: href('home') }, { label: text.stores, to: href('stores-list') }, { label: text.crumb }]} />
      <PageTitle>{text.title}</PageTitle>
      <p className={layoutStyles.muted}>{text.count}</p>
      <Form id="store-finder" method="get" className={searchStyles.toolbar} aria-label={text.where}>
        <NearYouControls formId="store-finder" city={state.city} radius={state.radius} lat={state.lat} lng={state.lng} text={nearText} />
        <button className={button()} type="submit">
          {text.find}
        </button>
      </Form>
      <div className={s.layout}>
        <StoreMap
          centre={centre}
          radiusKm={state.radius}
          stores={mapStores}
          label={centre.label}
          mapLabel={text.map}
          tileUrl={map.mapTileUrl}
          attribution={map.mapAttribution}
        />
        {stores.length ? (
          <ol className={s.list} aria-label={text.list}>
            {stores.map((b, i) => (
              <li key={b.id} className={s.item}>
                <span className={s.number} aria-hidden="true">
                  {i + 1}
                </span>
                <div>
                  <Link className={s.name} translate="no" to={href('storefront', { bSlug: b.slug })}>
                    {b.name}
                  </Link>
                  <p className={s.meta} translate="no">
                    {b.distanceKm != null ? `${b.distanceKm.toFixed(1)} km · ` : ''}
                    {[b.address.streetAddress, b.address.suburb, b.address.city].filter(Boolean).join(', ')}
                  </p>
                  <p className={s.meta}>
                    {/* A store's business categories are its own labels, stored as written. */}
                    <span translate="no">{b.categories.map((c) => c.name).join(' · ')}</span>
                    {' · '}
                    {text.listings.replace('{count}', String(b.productCount))}
                    {b.phone ? (
                      <>
                        {' · '}
                        <a href={phoneHref(b.phone)}>{displayPhone(b.phone)}</a>
                      </>
                    ) : null}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        ) : (
          <Empty>{text.none}</Empty>
        )}
      </div>
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
