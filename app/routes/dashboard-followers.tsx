/**
 * Followers (`/dashboard/all-followers/`, issue #14 item 5): the buyers who follow the active business, newest
 * first, 20 a page, with how many of them get its newsletter. Only the active business's: the API answers a
 * business the vendor does not run as nothing (requireBusinessRunner).
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Empty, layoutStyles } from '~/components/layout';
import { Pagination, pageFromUrl, withPage } from '~/components/pagination';
import { requireDashboardBusinessWith } from '~/features/dashboard/access.server';
import { DashboardLayout } from '~/features/dashboard/dashboard-layout';
import { Placed } from '~/components/placed-text';
import { FollowersTable } from '~/features/followers/followers-table';
import { followersText } from '~/features/followers/followers-text.server';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { query } from '~/graphql/client.server';
import { invariantFound } from '~/lib/invariant-response.server';
import { BusinessFollowersQuery } from '~/graphql/queries/followers.server';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.text.meta ?? 'Followers — Musika' },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const { access, data } = await requireDashboardBusinessWith(args, (businessId, token) =>
    query(args.context, args.request, BusinessFollowersQuery, { businessId, page: pageFromUrl(url) }, { token }),
  );
  const list = invariantFound(data.businessFollowers, 'Business not found');
  // The page's words in its language (issue 33 §3), the dates written here.
  const { language, t } = requestTranslator(args.request);
  const text = followersText(t, language, { total: list.pageInfo.total, subscribed: list.subscribed, items: list.items });
  return { frame: access.frame, list: { pageInfo: list.pageInfo, count: list.items.length }, url: url.toString(), text };
}

export default function DashboardFollowers() {
  const { frame, list, url, text: w } = useLoaderData<typeof loader>();
  // The store's name is its own, not ours to translate.
  const name = { business: frame.business.name };
  return (
    <DashboardLayout frame={frame} title={w.title}>
      <p className={layoutStyles.muted} data-testid="followers-summary">
        <Placed text={w.summary} names={name} />
      </p>
      {list.count ? (
        <FollowersTable items={w.rows} text={w.table} />
      ) : (
        <Empty>
          <Placed text={w.none} names={name} /> <Link to={href('storefront', { bSlug: frame.business.slug })}>{w['vendorPeople.seeStorefront']}</Link>
        </Empty>
      )}
      <Pagination page={list.pageInfo.page} totalPages={list.pageInfo.totalPages} hrefFor={(p) => withPage(new URL(url), p)} />
      <p>
        <Link to={href('newsletter')}>{w['vendorPeople.sendFollowersNewsletter']}</Link>
      </p>
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
