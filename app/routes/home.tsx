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
import { resultCount } from '~/lib/result-count';

export const meta: MetaFunction = () => [
  { title: 'Musika — buy and sell in Zimbabwe' },
  { name: 'description', content: 'Deals, cars, houses, groceries, clothing and local services from stores across Zimbabwe.' },
];

export async function loader({ context, request }: LoaderFunctionArgs) {
  // The same for every visitor: asked once per isolate and catalogue generation (shared-query.server.ts).
  // Ads and the ZiG rate are optional: without them the page renders as it would with no ads.
  const { sponsoredAds, exchangeRate, ...home } = await sharedQuery(context, request, HomeQuery, {}, { optional: ['sponsoredAds', 'exchangeRate'] });
  // Featured comes from running ads too: a product already in the sponsored slot is not shown twice.
  const inSlot = new Set(sponsoredAds?.flatMap((ad) => (ad.product ? [ad.product.id] : [])));
  const promotedProducts = home.promotedProducts.filter((p) => !inSlot.has(p.id));
  return { ...home, promotedProducts, sponsored: sponsoredHtml(sponsoredAds, exchangeRate?.rateMicros) };
}

const quickLinks = [
  ['Cars', 'motor-vehicles'],
  ['Houses & stands', 'real-estate'],
  ['Groceries', 'food-and-grocery'],
  ['Clothing', 'clothing-apparel'],
  ['Services', 'trades-and-services'],
  ['Hire', 'hire-items'],
] as const;

export default function Home() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <section className={s.hero} aria-labelledby="hero-title">
        <h1 className={s.heroTitle} id="hero-title">
          Buy and sell across Zimbabwe
        </h1>
        <p className={s.heroText}>
          Local stores in Harare, Bulawayo, Mutare, Gweru and Masvingo — cars, houses, groceries, fashion and trusted tradespeople, priced in US
          dollars.
        </p>
        <nav className={s.heroLinks} aria-label="Popular">
          {quickLinks.map(([label, slug]) => (
            <Link key={slug} className={s.chip} to={href('category-generic', { slug })} prefetch="intent">
              {label}
            </Link>
          ))}
        </nav>
      </section>

      <SponsoredSlot html={data.sponsored} />

      {data.promotedProducts.length > 0 ? (
        <Section id="featured" title="Featured">
          {/* The hero text is home's LCP: these load eagerly but must not compete with it for bandwidth. */}
          <ProductGrid products={data.promotedProducts} eagerCount={3} priorityCount={0} fillRow />
        </Section>
      ) : null}

      <Section id="deals" title="Today's deals" action={{ to: href('deals'), label: `All ${resultCount(data.deals.pageInfo, 'deal', 'deals')} →` }}>
        <ProductGrid products={data.deals.items} />
      </Section>

      <Section id="popular" title="Popular categories" action={{ to: href('category-popular-categories'), label: 'See all →' }}>
        <CategoryTiles categories={data.popularCategories} />
      </Section>

      {data.promotedBusinesses.length > 0 ? (
        <Section id="stores" title="Featured stores">
          <ul className={s.stores}>
            {data.promotedBusinesses.map((b) => (
              <li key={b.id}>
                <Link className={s.store} to={href('storefront', { bSlug: b.slug })} prefetch="intent">
                  {b.logo ? <img className={s.storeLogo} src={b.logo} alt="" width={48} height={48} loading="lazy" /> : null}
                  <span>
                    <span className={s.storeName}>{b.name}</span>
                    <br />
                    <small>
                      {b.city} · {b.productCount} listings
                    </small>
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
