/**
 * How to start selling on Musika (`/sell-items`): the five steps from account to orders, with the real packages
 * and their prices. A public page, the same for everyone, so the whole-page edge cache keeps it for anonymous
 * visitors (server/page-cache.ts).
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { PageTitle } from '~/components/layout';
import { CAPABILITY_LABELS } from '~/features/dashboard/capabilities';
import { StartSellingSteps } from '~/features/sell-items/start-selling';
import * as s from '~/features/sell-items/start-selling.css';
import { TestimonialsSection } from '~/features/testimonials/testimonials-section';
import { loadTestimonials } from '~/features/testimonials/testimonials.server';
import { query } from '~/graphql/client.server';
import { SellItemsPackagesQuery } from '~/graphql/queries/sell-items.server';
import { formatMoney } from '~/lib/money';
import { href } from '~/routes';

export const meta: MetaFunction = () => [
  { title: 'Sell on Musika — start selling across Zimbabwe' },
  {
    name: 'description',
    content: 'Open your shop on Musika: create an account, choose a package, create your business, list your products and take orders.',
  },
];

export async function loader({ context, request }: LoaderFunctionArgs) {
  // Asked as a visitor (no token): the page is the same for everyone and can be shared by the page cache.
  const [{ subscriptionPackages }, testimonials] = await Promise.all([
    query(context, request, SellItemsPackagesQuery, {}, { token: null }),
    loadTestimonials(context, request),
  ]);
  return { packages: subscriptionPackages, testimonials };
}

const limitText = (limits: { name: string; value: number }[], name: string, noun: string) => {
  const value = limits.find((l) => l.name === name)?.value;
  if (value === undefined) return null;
  return value === -1 ? `Unlimited ${noun}s` : `Up to ${value} ${noun}${value === 1 ? '' : 's'}`;
};

export default function SellItems() {
  const { packages, testimonials } = useLoaderData<typeof loader>();
  const packageList = (
    <ul className={s.packages} aria-label="Packages">
      {packages.map((p) => (
        <li key={p.id} className={s.pkg}>
          <h4 className={s.pkgName}>{p.name}</h4>
          <span className={s.price}>
            {formatMoney(p.price.amountCents, p.price.currency)}
            <span className={s.muted}> / {p.months === 1 ? 'month' : `${p.months} months`}</span>
          </span>
          <span className={s.muted}>{p.description}</span>
          <span className={s.muted}>
            {[limitText(p.limits, 'products', 'product'), limitText(p.limits, 'businesses', 'shop')].filter(Boolean).join(' · ')}
          </span>
          <span className={s.muted}>Includes {p.capabilities.map((c) => CAPABILITY_LABELS[c] ?? c.replace(/_/g, ' ')).join(', ')}.</span>
        </li>
      ))}
    </ul>
  );
  return (
    <div className={s.page}>
      <PageTitle>Sell on Musika</PageTitle>
      <p className={s.lead}>Reach buyers in Harare, Bulawayo, Mutare, Gweru and across Zimbabwe. Open your shop in five steps:</p>
      <StartSellingSteps progress={{ loggedIn: false, subscribed: false, hasBusiness: false }} packages={packageList} />
      <div className={s.actions}>
        <Link className={button()} to={href('register')}>
          Create your account
        </Link>
        <Link className={button({ tone: 'secondary' })} to={href('subscriptions')}>
          Choose a package
        </Link>
        <Link className={button({ tone: 'secondary' })} to={href('add-product')}>
          List a product
        </Link>
      </div>
      <TestimonialsSection testimonials={testimonials} audience="Vendor" title="What vendors and buyers say about Musika" />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
