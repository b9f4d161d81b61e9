/**
 * /admin/content/menus/ (issue 29): the site's menus (the footer's company and support menus, the main menu) and
 * their items. Editors add an item, rename it, change its address (a site path or an https link), nest it one
 * level under a top-level item, move it up or down, and remove it. Plain POST forms: all of it works without
 * JavaScript. The site's menus follow at once (the API purges the cached menus and pages).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { button } from '~/components/button.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field } from '~/components/form';
import { requireOperatorPage } from '~/features/admin/admin-access.server';
import { ADMIN_SCREENS } from '~/features/admin/admin-nav';
import { AdminShell } from '~/features/admin/admin-shell';
import * as s from '~/features/admin/admin-shell.css';
import {
  ActionButton,
  DoneNotice,
  MoveButtons,
  moveText,
  posted,
  ResultAlert,
  resultFor,
  Select,
  type SiteContentResult,
  typed,
} from '~/features/admin/site-content-forms';
import { settle } from '~/features/admin/site-content-forms.server';
import * as sc from '~/features/admin/site-content.css';
import { mutate, query } from '~/graphql/client.server';
import { AdminMenusQuery, MoveMenuItemMutation, RemoveMenuItemMutation, SaveMenuItemMutation } from '~/graphql/queries/admin-site-content.server';
import { areaWords, type AreaWords } from '~/features/admin/admin-words.server';
import { adminSite } from '~/lib/i18n/catalogues/en/admin-site';
import { fill } from '~/lib/i18n/fill';
import { href } from '~/routes';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.w.metaMenus ?? 'Menus — Admin — Musika' },
  { name: 'robots', content: 'noindex' },
];

type Words = AreaWords<typeof adminSite>;

export async function loader(args: LoaderFunctionArgs) {
  const frame = await requireOperatorPage(args, ADMIN_SCREENS.menus.roles);
  const { adminMenus } = await query(args.context, args.request, AdminMenusQuery, {});
  const params = new URL(args.request.url).searchParams;
  return { frame, w: areaWords(frame.language, adminSite), menus: adminMenus, edit: params.get('edit'), done: params.get('done') };
}

export async function action(args: ActionFunctionArgs) {
  await requireOperatorPage(args, ADMIN_SCREENS.menus.roles);
  const form = await args.request.formData();
  const intent = posted(form, 'intent', 20);
  const itemId = posted(form, 'itemId', 20);
  if (intent === 'move' || intent === 'remove') {
    const input = { itemId, direction: posted(form, 'direction', 10) === 'down' ? ('DOWN' as const) : ('UP' as const) };
    const payload =
      intent === 'move'
        ? (await mutate(args.context, args.request, MoveMenuItemMutation, { input })).moveMenuItem
        : (await mutate(args.context, args.request, RemoveMenuItemMutation, { input: { itemId } })).removeMenuItem;
    return settle(args.request, `item-${itemId}`, payload, intent === 'move' ? 'moved' : 'removed');
  }
  const menuId = posted(form, 'menuId', 20);
  const input = {
    itemId: intent === 'edit' ? itemId : null,
    menuId: intent === 'edit' ? null : menuId,
    title: posted(form, 'title', 200),
    url: posted(form, 'url', 500),
    parentId: posted(form, 'parentId', 20) || null,
  };
  const { saveMenuItem } = await mutate(args.context, args.request, SaveMenuItemMutation, { input });
  return intent === 'edit'
    ? settle(args.request, `edit-${itemId}`, saveMenuItem, 'saved', {}, typed(form))
    : settle(args.request, `add-${menuId}`, saveMenuItem, 'added', {}, typed(form));
}

type Menu = ReturnType<typeof useLoaderData<typeof loader>>['menus'][number];
type Item = Menu['items'][number];

function ItemForm({ w, menu, item, result }: { w: Words; menu: Menu; item?: Item; result?: SiteContentResult }) {
  const key = item ? `edit-${item.id}` : `add-${menu.id}`;
  const mine = resultFor(result, key);
  const parents = menu.items.filter((i) => i.parentId === null && i.id !== item?.id);
  const v = mine?.values;
  return (
    <Form method="post" className={sc.form} aria-label={item ? fill(w.editName, { name: item.title }) : fill(w.addItemTo, { menu: menu.name })}>
      <ResultAlert result={mine} fallback={w.wentWrong} />
      <input type="hidden" name="intent" value={item ? 'edit' : 'add'} />
      <input type="hidden" name={item ? 'itemId' : 'menuId'} value={item ? item.id : menu.id} />
      <div className={sc.row}>
        <Field
          label={w.title}
          name="title"
          id={`${key}-title`}
          defaultValue={v?.title ?? item?.title}
          error={mine?.errors.title}
          required
          maxLength={60}
        />
        <Field
          label={w.address}
          name="url"
          id={`${key}-url`}
          defaultValue={v?.url ?? item?.url}
          error={mine?.errors.url}
          placeholder="/faqs or https://…"
          required
          maxLength={300}
        />
        <Select
          label={w.under}
          name="parentId"
          id={`${key}-parent`}
          defaultValue={v?.parentId ?? item?.parentId ?? ''}
          error={mine?.errors.parentId}
          options={[['', w.topLevel], ...parents.map((p) => [p.id, p.title] as const)]}
        />
      </div>
      <div className={sc.actions}>
        <button className={button({})} type="submit">
          {item ? w.saveItem : w.addItem}
        </button>
        {item ? <Link to={href('admin-content-menus')}>{w.cancel}</Link> : null}
      </div>
    </Form>
  );
}

function MenuSection({ w, menu, edit, result }: { w: Words; menu: Menu; edit: string | null; result?: SiteContentResult }) {
  const editing = menu.items.find((i) => i.id === edit);
  const siblings = (item: Item) => menu.items.filter((i) => i.parentId === item.parentId);
  return (
    <section className={sc.section} aria-labelledby={`menu-${menu.id}`} data-testid={`menu-${menu.slug}`}>
      <h2 id={`menu-${menu.id}`}>
        <span translate="no">{menu.name}</span> <span className={sc.muted}>({menu.slug})</span>
      </h2>
      {editing ? <ItemForm w={w} menu={menu} item={editing} result={result} /> : null}
      <div className={s.tableWrap}>
        <table className={s.table}>
          <thead>
            <tr>
              <th className={s.cell}>{w.item}</th>
              <th className={s.cell}>{w.address}</th>
              <th className={s.cell}>{w.change}</th>
            </tr>
          </thead>
          <tbody>
            {menu.items.map((item) => {
              const level = siblings(item);
              const mine = resultFor(result, `item-${item.id}`);
              return (
                <tr key={item.id} data-testid={`menu-item-${item.id}`}>
                  <td className={`${s.cell} ${item.parentId ? sc.sub : ''}`}>
                    {item.parentId ? '↳ ' : ''}
                    <span translate="no">{item.title}</span>
                    {mine ? <ResultAlert result={mine} fallback={w.wentWrong} /> : null}
                  </td>
                  <td className={`${s.cell} ${sc.url}`}>{item.url}</td>
                  <td className={s.cell}>
                    <div className={sc.actions}>
                      <Link to={`?edit=${item.id}`} aria-label={fill(w.editName, { name: item.title })}>
                        {w.edit}
                      </Link>
                      <MoveButtons
                        id={item.id}
                        name="itemId"
                        label={item.title}
                        first={level[0]?.id === item.id}
                        last={level.at(-1)?.id === item.id}
                        text={moveText(w, item.title)}
                      />
                      <ActionButton fields={{ intent: 'remove', itemId: item.id }} label={w.remove} name={fill(w.removeName, { name: item.title })} />
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h3>{w.addAnItem}</h3>
      {/* Keyed by the item count: after an addition the form starts empty again (JavaScript keeps typed inputs),
          while after an error it keeps them. */}
      <ItemForm key={menu.items.length} w={w} menu={menu} result={result} />
    </section>
  );
}

export default function AdminContentMenus() {
  const { frame, w, menus, edit, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const words = { added: w.itemAdded, saved: w.itemSaved, moved: w.itemMoved, removed: w.itemRemoved };
  return (
    <AdminShell frame={frame} title={w.menus}>
      <DoneNotice done={done} words={words} unchanged={w.unchanged} />
      <p className={sc.muted}>{w.menusIntro}</p>
      {menus.map((menu) => (
        <MenuSection key={menu.id} w={w} menu={menu} edit={edit} result={result} />
      ))}
    </AdminShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
