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
import { adminWhen } from '~/features/admin/admin-format';
import { areaWords } from '~/features/admin/admin-words.server';
import { adminStores } from '~/lib/i18n/catalogues/en/admin-stores';
import { fill } from '~/lib/i18n/fill';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.w.metaList ?? 'Stores — Admin — Musika' },
  { name: 'robots', content: 'noindex' },
];

const STATUSES: Record<string, AdminBusinessFilter> = { all: 'ALL', active: 'ACTIVE', suspended: 'SUSPENDED' };

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.businesses.roles);
  const { status, search, page } = readAdminListParams(args.request, Object.keys(STATUSES), 'all');
  const { adminBusinesses } = await query(args.context, args.request, AdminBusinessesQuery, {
    status: STATUSES[status],
    search: search || null,
    page,
  });
  return { frame, w: areaWords(frame.language, adminStores), status, search, list: adminBusinesses };
}

export default function AdminBusinesses() {
  const { frame, w, status, search, list } = useLoaderData<typeof loader>();
  const { page, totalPages, total } = list.pageInfo;
  return (
    <AdminShell frame={frame} title={w.title}>
      <p className={s.roles} data-testid="businesses-suspended">
        {fill(w.suspendedCount, { count: list.suspended })}
      </p>
      <AdminFilters
        label={w.filterLabel}
        statuses={[
          ['all', frame.w.all],
          ['active', w.active],
          ['suspended', w.suspended],
        ]}
        status={status}
        search={search}
        searchLabel={w.searchLabel}
        searchPlaceholder={w.searchPlaceholder}
      />
      <AdminTable
        rows={list.items.length}
        empty={w.empty}
        caption={fill(w.caption, { count: total })}
        headings={[w.headStore, w.headOwner, w.headState]}
      >
        {list.items.map((b) => (
          <tr key={b.id} data-testid={`business-${b.id}`}>
            <td className={s.cell} translate="no">
              <Link to={href('admin-business', { id: b.id })}>{b.name}</Link>
              <br />
              {b.slug} · {b.city}
            </td>
            <td className={s.cell} translate="no">
              {b.ownerName}
              <br />
              <span className={s.mono}>{b.ownerEmail}</span>
            </td>
            <td className={s.cell}>
              {b.suspendedAt
                ? fill(w.suspendedOn, { date: adminWhen(frame.language, b.suspendedAt) })
                : b.status === 'publish'
                  ? w.active
                  : w.activeDraft}
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager page={page} totalPages={totalPages} link={(p) => adminPageLink({ status, search }, p)} />
      <p>
        <Link to={href('admin')}>{frame.w.backToOverview}</Link>
      </p>
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
