/**
 * /admin/categories/{kind}/{id}/ (issue 29): one category. Rename it (a product category's old slug keeps
 * redirecting to the new one for good), move it under another parent (never under itself or below itself), add a
 * subcategory under it, and see its old slugs and the attributes of its top-level category. Plain POST forms with
 * an `intent`: it all works without JavaScript; field errors show under their field.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormAlert, FormNotice, formStyles } from '~/components/form';
import { requireOperatorPage } from '~/features/admin/admin-access.server';
import { ADMIN_SCREENS } from '~/features/admin/admin-nav';
import { AdminShell } from '~/features/admin/admin-shell';
import * as s from '~/features/admin/admin-shell.css';
import { alertOf, DONE_MESSAGES, doneFrom, errorOf, type EditFailure } from '~/features/admin/category-results';
import { settle } from '~/features/admin/category-results.server';
import * as c from '~/features/admin/category-screens.css';
import { CategoryTabs, kindFrom } from '~/features/admin/category-tabs';
import { mutate, query } from '~/graphql/client.server';
import { AddCategoryMutation, AdminCategoryQuery, MoveCategoryMutation, RenameCategoryMutation } from '~/graphql/queries/admin-categories.server';
import { invariantFound } from '~/lib/invariant-response.server';
import { areaWords } from '~/features/admin/admin-words.server';
import { adminContentCategories } from '~/lib/i18n/catalogues/en/admin-content-categories';
import { fill } from '~/lib/i18n/fill';
import { href } from '~/routes';
import type { CategoryWords } from '~/features/admin/category-results';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? fill(data.w.metaCategory, { name: data.detail.category.name }) : 'Category — Admin — Musika' },
  { name: 'robots', content: 'noindex' },
];

const idOf = (v: string | undefined) => (v && /^[1-9]\d{0,9}$/.test(v) ? v : null);
const kindParam = (v: string | undefined) => invariantFound(v === 'product' || v === 'business' ? v : null, 'Category not found');

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.categories.roles);
  const kind = kindFrom(kindParam(args.params.kind));
  const id = invariantFound(idOf(args.params.id), 'Category not found');
  const { adminCategory } = await query(args.context, args.request, AdminCategoryQuery, { kind, id });
  return {
    frame,
    w: areaWords(frame.language, adminContentCategories),
    detail: invariantFound(adminCategory, 'Category not found'),
    done: doneFrom(args.request),
  };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').slice(0, 1000);
/** The version the form showed: another editor's change since then is not overwritten. */
const versionOf = (form: FormData) => {
  const v = Number.parseInt(text(form, 'version'), 10);
  return Number.isFinite(v) && v >= 0 ? v : null;
};

export async function action(args: ActionFunctionArgs) {
  await requireOperatorPage(args, ADMIN_SCREENS.categories.roles);
  const kind = kindFrom(kindParam(args.params.kind));
  const id = invariantFound(idOf(args.params.id), 'Category not found');
  const form = await args.request.formData();
  const intent = form.get('intent');
  if (intent === 'move') {
    const input = { id, parentId: text(form, 'parentId') || null, version: versionOf(form) };
    const { moveCategory } = await mutate(args.context, args.request, MoveCategoryMutation, { input });
    return settle(args.request, 'move', moveCategory, moveCategory.category, 'moved');
  }
  if (intent === 'add') {
    const { addCategory } = await mutate(args.context, args.request, AddCategoryMutation, {
      input: { kind, parentId: id, name: text(form, 'name'), slug: text(form, 'slug'), image: text(form, 'image') },
    });
    return settle(args.request, 'add', addCategory, addCategory.category, 'added');
  }
  const { renameCategory } = await mutate(args.context, args.request, RenameCategoryMutation, {
    input: { kind, id, name: text(form, 'name'), slug: text(form, 'slug'), version: versionOf(form) },
  });
  return settle(args.request, 'rename', renameCategory, renameCategory.category, 'renamed');
}

type Detail = ReturnType<typeof useLoaderData<typeof loader>>['detail'];

function Rename({ w, detail, failure }: { w: CategoryWords; detail: Detail; failure?: EditFailure }) {
  const { category } = detail;
  const alert = alertOf(failure, 'rename', ['name', 'slug']);
  return (
    <Form method="post" aria-label={w.rename}>
      <h2>{w.rename}</h2>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <input type="hidden" name="version" value={category.version} />
      <Field
        label={w.name}
        name="name"
        id="rename-name"
        defaultValue={category.name}
        required
        minLength={2}
        maxLength={80}
        error={errorOf(failure, 'rename', 'name')}
      />
      <Field
        label={w.slug}
        name="slug"
        id="rename-slug"
        defaultValue={category.slug}
        maxLength={80}
        hint={category.kind === 'PRODUCT' ? w.slugHintProduct : w.slugHintBusiness}
        error={errorOf(failure, 'rename', 'slug')}
      />
      <button className={button({})} type="submit" name="intent" value="rename">
        {w.saveName}
      </button>
    </Form>
  );
}

function Move({ w, detail, failure }: { w: CategoryWords; detail: Detail; failure?: EditFailure }) {
  const { category, moveTargets } = detail;
  const error = errorOf(failure, 'move', 'parentId');
  const alert = alertOf(failure, 'move', ['parentId']);
  return (
    <Form method="post" aria-label={w.moveForm}>
      <h2>{w.move}</h2>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <input type="hidden" name="version" value={category.version} />
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="move-parent">
          {w.parent}
        </label>
        <select
          className={formStyles.input}
          id="move-parent"
          name="parentId"
          defaultValue={category.parentId ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'move-parent-error' : undefined}
        >
          <option value="">{w.topLevelOption}</option>
          {moveTargets.map((t) => (
            <option key={t.id} value={t.id} translate="no">
              {`${'— '.repeat(t.depth ?? 0)}${t.name}`}
            </option>
          ))}
        </select>
        {error ? (
          <p className={formStyles.error} id="move-parent-error">
            {error}
          </p>
        ) : null}
      </div>
      <button className={button({ tone: 'secondary' })} type="submit" name="intent" value="move">
        {w.moveIt}
      </button>
    </Form>
  );
}

function AddChild({ w, detail, failure }: { w: CategoryWords; detail: Detail; failure?: EditFailure }) {
  const alert = alertOf(failure, 'add', ['name', 'slug', 'image']);
  return (
    <Form method="post" aria-label={fill(w.addChildForm, { name: detail.category.name })}>
      <h2>{w.addChild}</h2>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Field label={w.name} name="name" id="add-name" required minLength={2} maxLength={80} error={errorOf(failure, 'add', 'name')} />
      <Field label={w.slugOptional} name="slug" id="add-slug" maxLength={80} hint={w.slugFromName} error={errorOf(failure, 'add', 'slug')} />
      <Field label={w.imageOptional} name="image" id="add-image" maxLength={500} error={errorOf(failure, 'add', 'image')} />
      <button className={button({ tone: 'secondary' })} type="submit" name="intent" value="add">
        {w.addChildButton}
      </button>
    </Form>
  );
}

export default function AdminCategory() {
  const { frame, w, detail, done } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const { category, ancestors, children, oldSlugs, attributes } = detail;
  const product = category.kind === 'PRODUCT';
  return (
    <AdminShell frame={frame} title={<span translate="no">{category.name}</span>}>
      <CategoryTabs w={w} current={category.kind} />
      {done ? <FormNotice>{w[DONE_MESSAGES[done]]}</FormNotice> : null}
      <p className={s.roles}>
        {product ? (
          <>
            {ancestors.length ? (
              <>
                {w.under} <span translate="no">{ancestors.map((a) => a.name).join(' › ')}</span>
                {' · '}
              </>
            ) : (
              `${w.topLevel} · `
            )}
            <Link to={href('category-generic', { slug: category.slug })}>/category/{category.slug}</Link>
            {` · ${fill(w.listings, { count: category.count ?? 0 })}`}
          </>
        ) : (
          <>
            {w.businessCategory} <span translate="no">{category.slug}</span>
          </>
        )}
        {` · ${fill(w.place, { place: category.position + 1, total: category.siblings })}`}
      </p>
      {oldSlugs.length ? (
        <p className={s.roles}>
          {w.oldSlugs} <span translate="no">{oldSlugs.join(', ')}</span>
        </p>
      ) : null}
      <div className={c.sections}>
        <Rename w={w} detail={detail} failure={failure} />
        {product ? <Move w={w} detail={detail} failure={failure} /> : null}
        {product && children.length ? (
          <section>
            <h2>{w.subcategories}</h2>
            <ul>
              {children.map((child) => (
                <li key={child.id}>
                  <Link to={href('admin-category', { kind: 'product', id: child.id })} translate="no">
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {product ? <AddChild w={w} detail={detail} failure={failure} /> : null}
        {product ? (
          <section>
            <h2>{w.attributes}</h2>
            <p>
              {attributes.length ? (
                <>
                  {w.filtersOf}{' '}
                  <span translate="no">{`${ancestors[0]?.name ?? category.name}: ${attributes.map((a) => `${a.name} (${a.terms.length})`).join(', ')}`}</span>
                  .
                </>
              ) : (
                w.noAttributesYet
              )}{' '}
              <Link to={`${href('admin-attributes')}?categoryId=${ancestors[0]?.id ?? category.id}`}>{w.editAttributes}</Link>
            </p>
          </section>
        ) : null}
      </div>
      <p>
        <Link to={`${href('admin-categories')}${product ? '' : '?kind=business'}`}>{w.backToCategories}</Link>
      </p>
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
