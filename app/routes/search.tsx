/**
 * Search and the category screens of every kind (spec §2), each with its near-you sub-route. Filters are in the
 * URL; results and facet counts come from one GraphQL query whose REST calls run in parallel.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData, useNavigation } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, Empty, PageTitle, layoutStyles } from '~/components/layout';
import { Pagination } from '~/components/pagination';
import { FeatureRating } from '~/features/feedback/feature-rating';
import { ProductGrid } from '~/components/product-card';
import { sponsoredHtml } from '~/features/ads/sponsored-html.server';
import { layoutRateMicros } from '~/features/layout/layout.server';
import { SponsoredSlot } from '~/features/ads/sponsored-slot';
import { statusMeta } from '~/components/status-meta';
import { rememberCity, rememberedCity } from '~/features/search/city-cookie.server';
import { cityBySlug } from '~/features/search/cities';
import { FILTER_FORM_ID, FilterPanel } from '~/features/search/filter-panel';
import { DEFAULT_PER_PAGE, parseSearch, searchCentre, toSearchInput } from '~/features/search/search-params.server';
import { searchUrl, SORT_OPTIONS, storeScope } from '~/features/search/search-url';
import * as s from '~/features/search/search-page.css';
import { screenForPath } from '~/features/search/screens';
import { query } from '~/graphql/client.server';
import { notFound } from '~/lib/invariant-response.server';
import { SearchPageQuery } from '~/graphql/queries/search.server';
import { href } from '~/routes';
import { resultCount } from '~/lib/result-count';

export const meta: MetaFunction<typeof loader> = ({ data: d, error }) => {
  if (!d) return statusMeta(error);
  const title = d.state.term ? `“${d.state.term}” — ${d.screen.title}` : d.screen.title;
  return [{ title: `${title}${d.screen.nearYou ? ' near you' : ''} — Musika` }, { name: 'description', content: d.screen.intro }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const screen = screenForPath(url.pathname);
  if (!screen) throw notFound();
  const { state, ignored } = parseSearch(url.searchParams);
  const remembered = await rememberedCity(request);
  const centre = screen.nearYou ? searchCentre(state, remembered) : null;
  const sortBy = state.sort === 'DISTANCE' && !centre ? 'RELEVANCE' : (state.sort ?? (centre ? 'DISTANCE' : 'RELEVANCE'));
  const adCategory = state.category ?? screen.fixed.category;
  const [result, rateMicros] = await Promise.all([
    query(
      context,
      request,
      SearchPageQuery,
      {
        input: toSearchInput(state, screen.fixed, centre),
        sortBy,
        page: state.page ?? 1,
        perPage: state.per_page ?? DEFAULT_PER_PAGE,
        // Sponsored ads, read in the same request: a search by its words, a category screen by its category.
        adPlacement: state.term || !adCategory ? 'SEARCH' : 'CATEGORY',
        adTerm: state.term,
        adCategory,
        adCity: cityBySlug(state.city)?.name ?? centre?.city?.name,
      },
      { optional: ['sponsoredAds'] },
    ),
    layoutRateMicros(context, request),
  ]);
  const cookie = await rememberCity(request, state.city, remembered);
  return data(
    {
      screen,
      state: { ...state, city: state.city ?? centre?.city?.slug },
      ignored,
      centre,
      sortBy,
      results: result.search,
      facets: result.searchFacets,
      sponsored: sponsoredHtml(result.sponsoredAds, rateMicros),
    },
    { headers: cookie ? { 'Set-Cookie': cookie } : undefined },
  );
}

export default function Search() {
  const { screen, state, ignored, centre, results, facets, sponsored } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const action = screen.nearYou ? screen.nearYouPath : screen.basePath;
  const updating = navigation.state === 'loading' && navigation.location.pathname === action;
  const { total, page, totalPages } = results.pageInfo;
  const scope = storeScopeLabel(state, results.items);
  const heading = `${state.term ? `Results for “${state.term}”` : screen.title}${scope ? ` ${scope}` : ''}`;
  return (
    <>
      <Breadcrumbs
        items={[
          { label: 'Home', to: href('home') },
          { label: screen.title, to: screen.nearYou ? screen.basePath : undefined },
          ...(screen.nearYou ? [{ label: 'Near you' }] : []),
        ]}
      />
      <PageTitle>
        {heading}
        {screen.nearYou ? ` near ${centre ? centre.label : 'you'}` : ''}
      </PageTitle>
      <p className={layoutStyles.muted}>
        {screen.intro}{' '}
        {screen.nearYou ? (
          <Link to={searchUrl(screen.basePath, { ...state, lat: undefined, lng: undefined, city: undefined, radius: undefined, page: undefined })}>
            Search everywhere
          </Link>
        ) : (
          <Link to={searchUrl(screen.nearYouPath, { ...state, page: undefined })}>Show what's near you →</Link>
        )}
      </p>
      {scope ? (
        <p className={s.notice}>
          Only listings {scope}.{' '}
          <Link to={searchUrl(action, { ...state, bID: undefined, bTerm: undefined, page: undefined })}>Search all of Musika</Link>
        </p>
      ) : null}
      {results.pageInfo.countedNewest ? (
        <p className={s.notice}>
          So many listings match that only the newest {results.pageInfo.countedNewest.toLocaleString('en')} were searched, in the order you chose. Add
          a word to search them all.
        </p>
      ) : null}
      {ignored.length ? <p className={s.notice}>Some filters in the link were not valid and were left out: {ignored.join(', ')}.</p> : null}
      {screen.nearYou && !centre ? <p className={s.notice}>Choose your city or use your location to see how far each listing is.</p> : null}
      <div className={s.layout}>
        <FilterPanel action={action} state={state} facets={facets} controls={screen.controls} nearYou={screen.nearYou} />
        <section aria-labelledby="results-title" className={updating ? s.busy : undefined} aria-busy={updating}>
          <div className={s.toolbar}>
            <h2 id="results-title" className={layoutStyles.muted}>
              {resultCount(results.pageInfo, 'result', 'results')}
            </h2>
            <label className={s.sortLabel}>
              Sort by
              {/* Part of the filter form (form attribute); empty means the screen's default order. */}
              <select
                name="sort"
                form={FILTER_FORM_ID}
                className={s.control}
                defaultValue={state.sort ?? ''}
                key={state.sort ?? 'default'}
                onChange={(event) => event.currentTarget.form?.requestSubmit()}
              >
                <option value="">{centre ? 'Nearest first' : 'Best match'}</option>
                {SORT_OPTIONS.filter((o) => (o.value !== 'DISTANCE' || centre) && o.value !== (centre ? 'DISTANCE' : 'RELEVANCE')).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <SponsoredSlot html={sponsored} />
          {results.items.length > 0 ? (
            <ProductGrid products={results.items} eagerCount={4} />
          ) : (
            <Empty>
              {page > 1 && total > 0 ? 'There are no more results.' : `Nothing matches${state.term ? ` “${state.term}”` : ''} with these filters.`}{' '}
              Try fewer filters
              {screen.nearYou ? ', a wider distance' : ''} or different words.
              <span className={s.suggestions}>
                <Link to={searchUrl(action, { term: state.term, ...storeScope(state), per_page: state.per_page, sale: [], kind: [], attr: [] })}>
                  Clear the filters
                </Link>
                {screen.nearYou ? <Link to={searchUrl(action, { ...state, radius: 50, page: undefined })}>Look within 50 km</Link> : null}
                {state.term ? (
                  <Link to={searchUrl(href('search'), { term: state.term, sale: [], kind: [], attr: [] })}>Search all of Musika</Link>
                ) : null}
              </span>
            </Empty>
          )}
          <Pagination page={page} totalPages={totalPages} hrefFor={(p) => searchUrl(action, { ...state, page: p })} />
          {/* Asks for a rating of the results at most once every 2 months (spec §2 overlay 6, §9). */}
          {results.items.length > 0 ? <FeatureRating feature="search-results" label="these search results" /> : null}
        </section>
      </div>
    </>
  );
}

/** "in Borrowdale Digital" for a search within one store (named by its listings), "from stores named …" for bTerm. */
function storeScopeLabel(state: { bID?: number; bTerm?: string }, items: { business: { id: string; name: string } }[]): string | null {
  if (state.bID !== undefined) return `in ${items.find((p) => p.business.id === String(state.bID))?.business.name ?? 'this store'}`;
  return state.bTerm ? `from stores named “${state.bTerm}”` : null;
}

export const ErrorBoundary = GeneralErrorBoundary;
