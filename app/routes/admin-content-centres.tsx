/**
 * /admin/content/shopping-centres/ (issue 29): the shopping centres the public /shopping-centres pages list.
 * Editors add a centre (a draft until published), edit its name, address, city, coordinates, hours, parking and
 * picture, publish or unpublish it, and link stores to it (by the store's web name, with a shop number) or unlink
 * them. `?edit=<id>` opens one centre above the list. Plain POST forms: it all works without JavaScript.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { requireOperatorPage } from '~/features/admin/admin-access.server';
import { AdminFilters, adminPageLink, AdminPager, AdminTable, readAdminListParams } from '~/features/admin/admin-list';
import { ADMIN_SCREENS } from '~/features/admin/admin-nav';
import { AdminShell } from '~/features/admin/admin-shell';
import * as s from '~/features/admin/admin-shell.css';
import { ActionButton, DoneNotice, posted, ResultAlert, resultFor, typed } from '~/features/admin/site-content-forms';
import { settle } from '~/features/admin/site-content-forms.server';
import * as sc from '~/features/admin/site-content.css';
import { CENTRE_FIELDS, CentreForm, CentreStores } from '~/features/admin/site-content-centre';
import type { ShoppingCentreAction, SiteContentFilter } from '~/graphql/generated/graphql';
import { mutate, query } from '~/graphql/client.server';
import { AdminCentreQuery, AdminCentresQuery, ChangeCentreMutation, SaveCentreMutation } from '~/graphql/queries/admin-site-content.server';

export const meta: MetaFunction = () => [{ title: 'Shopping centres — Admin — Musika' }, { name: 'robots', content: 'noindex' }];

const STATUSES: Record<string, SiteContentFilter> = { all: 'ALL', published: 'PUBLISHED', draft: 'DRAFT' };
const DONE = {
  created: 'The centre was saved as a draft: publish it to list it on the site.',
  saved: 'The centre was saved.',
  published: 'The centre was published; the site lists it now.',
  unpublished: 'The centre was unpublished; the site no longer lists it.',
  linked: 'The store was linked to the centre.',
  unlinked: 'The store was unlinked from the centre.',
};

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.centres.roles);
  const { status, search, page } = readAdminListParams(args.request, Object.keys(STATUSES), 'all');
  const params = new URL(args.request.url).searchParams;
  const edit = params.get('edit');
  const [{ adminShoppingCentres }, opened] = await Promise.all([
    query(args.context, args.request, AdminCentresQuery, { status: STATUSES[status], search: search || null, page }),
    edit && /^[1-9]\d{0,9}$/.test(edit) ? query(args.context, args.request, AdminCentreQuery, { id: edit }) : null,
  ]);
  return { frame, status, search, list: adminShoppingCentres, opened: opened?.adminShoppingCentre ?? null, done: params.get('done') };
}

export async function action(args: ActionFunctionArgs) {
  await requireOperatorPage(args, ADMIN_SCREENS.centres.roles);
  const form = await args.request.formData();
  const intent = posted(form, 'intent', 20);
  const id = posted(form, 'id', 20);
  if (intent === 'publish' || intent === 'unpublish' || intent === 'link' || intent === 'unlink') {
    const action = { publish: 'PUBLISH', unpublish: 'PUBLISH', link: 'LINK', unlink: 'UNLINK' }[intent] as ShoppingCentreAction;
    const input = {
      centreId: id,
      published: intent === 'publish',
      store: posted(form, 'store', 300),
      unit: posted(form, 'unit', 100),
      businessId: posted(form, 'businessId', 20) || null,
    };
    const { changeShoppingCentre } = await mutate(args.context, args.request, ChangeCentreMutation, { action, input });
    const keep: Record<string, string> = intent === 'link' || intent === 'unlink' ? { edit: id } : {};
    return settle(args.request, `${intent === 'link' ? 'link' : 'row'}-${id}`, changeShoppingCentre, `${intent}ed`, keep, typed(form));
  }
  const input = { id: id || null, ...Object.fromEntries(CENTRE_FIELDS.map((f) => [f, posted(form, f, 1200)])) } as { id: string | null } & Record<
    (typeof CENTRE_FIELDS)[number],
    string
  >;
  const { saveShoppingCentre } = await mutate(args.context, args.request, SaveCentreMutation, { input });
  const saved = saveShoppingCentre.centre?.centre.id;
  return settle(
    args.request,
    id ? `edit-${id}` : 'new',
    saveShoppingCentre,
    id ? 'saved' : 'created',
    saved ? { edit: saved } : undefined,
    typed(form),
  );
}

export default function AdminContentCentres() {
  const { frame, status, search, list, opened, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { page, totalPages, total } = list.pageInfo;
  return (
    <AdminShell frame={frame} title="Shopping centres">
      <DoneNotice done={done} words={DONE} />
      {opened ? (
        <section className={sc.section} aria-labelledby="centre-open">
          <h2 id="centre-open">
            {opened.centre.name} <span className={sc.muted}>({opened.centre.published ? 'published' : 'draft'})</span>
          </h2>
          <CentreForm centre={opened.centre} result={result} />
          <CentreStores opened={opened} result={result} />
        </section>
      ) : null}
      <details open={resultFor(result, 'new') ? true : undefined}>
        <summary>Add a shopping centre</summary>
        {/* Keyed by the count: after a creation the form starts empty again (JavaScript keeps typed inputs). */}
        <CentreForm key={`new-${total}`} result={result} />
      </details>
      <AdminFilters
        label="Filter shopping centres"
        statuses={[
          ['all', 'All'],
          ['published', 'Published'],
          ['draft', 'Drafts'],
        ]}
        status={status}
        search={search}
        searchLabel="Name or city"
      />
      <AdminTable
        rows={list.items.length}
        empty="No shopping centres match."
        caption={
          <>
            {total} {total === 1 ? 'centre' : 'centres'}
          </>
        }
        headings={['Centre', 'Stores', 'Shown']}
      >
        {list.items.map((c) => (
          <tr key={c.id} data-testid={`centre-${c.id}`}>
            <td className={s.cell}>
              <Link to={adminPageLink({ status, search, edit: c.id }, page)}>{c.name}</Link>
              <br />
              {[c.suburb, c.city].filter(Boolean).join(', ')}
              <ResultAlert result={resultFor(result, `row-${c.id}`)} />
            </td>
            <td className={s.cell}>{c.storeCount}</td>
            <td className={s.cell}>
              <div className={sc.actions}>
                {c.published ? 'Published' : 'Draft'}
                <ActionButton
                  fields={{ intent: c.published ? 'unpublish' : 'publish', id: c.id }}
                  label={c.published ? 'Unpublish' : 'Publish'}
                  name={`${c.published ? 'Unpublish' : 'Publish'} ${c.name}`}
                />
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminPager page={page} totalPages={totalPages} link={(p) => adminPageLink({ status, search }, p)} />
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
