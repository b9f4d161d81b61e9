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
import { featureRatingText } from '~/features/feedback/feedback-text.server';
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
import { adWords, countText, paginationText } from '~/features/catalogue/browse-text.server';
import { localCategory } from '~/features/catalogue/category-names.server';
import { localScreen } from '~/features/search/screen-text.server';
import { FILTER_TEXT_KEYS, NEAR_TEXT_KEYS } from '~/features/search/search-text';
import { messagesFor, requestTranslator, type MessageKey, type Translate } from '~/lib/i18n/translate.server';

export const meta: MetaFunction<typeof loader> = ({ data: d, error, matches }) => {
  if (!d) return statusMeta(error, matches);
  return [{ title: `${d.text.metaTitle} — Musika` }, { name: 'description', content: d.screen.intro }];
};

const SORT_KEYS: Record<string, MessageKey> = {
  RELEVANCE: 'search.sortRelevance',
  NEWEST: 'search.sortNewest',
  PRICE_ASC: 'search.sortPriceAsc',
  PRICE_DESC: 'search.sortPriceDesc',
  RATING: 'search.sortRating',
  DISTANCE: 'search.sortDistance',
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
  // The words in the page's language (issue 33 §3): the page's sentences finished here, the filter panel's as
  // messages it fills (search-text.ts).
  const { language, t } = requestTranslator(request);
  const local = localScreen(screen, language, t);
  const facets = result.searchFacets;
  return data(
    {
      screen: local,
      state: { ...state, city: state.city ?? centre?.city?.slug },
      ignored,
      centre,
      sortBy,
      results: result.search,
      facets: { ...facets, categories: facets.categories.map((c) => localCategory(language, t, c)) },
      sponsored: sponsoredHtml(result.sponsoredAds, rateMicros, adWords(language, t)),
      text: searchText(t, { screen: local, state, ignored, centre, pageInfo: result.search.pageInfo, items: result.search.items }),
      filterText: {
        ...messagesFor(language, [...FILTER_TEXT_KEYS, ...NEAR_TEXT_KEYS]),
        countedNewest: facets.countedNewest ? t('search.countsFromNewest', { count: facets.countedNewest }) : '',
      },
      pager: paginationText(t),
      rating: featureRatingText(t, t('support.searchResults')),
    },
    { headers: cookie ? { 'Set-Cookie': cookie } : undefined },
  );
}

export default function Search() {
  const { screen, state, centre, results, facets, sponsored, text, filterText, pager, rating } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const action = screen.nearYou ? screen.nearYouPath : screen.basePath;
  const updating = navigation.state === 'loading' && navigation.location.pathname === action;
  const { page, totalPages } = results.pageInfo;
  return (
    <>
      <Breadcrumbs
        items={[
          { label: text.home, to: href('home') },
          { label: screen.title, to: screen.nearYou ? screen.basePath : undefined },
          ...(screen.nearYou ? [{ label: text.nearYouCrumb }] : []),
        ]}
      />
      <PageTitle>
        {screen.raw && !state.term ? <span translate="no">{text.heading}</span> : text.heading}
        {text.near}
      </PageTitle>
      <p className={layoutStyles.muted}>
        {screen.intro}{' '}
        {screen.nearYou ? (
          <Link to={searchUrl(screen.basePath, { ...state, lat: undefined, lng: undefined, city: undefined, radius: undefined, page: undefined })}>
            {text.searchEverywhere}
          </Link>
        ) : (
          <Link to={searchUrl(screen.nearYouPath, { ...state, page: undefined })}>{text.showNearYou}</Link>
        )}
      </p>
      {text.onlyListings ? (
        <p className={s.notice}>
          {text.onlyListings}{' '}
          <Link to={searchUrl(action, { ...state, bID: undefined, bTerm: undefined, page: undefined })}>{text.searchAllMusika}</Link>
        </p>
      ) : null}
      {text.countedNewest ? <p className={s.notice}>{text.countedNewest}</p> : null}
      {text.ignored ? <p className={s.notice}>{text.ignored}</p> : null}
      {text.chooseCity ? <p className={s.notice}>{text.chooseCity}</p> : null}
      <div className={s.layout}>
        <FilterPanel action={action} state={state} facets={facets} controls={screen.controls} nearYou={screen.nearYou} text={filterText} />
        <section aria-labelledby="results-title" className={updating ? s.busy : undefined} aria-busy={updating}>
          <div className={s.toolbar}>
            <h2 id="results-title" className={layoutStyles.muted}>
              {text.count}
            </h2>
            <label className={s.sortLabel}>
              {text.sortBy}
              {/* Part of the filter form (form attribute); empty means the screen's default order. */}
              <select
                name="sort"
                form={FILTER_FORM_ID}
                className={s.control}
                defaultValue={state.sort ?? ''}
                key={state.sort ?? 'default'}
                onChange={(event) => event.currentTarget.form?.requestSubmit()}
              >
                <option value="">{text.sortDefault}</option>
                {SORT_OPTIONS.filter((o) => (o.value !== 'DISTANCE' || centre) && o.value !== (centre ? 'DISTANCE' : 'RELEVANCE')).map((o) => (
                  <option key={o.value} value={o.value}>
                    {text.sort[o.value]}
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
              {text.empty} {text.tryFewer}
              <span className={s.suggestions}>
                <Link to={searchUrl(action, { term: state.term, ...storeScope(state), per_page: state.per_page, sale: [], kind: [], attr: [] })}>
                  {text.clearFilters}
                </Link>
                {screen.nearYou ? <Link to={searchUrl(action, { ...state, radius: 50, page: undefined })}>{text.within50}</Link> : null}
                {state.term ? (
                  <Link to={searchUrl(href('search'), { term: state.term, sale: [], kind: [], attr: [] })}>{text.searchAllMusika}</Link>
                ) : null}
              </span>
            </Empty>
          )}
          <Pagination page={page} totalPages={totalPages} hrefFor={(p) => searchUrl(action, { ...state, page: p })} text={pager} />
          {/* Asks for a rating of the results at most once every 2 months (spec §2 overlay 6, §9). */}
          {results.items.length > 0 ? <FeatureRating feature="search-results" text={rating} /> : null}
        </section>
      </div>
    </>
  );
}

/** "in Borrowdale Digital" for a search within one store (named by its listings), "from stores named …" for bTerm. */
function storeScopeLabel(t: Translate, state: { bID?: number; bTerm?: string }, items: { business: { id: string; name: string } }[]): string | null {
  if (state.bID !== undefined) {
    const store = items.find((p) => p.business.id === String(state.bID))?.business.name;
    return store ? t('search.inStore', { store }) : t('search.inThisStore');
  }
  return state.bTerm ? t('search.storesNamed', { term: state.bTerm }) : null;
}

/** The search page's sentences in the page's language, finished with what the loader knows. */
function searchText(
  t: Translate,
  {
    screen,
    state,
    ignored,
    centre,
    pageInfo,
    items,
  }: {
    screen: { title: string; nearYou: boolean };
    state: { term?: string; bID?: number; bTerm?: string; page?: number };
    ignored: string[];
    centre: { city?: { name: string } } | null;
    pageInfo: { total: number; totalIsCapped?: boolean | null; page: number; countedNewest?: number | null };
    items: { business: { id: string; name: string } }[];
  },
) {
  const scope = storeScopeLabel(t, state, items);
  const titled = state.term ? t('search.metaTerm', { term: state.term, title: screen.title }) : screen.title;
  const { page, total } = pageInfo;
  return {
    home: t('common.home'),
    metaTitle: screen.nearYou ? t('search.metaNearYou', { title: titled }) : titled,
    heading: `${state.term ? t('search.resultsFor', { term: state.term }) : screen.title}${scope ? ` ${scope}` : ''}`,
    near: screen.nearYou ? (centre ? t('search.nearPlace', { place: centre.city?.name ?? t('search.yourLocation') }) : t('search.nearYou')) : '',
    nearYouCrumb: t('search.nearYouCrumb'),
    searchEverywhere: t('search.searchEverywhere'),
    showNearYou: t('search.showNearYou'),
    onlyListings: scope ? t('search.onlyListings', { scope }) : '',
    searchAllMusika: t('search.searchAllMusika'),
    countedNewest: pageInfo.countedNewest ? t('search.countedNewest', { count: pageInfo.countedNewest }) : '',
    ignored: ignored.length ? t('search.ignoredFilters', { filters: ignored.join(', ') }) : '',
    chooseCity: screen.nearYou && !centre ? t('search.chooseCity') : '',
    count: countText(t, 'search.resultsCount', pageInfo),
    sortBy: t('search.sortBy'),
    sortDefault: t(centre ? 'search.nearestFirst' : 'search.sortRelevance'),
    sort: Object.fromEntries(Object.entries(SORT_KEYS).map(([value, key]) => [value, t(key)])),
    empty:
      page > 1 && total > 0
        ? t('search.noMoreResults')
        : state.term
          ? t('search.nothingMatchesTerm', { term: state.term })
          : t('search.nothingMatches'),
    tryFewer: t(screen.nearYou ? 'search.tryFewerNearYou' : 'search.tryFewer'),
    clearFilters: t('search.clearFilters'),
    within50: t('search.within50'),
  };
}

export const ErrorBoundary = GeneralErrorBoundary;
