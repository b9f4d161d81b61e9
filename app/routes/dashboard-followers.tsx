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
import { FollowersTable } from '~/features/followers/followers-table';
import { query } from '~/graphql/client.server';
import { invariantFound } from '~/lib/invariant-response.server';
import { BusinessFollowersQuery } from '~/graphql/queries/followers.server';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Followers — Musika' }, { name: 'robots', content: 'noindex' }];

export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const { access, data } = await requireDashboardBusinessWith(args, (businessId, token) =>
    query(args.context, args.request, BusinessFollowersQuery, { businessId, page: pageFromUrl(url) }, { token }),
  );
  return { frame: access.frame, list: invariantFound(data.businessFollowers, 'Business not found'), url: url.toString() };
}

export default function DashboardFollowers() {
  const { frame, list, url } = useLoaderData<typeof loader>();
  const { total } = list.pageInfo;
  return (
    <DashboardLayout frame={frame} title="Followers">
      <p className={layoutStyles.muted} data-testid="followers-summary">
        {total} {total === 1 ? 'follower' : 'followers'} of {frame.business.name} · {list.subscribed} get your newsletter
      </p>
      {list.items.length ? (
        <FollowersTable items={list.items} />
      ) : (
        <Empty>
          Nobody follows {frame.business.name} yet. Buyers follow a store from its page:{' '}
          <Link to={href('storefront', { bSlug: frame.business.slug })}>see your storefront</Link>
        </Empty>
      )}
      <Pagination page={list.pageInfo.page} totalPages={list.pageInfo.totalPages} hrefFor={(p) => withPage(new URL(url), p)} />
      <p>
        <Link to={href('newsletter')}>Send your followers a newsletter</Link>
      </p>
    </DashboardLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
