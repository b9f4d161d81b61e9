/**
 * How to start selling on Musika (`/sell-items`): the five steps from account to orders, with the real packages
 * and their prices. A public page, the same for everyone in a language, so the whole-page edge cache keeps it for
 * anonymous visitors (server/page-cache.ts keys it by language).
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { PageTitle } from '~/components/layout';
import { sellPageText } from '~/features/sell-items/sell-page-text.server';
import { StartSellingSteps } from '~/features/sell-items/start-selling';
import * as s from '~/features/sell-items/start-selling.css';
import { TestimonialsSection } from '~/features/testimonials/testimonials-section';
import { loadTestimonials } from '~/features/testimonials/testimonials.server';
import { query } from '~/graphql/client.server';
import { SellItemsPackagesQuery } from '~/graphql/queries/sell-items.server';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.text.meta ?? 'Sell on Musika — start selling across Zimbabwe' },
  {
    name: 'description',
    content:
      data?.text.description ??
      'Open your shop on Musika: create an account, choose a package, create your business, list your products and take orders.',
  },
];

export async function loader({ context, request }: LoaderFunctionArgs) {
  // Asked as a visitor (no token): the page is the same for everyone and can be shared by the page cache.
  const [{ subscriptionPackages }, testimonials] = await Promise.all([
    query(context, request, SellItemsPackagesQuery, {}, { token: null }),
    loadTestimonials(context, request),
  ]);
  const { language, t } = requestTranslator(request);
  return { packages: subscriptionPackages, testimonials, text: sellPageText(language, t, subscriptionPackages) };
}

export default function SellItems() {
  const { packages, testimonials, text } = useLoaderData<typeof loader>();
  const packageList = (
    <ul className={s.packages} aria-label={text.packagesLabel}>
      {packages.map((p, i) => (
        <li key={p.id} className={s.pkg}>
          <h4 className={s.pkgName} translate="no">
            {p.name}
          </h4>
          <span className={s.price}>
            {text.packages[i].price}
            <span className={s.muted}> / {text.packages[i].term}</span>
          </span>
          <span className={s.muted} translate="no">
            {p.description}
          </span>
          <span className={s.muted}>{text.packages[i].limits}</span>
          <span className={s.muted}>{text.packages[i].includes}</span>
        </li>
      ))}
    </ul>
  );
  return (
    <div className={s.page}>
      <PageTitle>{text.title}</PageTitle>
      <p className={s.lead}>{text.lead}</p>
      <StartSellingSteps progress={{ loggedIn: false, subscribed: false, hasBusiness: false }} packages={packageList} text={text.steps} />
      <div className={s.actions}>
        <Link className={button()} to={href('register')}>
          {text.createAccount}
        </Link>
        <Link className={button({ tone: 'secondary' })} to={href('subscriptions')}>
          {text.choosePackage}
        </Link>
        <Link className={button({ tone: 'secondary' })} to={href('add-product')}>
          {text.listProduct}
        </Link>
      </div>
      <TestimonialsSection testimonials={testimonials} audience="Vendor" title={text.testimonialsTitle} text={text.testimonials} />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
