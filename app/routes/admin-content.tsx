/**
 * /admin/content/ (issue 29): the editors' content — articles (the knowledge base's included), videos, FAQs and
 * pages, one kind per tab, published or draft, searchable by title or slug, 20 a page, last edited first. Each
 * opens in the editor (/admin/content/{kind}/{id}/), where it is previewed, saved and published; "New …" starts a
 * draft. The site's other content screens (menus, shopping centres, testimonials, the notice bar) are linked
 * below. Links and GET forms only: it all works without JavaScript.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Empty } from '~/components/layout';
import { requireOperatorPage } from '~/features/admin/admin-access.server';
import { AdminFilters, AdminPager, adminPageLink, readAdminListParams } from '~/features/admin/admin-list';
import { ADMIN_SCREENS } from '~/features/admin/admin-nav';
import { AdminShell } from '~/features/admin/admin-shell';
import * as s from '~/features/admin/admin-shell.css';
import * as c from '~/features/admin/content-editor.css';
import { KIND_SLUGS, KINDS, kindSlugOf, kindWords, publicPath } from '~/features/admin/content-kinds';
import * as blog from '~/features/blog/blog.css';
import type { ContentFilter } from '~/graphql/generated/graphql';
import { query } from '~/graphql/client.server';
import { AdminContentListQuery } from '~/graphql/queries/admin-content.server';
import { adminWhen } from '~/features/admin/admin-format';
import { areaWords } from '~/features/admin/admin-words.server';
import { adminContent as contentArea } from '~/lib/i18n/catalogues/en/admin-content';
import { fill } from '~/lib/i18n/fill';
import { href, routeTable } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.w.metaList ?? 'Content — Admin — Musika' },
  { name: 'robots', content: 'noindex' },
];

const STATUSES: Record<string, ContentFilter> = { all: 'ALL', published: 'PUBLISHED', draft: 'DRAFT' };

/** The other content screens (built beside this one); listed only once they are in the route table. */
const SITE_CONTENT_SCREENS: [routeId: string, label: 'navMenus' | 'navCentres' | 'navTestimonials' | 'navNotice'][] = [
  ['admin-content-menus', 'navMenus'],
  ['admin-content-centres', 'navCentres'],
  ['admin-content-testimonials', 'navTestimonials'],
  ['admin-content-notice', 'navNotice'],
];
const otherScreens = SITE_CONTENT_SCREENS.filter(([id]) => routeTable.some((r) => r.id === id && r.module));

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.content.roles);
  const { status, search, page } = readAdminListParams(args.request, Object.keys(STATUSES), 'all');
  const url = new URL(args.request.url);
  const kind = kindSlugOf(url.searchParams.get('kind')) ?? 'post';
  const { adminContent } = await query(args.context, args.request, AdminContentListQuery, {
    kind: KINDS[kind].kind,
    status: STATUSES[status],
    search: search || null,
    page,
  });
  return { frame, w: areaWords(frame.language, contentArea), kind, status, search, list: adminContent };
}

export default function AdminContent() {
  const { frame, w, kind, status, search, list } = useLoaderData<typeof loader>();
  const { page, totalPages, total } = list.pageInfo;
  const { one, many } = kindWords(w, kind);
  return (
    <AdminShell frame={frame} title={w.title}>
      {otherScreens.length ? (
        <p className={s.roles}>
          {w.also}{' '}
          {otherScreens.map(([id, label], i) => (
            <span key={id}>
              {i ? ' · ' : ''}
              <Link to={href(id)}>{frame.w[label]}</Link>
            </span>
          ))}
        </p>
      ) : null}
      <nav aria-label={w.kinds}>
        <ul className={blog.tabs}>
          {KIND_SLUGS.map((k) => (
            <li key={k}>
              <Link className={blog.tab} to={`?kind=${k}`} aria-current={k === kind ? 'page' : undefined}>
                {w[`${k}Plural`]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        <Link className={button({})} to={href('admin-content-new', { kind })}>
          {fill(w.newOne, { kind: one })}
        </Link>
      </p>
      <AdminFilters
        label={fill(w.filterKind, { kinds: many })}
        statuses={[
          ['all', frame.w.all],
          ['published', w.published],
          ['draft', w.drafts],
        ]}
        status={status}
        search={search}
        searchLabel={w.titleOrSlug}
      >
        <input type="hidden" name="kind" value={kind} />
      </AdminFilters>
      {list.items.length === 0 ? (
        <Empty>{fill(w.noneMatch, { kinds: many })}</Empty>
      ) : (
        <div className={s.tableWrap}>
          <table className={s.table}>
            <caption className={s.roles}>{fill(w.caption, { count: total, kinds: total === 1 ? one : many })}</caption>
            <thead>
              <tr>
                <th className={s.cell}>{w.headTitle}</th>
                <th className={s.cell}>{frame.w.status}</th>
                <th className={s.cell}>{w.headLastEdited}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((item) => (
                <tr key={item.id} data-testid={`content-${item.id}`}>
                  <td className={s.cell}>
                    <Link to={href('admin-content-edit', { kind, id: item.id })} translate="no">
                      {item.title}
                    </Link>
                    <br />
                    <span className={s.mono} translate="no">
                      {item.slug}
                    </span>
                    {item.categoryName ? (
                      <>
                        {' · '}
                        <span translate="no">{item.categoryName}</span>
                      </>
                    ) : null}
                  </td>
                  <td className={s.cell}>
                    {item.status === 'PUBLISHED' ? (
                      <>
                        <span className={c.status}>{w.published}</span> · <Link to={publicPath(kind, item.slug)}>{w.view}</Link>
                      </>
                    ) : (
                      w.draft
                    )}
                  </td>
                  <td className={s.cell}>{adminWhen(frame.language, item.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPager page={page} totalPages={totalPages} link={(p) => adminPageLink({ kind, status, search }, p)} />
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
