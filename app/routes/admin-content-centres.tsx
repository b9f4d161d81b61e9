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
import { statusWord } from '~/features/admin/admin-format';
import { areaWords } from '~/features/admin/admin-words.server';
import { adminSite } from '~/lib/i18n/catalogues/en/admin-site';
import { fill } from '~/lib/i18n/fill';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.w.metaCentres ?? 'Shopping centres — Admin — Musika' },
  { name: 'robots', content: 'noindex' },
];

const STATUSES: Record<string, SiteContentFilter> = { all: 'ALL', published: 'PUBLISHED', draft: 'DRAFT' };

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.centres.roles);
  const { status, search, page } = readAdminListParams(args.request, Object.keys(STATUSES), 'all');
  const params = new URL(args.request.url).searchParams;
  const edit = params.get('edit');
  const [{ adminShoppingCentres }, opened] = await Promise.all([
    query(args.context, args.request, AdminCentresQuery, { status: STATUSES[status], search: search || null, page }),
    edit && /^[1-9]\d{0,9}$/.test(edit) ? query(args.context, args.request, AdminCentreQuery, { id: edit }) : null,
  ]);
  const w = areaWords(frame.language, adminSite);
  return { frame, w, status, search, list: adminShoppingCentres, opened: opened?.adminShoppingCentre ?? null, done: params.get('done') };
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
  const { frame, w, status, search, list, opened, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { page, totalPages, total } = list.pageInfo;
  const words = {
    created: w.cCreated,
    saved: w.cSaved,
    published: w.cPublished,
    unpublished: w.cUnpublished,
    linked: w.cLinked,
    unlinked: w.cUnlinked,
  };
  return (
    <AdminShell frame={frame} title={w.centres}>
      <DoneNotice done={done} words={words} unchanged={w.unchanged} />
      {opened ? (
        <section className={sc.section} aria-labelledby="centre-open">
          <h2 id="centre-open">
            <span translate="no">{opened.centre.name}</span>{' '}
            <span className={sc.muted}>({opened.centre.published ? w.publishedLower : w.draftLower})</span>
          </h2>
          <CentreForm w={w} centre={opened.centre} result={result} />
          <CentreStores w={w} opened={opened} result={result} statusIn={(code) => statusWord(frame.w, code)} />
        </section>
      ) : null}
      <details open={resultFor(result, 'new') ? true : undefined}>
        <summary>{w.cAdd}</summary>
        {/* Keyed by the count: after a creation the form starts empty again (JavaScript keeps typed inputs). */}
        <CentreForm key={`new-${total}`} w={w} result={result} />
      </details>
      <AdminFilters
        label={w.cFilter}
        statuses={[
          ['all', w.all],
          ['published', w.published],
          ['draft', w.drafts],
        ]}
        status={status}
        search={search}
        searchLabel={w.nameOrCity}
      />
      <AdminTable rows={list.items.length} empty={w.cNone} caption={fill(w.cCaption, { count: total })} headings={[w.centre, w.stores, w.shown]}>
        {list.items.map((c) => (
          <tr key={c.id} data-testid={`centre-${c.id}`}>
            <td className={s.cell}>
              <Link to={adminPageLink({ status, search, edit: c.id }, page)} translate="no">
                {c.name}
              </Link>
              <br />
              <span translate="no">{[c.suburb, c.city].filter(Boolean).join(', ')}</span>
              <ResultAlert result={resultFor(result, `row-${c.id}`)} fallback={w.wentWrong} />
            </td>
            <td className={s.cell}>{c.storeCount}</td>
            <td className={s.cell}>
              <div className={sc.actions}>
                {c.published ? w.published : w.draft}
                <ActionButton
                  fields={{ intent: c.published ? 'unpublish' : 'publish', id: c.id }}
                  label={c.published ? w.unpublish : w.publish}
                  name={fill(c.published ? w.unpublishName : w.publishName, { name: c.name })}
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
