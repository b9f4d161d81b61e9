/**
 * /admin/businesses/ (issue 29): every store, newest first (or the suspended ones, most recent suspension first),
 * 20 a page, searchable by store name, slug or the owner's e-mail. Moderators, finance and support open it; each
 * store's page (/admin/businesses/{id}/) shows its figures and the actions the operator's roles allow. A GET form
 * and plain links: it all works without JavaScript.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { requireOperatorPage } from '~/features/admin/admin-access.server';
import { AdminFilters, adminPageLink, AdminPager, AdminTable, readAdminListParams } from '~/features/admin/admin-list';
import { ADMIN_SCREENS } from '~/features/admin/admin-nav';
import { AdminShell } from '~/features/admin/admin-shell';
import * as s from '~/features/admin/admin-shell.css';
import type { AdminBusinessFilter } from '~/graphql/generated/graphql';
import { query } from '~/graphql/client.server';
import { AdminBusinessesQuery } from '~/graphql/queries/admin-businesses.server';
import { formatHarareDateTime } from '~/lib/harare-time';
import { href } from '~/routes';

export const meta: MetaFunction = () => [{ title: 'Stores — Admin — Musika' }, { name: 'robots', content: 'noindex' }];

const STATUSES: Record<string, AdminBusinessFilter> = { all: 'ALL', active: 'ACTIVE', suspended: 'SUSPENDED' };

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.businesses.roles);
  const { status, search, page } = readAdminListParams(args.request, Object.keys(STATUSES), 'all');
  const { adminBusinesses } = await query(args.context, args.request, AdminBusinessesQuery, {
    status: STATUSES[status],
    search: search || null,
    page,
  });
  return { frame, status, search, list: adminBusinesses };
}

export default function AdminBusinesses() {
  const { frame, status, search, list } = useLoaderData<typeof loader>();
  const { page, totalPages, total } = list.pageInfo;
  return (
    <AdminShell frame={frame} title="Stores">
      <p className={s.roles} data-testid="businesses-suspended">
        {list.suspended} {list.suspended === 1 ? 'store is' : 'stores are'} suspended.
      </p>
      <AdminFilters
        label="Filter stores"
        statuses={[
          ['all', 'All'],
          ['active', 'Active'],
          ['suspended', 'Suspended'],
        ]}
        status={status}
        search={search}
        searchLabel="Store or owner"
        searchPlaceholder="Store name, slug or owner e-mail"
      />
      <AdminTable
        rows={list.items.length}
        empty="No stores match."
        caption={
          <>
            {total} {total === 1 ? 'store' : 'stores'} (Harare time)
          </>
        }
        headings={['Store', 'Owner', 'State']}
      >
        {list.items.map((b) => (
          <tr key={b.id} data-testid={`business-${b.id}`}>
            <td className={s.cell}>
              <Link to={href('admin-business', { id: b.id })}>{b.name}</Link>
              <br />
              {b.slug} · {b.city}
            </td>
            <td className={s.cell}>
              {b.ownerName}
              <br />
              <span className={s.mono}>{b.ownerEmail}</span>
            </td>
            <td className={s.cell}>
              {b.suspendedAt
                ? `Suspended ${formatHarareDateTime(b.suspendedAt)}`
                : b.status === 'publish'
                  ? 'Active'
                  : 'Active (the owner keeps it a draft)'}
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager page={page} totalPages={totalPages} link={(p) => adminPageLink({ status, search }, p)} />
      <p>
        <Link to={href('admin')}>Back to the overview</Link>
      </p>
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
