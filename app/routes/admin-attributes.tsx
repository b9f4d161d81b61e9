/**
 * /admin/attributes/ (issue 29): the filterable attributes of the top-level product categories and their terms,
 * 50 a page, by category or searched by name. Add an attribute or a term, rename either (the slug, which saved search
 * links filter by, stays). Each attribute's terms open in a <details> disclosure, so the page needs no JavaScript.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormAlert, FormNotice, formStyles } from '~/components/form';
import { requireOperatorPage } from '~/features/admin/admin-access.server';
import { AdminFilters, adminPageLink, AdminPager, AdminTable, readAdminListParams } from '~/features/admin/admin-list';
import { ADMIN_SCREENS } from '~/features/admin/admin-nav';
import { AdminShell } from '~/features/admin/admin-shell';
import * as s from '~/features/admin/admin-shell.css';
import { alertOf, DONE_MESSAGES, doneFrom, errorOf, type EditFailure } from '~/features/admin/category-results';
import { settle } from '~/features/admin/category-results.server';
import * as c from '~/features/admin/category-screens.css';
import { CategoryTabs } from '~/features/admin/category-tabs';
import { areaWords } from '~/features/admin/admin-words.server';
import { adminContentCategories } from '~/lib/i18n/catalogues/en/admin-content-categories';
import { fill } from '~/lib/i18n/fill';
import type { CategoryWords } from '~/features/admin/category-results';
import { mutate, query } from '~/graphql/client.server';
import {
  AddAttributeMutation,
  AddAttributeTermMutation,
  AdminAttributesQuery,
  AdminCategoriesQuery,
  RenameAttributeMutation,
  RenameAttributeTermMutation,
} from '~/graphql/queries/admin-categories.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.w.metaAttributes ?? 'Attributes — Admin — Musika' },
  { name: 'robots', content: 'noindex' },
];

const idOr = (v: string | null) => (v && /^[1-9]\d{0,9}$/.test(v) ? v : '');

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.attributes.roles);
  const { search, page } = readAdminListParams(args.request);
  const categoryId = idOr(new URL(args.request.url).searchParams.get('categoryId'));
  // Attributes hang on top-level categories: the filter and the add form offer those (a tree of ~100 rows, one page).
  const [{ adminAttributes }, { adminCategories }] = await Promise.all([
    query(args.context, args.request, AdminAttributesQuery, { categoryId: categoryId || null, search: search || null, page }),
    query(args.context, args.request, AdminCategoriesQuery, { kind: 'PRODUCT', search: null, page: 1, perPage: 100 }),
  ]);
  const roots = adminCategories.items.filter((cat) => cat.depth === 0).map(({ id, name }) => ({ id, name }));
  return {
    frame,
    w: areaWords(frame.language, adminContentCategories),
    search,
    categoryId,
    list: adminAttributes,
    roots,
    done: doneFrom(args.request),
  };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').slice(0, 1000);

export async function action(args: ActionFunctionArgs) {
  await requireOperatorPage(args, ADMIN_SCREENS.attributes.roles);
  const form = await args.request.formData();
  const intent = form.get('intent');
  const id = text(form, 'id');
  const name = text(form, 'name');
  if (intent === 'add-attribute') {
    const input = { categoryId: text(form, 'categoryId'), name, slug: text(form, 'slug') };
    const { addAttribute: out } = await mutate(args.context, args.request, AddAttributeMutation, { input });
    return settle(args.request, 'add', out, out.attribute, 'attribute-added');
  }
  if (intent === 'add-term') {
    const { addAttributeTerm: out } = await mutate(args.context, args.request, AddAttributeTermMutation, {
      input: { attributeId: id, name, slug: text(form, 'slug') },
    });
    return settle(args.request, `add-term-${id}`, out, out.attribute, 'term-added');
  }
  const previous = text(form, 'previous') || null;
  if (intent === 'rename-term') {
    const { renameAttributeTerm: out } = await mutate(args.context, args.request, RenameAttributeTermMutation, { input: { id, name, previous } });
    return settle(args.request, `term-${id}`, out, out.attribute, 'term-renamed');
  }
  const { renameAttribute: out } = await mutate(args.context, args.request, RenameAttributeMutation, { input: { id, name, previous } });
  return settle(args.request, `attribute-${id}`, out, out.attribute, 'attribute-renamed');
}

type Attribute = ReturnType<typeof useLoaderData<typeof loader>>['list']['items'][number];

/** One name field and its button, for renaming an attribute or a term. */
function RenameForm(props: { w: CategoryWords; form: string; intent: string; id: string; name: string; label: string; failure?: EditFailure }) {
  const alert = alertOf(props.failure, props.form, ['name']);
  return (
    <Form method="post" aria-label={props.label}>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <input type="hidden" name="id" value={props.id} />
      <input type="hidden" name="previous" value={props.name} />
      <Field
        label={props.label}
        name="name"
        id={`${props.form}-name`}
        defaultValue={props.name}
        required
        minLength={2}
        maxLength={80}
        error={errorOf(props.failure, props.form, 'name')}
      />
      <button className={button({ tone: 'secondary' })} type="submit" name="intent" value={props.intent}>
        {props.w.rename}
      </button>
    </Form>
  );
}

function AttributeRow({ w, attribute, failure }: { w: CategoryWords; attribute: Attribute; failure?: EditFailure }) {
  const addForm = `add-term-${attribute.id}`;
  // An error inside the disclosure opens it, so the editor sees it without a click.
  const open = failure?.form === addForm || attribute.terms.some((t) => failure?.form === `term-${t.id}`);
  return (
    <tr data-testid={`attribute-${attribute.id}`}>
      <td className={s.cell}>
        <RenameForm
          w={w}
          form={`attribute-${attribute.id}`}
          intent="rename-attribute"
          id={attribute.id}
          name={attribute.name}
          label={fill(w.nameOf, { slug: attribute.slug })}
          failure={failure}
        />
      </td>
      <td className={s.cell} translate="no">
        {attribute.categoryName}
      </td>
      <td className={s.cell}>
        <details open={open || undefined}>
          <summary>
            {fill(w.termsCount, { count: attribute.terms.length })} <span translate="no">{attribute.terms.map((t) => t.name).join(', ')}</span>
          </summary>
          <div className={c.terms}>
            {attribute.terms.map((t) => (
              <RenameForm
                key={t.id}
                w={w}
                form={`term-${t.id}`}
                intent="rename-term"
                id={t.id}
                name={t.name}
                label={fill(w.termOf, { slug: t.slug })}
                failure={failure}
              />
            ))}
            <Form method="post" aria-label={fill(w.addTermForm, { name: attribute.name })}>
              {alertOf(failure, addForm, ['name', 'slug']) ? <FormAlert>{alertOf(failure, addForm, ['name', 'slug'])}</FormAlert> : null}
              <input type="hidden" name="id" value={attribute.id} />
              <Field
                label={w.newTerm}
                name="name"
                id={`${addForm}-name`}
                required
                minLength={2}
                maxLength={80}
                error={errorOf(failure, addForm, 'name')}
              />
              <Field label={w.termSlug} name="slug" id={`${addForm}-slug`} maxLength={80} error={errorOf(failure, addForm, 'slug')} />
              <button className={button({})} type="submit" name="intent" value="add-term">
                {w.addTerm}
              </button>
            </Form>
          </div>
        </details>
      </td>
    </tr>
  );
}

export default function AdminAttributes() {
  const { frame, w, search, categoryId, list, roots, done } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const { page, totalPages, total } = list.pageInfo;
  const categorySelect = (id: string, name: string, value: string, anyLabel: string | null, error?: string) => (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {w.categoryFallback}
      </label>
      <select className={formStyles.input} id={id} name={name} defaultValue={value} aria-invalid={error ? true : undefined}>
        {anyLabel ? <option value="">{anyLabel}</option> : null}
        {roots.map((r) => (
          <option key={r.id} value={r.id} translate="no">
            {r.name}
          </option>
        ))}
      </select>
      {error ? <p className={formStyles.error}>{error}</p> : null}
    </div>
  );
  return (
    <AdminShell frame={frame} title={w.tabAttributes}>
      <CategoryTabs w={w} current="ATTRIBUTES" />
      {done ? <FormNotice>{w[DONE_MESSAGES[done]]}</FormNotice> : null}
      <AdminFilters label={w.filterAttributes} search={search} searchLabel={w.nameOrSlug} searchPlaceholder={w.attributePlaceholder}>
        {categorySelect('filter-category', 'categoryId', categoryId, w.anyCategory)}
      </AdminFilters>
      <AdminTable
        rows={list.items.length}
        empty={w.noAttributes}
        caption={fill(w.attributesCount, { count: total })}
        headings={[w.headAttribute, w.categoryFallback, w.headTerms]}
      >
        {list.items.map((a) => (
          <AttributeRow key={a.id} w={w} attribute={a} failure={failure} />
        ))}
      </AdminTable>
      <AdminPager page={page} totalPages={totalPages} link={(p) => adminPageLink({ categoryId, search }, p)} />
      <Form method="post" aria-label={w.addAttributeTitle} className={c.sections}>
        <h2>{w.addAttributeTitle}</h2>
        {alertOf(failure, 'add', ['name', 'slug', 'categoryId']) ? (
          <FormAlert>{alertOf(failure, 'add', ['name', 'slug', 'categoryId'])}</FormAlert>
        ) : null}
        {categorySelect('add-category', 'categoryId', categoryId || roots[0]?.id || '', null, errorOf(failure, 'add', 'categoryId'))}
        <Field label={w.name} name="name" id="add-attribute-name" required minLength={2} maxLength={80} error={errorOf(failure, 'add', 'name')} />
        <Field
          label={w.slugOptional}
          name="slug"
          id="add-attribute-slug"
          maxLength={80}
          hint={w.slugFromName}
          error={errorOf(failure, 'add', 'slug')}
        />
        <button className={button({})} type="submit" name="intent" value="add-attribute">
          {w.addAttribute}
        </button>
      </Form>
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
