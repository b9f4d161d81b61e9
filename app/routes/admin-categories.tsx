/**
 * /admin/categories/ (issue 29): the editors' product categories (depth first, in menu order) or business
 * categories (?kind=business), 50 a page, searchable. Each row moves up or down among its siblings with a plain POST
 * button, so reordering needs no JavaScript; the name opens the category's own screen (rename, move, add a
 * subcategory). A form at the foot adds a top-level category. The category menu and pages follow every change at once.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormAlert, FormNotice } from '~/components/form';
import { Empty } from '~/components/layout';
import { requireOperatorPage } from '~/features/admin/admin-access.server';
import { AdminFilters, AdminPager, adminPageLink, readAdminListParams } from '~/features/admin/admin-list';
import { ADMIN_SCREENS } from '~/features/admin/admin-nav';
import { AdminShell } from '~/features/admin/admin-shell';
import * as s from '~/features/admin/admin-shell.css';
import * as c from '~/features/admin/category-screens.css';
import { CategoryTabs, kindFrom } from '~/features/admin/category-tabs';
import { alertOf, DONE_MESSAGES, doneFrom, errorOf, type EditFailure } from '~/features/admin/category-results';
import { settle } from '~/features/admin/category-results.server';
import { mutate, query } from '~/graphql/client.server';
import { AddCategoryMutation, AdminCategoriesQuery, ReorderCategoryMutation } from '~/graphql/queries/admin-categories.server';
import { areaWords } from '~/features/admin/admin-words.server';
import { adminContentCategories } from '~/lib/i18n/catalogues/en/admin-content-categories';
import { fill } from '~/lib/i18n/fill';
import { href } from '~/routes';
import type { CategoryWords } from '~/features/admin/category-results';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.w.metaCategories ?? 'Categories — Admin — Musika' },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.categories.roles);
  const kind = kindFrom(new URL(args.request.url).searchParams.get('kind'));
  const { search, page } = readAdminListParams(args.request);
  const { adminCategories } = await query(args.context, args.request, AdminCategoriesQuery, { kind, search: search || null, page });
  return { frame, w: areaWords(frame.language, adminContentCategories), kind, search, list: adminCategories, done: doneFrom(args.request) };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').slice(0, 1000);

export async function action(args: ActionFunctionArgs) {
  await requireOperatorPage(args, ADMIN_SCREENS.categories.roles);
  const form = await args.request.formData();
  const kind = kindFrom(text(form, 'kind'));
  if (form.get('intent') === 'add') {
    const { addCategory } = await mutate(args.context, args.request, AddCategoryMutation, {
      input: { kind, name: text(form, 'name'), slug: text(form, 'slug'), image: kind === 'PRODUCT' ? text(form, 'image') : null },
    });
    return settle(args.request, 'add', addCategory, addCategory.category, 'added');
  }
  const id = text(form, 'id');
  const { reorderCategory } = await mutate(args.context, args.request, ReorderCategoryMutation, {
    input: { kind, id, position: Math.max(0, Number.parseInt(text(form, 'position'), 10) || 0) },
  });
  return settle(args.request, `row-${id}`, reorderCategory, reorderCategory.category, 'reordered');
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>['list']['items'][number];

/** Up and down among its siblings: each a one-button form posting the place it would take. */
function Reorder({ w, row }: { w: CategoryWords; row: Row }) {
  const move = (label: 'moveUp' | 'moveDown', position: number, disabled: boolean) => (
    <Form method="post" className={c.inlineForm}>
      <input type="hidden" name="kind" value={row.kind} />
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="position" value={position} />
      <button
        className={`${button({ tone: 'secondary' })} ${c.arrow}`}
        type="submit"
        name="intent"
        value="reorder"
        disabled={disabled}
        aria-label={`${w[label]}: ${row.name}`}
      >
        {label === 'moveUp' ? '↑' : '↓'}
      </button>
    </Form>
  );
  return (
    <div className={c.inlineForms}>
      {move('moveUp', row.position - 1, row.position === 0)}
      {move('moveDown', row.position + 1, row.position >= row.siblings - 1)}
    </div>
  );
}

function AddCategory({ w, kind, failure }: { w: CategoryWords; kind: string; failure?: EditFailure }) {
  const alert = alertOf(failure, 'add', ['name', 'slug', 'image']);
  return (
    <Form method="post" aria-label={kind === 'PRODUCT' ? w.addTopLevel : w.addBusiness}>
      <h2>{kind === 'PRODUCT' ? w.addTopLevel : w.addBusiness}</h2>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <input type="hidden" name="kind" value={kind} />
      <Field label={w.name} name="name" id="add-name" required minLength={2} maxLength={80} error={errorOf(failure, 'add', 'name')} />
      <Field label={w.slugOptional} name="slug" id="add-slug" maxLength={80} hint={w.slugFromName} error={errorOf(failure, 'add', 'slug')} />
      {kind === 'PRODUCT' ? (
        <Field label={w.imageOptional} name="image" id="add-image" maxLength={500} hint={w.imageHint} error={errorOf(failure, 'add', 'image')} />
      ) : null}
      <button className={button({})} type="submit" name="intent" value="add">
        {w.addCategory}
      </button>
    </Form>
  );
}

export default function AdminCategories() {
  const { frame, w, kind, search, list, done } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const { page, totalPages, total } = list.pageInfo;
  const kindParam = kind === 'BUSINESS' ? 'business' : '';
  return (
    <AdminShell frame={frame} title={kind === 'PRODUCT' ? w.tabProduct : w.tabBusiness}>
      <CategoryTabs w={w} current={kind} />
      {done ? <FormNotice>{w[DONE_MESSAGES[done]]}</FormNotice> : null}
      <AdminFilters label={w.searchCategories} search={search} searchLabel={w.nameOrSlug} searchPlaceholder={w.nameOrSlug}>
        {kindParam ? <input type="hidden" name="kind" value={kindParam} /> : null}
      </AdminFilters>
      {list.items.length === 0 ? (
        <Empty>{w.noCategories}</Empty>
      ) : (
        <div className={s.tableWrap}>
          <table className={s.table}>
            <caption className={s.roles}>
              {fill(w.categoriesCount, { count: total })}
              {kind === 'PRODUCT' ? w.productOrder : w.businessOrder}
            </caption>
            <thead>
              <tr>
                <th className={s.cell}>{w.headNameSlug}</th>
                {kind === 'PRODUCT' ? <th className={s.cell}>{w.headListings}</th> : null}
                <th className={s.cell}>{w.headOrder}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((row) => {
                const alert = alertOf(failure, `row-${row.id}`, []);
                return (
                  <tr key={row.id} data-testid={`category-${row.id}`}>
                    <td className={s.cell}>
                      <span className={c.depth[Math.min(3, row.depth) as 0 | 1 | 2 | 3]}>
                        {row.depth > 0 ? '└ ' : ''}
                        <Link to={href('admin-category', { kind: row.kind.toLowerCase(), id: row.id })} translate="no">
                          {row.name}
                        </Link>
                        <br />
                        <span className={`${s.mono} ${c.slug}`} translate="no">
                          {row.slug}
                        </span>
                      </span>
                      {alert ? <FormAlert>{alert}</FormAlert> : null}
                    </td>
                    {kind === 'PRODUCT' ? <td className={s.cell}>{row.count ?? 0}</td> : null}
                    <td className={s.cell}>
                      <Reorder w={w} row={row} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <AdminPager page={page} totalPages={totalPages} link={(p) => adminPageLink({ kind: kindParam, search }, p)} />
      <AddCategory w={w} kind={kind} failure={failure} />
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
