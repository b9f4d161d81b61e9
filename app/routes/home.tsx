import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { CategoryTiles } from '~/components/category-tile';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Section } from '~/components/layout';
import { ProductGrid } from '~/components/product-card';
import { sponsoredHtml } from '~/features/ads/sponsored-html.server';
import { SponsoredSlot } from '~/features/ads/sponsored-slot';
import * as s from '~/features/catalogue/home.css';
import { sharedQuery } from '~/graphql/shared-query.server';
import { HomeQuery } from '~/graphql/queries/catalogue.server';
import { href } from '~/routes';
import { adWords, countText } from '~/features/catalogue/browse-text.server';
import { localCategory } from '~/features/catalogue/category-names.server';
import { pick, requestTranslator } from '~/lib/i18n/translate.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.text['browse.homeMetaTitle'] },
  { name: 'description', content: data?.text['browse.homeMetaDescription'] },
];

const TEXT_KEYS = [
  'browse.homeMetaTitle',
  'browse.homeMetaDescription',
  'browse.heroTitle',
  'browse.heroText',
  'browse.popularNav',
  'browse.featured',
  'browse.todaysDeals',
  'browse.popularCategories',
  'browse.seeAll',
  'browse.featuredStores',
] as const;

export async function loader({ context, request }: LoaderFunctionArgs) {
  // The same for every visitor: asked once per isolate and catalogue generation (shared-query.server.ts).
  // Ads and the ZiG rate are optional: without them the page renders as it would with no ads.
  const { sponsoredAds, exchangeRate, ...home } = await sharedQuery(context, request, HomeQuery, {}, { optional: ['sponsoredAds', 'exchangeRate'] });
  // Featured comes from running ads too: a product already in the sponsored slot is not shown twice.
  const inSlot = new Set(sponsoredAds?.flatMap((ad) => (ad.product ? [ad.product.id] : [])));
  const promotedProducts = home.promotedProducts.filter((p) => !inSlot.has(p.id));
  // The words in the page's language (issue 33 §3): finished here, the page only shows them.
  const { language, t } = requestTranslator(request);
  return {
    ...home,
    promotedProducts,
    popularCategories: home.popularCategories.map((c) => ({
      ...localCategory(language, t, c),
      countLabel: t('browse.tileListings', { count: c.productCount }),
    })),
    promotedBusinesses: home.promotedBusinesses.map((b) => ({
      ...b,
      countLabel: t('browse.storeListings', { city: b.city, count: b.productCount }),
    })),
    sponsored: sponsoredHtml(sponsoredAds, exchangeRate?.rateMicros, adWords(language, t)),
    text: pick(t, TEXT_KEYS),
    quickLinks: QUICK_LINKS.map(([key, slug]) => [t(key), slug] as const),
    allDeals: t('browse.allOf', { count: countText(t, 'browse.dealsCount', home.deals.pageInfo) }),
  };
}

const QUICK_LINKS = [
  ['browse.quickCars', 'motor-vehicles'],
  ['browse.quickHouses', 'real-estate'],
  ['browse.quickGroceries', 'food-and-grocery'],
  ['browse.quickClothing', 'clothing-apparel'],
  ['browse.quickServices', 'trades-and-services'],
  ['browse.quickHire', 'hire-items'],
] as const;

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const { text } = data;
  return (
    <>
      <section className={s.hero} aria-labelledby="hero-title">
        <h1 className={s.heroTitle} id="hero-title">
          {text['browse.heroTitle']}
        </h1>
        <p className={s.heroText}>{text['browse.heroText']}</p>
        <nav className={s.heroLinks} aria-label={text['browse.popularNav']}>
          {data.quickLinks.map(([label, slug]) => (
            <Link key={slug} className={s.chip} to={href('category-generic', { slug })} prefetch="intent">
              {label}
            </Link>
          ))}
        </nav>
      </section>

      <SponsoredSlot html={data.sponsored} />

      {data.promotedProducts.length > 0 ? (
        <Section id="featured" title={text['browse.featured']}>
          {/* The hero text is home's LCP: these load eagerly but must not compete with it for bandwidth. */}
          <ProductGrid products={data.promotedProducts} eagerCount={3} priorityCount={0} fillRow />
        </Section>
      ) : null}

      <Section id="deals" title={text['browse.todaysDeals']} action={{ to: href('deals'), label: data.allDeals }}>
        <ProductGrid products={data.deals.items} />
      </Section>

      <Section
        id="popular"
        title={text['browse.popularCategories']}
        action={{ to: href('category-popular-categories'), label: text['browse.seeAll'] }}
      >
        <CategoryTiles categories={data.popularCategories} />
      </Section>

      {data.promotedBusinesses.length > 0 ? (
        <Section id="stores" title={text['browse.featuredStores']}>
          <ul className={s.stores}>
            {data.promotedBusinesses.map((b) => (
              <li key={b.id}>
                <Link className={s.store} to={href('storefront', { bSlug: b.slug })} prefetch="intent">
                  {b.logo ? <img className={s.storeLogo} src={b.logo} alt="" width={48} height={48} loading="lazy" /> : null}
                  <span>
                    <span className={s.storeName} translate="no">
                      {b.name}
                    </span>
                    <br />
                    <small>{b.countLabel}</small>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
