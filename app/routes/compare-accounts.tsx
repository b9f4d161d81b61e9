/**
 * Compare accounts (spec §2 "compare-accounts"): what a buyer account and a vendor account can do, and the
 * vendor packages with their prices and limits (the subscriptionPackages query, asked as a visitor so the page
 * is the same for everyone and edge-cached).
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, PageTitle, Section, layoutStyles } from '~/components/layout';
import { CAPABILITY_LABELS } from '~/features/dashboard/capabilities';
import * as s from '~/features/support/compare.css';
import { TestimonialsSection } from '~/features/testimonials/testimonials-section';
import { loadTestimonials } from '~/features/testimonials/testimonials.server';
import { query } from '~/graphql/client.server';
import { CompareAccountsQuery } from '~/graphql/queries/content-pages.server';
import { formatMoney } from '~/lib/money';
import { href } from '~/routes';

export const meta: MetaFunction = () => [
  { title: 'Compare accounts — Musika' },
  { name: 'description', content: 'Buyer and vendor accounts on Musika compared, with the vendor packages and their prices.' },
];

export async function loader({ context, request }: LoaderFunctionArgs) {
  const [{ subscriptionPackages }, testimonials] = await Promise.all([
    query(context, request, CompareAccountsQuery, {}, { token: null }),
    loadTestimonials(context, request),
  ]);
  return { packages: subscriptionPackages, testimonials };
}

/** [feature, buyer, vendor] */
const FEATURES: [string, boolean, boolean][] = [
  ['Browse, search and find stores near you', true, true],
  ['Buy, pay on delivery or with EcoCash, OneMoney and cards', true, true],
  ['Favourites, reviews and order tracking', true, true],
  ['Make offers and post buyer requests', true, true],
  ['A storefront with your address, hours and WhatsApp', false, true],
  ['List products, property, vehicles, services and hire items', false, true],
  ['Take orders and answer buyer requests', false, true],
  ['Receive and counter offers', false, true],
  ['Ads and promoted listings', false, true],
];

const limitText = (limits: { name: string; value: number }[], name: string, noun: string) => {
  const value = limits.find((l) => l.name === name)?.value;
  if (value === undefined) return null;
  return value === -1 ? `Unlimited ${noun}s` : `Up to ${value} ${noun}${value === 1 ? '' : 's'}`;
};

export default function CompareAccounts() {
  const { packages, testimonials } = useLoaderData<typeof loader>();
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', to: href('home') }, { label: 'Compare accounts' }]} />
      <PageTitle>Compare accounts</PageTitle>
      <p className={layoutStyles.muted}>Buying is free. To sell, open a vendor account and choose a package.</p>
      <div className={s.tableWrap}>
        <table className={s.table}>
          <caption className={s.caption}>What each account can do</caption>
          <thead>
            <tr>
              <th scope="col">Feature</th>
              <th scope="col">Buyer (free)</th>
              <th scope="col">Vendor</th>
            </tr>
          </thead>
          <tbody>
            {FEATURES.map(([feature, buyer, vendor]) => (
              <tr key={feature}>
                <th scope="row">{feature}</th>
                <td>{buyer ? <Mark yes /> : <Mark />}</td>
                <td>{vendor ? <Mark yes /> : <Mark />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Section title="Vendor packages">
        <ul className={s.packages} aria-label="Packages">
          {packages.map((p) => (
            <li key={p.id} className={s.pkg}>
              <h3 className={s.pkgName}>{p.name}</h3>
              <p className={s.price}>
                {formatMoney(p.price.amountCents, p.price.currency)}
                <span className={layoutStyles.muted}> / {p.months === 1 ? 'month' : `${p.months} months`}</span>
              </p>
              <p>{p.description}</p>
              <p className={layoutStyles.muted}>
                {[limitText(p.limits, 'products', 'product'), limitText(p.limits, 'businesses', 'shop'), limitText(p.limits, 'ads', 'ad')]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p className={layoutStyles.muted}>Includes {p.capabilities.map((c) => CAPABILITY_LABELS[c] ?? c.replace(/_/g, ' ')).join(', ')}.</p>
            </li>
          ))}
        </ul>
        <div className={s.actions}>
          <Link className={button()} to={href('register')}>
            Create a free account
          </Link>
          <Link className={button({ tone: 'secondary' })} to={href('sell-items')}>
            How selling works
          </Link>
        </div>
      </Section>
      <TestimonialsSection testimonials={testimonials} audience="Buyer" />
    </>
  );
}

function Mark({ yes = false }: { yes?: boolean }) {
  return yes ? (
    <span className={s.yes}>
      ✓<span className={s.visuallyHidden}> Yes</span>
    </span>
  ) : (
    <span className={s.no}>
      –<span className={s.visuallyHidden}> No</span>
    </span>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
