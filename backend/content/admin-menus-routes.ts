/**
 * Editors' menus (schema/rest/admin-site-content.ts; issue 29): add, rename, re-address, nest one level, move and
 * remove items. Each change reads the menu, builds the tree it should become, and writes the difference in one
 * batch guarded by the menu's edit key (admin-site-content-edit.ts), with its audit entry. The answer names the
 * menu in x-musika-purge, which bumps the catalogue generation: cached menu reads and pages (the footer) are retired
 * at once, and the app's shared layout query (app/graphql/shared-query.server.ts) asks again.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import * as contract from '../../schema/rest/admin-site-content';
import type { OperatorRole } from '../../schema/rest/operators';
import { clockNow } from '../clock';
import type { Db } from '../db/client';
import { HttpError, mount, type BackendApp } from '../http';
import { requireOperator } from '../operators/require-operator';
import { allMenus, flatten, menuById, menuOfItem, menuWrites, publicMenu, treeOf, type MenuItemRow, type MenuRow } from './admin-menus-queries';
import { guardedWrite, newStamp, pathId } from './admin-site-content-edit';

const M = contract.SITE_CONTENT_MESSAGES;
const EDIT = ['editor'] as const;

/** Who may call each /admin route of this file (tests/integration/operators-role-matrix.test.ts reads it). */
export const ADMIN_ROUTE_ROLES: Record<string, readonly OperatorRole[]> = {
  'GET /admin/menus': EDIT,
  'POST /admin/menus/:id/items': EDIT,
  'POST /admin/menu-items/:id': EDIT,
  'POST /admin/menu-items/:id/move': EDIT,
  'POST /admin/menu-items/:id/remove': EDIT,
};

type ItemInput = z.infer<typeof contract.menuItemBody>;
/** What a change does to the tree; null when it would change nothing. */
type Change = (tree: ReturnType<typeof treeOf>, menu: MenuRow) => MenuItemRow[] | null;

/** The parent an item may go under: a top-level item of the same menu, not itself, and only if it has no sub-items. */
function checkParent(tree: ReturnType<typeof treeOf>, parent: number | null, itemId: number) {
  if (parent === null) return;
  const ok = tree.top.some((i) => i.id === parent) && parent !== itemId && !(tree.children.get(itemId)?.length ?? 0);
  if (!ok) throw new HttpError(400, `parent: ${M.parent}`);
}

const place = (tree: ReturnType<typeof treeOf>, item: MenuItemRow) => {
  if (item.parent === null) tree.top.push(item);
  else tree.children.set(item.parent, [...(tree.children.get(item.parent) ?? []), item]);
};

const without = (tree: ReturnType<typeof treeOf>, id: number) => {
  tree.top = tree.top.filter((i) => i.id !== id);
  for (const [parent, list] of tree.children)
    tree.children.set(
      parent,
      list.filter((i) => i.id !== id),
    );
};

function itemIn(menu: MenuRow, id: number): MenuItemRow {
  const item = menu.items.find((i) => i.id === id);
  if (!item) throw new HttpError(404, M.itemNotFound);
  return item;
}

const add =
  (input: ItemInput): Change =>
  (tree, menu) => {
    const parent = input.parent ?? null;
    checkParent(tree, parent, 0);
    // A repeat of the same addition (a double submit) finds its twin and changes nothing.
    if (menu.items.some((i) => i.title === input.title && i.url === input.url && i.parent === parent)) return null;
    place(tree, { id: 0, title: input.title, url: input.url, parent, position: 0 });
    return flatten(tree.top, tree.children);
  };

const edit =
  (id: number, input: ItemInput): Change =>
  (tree, menu) => {
    const item = itemIn(menu, id);
    const parent = input.parent ?? null;
    if (item.title === input.title && item.url === input.url && item.parent === parent) return null;
    checkParent(tree, parent, id);
    if (item.parent === parent) {
      return flatten(tree.top, tree.children).map((i) => (i.id === id ? { ...i, title: input.title, url: input.url } : i));
    }
    // Moving between levels: it goes last at its new level.
    without(tree, id);
    place(tree, { ...item, title: input.title, url: input.url, parent });
    return flatten(tree.top, tree.children);
  };

const move =
  (id: number, direction: 'up' | 'down'): Change =>
  (tree, menu) => {
    const item = itemIn(menu, id);
    const siblings = item.parent === null ? tree.top : (tree.children.get(item.parent) ?? []);
    const at = siblings.findIndex((i) => i.id === id);
    const to = direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= siblings.length) throw new HttpError(409, M.cannotMove(direction));
    [siblings[at], siblings[to]] = [siblings[to], siblings[at]];
    return flatten(tree.top, tree.children);
  };

const remove =
  (id: number): Change =>
  (tree) => {
    if (tree.children.get(id)?.length) throw new HttpError(409, M.hasChildren);
    without(tree, id);
    return flatten(tree.top, tree.children);
  };

async function change(c: Context, db: Db, key: string, menuId: number | null, itemId: number | null, changeOf: Change, action: string) {
  const now = clockNow(c);
  const operator = await requireOperator(c, db, ADMIN_ROUTE_ROLES[key], now);
  const id = menuId ?? (itemId === null ? null : await menuOfItem(db, itemId));
  const menu = id === null ? null : await menuById(db, id);
  if (!menu) throw new HttpError(404, menuId === null ? M.itemNotFound : M.menuNotFound);
  const after = changeOf(treeOf(menu.items), menu);
  if (!after) return { menu: publicMenu(menu), changed: false };
  const stamp = newStamp();
  const summary = (items: readonly MenuItemRow[]) => items.map((i) => [i.id, i.title, i.url, i.parent]);
  const applied = await guardedWrite({
    c,
    db,
    operator,
    now,
    table: 'menus',
    id: menu.id,
    stamp,
    statements: menuWrites(db, menu, after, stamp),
    audit: { action, objectType: 'menu', objectId: menu.id, before: { items: summary(menu.items) }, after: { items: summary(after), itemId } },
    purge: [`menu:${menu.slug}`],
    // The twin of an addition or an edit already made it; a move or removal made by someone else is not ours.
    alreadyDone: async () => {
      const now2 = await menuById(db, menu.id);
      return Boolean(now2 && (action === 'menu.item_added' || action === 'menu.item_edited') && changeOf(treeOf(now2.items), now2) === null);
    },
  });
  return { menu: publicMenu((await menuById(db, menu.id))!), changed: applied };
}

export function registerAdminMenuRoutes(app: BackendApp): void {
  const options = { failure: M.save };
  mount(
    app,
    contract.listAdminMenus,
    async ({ db, c }) => {
      await requireOperator(c, db, ADMIN_ROUTE_ROLES['GET /admin/menus']);
      return { menus: await allMenus(db) };
    },
    { failure: M.list },
  );
  mount(
    app,
    contract.addMenuItem,
    ({ db, c, body }) => change(c, db, 'POST /admin/menus/:id/items', pathId(c, M.menuNotFound), null, add(body), 'menu.item_added'),
    options,
  );
  mount(
    app,
    contract.editMenuItem,
    ({ db, c, body }) => {
      const id = pathId(c, M.itemNotFound);
      return change(c, db, 'POST /admin/menu-items/:id', null, id, edit(id, body), 'menu.item_edited');
    },
    options,
  );
  mount(
    app,
    contract.moveMenuItem,
    ({ db, c, body }) => {
      const id = pathId(c, M.itemNotFound);
      return change(c, db, 'POST /admin/menu-items/:id/move', null, id, move(id, body.direction), `menu.item_moved_${body.direction}`);
    },
    options,
  );
  mount(
    app,
    contract.removeMenuItem,
    ({ db, c }) => {
      const id = pathId(c, M.itemNotFound);
      return change(c, db, 'POST /admin/menu-items/:id/remove', null, id, remove(id), 'menu.item_removed');
    },
    options,
  );
}
