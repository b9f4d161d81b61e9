/**
 * Compare accounts (spec §2 "compare-accounts"): what a buyer account and a vendor account can do, and the
 * vendor packages with their prices and limits (the subscriptionPackages query, asked as a visitor so the page
 * is the same for everyone and edge-cached, per language). Its words are finished on the server in the page's
 * language (issue 33 §3); package names and descriptions are the operator's (translate="no").
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Breadcrumbs, PageTitle, Section, layoutStyles } from '~/components/layout';
import * as s from '~/features/support/compare.css';
import { TestimonialsSection } from '~/features/testimonials/testimonials-section';
import { loadTestimonials } from '~/features/testimonials/testimonials.server';
import { query } from '~/graphql/client.server';
import { CompareAccountsQuery } from '~/graphql/queries/content-pages.server';
import { compareText } from '~/features/support/compare-text.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.text.meta ?? 'Compare accounts — Musika' },
  {
    name: 'description',
    content: data?.text.description ?? 'Buyer and vendor accounts on Musika compared, with the vendor packages and their prices.',
  },
];

export async function loader({ context, request }: LoaderFunctionArgs) {
  const [{ subscriptionPackages }, testimonials] = await Promise.all([
    query(context, request, CompareAccountsQuery, {}, { token: null }),
    loadTestimonials(context, request),
  ]);
  return { packages: subscriptionPackages, testimonials, text: compareText(request, subscriptionPackages) };
}

export default function CompareAccounts() {
  const { packages, testimonials, text } = useLoaderData<typeof loader>();
  const w = text.words;
  return (
    <>
      <Breadcrumbs items={[{ label: w['common.home'], to: href('home') }, { label: w['vendorMoney.compareTitle'] }]} />
      <PageTitle>{w['vendorMoney.compareTitle']}</PageTitle>
      <p className={layoutStyles.muted}>{w['vendorMoney.compareLead']}</p>
      <div className={s.tableWrap}>
        <table className={s.table}>
          <caption className={s.caption}>{w['vendorMoney.compareCaption']}</caption>
          <thead>
            <tr>
              <th scope="col">{w['vendorMoney.feature']}</th>
              <th scope="col">{w['vendorMoney.buyerFree']}</th>
              <th scope="col">{w['vendorMoney.vendor']}</th>
            </tr>
          </thead>
          <tbody>
            {text.features.map(([feature, buyer, vendor]) => (
              <tr key={feature}>
                <th scope="row">{feature}</th>
                <td>
                  <Mark yes={buyer} words={w} />
                </td>
                <td>
                  <Mark yes={vendor} words={w} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Section title={w['vendorMoney.vendorPackages']}>
        <ul className={s.packages} aria-label={w['vendorMoney.packages']}>
          {packages.map((p) => {
            const words = text.packages[p.id];
            return (
              <li key={p.id} className={s.pkg}>
                <h3 className={s.pkgName} translate="no">
                  {p.name}
                </h3>
                <p className={s.price}>
                  {words.price}
                  <span className={layoutStyles.muted}> / {words.per}</span>
                </p>
                <p translate="no">{p.description}</p>
                <p className={layoutStyles.muted}>{words.limits}</p>
                <p className={layoutStyles.muted}>{words.includes}</p>
              </li>
            );
          })}
        </ul>
        <div className={s.actions}>
          <Link className={button()} to={href('register')}>
            {w['vendorMoney.createAccount']}
          </Link>
          <Link className={button({ tone: 'secondary' })} to={href('sell-items')}>
            {w['vendorMoney.howSelling']}
          </Link>
        </div>
      </Section>
      <TestimonialsSection testimonials={testimonials} audience="Buyer" title={w['vendorMoney.testimonialsTitle']} />
    </>
  );
}

function Mark({ yes, words }: { yes: boolean; words: { 'vendorMoney.yes': string; 'vendorMoney.no': string } }) {
  return yes ? (
    <span className={s.yes}>
      ✓<span className={s.visuallyHidden}> {words['vendorMoney.yes']}</span>
    </span>
  ) : (
    <span className={s.no}>
      –<span className={s.visuallyHidden}> {words['vendorMoney.no']}</span>
    </span>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
